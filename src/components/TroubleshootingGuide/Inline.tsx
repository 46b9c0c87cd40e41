import type {ReactNode} from 'react';

/** A text of the guide's data file, its `code` marks as <code>. */
export default function Inline({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : part,
    );
}
