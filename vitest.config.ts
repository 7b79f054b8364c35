/**
 * Two vitest projects (docs/decisions/115-preact-unit-test-project.md), both run by `vitest run` (`npm run test:unit`):
 *
 * - `react` — every test, rendering with React 19 (what dist/lib, the React entry and Storybook run).
 * - `preact` — the tests that render, again, with react/react-dom aliased to preact/compat exactly as the CDN build
 *   does (scripts/preact-aliases.mjs, shared with rollup.config.mjs): the runtime partner pages get. Pure
 *   model/store/API tests run once, in `react`.
 *
 * `npx vitest run --project preact <files>` runs one runtime only.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactCompat } from './scripts/preact-aliases.mjs';

/** Component tests: `.tsx` files, plus the `.ts` tests that render (a new one rendering must be listed here). */
const RENDERING_TESTS = [
  'src/**/*.test.tsx',
  'tests/unit/**/*.test.tsx',
  'src/loader.test.ts',
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
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
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
