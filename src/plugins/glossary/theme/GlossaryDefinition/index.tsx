import type {ReactNode} from 'react';

import definitions from '../../definitions';

/**
 * A term's definition in the glossary's list of the introduction
 * (`::glossary`, src/plugins/glossary/remark.ts). Like the popup's text,
 * it is HTML of the server's page only (see ../../README.md), so the
 * introduction's script does not carry the whole glossary.
 */
export default function GlossaryDefinition({term}: {term: string}): ReactNode {
  return (
    <span
      data-glossary-definition={term}
      dangerouslySetInnerHTML={{__html: definitions[term] ?? ''}}
    />
  );
}
