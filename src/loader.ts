/**
 * The CDN entry (`dist/cdn/loader.js`, ARCHITECTURE §4; CONTRACT "Package and entry points"): finds `pd-*`
 * elements that are not defined yet and imports their widget chunk. Nothing else: no React, no core code at
 * runtime (budget ≤ 1,000 bytes brotli, see `.size-limit.json`), so a page pays for a widget only when the
 * tag is on it. Decisions: docs/decisions/023-cdn-loader.md.
 *
 * - Initial scan of the document, then one MutationObserver (document plus every shadow root our widgets
 *   announce with the `pd:shadow` event from `defineWidget`).
 * - One import per tag however many elements; a failed import logs `[pd-widgets] <tag>: …`, sets
 *   `data-pd-error` on the waiting elements and is retried when an element of that tag connects again.
 * - Chunk URLs: the bundler emits `import('./<widget>-<hash>.js')`, which the browser resolves against this
 *   module's own URL, so the loader works from any CDN path.
 * - Cloak: `<tag>:not(:defined):not([data-pd-error]) { display:block; min-height: var(--pd-cloak-height, 120px) }`
 *   adopted into `document.adoptedStyleSheets` (no `<style>` element, CSP-friendly): the space is reserved
 *   before the widget renders, so the page does not jump. Set `--pd-cloak-height` per tag on the page for a
 *   closer match (e.g. `pd-appointment-calendar { --pd-cloak-height: 280px }`).
 * - A second copy of the loader on the page warns once and does nothing.
 * - `window.pdWidgets` is created here as a stub (`version`, `whenDefined`, a `configure` that queues) so the
 *   page can call it right after the loader; the runtime replaces `configure` and replays the queue.
 */

/** Tag → import of the widget module (the module calls `defineWidget`). Paths must stay static for the bundler. */
export type WidgetImportMap = Record<string, () => Promise<unknown>>;

/** The running loader. */
export interface LoaderHandle {
  /** Imports the widgets of every undefined `pd-*` element under `root` (and `root` itself). */
  scan(root: ParentNode): void;
  /** Observes `root` (a document or a shadow root) for added elements and scans it. */
  observe(root: Node): void;
  /** Stops observing, removes the cloak and releases the page guard (tests). */
  stop(): void;
}

declare const __PD_VERSION__: string | undefined;

/** Every widget of the library. Keep in sync with `src/widgets/*` (a test checks it against the folders). */
export const widgets: WidgetImportMap = {
  'pd-appointment-calendar': () => import('./widgets/appointment-calendar/index'),
  'pd-clinic-list': () => import('./widgets/clinic-list/index'),
  'pd-doctor-contacts': () => import('./widgets/doctor-contacts/index'),
  'pd-favourite-button': () => import('./widgets/favourite-button/index'),
  'pd-login-choice': () => import('./widgets/login-choice/index'),
  'pd-phone-auth': () => import('./widgets/phone-auth/index'),
  'pd-price-block': () => import('./widgets/price-block/index'),
  'pd-service-prices': () => import('./widgets/service-prices/index'),
};

type LoaderGlobal = typeof globalThis & {
  __pdLoader?: number;
  pdWidgets?: {
    version: string;
    whenDefined(tag?: string): Promise<void>;
    configure(p: unknown): void;
    _q?: unknown[];
  };
};

/**
 * Starts a loader for `map` on `document`. Returns `undefined` (after one warning) when a loader already runs
 * on the page.
 */
export function createLoader(map: WidgetImportMap): LoaderHandle | undefined {
  const g = globalThis as LoaderGlobal;
  const doc = document;
  const warn = (tag: string, message: string, err: unknown = '') =>
    console.warn(`[pd-widgets] ${tag}: ${message}`, err);
  if (g.__pdLoader) {
    if (g.__pdLoader++ < 2) warn('loader', 'loaded twice; this copy does nothing');
    return;
  }
  g.__pdLoader = 1;

  const tags = Object.keys(map);
  const selector = tags.join();
  const inFlight: Record<string, Promise<unknown> | undefined> = {};
  // Elements that asked for a tag not loaded yet: marked on failure, unmarked once a retry succeeds.
  const waiting: Record<string, Element[]> = {};

  const load = (el: Element) => {
    const tag = el.localName;
    if (!map[tag] || customElements.get(tag)) return;
    (waiting[tag] ||= []).push(el);
    inFlight[tag] ||= map[tag]().then(
      () => {
        for (const e of waiting[tag]) e.removeAttribute('data-pd-error');
        delete waiting[tag];
      },
      (err: unknown) => {
        delete inFlight[tag];
        warn(tag, 'load failed; retried on the next connect', err);
        for (const e of waiting[tag]) e.setAttribute('data-pd-error', '');
      },
    );
  };

  const scan = (root: ParentNode) => {
    if ((root as Element).localName) load(root as Element);
    root.querySelectorAll(selector).forEach(load);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType == 1) scan(node as Element);
  });

  const observe = (root: Node) => {
    observer.observe(root, { childList: true, subtree: true });
    scan(root as ParentNode);
  };

  const onShadow = (e: Event) => observe((e as CustomEvent<ShadowRoot>).detail);
  doc.addEventListener('pd:shadow', onShadow);

  let cloak: CSSStyleSheet | undefined;
  try {
    cloak = new CSSStyleSheet();
    cloak.replaceSync(
      `:is(${selector}):not(:defined):not([data-pd-error]){display:block;min-height:var(--pd-cloak-height,120px)}`,
    );
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, cloak];
  } catch {
    // No constructable stylesheets (very old browsers): no cloak; the widgets still load.
  }

  const queued: unknown[] = [];
  g.pdWidgets ||= {
    version: typeof __PD_VERSION__ == 'string' ? __PD_VERSION__ : '0.0.0-dev',
    configure: (partial) => queued.push(partial),
    whenDefined: (tag) =>
      Promise.all(
        (tag ? [tag] : tags.filter((t) => doc.querySelector(t))).map((t) => customElements.whenDefined(t)),
      ).then(() => {}),
    _q: queued,
  };

  observe(doc);

  return {
    scan,
    observe,
    stop() {
      observer.disconnect();
      doc.removeEventListener('pd:shadow', onShadow);
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s != cloak);
      delete g.__pdLoader;
    },
  };
}

/** The page's loader (started on import in a browser). */
export const loader: LoaderHandle | undefined =
  typeof document == 'object' ? createLoader(widgets) : undefined;
