// Two builds from one source (ARCHITECTURE §2; docs/decisions/021-cdn-chunking.md):
//
// 1. dist/cdn/  — for Django and partner pages: `loader.js` (tiny, no dependencies) + content-hashed chunks:
//    one `runtime-[hash].js` with React, react-dom and src/core (shared by every widget, loaded once) and one
//    `<widget>-[hash].js` per widget, reached only through the loader's dynamic imports. Production React,
//    minified, tree-shaken.
// 2. dist/lib/  — for bundler users: ESM per entry (index, react, loader, widgets/<name>), React and all
//    `dependencies` external, declarations in dist/lib/types/, then the custom-elements manifest and
//    dist/types/jsx.d.ts generated from the widget registry (scripts/gen-manifest.mjs).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import { minifyCssTemplates, stripWidgetDocs } from './scripts/build-transforms.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Widget folders with an entry: src/widgets/<name>/index.ts → tag pd-<name>. */
const widgetNames = existsSync('src/widgets')
  ? readdirSync('src/widgets').filter((name) => existsSync(`src/widgets/${name}/index.ts`))
  : [];

const extensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

/** A widget's entry module (its definition): src/widgets/<name>/index.ts; group 1 = the name. */
const WIDGET_ENTRY = /\/src\/widgets\/([^/]+)\/index\.tsx?$/;
const posix = (id) => id.replace(/\\/g, '/');

/**
 * TypeScript → JavaScript one file at a time with the TypeScript compiler's `transpileModule` (no type
 * information needed: the project is `isolatedModules`). Type checking is `npm run typecheck`'s job; this
 * costs about a second per build instead of the ~30 s @rollup/plugin-typescript spent building a full program
 * for each of the two builds (docs/decisions/024-build-tooling.md).
 *
 * On the way, css`…` templates are minified, and with `stripDocs` (the CDN build) the documentation strings of
 * widget definitions (src/widgets/<name>/index.ts) are dropped: only the manifest, built from dist/lib, reads
 * them (scripts/build-transforms.mjs; docs/decisions/060-lazy-modal-and-size-diet.md).
 */
