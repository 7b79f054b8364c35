/**
 * The CDN entry (`dist/cdn/loader.js`, ARCHITECTURE §4; CONTRACT "Package and entry points"): finds `pd-*`
 * elements that are not defined yet and imports their widget. Nothing else: no React, no core code, and no list
 * of widgets — its size does not grow with the library (budget ≤ 1,000 bytes brotli, `.size-limit.json`; a
 * 30-widget build is tested to give the same bytes, tests/unit/loader-size.test.ts). Decisions:
 * docs/decisions/023-cdn-loader.md, 118-o1-loader-by-convention.md.
 *
 * - Discovery without a tag list: every `:not(:defined)` element named `pd-[a-z0-9-]+`. Initial scan of
 *   the document, then one MutationObserver (document plus every shadow root our widgets announce with the
 *   `pd:shadow` event from `defineWidget`).
 * - URLs by convention ({@link importWidget}): `<version>/<tag>.js` next to this file (the browser resolves a
 *   relative `import()` against this module's own URL, so the folder works from any CDN path), fetched in
 *   parallel with the shared `<version>/runtime.js` — the widget and the runtime chunk arrive in one round trip.
 * - One import per tag however many elements; a failed import (also: a `pd-*` tag this version does not have)
 *   logs `[pd-widgets] <tag>: load failed; …`, sets `data-pd-error` on the waiting elements and is retried when
 *   an element of that tag connects again — under another name (`?retry=<n>`), so a browser that keeps failed
 *   module fetches asks again (src/loader-retry.ts, ADR 230).
 * - Cloak, one rule per tag as it is first seen:
 *   `<tag>:not(:defined):not([data-pd-error]) { display:block; min-height: var(--pd-cloak-height, 120px) }` in a
 *   sheet adopted into `document.adoptedStyleSheets` (no `<style>` element, CSP-friendly): the space is reserved
 *   before the widget renders, so the page does not jump. Set `--pd-cloak-height` per tag on the page for a
 *   closer match (e.g. `pd-appointment-calendar { --pd-cloak-height: 280px }`).
 * - `loading="lazy"` on an element (as on `<img>`): its tag is imported only when the element comes within one
 *   viewport of the screen (IntersectionObserver, root margin 100 %), once. For
 *   widgets far down a page (e.g. the doctor page's cases, ads, thanks); never for page-level popups that answer
 *   openers or events (they must be there before the click). docs/decisions/182-loader-lazy-elements.md.
 * - A second copy of the loader on the page warns once and does nothing.
 * - `window.pdWidgets` is created here as a stub (`version`, `whenDefined`, a `configure` that queues) so the
 *   page can call it right after the loader; the runtime replaces `configure` and replays the queue.
 */
import { isBookingTag } from './booking-tags';
import { importWidget } from './loader-import';

/**
 * Imports the widget module of a tag (the module calls `defineWidget`). Resolves once the tag's code has run;
 * rejects when it could not be fetched or failed to evaluate (the loader then marks and retries).
 */
export type WidgetImporter = (tag: string) => Promise<unknown>;

export { importWidget };

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
/** `true` in the CDN builds (rollup.config.mjs), undeclared elsewhere. */
declare const __PD_CDN__: boolean | undefined;

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
 * Starts a loader on `document` that imports each undefined `pd-*` tag with `importTag`. Returns `undefined`
 * (after one warning) when a loader already runs on the page.
 */
