/**
 * Every demo page in Chromium at desktop 1280×800 and mobile 390×844: axe finds no violations (shadow roots
 * included), no console errors (except the intentional ones of the states page), and a full-page screenshot
 * goes to tests/e2e/screenshots/ (ARCHITECTURE §12 "accessibility").
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  collectErrors,
  screenshot,
  skipReason,
  startHarness,
  waitForCalendars,
  formatViolations,
  axeFor,
} from './helpers.mjs';
import { readThrough } from '../../scripts/chromium.mjs';

const skip = skipReason();

/** Pages with widgets, and the console errors each page is expected to log on purpose. */
const PAGES = [
  { name: 'index.html', widgets: false, allowedErrors: [] },
  { name: 'partner-clinic.html', widgets: true, allowedErrors: [] },
  { name: 'doctors.html', widgets: true, allowedErrors: [] },
  {
    name: 'states.html',
    widgets: true,
    // the failing doctor: the server answers 500 and the widget logs it; the browser logs the failed resource.
    allowedErrors: [/\[pd-widgets\]/, /Failed to load resource: the server responded with a status of 5\d\d/],
  },
  { name: 'react.html', widgets: true, allowedErrors: [], selector: '[data-testid="react-root"]' },
  // The reviews page: the review list's filter (rendered in its shadow root) is the sign the widgets are up.
  { name: 'reviews.html', widgets: true, allowedErrors: [], selector: 'pd-review-list .rl__top' },
  // Video card, info popup, soft-version badges, stage label (issue 10): the video card's play button.
  { name: 'doctor-media.html', widgets: true, allowedErrors: [], selector: 'pd-video-card' },
  // The thank-you block and the app promo: the block's 'Поблагодарить' button is the sign the widgets are up.
  { name: 'doctor-thanks.html', widgets: true, allowedErrors: [], selector: 'pd-doctor-thanks' },
  // The awards banner (config now in the results phase): its banner box is the sign it is up.
  {
    name: 'awards-banner.html',
    widgets: true,
    allowedErrors: [],
    selector: 'pd-awards-banner [part~="banner"]',
  },
  { name: 'ads.html', widgets: true, allowedErrors: [], selector: 'pd-share-button' },
  // The popup map (issue 12): the single-clinic opener gets no role (a native button); the list is the sign.
  { name: 'clinic-map.html', widgets: true, allowedErrors: [], selector: 'pd-clinic-list' },
  // The club page (issue 12): the club info opener gets its button role when the widget is up.
  {
    name: 'club.html',
    widgets: true,
    allowedErrors: [],
    selector: 'article:has(#club-info-link[role="button"])',
  },
  // Before-and-after cases (issue 11): the preview slider's first case is the sign the widget is up.
  {
    name: 'doctor-cases.html',
    widgets: true,
    allowedErrors: [],
    selector: 'pd-doctor-cases [part~="preview"]',
  },
  // Towns, clinic filter, csrf forms, dropdown, tab history (issue 11): the filter button is the sign they are up.
  { name: 'towns.html', widgets: true, allowedErrors: [], selector: 'pd-clinic-filter-button' },
  // Lazy doctor sections and the mistake-report popup (issue 11): the first section loaded is the sign they are up;
  // the failing section and the hostile fragment's broken image log on purpose when scrolled to.
  {
    name: 'doctor-sections.html',
    widgets: true,
    allowedErrors: [
      /\[pd-widgets\] pd-doctor-sections: /,
      /Failed to load resource: the server responded with a status of (404|500)/,
    ],
    selector: 'pd-doctor-sections:has(#about[data-ds-state="loaded"]) [data-ds-toc]',
  },
];

/**
 * A test that has not ended after 3 min fails by name (a page sweep takes 5–20 s on a loaded machine): a CI run once
 * waited 78 min on this file with no test named (docs/testing.md, "A hang").
 */
const TEST_TIMEOUT = 180_000;

/** `readThrough`'s error when the page drew no frame for 10 s. */
const STALLED = /no animation frame within/;

/**
 * One demo page in a context of its own: read through (widgets below the fold load too), its widgets up, the
 * network idle, then axe finds nothing and the console has no unexpected error. Throws what failed. A context whose
 * page stopped drawing is discarded, not handed to another test (tests/e2e/helpers.mjs `contextPool`).
 */
async function sweep(h, p, vpName, viewport) {
  const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  try {
    await page.goto(new URL(p.name, h.base).href);
    if (p.widgets) {
      // As a reader would: through the page once, so the widgets below the fold load too (the loader takes them by
      // position, ADR 202), then back to the top.
      await readThrough(page);
      if (p.selector) await page.locator(p.selector).getByRole('button').first().waitFor({ timeout: 30000 });
      else await waitForCalendars(page);
    }
    await page.waitForLoadState('networkidle');
    await screenshot(page, `${p.name.replace('.html', '')}-${vpName}`);
    const results = await axeFor(page).analyze();
    assert.equal(results.violations.length, 0, `axe violations:\n${formatViolations(results.violations)}`);
    const unexpected = errors.filter((e) => !p.allowedErrors.some((re) => re.test(e)));
    assert.deepEqual(unexpected, [], 'no console errors');
  } catch (err) {
    if (STALLED.test(String(err?.message))) context.discard?.();
    throw err;
  } finally {
    await context.close();
  }
}

// Each page in its own context: two at a time (the run's other files share the machine; ADR 183).
describe('demo pages: axe, console, screenshots', { skip: skip ?? false, concurrency: 2 }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  for (const p of PAGES) {
    for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
      test(
        `${p.name} at ${vpName} ${viewport.width}×${viewport.height}`,
        { timeout: TEST_TIMEOUT },
        async (t) => {
          try {
            await sweep(h, p, vpName, viewport);
          } catch (err) {
            if (!STALLED.test(String(err?.message))) throw err;
            // Chromium drew no frame of the page for 10 s while its timers ran (its main thread was free): seen in
            // two CI runs (reviews.html, a reused context), never in 30 fresh loads here (docs/testing.md, "A hang
            // fails by name"). Once more in another context, the stalled one discarded; a page that stops drawing
            // again fails.
            t.diagnostic(`retried in a new context after: ${err.message}`);
            await sweep(h, p, vpName, viewport);
          }
        },
      );
    }
  }
});
