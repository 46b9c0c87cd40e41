#!/usr/bin/env bash
# The browser suite needs Debian's Chromium (Playwright cannot download its
# own browsers here) and nginx (the suite runs against the shipped nginx
# config). Install what is missing when we can (root with apt-get);
# otherwise say in one line how to get it.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
nginx_bin=${NGINX:-/usr/sbin/nginx}

missing=()
[[ -x $chromium ]] || missing+=(chromium)
[[ -x $nginx_bin ]] || missing+=(nginx)
if ((${#missing[@]} == 0)); then
  exit 0
fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  if [[ -x $chromium && -x $nginx_bin ]]; then
    exit 0
  fi
fi
echo "Missing ${missing[*]}: install with 'sudo apt-get install ${missing[*]}' (or set CHROMIUM_PATH / NGINX)" >&2
exit 1
