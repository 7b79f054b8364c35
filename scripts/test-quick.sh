#!/usr/bin/env bash
# `npm run test:quick`: the inner loop (docs/testing.md), a few seconds to a minute. ESLint and Prettier on the files
# changed since the last commit (staged, unstaged and new), the whole typecheck, and the unit tests that import a
# changed file (`vitest run --changed`). `npm test` is still what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t changed < <(
  { git diff --name-only --diff-filter=d HEAD; git ls-files --others --exclude-standard; } |
    grep -E '\.(ts|tsx|mjs|js)$' | sort -u || true
)
if [ "${#changed[@]}" -gt 0 ]; then
  echo "=== lint: ${#changed[@]} changed file(s)"
  npx eslint --cache --cache-location node_modules/.cache/eslint "${changed[@]}"
  mapfile -t formatted < <(printf '%s\n' "${changed[@]}" | grep -E '^(src|mocks)/.*\.(ts|tsx)$' || true)
  if [ "${#formatted[@]}" -gt 0 ]; then npx prettier --check "${formatted[@]}"; fi
else
  echo "=== lint: no changed files"
fi
echo "=== typecheck"
npm run -s typecheck
echo "=== unit tests of the changed files"
npx vitest run --changed --passWithNoTests
