/**
 * `<pd-review-list>` from the built CDN bundle in Chromium against the demo server (demo/reviews.html;
 * portal-identity-reviews §2 "Reviews page", §4 "Reviews list", §7 "Reviews list", §8, §9): the filter round trip
 * with the per-type cache (a type chosen again sends no request), 'Показать ещё' to the end, the `?rate_id=` and
 * `#rate-N` scroll, the redirect template, the branch bottom sheet, hostile server HTML kept inert, the mobile
 * 'Фильтр' modal, a failing server logged while the list goes on, and axe at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  eventually,
  screenshot,
  skipReason,
  startHarness,
  formatViolations,
  axeFor,
  nextFrame,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'reviews.html';
const TAG = 'pd-review-list';
/** The demo doctor's counts (mocks/fixtures/reviews.ts REVIEW_COUNTS). */
const COUNTS = { all: 56, positive: 34, neutral: 7, negative: 9 };

/** Records the page's layout shifts not caused by input (`window.__shifts`), from its first paint on. */
function recordLayoutShifts(page) {
  return page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded by {@link recordLayoutShifts} add up to at most 0.02 (CLS). */
async function assertLittleShift(page) {
  const shifts = await page.evaluate(() => window.__shifts);
  const cls = shifts.reduce((a, b) => a + b, 0);
  assert.ok(cls <= 0.02, `CLS ${cls.toFixed(4)} (${shifts.map((v) => v.toFixed(4)).join(', ')})`);
}

/** Console errors of the page that are not about widgets other helpers are still building (their chunks 404). */
function ownErrors(errors) {
  return errors.filter(
    (e) =>
      !/pd-(verified-documents|shame-mark|review-award-banner|review-reward|patient-profile)\.js/.test(e),
  );
}

describe('reviews list in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop, query = '') {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/ajax/rates/')) requests.push(url.search);
    });
    await page.goto(new URL(PAGE + query, h.base).href);
    await page.waitForFunction(
      (tag) => customElements.get(tag) && document.querySelector(tag)?.shadowRoot?.querySelector('.rl'),
      TAG,
    );
    return { context, page, errors, requests, list: page.locator(TAG) };
  }

  const cardIds = (page) =>
    page.evaluate(
      (tag) => [...document.querySelectorAll(`${tag} > [data-pd-review]`)].map((c) => c.dataset.reviewId),
      TAG,
    );
  const cardStates = (page) =>
    page.evaluate(
      (tag) => [...document.querySelectorAll(`${tag} > [data-pd-review]`)].map((c) => c.dataset.reviewState),
      TAG,
    );
  const waitForCards = (page, n, state) =>
    page.waitForFunction(
      ({ tag, n, state }) => {
        const cards = [...document.querySelectorAll(`${tag} > [data-pd-review]`)];
        return cards.length === n && (!state || cards.every((c) => c.dataset.reviewState === state));
      },
      { tag: TAG, n, state },
    );

  for (const [vpName, viewport] of [
    ['390', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ]) {
    test(`nothing moves while the widgets load at ${vpName} px, 4× CPU (CLS ≤ 0.02): the loader blocks the first paint and the reserved boxes fit`, async () => {
      const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        await recordLayoutShifts(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(new URL(PAGE, h.base).href);
        // Every widget of the page defined and the list rendered; then nothing is requested for a while.
        await page.waitForFunction(
          (tag) =>
            document.querySelector(tag)?.shadowRoot?.querySelector('.rl') &&
            [...document.querySelectorAll('*')]
              .filter((el) => el.localName.startsWith('pd-'))
              .every((el) => customElements.get(el.localName) && !el.hasAttribute('data-pd-mounting')),
          TAG,
          { timeout: 30000, polling: 100 },
        );
        await page.waitForLoadState('networkidle');
        await animationsSettled(page);
        await nextFrame(page);
        await assertLittleShift(page);
      } finally {
        await context.close();
      }
    });
  }

  test('desktop filter round trip: buttons with counts, ?type=, event; a type chosen again comes from the cache', async () => {
    const { context, page, errors, requests, list } = await open();
    try {
      const group = list.getByRole('group', { name: 'Фильтр отзывов' });
      await group.waitFor();
      const texts = (await group.getByRole('button').allInnerTexts()).map((t) =>
        t.replace(/\s+/g, ' ').trim(),
      );
      assert.deepEqual(texts, [
        'Все 56',
        'Положительные 34',
        'Нейтральные 7',
        'Отрицательные 9',
        'Решённые 3',
        'Неподтверждённые 2',
        'Удалённые 1',
      ]);
      const pressed = await group
        .getByRole('button')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-pressed')));
      assert.deepEqual(pressed, ['true', 'false', 'false', 'false', 'false', 'false', 'false']);
      // Tone colours of the dots: positive green, neutral warning, negative red (the design tokens' defaults).
      const tones = await group
        .getByRole('button')
        .evaluateAll((bs) => bs.map((b) => getComputedStyle(b, '::before').backgroundColor));
      assert.equal(tones[1], 'rgb(30, 142, 62)');
      assert.equal(tones[2], 'rgb(242, 153, 0)');
      assert.equal(tones[3], 'rgb(217, 48, 37)');
      assert.equal(tones[0], tones[4]);
      assert.equal((await cardIds(page)).length, 10);

      await page.evaluate(() => {
        window.__filterEvents = [];
        document.addEventListener('review-list:filter', (e) => window.__filterEvents.push(e.detail));
      });
      await group.getByRole('button', { name: /^Отрицательные/ }).click();
      await waitForCards(page, COUNTS.negative, 'negative');
      assert.equal(new URL(page.url()).searchParams.get('type'), 'negative');
      assert.deepEqual(requests, ['?page=1&ratetype=negative&page_size=10']);
      assert.equal(
        await group.getByRole('button', { name: /^Отрицательные/ }).getAttribute('aria-pressed'),
        'true',
      );
      assert.equal(await list.getByRole('button', { name: 'Показать ещё' }).count(), 0);

      await group.getByRole('button', { name: /^Все/ }).click();
      await waitForCards(page, 10);
      await group.getByRole('button', { name: /^Отрицательные/ }).click();
      await waitForCards(page, COUNTS.negative, 'negative');
      await group.getByRole('button', { name: /^Все/ }).click();
      await waitForCards(page, 10);
      assert.deepEqual(
        requests,
        ['?page=1&ratetype=negative&page_size=10'],
        'second visits come from the cache',
      );
      assert.equal(new URL(page.url()).searchParams.get('type'), 'all');
      assert.deepEqual(await page.evaluate(() => window.__filterEvents), [
        { type: 'negative', previous: 'all' },
        { type: 'all', previous: 'negative' },
        { type: 'negative', previous: 'all' },
        { type: 'all', previous: 'negative' },
      ]);
      // Ids stay unique in the page (cards of other types are detached, not hidden).
      const ids = await page.evaluate(() => [...document.querySelectorAll('[id^="rate-"]')].map((e) => e.id));
      assert.equal(new Set(ids).size, ids.length);
      assert.deepEqual(ownErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  test("'Показать ещё' loads 10 at a time to the end, focus moves to the first new card, then the button goes", async () => {
    const { context, page, errors, requests, list } = await open(VIEWPORTS.desktop, '?type=positive');
    try {
      const more = list.getByRole('button', { name: 'Показать ещё' });
      for (const n of [20, 30, 34]) {
        await more.click();
        await waitForCards(page, n, 'positive');
      }
      await more.waitFor({ state: 'detached' });
      assert.deepEqual(requests, [
        '?page=2&ratetype=positive&page_size=10',
        '?page=3&ratetype=positive&page_size=10',
        '?page=4&ratetype=positive&page_size=10',
      ]);
      const ids = await cardIds(page);
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.reviewId), ids[30]);
      assert.deepEqual(ownErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  test('50 cards at 390 px: the cards far below are enhanced but drawn only when scrolled near, in the place kept for them; scrolling through them by the wheel moves nothing on the screen (CLS ≤ 0.02)', async () => {
    const context = await h.browser.newContext({
      viewport: VIEWPORTS.mobile,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      await recordLayoutShifts(page);
      await page.goto(new URL(`${PAGE}?cards=50`, h.base).href);
      // Every card enhanced (its stars drawn), the far ones too.
      await page.waitForFunction(
        (tag) => {
          const cards = [...document.querySelectorAll(`${tag} > [data-pd-review]`)];
          return cards.length === 50 && cards.every((c) => c.querySelector('.pd-rv-stars'));
        },
        TAG,
        { timeout: 30000 },
      );
      await page.waitForLoadState('networkidle');
      await nextFrame(page);
      // Whether a card's content is drawn: its stars are not skipped by `content-visibility: auto`.
      const drawn = () =>
        page.evaluate((tag) => {
          const cards = [...document.querySelectorAll(`${tag} > [data-pd-review]`)];
          return cards.map((c) =>
            c.querySelector('.pd-rv-stars').checkVisibility({ contentVisibilityAuto: true }),
          );
        }, TAG);
      const before = await drawn();
      assert.equal(before[0], true, 'the first card is drawn');
      assert.equal(before.at(-1), false, 'the last card is not drawn before it is scrolled near');
      // The wheel, 300 px at a time, to the end of the list.
      const end = await page.evaluate(
        (tag) => document.querySelector(tag).getBoundingClientRect().bottom + window.scrollY,
        TAG,
      );
      await page.mouse.move(195, 400);
      for (let y = 0; y < end; y = await page.evaluate(() => window.scrollY + window.innerHeight)) {
        const from = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 300);
        await page.waitForFunction(
          (from) =>
            window.scrollY > from ||
            window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          from,
        );
        await nextFrame(page);
        if (
          await page.evaluate(
            () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          )
        )
          break;
      }
      await nextFrame(page);
      assert.equal((await drawn()).at(-1), true, 'the last card is drawn once scrolled to');
      await assertLittleShift(page);
    } finally {
      await context.close();
    }
  });

  test('?rate_id= scrolls to the card, or to the list when the card is not shown; #rate-N likewise', async () => {
    // A card of the first page (the 6th): scrolled into view at the top.
    const ctxA = await open(VIEWPORTS.desktop);
    const firstPageId = (await cardIds(ctxA.page))[5];
    const page2Id = await ctxA.page.locator('#rate-id-link').getAttribute('href');
    await ctxA.context.close();

    const a = await open(VIEWPORTS.desktop, `?rate_id=${firstPageId}`);
    try {
      await a.page.waitForFunction((id) => {
        const top = document.querySelector(`[data-review-id="${id}"]`)?.getBoundingClientRect().top;
        return top !== undefined && Math.abs(top) < 40;
      }, firstPageId);
    } finally {
      await a.context.close();
    }

    // The demo page's link to a review of page 2: not shown → the list container.
    const b = await open(VIEWPORTS.desktop);
    try {
      await b.page.locator('#rate-id-link').click();
      await b.page.waitForURL((url) => url.search === page2Id.slice(page2Id.indexOf('?')));
      await b.page.waitForFunction(
        (tag) => customElements.get(tag) && document.querySelector(tag)?.shadowRoot?.querySelector('.rl'),
        TAG,
      );
      await b.page.waitForFunction(
        (tag) => Math.abs(document.querySelector(tag).getBoundingClientRect().top) < 40,
        TAG,
      );
    } finally {
      await b.context.close();
    }

    // #rate-N of a shown card: that card; after filtering it away, the same hash → the list.
    const c = await open(VIEWPORTS.desktop);
    try {
      const hashId = (await c.page.locator('#rate-hash-link').getAttribute('href')).slice('#rate-'.length);
      await c.page.locator('#rate-hash-link').click();
      await c.page.waitForFunction(
        (id) => Math.abs(document.getElementById(`rate-${id}`).getBoundingClientRect().top) < 40,
        hashId,
      );
      await c.page.evaluate(() => history.replaceState(null, '', location.pathname + location.search));
      await c.list.getByRole('button', { name: /^Отрицательные/ }).click();
      await waitForCards(c.page, COUNTS.negative, 'negative');
      await c.page.evaluate(() => window.scrollTo(0, 0));
      await c.page.locator('#rate-hash-link').click();
      await c.page.waitForFunction(
        (tag) => Math.abs(document.querySelector(tag).getBoundingClientRect().top) < 40,
        TAG,
      );
    } finally {
      await c.context.close();
    }
  });

  test('redirect-url: a filter click navigates to the template with the type (the server renders that page)', async () => {
    const { context, page, requests, list } = await open(VIEWPORTS.desktop, '?redirect=1');
    try {
      await list.getByRole('button', { name: /^Отрицательные/ }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'negative');
      assert.equal(new URL(page.url()).pathname, '/reviews.html');
      await page.waitForFunction(
        (tag) => customElements.get(tag) && document.querySelector(tag)?.shadowRoot?.querySelector('.rl'),
        TAG,
      );
      assert.deepEqual(await cardStates(page), Array(COUNTS.negative).fill('negative'));
      assert.equal(
        await list.getByRole('button', { name: /^Отрицательные/ }).getAttribute('aria-pressed'),
        'true',
      );
      assert.deepEqual(requests, [], 'no ajax: the page was rendered by the server');
    } finally {
      await context.close();
    }
  });

  test('branches: a bottom sheet lists the branches and navigates to the chosen one', async () => {
    const { context, page, list } = await open(VIEWPORTS.mobile);
    try {
      await list.getByRole('button', { name: /^Филиалы клиники/ }).click();
      const sheet = list.getByRole('dialog', { name: 'Выберите филиал' });
      await sheet.waitFor();
      await animationsSettled(page);
      assert.equal(await sheet.getAttribute('data-variant'), 'bottom-sheet');
      const links = sheet.getByRole('link');
      assert.equal(await links.count(), 2);
      assert.match(await links.nth(1).innerText(), /Марксистская/);
      await screenshot(page, 'reviews-branches-mobile');
      const href = await links.nth(1).getAttribute('href');
      await links.nth(1).click();
      await page.waitForURL((url) => url.pathname + url.search === href);
    } finally {
      await context.close();
    }
  });

  test('hostile HTML in the ajax templates is inert: nothing runs, no javascript: link, no overlay, no form', async () => {
    const { context, page, errors, list } = await open(VIEWPORTS.desktop, '?doctor=1002');
    try {
      await list.getByRole('button', { name: 'Показать ещё' }).click();
      await waitForCards(page, 12);
      await list.getByRole('button', { name: /^Положительные/ }).click();
      await waitForCards(page, 7, 'positive');
      const report = await page.evaluate((tag) => {
        const host = document.querySelector(tag);
        const all = [...host.querySelectorAll('*')];
        return {
          ran: window.__pdHostile ?? null,
          scripts: host.querySelectorAll('script, iframe, form, input, style, object, embed').length,
          jsLinks: [...host.querySelectorAll('a')].filter((a) =>
            /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
          ).length,
          handlers: all.filter((el) => el.getAttributeNames().some((n) => n.startsWith('on'))).length,
          styled: all.filter((el) => el.hasAttribute('style')).length,
          overlay: document.querySelectorAll('[data-hostile-overlay], [data-hostile-link]').length,
          topElement: document
            .elementFromPoint(innerWidth / 2, innerHeight / 2)
            ?.closest('[data-hostile-overlay]')
            ? 1
            : 0,
        };
      }, TAG);
      assert.deepEqual(report, {
        ran: null,
        scripts: 0,
        jsLinks: 0,
        handlers: 0,
        styled: 0,
        overlay: 0,
        topElement: 0,
      });
      assert.deepEqual(ownErrors(errors), []);
    } finally {
      await context.close();
    }
  });

  test("mobile: 'Фильтр' opens the modal 'Фильтр' with radio options and counts; the choice filters", async () => {
    const { context, page, requests, list } = await open(VIEWPORTS.mobile);
    try {
      // §9: 20 preloaded on mobile — the server's 10 topped up once.
      await waitForCards(page, 20);
      assert.deepEqual(requests, ['?page=2&ratetype=all&page_size=10']);
      assert.equal(await list.getByRole('group', { name: 'Фильтр отзывов' }).count(), 0);
      await list.getByRole('button', { name: 'Фильтр' }).click();
      const dialog = list.getByRole('dialog', { name: 'Фильтр' });
      await dialog.waitFor();
      await animationsSettled(page);
      const labels = await dialog.locator('label').allInnerTexts();
      assert.equal(labels.length, 7);
      assert.match(labels[3], /Отрицательные\s*9/);
      assert.equal(await dialog.getByRole('radio', { name: /Все/ }).isChecked(), true);
      await screenshot(page, 'reviews-filter-modal-mobile');
      const axe = await axeFor(page).include(TAG).analyze();
      assert.equal(
        axe.violations.length,
        0,
        `axe violations (modal open):\n${formatViolations(axe.violations)}`,
      );
      await dialog.getByRole('radio', { name: /Отрицательные/ }).check();
      await dialog.getByRole('button', { name: 'Показать' }).click();
      await waitForCards(page, COUNTS.negative, 'negative');
      assert.equal(new URL(page.url()).searchParams.get('type'), 'negative');
      await dialog.waitFor({ state: 'hidden' });
      assert.match(await list.locator('.rl__current').innerText(), /Отрицательные · 9/);
    } finally {
      await context.close();
    }
  });

  test('a failing reviews server is logged and the list goes on (§8)', async () => {
    const { context, page, errors, list } = await open(VIEWPORTS.desktop, '?doctor=1007');
    try {
      const before = await cardIds(page);
      await list.getByRole('button', { name: /^Положительные/ }).click();
      await list.locator('.rl__notice', { hasText: 'Не удалось загрузить отзывы' }).waitFor();
      assert.deepEqual(await cardIds(page), before, 'the previous type is shown again');
      assert.equal(
        await list
          .getByRole('group', { name: 'Фильтр отзывов' })
          .getByRole('button', { name: /^Все/ })
          .getAttribute('aria-pressed'),
        'true',
      );
      await eventually(() =>
        errors.some((e) => e.includes('[pd-widgets] pd-review-list: could not load the "positive" reviews')),
      );
      // 'Показать ещё' fails too but stays for a retry.
      await list.getByRole('button', { name: 'Показать ещё' }).click();
      await eventually(() => errors.some((e) => e.includes('could not load more "all" reviews')));
      assert.equal(await list.getByRole('button', { name: 'Показать ещё' }).count(), 1);
      assert.equal(new URL(page.url()).searchParams.get('type'), null);
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing in the reviews list at ${vpName} ${viewport.width}px`, async () => {
      const { context, page, list } = await open(viewport);
      try {
        await page.waitForLoadState('networkidle');
        await list.getByRole('button', { name: 'Показать ещё' }).waitFor();
        await screenshot(page, `reviews-${vpName}`);
        const results = await axeFor(page).include(TAG).analyze();
        assert.equal(
          results.violations.length,
          0,
          `axe violations:\n${formatViolations(results.violations)}`,
        );
      } finally {
        await context.close();
      }
    });
  }
});
