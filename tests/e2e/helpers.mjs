/**
 * Shared harness for the end-to-end tests (ARCHITECTURE §12): the demo server on a free port and Debian's
 * Chromium through playwright-core (never a downloaded browser). Run with `npm run test:e2e`
 * (`node --import tsx --test tests/e2e/`), after `npm run build`.
 */
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../../scripts/chromium.mjs';
import { SCOPE_COOKIE } from '../../mocks/scope.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOTS = path.join(ROOT, 'tests/e2e/screenshots');
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

/** The tag every page of the first batch uses. */
export const CALENDAR = 'pd-appointment-calendar';

/** A slot button: `part="slot"` is the calendar's documented theming part (CONTRACT, widget `parts`). */
export const SLOT_SELECTOR = 'button[part~="slot"]';
/** A day tab (`role="tab"`, part `day-tab`). */
export const DAY_TAB_SELECTOR = '[role="tab"]';

/**
 * Why the browser tests cannot run here, or null. A missing Chromium skips them with a message, except on CI
 * (where .ci/run installs it): there it is a failure.
 */
export function skipReason() {
  if (existsSync(CHROMIUM_PATH)) return null;
  const msg = `Chromium not found at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium)`;
  if (process.env.CI) throw new Error(msg);
  return msg;
}

/** Fails clearly when the CDN build is missing: the tests test the built bundle. */
export function assertBuilt() {
  const loader = path.join(ROOT, 'dist/cdn/loader.js');
  if (!existsSync(loader))
    throw new Error('dist/cdn/loader.js is missing: run `npm run build` before the e2e tests');
}

/**
 * The browser of this test file: the run's shared Chromium when scripts/e2e.mjs started one
 * (`PD_E2E_BROWSER_WS`; `close()` then only disconnects), else a Chromium of its own (a single file run with
 * `node --import tsx --test tests/e2e/x.test.mjs`).
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchBrowser() {
  const ws = process.env.PD_E2E_BROWSER_WS;
  // Playwright waits for a connection without end unless told (`timeout` 0 by default).
  if (ws) return chromium.connect(ws, { timeout: 60_000 });
  return launchChromium();
}

let scopes = 0;

/** Methods of a context or a page after which the context is not handed out again (not undone cheaply). */
const TAINTS = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'unroute',
  'unrouteAll',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'clock',
];
/** {@link TAINTS} of a context, and its own. */
const CONTEXT_TAINTS = new Set([
  ...TAINTS,
  'setOffline',
  'setGeolocation',
  'setHTTPCredentials',
  'grantPermissions',
  'newCDPSession',
  'tracing',
]);
/** {@link TAINTS} of a page, and its own. */
const PAGE_TAINTS = new Set([...TAINTS, 'emulateMedia', 'addLocatorHandler', 'requestGC']);

/**
 * Reused browser contexts for one test file (ADR 193). A new context and its first page cost ~1.1 CPU-s before a
 * test does anything (a renderer process started, nothing cached or compiled): on two cores, a third of the e2e
 * run. `newContext(options)` hands out an idle context made with the same options, with its page, when there is
 * one; the test's `context.close()` resets it and puts it back: other pages closed, listeners removed, the page at
 * about:blank with its viewport, local and session storage, cookies and permissions cleared, and a NEW
 * reference-API scope cookie — the next test meets a fresh reference API as before. The HTTP cache stays (the
 * hashed chunks are immutable). A context or page on which a test routes, adds init scripts, exposes functions,
 * emulates media, opens a CDP session, installs a clock (see CONTEXT_TAINTS, PAGE_TAINTS) is closed for real.
 * @param {import('playwright-core').Browser} browser
 * @param {(context: import('playwright-core').BrowserContext) => Promise<import('playwright-core').BrowserContext>} withScope
 * @param {string[]} origins the origins whose local storage a reused context forgets
 */
