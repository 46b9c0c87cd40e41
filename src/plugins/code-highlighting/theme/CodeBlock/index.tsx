/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock).
 *
 * Why: upstream re-mounts every code block after hydration (`key` from
 * useIsBrowser) because its token colours were inline styles of the light
 * theme. Here colours are CSS for both modes (src/plugins/code-highlighting),
 * so the re-mount, which tokenized each block again, is gone; and the
 * build's tokens (`data-prism-tokens`) are handed to CodeBlock/Content.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
// LOCAL CHANGE start: build-time tokens
import {CodeTokensContext} from '../../client/tokensContext';
// LOCAL CHANGE end

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  // LOCAL CHANGE start: build-time tokens, no re-mount after hydration
  'data-prism-tokens': tokens,
  ...props
}: Props & {'data-prism-tokens'?: string}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return (
    <CodeTokensContext.Provider value={tokens}>
      <StringContent {...props}>{children}</StringContent>
    </CodeTokensContext.Provider>
  );
  // LOCAL CHANGE end
}
