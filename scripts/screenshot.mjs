#!/usr/bin/env node
/**
 * Screenshots of demo pages in Debian's Chromium, at mobile (390×844) and desktop (1280×800), after their widgets
 * have rendered — for looking at what we build (`node scripts/screenshot.mjs doctor-page.html [more pages…]`).
 * Starts the demo server on a free port over the current dist/cdn (run `npm run build` first), writes
 * `screenshots/<page>-<width>.png` (git-ignored) and prints console errors, warnings and page errors.
 * Options: `--out DIR`, `--wait MS` (extra settle time, default 800), `--hash '#filter=home'` (URL hash). A page
 * named `partner:<file>` is one of the partner site's pages (demo/partner/, on the second origin; docs/partners.md).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, readThrough } from './chromium.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const out = opt('--out', 'screenshots');
const wait = Number(opt('--wait', '800'));
const hash = opt('--hash', '');
const pages = args.length ? args : ['index.html'];

const { tsImport } = await import('tsx/esm/api');
const { startDemoServer } = await tsImport('../demo/server.ts', import.meta.url);
const server = await startDemoServer({ port: 0 });
const browser = await launchChromium();
mkdirSync(out, { recursive: true });
try {
  for (const name of pages) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const tag = `${name} @${viewport.width}`;
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
          console.log(`${tag} console.${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => console.log(`${tag} pageerror: ${e.message}`));
      const partner = name.startsWith('partner:');
      await page.goto(
        new URL(name.replace(/^partner:/, '') + hash, partner ? server.partnerUrl : server.url).href,
      );
      await page.waitForLoadState('networkidle');
      // Through the page once, so the widgets below the fold load too (ADR 202).
      await readThrough(page);
      await page.waitForLoadState('networkidle');
      // Every pd-* element defined and nothing busy in its shadow root.
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('*')]
              .filter((el) => el.localName.startsWith('pd-'))
              .every(
                (el) =>
                  customElements.get(el.localName) && !el.shadowRoot?.querySelector('[aria-busy="true"]'),
              ),
          null,
          { timeout: 15000 },
        )
        .catch(() => console.log(`${tag}: widgets still busy after 15 s`));
      await page.waitForTimeout(wait);
      const file = path.join(out, `${path.basename(name.replace(':', '-'), '.html')}-${viewport.width}.png`);
      // A full-page capture draws only what the browser draws: content far from the viewport under
      // `content-visibility: auto` (the review list's cards, ADR 235) would come out blank. The viewport becomes the
      // whole page for the capture, so everything is near the screen and drawn, as a reader scrolling sees it.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: viewport.width, height: Math.min(height, 16384) });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
