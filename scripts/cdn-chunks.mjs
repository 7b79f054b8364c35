// Which chunk each module of the CDN build goes to (docs/decisions/060-lazy-modal-and-size-diet.md, which refines
// 021-cdn-chunking.md). A page must load the code of the widgets it has, and not the code other widgets need:
//
// - `runtime`: what defineWidget itself needs (src/core/define.ts and everything it imports: React, react-dom,
//   r2wc, nanostores, config, styles, registry …) and every module that two or more lazily loaded entries need;
// - `<widget>`: the widget's own folder, plus any module that only this widget needs (e.g. the schedule API for the
//   calendar, an input-mask library for a phone form). A widget that embeds another one's component imports that
//   widget's chunk;
// - `modal`: src/core/modal, fetched on demand through src/core/lazy-modal.tsx, plus what only the modal needs;
//   likewise any other lazily imported module gets what only it needs.
//
// "Needs" must be exact: widgets import through barrels (`core/ui`, `core/i18n`) that re-export far more than any
// one widget uses, so the module graph says every widget needs every primitive. Rollup's own chunking follows the
// bindings actually used, so a first pass lets rollup chunk everything but the runtime kernel automatically, and
// reads who loads which module from that result; the real build then groups modules by that answer (a handful of
// files instead of rollup's one chunk per combination of users) and reuses the first pass's module cache.
import { rollup } from 'rollup';

/** A widget's entry module (its definition): src/widgets/<name>/index.ts; group 1 = the name. */
export const WIDGET_ENTRY = /\/src\/widgets\/([^/]+)\/index\.tsx?$/;
const RUNTIME_ROOT = /\/src\/core\/define\.ts$/;
const posix = (id) => id.replace(/\\/g, '/');

/** The chunk a module belongs to whatever uses it: the modal folder, a widget's own folder. */
function fixedChunk(id) {
  const path = posix(id);
  if (path.includes('/src/core/modal/')) return 'modal';
  return path.match(/\/src\/widgets\/([^/]+)\//)?.[1];
}

/**
 * Plans the chunks. `input` are the CDN build's input options, `output` its output options (without
 * `manualChunks`); `skipPlugins` names plugins the first pass does not need (cleaning, minifying).
 * `sideEffectFree(id)` marks packages rollup drops where unused (DOMPurify): core/dom imports them for one
 * helper, so they are not part of the runtime kernel by import alone.
 * @returns {Promise<{ manualChunks: (id: string) => string | undefined, cache: import('rollup').RollupCache }>}
 */
export async function planCdnChunks({ input, output, skipPlugins, sideEffectFree }) {
  const bundle = await rollup({
    ...input,
    plugins: input.plugins.filter((p) => p && !skipPlugins.includes(p.name)),
    onwarn: () => {},
  });
  let kernel;
  const { output: chunks } = await bundle.generate({
    ...output,
    sourcemap: false,
    manualChunks(id, { getModuleInfo, getModuleIds }) {
      kernel ??= kernelOf(getModuleInfo, getModuleIds, sideEffectFree);
      return posix(id).startsWith('\0') || kernel.has(id) ? 'runtime' : undefined;
    },
  });
  const { cache } = bundle;
  await bundle.close();

  // Every lazily imported chunk (widget entries, the modal, …) and everything it loads with it.
  const byFile = new Map(chunks.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const users = new Map(); // module id → names of the lazy entries that load it
  for (const entry of byFile.values()) {
    if (!entry.isDynamicEntry) continue;
    const name = (entry.facadeModuleId && fixedChunk(entry.facadeModuleId)) ?? entry.name;
    const seen = new Set();
    const stack = [entry.fileName];
    while (stack.length) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = byFile.get(file);
      stack.push(...chunk.imports);
      for (const id of Object.keys(chunk.modules)) {
        if (!users.has(id)) users.set(id, new Set());
        users.get(id).add(name);
      }
    }
  }

  return {
    cache,
    manualChunks(id) {
      const fixed = fixedChunk(id);
      if (fixed) return fixed;
      if (posix(id).startsWith('\0') || kernel?.has(id)) return 'runtime';
      const names = users.get(id);
      if (!names?.size) return undefined; // not loaded lazily (the loader's own code) or dropped
      return names.size === 1 ? [...names][0] : process.env.POLICY === 'B' ? 'shared~' + [...names].sort().join('~') : 'runtime';
    },
  };
}

/** src/core/define.ts and everything it imports, statically and transitively. */
function kernelOf(getModuleInfo, getModuleIds, sideEffectFree) {
  const kernel = new Set();
  const stack = [...getModuleIds()].filter((id) => RUNTIME_ROOT.test(posix(id)));
  while (stack.length) {
    const id = stack.pop();
    if (kernel.has(id) || sideEffectFree(id)) continue;
    kernel.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return kernel;
}