export function createLoader(importTag: WidgetImporter): LoaderHandle | undefined {
  const g = globalThis as LoaderGlobal;
  const doc = document;
  const warn = (tag: string, message: string, err: unknown = '') =>
    console.warn(`[pd-widgets] ${tag}: ${message}`, err);
  if (g.__pdLoader) {
    if (g.__pdLoader++ < 2) warn('loader', 'loaded twice; ignored');
    return;
  }
  g.__pdLoader = 1;

  // Tags seen on the page, in order (whenDefined() waits for them; each got its cloak rule).
  const tags: string[] = [];
  const inFlight: Record<string, Promise<unknown> | undefined> = {};
  // Elements that asked for a tag not loaded yet: marked on failure, unmarked once a retry succeeds.
  const waiting: Record<string, Element[]> = {};

  let cloak: CSSStyleSheet | undefined;
  try {
    cloak = new CSSStyleSheet();
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, cloak];
  } catch {
    // No constructable stylesheets (very old browsers): no cloak (a sheet made but not adopted only holds rules
    // nothing reads); the widgets still load.
  }

  const load = (el: Element) => {
    const tag = el.localName;
    // Only names our widgets can have: the name becomes a path (`<version>/<tag>.js`), so a host page's odd
    // element (`<pd-a\b>`: the URL parser reads `\` as `/`) never turns into a request outside the folder.
    if (!/^pd-[a-z\d-]+$/.test(tag) || customElements.get(tag)) return;
    if (!tags.includes(tag)) {
      tags.push(tag);
      try {
        cloak?.insertRule(
          `${tag}:not(:defined):not([data-pd-error]){display:block;min-height:var(--pd-cloak-height,120px)}`,
        );
      } catch {
        // A name CSS cannot select: no cloak for it.
      }
    }
    // Booking widgets first (ADR 202): a calendar, a clinic list, a price block or service prices is imported at
    // once, wherever it is; every other element waits for the gate, then for its position.
    if (isBookingTag(tag)) fetchTag(el);
    else void gate.then(() => near.observe(el));
  };

  // Every other element, once the gate is open, by its position (IntersectionObserver, root margin 100 %): within
  // a viewport of the screen → now; no box in the flow (a page-level popup or enhancer, `--pd-cloak-height: 0`)
  // → now as well, before any click can need it; below the fold → when scrolled within a viewport of it, once.
  // `loading="lazy"` needs no handling of its own: it is what the position gives.
  // Each element's import starts in a task of its own: an `import()` call costs 2–6 ms of main thread at 4× CPU, and
  // the dozen tags the gate releases at once made one long task of them (ADR 227). One defined meanwhile by an
  // earlier import of its tag needs nothing more.
  const near = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries)
        if (isIntersecting || !boundingClientRect.height) {
          near.unobserve(target);
          setTimeout(() => customElements.get(target.localName) || fetchTag(target));
        }
    },
    { rootMargin: '100%' },
  );

  // The gate: a promise every other element waits for. It opens when the page's first schedule is shown
  // (`pd:booked`, dispatched once by the first calendar whose slots — or no slots, or an error — arrived): until
  // then the booking chunks and the slots request have the network and the main thread to themselves. At once on a
  // page without booking widgets; after 5 s at the latest (a price block alone, a booking chunk that failed).
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));

  const fetchTag = (el: Element) => {
    const tag = el.localName;
    (waiting[tag] ||= []).push(el);
    inFlight[tag] ||= importTag(tag).then(
      () => {
        for (const e of waiting[tag]) e.removeAttribute('data-pd-error');
        delete waiting[tag];
        // The definition upgraded every element of the tag: the ones still below the fold need no watching (ADR
        // 207: 500 favourite buttons were 500 intersections computed on every frame).
        doc.querySelectorAll(tag).forEach(near.unobserve, near);
      },
      (err: unknown) => {
        delete inFlight[tag];
        warn(tag, 'load failed; retried on reconnect', err);
        for (const e of waiting[tag]) e.setAttribute('data-pd-error', '');
      },
    );
  };

  const scan = (root: ParentNode) => {
    if ((root as Element).localName) load(root as Element);
    root.querySelectorAll(':not(:defined)').forEach(load);
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

  const queued: unknown[] = [];
  g.pdWidgets ||= {
    version: typeof __PD_VERSION__ == 'string' ? __PD_VERSION__ : '0.0.0-dev',
    configure: (partial) => queued.push(partial),
    whenDefined: (tag) =>
      Promise.all((tag ? [tag] : tags).map((t) => customElements.whenDefined(t))).then(() => {}),
    _q: queued,
  };

  doc.addEventListener('pd:booked', open);
  observe(doc);
  if (Object.keys(inFlight).length) setTimeout(open, 5000);
  else open();

  // The handle serves the tests and the npm entry; the CDN loaders keep no exports, so theirs would have no reader
  // (≈ 70 B brotli on every page, ADR 230).
  if (typeof __PD_CDN__ != 'undefined') return;
  return {
    scan,
    observe,
    stop() {
      observer.disconnect();
      near.disconnect();
      doc.removeEventListener('pd:shadow', onShadow);
      doc.removeEventListener('pd:booked', open);
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s != cloak);
      delete g.__pdLoader;
    },
  };
}

/** The page's loader (started on import in a browser). */
export const loader: LoaderHandle | undefined =
  typeof document == 'object' ? createLoader(importWidget) : undefined;
