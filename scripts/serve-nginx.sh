#!/usr/bin/env bash
# Serves a build with Debian's nginx and the shipped config
# (deploy/nginx/kb.conf): unprivileged, in the foreground, on loopback.
#   PORT   the port (default 8080)
#   $1     the build folder (default build)
set -euo pipefail
cd "$(dirname "$0")/.."

dir=$(realpath "${1:-build}")
port=${PORT:-8080}
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
if [[ ! -x $nginx_bin ]]; then
  echo "nginx not found: install it (sudo apt-get install nginx) or set NGINX" >&2
  exit 1
fi
if [[ ! -f $dir/index.html ]]; then
  echo "No build in $dir: run npm run build first" >&2
  exit 1
fi

# Everything nginx writes goes to a private folder: no root, no /var.
run=$(mktemp -d "${TMPDIR:-/tmp}/kb-nginx.XXXXXX")
trap 'rm -rf "$run"' EXIT
mkdir -p "$run"/{client,proxy,fastcgi,uwsgi,scgi}

# The shipped server block with this run's root and a loopback listener.
sed -e "s#^\(\s*\)root .*;#\1root $dir;#" \
    -e "s#^\(\s*\)listen .*;#\1listen 127.0.0.1:$port;#" \
    deploy/nginx/kb.conf > "$run/kb.conf"

cat > "$run/nginx.conf" <<CONF
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
    include $run/kb.conf;
}
CONF

echo "Serving $dir on http://127.0.0.1:$port/ (nginx, deploy/nginx/kb.conf)"
"$nginx_bin" -p "$run" -c "$run/nginx.conf" -e stderr &
nginx_pid=$!
trap 'kill $nginx_pid 2>/dev/null; wait $nginx_pid 2>/dev/null; rm -rf "$run"' EXIT INT TERM
wait $nginx_pid
