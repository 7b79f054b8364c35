// The Next.js App Router app of tests/consumers/next-app (npm run test:consumers, issue 18), after `next build`:
// `next start`, then Chromium against the reference API. The page is a server component rendering
// `<AppointmentCalendar>` from pd-widgets/react with no wrapper: the server HTML holds the calendar's loading box in a
// declarative shadow root (so the page does not jump), the page hydrates without a hydration error, and slots appear.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from '../../demo/server.ts';
import { launchChromium } from '../../scripts/chromium.mjs';
import { freePort, SLOT } from './serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '../..');
let site, next, browser, url;

before(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  site = await startDemoServer({ port: 0, partnerOrigins: [`http://127.0.0.1:${port}`] });
  next = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: join(here, 'next-app'),
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PD_SITE_BASE: site.url.replace(/\/$/, '') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (/Ready in|started server|Local:/i.test(output)) resolve();
    };
    next.stdout.on('data', onData);
    next.stderr.on('data', onData);
    next.on('exit', (code) => reject(new Error(`next start exited (${code}):\n${output}`)));
  });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  if (next && next.exitCode === null) {
    const exited = new Promise((resolve) => next.once('exit', resolve));
    next.kill();
    await exited;
  }
  await site?.close();
});

describe('Next.js App Router page with <AppointmentCalendar>', () => {
  it('server HTML: the calendar loading box in a declarative shadow root', async () => {
    const html = await (await fetch(url)).text();
    assert.match(
      html,
      /<div data-pd-widget="pd-appointment-calendar"><template shadowrootmode="open"><style>/,
    );
    assert.match(html, /<div class="cal" aria-busy="true"><div class="cal__loading">/);
  });

  it('without JavaScript the box already has the loading view height', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    const height = await page
      .locator('[data-pd-widget="pd-appointment-calendar"]')
      .evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(height >= 128 && height < 200, `server box height ${height}`);
    await context.close();
  });

  it('hydrates with no error and shows slots; the box does not shrink on hydration', async () => {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(String(err)));
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(msg.text());
    });
    // The host's height at every change of its shadow root until the slots arrive.
    await page.addInitScript(() => {
      window.heights = [];
      const watch = () => {
        const host = document.querySelector('[data-pd-widget="pd-appointment-calendar"]');
        if (!host?.shadowRoot) return requestAnimationFrame(watch);
        const record = () => window.heights.push(host.getBoundingClientRect().height);
        record();
        new MutationObserver(record).observe(host.shadowRoot, { childList: true, subtree: true });
      };
      document.addEventListener('DOMContentLoaded', watch);
    });
    await page.goto(url);
    await page.locator(`#calendar ${SLOT}`).first().waitFor({ timeout: 20_000 });
    const heights = await page.evaluate(() => window.heights);
    assert.ok(heights.length > 0);
    assert.ok(
      Math.min(...heights) >= 128,
      `no height under the loading box before the slots: ${heights.join(', ')}`,
    );
    assert.deepEqual(problems, []);
    await page.close();
  });
});