function contextPool(browser, withScope, origins) {
  /** @type {Map<string, { context: import('playwright-core').BrowserContext, page: import('playwright-core').Page | null }[]>} */
  const idle = new Map();

  async function recycle(poolKey, options, context, state) {
    if (state.tainted) return context.close();
    try {
      const [keep, ...others] = context.pages();
      await Promise.all(others.map((p) => p.close()));
      // The test's listeners only (removeAllListeners would take playwright's own, which close() waits on).
      for (const [emitter, event, listener] of state.listeners) emitter.off(event, listener);
      if (keep) {
        // The storage of the page's last document (session storage is per tab: about:blank does not end it).
        await keep
          .evaluate(() => {
            try {
              localStorage.clear();
              sessionStorage.clear();
            } catch {
              // an opaque origin has no storage
            }
          })
          .catch(() => {});
        await keep.goto('about:blank');
        // The pointer leaves the page (no element of the next document starts hovered).
        await keep.mouse.move(-1, -1);
        await keep.setViewportSize(options?.viewport ?? { width: 1280, height: 720 });
      }
      // Local storage of the demo and partner origins (`context.storageState()` would open a page per origin).
      if (keep && origins.length) {
        const cdp = await context.newCDPSession(keep);
        for (const origin of origins)
          await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
        await cdp.detach();
      }
      await context.clearCookies();
      await context.clearPermissions();
      await withScope(context);
      if (state.tainted) return; // given up on (a reset that hung): closed for real by close()
      if (!idle.has(poolKey)) idle.set(poolKey, []);
      idle.get(poolKey).push({ context, page: keep ?? null });
    } catch {
      await context.close().catch(() => {});
    }
  }

  /** @param {import('playwright-core').BrowserOptions} [options] */
  async function newContext(options) {
    const poolKey = JSON.stringify(options ?? {});
    const reused = idle.get(poolKey)?.pop();
    const context =
      reused?.context ??
      (await withScope(await within(60_000, 'browser.newContext', browser.newContext(options))));
    let spare = reused?.page ?? null;
    const state = { tainted: false, closed: false, listeners: [] };
    /** `on`, `once`, … of the test, recorded to be taken off when the context is reset. */
    const LISTEN = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']);
    const listen = (target, key) => (event, listener) => {
      state.listeners.push([target, event, listener]);
      target[key](event, listener);
      return target;
    };
    const pages = new WeakMap();
    let contextProxy;
    const wrapPage = (page) => {
      if (!pages.has(page))
        pages.set(
          page,
          new Proxy(page, {
            get(target, key) {
              if (PAGE_TAINTS.has(key)) state.tainted = true;
              if (key === 'context') return () => contextProxy;
              if (LISTEN.has(key)) return listen(target, key);
              const value = Reflect.get(target, key);
              return typeof value === 'function' ? value.bind(target) : value;
            },
          }),
        );
      return pages.get(page);
    };
    contextProxy = new Proxy(context, {
      get(target, key) {
        if (CONTEXT_TAINTS.has(key)) state.tainted = true;
        if (key === 'newPage')
          return async () => {
            if (spare && !spare.isClosed()) {
              const page = spare;
              spare = null;
              return wrapPage(page);
            }
            spare = null;
            return wrapPage(await within(60_000, 'context.newPage', target.newPage()));
          };
        if (key === 'pages') return () => target.pages().map(wrapPage);
        // `discard()`: the test found the context broken (its page stopped drawing): closed for real, never reused.
        if (key === 'discard')
          return () => {
            state.tainted = true;
          };
        if (LISTEN.has(key)) return listen(target, key);
        if (key === 'close')
          return async () => {
            if (state.closed) return;
            state.closed = true;
            // A reset that hangs (a dialog left open blocks evaluate) closes the context for real.
            let timer;
            const hung = new Promise((resolve) => {
              timer = setTimeout(() => resolve('hung'), 10_000);
            });
            const done = await Promise.race([recycle(poolKey, options, target, state), hung]);
            clearTimeout(timer);
            if (done === 'hung') {
              state.tainted = true;
              idle.set(
                poolKey,
                (idle.get(poolKey) ?? []).filter((e) => e.context !== target),
              );
              await target.close().catch(() => {});
            }
          };
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return contextProxy;
  }

  return { newContext };
}

/**
 * A browser whose every new context (and `newPage`'s own context) carries a fresh reference-API scope cookie
 * for `base` (mocks/scope.ts, ADR 183): each context meets a reference API as fresh as a new server, however
 * many test files share the run's one server. With `reuseContexts`, `newContext` reuses contexts (contextPool,
 * ADR 193). Everything else is the browser itself.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @param {{ reuseContexts?: boolean, origins?: string[] }} [opts] `origins`: those whose local storage a reused context forgets
 * @returns {import('playwright-core').Browser}
 */
export function scopedBrowser(browser, base, { reuseContexts = false, origins = [] } = {}) {
  const withScope = async (context) => {
    scopes += 1;
    await context.addCookies([{ name: SCOPE_COOKIE, value: `${process.pid}-${scopes}`, url: base }]);
    return context;
  };
  const pool = reuseContexts ? contextPool(browser, withScope, origins) : null;
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext')
        return pool ? pool.newContext : async (options) => withScope(await target.newContext(options));
      if (key === 'newPage')
        return async (options) => {
          const context = await withScope(await target.newContext(options));
          const page = await context.newPage();
          // Like Browser.newPage: the page owns its context.
          page.once('close', () => context.close().catch(() => {}));
          return page;
        };
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The demo server and Chromium of this test file, and a `close()`. Under scripts/e2e.mjs (`npm run test:e2e`)
 * both are the run's shared ones (`PD_E2E_BASE`, `PD_E2E_PARTNER`, `PD_E2E_BROWSER_WS`): one build, one server,
 * one browser for every file, each context in its own reference-API scope. Run alone, a file starts its own
 * (port 0). `partner` is the partner clinic site on its second origin (demo/server.ts, demo/partner/).
 * `reuseContexts`: `browser.newContext` hands out reset, reused contexts (contextPool, ADR 193) — for files whose
 * tests do not count requests for cacheable files (a reused context has the chunks in its HTTP cache).
 * @param {{ reuseContexts?: boolean }} [opts]
 * @returns {Promise<{ base: string, partner: string, browser: import('playwright-core').Browser, close(): Promise<void> }>}
 */
export async function startHarness({ reuseContexts = false } = {}) {
  assertBuilt();
  const sharedBase = process.env.PD_E2E_BASE;
  const server = sharedBase
    ? { url: sharedBase, partnerUrl: process.env.PD_E2E_PARTNER ?? '', close: async () => {} }
    : await (await import('../../demo/server.ts')).startDemoServer({ port: 0 });
  let browser;
  try {
    browser = await launchBrowser();
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    base: server.url,
    partner: server.partnerUrl,
    browser: scopedBrowser(browser, server.url, {
      reuseContexts,
      origins: [server.url, server.partnerUrl].filter(Boolean).map((u) => new URL(u).origin),
    }),
    async close() {
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/**
 * Records console errors, uncaught page errors and failed requests of a page.
 * @param {import('playwright-core').Page} page
 */
export function collectErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url ?? ''})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    // Navigations away (a redirect after a slot click) abort pending requests: not an error of the page.
    if (failure.includes('ERR_ABORTED')) return;
    errors.push(`requestfailed: ${req.method()} ${req.url()} ${failure}`);
  });
  return errors;
}

/**
 * Waits until every calendar on the page has settled: defined, a shadow root, and showing slots, a stub, an
 * error or an order-call block rather than a spinner. Works on the widget's rendered DOM only through roles
 * and text, so it survives markup changes.
 * @param {import('playwright-core').Page} page
 * @param {{ timeout?: number, selector?: string }} [opts]
 */
export async function waitForCalendars(page, opts = {}) {
  const selector = opts.selector ?? CALENDAR;
  await page.waitForFunction(
    (sel) => {
      const els = [...document.querySelectorAll(sel)];
      if (els.length === 0) return false;
      return els.every((el) => {
        const root = el.shadowRoot;
        if (!root || !customElements.get(el.localName)) return false;
        if (root.querySelector('[aria-busy="true"], [role="progressbar"]')) return false;
        const text = root.textContent?.trim() ?? '';
        return root.querySelector('button') !== null || text.length > 0;
      });
    },
    selector,
    { timeout: opts.timeout ?? 15000, polling: 100 },
  );
}

/**
 * The slot buttons of one calendar (playwright's CSS and role locators pierce open shadow roots).
 * @param {import('playwright-core').Locator} calendar
 */
export function slotButtons(calendar) {
  return calendar.locator(SLOT_SELECTOR);
}

/** The day tabs of one calendar. */
export function dayTabs(calendar) {
  return calendar.locator(DAY_TAB_SELECTOR);
}

/**
 * A full-page PNG of the page as tests/e2e/screenshots/<name>.png, when the run asks for them
 * (`PD_E2E_SCREENSHOTS=1 npm run test:e2e`); otherwise nothing. Encoding a full-page PNG is a fifth of the Storybook
 * file's time, and no assertion reads them: `npm test` leaves them out (docs/testing.md).
 * @returns {Promise<string | null>} the file written, or null
 */
export async function screenshot(page, name) {
  if (process.env.PD_E2E_SCREENSHOTS !== '1') return null;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Reads the `csrftoken` cookie of the context. */
export async function csrfCookie(context, base) {
  const cookies = await context.cookies(base);
  return cookies.find((c) => c.name === 'csrftoken')?.value ?? null;
}

/**
 * Waits until no finite CSS animation or transition runs on the page (shadow roots included: `getAnimations()`
 * is shadow-including); endless ones (spinners, skeleton shimmer) are ignored. Use it instead of a fixed pause
 * before a screenshot or an axe run after a dialog or panel opened.
 * @param {import('playwright-core').Page} page
 * @param {{ timeout?: number }} [opts]
 */
export async function animationsSettled(page, opts = {}) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout: opts.timeout ?? 15000, polling: 'raf' },
  );
}

