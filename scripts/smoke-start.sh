#!/usr/bin/env bash
# The newcomer's command, for real: `npm start` on an empty data directory must build, seed and
# serve the portal. Prints how long the first start took.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${SMOKE_PORT:-18080}
DATA=$(mktemp -d /tmp/switchboard-smoke.XXXXXX)
LOG="$DATA/start.log"
started=$(date +%s)
# Listening on the network with the development identity provider on must refuse to start.
if HOST=0.0.0.0 PORT=$PORT DATA_DIR="$DATA/refused" node --import tsx src/server/main.ts >"$DATA/refused.log" 2>&1; then
  echo "HOST=0.0.0.0 with the development identity provider started; it must refuse" >&2; exit 1
fi
grep -q 'development identity provider' "$DATA/refused.log" || { cat "$DATA/refused.log"; echo "the refusal does not say why" >&2; exit 1; }
PORT=$PORT DATA_DIR="$DATA/data" setsid npm start >"$LOG" 2>&1 &
pid=$!
cleanup() { kill -- -"$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$DATA"; }
trap cleanup EXIT
for _ in $(seq 1 240); do
  if curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$LOG"; echo "npm start exited early" >&2; exit 1; fi
  sleep 0.5
done
curl -fsS "http://127.0.0.1:$PORT/login" | grep -q '<div id="root">' || { cat "$LOG"; echo "the portal page is not served" >&2; exit 1; }
curl -fsS "http://127.0.0.1:$PORT/dcode?username=admin" | grep -q '"code":0' || { echo "the API does not answer" >&2; exit 1; }
grep -q '\[auth\] verification code for admin: [0-9]\{6\}' "$LOG" || { cat "$LOG"; echo "no verification code printed" >&2; exit 1; }
curl -fsS -o /dev/null "http://127.0.0.1:$PORT/dev-idp/authorize?state=smoketest" || { echo "the development identity provider does not answer on loopback" >&2; exit 1; }
[ "$(curl -s -o /dev/null -w '%{http_code}' -H 'X-Forwarded-For: 203.0.113.7' "http://127.0.0.1:$PORT/dev-idp/authorize")" = 403 ] || { echo "the development identity provider answers a forwarded client" >&2; exit 1; }
echo "npm start served the seeded portal after $(( $(date +%s) - started )) s"
