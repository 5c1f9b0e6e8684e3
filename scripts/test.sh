#!/usr/bin/env bash
# Installs whatever is missing (see setup.sh) and runs every check:
#   formatting, the list of builds (scripts/check-builds.mjs), clippy (native, and wasm for the
#   browser-only code), module imports (no cycles, no file over 600 lines; Node), native `cargo test`,
#   wasm-bindgen-test in headless Chromium, the engine module and the computer's worker engines
#   (built only when their inputs changed), the release build with its size report, every shipped
#   .wasm free of the WebAssembly features older WebKit lacks (scripts/check-wasm-features.mjs),
#   the shipped engine module against hostile input and the worker engines against it (Node),
#   end-to-end tests (playwright-core, Chromium) and the cross-engine flows (WebKitGTK, Firefox
#   ESR and the old WebKit of Safari 16, WPE WebKit 2.38: tests/engines/).
# Exits non-zero if anything fails; it ends with a table of each step's time and a one-line summary.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
START=$SECONDS
FAILED=()
PASSED=()
TIMES=()   # "name result seconds", for the table at the end

source scripts/setup.sh || { echo "test.sh: FAIL — set-up failed"; exit 1; }
TIMES+=("setup ok $((SECONDS - START))")

# step NAME COMMAND... : runs one check, records the outcome and its time, carries on.
step() {
  local name="$1" t0=$SECONDS took
  shift
  printf '\n==> %s: %s\n' "$name" "$*"
  if "$@"; then
    took=$((SECONDS - t0))
    PASSED+=("$name")
    TIMES+=("$name ok $took")
    printf '<== %s: ok (%ss)\n' "$name" "$took"
    return 0
  else
    took=$((SECONDS - t0))
    FAILED+=("$name")
    TIMES+=("$name FAILED $took")
    printf '<== %s: FAILED (%ss)\n' "$name" "$took"
    return 1
  fi
}

# The table of every step's time, in the order they ran (set-up first), and the total.
time_table() {
  local line name result took
  printf '\n%-22s %-8s %6s\n' step result seconds
  for line in "${TIMES[@]}"; do
    read -r name result took <<<"$line"
    printf '%-22s %-8s %6s\n' "$name" "$result" "$took"
  done
  printf '%-22s %-8s %6s\n' total "" $((SECONDS - START))
}

# The wasm test files: engine/tests/web*.rs and app/tests/web*.rs, as `--test NAME` options.
web_test_args() {
  local f
  for f in "$1"/tests/web*.rs; do
    [ -e "$f" ] && printf -- '--test\n%s\n' "$(basename "$f" .rs)"
  done
}

wasm_tests() {
  local pkg="$1" dir="$2" args=()
  mapfile -t args < <(web_test_args "$dir")
  [ ${#args[@]} -gt 0 ] || { echo "no wasm tests in $dir/tests"; return 0; }
  cargo test --target wasm32-unknown-unknown -p "$pkg" "${args[@]}"
}

# Clippy for the wasm-only code (the web*.rs test files are empty natively), and the peer crate
# for wasm.
clippy_wasm() {
  local args=()
  mapfile -t args < <(web_test_args engine; web_test_args app)
  cargo clippy --target wasm32-unknown-unknown -p skald-engine -p skald-app --lib "${args[@]}" -- -D warnings &&
    # The peer crate builds for the phone's and the table's wasm (docs/peer.md): its library
    # and its size probes.
    cargo clippy --target wasm32-unknown-unknown -p skald-peer --all-targets -- -D warnings
}

# The end-to-end tests. They mostly wait on pages, using about a third of two cores, so two
# files run at once; a file that measures time, or checks what holds at one moment (focus,
# the order of downloads), says in a line of its own that it runs alone, and those run one at
# a time first. Both groups run even if the first fails.
E2E_ALONE='^// Runs alone, not beside another e2e file'
e2e_tests() {
  local alone=() beside=() f rc=0
  for f in tests/e2e/*.test.mjs; do
    if grep -q "$E2E_ALONE" "$f"; then alone+=("$f"); else beside+=("$f"); fi
  done
  echo "e2e: ${#alone[@]} files alone, then ${#beside[@]} two at a time"
  node --test --test-concurrency=1 "${alone[@]}" || rc=1
  node --test --test-concurrency=2 "${beside[@]}" || rc=1
  return $rc
}

step fmt cargo fmt --all --check
step builds node scripts/check-builds.mjs
step clippy cargo clippy --workspace --all-targets -- -D warnings
step clippy-wasm clippy_wasm
step modules node scripts/check-modules.mjs
step modules-checker node --test tests/check-modules/
# The project's own static server (compression, caching, types), serve.sh's build stamp, the
# post-build import renaming, and the WebAssembly feature check (on modules assembled by the tests).
step scripts node --test tests/static-server/ tests/build-stamp/ tests/post-build/ tests/wasm-features/
step native-tests cargo test --workspace
step wasm-tests-engine wasm_tests skald-engine engine
step wasm-tests-app wasm_tests skald-app app
# The engine module and the computer's worker engines are built before Trunk, whose post-build
# steps copy them into dist/engine/ and dist/computer/.
step engine-module-build node scripts/build-engine-module.mjs
if step release-build node scripts/trunk-release.mjs; then
  step sizes node scripts/sizes.mjs dist
  # Every shipped .wasm without reference types or multivalue (older WebKit traps on them).
  step wasm-features node scripts/check-wasm-features.mjs dist
  step engine-module node --test tests/engine-module/
  step e2e e2e_tests
  # The same core flows in WebKitGTK, Firefox ESR and WPE WebKit 2.38 (one browser start each).
  step engines node --test --test-concurrency=1 tests/engines/
else
  FAILED+=("sizes (skipped)" "wasm-features (skipped)" "engine-module (skipped)" "e2e (skipped)" "engines (skipped)")
  TIMES+=("sizes skipped 0" "wasm-features skipped 0" "engine-module skipped 0" "e2e skipped 0" "engines skipped 0")
fi

time_table
echo
if [ ${#FAILED[@]} -eq 0 ]; then
  echo "test.sh: PASS — ${#PASSED[@]} checks passed in $((SECONDS - START))s (${PASSED[*]})"
  exit 0
else
  echo "test.sh: FAIL — ${FAILED[*]} (${#PASSED[@]} passed) in $((SECONDS - START))s"
  exit 1
fi
