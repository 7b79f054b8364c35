/**
 * Shared harness for the end-to-end tests (ARCHITECTURE §12): the demo server on a free port and Debian's
 * Chromium through playwright-core (never a downloaded browser). Run with `npm run test:e2e`
 * (`node --import tsx --test tests/e2e/`), after `npm run build`.
 */
import { AxeBuilder } from '@axe-core/playwright';
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
  if (ws) return chromium.connect(ws);
  return launchChromium();
}

let scopes = 0;

/**
 * A browser whose every new context (and `newPage`'s own context) carries a fresh reference-API scope cookie
 * for `base` (mocks/scope.ts, ADR 183): each context meets a reference API as fresh as a new server, however
 * many test files share the run's one server. Everything else is the browser itself.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @returns {import('playwright-core').Browser}
 */
export function scopedBrowser(browser, base) {
  const withScope = async (context) => {
    scopes += 1;
    await context.addCookies([{ name: SCOPE_COOKIE, value: `${process.pid}-${scopes}`, url: base }]);
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext') return async (options) => withScope(await target.newContext(options));
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
 * @returns {Promise<{ base: string, partner: string, browser: import('playwright-core').Browser, close(): Promise<void> }>}
 */
export async function startHarness() {
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
    browser: scopedBrowser(browser, server.url),
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
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
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

  analyze() {
    this.setLegacyMode(onlySameOriginFrames(this.pdPage));
    return super.analyze();
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
  return new PageAxeBuilder(page).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS);
}
