/**
 * The schedule list pages (booking-schedule §3 "lpu", "Service", §4 "Calendar", §7 bulk endpoints; issue 3
 * "Schedule list pages"; ADR 110) in Chromium against the demo server: every card of a page carries a calendar,
 * the initial cards cost exactly ONE request to their bulk endpoint, and each 'Показать ещё' (the infinite list
 * appending the next page of cards in one task) costs exactly ONE more request carrying all appended cards.
 * Every card shows slots or the 'Запись недоступна' stub; axe is clean at 390 and 1280 px. Each request carries
 * exactly the new cards (by their keys); the lpu page has one card per clinic (ten and more Moscow clinics, one
 * speciality, the no-slots clinic showing the stub).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  CALENDAR,
  VIEWPORTS,
  collectErrors,
  screenshot,
  skipReason,
  startHarness,
  waitForCalendars,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();

/**
 * Each list page, its bulk endpoint, how one calendar shows up in the request body (`entryKey` of a body entry
 * equals `keyOf` of the card's calendar attributes), and page-specific checks of all its cards.
 */
const PAGES = [
  {
    name: 'lpu-list.html',
    type: 'lpu',
    endpoint: '/ajax/schedule/slots_bulk_by_specialities/',
    /** The request body lists the clinic × speciality pairs (whatever the array is called). */
    entries: (body) => bodyEntries(body),
    entryKey: (e) => `${e.lpu_id}:${e.speciality_id}`,
    keyOf: (a) => `${a['lpu-id']}:${a['speciality-id']}`,
    /** The lpu page lists DIFFERENT clinics of one town for one speciality: one card per clinic, all therapists. */
    checkCards(cards) {
      const lpuIds = cards.map((a) => a['lpu-id']);
      assert.equal(new Set(lpuIds).size, lpuIds.length, `one card per clinic: ${lpuIds.join(', ')}`);
      assert.ok(lpuIds.length >= 10, `at least ten clinics, got ${lpuIds.length}`);
      assert.deepEqual(
        [...new Set(cards.map((a) => a['speciality-id']))],
        ['1'],
        'one speciality (Терапевт)',
      );
      assert.ok(
        cards.filter((a) => a['appointment-type'] === 'express').length >= 2,
        'express clinics are on the page',
      );
    },
    /** Every clinic shows slots except the one without any (mocks EMPTY_LPU_ID 112), which shows the stub. */
    checkRendered(states) {
      const empty = states.filter((s) => s.slots === 0).map((s) => s.id);
      assert.deepEqual(empty, ['lpu-112'], 'only the no-slots clinic has no slot buttons');
      assert.equal(states.find((s) => s.id === 'lpu-112')?.stub, true, 'the no-slots clinic shows the stub');
    },
  },
  {
    name: 'services-list.html',
    type: 'services',
    endpoint: '/ajax/services/schedule/',
    entries: (body) => bodyEntries(body),
    entryKey: (e) => `${e.lpu_id}:${e.service_id}`,
    keyOf: (a) => `${a['lpu-id']}:${a['synonym-id']}`,
  },
  {
    name: 'doctors-lpu.html',
    type: 'doctorsLpu',
    endpoint: '/ajax/schedule/slots_bulk/',
    entries: (body) => body.doctors_lpus,
    entryKey: (e) => `${e.doctor_id}:${e.lpu_id}`,
    keyOf: (a) => `${a['doctor-id']}:${a['lpu-id']}`,
  },
];

/** The attributes of every calendar of the page, in document order. */
function calendarAttributes(page) {
  return page.$$eval(CALENDAR, (els) =>
    els.map((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]))),
  );
}

/** The request carries exactly these cards (as a multiset of keys). */
function assertCarries(spec, body, cards, what) {
  const sent = spec.entries(body).map(spec.entryKey).sort();
  const expected = cards.map(spec.keyOf).sort();
  assert.deepEqual(sent, expected, `${what}: the request carries exactly these cards`);
}

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

/**
 * axe over the page (or only `include`: the cards a click appended — the first run checked the page and its first
 * cards; axe's colour-contrast over every slot of every card is the costliest check of the e2e run; ADR 183).
 */
async function assertAxeClean(page, what, include) {
  const builder = axeFor(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  assert.ok(results.passes.length > 0, `axe checked ${what}`);
  assert.equal(
    results.violations.length,
    0,
    `axe violations (${what}):\n${formatViolations(results.violations)}`,
  );
}

/** Marks the cards shown so far as checked by axe (`data-axe-checked`). */
function markAxeChecked(page) {
  return page.locator('article').evaluateAll((cards) => cards.forEach((c) => (c.dataset.axeChecked = '')));
}

describe('schedule list pages in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
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
    // Desktop: the requests and axe on one page load (before and after the first 'Показать ещё', as subtests);
    // mobile: axe below.
    test(`${spec.type} (${spec.name}): one ${spec.endpoint} request for the first cards, one more per 'Показать ещё'`, async (t) => {
      const { context, page, errors, requests } = await open(spec);
      try {
        await waitForCalendars(page);
        await page.waitForLoadState('networkidle');
        const firstCards = await calendarAttributes(page);
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
        assertCarries(spec, requests[0].postDataJSON(), firstCards, 'first cards');
        assert.equal((await requests[0].response())?.status(), 200);
        const rendered = await assertEveryCardRenders(page);
        let states = rendered;
        assert.ok(rendered.filter((s) => s.slots > 0).length >= initial - 1, 'the fixture cards have slots');
        assert.equal(firstCards.length, initial);
        // axe at 1280 px on this same page load (subtests: reported on their own).
        await t.test(`${spec.name}: axe finds no violations at 1280 px, first cards`, () =>
          assertAxeClean(page, 'the first cards'),
        );

        const more = page.getByRole('button', { name: 'Показать ещё' });
        let clicks = 0;
        await markAxeChecked(page);
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
          if (clicks === 1)
            await t.test(
              `${spec.name}: axe finds no violations at 1280 px, cards appended by 'Показать ещё'`,
              () => assertAxeClean(page, 'the appended cards', 'article:not([data-axe-checked])'),
            );
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
          assertCarries(spec, body, (await calendarAttributes(page)).slice(before), `click ${clicks}`);
          states = await assertEveryCardRenders(page);
          const status = page.locator('[data-list-status]');
          assert.match(await status.innerText(), new RegExp(`Показано ${after} из`));
        }
        assert.ok(clicks >= 1, "the page offers at least one 'Показать ещё'");
        spec.checkCards?.(await calendarAttributes(page));
        spec.checkRendered?.(states);
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

    for (const [label, viewport] of Object.entries(VIEWPORTS).filter(([name]) => name !== 'desktop')) {
      test(`${spec.name}: axe finds no violations at ${viewport.width} px, before and after 'Показать ещё'`, async () => {
        const { context, page } = await open(spec, viewport);
        try {
          await waitForCalendars(page);
          await page.waitForLoadState('networkidle');
          await assertAxeClean(page, 'the first cards');
          await markAxeChecked(page);
          await page.getByRole('button', { name: 'Показать ещё' }).click();
          await page.locator('article:not([data-axe-checked])').first().waitFor();
          await waitForCalendars(page);
          await page.waitForLoadState('networkidle');
          await assertAxeClean(page, 'the appended cards', 'article:not([data-axe-checked])');
          await screenshot(page, `list-pages-${spec.name.replace('.html', '')}-${label}`);
        } finally {
          await context.close();
        }
      });
    }
  }
});
