/**
 * `<pd-clinic-list>` on the demo doctor page (demo/doctor-page.html, clinics from a json_script) in Chromium:
 * one shared slots_bulk request, booking through the list for each filter type with the doctor page redirect
 * parameters (booking-schedule §7), the URL hash inputs (§2), and axe at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  screenshot,
  skipReason,
  startHarness,
  waitForCalendars,
  formatViolations,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const LIST = 'pd-clinic-list';
const SLOT = 'button[part~="slot"]';

describe('clinic list on the doctor page', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(hash = '', viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/ajax/')) requests.push({ path, body: req.postDataJSON() });
    });
    await page.goto(new URL(`doctor-page.html${hash}`, h.base).href);
    await waitForCalendars(page, { selector: LIST });
    const list = page.locator(LIST);
    return { context, page, errors, requests, list };
  }

  const count = (requests, path) => requests.filter((r) => r.path === path).length;

  /** Clicks the first slot of a card and returns the booking URL the page landed on. */
  async function bookFirstSlot(page, card) {
    const slot = card.locator(SLOT).first();
    await slot.waitFor({ state: 'visible', timeout: 10000 });
    const time = (await slot.innerText()).trim();
    await Promise.all([page.waitForURL('**/appointment/new/**', { timeout: 10000 }), slot.click()]);
    return { url: new URL(page.url()), time };
  }

  test('four clinic cards share ONE slots_bulk request; no console errors', async () => {
    const { context, page, errors, requests, list } = await open();
    try {
      await page.waitForLoadState('networkidle');
      assert.equal(await list.getByRole('article').count(), 4);
      assert.equal(
        count(requests, '/ajax/schedule/slots_bulk/'),
        1,
        'one slots_bulk for every doctor calendar',
      );
      const bulk = requests.find((r) => r.path === '/ajax/schedule/slots_bulk/');
      assert.deepEqual(
        bulk.body.doctors_lpus.map((p) => p.lpu_id),
        [101, 102, 201],
      );
      assert.equal(count(requests, '/ajax/services/schedule/'), 1, 'the services-only clinic');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the first card comes with its slots; a slow slots reply finds it after the 100-ms wait, loading, with no layout shift; services after the first slot (ADR 245)', async () => {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const page = await context.newPage();
    try {
      const errors = collectErrors(page);
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const order = [];
      page.on('request', (req) => {
        const path = new URL(req.url()).pathname;
        if (/^\/ajax\/(schedule\/slots_bulk|services\/schedule)\/$/.test(path)) order.push(path);
      });
      // The one slots_bulk is held (a slow network) until the list has rendered without it.
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/ajax/schedule/slots_bulk/', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(new URL('doctor-page.html', h.base).href);
      const first = page.locator(LIST).getByRole('article').first();
      await first.getByRole('status').filter({ hasText: 'Загружаем расписание' }).waitFor({ timeout: 10000 });
      assert.equal(await first.locator(SLOT).count(), 0);
      assert.deepEqual(
        order,
        ['/ajax/schedule/slots_bulk/'],
        "only the first card's request before its slots",
      );
      release();
      await first.locator(SLOT).first().waitFor({ timeout: 10000 });
      await page.waitForLoadState('networkidle');
      assert.deepEqual(order, ['/ajax/schedule/slots_bulk/', '/ajax/services/schedule/']);
      const shift = await page.evaluate(() => window.__shift);
      assert.ok(shift <= 0.02, `layout shift ${shift}`);
      assert.deepEqual(errors, []);

      // An answer in time: the first card's first render already has its slots (no loading state in between).
      const fresh = await context.newPage();
      await fresh.addInitScript(() => {
        window.__sawLoading = false;
        const watch = () => {
          const root = document.querySelector('pd-clinic-list')?.shadowRoot;
          if (root && root.querySelector('article [role="status"]')) window.__sawLoading = true;
          if (!root?.querySelector('article button[part~="slot"]')) requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      await fresh.goto(new URL('doctor-page.html', h.base).href);
      await waitForCalendars(fresh, { selector: LIST });
      assert.equal(
        await fresh.evaluate(() => window.__sawLoading),
        false,
        'the first card never showed a loading state',
      );
    } finally {
      await context.close();
    }
  });

  test('in the clinic: books /appointment/new/ with doctor, lpu, slot, source=doctor-inner, doctorSpec, type, timedelta', async () => {
    const { context, page, list } = await open();
    try {
      const { url, time } = await bookFirstSlot(page, list.getByRole('article').first());
      assert.equal(url.pathname, '/appointment/new/');
      const q = url.searchParams;
      assert.equal(q.get('doctor'), '1014');
      assert.equal(q.get('lpu'), '101');
      assert.match(q.get('slot') ?? '', new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{4} ${time}$`));
      assert.equal(q.get('source'), 'doctor-inner');
      assert.equal(q.get('doctorSpec'), 'endokrinolog');
      assert.equal(q.get('type'), 'club', 'the club tab is active by default at a club clinic');
      assert.equal(q.get('timedelta'), '0');
      await page.locator('#query tr', { hasText: 'doctor-inner' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('the booking code loads on a hover of the schedule, not at load; a failed load logs, the next click books (ADR 243)', async () => {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const page = await context.newPage();
    try {
      const errors = collectErrors(page);
      const chunks = [];
      let failures = 0;
      // The first two loads of the booking code fail (the hover's preload, the first click): a flaky network.
      await page.route(/clinic-list-on-demand-[\w-]+\.js/, (route) =>
        failures++ < 2 ? route.abort('internetdisconnected') : route.continue(),
      );
      page.on('request', (req) => {
        const file = new URL(req.url()).pathname.split('/').pop();
        if (file.includes('-on-demand-')) chunks.push(file);
      });
      await page.goto(new URL('doctor-page.html', h.base).href);
      await waitForCalendars(page, { selector: LIST });
      await page.waitForLoadState('networkidle');
      assert.deepEqual(chunks, [], 'no on-demand code at load');

      const slot = page.locator(LIST).getByRole('article').first().locator(SLOT).first();
      // The hover asks for the code (its failure is silent: the click asks again).
      const preload = page.waitForEvent('requestfailed', {
        predicate: (r) => /clinic-list-on-demand-/.test(r.url()),
        timeout: 10000,
      });
      await slot.hover();
      await preload;
      const logged = page.waitForEvent('console', {
        predicate: (m) => m.text().startsWith('[pd-widgets] pd-clinic-list: could not load the booking code'),
        timeout: 10000,
      });
      await slot.click();
      await logged;
      assert.equal(new URL(page.url()).pathname, '/doctor-page.html', 'no navigation without the code');
      await Promise.all([page.waitForURL('**/appointment/new/**', { timeout: 10000 }), slot.click()]);
      assert.equal(new URL(page.url()).searchParams.get('lpu'), '101');
      assert.ok(chunks.length >= 3, `the code asked for three times: ${chunks.join(', ')}`);
      assert.ok(
        errors.every((e) => /clinic-list-on-demand|could not load the booking code/.test(e)),
        errors.join('\n'),
      );
    } finally {
      await context.close();
    }
  });

  test('a keyboard focus on a slot loads the booking code; Enter books (ADR 243)', async () => {
    const { context, page, list } = await open();
    try {
      await page.waitForLoadState('networkidle');
      const asked = page.waitForRequest(/clinic-list-on-demand-[\w-]+\.js/, { timeout: 10000 });
      const slot = list.getByRole('article').first().locator(SLOT).first();
      await slot.focus();
      await asked;
      await Promise.all([
        page.waitForURL('**/appointment/new/**', { timeout: 10000 }),
        page.keyboard.press('Enter'),
      ]);
      assert.equal(new URL(page.url()).searchParams.get('doctor'), '1014');
    } finally {
      await context.close();
    }
  });

  test('at home: the chip refreshes the slots and books type=home', async () => {
    const { context, page, requests, list } = await open();
    try {
      await page.waitForLoadState('networkidle');
      const refreshed = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/ajax/schedule/slots_bulk/',
      );
      await list.getByRole('button', { name: 'На дому', exact: true }).click();
      await refreshed;
      await page.waitForLoadState('networkidle');
      assert.equal(
        count(requests, '/ajax/schedule/slots_bulk/'),
        2,
        'a filter change refreshes the slots (once)',
      );
      assert.equal(await list.getByRole('article').count(), 3);
      await list.getByRole('button', { name: 'Вызвать врача на дом' }).waitFor();
      const { url } = await bookFirstSlot(page, list.getByRole('article').first());
      assert.equal(url.searchParams.get('type'), 'home');
      assert.equal(url.searchParams.get('lpu'), '101');
      assert.equal(url.searchParams.get('source'), 'doctor-inner');
    } finally {
      await context.close();
    }
  });

  test('online (#filter=telemed): telemed slots, books type=telemed', async () => {
    const { context, page, requests, list } = await open('#filter=telemed');
    try {
      assert.equal(
        await list.getByRole('button', { name: 'Онлайн', exact: true }).getAttribute('aria-pressed'),
        'true',
      );
      await page.waitForLoadState('networkidle');
      assert.equal(count(requests, '/ajax/schedule/slots_bulk/telemed/'), 2);
      assert.equal(count(requests, '/ajax/schedule/slots_bulk/'), 0);
      const first = list.getByRole('article').first();
      assert.equal(
        await first.getByRole('radio', { name: /МедТочка/ }).isChecked(),
        true,
        'the cheaper schedule',
      );
      const { url } = await bookFirstSlot(page, first);
      assert.equal(url.searchParams.get('type'), 'telemed');
      assert.equal(url.searchParams.get('doctor'), '1014');
    } finally {
      await context.close();
    }
  });

  test('a service of the services-only clinic books /uslugi/appointment/new/ with the doctor', async () => {
    const { context, page, list } = await open();
    try {
      const card = list.getByRole('article').nth(3);
      const slot = card.locator(SLOT).first();
      await slot.waitFor({ state: 'visible', timeout: 10000 });
      await Promise.all([page.waitForURL('**/uslugi/appointment/new/**', { timeout: 10000 }), slot.click()]);
      const q = new URL(page.url()).searchParams;
      assert.equal(q.get('lpu'), '202');
      assert.equal(q.get('synonymId'), '5006');
      assert.equal(q.get('doctorId'), '1014');
      assert.equal(q.get('targetDoctorId'), '1014');
      assert.equal(q.get('source'), 'doctor-inner');
    } finally {
      await context.close();
    }
  });

  test('a card a screen below is drawn only when it comes near, then books (ADR 226)', async () => {
    const { context, page, list } = await open();
    try {
      const cards = list.getByRole('article');
      await cards.nth(3).locator(SLOT).first().waitFor({ state: 'attached', timeout: 10000 });
      const drawn = (card) =>
        card
          .locator(SLOT)
          .first()
          .evaluate((slot) => slot.checkVisibility({ contentVisibilityAuto: true }));
      assert.equal(await drawn(cards.first()), true, 'the first card is drawn');
      assert.equal(
        await drawn(cards.nth(3)),
        false,
        'the last card, 1,300 px below the fold, is not drawn yet',
      );
      const top = () => cards.nth(3).evaluate((card) => card.getBoundingClientRect().top);
      await page.mouse.move(640, 400);
      // Wheel down as a visitor does until the card's top is in the upper half of the screen.
      for (let step = 0; step < 20 && (await top()) > 400; step += 1) {
        const y = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 300);
        await page.waitForFunction((from) => window.scrollY > from, y);
      }
      const slot = cards.nth(3).locator(SLOT).first();
      // Drawn at the rendering update after the scroll that brought it near.
      await page.waitForFunction(
        (el) => el.checkVisibility({ contentVisibilityAuto: true }),
        await slot.elementHandle(),
      );
      await Promise.all([page.waitForURL('**/uslugi/appointment/new/**', { timeout: 10000 }), slot.click()]);
      assert.equal(new URL(page.url()).searchParams.get('lpu'), '202');
    } finally {
      await context.close();
    }
  });

  test('a #speciality link preselects that speciality and the picker searches', async () => {
    const { context, page, list } = await open('', VIEWPORTS.mobile);
    try {
      await page.getByRole('link', { name: 'Приём диетолога' }).click();
      await list.getByRole('button', { name: /^Диетолог .*, специальность или услуга$/ }).waitFor();
      await list.getByRole('button', { name: /^Диетолог .*, специальность или услуга$/ }).click();
      const dialog = list.getByRole('dialog', { name: 'Специальность или услуга' });
      await dialog.waitFor();
      await dialog.getByRole('searchbox').fill('нет такого');
      await dialog.getByText('Ничего не найдено').waitFor();
      await dialog.getByRole('searchbox').fill('эндо');
      await dialog.getByRole('button', { name: /^Эндокринолог/ }).click();
      await list.getByRole('button', { name: /^Эндокринолог .*, специальность или услуга$/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  test("demo doctor page: 'Заказать звонок' and 'Вызвать врача на дом' open the page's order-call form (issue 20 item 29)", async () => {
    const { context, page, list } = await open();
    try {
      // The express clinic's card: the calendar emits calendar:order-call; the page opens its form.
      const express = list.getByRole('article').nth(1);
      await express.getByRole('button', { name: 'Заказать звонок' }).click();
      const form = page.getByRole('dialog', { name: 'Заказать звонок' });
      await form.waitFor();
      await form.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 123-45-67');
      await form.getByRole('button', { name: 'Жду звонка' }).click();
      await form.getByText('Клиника позвонит в течение 5 минут').waitFor();
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'hidden' });
      // At home: clinic-list:home-call opens the same form under its own title.
      await list.getByRole('button', { name: 'На дому', exact: true }).click();
      await list.getByRole('button', { name: 'Вызвать врача на дом' }).first().click();
      await page.getByRole('dialog', { name: 'Вызвать врача на дом' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('§9 the select menu (the item picker on desktop) is at most 480 × 472 px and its search menu at most 252 px (issue 20 item 5)', async () => {
    const context = await h.browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      // The page's clinic entries as Django renders them, the first clinic with many specialities.
      await page.route('**/doctor-page.html', async (route) => {
        const res = await route.fetch();
        const html = (await res.text()).replace(
          /(<script type="application\/json" id="doctor-clinics">)([\s\S]*?)(<\/script>)/,
          (_, open, json, close) => {
            const clinics = JSON.parse(json);
            const first = clinics[0].workplaces[0];
            for (let i = 0; i < 24; i++)
              clinics[0].workplaces.push({
                ...first,
                spec: { id: 900 + i, name: `Специальность ${i + 1}`, translit: `spec-${i + 1}` },
              });
            return open + JSON.stringify(clinics) + close;
          },
        );
        await route.fulfill({ response: res, body: html });
      });
      await page.goto(new URL('doctor-page.html', h.base).href);
      await waitForCalendars(page, { selector: LIST });
      const list = page.locator(LIST);
      await list
        .getByRole('button', { name: /, специальность или услуга$/ })
        .first()
        .click();
      const dialog = list.getByRole('dialog', { name: 'Специальность или услуга' });
      await dialog.waitFor();
      await animationsSettled(page);
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.ok(box.height <= 480, `the menu is ${box.height} px high`);
      assert.ok(box.width <= 472, `the menu is ${box.width} px wide`);
      const results = await dialog.locator('.cl-picker__results').boundingBox();
      assert.ok(results.height <= 252, `the search menu is ${results.height} px high`);
      // Its options scroll inside it: the last one can be reached.
      const last = dialog.getByRole('button', { name: /^Специальность 24/ });
      await last.scrollIntoViewIfNeeded();
      await last.click();
      await list.getByRole('button', { name: /^Специальность 24 .*, специальность или услуга$/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds no violations at ${viewport.width} px (page, then the picker open)`, async () => {
      const { context, page, errors, list } = await open('', viewport);
      try {
        await page.waitForLoadState('networkidle');
        const results = await axeFor(page).analyze();
        assert.equal(
          results.violations.length,
          0,
          `axe violations:\n${formatViolations(results.violations)}`,
        );
        await screenshot(page, `doctor-page-${label}`);
        await list
          .getByRole('button', { name: /, специальность или услуга$/ })
          .first()
          .click();
        await list.getByRole('dialog', { name: 'Специальность или услуга' }).waitFor();
        await animationsSettled(page);
        const withDialog = await axeFor(page).analyze();
        assert.equal(
          withDialog.violations.length,
          0,
          `axe violations with the picker open:\n${formatViolations(withDialog.violations)}`,
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
