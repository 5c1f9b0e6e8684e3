#!/usr/bin/env bash
# Installs whatever is missing (see setup.sh) and runs every check:
#   formatting, the list of builds (scripts/check-builds.mjs), clippy (native, and wasm for the
#   browser-only code), module imports (no cycles, no file over 600 lines; Node), native `cargo test`,
#   wasm-bindgen-test in headless Chromium, the engine module (built only when its inputs changed),
#   the release build with its size report, the shipped engine module against hostile input (Node),
#   and end-to-end tests (playwright-core).
# Exits non-zero if anything fails; the last line is a one-line summary.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
START=$SECONDS
FAILED=()
PASSED=()

source scripts/setup.sh || { echo "test.sh: FAIL — set-up failed"; exit 1; }

# step NAME COMMAND... : runs one check, records the outcome, carries on.
step() {
  local name="$1" t0=$SECONDS
  shift
  printf '\n==> %s: %s\n' "$name" "$*"
  if "$@"; then
    PASSED+=("$name")
    printf '<== %s: ok (%ss)\n' "$name" $((SECONDS - t0))
    return 0
  else
    FAILED+=("$name")
    printf '<== %s: FAILED (%ss)\n' "$name" $((SECONDS - t0))
    return 1
  fi
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

# Clippy for the wasm-only code (the web*.rs test files are empty natively).
clippy_wasm() {
  local args=()
  mapfile -t args < <(web_test_args engine; web_test_args app)
  cargo clippy --target wasm32-unknown-unknown -p skald-engine -p skald-app --lib "${args[@]}" -- -D warnings
}

step fmt cargo fmt --all --check
step builds node scripts/check-builds.mjs
step clippy cargo clippy --workspace --all-targets -- -D warnings
step clippy-wasm clippy_wasm
step modules node scripts/check-modules.mjs
step modules-checker node --test tests/check-modules/
step native-tests cargo test --workspace
step wasm-tests-engine wasm_tests skald-engine engine
step wasm-tests-app wasm_tests skald-app app
# The engine module is built before Trunk, whose post-build steps copy it into dist/engine/.
step engine-module-build node scripts/build-engine-module.mjs
if step release-build trunk build --release; then
  step sizes node scripts/sizes.mjs dist
  step engine-module node --test tests/engine-module/
  step e2e node --test --test-concurrency=1 tests/e2e/
else
  FAILED+=("sizes (skipped)" "engine-module (skipped)" "e2e (skipped)")
fi

echo
if [ ${#FAILED[@]} -eq 0 ]; then
  echo "test.sh: PASS — ${#PASSED[@]} checks passed in $((SECONDS - START))s (${PASSED[*]})"
  exit 0
else
  echo "test.sh: FAIL — ${FAILED[*]} (${#PASSED[@]} passed) in $((SECONDS - START))s"
  exit 1
fi
