/**
 * How the VERSIONED CDN loader (`dist/cdn/<version>/loader.js`) imports a widget: the convention of
 * src/loader-import.ts, one folder down. That loader already sits in the release folder, so its siblings are
 * `./<tag>.js` and `./runtime.js` (not `./<version>/…`). A partner who pins a release with Subresource Integrity
 * loads this file (docs/partners.md "Pinning a release"); rollup.config.mjs (`cdnVersionedLoaderConfig`) swaps it in
 * for src/loader-import.ts, so src/loader.ts is the same code in both loaders.
 */
import type { WidgetImporter } from './loader';

/** Imports `./<name>.js` relative to this module (a variable specifier: bundlers leave it alone). */
const fromHere = (name: string) => import(/* @vite-ignore */ `./${name}.js`);

/** `<tag>.js` and `runtime.js` of this release folder, requested at once (ADR 119). */
export const importWidget: WidgetImporter = (tag) => Promise.all([fromHere(tag), fromHere('runtime')]);
