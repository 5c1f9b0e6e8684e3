#!/usr/bin/env bash
# Installs whatever is missing (see setup.sh), builds the release app and serves it on
# http://127.0.0.1:8080 until stopped with Ctrl-C. PORT=9000 ./scripts/serve.sh to change the port.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh

PORT="${PORT:-8080}"
echo "[serve] building the engine module (skipped when the engine is unchanged)"
node scripts/build-engine-module.mjs
echo "[serve] building the release app (trunk build --release)"
trunk build --release
node scripts/sizes.mjs dist | tail -n 1
echo "[serve] open http://127.0.0.1:$PORT/ in a browser"
exec node scripts/static-server.mjs dist "$PORT"