/**
 * Resolves after the page's next animation frame and the task after it: every microtask, task and render queued
 * before (e.g. the deferred unmount of a disconnected widget) has run. For "nothing else happens" checks.
 * @param {import('playwright-core').Page} page
 */
export async function nextFrame(page) {
  await within(
    10_000,
    'nextFrame: no animation frame',
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

/**
 * `promise`, or an error naming `what` once `ms` have passed: for the browser calls that have no timeout of their
 * own (`page.evaluate` of a promise, axe's `analyze`). A page that stops drawing (headless Chromium can stop
 * scheduling its frames) or an evaluate that never settles then fails its test by name instead of hanging the run
 * (a CI run once waited 78 min on one; docs/testing.md).
 * @template T
 * @param {number} ms
 * @param {string} what
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
export async function within(ms, what, promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not settled within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls a Node-side `check` (e.g. over recorded requests) until it returns true; throws after `timeout` ms.
 * @param {() => boolean} check
 * @param {{ timeout?: number, message?: string }} [opts]
 */
export async function eventually(check, opts = {}) {
  const deadline = Date.now() + (opts.timeout ?? 15000);
  while (!check()) {
    if (Date.now() > deadline) throw new Error(opts.message ?? `condition not met: ${String(check)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** axe violations as readable text (rule, impact, help, up to 5 targets each) for assertion messages. */
export function formatViolations(violations) {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' >>> ')}: ${n.failureSummary?.split('\n').join(' ')}`)
          .join('\n'),
    )
    .join('\n');
}

/**
 * The axe rule tags every e2e run checks: WCAG 2.0, 2.1 and 2.2 A/AA (2.1 brings `label-content-name-mismatch`,
 * WCAG 2.5.3 label-in-name, issue 20 item 30) plus axe's best practices — named, so a WCAG level cannot drop out
 * unnoticed (ADR 191).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Whether every frame of the page is on the main frame's origin (or the page has no child frame).
 * @param {import('playwright-core').Page} page
 */
export function onlySameOriginFrames(page) {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    if (frame === page.mainFrame()) return true;
    try {
      return new URL(frame.url()).origin === origin;
    } catch {
      return false;
    }
  });
}

