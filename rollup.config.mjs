// Two builds from one source (ARCHITECTURE §2; docs/decisions/021-cdn-chunking.md, 118-o1-loader-by-convention.md):
//
// 1. dist/cdn/  — for Django and partner pages: `loader.js` (tiny, no dependencies, no list of widgets) and a
//    `<version>/` folder: one entry `pd-<name>.js` per widget, `runtime.js` (preact/compat and src/core, shared by
//    every widget, loaded once) and content-hashed chunks behind them. The loader imports `<version>/<tag>.js`
//    and `<version>/runtime.js` by convention. Minified, tree-shaken.
//    (`benchReactConfig` — the bare React baseline of `npm run bench` — is built by bench/run.mjs, not here.)
// 2. dist/lib/  — for bundler users: ESM per entry (index, react, loader, widgets/<name>), React and all
//    `dependencies` external, declarations in dist/lib/types/, then the custom-elements manifest and
//    dist/types/jsx.d.ts generated from the widget registry (scripts/gen-manifest.mjs).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import { minifyCssTemplates, stripWidgetDocs } from './scripts/build-transforms.mjs';
import { writeIntegrity } from './scripts/cdn-integrity.mjs';
import { addDeclarationExtensions } from './scripts/dts-extensions.mjs';
import {
  nanostoresReactWithoutKeys,
  preactCompat as preactCompatAliases,
  r2wcCreateElementOnly,
  r2wcElementBaseOnly,
  r2wcWithoutAttributeTransforms,
} from './scripts/preact-aliases.mjs';

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
/**
 * The CDN widget entries keep no exports: theirs are the npm API, and a CDN entry is run for its side effect, the
 * tag's definition (`preserveEntrySignatures: false`). So every `export` of a widget's `index.ts` goes here:
 * - an `export { … } from './x'` of a module the entry does not import made the entry import that module's chunk
 *   for its side effects — the clinic map's whole popup chunk at load (ADR 210);
 * - a grouped widget's entry is a facade of its group's chunk (ADR 237), and rollup kept the facade's exports: the
 *   group's chunk exported ≈ 45 names for them, and kept code only those exports reached.
 */
const stripEntryExports = () => (file) =>
  ts.factory.updateSourceFile(
    file,
    file.statements
      .filter((node) => !ts.isExportDeclaration(node) && !ts.isExportAssignment(node))
      .map((node) =>
        ts.canHaveModifiers(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
          ? ts.isVariableStatement(node)
            ? ts.factory.updateVariableStatement(
                node,
                node.modifiers.filter((m) => m.kind !== ts.SyntaxKind.ExportKeyword),
                node.declarationList,
              )
            : node
          : node,
      ),
  );

const transpile = ({ stripDocs = false } = {}) => ({
  name: 'transpile-ts',
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
    const before = [minifyCssTemplates];
    if (stripDocs && WIDGET_ENTRY.test(posix(id))) before.push(stripWidgetDocs, stripEntryExports);
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

/**
 * Declarations into dist/lib/types with `tsc --emitDeclarationOnly`, in a child process parallel to the lib bundle;
 * then every relative specifier in them gets its `.js` file name (scripts/dts-extensions.mjs), so the types resolve
 * under `moduleResolution` node16/nodenext as well as bundler (ADR 186).
 */
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
      try {
        addDeclarationExtensions('dist/lib/types');
      } catch (err) {
        this.error(`declarations: ${err.message}`);
      }
    },
  };
};

const version = () =>
  replace({ preventAssignment: true, values: { __PD_VERSION__: JSON.stringify(pkg.version) } });

/**
 * CDN file names (docs/decisions/118-o1-loader-by-convention.md): everything but `loader.js` lives in a folder named
 * after the package version, so a deploy never mixes versions and the loader derives every URL by convention:
 * - `<version>/pd-<name>.js` — one entry per widget folder (stable name: the loader imports `<version>/<tag>.js`);
 * - `<version>/runtime.js` — the runtime chunk, imported by the loader in parallel with any widget (ADR 119);
 * - `<version>/modal.js` — the lazy modal, which the runtime imports by name: a content hash in that name made the
 *   runtime's bytes depend on the modal's imports (±30 B brotli on the one-calendar page whenever the runtime's
 *   minified export names came out in another order, ADR 210); revalidated like the runtime;
 * - `<version>/group-<name>.js` — a widget group's chunk (ADR 237), imported by its members' entries (facades) or
 *   named by the page's import map; stable like the entries;
 * - `<version>/<name>-[hash].js` — every other chunk (widget code shared by two entries, shared chunks, a widget's
 *   `-lazy` part), reached only through the static and dynamic imports of the above.
 */
