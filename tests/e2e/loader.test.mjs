/**
 * The CDN loader of the BUILT bundle (docs/decisions/118-o1-loader-by-convention.md, 119): widget files by URL
 * convention (`<version>/<tag>.js` next to the loader, with `<version>/runtime.js` requested at the same time), a
 * failed load warns, marks the element and is retried on the next connect, and a `pd-*` tag the version does not
 * have is reported, not ignored.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CALENDAR, VIEWPORTS, skipReason, startHarness, waitForCalendars } from './helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const STATIC = '/static/pd-widgets/';
const skip = skipReason();

describe('CDN loader (built bundle)', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  async function newPage() {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    return { context, page, warnings };
  }

  test('loads a widget from <version>/<tag>.js and the runtime in parallel, then the slots', async () => {
    const { context, page } = await newPage();
    try {
      const sent = [];
      const finished = new Map();
      page.on('request', (req) => sent.push(new URL(req.url()).pathname));
      page.on('requestfinished', (req) => finished.set(new URL(req.url()).pathname, sent.length));
      await page.goto(new URL('bench.html', h.base).href);
      await waitForCalendars(page);
      const entry = `${STATIC}${version}/pd-appointment-calendar.js`;
      const runtime = `${STATIC}${version}/runtime.js`;
      assert.ok(sent.includes(entry), `requested ${entry}: ${sent.join(', ')}`);
      assert.ok(sent.includes(runtime), `requested ${runtime}: ${sent.join(', ')}`);
      // Both requests were sent before the widget file had arrived: the runtime is not discovered from it.
      const entryDone = finished.get(entry);
      assert.ok(entryDone !== undefined, 'the widget file loaded');
      assert.ok(sent.indexOf(runtime) < entryDone, 'runtime.js was requested before the widget file arrived');
      assert.ok(
        sent.some((p) => p.includes('/ajax/schedule/slots_bulk/')),
        'the slots were requested',
      );
    } finally {
      await context.close();
    }
  });

  test('a failed load warns, marks the element, and the next element of the tag retries', async () => {
    const { context, page, warnings } = await newPage();
    try {
      let failNext = true;
      await page.route(`**${STATIC}${version}/pd-appointment-calendar.js`, (route) => {
        if (failNext) {
          failNext = false;
          return route.abort('connectionfailed');
        }
        return route.continue();
      });
      await page.goto(new URL('bench.html', h.base).href);
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.hasAttribute('data-pd-error'),
        CALENDAR,
      );
      assert.ok(
        warnings.some((w) => w.startsWith('[pd-widgets] pd-appointment-calendar: load failed')),
        `warned: ${warnings.join(' | ')}`,
      );
      await page.evaluate(() => {
        const again = document.createElement('pd-appointment-calendar');
        again.setAttribute('doctor-id', '1999');
        again.setAttribute('lpu-id', '101');
        document.querySelector('section')?.append(again);
      });
      await waitForCalendars(page);
      assert.equal(await page.locator('[data-pd-error]').count(), 0, 'the marks are gone after the retry');
    } finally {
      await context.close();
    }
  });

  test('a pd-* tag this version does not have is reported', async () => {
    const { context, page, warnings } = await newPage();
    try {
      await page.goto(new URL('bench.html', h.base).href);
      await waitForCalendars(page);
      await page.evaluate(() => document.body.append(document.createElement('pd-no-such-widget')));
      await page.waitForFunction(() =>
        document.querySelector('pd-no-such-widget')?.hasAttribute('data-pd-error'),
      );
      assert.ok(
        warnings.some((w) => w.startsWith('[pd-widgets] pd-no-such-widget: load failed')),
        `warned: ${warnings.join(' | ')}`,
      );
    } finally {
      await context.close();
    }
  });
});