/**
 * An AxeBuilder that picks its way of running per call (ADR 189): `axe.run` inside the page when every frame is on
 * the page's origin — axe reaches same-origin frames itself — and the builder's default otherwise (`runPartial` in
 * each frame, `finishRun` in a blank page: the only way into a cross-origin frame). The default costs 2.7× the CPU
 * on the all-widgets React page (3.9 vs 1.4 CPU-s per run): the partial results carry every node of every rule
 * (`resultTypes` applies only at `finishRun`), and each run opens a page and injects axe twice.
 */
class PageAxeBuilder extends AxeBuilder {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    super({ page });
    this.pdPage = page;
  }

  async analyze() {
    const inPage = onlySameOriginFrames(this.pdPage);
    this.setLegacyMode(inPage);
    // The builder injects axe into the child frames racing a 1-s timeout and skips a frame silently when it loses
    // (a loaded machine: 500 kB to compile). Injected here first, without that race, `axe.run` reaches every frame.
    if (inPage)
      for (const frame of this.pdPage.frames())
        if (frame !== this.pdPage.mainFrame())
          await within(30_000, 'axe: injecting into a frame', frame.evaluate(axe.source)).catch(() => {});
    return within(120_000, `axe: analyze ${this.pdPage.url()}`, super.analyze());
  }
}

/**
 * axe for a page, as every e2e file runs it: the {@link AXE_TAGS} rules, only violations gathered in full (axe's
 * `resultTypes`: passes and incomplete results keep one node per rule instead of every node). That is axe's own
 * switch for speed; what can fail a test — the violations — is unchanged. Runs in the page when all its frames are
 * same-origin ({@link PageAxeBuilder}). Chain `.include()`/`.exclude()` as usual.
 * @param {import('playwright-core').Page} page
 */
export function axeFor(page) {
  // pingWaitTime: how long `axe.run` waits for a frame to answer before it skips it silently (500 ms by default:
  // beside another test run on two cores a same-origin frame missed it; found by tests/e2e/axe.test.mjs).
  return new PageAxeBuilder(page)
    .options({ resultTypes: ['violations'], pingWaitTime: 10_000 })
    .withTags(AXE_TAGS);
}
