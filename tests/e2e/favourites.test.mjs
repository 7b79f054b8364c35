/**
 * The favourite buttons and the choose-login popup in Chromium against the demo server (portal-identity-reviews
 * §2 "Choose-login popup", "Login page", §4 "Favourite button", §6, §7, §9; CONTRACT `<pd-favourite-button>`,
 * `<pd-login-choice>`): 30 buttons share one state request, add/remove/undo notices, the anonymous prompt and the
 * login return, axe at 390 and 1280 px.
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
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const TAG = 'pd-favourite-button';
const STATE_PATH = /^\/api\/patient\/favourites\/(doctors|lpu)\/$/;

/** Every favourite button rendered, with its state known (not busy). */
async function waitForButtons(page) {
  await page.waitForFunction(
    (tag) => {
      const els = [...document.querySelectorAll(tag)];
      return (
        els.length > 0 &&
        els.every((el) => {
          const button = el.shadowRoot?.querySelector('button[aria-pressed]');
          return button && !button.hasAttribute('aria-busy');
        })
      );
    },
    TAG,
    { timeout: 15000, polling: 100 },
  );
}

const heart = (page, cardId) => page.locator(`#${cardId} ${TAG} button[aria-pressed]`);
const toasts = (page) => page.locator(`${TAG} [role="status"] .pd-toast__text`);

function formatViolations(violations) {
  return violations
    .map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
}

