import cfg from './rollup.config.mjs';
import { rollup } from 'rollup';
import zlib from 'node:zlib';
const base = cfg[0];
const br = (s) => zlib.brotliCompressSync(Buffer.from(s), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const posix = (id) => id.replace(/\\/g, '/');
const WIDGET_ENTRY = /\/src\/widgets\/([^/]+)\/index\.tsx?$/;
const plugins = base.plugins.filter((p) => p.name !== 'clean');
const t0 = Date.now();
const bundle = await rollup({ ...base, plugins, onwarn: () => {} });
console.log('build', Date.now() - t0);
// pass 1: kernel -> runtime, everything else automatic
function kernelOf(getModuleInfo, getModuleIds) {
  const set = new Set(); const stack = [...getModuleIds()].filter((i) => /\/src\/core\/define\.ts$/.test(i));
  while (stack.length) { const i = stack.pop(); if (set.has(i) || /dompurify/.test(i)) continue; set.add(i); stack.push(...getModuleInfo(i).importedIds); }
  return set;
}
let kernel;
const t1 = Date.now();
const { output: out1 } = await bundle.generate({ ...base.output, sourcemap: false, plugins: [], manualChunks(id, { getModuleInfo, getModuleIds }) {
  kernel ??= kernelOf(getModuleInfo, getModuleIds);
  const p = posix(id);
  if (p.startsWith('\0') || kernel.has(id) || /node_modules\/(react|react-dom|scheduler)\//.test(p)) return 'runtime';
} });
console.log('pass1 generate', Date.now() - t1);
const chunks = Object.fromEntries(out1.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
const users = new Map(); // module id -> Set(widget)
for (const c of Object.values(chunks)) {
  const w = c.facadeModuleId && posix(c.facadeModuleId).match(WIDGET_ENTRY)?.[1];
  if (!w) continue;
  const seen = new Set(); const st = [c.fileName];
  while (st.length) { const f = st.pop(); if (seen.has(f)) continue; seen.add(f); st.push(...chunks[f].imports); }
  for (const f of seen) for (const id of Object.keys(chunks[f].modules)) { if (!users.has(id)) users.set(id, new Set()); users.get(id).add(w); }
}
// pass 2
const { output: out2 } = await bundle.generate({ ...base.output, sourcemap: false, manualChunks(id) {
  const p = posix(id);
  if (p.includes('/src/core/modal/')) return 'modal';
  if (p.startsWith('\0') || kernel.has(id) || /node_modules\/(react|react-dom|scheduler)\//.test(p)) return 'runtime';
  const own = p.match(/\/src\/widgets\/([^/]+)\//)?.[1];
  if (own) return own;
  const u = users.get(id);
  if (!u || u.size === 0) return undefined;
  if (u.size === 1) return [...u][0];
  return 'runtime';
} });
const files = Object.fromEntries(out2.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
for (const [f, c] of Object.entries(files)) console.log(f.padEnd(40), br(c.code), c.imports.join(','));
const entry = Object.values(files).find((c) => c.moduleIds.some((m) => m.includes('/widgets/appointment-calendar/index.ts')));
const need = new Set(['loader.js']); const st = [entry.fileName];
while (st.length) { const f = st.pop(); if (need.has(f)) continue; need.add(f); st.push(...files[f].imports); }
console.log('calendar page', [...need].reduce((a, f) => a + br(files[f].code), 0), [...need].join(' '));
