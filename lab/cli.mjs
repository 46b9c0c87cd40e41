// The lab's commands are modules too: tests and other commands import their
// functions. This runs a command's `main` only when Node was started with
// that file, and makes what `main` resolves to the exit code.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** `url`: the command's `import.meta.url`; `main()` resolves to 0, 1 or 2. */
export function runAsScript(url, main) {
  if (!process.argv[1]) return;
  if (path.resolve(process.argv[1]) !== fileURLToPath(url)) return;
  main().then((code) => {
    process.exitCode = code;
  });
}
