/**
 * The chunk ./loadTokenizer.ts loads: prism-react-renderer's Prism
 * with the site's extra languages (theme-classic's prism-include-languages,
 * which this site no longer runs on every page).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

import {prismTokenize} from '../prismTokenize';

prismIncludeLanguages(Prism);

export default function tokenize(code: string, language: string) {
  return prismTokenize(Prism, code, language);
}
