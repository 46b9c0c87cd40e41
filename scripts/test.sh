#!/usr/bin/env bash
# npm test: every check of the project, in the order a failure is cheapest to
# read: the system packages the browser suite needs, types, lint, spelling,
# the production build (`npm run build`, i.e. `docusaurus build`), the
# section PDFs (`npm run pdf`), node tests (units, content checks, checks of
# the build and its PDFs, and the builds of copies of the site: a broken
# link, a broken anchor, an author's additions), the
# crash-test and base-URL builds, then the browser suite against the builds
# served by nginx with the shipped config on loopback. Ends with one line
# "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
log_dir=test-results
mkdir -p "$log_dir"

# Each step's wall-clock seconds, printed as it ends and again in the
# summary: where the run's time goes.
timings=()

step() {
  local name=$1
  shift
  echo
  echo "==> $name"
  local started=$SECONDS status=0
  "$@" || status=$?
  local seconds=$((SECONDS - started))
  timings+=("$(printf '%5d s  %s' "$seconds" "$name")")
  echo "<== $name: $seconds s"
  if ((status == 0)); then
    return 0
  fi
  failures+=("$name")
  return 1
}

# A stage that is not a test runner counts as one check.
check() {
  if step "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

summary() {
  echo
  echo 'Steps:'
  printf '%s\n' "${timings[@]}"
  printf '%5d s  total\n' "$SECONDS"
  echo
  if ((${#failures[@]})); then
    printf 'Failed: %s\n' "${failures[@]}"
  fi
  echo "$passed passed, $failed failed"
  ((failed == 0))
  exit
}

# Chromium, nginx and openssl come from the system: checked, never
# installed here (.ci/run installs them on CI).
if ! step 'system packages' bash scripts/system-packages.sh; then
  failed=$((failed + 1))
  summary
fi

# The four static checks, two at a time: each is mostly one thread. Each
# one's output is printed when it ends, whole, under its name.
static_check() {
  local name=$1
  shift
  local log="$log_dir/$name.log" started=$SECONDS status=0
  "$@" >"$log" 2>&1 || status=$?
  echo "$status $((SECONDS - started))" >"$log.status"
}
static_checks=(typecheck lint format:check spellcheck)
for ((i = 0; i < ${#static_checks[@]}; i += 2)); do
  for name in "${static_checks[@]:i:2}"; do
    static_check "${name%%:*}" npm run --silent "$name" &
  done
  wait
done
for name in "${static_checks[@]}"; do
  name=${name%%:*}
  read -r status seconds <"$log_dir/$name.log.status"
  echo
  echo "==> $name"
  cat "$log_dir/$name.log"
  timings+=("$(printf '%5d s  %s (beside another)' "$seconds" "$name")")
  echo "<== $name: $seconds s"
  if ((status == 0)); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
done
# Built as the deploy workflow builds: with the links to the section PDFs
# (SECTION_PDFS=true), which `npm run pdf` writes next.
if ! step build env SECTION_PDFS=true npm run --silent build; then
  failed=$((failed + 1))
  summary
fi
passed=$((passed + 1))
# One PDF per docs section, from the build (src/plugins/print); the node
# tests read them.
check pdf npm run --silent pdf

# Node's test runner: units, content checks and the builds of site copies.
node_counts() {
  local file=$1
  local pass fail
  pass=$(grep -E '^# pass [0-9]+' "$file" | tail -1 | awk '{print $3}')
  fail=$(grep -E '^# fail [0-9]+' "$file" | tail -1 | awk '{print $3}')
  passed=$((passed + ${pass:-0}))
  failed=$((failed + ${fail:-1}))
}
rm -rf .cache/tests
if step 'compile node tests' npx tsc -p tests/tsconfig.json; then
  # Glob patterns, quoted for Node to expand: Node 24 runs a directory
  # argument as a module and fails (Node 20 and 26 search it for tests).
  # One test file per core (Node's default leaves one core free): the
  # copies' builds then run beside the quick files instead of after them.
  node_tests() {
    node --test --test-concurrency="$(nproc)" --test-reporter=tap \
      '.cache/tests/tests/unit/**/*.test.js' \
      '.cache/tests/tests/content/**/*.test.js' \
      '.cache/tests/tests/integration/**/*.test.js' \
      'tests/lab/**/*.test.mjs' |
      tee "$log_dir/node-tests.tap"
  }
  # The pipe inside a function: a step piped to tee would run in a subshell
  # and its time would not reach the summary.
  step 'node tests' node_tests
  node_counts "$log_dir/node-tests.tap"
else
  failed=$((failed + 1))
fi

# Two more builds for the browser suite: one with pages that crash on
# purpose, one under a base path as on GitHub Pages (tests/e2e/servers.ts).
build_variant() {
  local dir=$1
  shift
  env "$@" npx docusaurus build --out-dir "$dir"
}
if ! step 'crash-test build' build_variant build-crashtest DOCS_CRASH_TEST=true; then
  failed=$((failed + 1))
  summary
fi
if ! step 'base-URL build' build_variant build-base BASE_URL=/kb/ SITE_URL=https://example.github.io SECTION_PDFS=true; then
  failed=$((failed + 1))
  summary
fi
passed=$((passed + 2))

rm -f "$log_dir/e2e.json"
step 'browser tests' npx playwright test
if [[ -f $log_dir/e2e.json ]]; then
  read -r pw_pass pw_fail < <(node -e '
    const {stats} = require(process.argv[1]);
    console.log(stats.expected + stats.flaky, stats.unexpected + stats.skipped);
  ' "$PWD/$log_dir/e2e.json")
  passed=$((passed + pw_pass))
  failed=$((failed + pw_fail))
else
  failed=$((failed + 1))
fi

summary