describe('favourites in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(pageName, viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const stateRequests = [];
    page.on('request', (req) => {
      const match = new URL(req.url()).pathname.match(STATE_PATH);
      if (match && req.method() === 'POST')
        stateRequests.push({ type: match[1], ids: JSON.parse(req.postData() ?? '[]') });
    });
    await page.goto(new URL(pageName, h.base).href);
    return { context, page, errors, stateRequests };
  }

  test('30 doctor buttons ask for their state with one request (and the clinic with one)', async () => {
    const { context, page, errors, stateRequests } = await open('favourites.html');
    try {
      await waitForButtons(page);
      assert.equal(await page.locator(TAG).count(), 31);
      const doctors = stateRequests.filter((r) => r.type === 'doctors');
      assert.equal(doctors.length, 1, `one doctors request, got ${JSON.stringify(stateRequests)}`);
      assert.equal(doctors[0].ids.length, 30);
      assert.equal(stateRequests.filter((r) => r.type === 'lpu').length, 1);
      // The fixtures' favourites show as pressed hearts.
      assert.equal(await heart(page, 'doctor-2002').getAttribute('aria-pressed'), 'true');
      assert.equal(await heart(page, 'doctor-2001').getAttribute('aria-pressed'), 'false');
      // 72 px wide with the share icon, 32 px tall (portal-identity-reviews §9).
      const box = await page.locator(`#doctor-2001 ${TAG} [part="favourite"]`).boundingBox();
      assert.deepEqual([Math.round(box.width), Math.round(box.height)], [72, 32]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('300 buttons render in slices, each in its 32-px box from the connect on: nothing below them moves (ADR 207, 231)', async () => {
    // A page without any `--pd-cloak-height` rule for the buttons: the box kept in each shadow root is the reserve.
    // Before ADR 231 a waiting button kept the runtime's 120-px reserved box (its css came at its render), and each
    // slice moved everything below it.
    const N = 300;
    const config = { env: 'dev', user: { isAnonymous: false, isRealPatient: true, uuid: 'slices-uuid' } };
    const rows = Array.from(
      { length: N },
      (_, i) =>
        `<p>Врач ${i + 1} <pd-favourite-button type="doctors" item-id="${1001 + i}" url="/moskva/vrach/${1001 + i}/"></pd-favourite-button></p>`,
    ).join('');
    const html =
      '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>slices</title>' +
      `<script type="application/json" id="pd-widgets-config">${JSON.stringify(config)}</script>` +
      '<script type="module" src="/static/pd-widgets/loader.js"></script></head>' +
      `<body><main>${rows}<p id="below">Конец списка</p></main></body></html>`;
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    try {
      const url = new URL('/__favourite-slices.html', h.base).href;
      await context.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      const page = await context.newPage();
      // 4× CPU: the renders need several slices on a fast machine too.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Each frame from the first rendered button to the last: how many are rendered, and where the line below is.
      await page.addInitScript((n) => {
        window.__frames = [];
        const tick = () => {
          let rendered = 0;
          for (const el of document.querySelectorAll('pd-favourite-button'))
            if (el.shadowRoot?.querySelector('button[aria-pressed]')) rendered += 1;
          const below = document.getElementById('below');
          if (rendered > 0 && below)
            window.__frames.push({ rendered, top: below.getBoundingClientRect().top + scrollY });
          if (rendered < n) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }, N);
      await page.goto(url);
      await page.waitForFunction((n) => window.__frames.at(-1)?.rendered === n, N, {
        timeout: 30000,
        polling: 100,
      });
      const frames = await page.evaluate(() => window.__frames);
      const partial = new Set(frames.filter((f) => f.rendered < N).map((f) => f.rendered));
      assert.ok(partial.size >= 2, `the renders came in slices: ${JSON.stringify(frames.slice(0, 5))}`);
      const tops = [...new Set(frames.map((f) => Math.round(f.top)))];
      assert.deepEqual(
        tops,
        [Math.round(frames[0].top)],
        `the line below the buttons moved: ${tops.join(', ')} px`,
      );
      // Each rendered button where its box was: 32×32.
      const box = await page.locator(`${TAG} [part="favourite"]`).last().boundingBox();
      assert.deepEqual([Math.round(box.width), Math.round(box.height)], [32, 32]);
    } finally {
      await context.close();
    }
  });

  test("add shows 'Добавлено в избранное' with 'Перейти' to /favourites", async () => {
    const { context, page, errors } = await open('favourites.html');
    try {
      await waitForButtons(page);
      await heart(page, 'doctor-2004').click();
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.shadowRoot?.querySelector('button[aria-pressed="true"]'),
        `#doctor-2004 ${TAG}`,
      );
      await toasts(page).filter({ hasText: 'Добавлено в избранное' }).waitFor();
      const link = page.locator(`${TAG} [role="status"] a`, { hasText: 'Перейти' });
      assert.equal(await link.getAttribute('href'), '/favourites');
      await screenshot(page, 'favourites-added-desktop');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("delete → 'Отменить' → 'Восстановлено'", async () => {
    const { context, page, errors } = await open('favourites.html', VIEWPORTS.mobile);
    try {
      await waitForButtons(page);
      const button = heart(page, 'doctor-2005');
      assert.equal(await button.getAttribute('aria-pressed'), 'true');
      await button.click();
      await toasts(page).filter({ hasText: 'Удалено из избранного' }).waitFor();
      assert.equal(await button.getAttribute('aria-pressed'), 'false');
      await page.locator(`${TAG} [role="status"] button`, { hasText: 'Отменить' }).click();
      await toasts(page).filter({ hasText: 'Восстановлено' }).waitFor();
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.shadowRoot?.querySelector('button[aria-pressed="true"]'),
        `#doctor-2005 ${TAG}`,
      );
      await screenshot(page, 'favourites-restored-mobile');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('anonymous: the prompt leads to the login page with next, and the return adds the item', async () => {
    const { context, page, errors, stateRequests } = await open('favourites-anonymous.html?page=2');
    try {
      await waitForButtons(page);
      assert.deepEqual(stateRequests, [], 'no state request for an anonymous visitor');
      await heart(page, 'doctor-2007').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      assert.ok(await dialog.getByText('Необходимо войти в личный кабинет').isVisible());
      assert.ok(await dialog.getByRole('button', { name: 'Не сейчас' }).isVisible());
      await screenshot(page, 'favourites-anonymous-prompt-desktop');
      await Promise.all([
        page.waitForURL('**/login/**'),
        dialog.getByRole('button', { name: 'Войти' }).click(),
      ]);

      const login = new URL(page.url());
      assert.equal(login.pathname, '/login/');
      const next = new URL(login.searchParams.get('next') ?? '');
      assert.equal(next.pathname, '/favourites-anonymous.html');
      assert.equal(next.searchParams.get('page'), '2');
      assert.equal(next.searchParams.get('addToFavourites'), '2007');

      // The demo login page returns to the patient twin of the page (a static page cannot change its config).
      await Promise.all([page.waitForURL('**/favourites.html**'), page.locator('#login-return').click()]);
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.shadowRoot?.querySelector('button[aria-pressed="true"]'),
        `#doctor-2007 ${TAG}`,
      );
      await toasts(page).filter({ hasText: 'Добавлено в избранное' }).waitFor();
      await page.waitForFunction(() => !location.search.includes('addToFavourites'));
      assert.equal(new URL(page.url()).searchParams.get('page'), '2');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the header opener shows the login choice with both entries', async () => {
    const { context, page, errors } = await open('favourites-anonymous.html', VIEWPORTS.mobile);
    try {
      await waitForButtons(page);
      await page.locator('.header-login').click();
      const dialog = page.getByRole('dialog', { name: 'Вход на сайт' });
      await dialog.waitFor();
      const patient = dialog.getByRole('link', { name: 'Войти как пациент' });
      assert.match((await patient.getAttribute('href')) ?? '', /^\/login\/\?next=/);
      assert.equal(
        await dialog.getByRole('link', { name: 'Войти как врач или клиника' }).getAttribute('href'),
        'https://profile.prodoctorov.example/login/',
      );
      assert.equal(
        new URL(page.url()).pathname,
        '/favourites-anonymous.html',
        'the opener link did not navigate',
      );
      await screenshot(page, 'favourites-login-choice-mobile');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    for (const name of ['favourites.html', 'favourites-anonymous.html']) {
      test(`axe: ${name} at ${vpName} (page, a notice, the login choice)`, async () => {
        const { context, page, errors } = await open(name, viewport);
        try {
          await waitForButtons(page);
          let results = await axeFor(page).analyze();
          assert.equal(
            results.violations.length,
            0,
            `axe violations:\n${formatViolations(results.violations)}`,
          );

          if (name === 'favourites.html') {
            await heart(page, 'doctor-2010').click();
            await toasts(page).first().waitFor();
            results = await axeFor(page).analyze();
            assert.equal(
              results.violations.length,
              0,
              `with a notice:\n${formatViolations(results.violations)}`,
            );
          }

          await page.locator('.header-login').click();
          await page.getByRole('dialog', { name: 'Вход на сайт' }).waitFor();
          await animationsSettled(page); // the open transition
          results = await axeFor(page).analyze();
          assert.equal(
            results.violations.length,
            0,
            `with the login choice:\n${formatViolations(results.violations)}`,
          );
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});
