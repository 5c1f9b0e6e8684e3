#!/usr/bin/env bash
# Installs whatever is missing (see setup.sh), builds the release app and serves it on
# http://127.0.0.1:8080, compressed as a real static host serves it, until stopped with
# Ctrl-C. PORT=9000 ./scripts/serve.sh to change the port.
#
# The build is skipped when dist/ was built from the same sources and tools and has not
# changed since (scripts/build-stamp.mjs); FORCE=1 ./scripts/serve.sh builds anyway.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh

PORT="${PORT:-8080}"
# The inputs' hash is taken before building: an edit made during the build is built next time.
inputs="$(node scripts/build-stamp.mjs hash)"
if [ "${FORCE:-0}" != 1 ] && node scripts/build-stamp.mjs check dist "$inputs"; then
  echo "[serve] dist/ is up to date with the sources and tools: not rebuilding (FORCE=1 to rebuild)"
else
  echo "[serve] building the engine module and the worker engines (skipped when the engine is unchanged)"
  node scripts/build-engine-module.mjs
  echo "[serve] building the release app (node scripts/trunk-release.mjs)"
  node scripts/trunk-release.mjs
  node scripts/build-stamp.mjs write dist "$inputs"
fi
node scripts/sizes.mjs dist | tail -n 1
echo "[serve] open http://127.0.0.1:$PORT/ in a browser"
exec node scripts/static-server.mjs dist "$PORT"
