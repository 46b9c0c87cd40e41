/**
 * The build's tokens for the code block being rendered (the
 * `data-prism-tokens` prop of src/plugins/code-highlighting/rehype.ts),
 * from src/theme/CodeBlock down to src/theme/CodeBlock/Content.
 */
import {createContext} from 'react';

export const CodeTokensContext = createContext<string | undefined>(undefined);
