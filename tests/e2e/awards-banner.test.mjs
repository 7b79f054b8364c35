/**
 * `<pd-awards-banner>` from the built CDN bundle in Chromium against the demo server, on demo/awards-banner.html
 * (portal-identity-reviews §2 "Awards banner and modal", §3 "Awards content per phase", §4 "Awards phases", §9): the
 * phase at its Moscow-time boundaries through config `now` (the page's `?now=`), including 16 Nov 18:59/19:00 and
 * 1 Dec 00:00; the hide control's cookie `award_banner=hidden` for half a day (a reload shows nothing, the expired
 * cookie shows the banner again); the modal (456 px on desktop, fullscreen on mobile, links in a new tab without an
 * opener); the modal's code on the first open (ADR 216: a keyboard open on a held network is kept, a failed load shows
 * the error, 'Повторить' opens the modal); axe finds nothing at 390 and 1280 px with the modal closed and open.
 * Decisions: docs/decisions/150–152, 216.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  eventually,
  nextFrame,
  screenshot,
  skipReason,
  startHarness,
  formatViolations,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const TAG = 'pd-awards-banner';
const BANNER = `${TAG} [part~="banner"]`;

describe('awards banner in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  const url = (now) => {
    const u = new URL('awards-banner.html', h.base);
    if (now) u.searchParams.set('now', now);
    return u.href;
  };

  async function newPage(viewport = VIEWPORTS.desktop, context) {
    const ctx =
      context ?? (await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' }));
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    return { context: ctx, page, errors };
  }

  /** The probe's log line (see {@link settled}); every other console error fails a test. */
  const PROBE_LOG = /pd-awards-banner: set "content" \(JSON\) or "content-source"/;
  const ours = (errors) => errors.filter((e) => !PROBE_LOG.test(e));

  /**
   * Waits until the page's banner element has rendered, or has rendered nothing, and returns what it shows. The sign
   * for "rendered nothing" is a probe appended after it: a second banner without content logs its
   * `[pd-widgets] pd-awards-banner: …` line from an effect (cookie or not), so by then the page's banner, connected
   * earlier in the same chunk, has rendered too.
   */
  async function settled(page) {
    await page.waitForFunction(
      (tag) => customElements.get(tag) && document.querySelector(tag)?.shadowRoot,
      TAG,
    );
    const logged = page.waitForEvent('console', { predicate: (m) => PROBE_LOG.test(m.text()) });
    await page.evaluate((tag) => {
      const probe = document.createElement(tag);
      probe.id = 'probe';
      document.querySelector('main').append(probe);
    }, TAG);
    await logged;
    await nextFrame(page);
    const state = await page.evaluate((tag) => {
      const banner = document.querySelector(tag).shadowRoot.querySelector('[part~="banner"]');
      return banner
        ? {
            phase: banner.dataset.phase,
            theme: banner.dataset.theme,
            title: banner.querySelector('[part~="title"]').textContent,
          }
        : null;
    }, TAG);
    await page.evaluate(() => document.getElementById('probe')?.remove());
    return state;
  }

  test('phases at their Moscow-time boundaries (config now)', async () => {
    const cases = [
      ['2024-09-01T12:00:00+03:00', 'announce'], // before the first phase
      ['2024-10-02T00:00:00+03:00', 'announce'],
      ['2024-11-01T23:59:59+03:00', 'announce'],
      ['2024-11-02T00:00:00+03:00', 'results'],
      ['2024-11-11T00:00:00+03:00', 'grandPrixRegistration'],
      ['2024-11-16T18:59:00+03:00', 'grandPrixRegistration'],
      ['2024-11-16T19:00:00+03:00', 'grandPrixBroadcast'],
      ['2024-11-16T16:00:00Z', 'grandPrixBroadcast'], // the same instant written in UTC
      ['2024-11-17T00:00:00+03:00', 'grandResults'],
      ['2024-11-30T23:59:59+03:00', 'grandResults'],
      ['2024-12-01T00:00:00+03:00', null], // the show is over
    ];
    const { context, page, errors } = await newPage();
    try {
      for (const [now, phase] of cases) {
        await page.goto(url(now));
        const state = await settled(page);
        assert.equal(state?.phase ?? null, phase, `at ${now}`);
        if (phase === 'grandPrixBroadcast') {
          assert.equal(state.theme, 'dark');
          assert.match(state.title, /Трансляция Гран-при 2024/);
        }
        if (phase === 'grandPrixRegistration') assert.equal(state.theme, 'light');
      }
      assert.deepEqual(ours(errors), []);
    } finally {
      await context.close();
    }
  });

  test('hide: cookie award_banner=hidden for half a day; a reload shows nothing; once expired it is back', async () => {
    const { context, page, errors } = await newPage();
    try {
      await page.goto(url());
      await page.locator(BANNER).waitFor();
      const before = Date.now() / 1000;
      await page.getByRole('button', { name: 'Скрыть баннер' }).click();
      await page.locator(BANNER).waitFor({ state: 'detached' });
      const cookie = (await context.cookies(h.base)).find((c) => c.name === 'award_banner');
      assert.equal(cookie?.value, 'hidden');
      assert.equal(cookie.path, '/');
      const ttl = cookie.expires - before;
      assert.ok(ttl > 43200 - 120 && ttl <= 43200 + 5, `expires in ${ttl} s, expected 43200 (half a day)`);

      await page.reload();
      assert.equal(await settled(page), null, 'hidden after a reload');

      // Half a day later the cookie has expired: the browser drops it and the banner is back.
      await context.clearCookies({ name: 'award_banner' });
      await page.reload();
      assert.equal((await settled(page))?.phase, 'results');
      assert.deepEqual(ours(errors), []);
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`${vpName}: the modal (${vpName === 'desktop' ? '456 px' : 'fullscreen'}), links, axe closed and open`, async () => {
      const { context, page, errors } = await newPage(viewport);
      try {
        await page.goto(url());
        await page.locator(BANNER).waitFor();
        await page.waitForLoadState('networkidle');
        let axe = await axeFor(page).analyze();
        assert.equal(axe.violations.length, 0, `axe (closed):\n${formatViolations(axe.violations)}`);
        await screenshot(page, `awards-banner-${vpName}`);

        const opener = page.getByRole('button', { name: /Итоги премии ПроДокторов 2024/ });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: 'Итоги премии 2024' });
        await dialog.waitFor();
        await animationsSettled(page);
        const box = await dialog.locator('.pd-modal__container').boundingBox();
        if (vpName === 'desktop') assert.equal(Math.round(box.width), 456);
        else {
          assert.equal(Math.round(box.width), viewport.width);
          assert.equal(Math.round(box.height), viewport.height);
        }
        assert.equal(await dialog.getByRole('listitem').count(), 5);
        assert.equal(await dialog.getByRole('img', { name: 'Состоялось' }).count(), 2);
        assert.equal(
          await dialog.getByRole('link', { name: 'Смотреть победителей' }).getAttribute('href'),
          '/award/',
        );
        for (const [name, href] of [
          [/Сайт премии/, 'https://award.prodoctorov.ru/'],
          [/Смотреть видео/, 'https://www.youtube.com/watch?v=pd-award-demo'],
        ]) {
          const link = dialog.getByRole('link', { name });
          assert.equal(await link.getAttribute('href'), href);
          assert.equal(await link.getAttribute('target'), '_blank');
          assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
        }
        axe = await axeFor(page).analyze();
        assert.equal(axe.violations.length, 0, `axe (open):\n${formatViolations(axe.violations)}`);
        await screenshot(page, `awards-banner-modal-${vpName}`);

        await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
        await dialog.waitFor({ state: 'detached' });
        await page.waitForFunction(
          (tag) => document.querySelector(tag).shadowRoot.activeElement?.getAttribute('part') === 'open',
          TAG,
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('the modal code on the first open (ADR 216): a keyboard open on a slow network is kept, a failed load shows the error and Повторить opens the modal; Escape gives the focus back', async () => {
    const { context, page, errors } = await newPage();
    try {
      // A slow network: each request for the modal's code waits until the test answers it.
      const pending = [];
      await page.route('**/awards-banner-lazy-*.js*', (route) => void pending.push(route));
      await page.goto(url());
      const opener = page.getByRole('button', { name: /Итоги премии ПроДокторов 2024/ });
      await opener.focus(); // warms up: the code is asked for now
      await eventually(() => pending.length === 1, { message: 'one request for the modal code' });
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (tag) =>
          document.querySelector(tag).shadowRoot.querySelector('[part~="open"]').getAttribute('aria-busy') ===
          'true',
        TAG,
      );
      assert.equal(await page.getByRole('dialog', { name: 'Итоги премии 2024' }).count(), 0);
      await pending.shift().abort(); // then it fails
      const alert = page.locator(TAG).getByRole('alertdialog', { name: 'Итоги премии 2024' });
      await alert.getByText('Не удалось загрузить подробности. Попробуйте ещё раз').waitFor();
      assert.ok(
        errors.some((e) => e.includes('[pd-widgets] pd-awards-banner: could not load the popup code')),
        errors.join('\n'),
      );
      assert.ok(!errors.some((e) => e.startsWith('pageerror')), errors.join('\n'));
      assert.equal(await opener.getAttribute('aria-busy'), null);
      const axe = await axeFor(page).analyze();
      assert.equal(axe.violations.length, 0, `axe (code failed):\n${formatViolations(axe.violations)}`);

      await alert.getByRole('button', { name: 'Повторить' }).click();
      await eventually(() => pending.length === 1, { message: 'the retry asks for the modal code again' });
      assert.equal(
        await alert.getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy'),
        'true',
        'the retry is busy until the code has arrived',
      );
      await pending.shift().continue();
      const dialog = page.getByRole('dialog', { name: 'Итоги премии 2024' });
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('listitem').count(), 5);
      assert.equal(await alert.count(), 0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(
        (tag) => document.querySelector(tag).shadowRoot.activeElement?.getAttribute('part') === 'open',
        TAG,
      );
    } finally {
      await context.close();
    }
  });

  test('the button link lands on the awards page (same tab)', async () => {
    const { context, page, errors } = await newPage();
    try {
      await page.goto(url('2024-11-11T12:00:00+03:00'));
      await page.getByRole('button', { name: /регистрация открыта/ }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Зарегистрироваться' }).click();
      await page.waitForURL('**/award/');
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Премия');
      assert.deepEqual(ours(errors), []);
    } finally {
      await context.close();
    }
  });
});
