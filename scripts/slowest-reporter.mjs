/**
 * A `node --test` reporter (scripts/e2e.mjs) that prints, at the end, the ten test files that spent the longest in
 * their tests (the sum of their top-level suites and tests, hooks included; process start-up excluded) and the
 * number of tests passed, failed and skipped. The spec reporter prints everything else.
 */
import path from 'node:path';

const TOP = 10;

export default async function* slowestReporter(source) {
  const byFile = new Map();
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    const isSuite = data.details?.type === 'suite';
    if (!isSuite) {
      if (data.skip || data.todo) counts.skipped += 1;
      else if (event.type === 'test:pass') counts.passed += 1;
      else counts.failed += 1;
    }
    if (data.nesting === 0 && data.file) {
      byFile.set(data.file, (byFile.get(data.file) ?? 0) + (data.details?.duration_ms ?? 0));
    }
  }
  const rows = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  yield `\nslowest e2e files (time in tests):\n`;
  for (const [file, ms] of rows) {
    yield `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${path.relative(process.cwd(), file)}\n`;
  }
  yield `e2e: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`;
}
