#!/usr/bin/env bash
# Installs everything Skald needs to build and test, from package registries only
# (crates.io, the npm registry, Debian apt): nothing is downloaded from anywhere else.
# Idempotent: each step is skipped when the tool is already there at the pinned version.
#
# Sourced by scripts/serve.sh and scripts/test.sh; can also be run on its own.
# Needs: rustup (with cargo), node + npm, apt-get (as root or through sudo) for the browsers.

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130   # must equal the wasm-bindgen pin in the root Cargo.toml
BINARYEN_MAJOR=132             # npm binaryen@132.0.0, pinned in package-lock.json
TWIGGY_VERSION=0.8.0           # for scripts/where-bytes-go.mjs

SKALD_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$SKALD_ROOT/node_modules/.bin:$PATH"
# Trunk must not look anything up on the network (it would try GitHub for tools and for
# its own newest version).
export TRUNK_OFFLINE=true
export TRUNK_SKIP_VERSION_CHECK=true

_setup_say() { printf '[setup] %s\n' "$*"; }
_setup_fail() { printf '[setup] error: %s\n' "$*" >&2; return 1; }

_skald_setup() {
  local t0=$SECONDS
  command -v cargo >/dev/null || _setup_fail "cargo not found: install Rust with rustup first" || return 1
  command -v npm >/dev/null || _setup_fail "npm not found: install Node.js and npm first" || return 1

  # 1. The wasm target.
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    _setup_say "adding the rust target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown || return 1
  fi
  # rust-src: the standard library's sources, which the app's release build compiles for
  # size (node scripts/trunk-release.mjs).
  for component in rustfmt clippy rust-src; do
    if ! rustup component list --installed | grep -q "^$component"; then
      _setup_say "adding the rust component $component"
      rustup component add "$component" || return 1
    fi
  done

  # 4-6 (the browsers and the npm packages) wait on the network and on dpkg, the tools below
  # on the CPU: as root they run beside the tools' builds (through sudo they run after them,
  # in the foreground, where sudo can ask for a password).
  export PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  if [ "$(id -u)" -eq 0 ]; then
    local pkg_log pkg_pid tools_rc pkg_rc
    pkg_log="$(mktemp)"
    _setup_packages >"$pkg_log" 2>&1 &
    pkg_pid=$!
    _setup_tools
    tools_rc=$?
    wait "$pkg_pid"
    pkg_rc=$?
    cat "$pkg_log"
    rm -f "$pkg_log"
    [ $tools_rc -eq 0 ] && [ $pkg_rc -eq 0 ] || return 1
  else
    _setup_tools && _setup_packages || return 1
  fi

  # 7. Crate sources, so that Trunk's offline cargo calls find everything.
  if ! (cd "$SKALD_ROOT" && cargo fetch --locked --quiet 2>/dev/null); then
    _setup_say "fetching crates"
    (cd "$SKALD_ROOT" && cargo fetch --locked) || return 1
  fi
  # The standard library's own crates (its lock file is in rustup's rust-src), which the app's
  # release build compiles (RELEASE_ENV in scripts/builds.mjs), offline like the rest.
  local std_manifest
  std_manifest="$(rustc --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"
  if ! RUSTC_BOOTSTRAP=1 cargo fetch --locked --quiet --offline --manifest-path "$std_manifest" --target wasm32-unknown-unknown 2>/dev/null; then
    _setup_say "fetching the standard library's crates"
    RUSTC_BOOTSTRAP=1 cargo fetch --locked --manifest-path "$std_manifest" --target wasm32-unknown-unknown || return 1
  fi

  local took=$((SECONDS - t0))
  _setup_say "tools ready: $(trunk --version), $(wasm-bindgen --version), wasm-opt $(wasm-opt --version | grep -o 'version [0-9]*' | cut -d' ' -f2), $(/usr/bin/chromium --version 2>/dev/null | grep -o 'Chromium [0-9.]*'), Firefox ESR $(dpkg-query -W -f='${Version}' firefox-esr 2>/dev/null | cut -d'-' -f1), WebKitGTK $(dpkg-query -W -f='${Version}' webkit2gtk-driver 2>/dev/null | cut -d'-' -f1), WPE WebKit $(dpkg-query -W -f='${Version}' wpewebkit-driver 2>/dev/null | cut -d'-' -f1) (${took}s)"
}

