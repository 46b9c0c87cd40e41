// Writes the Pagefind index for src/plugins/search (see index.ts).
// A separate ES module run by Node itself: Pagefind is published only as an
// ES module, and Docusaurus loads plugins through jiti, which cannot import
// it. Reads {outDir, excludeSelectors, pages: [{file, url}]} as JSON on
// standard input and prints how many pages it indexed.
import {readdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';

import * as pagefind from 'pagefind';

let input = '';
for await (const chunk of process.stdin) {
  input += chunk;
}
const {outDir, excludeSelectors, pages} = JSON.parse(input);

const {index, errors} = await pagefind.createIndex({excludeSelectors});
if (!index) {
  throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
}
for (const {file, url} of pages) {
  const content = await readFile(path.join(outDir, file), 'utf8');
  const added = await index.addHTMLFile({url, content});
  if (added.errors.length > 0) {
    throw new Error(`Pagefind: ${file}: ${added.errors.join('; ')}`);
  }
}
const written = await index.writeFiles({
  outputPath: path.join(outDir, 'pagefind'),
});
if (written.errors.length > 0) {
  throw new Error(`Pagefind: ${written.errors.join('; ')}`);
}
await pagefind.close();
// Pagefind also writes its own ready-made search interfaces; the site has its
// own (./components/Search), so they would only be dead weight.
const unused = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;
for (const name of await readdir(path.join(outDir, 'pagefind'))) {
  if (unused.test(name)) {
    await rm(path.join(outDir, 'pagefind', name));
  }
}
console.log(`${pages.length} pages indexed into pagefind/`);
