#!/usr/bin/env bash
# Serves a build with Debian's nginx and the shipped config (deploy/nginx/):
# unprivileged, in the foreground, on loopback.
#   PORT      the port (default 8080)
#   $1        the build folder (default build)
#   KB_CONF   which shipped file: kb.conf (default, HTTP) or kb-https.conf
#             (HTTPS on PORT with a throwaway self-signed certificate; its
#             port-80 redirect server listens on HTTP_PORT, default PORT+1)
#   BASE_PATH the path the build was made for (its BASE_URL, e.g. /kb/):
#             served there, the way GitHub Pages serves a project site
#   NGINX     the nginx binary (default: nginx on PATH, else /usr/sbin/nginx)
# Only what a local run cannot keep is changed: `listen`, the `root` path
# (and the CSP include inside the build), the certificate paths.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=$(realpath "${1:-build}")
port=${PORT:-8080}
conf=${KB_CONF:-kb.conf}
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [[ ! -x $nginx_bin ]]; then
  echo "nginx not found: install it (sudo apt-get install nginx) or set NGINX" >&2
  exit 1
fi
if [[ ! -f $dir/index.html ]]; then
  echo "No build in $dir: run npm run build first" >&2
  exit 1
fi
if [[ ! -f $dir/.nginx/csp.conf ]]; then
  echo "No $dir/.nginx/csp.conf: build it with npm run build (the build writes it)" >&2
  exit 1
fi

# Everything nginx writes goes to a private folder: no root, no /var.
run=$(mktemp -d "${TMPDIR:-/tmp}/kb-nginx.XXXXXX")
trap 'rm -rf "$run"' EXIT
mkdir -p "$run"/{client,proxy,fastcgi,uwsgi,scgi,kb}

# The shipped files, laid out as in /etc/nginx/kb/ (includes are relative
# to the folder of nginx.conf, as /etc/nginx is in a real install).
# Under a base path, the root is a folder holding the build at that path
# (and the not-found page at the top, as on GitHub Pages).
site=$dir
base_path=${BASE_PATH:-/}
if [[ $base_path != / ]]; then
  if [[ ! $base_path =~ ^/[A-Za-z0-9._/-]+/$ ]]; then
    echo "BASE_PATH must look like /kb/" >&2
    exit 1
  fi
  site=$run/site
  # nginx's workers run as another user when started as root.
  chmod 711 "$run"
  mkdir -p "$site$(dirname "$base_path")"
  ln -s "$dir" "$site${base_path%/}"
  ln -s "$dir/404.html" "$site/404.html"
fi
rewrite=(
  -e "s#^\(\s*\)root /var/www/kb/build;#\1root $site;#"
  -e "s#/var/www/kb/build#$dir#g"
)
case $conf in
  kb.conf)
    rewrite+=(-e "s#^\(\s*\)listen .*;#\1listen 127.0.0.1:$port;#")
    scheme=http
    ;;
  kb-https.conf)
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 \
      -keyout "$run/privkey.pem" -out "$run/fullchain.pem" 2>/dev/null
    rewrite+=(
      -e "s#^\(\s*\)listen 443 ssl\(.*\);#\1listen 127.0.0.1:$port ssl\2;#"
      -e "s#^\(\s*\)listen 80;#\1listen 127.0.0.1:${HTTP_PORT:-$((port + 1))};#"
      -e "s#/etc/ssl/kb/#$run/#g"
    )
    scheme=https
    ;;
  *)
    echo "KB_CONF must be kb.conf or kb-https.conf" >&2
    exit 1
    ;;
esac
load_brotli=
if [[ -f $brotli_module ]]; then
  load_brotli="load_module $brotli_module;"
else
  echo "No brotli module (apt-get install libnginx-mod-http-brotli-static): serving gzip only" >&2
  rewrite+=(-e '/^\s*brotli_static /d')
fi
for file in kb-site.conf "$conf"; do
  sed "${rewrite[@]}" "deploy/nginx/$file" > "$run/kb/$file"
done

cat > "$run/nginx.conf" <<CONF
$load_brotli
daemon off;
worker_processes 1;
pid $run/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path $run/client;
    proxy_temp_path $run/proxy;
    fastcgi_temp_path $run/fastcgi;
    uwsgi_temp_path $run/uwsgi;
    scgi_temp_path $run/scgi;
    include kb/$conf;
}
CONF

echo "Serving $dir on $scheme://127.0.0.1:$port$base_path (nginx, deploy/nginx/$conf)"
"$nginx_bin" -p "$run" -c "$run/nginx.conf" -e stderr &
nginx_pid=$!
trap 'kill $nginx_pid 2>/dev/null; wait $nginx_pid 2>/dev/null; rm -rf "$run"' EXIT INT TERM
wait $nginx_pid
