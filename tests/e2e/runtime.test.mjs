/**
 * The widget runtime of the BUILT CDN bundle, which renders with preact/compat (docs/decisions/061): the
 * defineWidget fixes that src/core/define.test.tsx proves under React 19 hold on a real page too — bad input logs
 * `[pd-widgets] <tag>: …` and degrades without throwing into the page or breaking a sibling, a crashing widget
 * shows its own light-DOM content, a moved element keeps its state, an attribute change re-renders and re-asks.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  CALENDAR,
  VIEWPORTS,
  dayTabs,
  skipReason,
  slotButtons,
  nextFrame,
  startHarness,
  waitForCalendars,
} from './helpers.mjs';

const skip = skipReason();
const BULK = '/ajax/schedule/slots_bulk/';

describe('widget runtime of the CDN bundle (preact/compat)', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  /** demo/bench.html: one calendar (doctor 1999 at clinic 101); records console errors and bulk requests. */
  async function open() {
    const context = await h.browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const consoleErrors = [];
    const pageErrors = [];
    const bulk = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('request', (r) => new URL(r.url()).pathname === BULK && bulk.push(r.postDataJSON()));
    await page.goto(new URL('bench.html', h.base).href);
    await waitForCalendars(page);
    return { context, page, consoleErrors, pageErrors, bulk };
  }

  test('a malformed attribute logs [pd-widgets] <tag>: … and the calendar degrades; its sibling still works', async () => {
    const { context, page, consoleErrors, pageErrors } = await open();
    try {
      await page.evaluate(() => {
        const el = document.createElement('pd-appointment-calendar');
        el.id = 'bad';
        el.setAttribute('doctor-id', 'сто двадцать три');
        el.setAttribute('lpu-id', '101');
        document.querySelector('main').append(el);
      });
      const bad = page.locator(`${CALENDAR}#bad`);
      await bad.getByText('Запись недоступна').waitFor();
      assert.ok(
        consoleErrors.some((t) => /^\[pd-widgets\] pd-appointment-calendar: .*doctor-id/.test(t)),
        `a clear console error names the tag and the attribute (got: ${consoleErrors.join(' | ')})`,
      );
      assert.deepEqual(pageErrors, [], 'nothing is thrown into the page');
      const good = page.locator(`${CALENDAR}#bench-calendar`);
      assert.ok((await slotButtons(good).count()) > 0, 'the sibling calendar still shows its slots');
    } finally {
      await context.close();
    }
  });

  test('a widget that fails to render logs once and shows its own light-DOM content; the page keeps working', async () => {
    const { context, page, consoleErrors, pageErrors } = await open();
    try {
      await page.evaluate(() => {
        const el = document.createElement('pd-clinic-list');
        el.innerHTML = '<p id="fallback">Запишитесь по телефону +7 (495) 123-45-67</p>';
        // A clinic entry whose fields throw when read: the widget fails inside its render.
        const entry = {};
        for (const key of ['id', 'lpu', 'lpu_id', 'workplaces', 'address']) {
          Object.defineProperty(entry, key, {
            enumerable: true,
            get() {
              throw new Error('broken entry');
            },
          });
        }
        el.clinics = [entry];
        el.setAttribute('doctor-id', '1014');
        document.querySelector('main').append(el);
      });
      await page.waitForFunction(() => customElements.get('pd-clinic-list'));
      await page.waitForFunction(() =>
        document.querySelector('pd-clinic-list')?.shadowRoot?.querySelector('slot[part~="fallback"]'),
      );
      const fallback = await page.evaluate(() => {
        const slot = document
          .querySelector('pd-clinic-list')
          .shadowRoot.querySelector('slot[part~="fallback"]');
        return slot
          .assignedNodes()
          .map((n) => n.textContent)
          .join('');
      });
      assert.match(
        fallback,
        /Запишитесь по телефону/,
        "the element's own content is shown through the fallback slot",
      );
      assert.equal(await page.locator('#fallback').isVisible(), true);
      const logged = consoleErrors.filter((t) =>
        t.startsWith('[pd-widgets] pd-clinic-list: the widget failed to render'),
      );
      assert.equal(logged.length, 1, `logged once (got: ${consoleErrors.join(' | ')})`);
      assert.deepEqual(pageErrors, [], 'nothing is thrown into the page');
      const good = page.locator(`${CALENDAR}#bench-calendar`);
      await dayTabs(good).nth(1).click();
      assert.equal(
        await dayTabs(good).nth(1).getAttribute('aria-selected'),
        'true',
        'the calendar still reacts',
      );
    } finally {
      await context.close();
    }
  });

  test('a calendar opening on a late init-day scrolls that day tab into view in its strip (mobile width)', async () => {
    const { context, page } = await open();
    try {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.evaluate(() => {
        const d = new Date();
        d.setDate(d.getDate() + 12);
        const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        const el = document.createElement('pd-appointment-calendar');
        el.id = 'late';
        el.setAttribute('doctor-id', '1999');
        el.setAttribute('lpu-id', '101');
        el.setAttribute('init-day', day);
        document.querySelector('main').append(el);
      });
      await waitForCalendars(page);
      const late = page.locator(`${CALENDAR}#late`);
      await slotButtons(late).first().waitFor();
      await page.waitForFunction(() => {
        const root = document.querySelector('#late').shadowRoot;
        const tab = root.querySelector('[part~="day-tab"][aria-selected="true"]');
        const strip = tab?.parentElement;
        if (!tab || !strip) return false;
        const t = tab.getBoundingClientRect();
        const s = strip.getBoundingClientRect();
        return strip.scrollLeft > 0 && t.left >= s.left - 1 && t.right <= s.right + 1;
      });
    } finally {
      await context.close();
    }
  });

  test('moving a calendar keeps its state and asks nothing again; an attribute change re-renders and re-asks', async () => {
    const { context, page, bulk } = await open();
    try {
      const cal = page.locator(`${CALENDAR}#bench-calendar`);
      const tab = dayTabs(cal).nth(2);
      await tab.click();
      assert.equal(await tab.getAttribute('aria-selected'), 'true');
      const before = bulk.length;
      await page.evaluate(() => {
        const el = document.querySelector('#bench-calendar');
        const box = document.createElement('div');
        box.id = 'moved';
        document.querySelector('main').prepend(box);
        box.append(el); // disconnect + reconnect in one task
      });
      await nextFrame(page); // a wrong unmount (queued on disconnect) would have run by now
      assert.equal(await page.locator('#moved > pd-appointment-calendar').count(), 1);
      assert.equal(
        await dayTabs(cal).nth(2).getAttribute('aria-selected'),
        'true',
        'the chosen day survives the move',
      );
      assert.equal(bulk.length, before, 'no new slots request for a move');

      await page.evaluate(() => document.querySelector('#bench-calendar').setAttribute('doctor-id', '1001'));
      await page.waitForFunction(
        (n) =>
          window.performance.getEntriesByType('resource').filter((e) => e.name.includes('/slots_bulk/'))
            .length > n,
        before,
      );
      await waitForCalendars(page);
      const last = bulk[bulk.length - 1];
      assert.deepEqual(
        last.doctors_lpus.map((p) => [p.doctor_id, p.lpu_id]),
        [[1001, 101]],
        'the new doctor is asked for',
      );
      assert.ok((await slotButtons(cal).count()) > 0, 'and its slots are shown');
    } finally {
      await context.close();
    }
  });
});
