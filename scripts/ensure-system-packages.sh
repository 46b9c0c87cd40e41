#!/usr/bin/env bash
# The browser suite needs Debian's Chromium (Playwright cannot download its
# own browsers here), nginx with the brotli_static module (the suite runs
# against the shipped nginx config) and openssl (a throwaway certificate for
# the HTTPS server block). Install what is missing when we can (root with
# apt-get); otherwise say in one line how to get it.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
nginx_bin=${NGINX:-/usr/sbin/nginx}
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

present() {
  [[ -x $chromium && -x $nginx_bin && -f $brotli_module ]] &&
    command -v openssl >/dev/null
}

missing=()
[[ -x $chromium ]] || missing+=(chromium)
[[ -x $nginx_bin ]] || missing+=(nginx)
[[ -f $brotli_module ]] || missing+=(libnginx-mod-http-brotli-static)
command -v openssl >/dev/null || missing+=(openssl)
if ((${#missing[@]} == 0)); then
  exit 0
fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  if present; then
    exit 0
  fi
fi
echo "Missing ${missing[*]}: install with 'sudo apt-get install ${missing[*]}' (or set CHROMIUM_PATH / NGINX)" >&2
exit 1
