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

const R2WC_REACT = '\0pd-r2wc-react';

/**
 * r2wc (`@r2wc/react-to-web-component`) imports React as a default import (`import React from 'react'`) and only
 * calls `React.createElement`. On preact/compat that default import is compat's object of every React API, which
 * keeps all of compat (Children, forwardRef, memo, PureComponent, portals, flushSync …) in the runtime chunk
 * though no code uses it. This rollup plugin gives r2wc — and only r2wc — a default export holding the same
 * `createElement` of preact/compat, so the rest of compat tree-shakes (≈ 1.2 kB brotli off every page;
 * docs/decisions/124-runtime-diet.md). The unit tests' preact project keeps compat's full default
 * export: the function r2wc calls is the same one.
 */
export function r2wcCreateElementOnly() {
  return {
    name: 'r2wc-create-element-only',
    resolveId(source, importer) {
      if (source === 'react' && importer && /[\\/]@r2wc[\\/]react-to-web-component[\\/]/.test(importer))
        return R2WC_REACT;
      return null;
    },
    load(id) {
      if (id !== R2WC_REACT) return null;
      return "import { createElement } from 'preact/compat';\nexport default { createElement };\n";
    },
  };
}

const NANOSTORES_FOR_REACT = '\0pd-nanostores-for-react';

/**
 * `@nanostores/react` imports `listenKeys` from nanostores for `useStore(store, { keys })`, which pulls
 * nanostores' key listener and deep-path reader (≈ 0.25 kB brotli) into every page. No widget passes `keys` (an
 * ESLint rule refuses it), so in the CDN build this rollup plugin gives `@nanostores/react` — and only it — a
 * `listenKeys` that throws a clear error instead (docs/decisions/124-runtime-diet.md).
 */
export function nanostoresReactWithoutKeys() {
  return {
    name: 'nanostores-react-without-keys',
    resolveId(source, importer) {
      if (source === 'nanostores' && importer && /[\\/]@nanostores[\\/]react[\\/]/.test(importer))
        return NANOSTORES_FOR_REACT;
      return null;
    },
    load(id) {
      if (id !== NANOSTORES_FOR_REACT) return null;
      return (
        'export function listenKeys() {\n' +
        "  throw new Error('[pd-widgets] useStore(store, { keys }) is not supported in the CDN build');\n" +
        '}\n'
      );
    },
  };
}

/** The attribute transform table of `@r2wc/core` (`{ string: E, number: x, boolean: C, function: O, method: P, json: j }`). */
const R2WC_TRANSFORMS = /\bw = \{\s*string: E,\s*number: x,\s*boolean: C,\s*function: O,\s*method: P,\s*json: j\s*\}/;

/**
 * `@r2wc/core` parses attributes and stringifies props through a table of transforms (string, number, boolean,
 * function — a `window` lookup by name —, method, json). defineWidget gives r2wc no props (`props: {}`) and parses
 * every attribute itself (src/core/define.ts, ADR 020): r2wc's loops over props are empty and the table is never
 * read, but it keeps seven functions in every page's runtime. In the CDN build this rollup plugin empties the table
 * in r2wc's code, so the functions tree-shake (≈ 0.3 kB brotli; ADR 184). It fails the build if r2wc's code no
 * longer has the table as expected (an r2wc update must be looked at, not silently shipped).
 */
export function r2wcWithoutAttributeTransforms() {
  return {
    name: 'r2wc-without-attribute-transforms',
    transform(code, id) {
      if (!/[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/.test(id)) return null;
      if (!R2WC_TRANSFORMS.test(code))
        throw new Error('@r2wc/core changed: its attribute transform table was not found (scripts/preact-aliases.mjs)');
      return { code: code.replace(R2WC_TRANSFORMS, 'w = {}'), map: null };
    },
  };
}

/** The element-class factory of `@r2wc/core` 1.x: from `function T(t, e, c) {` to its `return v;` and closing brace. */
const R2WC_FACTORY = /function T\(t, e, c\) \{[\s\S]*?\n {2}class v extends HTMLElement \{[\s\S]*?\n {2}return v;\n\}\n/;

/** What r2wc's wrapper hands `@r2wc/core`: React mount, update and unmount functions. */
const R2WC_RENDERER = /return m\(t, e, \{ mount: f, update: i, unmount: a \}\);/;

/**
 * defineWidget (src/core/define.ts, ADR 020) subclasses the element class r2wc builds and overrides, without calling
 * them, its `observedAttributes`, `disconnectedCallback`, `attributeChangedCallback` and render (`r2wc.render`, which
 * alone calls r2wc's React mount and update); it gives r2wc no props and no events, so the loops over them run over
 * empty lists. What it uses of the base class is its protocol: the `r2wc.*` symbol slots, `container` (the shadow
 * root r2wc attaches) and `connectedCallback` (connected = true, then render). In the CDN build this rollup plugin
 * gives r2wc's factory only that (ADR 230: ≈ 0.2 kB brotli off every page, the room the retriable imports take), and
 * r2wc's wrapper no React mount, update and unmount to pass (nothing calls them). It fails the build if r2wc's code
 * is no longer as expected (an r2wc update must be looked at, not silently shipped).
 */
export function r2wcElementBaseOnly() {
  return {
    name: 'r2wc-element-base-only',
    transform(code, id) {
      if (/[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/.test(id)) {
        if (!R2WC_FACTORY.test(code))
          throw new Error('@r2wc/core changed: its element class factory was not found (scripts/preact-aliases.mjs)');
        const base =
          'function T(t, e) {\n' +
          '  class v extends HTMLElement {\n' +
          '    [y] = !0;\n' +
          '    [h];\n' +
          '    [p] = {};\n' +
          '    container;\n' +
          '    constructor() {\n' +
          '      super(), this.container = e.shadow ? this.attachShadow({ mode: e.shadow }) : this, this[p].container = this.container;\n' +
          '    }\n' +
          '    connectedCallback() {\n' +
          '      this[y] = !0, this[b]();\n' +
          '    }\n' +
          '  }\n' +
          '  return v;\n' +
          '}\n';
        return { code: code.replace(R2WC_FACTORY, base), map: null };
      }
      if (/[\\/]@r2wc[\\/]react-to-web-component[\\/]dist[\\/]react-to-web-component\.js$/.test(id)) {
        if (!R2WC_RENDERER.test(code))
          throw new Error('@r2wc/react-to-web-component changed: its call of @r2wc/core was not found (scripts/preact-aliases.mjs)');
        return { code: code.replace(R2WC_RENDERER, 'return m(t, e);'), map: null };
      }
      return null;
    },
  };
}
