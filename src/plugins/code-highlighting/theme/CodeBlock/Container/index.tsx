/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Container).
 *
 * Why: upstream sets the block colours (`--prism-color`,
 * `--prism-background-color`) as an inline style from the light theme on
 * the server, fixed only after hydration. They are CSS for both colour
 * modes now (src/plugins/code-highlighting), right from the first paint.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As
      // Polymorphic components are hard to type, without `oneOf` generics
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      {...(props as any)}
      className={clsx(
        props.className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
