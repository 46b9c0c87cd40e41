// Written by the build (./index.ts): each term's id → its definition as HTML.
declare module '@generated/glossary/default/definitions.json' {
  const definitions: Record<string, string>;
  export default definitions;
}
