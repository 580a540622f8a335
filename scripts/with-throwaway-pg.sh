#!/usr/bin/env bash
# Runs a command against a real, throwaway PostgreSQL server (Debian's postgresql package): installs it if
# missing, starts a private cluster on 127.0.0.1 on a free port in a temp folder, runs the command with
# DATABASE_URL pointing at it, then stops the cluster and removes the folder. Used by scripts/gateway-pg-test.sh
# and for the bench's list calls on PostgreSQL: `bash scripts/with-throwaway-pg.sh npm run bench -- --lists-only`.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$#" -gt 0 ] || { echo "usage: with-throwaway-pg.sh command [args...]" >&2; exit 2; }

if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "with-throwaway-pg: installing postgresql (apt-get)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

# The server refuses to run as root: use the postgres account when we are root.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

WORK=$(mktemp -d /tmp/gateway-pg.XXXXXX)
chmod 755 "$WORK"
[ "$(id -u)" = 0 ] && chown postgres "$WORK"
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_pg "$PGBIN/initdb" -D "$WORK/data" -A trust -U postgres -E UTF8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c max_connections=200 -c fsync=off" start >/dev/null
echo "with-throwaway-pg: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
