/**
 * How the VERSIONED CDN loader (`dist/cdn/<version>/loader.js`) imports a widget: the convention of
 * src/loader-import.ts, one folder down. That loader already sits in the release folder, so its siblings are
 * `./<tag>.js` and `./runtime.js` (not `./<version>/…`). A partner who pins a release with Subresource Integrity
 * loads this file (docs/partners.md "Pinning a release"); rollup.config.mjs (`cdnVersionedLoaderConfig`) swaps it in
 * for src/loader-import.ts, so src/loader.ts is the same code in both loaders.
 */
import type { WidgetImporter } from './loader';
import { retriableImport } from './loader-retry';

/** The runtime chunk's name (a variable specifier: bundlers leave the import alone). */
const RUNTIME = 'runtime';

/** Imports `<name>.js` of this release folder, retriable (ADR 230). */
const fromHere = retriableImport(new URL('./', import.meta.url));

/** `<tag>.js` and `runtime.js` of this release folder, requested at once (ADR 119); retriable as in ADR 230. */
export const importWidget: WidgetImporter = (tag) =>
  Promise.all([fromHere(`./${tag}.js`), import(/* @vite-ignore */ `./${RUNTIME}.js`)]);
