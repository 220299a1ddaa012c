#!/usr/bin/env bash
# The integration suite again, on a real PostgreSQL 15 server started in a temporary directory.
# Each suite creates (and drops) its own database on that server.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
[ -x "$PG_BIN/initdb" ] || PG_BIN=$(dirname "$(command -v initdb)")
PORT=${PGPORT_TEST:-55432}
DIR=$(mktemp -d /tmp/switchboard-pg.XXXXXX)
mkdir -p "$DIR/sock"

# PostgreSQL refuses to run as root: use the postgres account when we are root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = "0" ]; then chown -R postgres "$DIR"; fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$DIR/data" --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -h 127.0.0.1 -k $DIR/sock -c max_connections=200 -c fsync=off" -l "$DIR/log" -w start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

# With arguments, only those test files; without, the whole integration suite.
[ "$#" -gt 0 ] || set -- tests/integration
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" \
  node_modules/.bin/vitest run --project node "$@"