const cdnEntryFileNames = (chunk) => {
  const group = groupHome(chunk);
  return group ? `${pkg.version}/group-${group}.js` : `${pkg.version}/[name].js`;
};
function chunkFileNames(chunk) {
  if (chunk.name === 'runtime' || chunk.name === 'modal') return `${pkg.version}/${chunk.name}.js`;
  const widget = chunk.facadeModuleId && posix(chunk.facadeModuleId).match(WIDGET_ENTRY);
  return `${pkg.version}/${widget ? widget[1] : '[name]'}-[hash].js`;
}

/**
 * The small src/shared folders on the booking block's path (the clinic list reaches all of them, the price block and
 * service prices most): one chunk, `shared-booking-kit-[hash].js`, instead of six requests of 0.2–0.7 kB each (issue
 * 21 item 2: no chunk under 1 kB at load on its own request; docs/decisions/209-booking-kit-chunk.md). `booking` holds
 * the price tabs rule the clinic list reserves its price blocks by (ADR 211).
 */
const BOOKING_KIT = new Set(['booking', 'chip', 'format', 'schema', 'stores', 'json-script']);

/**
 * src/shared/tabs has one user, the price block, which the doctor page loads after its first slot (ADR 211): the tabs
 * go into the price block's chunk, not into the kit every booking page loads before its first slot.
 */
const WITH_PRICE_BLOCK = new Set(['tabs']);

/**
 * Widgets that appear together share one chunk, `<version>/group-<name>.js` (issue 21 item 2: no chunk at load under
 * 1 kB on its own request; docs/decisions/237-widget-groups.md): it defines every tag of the group. Each member keeps
 * its entry `<version>/pd-<name>.js` as a facade of it (`import"./group-<name>.js"`), so the loader's convention still
 * holds ({@link groupFacades}). A page rendered by the site maps those entries onto the group's chunk with an import
 * map written from `preload.json`'s `importMap` (docs/api.md "Widget groups"): the group is one request, not one per
 * tag.
 * - `page`: what the portal's base template puts on every page: the header's stage label and town search, the town
 *   chooser, the CSRF forms, the tab history;
 * - `doctor-page`: the doctor page's first screen besides its booking block (awards, soft version badge, share,
 *   video card, sections) and its page-level popups (the clinic map's and the mistake report's listening parts).
 * A page with one widget of a group loads the whole group: a widget belongs to a group only where it is on the
 * group's pages (booking-schedule and portal-identity-reviews §2 "Screens").
 */
export const WIDGET_GROUPS = {
  page: ['stage-label', 'town-search', 'town-chooser', 'csrf-forms', 'tab-history'],
  'doctor-page': [
    'awards-banner',
    'soft-version-badge',
    'share-button',
    'video-card',
    'doctor-sections',
    'clinic-map',
    'mistake-report',
  ],
};
/**
 * The src/shared folders most of the portal's widgets use — the openers (`data-pd-open` links, ADR 210) and the icons
 * — go with the `page` group, which every page of the portal loads: two requests fewer there (the icons alone were
 * 0.6 kB). A page without the group's widgets (a demo page; not the portal) loads the group's 3 kB more.
 */
const WITH_PAGE_GROUP = new Set(['openers', 'ui']);
const groupOf = new Map(
  Object.entries(WIDGET_GROUPS).flatMap(([group, names]) => names.map((name) => [name, `group-${group}`])),
);

/**
 * The group whose chunk `chunk` is, or `undefined`: rollup makes a group's manual chunk the entry chunk of one member
 * (the first it meets), so the chunk of a member's entry that also holds another member's `index.ts` is the group's.
 * It is named `group-<name>.js` ({@link cdnEntryFileNames}); that member gets a facade like the others
 * ({@link groupFacades}).
 */
