/**
 * Imports that can be tried again after a network failure, for the CDN build (docs/decisions/230-retriable-imports.md).
 *
 * A browser that keeps a failed module fetch in its module map — the HTML standard until whatwg/html#10327 (2025);
 * Chromium 150, the Debian build the tests run on, still does — answers every later `import()` of that URL with the
 * same failure and sends no request: a widget or a dialog's code lost to one network blip stays lost until the page
 * is reloaded, whatever its 'Повторить' does. {@link retriableImport} imports a URL; once that URL has failed, it asks
 * under another name (`?retry=<n>`), which is a request the browser makes. Every import of a chunk goes through it, so all
 * its importers agree on the name (one module, not two); only a static import of a URL that failed keeps the plain
 * name (the chunks import `runtime.js` and shared chunks statically: those are not retried by another name).
 *
 * The loader installs it as `globalThis.__pdImport`; the CDN build rewrites every `import()` of its chunks into a call
 * of it (rollup.config.mjs `retriableDynamicImports`): `import("./x.js")` is `__pdImport("./x.js")` there (the chunks
 * of a release sit in one folder, so a chunk's relative specifier is one of the folder's).
 * Not for `runtime.js`: a second copy of it under another name would be a second runtime.
 */

/** `url` as the page's import map resolves it (`import.meta.resolve`; a browser without it: `url`). */
const resolve = (url: string): string => import.meta.resolve?.(url) ?? url;

/** How many times each URL has failed. */
const failures: Record<string, number> = {};

/**
 * The importer of the chunks of one release folder (`folder`: its URL, ending in `/`): imports `specifier`
 * (`./x.js`, as a chunk of the folder names its sibling) resolved against the folder; once that URL has failed, under
 * another name each time (`<url>?retry=<n>`). Also installed as `globalThis.__pdImport`, unless a loader installed its
 * own first (then that one is returned).
 */
export const retriableImport = (folder: URL) => {
  const importChunk = (specifier: string): Promise<unknown> => {
    // Through the page's import map, if any: a grouped widget's entry is its group's chunk there (ADR 237), and that is
    // the URL whose failure the browser keeps — retrying the entry's facade would import it statically, failed again.
    const url = resolve(`${new URL(specifier, folder)}`);
    const failed = failures[url];
    return import(/* @vite-ignore */ failed ? `${url}?retry=${failed}` : url).catch((err: unknown) => {
      failures[url] = (failed ?? 0) + 1;
      throw err;
    });
  };
  // The first loader on the page keeps it: a second copy (which defines nothing) must not point the chunks of the
  // first one's release folder at its own.
  return ((globalThis as { __pdImport?: typeof importChunk }).__pdImport ??= importChunk);
};
