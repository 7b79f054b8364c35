/**
 * How the CDN loader (src/loader.ts) imports a widget: by convention, with no list of widgets
 * (docs/decisions/118-o1-loader-by-convention.md). The npm build (`dist/lib/loader.js`) replaces this module
 * with a map of `import('./widgets/<name>.js')` generated from the widget folders (rollup.config.mjs,
 * `libWidgetImports`), which bundlers can follow.
 */
import type { WidgetImporter } from './loader';
import { retriableImport } from './loader-retry';

declare const __PD_VERSION__: string | undefined;

const VERSION = typeof __PD_VERSION__ == 'string' ? __PD_VERSION__ : '0.0.0-dev';

/** Imports `<name>.js` of the release folder `./<version>/` next to this module, retriable (ADR 230). */
const fromHere = retriableImport(new URL(`./${VERSION}/`, import.meta.url));

/**
 * The CDN layout (rollup.config.mjs): one entry per widget, `dist/cdn/<version>/<tag>.js` (e.g.
 * `0.1.0/pd-appointment-calendar.js`), and the runtime chunk every widget imports, `<version>/runtime.js`. Both
 * are requested at once, so the runtime is not discovered only after the widget file arrived (one round trip
 * less on a cold page, ADR 119). Rejects when either cannot be fetched or evaluated; the widget's file is asked for
 * under another name on a later try if the browser keeps its failure (ADR 230).
 */
export const importWidget: WidgetImporter = (tag) =>
  Promise.all([fromHere(`./${tag}.js`), import(/* @vite-ignore */ `./${VERSION}/runtime.js`)]);
