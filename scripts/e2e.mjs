/**
 * `npm run test:e2e`: the browser tests with ONE demo server and ONE Chromium for the whole run (ADR 183).
 *
 * Starts the demo server (port 0) and a Chromium browser server (Debian's, scripts/chromium.mjs), then runs
 * tests/e2e/*.test.mjs through node:test's `run()`, `concurrency` files at a time, the longest first. Each file
 * connects to both (tests/e2e/helpers.mjs `startHarness`, env `PD_E2E_BASE`, `PD_E2E_PARTNER` — the partner
 * site's second origin — and `PD_E2E_BROWSER_WS`); every browser context gets its own reference-API scope, so files
 * running side by side do not see each other's state.
 * Prints the ten slowest files at the end (scripts/slowest-reporter.mjs).
 *
 * Usage: `node scripts/e2e.mjs [files…]` (default every tests/e2e/*.test.mjs); `E2E_CONCURRENCY` overrides the
 * number of files at a time (default: cores + 1, at least 2 — the files mostly wait on the browser).
 */
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import slowestReporter from './slowest-reporter.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E2E_DIR = path.join(ROOT, 'tests/e2e');

/**
 * The files that take longest (docs/testing.md, "slowest e2e files"), started first so that the run does not end
 * waiting on one of them alone (longest-first scheduling). The rest follow in name order.
 */
const LONGEST_FIRST = [
  'resilience.test.mjs',
  'storybook.test.mjs',
  'react.test.mjs',
  'pages.test.mjs',
  'list-pages.test.mjs',
  'service-prices.test.mjs',
  'towns.test.mjs',
  'doctor-cases.test.mjs',
  'club.test.mjs',
];
const rank = (f) => {
  const i = LONGEST_FIRST.indexOf(f);
  return i === -1 ? LONGEST_FIRST.length : i;
};

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(E2E_DIR)
      .filter((f) => f.endsWith('.test.mjs'))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map((f) => path.join('tests/e2e', f));
/**
 * The longest a file may run (node:test's `run({ timeout })` applies to each file's process as a whole). The
 * longest file takes 3–7 min on two cores; a file that hung once took a CI run to its 90-min end (docs/testing.md).
 */
const FILE_TIMEOUT = 20 * 60_000;
const concurrency = Number(process.env.E2E_CONCURRENCY) || Math.max(2, os.availableParallelism() + 1);

let server;
let browserServer;
if (existsSync(CHROMIUM_PATH) && existsSync(path.join(ROOT, 'dist/cdn/loader.js'))) {
  const { startDemoServer } = await import('../demo/server.ts');
  server = await startDemoServer({ port: 0 });
  browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // Inherited by the test files' processes.
  process.env.PD_E2E_BASE = server.url;
  process.env.PD_E2E_PARTNER = server.partnerUrl;
  process.env.PD_E2E_BROWSER_WS = browserServer.wsEndpoint();
  console.log(
    `e2e: ${files.length} files, ${concurrency} at a time; demo server ${server.url} (partner site ${server.partnerUrl}), one Chromium`,
  );
} else {
  // No browser or no build: the files skip or fail with their own clear message (tests/e2e/helpers.mjs).
  console.log('e2e: no Chromium or no build: each file reports it');
}

const started = Date.now();
// node:test's `run()` keeps the order of `files` (the CLI sorts them by name). Its children inherit this process's
// `--import tsx`. Every event goes to the spec reporter and to the slowest-files reporter.
// A file still running after FILE_TIMEOUT is stopped and fails by name, so that a hang costs minutes, not the CI run.
const stream = run({ files: files.map((f) => path.resolve(ROOT, f)), concurrency, timeout: FILE_TIMEOUT });
const toSpec = new PassThrough({ objectMode: true });
const toSlowest = new PassThrough({ objectMode: true });
let failed = false;
stream.on('data', (event) => {
  if (event.type === 'test:fail') failed = true;
  toSpec.write(event);
  toSlowest.write(event);
});
stream.on('end', () => {
  toSpec.end();
  toSlowest.end();
});
const summary = (async () => {
  let text = '';
  for await (const line of slowestReporter(toSlowest)) text += line;
  return text;
})();
await pipeline(toSpec, new spec(), process.stdout, { end: false });
process.stdout.write(await summary);
const code = failed ? 1 : 0;
console.log(`e2e: done in ${Math.round((Date.now() - started) / 1000)} s`);

await browserServer?.close().catch(() => {});
await server?.close();
process.exit(code);
