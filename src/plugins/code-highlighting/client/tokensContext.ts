/**
 * The build's tokens for the code block being rendered (the
 * `data-prism-tokens` prop of src/plugins/code-highlighting/rehype.ts),
 * from theme/CodeBlock down to theme/CodeBlock/Content.
 */
import {createContext} from 'react';

export const CodeTokensContext = createContext<string | undefined>(undefined);
