#!/usr/bin/env node
/**
 * Bundles `demo/react-app/main.jsx` — a plain React 19 app that renders every component of the BUILT
 * `dist/lib/react.js` (ADR 112) — into `dist/react-demo/main.js` with vite (ADR 052). The demo server builds it on the
 * first request to `/react-demo/`; `node scripts/build-react-demo.mjs` builds it by hand.
 *
 * React, react-dom and the library's dependencies are resolved from node_modules exactly as a frontend
 * developer's bundler would resolve them for `import { AppointmentCalendar, … } from 'pd-widgets/react'`.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds dist/react-demo/main.js unless it is newer than dist/lib/react.js and the app source (or `force`). */
export async function buildReactDemo({ force = false } = {}) {
  const lib = path.join(ROOT, 'dist/lib/react.js');
  if (!existsSync(lib)) throw new Error('dist/lib/react.js is missing: run `npm run build` first');
  const out = path.join(ROOT, 'dist/react-demo/main.js');
  const app = path.join(ROOT, 'demo/react-app/main.jsx');
  if (!force && existsSync(out)) {
    const built = statSync(out).mtimeMs;
    if (built > statSync(lib).mtimeMs && built > statSync(app).mtimeMs) return;
  }
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: path.join(ROOT, 'dist/react-demo'),
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      target: 'es2022',
      modulePreload: false,
      reportCompressedSize: false,
      lib: {
        entry: path.join(ROOT, 'demo/react-app/main.jsx'),
        formats: ['es'],
        fileName: () => 'main.js',
      },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildReactDemo({ force: true }).then(
    () => console.log('dist/react-demo/main.js built'),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
