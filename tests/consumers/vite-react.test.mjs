// The built Vite + React app of tests/consumers/vite-react (npm run test:consumers, issue 18) in Chromium against the
// reference API: the app is served on its own origin and points `siteBase` at the demo server (a partner-style page:
// the schedule is asked with CORS, no cookies). Slots appear in the React component and in the custom element; a slot
// click reaches the `onTimeChoice` callback prop with the time-choice detail; a slot of the tag with `use-redirect`
// books on the site (its redirect code split by Vite).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/chromium.mjs';
import { startDemoServer } from '../../demo/server.ts';
import { SLOT, serveStatic } from './serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
let app, site, browser;

before(async () => {
  app = await serveStatic(join(here, 'vite-react/dist'));
  site = await startDemoServer({ port: 0, partnerOrigins: [app.origin] });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await app?.close();
});

describe('Vite + React 19 app with pd-widgets', () => {
  it('shows slots in the React component and the tag; a slot click calls onTimeChoice', async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${app.url}?site=${encodeURIComponent(site.url.replace(/\/$/, ''))}`);
    const reactSlot = page.locator(`#react-component ${SLOT}`).first();
    await reactSlot.waitFor({ timeout: 20_000 });
    await page
      .locator(`#custom-element pd-appointment-calendar:not([hidden]) ${SLOT}`)
      .first()
      .waitFor({ timeout: 20_000 });
    const label = await reactSlot.textContent();
    await reactSlot.click();
    await page.waitForFunction(() => window.timeChoices.length === 1, null, { timeout: 10_000 });
    const [choice] = await page.evaluate(() => window.timeChoices);
    assert.match(choice.day, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(
      choice.time,
      label
        .trim()
        .match(/\d{1,2}:\d{2}/)?.[0]
        ?.padStart(5, '0'),
    );
    assert.match(await page.locator('#chosen').textContent(), new RegExp(choice.time));
    assert.deepEqual(errors, []);

    // The tag with use-redirect books on the site: the redirect code (the package's on-demand chunk, split by Vite)
    // loads on the choice, and the page lands on the site's /appointment/new/ with the slot (ADR 243).
    const siteOrigin = new URL(site.url).origin;
    const tagSlot = page.locator(`#custom-element pd-appointment-calendar:not([hidden]) ${SLOT}`).first();
    await Promise.all([
      page.waitForURL((url) => url.origin === siteOrigin && url.pathname === '/appointment/new/', {
        timeout: 10_000,
      }),
      tagSlot.click(),
    ]);
    const landed = new URL(page.url());
    assert.equal(landed.searchParams.get('doctor'), '1001');
    assert.match(landed.searchParams.get('slot') ?? '', /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
