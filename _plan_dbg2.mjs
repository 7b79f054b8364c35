import cfg from './rollup.config.mjs';
import { rollup } from 'rollup';
const c = cfg[0];
const bundle = await rollup({ ...c, plugins: c.plugins.filter((p) => p.name !== 'clean' && p.name !== 'terser'), onwarn: () => {} });
const probe = ['maska.mjs', 'live/connection.ts', 'api/sso.ts', 'phone-auth.ts', 'api/schedule.ts', 'ui/Tabs.tsx', 'messages/price.ts'];
await bundle.generate({ ...c.output, sourcemap: false, manualChunks(id, { getModuleInfo }) {
  const r = c.output.manualChunks(id);
  if (probe.some((p) => id.endsWith(p))) {
    const info = getModuleInfo(id);
    console.log(id.replace('/work/main/', ''), '→', r, '| importers:', info.importers.map((i) => i.replace('/work/main/', '')).join(', '));
  }
  return r;
} });
