import cfg from './rollup.config.mjs';
import { rollup } from 'rollup';
const c = cfg[0];
const bundle = await rollup({ ...c, plugins: c.plugins.filter((p) => p.name !== 'clean' && p.name !== 'terser'), onwarn: () => {} });
const { output } = await bundle.generate({ ...c.output, sourcemap: false });
const rt = output.find((o) => o.fileName.startsWith('runtime'));
const rows = Object.entries(rt.modules).map(([id, m]) => [m.renderedLength, id.replace(/.*node_modules\//, 'nm:').replace('/work/main/', '')]).sort((a, b) => b[0] - a[0]);
for (const [n, id] of rows.slice(0, 70)) console.log(n, id);