const tsconfig = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.build.json',
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
);
const transpile = ({ stripDocs = false } = {}) => ({
  name: 'transpile-ts',
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
    const before = [minifyCssTemplates];
    if (stripDocs && WIDGET_ENTRY.test(posix(id))) before.push(stripWidgetDocs);
    const out = ts.transpileModule(code, {
      fileName: id,
      transformers: { before },
      compilerOptions: {
        ...tsconfig.options,
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        sourceMap: true,
        inlineSourceMap: false,
        inlineSources: true,
        declaration: false,
        noEmit: false,
      },
    });
    return { code: out.outputText.replace(/\/\/# sourceMappingURL=.*$/m, ''), map: out.sourceMapText };
  },
});

/** Declarations into dist/lib/types with `tsc --emitDeclarationOnly`, in a child process parallel to the lib bundle. */
const declarations = () => {
  let running;
  return {
    name: 'declarations',
    buildStart() {
      const tsc = [
        'node_modules/typescript/bin/tsc',
        '-p',
        'tsconfig.build.json',
        '--emitDeclarationOnly',
        '--noCheck',
      ];
      running = promisify(execFile)(process.execPath, tsc, { maxBuffer: 16 * 1024 * 1024 }).then(
        () => null,
        (err) => `${err.stdout ?? ''}${err.stderr ?? ''}` || String(err),
      );
    },
    async writeBundle() {
      const failure = await running;
      if (failure) this.error(`declarations: tsc failed\n${failure}`);
    },
  };
};

const version = () =>
  replace({ preventAssignment: true, values: { __PD_VERSION__: JSON.stringify(pkg.version) } });

/** Hashed chunk names: widget chunks are named after their folder, the rest after their manual chunk. */
function chunkFileNames(chunk) {
  const widget = chunk.facadeModuleId && posix(chunk.facadeModuleId).match(WIDGET_ENTRY);
  return widget ? `${widget[1]}-[hash].js` : '[name]-[hash].js';
}

/**
 * Chunks (docs/decisions/021-cdn-chunking.md, 060-lazy-modal-and-size-diet.md):
 * - `runtime`: src/core and rollup's helpers, shared by every widget and loaded once per page — except
 *   src/core/modal (dialog, modal stack, their css), which is `modal-[hash].js`, fetched on demand through
 *   src/core/lazy-modal.tsx;
 * - one chunk per widget folder, also when another widget embeds its component (service prices show the
 *   calendar): the embedding widget imports that chunk, which also defines the embedded tag (harmless);
 * - packages from node_modules are not assigned: rollup puts a package into the runtime when core uses it (React,
 *   r2wc, nanostores, valibot, date-fns …) and into a widget's chunk when only that widget does (an input mask
 *   for a phone form), so a page does not download libraries only other widgets use.
 */
function manualChunks(id) {
  const path = posix(id);
  if (path.includes('/src/core/modal/')) return 'modal';
  // Core code that only the identity widgets use travels with them (rollup puts it in a shared chunk of
  // theirs), so a page with only a calendar does not download the live connection or the SSO client.
  if (path.includes('/src/core/live/') || /\/src\/core\/api\/sso/.test(path)) return undefined;
  if (path.startsWith('\0') || path.includes('/src/core/')) return 'runtime';
  return path.match(/\/src\/widgets\/([^/]+)\//)?.[1];
}

/**
 * The loader's `import('./<widget>-[hash].js')` becomes `Promise.all([import(widget), import(runtime)])`:
 * the browser fetches the widget chunk and the runtime chunk in parallel instead of discovering the runtime
 * only after the widget chunk arrived (one round trip less on a cold page).
 */
const parallelImports = () => ({
  name: 'parallel-imports',
  renderDynamicImport({ chunk, getTargetChunkImports }) {
    // Only in the loader (the one entry; it ignores the resolved value). Other chunks' dynamic imports, such as
    // the runtime's `import(modal)`, need the module namespace and have their dependencies loaded already.
    if (!chunk.isEntry) return null;
    const deps = (getTargetChunkImports() ?? []).filter((dep) => dep.type === 'internal');
    if (!deps.length) return null;
    const also = deps.map((dep) => `import(${dep.resolvedImportPath})`).join(',');
    return { left: 'Promise.all([import(', right: `),${also}])` };
  },
});

/** Removes a dist folder before its build so stale hashed chunks never linger. */
const clean = (dir) => ({
  name: 'clean',
  buildStart() {
    rmSync(dir, { recursive: true, force: true });
  },
});

/** Runs scripts/gen-manifest.mjs after the lib build (custom-elements.json, dist/types/jsx.d.ts). */
const manifest = () => ({
  name: 'gen-manifest',
  closeBundle() {
    execFileSync(process.execPath, ['scripts/gen-manifest.mjs'], { stdio: 'inherit' });
  },
});

const onwarn = (warning, warn) => {
  // React's CJS builds contain `"use client"` directives that mean nothing to a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

/**
 * DOMPurify's ESM build creates its instance at module level, which rollup must otherwise keep; it touches no
 * globals, so it may be dropped from pages whose widgets never sanitize HTML.
 */
const treeshake = {
  moduleSideEffects: (id) => !/[\\/]node_modules[\\/]dompurify[\\/]/.test(id),
};

/**
 * The CDN build renders with Preact's React-compatible runtime instead of React 19 (ADR 061): the same components,
 * written against React's API and tested with React 19 in the unit tests and in dist/lib, ship ≈ 50 kB lighter.
 * Exact ids first: `react-dom/client` must not fall through to the `react-dom` entry.
 */
const preactCompat = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const cdn = {
  input: { loader: 'src/loader.ts' },
  treeshake,
  output: {
    dir: 'dist/cdn',
    format: 'es',
    entryFileNames: 'loader.js',
    chunkFileNames,
    manualChunks,
    sourcemap: true,
    generatedCode: 'es2015',
  },
  onwarn,
  plugins: [
    clean('dist/cdn'),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __PD_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    alias({ entries: preactCompat }),
    nodeResolve({ browser: true, extensions }),
    commonjs(),
    transpile({ stripDocs: true }),
    parallelImports(),
    terser({
      ecma: 2020,
      module: true,
      compress: { passes: 2 },
      format: { comments: false },
    }),
  ],
};

const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const external = (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

const lib = {
  // No bare `import 'dompurify'` (or any other external) left behind for bundlers: dependencies are only
  // imported for their exports.
  treeshake: { moduleSideEffects: (id, isExternal) => !isExternal && treeshake.moduleSideEffects(id) },
  input: {
    index: 'src/index.ts',
    react: 'src/react.ts',
    loader: 'src/loader.ts',
    ...Object.fromEntries(widgetNames.map((name) => [`widgets/${name}`, `src/widgets/${name}/index.ts`])),
  },
  external,
  output: {
    dir: 'dist/lib',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    hoistTransitiveImports: false,
    sourcemap: true,
  },
  onwarn,
  plugins: [
    clean('dist/lib'),
    version(),
    nodeResolve({ extensions }),
    transpile(),
    declarations(),
    manifest(),
  ],
};

export default [cdn, lib];
