/**
 * `<pd-doctor-thanks>` and `<pd-app-promo>` from the built CDN bundle in Chromium against the demo server
 * (portal-identity-reviews §2 "Thank-you-to-doctor modal", §3 "Payment link data", §5, §7 "Doctor page" payment and
 * flag pd_fix_payment_widget, §8; booking-schedule §2 "Mobile-app promo banner", §7 goals): both payment flows with
 * the CSRF form field, the flag off, the §8 failures, hidden on iPhone OS 12, the store link by user agent, the goals,
 * axe at 390 and 1280 with the dialogs open.
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
const PAGE = 'doctor-thanks.html';
const IOS12 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1';
const IOS_URL = 'https://apps.apple.com/ru/app/prodoctorov/id1447493566';
const ANDROID_URL = 'https://play.google.com/store/apps/details?id=ru.prodoctorov.app';
/** Console output of the failure tests: the widget's log and the browser's line about the 500. */
const EXPECTED_FAILURE = [
  /\[pd-widgets\] pd-doctor-thanks:/,
  /Failed to load resource: the server responded with a status of 500/,
];

describe('doctor thanks and app promo in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  async function open(query = '', { viewport = VIEWPORTS.desktop, userAgent } = {}) {
    const context = await h.browser.newContext({
      viewport,
      userAgent,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    });
    // The store pages are not reachable from the test machine: answer them locally.
    await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Store</title><h1>Store</h1>' }),
    );
    await context.addInitScript(() => {
      window.__goals = [];
      window.addEventListener('pd:goal', (e) => window.__goals.push(e.detail));
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const posts = [];
    const scripts = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/ajax/doctor/1001/thanks/payment/') posts.push(req);
      if (url.pathname === '/static/payment-widget/widget.js') scripts.push(req);
    });
    await page.goto(new URL(PAGE + query, h.base).href);
    await page.waitForFunction(() =>
      ['pd-doctor-thanks', 'pd-app-promo'].every(
        (t) => customElements.get(t) && document.querySelector(t)?.shadowRoot,
      ),
    );
    return { context, page, errors, posts, scripts };
  }

  const thanksDialog = (page) => page.getByRole('dialog', { name: 'Благодарность врачу' });

  async function thank(page) {
    await page.locator('pd-doctor-thanks [part~="open"]').click();
    const dialog = thanksDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Поблагодарить' }).click();
    return dialog;
  }

  async function assertCsrfForm(context, posts) {
    assert.equal(posts.length, 1, 'one payment request');
    assert.equal(posts[0].method(), 'POST');
    assert.match(posts[0].headers()['content-type'] ?? '', /application\/x-www-form-urlencoded/);
    const cookie = (await context.cookies(h.base)).find((c) => c.name === 'csrftoken')?.value;
    assert.ok(cookie);
    assert.equal(new URLSearchParams(posts[0].postData() ?? '').get('csrfmiddlewaretoken'), cookie);
  }

  test('widget flow (flag on): a form POST with csrfmiddlewaretoken, the widget script loads and renders the layout', async () => {
    const { context, page, errors, posts, scripts } = await open('?flow=widget');
    try {
      const dialog = await thank(page);
      const box = dialog.getByRole('region', { name: 'Оплата благодарности' });
      await box.getByText('Оплата картой').waitFor();
      assert.equal(
        await box.locator('[data-payment-widget]').getAttribute('data-payment-widget'),
        'thanks-1001',
      );
      await assertCsrfForm(context, posts);
      assert.equal(scripts.length, 1, 'the payment widget script is loaded once');
      await animationsSettled(page);
      await screenshot(page, 'doctor-thanks-widget-desktop');
      const results = await axeFor(page).analyze();
      assert.equal(results.violations.length, 0, `axe violations:\n${formatViolations(results.violations)}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('frame flow (mobile): the link opens in an iframe inside the modal', async () => {
    const { context, page, errors, posts } = await open('?flow=frame', { viewport: VIEWPORTS.mobile });
    try {
      const dialog = await thank(page);
      const frame = dialog.locator('iframe[title="Оплата благодарности врачу"]');
      await frame.waitFor();
      assert.equal(await frame.getAttribute('src'), '/payment/thanks/1001/');
      await page
        .frameLocator('iframe[title="Оплата благодарности врачу"]')
        .getByRole('heading', { name: 'Оплата картой' })
        .waitFor();
      await assertCsrfForm(context, posts);
      await animationsSettled(page);
      await screenshot(page, 'doctor-thanks-frame-mobile');
      const results = await axeFor(page).analyze();
      assert.equal(results.violations.length, 0, `axe violations:\n${formatViolations(results.violations)}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("a 500: 'Произошла ошибка' over the modal, which stays open; offline: 'Нет соединения с интернетом'", async () => {
    const { context, page, errors } = await open('?flow=error');
    try {
      const dialog = await thank(page);
      const alert = page.getByRole('alertdialog', { name: 'Произошла ошибка' });
      await alert.waitFor();
      await alert.getByRole('button', { name: 'OK' }).click();
      await alert.waitFor({ state: 'hidden' });
      assert.ok(await dialog.isVisible(), 'the thank-you modal stays open');

      await context.setOffline(true);
      await dialog.getByRole('button', { name: 'Поблагодарить' }).click();
      const offline = page.getByRole('alertdialog', { name: 'Нет соединения с интернетом' });
      await offline.waitFor();
      assert.ok(await offline.getByText('Проверьте соединение и попробуйте снова.').isVisible());
      await offline.getByRole('button', { name: 'Понятно' }).click();
      await offline.waitFor({ state: 'hidden' });
      assert.ok(await dialog.isVisible());
      await context.setOffline(false);
      const unexpected = errors.filter((e) => !EXPECTED_FAILURE.some((re) => re.test(e)));
      assert.deepEqual(unexpected, []);
    } finally {
      await context.close();
    }
  });

  test('flag pd_fix_payment_widget off: no script is loaded; without the page’s own widget the generic alert shows', async () => {
    const { context, page, errors, scripts } = await open('?flow=widget&flag=off');
    try {
      await thank(page);
      await page.getByRole('alertdialog', { name: 'Произошла ошибка' }).waitFor();
      assert.equal(scripts.length, 0);
      const unexpected = errors.filter((e) => !EXPECTED_FAILURE.some((re) => re.test(e)));
      assert.deepEqual(unexpected, []);
      assert.ok(errors.some((e) => /flag pd_fix_payment_widget is off/.test(e)));
    } finally {
      await context.close();
    }
  });

  test('iPhone OS 12: no thank-you block; the app promo installs from the App Store', async () => {
    const { context, page, errors } = await open('', { viewport: VIEWPORTS.mobile, userAgent: IOS12 });
    try {
      await page.locator('pd-app-promo [part~="banner"]').waitFor();
      assert.equal(await page.locator('pd-doctor-thanks [part~="block"]').count(), 0);
      await page.locator('pd-app-promo [part~="banner"]').click();
      const install = page.getByRole('link', { name: /Установить приложение/ });
      await install.waitFor();
      assert.equal(await install.getAttribute('href'), IOS_URL);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('app promo (mobile, Android): tap → full-screen modal, slider, install in a new tab without opener; goals', async () => {
    const { context, page, errors } = await open('', { viewport: VIEWPORTS.mobile });
    try {
      await page.locator('pd-app-promo [part~="banner"]').click();
      const dialog = page.getByRole('dialog', { name: 'Электронная медкарта' });
      await dialog.waitFor();
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), VIEWPORTS.mobile.width, 'full-screen');
      const slides = dialog.locator('[part~="slide"]');
      assert.equal(await slides.count(), 2);
      assert.ok(await slides.nth(0).isVisible());
      await dialog.getByRole('button', { name: 'Следующий слайд' }).click();
      await slides.nth(1).waitFor();
      assert.ok(!(await slides.nth(0).isVisible()));
      await page.keyboard.press('ArrowLeft');
      await slides.nth(0).waitFor();
      await animationsSettled(page);
      await screenshot(page, 'app-promo-modal-mobile');
      const results = await axeFor(page).analyze();
      assert.equal(results.violations.length, 0, `axe violations:\n${formatViolations(results.violations)}`);

      const install = dialog.getByRole('link', { name: /Установить приложение/ });
      assert.equal(await install.getAttribute('href'), ANDROID_URL);
      assert.equal(await install.getAttribute('rel'), 'noopener noreferrer');
      const [tab] = await Promise.all([context.waitForEvent('page'), install.click()]);
      await tab.waitForLoadState();
      assert.equal(tab.url(), ANDROID_URL);
      assert.equal(await tab.evaluate(() => window.opener), null, 'noopener');
      const goals = await page.evaluate(() => window.__goals);
      assert.deepEqual(goals, [
        { name: 'appPromoBanner_open', params: { device: 'mobile' } },
        { name: 'appPromoBanner_install', params: { store: 'android' } },
      ]);
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('app promo (desktop): the info icon opens the dialog; axe clean with it open', async () => {
    const { context, page, errors } = await open('');
    try {
      await page.getByRole('button', { name: 'Подробнее о медкарте в приложении' }).click();
      const dialog = page.getByRole('dialog', { name: 'Электронная медкарта' });
      await dialog.waitFor();
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 456);
      const goals = await page.evaluate(() => window.__goals);
      assert.deepEqual(goals, [{ name: 'appPromoBanner_open', params: { device: 'desktop' } }]);
      await animationsSettled(page);
      await screenshot(page, 'app-promo-modal-desktop');
      const results = await axeFor(page).analyze();
      assert.equal(results.violations.length, 0, `axe violations:\n${formatViolations(results.violations)}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
