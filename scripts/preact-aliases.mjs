/**
 * The React → Preact aliases of the shipped runtime (docs/decisions/061-preact-compat-cdn-runtime.md), shared by
 * the CDN build (rollup.config.mjs, `@rollup/plugin-alias`) and the unit tests' `preact` project
 * (vitest.config.ts, `resolve.alias`) so that the tests render with exactly what ships
 * (docs/decisions/115-preact-unit-test-project.md).
 *
 * Each entry is `{ find, replacement }` (the shape both plugins accept). Exact ids first: `react-dom/client`
 * must not fall through to the `react-dom` entry.
 */
export const preactCompat = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
