#!/usr/bin/env bash
# `npm test`: every check in order, failing fast. Each step is announced; the last line counts the steps.
# Storybook is built before the e2e run because tests/e2e/storybook.test.mjs opens the built stories; the React demo
# app too (the demo server would build it on the first /react.html request, inside an e2e test's navigation timeout).
set -euo pipefail
cd "$(dirname "$0")/.."

STEPS=(
  "npm run lint"
  "npm run typecheck"
  "npm run test:unit"
  "npm run build"
  "node scripts/build-react-demo.mjs"
  "npx size-limit"
  "node bench/run.mjs --sizes-only"
  "npm run build-storybook"
  "npm run test:e2e"
)

passed=0
total=${#STEPS[@]}
start_all=$(date +%s)
for step in "${STEPS[@]}"; do
  echo
  echo "=== [$((passed + 1))/${total}] ${step}"
  start=$(date +%s)
  if ! bash -c "${step}"; then
    echo
    echo "=== FAILED: ${step} (after $(( $(date +%s) - start )) s)"
    echo "checks: ${passed} passed, 1 failed, $((total - passed - 1)) skipped"
    exit 1
  fi
  passed=$((passed + 1))
  echo "=== ok: ${step} ($(( $(date +%s) - start )) s)"
done
echo
echo "=== all checks done in $(( $(date +%s) - start_all )) s"
echo "checks: ${passed} passed, 0 failed"
