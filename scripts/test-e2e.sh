#!/usr/bin/env bash
# Browser suite: builds the front end, then Playwright starts the server and drives Debian's
# Chromium. Chromium comes from apt, never from a Playwright download.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Chromium from Debian's packages…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  else
    echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi
# Without a Chinese font Chromium draws the Chinese interface as boxes.
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null && ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null
fi

# Each run builds into and serves from its own directory, so runs side by side do not collide.
mkdir -p .tmp
E2E_WORK=$(mktemp -d "$PWD/.tmp/e2e.XXXXXX")
export E2E_WORK CLIENT_DIR="$E2E_WORK/client"
trap 'rm -rf "$E2E_WORK"' EXIT
node_modules/.bin/vite build --logLevel warn --outDir "$CLIENT_DIR" --emptyOutDir
node_modules/.bin/playwright test "$@"
