/**
 * `<pd-doctor-contacts>` from the built CDN bundle in Chromium against the demo server (booking-schedule §2 "Doctor
 * contacts panel", §4 "Doctor contacts", §7 `GET /api/doctor/contacts/` and `POST /leave/`, §8, §9): a logged-in
 * patient opens a doctor's contacts, reveals the phone, follows an external link through the leave page; a failing
 * doctor gives the toast; axe finds nothing at 390 and 1280 px, with the panel closed and open.
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
  formatViolations,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'doctor-contacts.html';
const TAG = 'pd-doctor-contacts';

describe('doctor contacts in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop, query = '') {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const contactRequests = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/doctor/contacts/') contactRequests.push(url.searchParams.get('doctor_id'));
    });
    await page.goto(new URL(PAGE + query, h.base).href);
    await page.waitForFunction((tag) => customElements.get(tag) && document.querySelector(tag)?.shadowRoot, TAG);
    return { context, page, errors, contactRequests };
  }

  const panel = (page) => page.getByRole('dialog', { name: 'Контакты врача' });

  test('a logged-in patient opens the contacts (desktop side sheet 360 px), reveals the phone, loads once', async () => {
    const { context, page, errors, contactRequests } = await open();
    try {
      await page.locator('#open-contacts').click();
      const dialog = panel(page);
      await dialog.waitFor();
      const list = dialog.getByRole('list', { name: 'Способы связи' });
      await list.waitFor();
      const names = await list.locator('li .dc__name').allInnerTexts();
      assert.deepEqual(names, ['Телефон', 'Электронная почта', 'WhatsApp*', 'Telegram', 'Личный сайт', 'Блог в Дзене']);
      assert.ok(await dialog.getByText('* Принадлежит компании Meta', { exact: false }).isVisible());
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 360, 'the side sheet is 360 px wide');
      assert.equal(Math.round(box.x + box.width), VIEWPORTS.desktop.width, 'at the right edge');

      await dialog.getByRole('button', { name: /Показать номер/ }).click();
      const phone = dialog.getByRole('link', { name: /^Телефон/ });
      assert.equal(await phone.getAttribute('href'), 'tel:+79161234567');
      assert.match(await phone.innerText(), /\+7 916 123-45-67/);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('#open-contacts').click();
      await panel(page).getByRole('list').waitFor();
      assert.deepEqual(contactRequests, ['1001'], 'loaded once');
      await screenshot(page, 'doctor-contacts-open-desktop');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('an external contact opens the same-origin leave page in a new tab by a form POST (CSRF ok, no opener)', async () => {
    const { context, page, errors } = await open();
    try {
      const posts = [];
      context.on('request', (req) => {
        if (new URL(req.url()).pathname === '/leave/') posts.push(req);
      });
      await page.locator('#open-contacts').click();
      const telegram = panel(page).getByRole('link', { name: /^Telegram/ });
      const [tab] = await Promise.all([context.waitForEvent('page'), telegram.click()]);
      await tab.waitForLoadState();
      assert.equal(new URL(tab.url()).pathname, '/leave/');
      assert.equal(await tab.title(), 'Переход на внешний сайт — ПроДокторов (демо)');
      assert.equal(await tab.evaluate(() => window.opener), null, 'noopener');
      assert.equal(posts.length, 1);
      assert.equal(posts[0].method(), 'POST');
      const body = new URLSearchParams(posts[0].postData() ?? '');
      const cookie = (await context.cookies(h.base)).find((c) => c.name === 'csrftoken')?.value;
      assert.equal(body.get('csrfmiddlewaretoken'), cookie);
      assert.equal(body.get('domain'), 't.me');
      assert.equal(body.get('url'), 'https://t.me/dr_ivanova_anna');
      assert.equal(body.get('doctor_fio'), 'Иванова Анна Сергеевна');
      assert.equal(await page.locator('body > form').count(), 0, 'the form is removed');
      assert.equal(page.url(), new URL(PAGE, h.base).href, 'the doctor page stays');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('mobile: a bottom sheet whose phone row dials tel:+7…; keyboard opener and Esc return the focus', async () => {
    const { context, page, errors } = await open(VIEWPORTS.mobile);
    try {
      const opener = page.getByRole('button', { name: 'Показать контакты' }); // a <span> opener, given role=button
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = panel(page);
      await dialog.waitFor();
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), VIEWPORTS.mobile.width, 'full-width bottom sheet');
      assert.equal(Math.round(box.y + box.height), VIEWPORTS.mobile.height, 'at the bottom');
      const phone = dialog.getByRole('link', { name: /^Телефон/ });
      assert.equal(await phone.getAttribute('href'), 'tel:+79161234567');
      await screenshot(page, 'doctor-contacts-open-mobile');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Показать контакты');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a failing contacts request: the toast "Произошла ошибка. Попробуйте ещё раз" and the panel closes', async () => {
    const { context, page, errors } = await open(VIEWPORTS.mobile);
    try {
      await page.locator('button[data-doctor-id="1007"]').click();
      await page.getByText('Произошла ошибка. Попробуйте ещё раз').waitFor({ timeout: 10000 });
      await panel(page).waitFor({ state: 'hidden' });
      const unexpected = errors.filter(
        (e) => !/\[pd-widgets\] pd-doctor-contacts|status of 500/.test(e),
      );
      assert.deepEqual(unexpected, []);
    } finally {
      await context.close();
    }
  });

  test('an anonymous visitor confirms the phone first (SMS code), then the panel opens and loads', async () => {
    const { context, page, errors, contactRequests } = await open(VIEWPORTS.mobile, '?user=anonymous');
    try {
      await page.locator('#open-contacts').click();
      const auth = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
      await auth.waitFor();
      assert.equal(await panel(page).count(), 0, 'no contacts panel before the confirmation');
      assert.deepEqual(contactRequests, [], 'no contacts request before the confirmation');
      // The phone confirmation of <pd-phone-auth> against the reference SSO API: a normal number, the SMS code.
      const phone = auth.locator('input[type="tel"]');
      await phone.click();
      await phone.pressSequentially('9161234567');
      await auth.locator('.pa__submit:not([disabled])').click();
      await auth.getByLabel(/Введите/).fill('1234');
      await panel(page).getByRole('list', { name: 'Способы связи' }).waitFor({ timeout: 15000 });
      await auth.waitFor({ state: 'hidden' });
      assert.deepEqual(contactRequests, ['1001']);
      // Now logged in: another doctor opens at once.
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      await page.locator('button[data-doctor-id="1003"]').click();
      await panel(page).getByRole('list').waitFor();
      assert.equal(await auth.count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: no violations at ${vpName} ${viewport.width}×${viewport.height}, panel closed and open`, async () => {
      const { context, page, errors } = await open(viewport);
      try {
        let results = await axeFor(page).analyze();
        assert.equal(results.violations.length, 0, `closed:\n${formatViolations(results.violations)}`);
        await page.locator('#open-contacts').click();
        await panel(page).getByRole('list').waitFor();
        await animationsSettled(page); // the open animation
        results = await axeFor(page).analyze();
        assert.equal(results.violations.length, 0, `open:\n${formatViolations(results.violations)}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
