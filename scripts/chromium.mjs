/**
 * Debian's Chromium through playwright-core, the one way this project starts a browser (never a downloaded one):
 * the e2e harness (tests/e2e/helpers.mjs), the bench (bench/run.mjs) and the screenshots (scripts/screenshot.mjs).
 * `CHROMIUM_PATH` overrides the binary. The flags keep Chromium off the network it would otherwise call at start.
 */
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Scrolls `page` through once as a reader would (half a screen per two frames), then back to the top: the widgets
 * below the fold load too (the loader takes them by position, ADR 202). Used by the demo-page e2e sweep and
 * scripts/screenshot.mjs.
 *
 * Bounded, so that a page which stops drawing fails by name instead of hanging its run: it rejects when two frames
 * do not come within 10 s (headless Chromium can stop scheduling frames for a page; requestAnimationFrame and the
 * intersection observers wait on frames) or when the page is still growing after 400 half-screens.
 * @param {import('playwright-core').Page} page
 */
export function readThrough(page) {
  return page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const paints = performance
            .getEntriesByType('paint')
            .map((e) => `${e.name} ${Math.round(e.startTime)} ms`);
          // Where it stopped, and whether a top-layer element (an open modal dialog or popover) was up: for the next
          // look at a stall seen only in CI (docs/testing.md "A hang fails by name").
          let topLayer = document.querySelectorAll('dialog[open]').length;
          try {
            topLayer += document.querySelectorAll(':popover-open').length;
          } catch {
            // a browser without popovers
          }
          const state =
            `${document.visibilityState}, focus ${document.hasFocus()}, ${document.readyState}, ` +
            `step ${steps} at ${Math.round(scrollY)} of ${document.documentElement.scrollHeight} px, ` +
            `${topLayer} open dialog(s)/popover(s), ${Math.round(performance.now())} ms since navigation`;
          reject(
            new Error(
              `readThrough: no animation frame within 10 s (${state}; ${paints.join(', ') || 'no paint'})`,
            ),
          );
        }, 10_000);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
          }),
        );
      });
    let steps = 0;
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      if ((steps += 1) > 400)
        throw new Error(`readThrough: the page still grows after 400 half-screens (${scrollY} px)`);
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
    await frame();
  });
}
