#!/usr/bin/env bash
# Installs everything Skald needs to build and test, from package registries only
# (crates.io, npm, Debian apt). Idempotent: each step is skipped when the tool is
# already there at the pinned version. Sourced by serve.sh and test.sh.
set -euo pipefail

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
BINARYEN_VERSION=132.0.0

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# 1. The wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 2. Trunk, pinned (0.22 needs a newer rustc than these machines have).
if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
  say "installing trunk $TRUNK_VERSION (several minutes the first time)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# 3. wasm-bindgen-cli at exactly the library's version. Its published lock file pins a
#    webpki-roots release the registry lacks, so build it from a copy with that one
#    dependency re-resolved.
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes the first time)"
  src=""
  for d in "$HOME"/.cargo/registry/src/*/wasm-bindgen-cli-"$WASM_BINDGEN_VERSION"; do
    [ -d "$d" ] && src="$d"
  done
  if [ -z "$src" ]; then
    # Let cargo download the crate source; the install itself is expected to fail here.
    cargo install --locked wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" >/dev/null 2>&1 || true
    for d in "$HOME"/.cargo/registry/src/*/wasm-bindgen-cli-"$WASM_BINDGEN_VERSION"; do
      [ -d "$d" ] && src="$d"
    done
  fi
  if [ -z "$src" ]; then
    echo "could not obtain the wasm-bindgen-cli $WASM_BINDGEN_VERSION source from crates.io" >&2
    exit 1
  fi
  tmp="$(mktemp -d)"
  cp -r "$src" "$tmp/wbg"
  (cd "$tmp/wbg" && cargo update -p webpki-roots >/dev/null 2>&1 || true)
  cargo install --locked --path "$tmp/wbg"
  rm -rf "$tmp"
fi

# 4. Chromium and chromedriver from Debian, for browser tests.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing chromium and chromium-driver from apt"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# 5. npm packages: binaryen (wasm-opt), playwright-core, and the bundled fonts.
if [ ! -f "$ROOT/node_modules/.skald-installed" ] \
   || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.skald-installed" ] \
   || ! "$ROOT/node_modules/.bin/wasm-opt" --version 2>/dev/null | grep -q "version ${BINARYEN_VERSION%%.*}"; then
  say "installing npm packages"
  (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
  touch "$ROOT/node_modules/.skald-installed"
fi

# 6. Crate sources, so that Trunk's offline cargo calls find everything.
(cd "$ROOT" && cargo fetch --locked >/dev/null 2>&1 || cargo fetch >/dev/null)

export TRUNK_OFFLINE=true
export TRUNK_SKIP_VERSION_CHECK=true
