/**
 * `<pd-club-info>` and `<pd-club-payment>` from the built CDN bundle in Chromium against the demo server
 * (booking-schedule §2 "Club screens", §4 "Reviews of club payment views", §5 club e-mail, §7, §8 club errors, §9
 * "Club"): the side menu (400 px, z-index 210, tooltip 288 px, accordion), the payment online to the allowed host
 * only, the return page polling to succeeded and stopping, expired, already_paid, a foreign provider host refused,
 * the e-mail kept on a failure; axe finds nothing at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  eventually,
  formatViolations,
  nextFrame,
  screenshot,
  skipReason,
  startHarness,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'club.html';
const PROVIDER = 'https://yoomoney.ru/';
const STATUS_PATH = /^\/club\/coupon_request\/\d+\/payment_status\/$/;

describe('club screens in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop, query = '', { clock = false } = {}) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    if (clock) await page.clock.install();
    const errors = collectErrors(page);
    const polls = [];
    const foreign = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (STATUS_PATH.test(url.pathname)) polls.push(url.pathname);
      if (url.hostname.endsWith('evil.example')) foreign.push(req.url());
    });
    // The payment provider: a stand-in page on the allowed host (no network in the test).
    await context.route(`${PROVIDER}**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="ru"><title>Оплата</title><h1>Платёжная система (демо)</h1></html>',
      }),
    );
    await page.goto(new URL(PAGE + query, h.base).href);
    await page.locator('#club-info-link[role="button"]').waitFor();
    return { context, page, errors, polls, foreign };
  }

  const payment = (page) => page.locator('pd-club-payment [part~="step"]');
  const stepIs = (page, step) =>
    page.locator(`pd-club-payment [part~="step"][data-step="${step}"]`).waitFor();

  async function toPaymentStart(page) {
    await page.locator('#pay-coupon').click();
    await stepIs(page, 'appointmentWithOffer');
    await payment(page).getByRole('button', { name: 'Оплатить' }).click();
    await stepIs(page, 'paymentStart');
    return payment(page).getByRole('textbox', { name: 'Электронная почта' });
  }

  async function axe(page, where) {
    // The pointer rests where the last click was: move it off, so a hover state is not what axe measures.
    await page.mouse.move(0, 0);
    const results = await axeFor(page).analyze();
    assert.equal(
      results.violations.length,
      0,
      `axe violations (${where}):\n${formatViolations(results.violations)}`,
    );
  }

  test('desktop: the side menu is 400 px at the right edge, z-index 210, tooltip 288 px, accordion; axe', async () => {
    const { context, page, errors } = await open();
    try {
      await axe(page, 'closed, 1280');
      await page.locator('#club-info-link').click();
      const dialog = page.getByRole('dialog', { name: 'Клуб ПроДокторов' });
      await dialog.waitFor();
      await animationsSettled(page);
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 400, 'the side menu is 400 px wide');
      assert.equal(Math.round(box.x + box.width), VIEWPORTS.desktop.width, 'at the right edge');
      const z = await dialog.evaluate((d) => getComputedStyle(d).zIndex);
      assert.equal(z, '210');
      const headings = await dialog.getByRole('heading', { level: 3 }).allInnerTexts();
      assert.deepEqual(headings, [
        'Что даёт клуб',
        'Как получить купон и скидку',
        'Как вступить в клуб',
        'Вопросы и ответы',
      ]);
      assert.ok(
        await dialog
          .getByText('Купите клубную карту на полгода вместе с первым купоном — 99 ₽ вместо 499 ₽.')
          .isVisible(),
      );

      const tipButton = dialog.getByRole('button', { name: 'Как считается скидка' });
      await tipButton.click();
      const tip = dialog.locator('[part~="tooltip"]');
      await tip.waitFor();
      assert.equal(Math.round((await tip.boundingBox()).width), 288, 'the tooltip is 288 px wide');
      await screenshot(page, 'club-info-tooltip-desktop');

      const question = dialog.getByText('Можно ли перенести приём?');
      await question.click();
      assert.ok(
        await dialog.getByText('Да, приём можно перенести — для этого свяжитесь с клиникой.').isVisible(),
      );
      const offer = dialog.getByRole('link', { name: /Оферта/ });
      assert.equal(await offer.getAttribute('rel'), 'noopener noreferrer');
      await screenshot(page, 'club-info-open-desktop');
      await axe(page, 'side menu, 1280');
      await page.keyboard.press('Escape'); // the tooltip first
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('mobile: the side menu is a bottom sheet; axe', async () => {
    const { context, page, errors } = await open(VIEWPORTS.mobile);
    try {
      await axe(page, 'closed, 390');
      await page.locator('#club-info-link').click();
      const dialog = page.getByRole('dialog', { name: 'Клуб ПроДокторов' });
      await dialog.waitFor();
      await animationsSettled(page);
      assert.equal(await dialog.getAttribute('data-variant'), 'bottom-sheet');
      await screenshot(page, 'club-info-open-mobile');
      await axe(page, 'side menu, 390');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${name}: online payment goes to the allowed provider host; the dialog is 476 px on desktop; axe`, async () => {
      const { context, page, errors } = await open(viewport);
      try {
        const email = await toPaymentStart(page);
        await animationsSettled(page);
        const dialog = page.locator('pd-club-payment dialog');
        if (name === 'desktop') {
          const box = await dialog.locator('.pd-modal__container').boundingBox();
          assert.equal(Math.round(box.width), 476, 'the club dialog is 476 px wide');
        } else {
          assert.equal(await dialog.getAttribute('data-variant'), 'bottom-sheet');
        }
        await screenshot(page, `club-payment-start-${name}`);
        await axe(page, `payment start, ${viewport.width}`);
        await email.fill('ivan@mail.ru');
        await payment(page).getByRole('button', { name: 'Перейти к оплате' }).click();
        await page.waitForURL((url) => url.href.startsWith(PROVIDER));
        assert.match(page.url(), /orderId=pd-club-101/);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('the return page polls the status to succeeded and then stops polling', async () => {
    const { context, page, errors, polls } = await open(VIEWPORTS.desktop, '?scenario=success&returned=1', {
      clock: true,
    });
    try {
      await stepIs(page, 'succeeded');
      assert.ok(await page.getByRole('dialog', { name: 'Вы записаны' }).isVisible());
      assert.equal(polls.length, 3, 'created → waiting_for_confirmation → succeeded');
      await page.clock.runFor(30_000); // ten poll intervals of virtual time
      await nextFrame(page);
      assert.equal(polls.length, 3, 'no poll after the final status');
      await screenshot(page, 'club-payment-succeeded-desktop');
      await axe(page, 'succeeded, 1280');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('expired: the return page shows the timed-out text and the poll stops', async () => {
    const { context, page, errors, polls } = await open(VIEWPORTS.mobile, '?scenario=expired&returned=1', {
      clock: true,
    });
    try {
      await stepIs(page, 'failed');
      assert.ok(await payment(page).getByText('Истекло время для оплаты.').isVisible());
      const count = polls.length;
      await page.clock.runFor(30_000);
      await nextFrame(page);
      assert.equal(polls.length, count, 'no poll after expired');
      await screenshot(page, 'club-payment-expired-mobile');
      await axe(page, 'expired, 390');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a closed dialog stops polling (unmount of the flow)', async () => {
    const { context, page, polls } = await open(VIEWPORTS.desktop, '?scenario=foreign&returned=1', {
      clock: true,
    });
    try {
      // The foreign scenario's status stays `created`: the poll runs until the dialog closes.
      await eventually(() => polls.length >= 2, { message: 'two polls' });
      await page.keyboard.press('Escape');
      await page.locator('pd-club-payment dialog').waitFor({ state: 'hidden' });
      const count = polls.length;
      await page.clock.runFor(30_000);
      await nextFrame(page);
      assert.ok(polls.length <= count + 1, 'at most the poll in flight when it closed');
      const after = polls.length;
      await page.clock.runFor(30_000);
      await nextFrame(page);
      assert.equal(polls.length, after, 'no more polls');
    } finally {
      await context.close();
    }
  });

  test('already_paid: the §8 text verbatim, the success step', async () => {
    const { context, page, errors } = await open(VIEWPORTS.desktop, '?scenario=already_paid');
    try {
      const email = await toPaymentStart(page);
      await email.fill('ivan@mail.ru');
      await payment(page).getByRole('button', { name: 'Перейти к оплате' }).click();
      await stepIs(page, 'succeeded');
      assert.ok(await payment(page).getByText('Купон уже оплачен.').isVisible());
      await screenshot(page, 'club-payment-already-paid-desktop');
      assert.deepEqual(
        errors.filter((e) => !/status of 400/.test(e)),
        [],
        'only the browser line of the refused request',
      );
    } finally {
      await context.close();
    }
  });

  test('a foreign provider host is refused with a console error; no request leaves for it', async () => {
    const { context, page, errors, foreign } = await open(VIEWPORTS.desktop, '?scenario=foreign');
    try {
      const email = await toPaymentStart(page);
      await email.fill('ivan@mail.ru');
      await payment(page).getByRole('button', { name: 'Перейти к оплате' }).click();
      await stepIs(page, 'appointmentError');
      assert.ok(await payment(page).getByText('Ошибка. Попробуйте перезагрузить страницу.').isVisible());
      assert.equal(new URL(page.url()).pathname, '/club.html');
      assert.deepEqual(foreign, []);
      assert.equal(errors.length, 1);
      assert.match(
        errors[0],
        /\[pd-widgets\] pd-club-payment: refused to redirect to "https:\/\/pay\.evil\.example/,
      );
    } finally {
      await context.close();
    }
  });

  test('the e-mail typed stays after a failure (client check and server refusal)', async () => {
    const { context, page, errors } = await open(VIEWPORTS.mobile);
    try {
      const email = await toPaymentStart(page);
      await email.fill('ivan@mail');
      await payment(page).getByRole('button', { name: 'Перейти к оплате' }).click();
      await payment(page).getByText('Введите корректный адрес электронной почты.').waitFor();
      assert.equal(await email.inputValue(), 'ivan@mail');
      assert.equal(
        await email.evaluate((el) => el === el.getRootNode().activeElement),
        true,
        'focus on the field',
      );
      await email.fill('ivan@mail.invalid');
      await payment(page).getByRole('button', { name: 'Перейти к оплате' }).click();
      await stepIs(page, 'appointmentProgress');
      await stepIs(page, 'paymentStart');
      await payment(page).getByText('Введите корректный адрес электронной почты.').waitFor();
      assert.equal(
        await payment(page).getByRole('textbox', { name: 'Электронная почта' }).inputValue(),
        'ivan@mail.invalid',
      );
      await screenshot(page, 'club-payment-email-error-mobile');
      await axe(page, 'e-mail error, 390');
      assert.deepEqual(
        errors.filter((e) => !/status of 400/.test(e)),
        [],
      );
    } finally {
      await context.close();
    }
  });
});
