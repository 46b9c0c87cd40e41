#!/usr/bin/env bash
# npm run check:content: only the content checks of npm test (front matter,
# shape, labels against the dictionary, terms, spelling of the given files),
# in seconds, for authors. Compiles into a folder of its own, so that two
# runs at once do not step on each other or on npm test.
#   npm run check:content                       # every page
#   npm run check:content -- docs/wordpress/rabota-pochty.md   # one page
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d .cache/check-content-XXXXXX)
trap 'rm -rf "$out"' EXIT
npx tsc -p tests/tsconfig.json --outDir "$out" || exit 1
status=0
# A glob for Node to expand (quoted): Node 24 does not search a directory
# argument for tests.
if (($#)); then
  CONTENT_ONLY="$*" node --test --test-reporter=spec "$out/tests/content/**/*.test.js" || status=1
  npx cspell --no-progress --no-must-find-files "$@" || status=1
else
  node --test --test-reporter=spec "$out/tests/content/**/*.test.js" || status=1
  npx cspell --no-progress --no-must-find-files || status=1
fi
exit $status
