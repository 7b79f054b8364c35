/**
 * `<pd-phone-auth>` from the built CDN bundle in Chromium against the demo server (portal-identity-reviews §4 "Phone
 * confirmation", §7 "Phone authorisation", §8; CONTRACT `<pd-phone-auth>`, "Wire shapes"): the SSO SMS flow end to
 * end with real typing (maska masks), the session reaching another widget on the page, the call confirmation over the
 * demo server's websocket, the login page returning to `next`, an error state, and axe at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  collectErrors,
  eventually,
  screenshot,
  skipReason,
  startHarness,
  formatViolations,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const TAG = 'pd-phone-auth';
const UUID_SMS = '6a1c2e4f-3b5d-4c7e-9f10-079161234567';
const UUID_CALL = '6a1c2e4f-3b5d-4c7e-9f10-079161234569';

describe('phone auth in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  /** Opens a page and records the widget's DOM events in `window.__pdEvents`. */
  async function open(path, viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/services/') || url.pathname.startsWith('/api/') || url.pathname.startsWith('/ajax/')) {
        requests.push({ method: req.method(), path: url.pathname, query: url.searchParams, body: req.postData() });
      }
    });
    await page.addInitScript(() => {
      window.__pdEvents = [];
      for (const name of ['phone-auth:confirmed', 'phone-auth:login']) {
        document.addEventListener(name, (e) => window.__pdEvents.push({ name, id: e.target.id, detail: e.detail }));
      }
    });
    await page.goto(new URL(path, h.base).href);
    return { context, page, errors, requests };
  }

  const events = (page) => page.evaluate(() => window.__pdEvents);

  /** Types a phone the way a user does: focus, keys one by one (maska masks as they arrive), then the button. */
  async function requestCode(widget, digits, button = 'Подтвердить через звонок') {
    const input = widget.getByLabel('Номер телефона');
    await input.click();
    await input.pressSequentially(digits, { delay: 15 });
    await widget.getByRole('button', { name: button }).click();
  }

  test('SSO SMS flow end to end: masks, code, login, session, another widget reacts', async () => {
    const { context, page, errors, requests } = await open('phone-auth.html');
    try {
      const widget = page.locator(`${TAG}#sso-auth`);
      const input = widget.getByLabel('Номер телефона');
      await input.click();
      assert.equal(await input.inputValue(), '+7 ', 'the +7 prefix on focus');
      await input.pressSequentially('916123456', { delay: 15 });
      const submit = widget.getByRole('button', { name: 'Подтвердить через звонок' });
      assert.equal(await submit.isDisabled(), true, 'blocked while the number is incomplete');
      await input.press('7');
      assert.equal(await input.inputValue(), '+7 916 123-45-67');
      await submit.click();

      const code = widget.getByLabel('Введите код из СМС');
      await code.waitFor();
      assert.equal(await input.getAttribute('readonly'), '', 'the phone is locked while the code is checked');
      await widget.getByRole('button', { name: /^Отправить СМС повторно через 0:(30|29|28)$/ }).waitFor();
      await screenshot(page, 'phone-auth-code-desktop');

      await code.pressSequentially('1234', { delay: 40 });
      await page.waitForFunction(() => window.__pdEvents.some((e) => e.name === 'phone-auth:login'), null, {
        timeout: 10000,
      });
      assert.deepEqual(await events(page), [
        { name: 'phone-auth:confirmed', id: 'sso-auth', detail: { phone: '79161234567' } },
        { name: 'phone-auth:login', id: 'sso-auth', detail: { uuid: UUID_SMS } },
      ]);
      await widget.getByText('Номер подтверждён').waitFor();
      assert.equal(await widget.getByRole('button', { name: 'Изменить номер' }).count(), 0, 'no pen once confirmed');

      const confirm = requests.find((r) => r.path === '/services/sso/confirmation/confirm/');
      assert.equal(confirm.query.get('client_id'), 'pd-widgets-demo');
      assert.deepEqual(JSON.parse(confirm.body), { phone: '79161234567', code: '1234', service_id: 101, mobile_app: false });
      assert.ok(requests.some((r) => r.path === '/services/auth/login/'), 'logged in with the authorization code');
      assert.ok(requests.some((r) => r.path === '/services/auth/pull/'), 'the session was pulled');
      const cookies = await context.cookies(h.base);
      assert.equal(cookies.find((c) => c.name === 'pd_sso_session')?.value, UUID_SMS, 'the SSO session cookie');

      // The session store is shared: the favourite button on the page now asks for its state as a patient.
      await eventually(() => requests.some((r) => r.path === '/api/patient/favourites/doctors/'), {
        message: 'the favourite button reacted to the login',
      });
      const state = requests.find((r) => r.path === '/api/patient/favourites/doctors/');
      assert.ok(state, 'the favourite button reacted to the login');
      assert.deepEqual(JSON.parse(state.body), [1001]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('call confirmation over the websocket: the free number, {"status":"finished"}, login', async () => {
    const { context, page, errors, requests } = await open('phone-auth.html', VIEWPORTS.mobile);
    try {
      const frames = [];
      page.on('websocket', (ws) => {
        frames.push({ url: ws.url() });
        ws.on('framereceived', (f) => frames.push({ received: f.payload }));
        ws.on('framesent', (f) => frames.push({ sent: f.payload }));
      });
      const widget = page.locator(`${TAG}#sso-auth`);
      const started = Date.now();
      await requestCode(widget, '9161234569');
      const number = widget.getByRole('link', { name: '8 800 707-87-86' });
      await number.waitFor();
      assert.equal(await number.getAttribute('href'), 'tel:88007078786');
      await screenshot(page, 'phone-auth-call-mobile');
      await page.waitForFunction(() => window.__pdEvents.some((e) => e.name === 'phone-auth:login'), null, {
        timeout: 10000,
      });
      const elapsed = Date.now() - started;
      const login = (await events(page)).find((e) => e.name === 'phone-auth:login');
      assert.deepEqual(login.detail, { uuid: UUID_CALL });
      assert.match(frames[0].url, /\/live\/calls\/c0a11000-0001-[^/]+\/$/, 'the socket is keyed by the call uuid');
      assert.ok(frames.some((f) => f.received === '{"status":"finished"}'), 'the server said finished');
      const finish = requests.filter((r) => r.path === '/services/sso/calls/finish_request/');
      assert.equal(finish.at(-1).query.get('source'), 'ws', 'finished by the websocket, not the timer');
      // Before the second 5-s poll: counted in requests, not in wall-clock time (a busy machine stretches the latter).
      const timerPolls = finish.filter((r) => r.query.get('source') === 'timer').length;
      assert.ok(timerPolls <= 1, `finished before the second poll (${timerPolls} timer polls, ${elapsed} ms)`);
      await widget.getByText('Номер подтверждён').waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the login page returns to next after the login', async () => {
    const next = '/phone-auth.html?addToFavourites=1001';
    const { context, page } = await open(`login.html?next=${encodeURIComponent(next)}`, VIEWPORTS.mobile);
    try {
      const widget = page.locator(`${TAG}#login-auth`);
      await requestCode(widget, '9161234567');
      await widget.getByLabel('Введите код из СМС').pressSequentially('1234', { delay: 30 });
      await page.waitForURL('**/phone-auth.html?addToFavourites=1001', { timeout: 10000 });
      assert.equal(new URL(page.url()).searchParams.get('addToFavourites'), '1001');
    } finally {
      await context.close();
    }
  });

  test('an error of the catalogue: deleting in progress shows the red alert and hides the button', async () => {
    const { context, page, errors } = await open('phone-auth.html', VIEWPORTS.mobile);
    try {
      const widget = page.locator(`${TAG}#sso-auth`);
      await requestCode(widget, '9990000007');
      await widget
        .getByText('С этого номера пока нельзя записаться на приём или оставить отзыв: старый профиль ещё на удалении, это займёт до 30 дней.')
        .waitFor();
      assert.equal(await widget.getByRole('button', { name: 'Подтвердить через звонок' }).count(), 0);
      await widget.getByRole('button', { name: 'Изменить номер' }).click();
      const input = widget.getByLabel('Номер телефона');
      await input.fill('');
      await input.pressSequentially('9161234567', { delay: 10 });
      await widget.getByRole('button', { name: 'Подтвердить через звонок' }).waitFor();
      assert.ok(errors.every((e) => /status of 400/.test(e)), errors.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('390 px: the resend label with its countdown stays on one line, untruncated', async () => {
    const { context, page } = await open('phone-auth.html', VIEWPORTS.mobile);
    try {
      const widget = page.locator(`${TAG}#sso-auth`);
      await requestCode(widget, '9161234567');
      const resend = widget.getByRole('button', { name: /^Отправить СМС повторно через 0:\d\d$/ });
      await resend.waitFor();
      const box = await resend.evaluate((button) => {
        const label = button.querySelector('.pd-button__label');
        const style = getComputedStyle(label);
        return {
          height: label.getBoundingClientRect().height,
          lineHeight: parseFloat(style.lineHeight),
          scrollWidth: label.scrollWidth,
          clientWidth: label.clientWidth,
          buttonRight: button.getBoundingClientRect().right,
          formRight: button.closest('form').getBoundingClientRect().right,
        };
      });
      assert.ok(box.height < box.lineHeight * 1.5, `one line: ${JSON.stringify(box)}`);
      assert.ok(box.scrollWidth <= box.clientWidth, `not cut: ${JSON.stringify(box)}`);
      assert.ok(box.buttonRight <= box.formRight + 0.5, `inside the form: ${JSON.stringify(box)}`);
      await screenshot(page, 'phone-auth-resend-mobile');
    } finally {
      await context.close();
    }
  });

  test("§8 request exceeded proceeds to the code step without the button; attempts_out: 'Повторите запрос' and the request goes again", async () => {
    const { context, page, errors, requests } = await open('phone-auth.html', VIEWPORTS.mobile);
    try {
      const widget = page.locator(`${TAG}#sso-auth`);
      await requestCode(widget, '9990000003');
      await widget
        .getByText('Подтвердить этот номер можно через сутки. Было слишком много попыток')
        .waitFor();
      // "proceeds as success": the code field, with 'Подтвердить' for the code and no request button.
      await widget.getByLabel('Введите последние 4 цифры входящего номера').waitFor();
      await widget.getByRole('button', { name: 'Подтвердить', exact: true }).waitFor();
      assert.equal(await widget.locator('.pa__submit').count(), 0, 'the button is hidden');
      // A phone edit re-enables it: the attempts_out number.
      await widget.getByRole('button', { name: 'Изменить номер' }).click();
      const input = widget.getByLabel('Номер телефона');
      await input.fill('');
      await input.pressSequentially('9990000006', { delay: 10 });
      await widget.getByRole('button', { name: 'Подтвердить через звонок' }).click();
      await widget.getByText('Слишком много попыток. Повторите запрос').waitFor();
      const before = requests.filter((r) => r.path === '/services/sso/confirmation/request/').length;
      await widget.getByRole('button', { name: 'Подтвердить через звонок' }).click();
      await widget.getByLabel('Введите код из СМС').waitFor();
      assert.equal(
        requests.filter((r) => r.path === '/services/sso/confirmation/request/').length,
        before + 1,
      );
      assert.equal(
        await widget.getByText('Слишком много попыток').count(),
        0,
        'the newest message replaced it',
      );
      assert.ok(
        errors.every((e) => /status of 400/.test(e)),
        errors.join('\n'),
      );
    } finally {
      await context.close();
    }
  });

  test('VK attempts run out (?vk=1): the dialog offers call and SMS; SMS asks for the SMS code', async () => {
    const { context, page, errors, requests } = await open('phone-auth.html?vk=1', VIEWPORTS.mobile);
    try {
      const widget = page.locator(`${TAG}#sso-auth`);
      await requestCode(widget, '9990000014', 'Получить код ВКонтакте');
      const dialog = widget.getByRole('alertdialog');
      await dialog.getByText('Закончились попытки. Можно подтвердить через звонок или СМС.').waitFor();
      await dialog.getByRole('button', { name: 'Подтвердить через звонок' }).waitFor();
      await dialog.getByRole('button', { name: 'Подтвердить через СМС' }).click();
      await widget.getByLabel('Введите код из СМС').waitFor();
      const asked = requests
        .filter((r) => r.path === '/services/sso/confirmation/request/')
        .map((r) => JSON.parse(r.body));
      assert.deepEqual(asked, [
        { phone: '79990000014', confirmation_flow: 'vk' },
        { phone: '79990000014', confirmation_flow: 'sms' },
      ]);
      await widget.getByRole('button', { name: 'Подтвердить через звонок' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: phone-auth.html and login.html clean at ${vpName} ${viewport.width}px (initial and code step)`, async () => {
      const { context, page, errors } = await open('phone-auth.html', viewport);
      try {
        await page.locator(`${TAG}#sso-auth`).getByRole('button', { name: 'Подтвердить через звонок' }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `phone-auth-${vpName}`);
        let results = await axeFor(page).analyze();
        assert.equal(results.violations.length, 0, `axe violations:\n${formatViolations(results.violations)}`);
        await requestCode(page.locator(`${TAG}#sso-auth`), '9161234567');
        await page.locator(`${TAG}#sso-auth`).getByLabel('Введите код из СМС').waitFor();
        results = await axeFor(page).analyze();
        assert.equal(results.violations.length, 0, `axe violations (code step):\n${formatViolations(results.violations)}`);
        await page.goto(new URL('login.html?next=/', h.base).href);
        await page.locator(`${TAG}#login-auth`).getByLabel('Номер телефона').waitFor();
        results = await axeFor(page).analyze();
        assert.equal(results.violations.length, 0, `axe violations (login):\n${formatViolations(results.violations)}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
