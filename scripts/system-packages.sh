#!/usr/bin/env bash
# The browser suite needs Debian's Chromium (Playwright cannot download its
# own browsers here), nginx with the brotli_static module (the suite runs
# against the shipped nginx config) and openssl (a throwaway certificate for
# the HTTPS server block). `npm run pdf` prints with the same Chromium and
# nginx, and poppler's pdfinfo (poppler-utils) numbers its contents; the
# node tests read the PDFs with pdfinfo, pdftotext, pdffonts and pdfimages.
# The generators' outputs are checked by the programs that read them
# (tests/integration/generators.test.ts): PHP's CLI (`php -l`), CGI and
# FPM (.user.ini; FPM behind Apache's mod_proxy_fcgi, as most hosts run
# PHP), Apache with mod_rewrite and mod_ssl (.htaccess redirects) and
# Apache's PHP module (php_value).
#   bash scripts/system-packages.sh            npm test: only checks; names
#                                              what is missing and the
#                                              command that installs it
#   bash scripts/system-packages.sh --install  .ci/run: installs what is
#                                              missing with apt-get (root)
# A test command never installs system packages by itself.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
nginx_bin=${NGINX:-/usr/sbin/nginx}
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
apache_modules=/usr/lib/apache2/modules

find_missing() {
  missing=()
  [[ -x $chromium ]] || missing+=(chromium)
  [[ -x $nginx_bin ]] || missing+=(nginx)
  [[ -f $brotli_module ]] || missing+=(libnginx-mod-http-brotli-static)
  command -v openssl >/dev/null || missing+=(openssl)
  command -v php >/dev/null || missing+=(php-cli)
  command -v php-cgi >/dev/null || missing+=(php-cgi)
  compgen -G '/usr/sbin/php-fpm*' >/dev/null || missing+=(php-fpm)
  [[ -x /usr/sbin/apache2 && -f $apache_modules/mod_rewrite.so ]] ||
    missing+=(apache2)
  compgen -G "$apache_modules/libphp*.so" >/dev/null ||
    missing+=(libapache2-mod-php)
  local tool
  for tool in pdfinfo pdftotext pdffonts pdfimages; do
    if ! command -v "$tool" >/dev/null; then
      missing+=(poppler-utils)
      break
    fi
  done
}

find_missing
if ((${#missing[@]} == 0)); then
  exit 0
fi
if [[ ${1:-} == --install ]]; then
  echo "Installing Debian packages for the browser suite: ${missing[*]}"
  apt-get update -qq
  # --no-upgrade: adds what is missing, leaves installed versions alone.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-upgrade "${missing[@]}"
  find_missing
  if ((${#missing[@]} == 0)); then
    exit 0
  fi
  echo "Still missing after apt-get install: ${missing[*]}" >&2
  exit 1
fi
echo "The browser suite needs Debian packages that are missing: ${missing[*]}" >&2
echo "Install them with: sudo apt-get install ${missing[*]}" >&2
echo "(or set CHROMIUM_PATH / NGINX to a Chromium / nginx you already have)" >&2
exit 1
