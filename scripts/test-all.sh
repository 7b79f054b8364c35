#!/usr/bin/env bash
# `npm test`: every check, failing fast (docs/testing.md). Each step is announced and timed; the run ends with a
# table of the step times, then one line counting the steps.
#
# A step of several commands joined by " ||| " runs them side by side (each output printed whole when it ends):
# lint and typecheck are single-threaded, so on two cores they take the time of the longer one.
# Storybook is built before the e2e run because tests/e2e/storybook.test.mjs opens the built stories; the React demo
# app too (the demo server would build it on the first /react.html request, inside an e2e test's navigation timeout).
# check:package (attw, publint, the packed files, npm publish --dry-run, tests/package on dist/lib) packs the tarball
# that test:consumers then installs into its fixture apps (issue 18, ADR 186).
set -euo pipefail
cd "$(dirname "$0")/.."

STEPS=(
  "npm run lint ||| npm run typecheck"
  "npm run test:unit"
  "npm run build"
  "node scripts/build-react-demo.mjs ||| npx size-limit ||| node bench/run.mjs --sizes-only ||| npm run check:package"
  "npm run build-storybook ||| npm run test:consumers"
  "npm run test:e2e"
)

LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"' EXIT

# Runs one step (one command, or several joined by " ||| " side by side); returns non-zero if any failed.
run_step() {
  local step="$1"
  if [[ "$step" != *" ||| "* ]]; then
    bash -c "$step"
    return
  fi
  local -a cmds=() pids=()
  local rest="$step" i status=0
  while [[ "$rest" == *" ||| "* ]]; do
    cmds+=("${rest%% ||| *}")
    rest="${rest#* ||| }"
  done
  cmds+=("$rest")
  for i in "${!cmds[@]}"; do
    bash -c "${cmds[$i]}" >"$LOGS/$i.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!cmds[@]}"; do
    local rc=0
    wait "${pids[$i]}" || rc=$?
    echo "--- ${cmds[$i]} (exit ${rc})"
    cat "$LOGS/$i.log"
    if [ "$rc" -ne 0 ]; then status=1; fi
  done
  return "$status"
}

TIMES=()
print_times() {
  echo
  echo "step times:"
  printf '%s\n' "${TIMES[@]}"
}

passed=0
total=${#STEPS[@]}
start_all=$(date +%s)
for step in "${STEPS[@]}"; do
  echo
  echo "=== [$((passed + 1))/${total}] ${step}"
  start=$(date +%s)
  if ! run_step "${step}"; then
    took=$(($(date +%s) - start))
    TIMES+=("$(printf '%6d s  %s  FAILED' "$took" "$step")")
    print_times
    echo
    echo "=== FAILED: ${step} (after ${took} s; $(($(date +%s) - start_all)) s in all)"
    echo "checks: ${passed} passed, 1 failed, $((total - passed - 1)) skipped"
    exit 1
  fi
  took=$(($(date +%s) - start))
  TIMES+=("$(printf '%6d s  %s' "$took" "$step")")
  passed=$((passed + 1))
  echo "=== ok: ${step} (${took} s)"
done
print_times
echo
echo "=== all checks done in $(($(date +%s) - start_all)) s"
echo "checks: ${passed} passed, 0 failed"
