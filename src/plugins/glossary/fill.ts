/**
 * Fills the empty definitions of a page the browser rendered itself (see
 * ./client.ts and README.md): loaded only then, with ./definitions.ts.
 */
import definitions from './definitions';

export default function fill(): void {
  document
    .querySelectorAll<HTMLElement>(
      '[data-glossary-tip]:empty,[data-glossary-definition]:empty',
    )
    .forEach((element) => {
      const {glossaryTip, glossaryDefinition} = element.dataset;
      element.innerHTML =
        definitions[(glossaryTip ?? glossaryDefinition)!] ?? '';
    });
}