function groupHome(chunk) {
  const own = chunk.isEntry && chunk.facadeModuleId && posix(chunk.facadeModuleId).match(WIDGET_ENTRY)?.[1];
  const group = own && groupOf.get(own);
  if (!group) return undefined;
  const holdsAnother = chunk.moduleIds.some((id) => {
    const other = posix(id).match(WIDGET_ENTRY)?.[1];
    return other && other !== own && groupOf.get(other) === group;
  });
  return holdsAnother ? group.slice('group-'.length) : undefined;
}

/**
 * The entry `<version>/pd-<name>.js` of the member whose entry chunk became its group's (`group-<name>.js`,
 * {@link groupHome}): a facade like rollup's for the other members, so the loader's `<version>/<tag>.js` is there.
 */
const groupFacades = () => ({
  name: 'widget-group-facades',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk' && chunk.isEntry && groupHome(chunk))
        this.emitFile({
          type: 'asset',
          fileName: `${pkg.version}/${chunk.name}.js`,
          source: `import"./${path.posix.basename(chunk.fileName)}";`,
        });
  },
});

/** The chunk a first-party module belongs to by its folder, or `undefined` for node_modules and rollup's own. */
function folderChunk(path) {
  if (path.includes('/src/core/modal/')) return 'modal';
  if (path.includes('/src/core/')) return 'runtime';
  // A widget's code for a later moment (a dialog on its first open): src/widgets/<name>/on-demand/ → <name>-on-demand,
  // reached only through an import() (ADR 211).
  const onDemand = path.match(/\/src\/widgets\/([^/]+)\/on-demand\//);
  if (onDemand) return `${onDemand[1]}-on-demand`;
  const area = path.match(/\/src\/(widgets|shared)\/([^/]+)\//);
  if (area && area[1] === 'shared' && BOOKING_KIT.has(area[2])) return 'shared-booking-kit';
  if (area && area[1] === 'shared' && WITH_PRICE_BLOCK.has(area[2])) return 'price-block';
  if (area && area[1] === 'shared' && WITH_PAGE_GROUP.has(area[2])) return 'group-page';
  if (area) return area[1] === 'shared' ? `shared-${area[2]}` : (groupOf.get(area[2]) ?? area[2]);
  return undefined;
}

/**
 * Chunks follow folders (docs/decisions/021-cdn-chunking.md, 060-lazy-modal-and-size-diet.md,
 * 122-chunks-follow-folders.md), with no per-module exceptions:
 * - `runtime`: src/core and rollup's helpers, shared by every widget and loaded once per page — except
 *   src/core/modal (dialog, modal stack, their css), which is `modal.js`, fetched on demand through
 *   src/core/lazy-modal.tsx. Only what every page needs belongs in src/core;
 * - one chunk per widget folder (its component, store, API client and messages), also when another widget embeds
 *   its component (service prices show the calendar): the embedding widget imports that chunk, which also defines
 *   the embedded tag (harmless);
 * - `shared-<area>` per folder of src/shared (pieces several widgets but not all use: tabs, chips, toasts, the
 *   live connection), loaded only by pages with one of those widgets;
 * - a package from node_modules goes where its first-party importers are: into the one chunk whose code imports it
 *   (an input mask for a phone form), else — core or several chunks use it (preact, r2wc, nanostores, valibot,
 *   @nanostores/react) — into the runtime. Rollup would otherwise put an unassigned module into the first manual
 *   chunk that reaches it, and a favourites page would load the calendar chunk. A large package only a few
 *   widgets share belongs behind a src/shared/<area> module, which then owns it.
 */
function manualChunks(id, { getModuleInfo }, ownLazy) {
  const path = posix(id);
  if (path.startsWith('\0')) return 'runtime';
  const own = folderChunk(path);
  // A widget's module no entry reaches by static imports, only behind an `import()` in the widget's own code (the
  // clinic map's popup), is the widget's `-lazy` chunk, loaded when that import runs (ADR 210). One imported by
  // another widget's `import()` (the phone-auth dialog of the doctor contacts) stays in its folder's chunk: one
  // request there, not two in a row.
  // A grouped widget's lazy part stays its own (`town-search-lazy`), not the group's.
  if (own && ownLazy?.has(id))
    return `${own.startsWith('group-') ? path.match(/\/src\/widgets\/([^/]+)\//)[1] : own}-lazy`;
  if (own || !path.includes('/node_modules/')) return own;
  const owners = new Set();
  const seen = new Set([id]);
  const importersOf = (of) => [
    ...(getModuleInfo(of)?.importers ?? []),
    ...(getModuleInfo(of)?.dynamicImporters ?? []),
  ];
  // [importer, the module it imports, the package module that import must need]
  const queue = importersOf(id).map((importer) => [importer, id, id]);
  while (queue.length) {
    const [next, importee, needed] = queue.pop();
    if (!needsThrough(getModuleInfo, next, importee, needed)) continue;
    const chunk = folderChunk(posix(next));
    if (chunk) owners.add(chunk);
    else if (!posix(next).includes('/src/') && !seen.has(next)) {
      seen.add(next);
      // A package entry passing `needed` on (a re-export) is followed for `needed`; any other package module that
      // imports it is needed as a whole by its own importers.
      const passesOn = reexportSource(getModuleInfo, next, needed) !== undefined;
      queue.push(...importersOf(next).map((importer) => [importer, next, passesOn ? needed : next]));
    }
  }
  return owners.size === 1 ? [...owners][0] : 'runtime';
}

/**
 * The modules every entry reaches through static imports, computed at the end of the build for
 * {@link manualChunks}: a widget module outside it is only behind an `import()`. The re-exports of a widget's
 * `index.ts` (`export { … } from`) are not followed: they are its npm API; the CDN entry keeps no exports
 * (`preserveEntrySignatures: false`), so a module only they name is not loaded with the entry. `lazy`: the widget
 * modules outside it that an `import()` of their own widget folder reaches.
 */
function staticGraph() {
  const reached = new Set();
  const lazy = new Set();
  return {
    reached,
    lazy,
    plugin: {
      name: 'static-graph',
      buildEnd() {
        reached.clear();
        const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        while (queue.length) {
          const id = queue.pop();
          if (reached.has(id)) continue;
          reached.add(id);
          const info = this.getModuleInfo(id);
          if (!info) continue;
          let next = info.importedIds;
          if (WIDGET_ENTRY.test(posix(id)) && info.ast) {
            const base = path.dirname(id);
            const imported = info.ast.body
              .filter((node) => node.type === 'ImportDeclaration')
              .map((node) => posix(path.resolve(base, String(node.source.value))));
            next = next.filter((dep) => {
              const p = posix(dep).replace(/\.[cm]?[jt]sx?$/, '');
              return imported.some((spec) => p === spec || p === `${spec}/index`);
            });
          }
          queue.push(...next);
        }
        // The widget modules behind an `import()` of their own folder, and what they alone import.
        lazy.clear();
        const folderOf = (id) => (posix(id).includes('/src/widgets/') ? folderChunk(posix(id)) : null);
        const roots = [...this.getModuleIds()].filter(
          (id) =>
            !reached.has(id) &&
            folderOf(id) &&
            this.getModuleInfo(id)?.dynamicImporters.some((importer) => folderOf(importer) === folderOf(id)),
        );
        while (roots.length) {
          const id = roots.pop();
          if (lazy.has(id) || reached.has(id)) continue;
          lazy.add(id);
          roots.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}

/** The specifier under which the package module `barrel` re-exports `target` (`'./computed/index.js'`), if it does. */
function reexportSource(getModuleInfo, barrel, target) {
  return Object.keys(getModuleInfo(barrel)?.exportedBindings ?? {}).find(
    (spec) =>
      spec.startsWith('.') &&
      spec !== '.' &&
      posix(path.resolve(path.dirname(barrel), spec)) === posix(target),
  );
}

/**
 * Whether `importer`, importing `importee`, needs the package module `needed`: always when `importee` is `needed`;
 * when `importee` is a package's entry that re-exports `needed` (`export { computed } from './computed/index.js'`
 * of nanostores), only when `importer` imports one of those names from it (ADR 124: a page whose code uses
 * `atom` of nanostores does not pull `computed` into its chunk). Anything not understood counts as needing it.
 */
function needsThrough(getModuleInfo, importer, importee, needed) {
  if (importee === needed) return true;
  const bindings = getModuleInfo(importee)?.exportedBindings ?? {};
  const source = reexportSource(getModuleInfo, importee, needed);
  const ast = getModuleInfo(importer)?.ast;
  if (!source || !ast) return true;
  const names = new Set(bindings[source]);
  const pkg = posix(importee).match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  const fromImportee = (spec) =>
    spec === pkg ||
    (spec.startsWith('.') && posix(path.resolve(path.dirname(importer), spec)) === posix(importee));
  return ast.body.some((node) => {
    if (!node.source || !fromImportee(String(node.source.value))) return false;
    if (node.type === 'ExportAllDeclaration') return true;
    if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') return false;
    return node.specifiers.some((spec) =>
      spec.type === 'ImportSpecifier'
        ? names.has(spec.imported.name ?? spec.imported.value)
        : spec.type === 'ExportSpecifier'
          ? names.has(spec.local.name ?? spec.local.value)
          : true,
    );
  });
}

/**
 * The npm build's loader (`dist/lib/loader.js`, for bundler users) cannot use the CDN's URL convention: its
 * `src/loader-import.ts` is replaced by a generated `tag → import('./widgets/<name>/index.ts')` map of the widget
 * folders, which rollup turns into imports of the `widgets/<name>.js` entries and bundlers can follow (ADR 118).
 */
const libWidgetImports = () => ({
  name: 'lib-widget-imports',
  resolveId(source, importer) {
    if (source === './loader-import' && importer && /[\\/]src[\\/]loader\.ts$/.test(importer))
      return '\0pd-widget-imports';
    return null;
  },
  load(id) {
    if (id !== '\0pd-widget-imports') return null;
    const entries = widgetNames.map(
      (name) =>
        `  ${JSON.stringify(`pd-${name}`)}: () => import(${JSON.stringify(path.resolve(`src/widgets/${name}/index.ts`))}),`,
    );
    return [
      'const widgets = {',
      ...entries,
      '};',
      'export const importWidget = (tag) =>',
      "  widgets[tag] ? widgets[tag]() : Promise.reject(new Error('no such widget in this version'));",
    ].join('\n');
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
 * The CDN build renders with Preact's React-compatible runtime instead of React 19 (ADR 061): the same components,
 * written against React's API, ship ≈ 50 kB lighter. The alias list lives in scripts/preact-aliases.mjs, shared
 * with the unit tests' `preact` project (vitest.config.ts, ADR 115), so both run the same runtime.
 */
const preactCompat = preactCompatAliases;

/**
 * V8's explicit compile hint (Chromium 136+; WICG "Explicit JavaScript Compile Hints (File-based)"): a file whose first
 * line is this comment has every function compiled eagerly, on a background thread while the file streams in, instead
 * of lazily on the main thread at each function's first call. Other browsers ignore it. Given to the files of the
 * booking block, most of whose functions run before the first slot: the runtime, the calendar's entry, the clinic
 * list's entry and the shared booking kit ({@link HINTED_CHUNKS}, their banner in {@link cdnConfig}; ADR 240).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks that open with {@link COMPILE_HINT}: the one-calendar page's (the runtime, the calendar's entry) and,
 * since the doctor page's JS at load had room for them, the rest of its booking block (the clinic list's entry, the
 * shared booking kit: +56 B brotli, its slots request ≈ 10 ms sooner at 4× CPU; ADR 240 "Revisited").
 */
const HINTED_CHUNKS = new Set(['runtime', 'pd-appointment-calendar', 'pd-clinic-list', 'shared-booking-kit']);

/**
 * Terser for the CDN files (ADR 184 "real savings", ≈ 150 B brotli on the one-calendar page): four passes; property
 * reads are taken as free of side effects (`pure_getters`: no code of ours or of our packages reads a property for a
 * getter's effect); function expressions that use no `this`/`arguments` become arrows and object-literal functions
 * methods (`unsafe_arrows`, `unsafe_methods`: none of them is called with `new`); `a < b` may become `b > a`
 * (`unsafe_comps`: no comparison of ours has operands whose `valueOf` has effects). The e2e suite runs on this output.
 */
const cdnTerser = () =>
  terser({
    ecma: 2020,
    module: true,
    compress: {
      passes: 4,
      pure_getters: true,
      unsafe_arrows: true,
      unsafe_methods: true,
      unsafe_comps: true,
      // Unused parameters go: nothing in the CDN bundle reads a function's `length` (preact, nanostores, r2wc and
      // src/ checked; −18 B brotli on the one-calendar page).
      keep_fargs: false,
      // `Array.prototype.slice.call(x)` → `[].slice.call(x)` and the like: the same functions by a shorter path (a page
      // cannot give `[]` another prototype than `Array.prototype`; −61 B brotli on the one-calendar page, ADR 224).
      unsafe_proto: true,
    },
    // Only the compile hint survives (its chunks get it as their banner, which rollup adds before this plugin runs). A
    // RegExp (terser tests a line comment's text after `//`), not a function: the plugin hands its options to worker
    // threads, where a function could not read COMPILE_HINT.
    format: { comments: new RegExp(`^${COMPILE_HINT.slice(2)}$`) },
  });

/**
 * `dist/cdn/preload.json` (docs/decisions/218-preload-manifest.md): for every widget tag, the files its import needs
 * before its code can run — its entry and the chunks it imports statically, transitively (the runtime among them) —
 * as paths relative to dist/cdn, like integrity.json's keys. A server-rendered page (a Django template) that knows
 * which booking widget it renders writes one `<link rel="modulepreload">` per file into its `<head>`: the browser
 * then fetches the whole graph with the loader, instead of finding the clinic list's calendar and kit only once the
 * clinic list's file has arrived and been parsed (behind the page's first layout, ADR 218). The loader stays O(1): it
 * reads nothing of this. Shape: `{ "version": "0.1.0", "widgets": { "pd-clinic-list": ["0.1.0/pd-clinic-list.js",
 * "0.1.0/runtime.js", …] } }`, the entry first, then its imports in the order the entry names them.
 */
/**
 * Every `import()` of a CDN chunk (a dialog's code on first use, the modal, the price block from the clinic list…)
 * goes through the loader's retriable import (src/loader-retry.ts, ADR 230): `import("./x.js")` becomes
 * `__pdImport("./x.js")` (resolved against the release folder, where every chunk sits), so a 'Повторить' after a
 * network failure asks again even where the browser keeps the failed fetch. The loader defines `__pdImport` before it imports any chunk: the chunks are evaluated only
 * through it (a `modulepreload` hint fetches, it does not evaluate). Variable specifiers (the loader's own) are left
 * alone.
 */
const retriableDynamicImports = () => ({
  name: 'retriable-dynamic-imports',
  renderDynamicImport({ targetModuleId }) {
    if (!targetModuleId) return null;
    return { left: '__pdImport(', right: ')' };
  },
});

const sortKeys = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)));

const preloadManifest = () => ({
  name: 'cdn-preload-manifest',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const widgets = {};
    for (const chunk of chunks
      .filter((c) => c.isEntry && c.name.startsWith('pd-'))
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const files = [];
      const visit = (fileName) => {
        if (files.includes(fileName)) return;
        files.push(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
      };
      // A group's member whose entry chunk became the group's: its entry is the facade beside it (groupFacades).
      const entry = `${pkg.version}/${chunk.name}.js`;
      if (chunk.fileName !== entry) files.push(entry);
      visit(chunk.fileName);
      widgets[chunk.name] = files;
    }
    // A grouped widget's entry (ADR 237) is a facade: its module sits in the group's chunk. The import map sends the
    // entry's URL to that chunk, so a page with it fetches the group once, not a facade per tag.
    const chunkOfModule = new Map(
      chunks.flatMap((chunk) => Object.keys(chunk.modules).map((id) => [id, chunk.fileName])),
    );
    const importMap = {};
    for (const chunk of chunks.filter((c) => c.isEntry && c.name.startsWith('pd-'))) {
      const entry = `${pkg.version}/${chunk.name}.js`;
      const home = chunk.facadeModuleId && chunkOfModule.get(chunk.facadeModuleId);
      if (home && home !== entry) importMap[entry] = home;
    }
    this.emitFile({
      type: 'asset',
      fileName: 'preload.json',
      source: `${JSON.stringify({ version: pkg.version, widgets, importMap: sortKeys(importMap) }, null, 2)}\n`,
    });
  },
});

/**
 * The CDN build. A function so that tests/unit/loader-size.test.ts can build it for other widget folders (into a
 * scratch `dir`) and prove the loader's bytes do not depend on how many widgets there are.
 * @param {{ widgetsDir?: string, widgets?: string[], dir?: string }} [options] widget folders (each with an
 *   `index.ts`; default src/widgets) and the output folder (default dist/cdn, removed first)
 */
export const cdnConfig = ({ widgetsDir = 'src/widgets', widgets = widgetNames, dir = 'dist/cdn' } = {}) =>
  cdnConfigWith(staticGraph(), { widgetsDir, widgets, dir });

const cdnConfigWith = (graph, { widgetsDir, widgets, dir }) => ({
  // One entry per widget folder (`pd-<name>`), which the loader imports by URL, not by import. The loader is built on
  // its own ({@link cdnLoaderConfig}).
  input: Object.fromEntries(widgets.map((name) => [`pd-${name}`, `${widgetsDir}/${name}/index.ts`])),
  // Widget entries are run for their side effect (the tag's definition), never imported for their exports: no
  // facade modules, so the widget code sits in the entry file itself — but for a grouped widget, whose entry is a
  // facade of its group's chunk (ADR 237).
  preserveEntrySignatures: false,
  output: {
    dir,
    format: 'es',
    entryFileNames: cdnEntryFileNames,
    chunkFileNames,
    manualChunks: (id, api) => manualChunks(id, api, graph.lazy),
    // Maps are written but not linked: no `//# sourceMappingURL` comment in the files every visitor downloads (80 B
    // brotli on the one-calendar page); the server names the map in a `SourceMap` header (ADR 202).
    sourcemap: 'hidden',
    generatedCode: 'es2015',
    hoistTransitiveImports: false,
    // The compile hint on the booking block's files (COMPILE_HINT, ADR 240).
    banner: (chunk) => (HINTED_CHUNKS.has(chunk.name) ? COMPILE_HINT : ''),
  },
  onwarn,
  plugins: [
    clean(dir),
    graph.plugin,
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __PD_VERSION__: JSON.stringify(pkg.version),
        // The CDN runtime has no reader of the widget registry: defineWidget skips it (src/core/define.ts).
        __PD_CDN__: 'true',
      },
    }),
    r2wcCreateElementOnly(),
    r2wcWithoutAttributeTransforms(),
    r2wcElementBaseOnly(),
    nanostoresReactWithoutKeys(),
    alias({ entries: preactCompat }),
    nodeResolve({ browser: true, extensions }),
    commonjs(),
    transpile({ stripDocs: true }),
    retriableDynamicImports(),
    cdnTerser(),
    groupFacades(),
    preloadManifest(),
  ],
});

/**
 * The loaders, each built on its own (ADR 023, 118, 237): `dist/cdn/loader.js`, and the versioned `dist/cdn/<version>/
 * loader.js` with `dist/cdn/integrity.json` (issue 17 item 6; docs/partners.md "Pinning a release"). Built apart from
 * the widgets, a loader shares no module with the runtime: in one build, a module both import (the booking tags'
 * test, src/booking-tags.ts) went into the runtime chunk, and the loader imported `runtime.js` statically — on every
 * page, before anything, and twice on a page with two releases (ADR 237).
 * The same src/loader.ts for both; the versioned one's importer differs: src/loader-import-versioned.ts (`./<tag>.js`,
 * `./runtime.js` — it sits in the release folder) replaces src/loader-import.ts (`./<version>/<tag>.js`). Both run
 * after {@link cdnConfig} (rollup builds an array of configs one after the other), whose `clean` they must not
 * repeat; once the versioned one is written, `writeBundle` hashes every file of the release folder into
 * `integrity.json` (sha384, scripts/cdn-integrity.mjs).
 * @param {{ dir?: string, versioned?: boolean }} [options] the CDN folder (default dist/cdn), already holding the
 *   release folder; `versioned`: the release folder's loader and the integrity file
 */
export const cdnLoaderConfig = ({ dir = 'dist/cdn', versioned = false } = {}) => ({
  input: { loader: 'src/loader.ts' },
  // Run for its side effect, no exports kept (and the code only they reach drops out).
  preserveEntrySignatures: false,
  output: {
    dir,
    format: 'es',
    entryFileNames: versioned ? `${pkg.version}/loader.js` : 'loader.js',
    // Maps are written but not linked: no `//# sourceMappingURL` comment in the files every visitor downloads (80 B
    // brotli on the one-calendar page); the server names the map in a `SourceMap` header (ADR 202).
    sourcemap: 'hidden',
    generatedCode: 'es2015',
  },
  onwarn,
  plugins: [
    versioned && {
      name: 'versioned-loader-import',
      resolveId(source, importer) {
        if (source === './loader-import' && importer && /[\\/]src[\\/]loader\.ts$/.test(importer))
          return path.resolve('src/loader-import-versioned.ts');
        return null;
      },
    },
    replace({
      preventAssignment: true,
      values: { __PD_VERSION__: JSON.stringify(pkg.version), __PD_CDN__: 'true' },
    }),
    nodeResolve({ browser: true, extensions }),
    transpile({ stripDocs: true }),
    cdnTerser(),
    versioned && {
      name: 'cdn-integrity',
      writeBundle() {
        writeIntegrity(dir, pkg.version);
      },
    },
  ],
});

/** The versioned loader and integrity.json ({@link cdnLoaderConfig}). */
export const cdnVersionedLoaderConfig = ({ dir = 'dist/cdn' } = {}) =>
  cdnLoaderConfig({ dir, versioned: true });

const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const external = (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * `'use client'` on top of every dist/lib entry that renders or defines elements (ADR 186): `react.js`, `loader.js`
 * and `widgets/<name>.js`. A React Server Components framework (Next.js App Router) then treats them as client
 * modules: a server page can render `<AppointmentCalendar>` or `import 'pd-widgets/appointment-calendar'` without a
 * wrapper of its own. `index.js` (config, stores, types) stays isomorphic: `configure()` must stay callable on the
 * server. Rollup drops module-level directives of the sources (and warns), so it is written as the entry's banner;
 * chunks never get it (a directive is meaningful only where a module graph is entered).
 */
export const USE_CLIENT_ENTRIES = /^(react|loader|widgets\/.+)$/;
const useClientBanner = (chunk) =>
  chunk.isEntry && USE_CLIENT_ENTRIES.test(chunk.name) ? "'use client';" : '';

const lib = {
  // No bare `import 'nanostores'` (or any other external) left behind for bundlers: dependencies are only
  // imported for their exports.
  treeshake: { moduleSideEffects: (id, isExternal) => !isExternal },
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
    banner: useClientBanner,
    hoistTransitiveImports: false,
    // Maps are written for local debugging but not referenced and not packed (package.json `files`): they were
    // 5.7 MB of the 9.9 MB the package unpacked to (issue 18).
    sourcemap: 'hidden',
  },
  onwarn,
  plugins: [
    clean('dist/lib'),
    version(),
    libWidgetImports(),
    nodeResolve({ extensions }),
    transpile(),
    declarations(),
    manifest(),
  ],
};

/**
 * The bare React baseline of `npm run bench` (not part of `npm run build`; bench/run.mjs builds it): the calendar
 * of `pd-widgets/react` with React 19, production, minified, in ONE file (dynamic imports inlined) —
 * dist/bench/react-calendar.js, loaded by demo/bench-react.html (docs/decisions/120-bench-react-baseline.md).
 */
export const benchReactConfig = () => ({
  input: 'bench/react-calendar.tsx',
  output: {
    file: 'dist/bench/react-calendar.js',
    format: 'es',
    inlineDynamicImports: true,
    sourcemap: false,
  },
  onwarn,
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    version(),
    nodeResolve({ browser: true, extensions }),
    commonjs(),
    transpile({ stripDocs: true }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ],
});

export default [cdnConfig(), cdnLoaderConfig(), cdnVersionedLoaderConfig(), lib];
