// Written by the build (./index.ts): the decoder's rules with their
// sections resolved; only the decoder's chunk imports them.
declare module '@generated/error-decoder/default/rules.json' {
  const rules: import('../../components/ErrorDecoder/decode').DecoderRule[];
  export default rules;
}
