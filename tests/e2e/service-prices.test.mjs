/**
 * `<pd-service-prices>` from the built CDN bundle in Chromium against the demo server (demo/clinic-services.html,
 * the data in Django `json_script` elements): find a service by search, book it through the inline calendar to
 * `/uslugi/appointment/new/`, the fallback redirect, and axe at desktop and mobile (booking-schedule §2 "Service
 * price list section", §4 "Service list", §7, §8).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  SLOT_SELECTOR,
  VIEWPORTS,
  collectErrors,
  screenshot,
  skipReason,
  startHarness,
  formatViolations,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'clinic-services.html';
const MOSCOW = '#prices-moscow';

describe('service price list in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/ajax/services/')) requests.push({ path, body: req.postDataJSON() });
    });
    await page.goto(new URL(PAGE, h.base).href);
    const widget = page.locator(MOSCOW);
    // Ready: the online slots are known, the switch is no longer busy (24 online services: on by itself).
    const sw = widget.getByRole('switch', { name: 'Только с онлайн-записью' });
    await sw.waitFor({ timeout: 30000 });
    await page.waitForFunction(
      (sel) => {
        const input = document.querySelector(sel)?.shadowRoot?.querySelector('input[role="switch"]');
        return input && !input.hasAttribute('aria-busy') && input.checked;
      },
      MOSCOW,
      { timeout: 15000 },
    );
    return { context, page, widget, errors, requests };
  }

  test('finds a service by search and books it through the inline calendar', async () => {
    const { context, page, widget, errors, requests } = await open();
    try {
      const doctorsCalls = requests.filter((r) => r.path === '/ajax/services/schedule/doctors/');
      assert.equal(doctorsCalls.length, 2, 'one online-slots request per price list on the page');
      const moscowCall = doctorsCalls.find((r) => r.body[0].lpu_id === 101);
      assert.ok(moscowCall, 'the first Moscow clinic is asked');
      assert.equal(moscowCall.body[0].services.length, 25);

      await widget.getByRole('searchbox', { name: 'Поиск по услугам' }).fill('кардиолог');
      const rows = widget.locator('[part~="service"]');
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.shadowRoot?.querySelectorAll('[part~="service"]').length === 1,
        MOSCOW,
      );
      assert.match(await rows.first().innerText(), /Приём кардиолога первичный/);

      await widget.getByRole('button', { name: 'Записаться: Приём кардиолога первичный' }).click();
      const region = widget.getByRole('region', { name: 'Расписание: Приём кардиолога первичный' });
      const slot = region.locator(SLOT_SELECTOR).first();
      await slot.waitFor({ timeout: 15000 });
      const time = (await slot.innerText()).trim();
      const servicesCalls = requests.filter((r) => r.path === '/ajax/services/schedule/');
      // The calendar's load and the widget's slot check meet in the click's task: one coalesced request (ADR 078).
      assert.equal(servicesCalls.length, 1, 'the calendar and the slot check share one request');
      assert.deepEqual(servicesCalls[0].body.services, [{ lpu_id: 101, service_id: 5101, doctor_id: 1002 }]);
      assert.equal(servicesCalls[0].body.days, 30);

      await Promise.all([page.waitForURL('**/uslugi/appointment/new/**', { timeout: 10000 }), slot.click()]);
      const url = new URL(page.url());
      assert.equal(url.pathname, '/uslugi/appointment/new/');
      assert.equal(url.searchParams.get('lpu'), '101');
      assert.equal(url.searchParams.get('synonymId'), '5101');
      assert.equal(url.searchParams.get('doctorId'), '1002');
      assert.equal(url.searchParams.get('equipmentId'), '');
      const slotParam = url.searchParams.get('slot') ?? '';
      assert.match(slotParam, /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/, `slot is dd.MM.yyyy HH:mm, got "${slotParam}"`);
      assert.ok(slotParam.endsWith(time.padStart(5, '0')), `slot ${slotParam} is the clicked ${time}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('mobile: a category, one calendar at a time, the up-arrow closes it, a clinic entry books without a doctor', async () => {
    const { context, page, widget, errors } = await open(VIEWPORTS.mobile);
    try {
      assert.equal(await widget.locator('[part~="service"]').count(), 10, 'mobile pages hold 10 services');
      await widget.getByRole('button', { name: 'Ультразвуковая диагностика' }).click();
      await widget.getByRole('button', { name: 'Записаться: УЗИ сердца (эхокардиография)' }).click();
      await widget.getByRole('region', { name: /^Расписание: УЗИ сердца/ }).locator(SLOT_SELECTOR).first().waitFor();
      await widget.getByRole('button', { name: 'Записаться: УЗИ брюшной полости' }).click();
      const region = widget.getByRole('region', { name: 'Расписание: УЗИ брюшной полости' });
      await region.locator(SLOT_SELECTOR).first().waitFor();
      assert.equal(await widget.getByRole('region', { name: /^Расписание/ }).count(), 1, 'one calendar at a time');
      await screenshot(page, 'service-prices-calendar-mobile');

      await widget.getByRole('button', { name: 'Свернуть календарь' }).click();
      await region.waitFor({ state: 'detached' });
      await widget.getByRole('button', { name: 'Записаться: УЗИ брюшной полости' }).click();
      const slot = region.locator(SLOT_SELECTOR).first();
      await slot.waitFor();
      await Promise.all([page.waitForURL('**/uslugi/appointment/new/**', { timeout: 10000 }), slot.click()]);
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('lpu'), '101');
      assert.equal(url.searchParams.get('synonymId'), '5107');
      assert.equal(url.searchParams.get('doctorId'), null, 'a clinic entry carries no doctor');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a service whose schedule has no slots falls back to the redirect for that synonym', async () => {
    const { context, page, widget } = await open();
    try {
      await widget.getByRole('searchbox').fill('грипп');
      const book = widget.getByRole('button', { name: 'Записаться: Вакцинация от гриппа' });
      await book.waitFor();
      await Promise.all([page.waitForURL('**/uslugi/appointment/new/**', { timeout: 10000 }), book.click()]);
      const url = new URL(page.url());
      assert.equal(url.search, '?lpu=101&synonymId=5122');
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds no violations at ${vpName} (list, hint, an open calendar, the express clinic)`, async () => {
      const { context, page, widget, errors } = await open(viewport);
      try {
        await page.waitForLoadState('networkidle');
        await screenshot(page, `service-prices-${vpName}`);
        const check = async (state) => {
          const results = await axeFor(page).analyze();
          assert.equal(results.violations.length, 0, `${state}: axe violations:\n${formatViolations(results.violations)}`);
        };
        await check('list');
        await widget.getByRole('searchbox').fill('у');
        await widget.getByText('Введите 2 символа для поиска').waitFor();
        await check('search hint');
        await widget.getByRole('searchbox').fill('');
        await widget.getByRole('button', { name: 'Записаться: Приём терапевта первичный' }).click();
        await widget.getByRole('region', { name: /^Расписание/ }).locator(SLOT_SELECTOR).first().waitFor();
        await check('open calendar');
        await widget.getByRole('combobox', { name: 'Клиника' }).selectOption('102');
        await widget.getByText('Цены могли устареть').waitFor();
        await check('express clinic');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
