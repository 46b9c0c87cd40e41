#!/usr/bin/env bash
# The browser suite needs Debian's Chromium: Playwright cannot download its
# own browsers here. Install it when we can (root with apt-get); otherwise say
# in one line how to get it.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [[ -x $chromium ]]; then
  exit 0
fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [[ -x $chromium ]] && exit 0
fi
echo "Chromium not found at $chromium: install it (sudo apt-get install chromium) or set CHROMIUM_PATH" >&2
exit 1
