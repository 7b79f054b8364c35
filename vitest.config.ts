/**
 * Three vitest projects (docs/decisions/115-preact-unit-test-project.md, 188-shared-module-graph-for-logic-tests.md),
 * all run by `vitest run` (`npm run test:unit`):
 *
 * - `react` — the tests that render, and the store tests, with React 19 (what dist/lib, the React entry and
 *   Storybook run); each file in a fresh module graph and DOM.
 * - `logic` — the pure model/API/format tests and the reference API's: run once, one shared module graph per worker
 *   (`isolate: false`; they keep no module state working after their test).
 * - `preact` — the tests that render, again, with react/react-dom aliased to preact/compat exactly as the CDN build
 *   does (scripts/preact-aliases.mjs, shared with rollup.config.mjs): the runtime partner pages get.
 *
 * `npx vitest run --project preact <files>` runs one project only.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactCompat } from './scripts/preact-aliases.mjs';

/** Component tests: `.tsx` files, plus the `.ts` tests that render (a new one rendering must be listed here). */
const RENDERING_TESTS = ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx', 'src/loader.test.ts'];

/**
 * Pure logic tests (models, API functions, formatting, the reference API): no rendering and no module-level store
 * that keeps working after its test (a `*store*` test starts requests and timers through one). They share one module
 * graph per worker (`isolate: false`): a fresh graph per file cost ~0.8 s of CPU per file (msw, happy-dom and the
 * reference API imported again), three times the tests themselves (docs/testing.md, ADR 188).
 */
const LOGIC_TESTS = ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'];
const LOGIC_EXCLUDE = [
  '**/*store*.test.ts',
  'src/loader.test.ts',
  // Module-level session requests and beacons read the cookie of the document they first met: a fresh graph.
  'src/shared/review-card/seen-metrics.test.ts',
];

const shared = {
  globals: true,
  environment: 'happy-dom' as const,
  setupFiles: ['tests/setup.ts'],
  restoreMocks: true,
  // Above every wait's own budget (tests/wait.ts WAIT_TIMEOUT_MS = 10 s), so a slow wait fails with its message.
  testTimeout: 30_000,
};

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    // Worker threads, one per core (vitest's default leaves one core idle: half speed on a 2-core CI machine);
    // each file still gets a fresh module graph and DOM (isolation is kept: the tests reset module state).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // The ten slowest files after the summary (docs/testing.md).
    reporters: ['default', './scripts/vitest-slowest-reporter.mjs'],
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'react',
          env: { PD_TEST_RUNTIME: 'react' },
          include: [...RENDERING_TESTS, ...LOGIC_EXCLUDE],
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'logic',
          env: { PD_TEST_RUNTIME: 'react' },
          include: LOGIC_TESTS,
          exclude: LOGIC_EXCLUDE,
          isolate: false,
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            // `@testing-library/react` is CommonJS (its `require('react')` cannot be aliased): the same API over
            // preact/compat and preact/test-utils' `act`.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(new URL('./tests/preact-testing-library.ts', import.meta.url)),
            },
            ...preactCompat,
          ],
        },
        test: {
          ...shared,
          name: 'preact',
          env: { PD_TEST_RUNTIME: 'preact' },
          include: RENDERING_TESTS,
          // Inlined so their `import … from 'react'` goes through the aliases too (node_modules is external).
          server: { deps: { inline: ['@r2wc/react-to-web-component', '@nanostores/react'] } },
        },
      },
    ],
  },
});
