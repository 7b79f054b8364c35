/**
 * The schedule list pages (booking-schedule §3 "lpu", "Service", §4 "Calendar", §7 bulk endpoints; issue 3
 * "Schedule list pages"; ADR 110) in Chromium against the demo server: every card of a page carries a calendar,
 * the initial cards cost exactly ONE request to their bulk endpoint, and each 'Показать ещё' (the infinite list
 * appending the next page of cards in one task) costs exactly ONE more request carrying all appended cards.
 * Every card shows slots or the 'Запись недоступна' stub; axe is clean at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import {
  CALENDAR,
  VIEWPORTS,
  collectErrors,
  screenshot,
  skipReason,
  startHarness,
  waitForCalendars,
} from './helpers.mjs';

const skip = skipReason();

/** Each list page, its bulk endpoint and how one calendar shows up in the request body. */
const PAGES = [
  {
    name: 'lpu-list.html',
    type: 'lpu',
    endpoint: '/ajax/schedule/slots_bulk_by_specialities/',
    /** The request body lists the clinic × speciality pairs (whatever the array is called). */
    entries: (body) => bodyEntries(body),
    keyOf: (el) => `${el.getAttribute('lpu-id')}:${el.getAttribute('speciality-id')}`,
  },
  {
    name: 'services-list.html',
    type: 'services',
    endpoint: '/ajax/services/schedule/',
    entries: (body) => bodyEntries(body),
    keyOf: (el) => `${el.getAttribute('lpu-id')}:${el.getAttribute('synonym-id')}`,
  },
  {
    name: 'doctors-lpu.html',
    type: 'doctorsLpu',
    endpoint: '/ajax/schedule/slots_bulk/',
    entries: (body) => body.doctors_lpus,
    keyOf: (el) => `${el.getAttribute('doctor-id')}:${el.getAttribute('lpu-id')}`,
  },
];

/** The one array of the body (the bulk bodies carry one list of entries). */
function bodyEntries(body) {
  const lists = Object.values(body).filter(Array.isArray);
  assert.equal(lists.length, 1, `one list in the request body: ${JSON.stringify(body).slice(0, 300)}`);
  return lists[0];
}

function formatViolations(violations) {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
}

describe('schedule list pages in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  async function open(spec, viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === spec.endpoint) requests.push(req);
    });
    await page.goto(new URL(spec.name, h.base).href);
    return { context, page, errors, requests };
  }

  /** Every calendar shows slot buttons, the order-call block or the stub — none stuck, none in error. */
  async function assertEveryCardRenders(page) {
    const states = await page.$$eval(CALENDAR, (els) =>
      els.map((el) => {
        const root = el.shadowRoot;
        const slots = root?.querySelectorAll('button[part~="slot"]').length ?? 0;
        const stub = !!root?.querySelector('[part~="stub"]');
        const orderCall = !!root?.querySelector('[part~="order-call"]');
        const alert = !!root?.querySelector('[role="alert"]');
        return { id: el.closest('article')?.id, slots, stub, orderCall, alert };
      }),
    );
    for (const s of states) {
      assert.ok(
        s.slots > 0 || s.stub || s.orderCall,
        `card ${s.id} shows slots or the stub: ${JSON.stringify(s)}`,
      );
      assert.equal(s.alert, false, `card ${s.id} shows no error`);
    }
    return states;
  }

  for (const spec of PAGES) {
    test(`${spec.type} (${spec.name}): one ${spec.endpoint} request for the first cards, one more per 'Показать ещё'`, async () => {
      const { context, page, errors, requests } = await open(spec);
      try {
        await waitForCalendars(page);
        await page.waitForLoadState('networkidle');
        const firstKeys = await page.$$eval(CALENDAR, (els) => els.map((el) => el.outerHTML));
        const initial = await page.locator(CALENDAR).count();
        assert.ok(initial >= 5, `at least five cards at first, got ${initial}`);
        assert.equal(
          requests.length,
          1,
          `one POST ${spec.endpoint} for ${initial} cards, got ${requests.length}`,
        );
        assert.equal(requests[0].method(), 'POST');
        assert.equal(
          spec.entries(requests[0].postDataJSON()).length,
          initial,
          'the one request carries every card',
        );
        assert.equal((await requests[0].response())?.status(), 200);
        const rendered = await assertEveryCardRenders(page);
        assert.ok(rendered.filter((s) => s.slots > 0).length >= initial - 1, 'the fixture cards have slots');
        assert.equal(firstKeys.length, initial);

        const more = page.getByRole('button', { name: 'Показать ещё' });
        let clicks = 0;
        while (await more.isVisible()) {
          const before = await page.locator(CALENDAR).count();
          const beforeRequests = requests.length;
          await more.click();
          clicks += 1;
          await page.waitForFunction(
            (n) => document.querySelectorAll('pd-appointment-calendar').length > n,
            before,
          );
          await waitForCalendars(page);
          await page.waitForLoadState('networkidle');
          const after = await page.locator(CALENDAR).count();
          const appended = after - before;
          assert.ok(appended >= 1, 'the click appended cards');
          assert.equal(
            requests.length,
            beforeRequests + 1,
            `click ${clicks}: one more ${spec.endpoint} request for ${appended} appended cards, got ${requests.length - beforeRequests}`,
          );
          const body = requests.at(-1).postDataJSON();
          assert.equal(spec.entries(body).length, appended, 'the request carries exactly the appended cards');
          await assertEveryCardRenders(page);
          const status = page.locator('[data-list-status]');
          assert.match(await status.innerText(), new RegExp(`Показано ${after} из`));
        }
        assert.ok(clicks >= 1, "the page offers at least one 'Показать ещё'");
        assert.equal(
          await page.locator('article').count(),
          Number(await page.locator('[data-infinite-list]').getAttribute('data-total')),
          'every card is shown at the end and the button is gone',
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      test(`${spec.name}: axe finds no violations at ${viewport.width} px, before and after 'Показать ещё'`, async () => {
        const { context, page } = await open(spec, viewport);
        try {
          await waitForCalendars(page);
          await page.waitForLoadState('networkidle');
          const results = await new AxeBuilder({ page }).analyze();
          assert.equal(
            results.violations.length,
            0,
            `axe violations:\n${formatViolations(results.violations)}`,
          );
          await page.getByRole('button', { name: 'Показать ещё' }).click();
          await waitForCalendars(page);
          await page.waitForLoadState('networkidle');
          const withMore = await new AxeBuilder({ page }).analyze();
          assert.equal(
            withMore.violations.length,
            0,
            `axe violations after:\n${formatViolations(withMore.violations)}`,
          );
          await screenshot(page, `list-pages-${spec.name.replace('.html', '')}-${label}`);
        } finally {
          await context.close();
        }
      });
    }
  }
});