# The tools built from crates.io. They are built for the machine that runs them, not for
# speed: without link-time optimisation, in many codegen units and without debug info, and
# trunk and twiggy (which do little work: Trunk runs cargo and the other tools, twiggy reads
# one module) not optimised at all. Trunk's own manifest asks for fat LTO and one codegen unit,
# about 7 minutes on 2 cores; unoptimised it builds in under 3 (2026-11-27).
_setup_tools() {
  local fast=(CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16
    CARGO_PROFILE_RELEASE_DEBUG=0 CARGO_PROFILE_RELEASE_INCREMENTAL=false)
  # 2. Trunk, pinned (0.22 needs a newer rustc than 1.95).
  if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
    _setup_say "installing trunk $TRUNK_VERSION from crates.io (about 2½ minutes the first time)"
    (export "${fast[@]}" CARGO_PROFILE_RELEASE_OPT_LEVEL=0
      cargo install --locked trunk --version "$TRUNK_VERSION") || return 1
  fi

  # 3. wasm-bindgen-cli at exactly the library's version. Its published lock file pins a
  #    webpki-roots release the registry lacks, so build it from a copy of its source with
  #    that one dependency re-resolved.
  if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
    _setup_say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION from crates.io (about 2½ minutes the first time)"
    # Optimised a little: it rewrites every wasm the build and the wasm tests make.
    (export "${fast[@]}" CARGO_PROFILE_RELEASE_OPT_LEVEL=1; _install_wasm_bindgen_cli) || return 1
  fi

  # 3b. twiggy, which scripts/where-bytes-go.mjs asks where each build's bytes go.
  if ! twiggy --version 2>/dev/null | grep -q " $TWIGGY_VERSION\$"; then
    _setup_say "installing twiggy $TWIGGY_VERSION from crates.io (under a minute the first time)"
    (export "${fast[@]}" CARGO_PROFILE_RELEASE_OPT_LEVEL=0
      cargo install --locked twiggy --version "$TWIGGY_VERSION") || return 1
  fi
}

# The browsers from Debian and the npm packages.
_setup_packages() {
  # 4. Chromium and ChromeDriver from Debian, for the browser tests.
  local sudo="" apt_updated=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    _setup_say "installing chromium and chromium-driver from apt"
    $sudo apt-get update -qq || return 1
    apt_updated=1
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver >/dev/null || return 1
  fi

  # 5. The other engines, from Debian, for the cross-engine tests (tests/engines/): WebKitGTK's
  #    WebDriver (it starts WebKitGTK's MiniBrowser) under a virtual X server, Firefox ESR,
  #    which puppeteer-core drives over WebDriver BiDi (no geckodriver), and the old WebKit:
  #    WPE WebKit 2.38 (about Safari 16), its WPEWebDriver and cog, a small browser for it whose
  #    headless platform needs no X server. About 30 s, and 13 s more for the old WebKit.
  if [ ! -x /usr/bin/WebKitWebDriver ] || [ ! -x /usr/bin/firefox-esr ] || [ ! -x /usr/bin/xvfb-run ] \
     || ! command -v xauth >/dev/null || [ ! -x /usr/bin/WPEWebDriver ] || [ ! -x /usr/bin/cog ]; then
    _setup_say "installing webkit2gtk-driver, firefox-esr, xvfb, xauth, wpewebkit-driver and cog from apt"
    if [ -z "$apt_updated" ]; then $sudo apt-get update -qq || return 1; fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      webkit2gtk-driver firefox-esr xvfb xauth wpewebkit-driver cog >/dev/null || return 1
  fi

  # 6. npm packages from package-lock.json: binaryen (wasm-opt), terser (the post-build hook
  #    minifies the JS glue with it), playwright-core and puppeteer-core (given Debian's
  #    browsers: neither downloads one, and the variables below say so), fonts.
  #    Re-installed whenever the lock file changes (PUPPETEER_SKIP_DOWNLOAD and
  #    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD are exported by _skald_setup).
  local lock_sum stamp="$SKALD_ROOT/node_modules/.skald-lock.sha256"
  lock_sum="$(sha256sum "$SKALD_ROOT/package-lock.json" | cut -d' ' -f1)"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$lock_sum" ] \
     || ! wasm-opt --version 2>/dev/null | grep -q "version $BINARYEN_MAJOR"; then
    _setup_say "installing npm packages (npm ci)"
    (cd "$SKALD_ROOT" && npm ci --no-audit --no-fund --loglevel=error) || return 1
    echo "$lock_sum" >"$stamp"
  fi
}

_install_wasm_bindgen_cli() {
  local name="wasm-bindgen-cli-$WASM_BINDGEN_VERSION" crate="" tmp
  tmp="$(mktemp -d)"
  # Let cargo download the .crate file (a tar.gz) through a throw-away manifest that
  # depends on it; its lock file is not used for that.
  crate="$(ls "$HOME"/.cargo/registry/cache/*/"$name.crate" 2>/dev/null | head -n1)"
  if [ -z "$crate" ]; then
    mkdir -p "$tmp/fetch/src"
    cat >"$tmp/fetch/Cargo.toml" <<TOML
[package]
name = "fetch-wasm-bindgen-cli"
version = "0.0.0"
edition = "2021"
[dependencies]
wasm-bindgen-cli = "=$WASM_BINDGEN_VERSION"
[workspace]
TOML
    touch "$tmp/fetch/src/lib.rs"
    (cd "$tmp/fetch" && cargo fetch --quiet) || { rm -rf "$tmp"; _setup_fail "could not download $name"; return 1; }
    crate="$(ls "$HOME"/.cargo/registry/cache/*/"$name.crate" 2>/dev/null | head -n1)"
  fi
  [ -n "$crate" ] || { rm -rf "$tmp"; _setup_fail "could not find $name.crate"; return 1; }
  tar -xzf "$crate" -C "$tmp" || { rm -rf "$tmp"; return 1; }
  (cd "$tmp/$name" && cargo update --quiet -p webpki-roots) || { rm -rf "$tmp"; return 1; }
  cargo install --locked --path "$tmp/$name" || { rm -rf "$tmp"; return 1; }
  rm -rf "$tmp"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  _skald_setup
else
  _skald_setup || return 1
fi
