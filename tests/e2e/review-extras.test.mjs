/**
 * `<pd-shame-mark>`, `<pd-review-reward>` and `<pd-review-award-banner>` from the built CDN bundle in Chromium against
 * the demo server, on demo/reviews.html (booking-schedule §2 "Shame-mark notice", §8; portal-identity-reviews §1, §2
 * "Review-reward info popup", §3 "Review-reward payload", §9 "360 wide with max height 500"): the shame-mark text;
 * the popup from both openers (360 px, ≤ 500 px, the links or the clinic list, 'Хорошо' closes and focus returns,
 * a `<span>` opener works from the keyboard, invalid JSON opens nothing); the banner's 'Подробнее' opens the PDF in a
 * new tab without an opener and 'Оставить отзыв' lands on the review form; axe finds nothing at 390 and 1280 px with
 * the popup closed and open. Decisions: docs/decisions/143–145.
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
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'reviews.html';
const TAGS = ['pd-shame-mark', 'pd-review-award-banner', 'pd-review-reward'];
const TITLE = 'Дарим скидку 300 ₽ за честный отзыв';
const SHAME_REVIEW =
  'Некоторые отзывы удалены. Авторы сообщили, что написали их по заказу. Доверяйте остальным отзывам на этой странице с осторожностью.';

describe(
  'review extras in the browser (shame mark, review-reward popup, award banner)',
  { skip: skip ?? false },
  () => {
    let h;
    before(async () => {
      h = await startHarness({ reuseContexts: true });
    });
    after(() => h?.close());

    async function open(viewport = VIEWPORTS.desktop) {
      const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(new URL(PAGE, h.base).href);
      await page.waitForFunction(
        (tags) => tags.every((t) => customElements.get(t) && document.querySelector(t)?.shadowRoot),
        TAGS,
      );
      // The banner has rendered; the popup element listens once its effect has run (`popupListening`).
      await page.locator('pd-review-award-banner [part~="title"]').waitFor();
      return { context, page, errors };
    }

    /** Console errors of these three widgets, and uncaught page errors (other widgets' own logs are theirs). */
    const ours = (errors) =>
      errors.filter((e) => /pd-(shame-mark|review-reward|review-award-banner)|pageerror/.test(e));

    const popup = (page) => page.getByRole('dialog', { name: TITLE });

    /**
     * Waits until `<pd-review-reward>` listens. It draws nothing before its first open, so the sign is the one its
     * listening effect leaves: a non-button opener (here a hidden sentinel `<span>`) gets `role="button"`.
     */
    async function popupListening(page) {
      await page.evaluate(() => {
        const sentinel = document.createElement('span');
        sentinel.id = 'listening-sentinel';
        sentinel.hidden = true;
        sentinel.setAttribute('data-pd-review-reward', '{}');
        document.body.append(sentinel);
      });
      await page.waitForFunction(
        () => document.getElementById('listening-sentinel')?.getAttribute('role') === 'button',
      );
      await page.evaluate(() => document.getElementById('listening-sentinel')?.remove());
    }

    /** Clicks an opener (once the popup element listens) and waits for the popup. */
    async function openPopup(page, selector) {
      await popupListening(page);
      await page.locator(selector).click();
      await popup(page).waitFor();
      return popup(page);
    }

    test('the shame mark shows the §8 text as a note with the warning look', async () => {
      const { context, page, errors } = await open();
      try {
        const note = page.locator('pd-shame-mark').getByRole('note');
        assert.equal((await note.innerText()).trim(), SHAME_REVIEW);
        const look = await note.evaluate((el) => {
          const s = getComputedStyle(el);
          return { border: s.borderLeftColor, icon: !!el.querySelector('svg[aria-hidden="true"]') };
        });
        assert.equal(look.border, 'rgb(242, 153, 0)', 'warning accent');
        assert.ok(look.icon);
        assert.deepEqual(ours(errors), []);
      } finally {
        await context.close();
      }
    });

    test("desktop: the first opener opens a 360-px popup with the doctor and clinic links; 'Хорошо' closes, focus returns", async () => {
      const { context, page, errors } = await open();
      try {
        const dialog = await openPopup(page, '#review-reward-opener');
        await animationsSettled(page);
        const doctor = dialog.getByRole('link', { name: 'Оставить отзыв о враче' });
        assert.equal(await doctor.getAttribute('href'), '/new/rate/doctor/1001/');
        assert.equal(
          await dialog.getByRole('link', { name: 'Оставить отзыв о клинике' }).getAttribute('href'),
          '/new/rate/lpu/45/',
        );
        assert.equal(await dialog.getByRole('list').count(), 0, 'no clinic list');
        const box = await dialog.locator('.pd-modal__container').boundingBox();
        assert.equal(Math.round(box.width), 360, '360 px wide');
        assert.ok(box.height <= 500, `at most 500 px high, got ${box.height}`);
        await screenshot(page, 'review-reward-links-desktop');

        await dialog.getByRole('button', { name: 'Хорошо' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForFunction(() => document.activeElement?.id === 'review-reward-opener');
        assert.deepEqual(ours(errors), []);
      } finally {
        await context.close();
      }
    });

    test('mobile: the second opener (keyboard) opens the clinic list; the popup stays ≤ 360 × 500; Esc returns focus', async () => {
      const { context, page, errors } = await open(VIEWPORTS.mobile);
      try {
        await popupListening(page);
        await page.locator('#review-reward-clinics').focus();
        await page.keyboard.press('Enter');
        const dialog = popup(page);
        await dialog.waitFor();
        await animationsSettled(page);
        const list = dialog.getByRole('list', { name: /Выберите клинику/ });
        const links = list.getByRole('link');
        assert.equal(await links.count(), 2);
        assert.equal(await links.nth(0).getAttribute('href'), '/new/rate/lpu/45/');
        assert.match(
          await links.nth(0).innerText(),
          /Медицинский центр «Ясень»\s+ул\. Большая Дорогомиловская, д\. 9/,
        );
        assert.equal(await links.nth(1).getAttribute('href'), '/new/rate/lpu/46/');
        assert.equal(await dialog.getByRole('link', { name: 'Оставить отзыв о враче' }).count(), 0);
        const box = await dialog.locator('.pd-modal__container').boundingBox();
        assert.ok(box.width <= 360 && box.width >= 340, `width ${box.width}`);
        assert.ok(box.height <= 500, `height ${box.height}`);
        await screenshot(page, 'review-reward-clinics-mobile');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForFunction(() => document.activeElement?.id === 'review-reward-clinics');
        assert.deepEqual(ours(errors), []);
      } finally {
        await context.close();
      }
    });

    test('a <span> opener added later gets role=button and opens on Space; a long list scrolls within 500 px; invalid JSON opens nothing', async () => {
      const { context, page, errors } = await open();
      try {
        await popupListening(page);
        await page.evaluate(() => {
          const span = document.createElement('span');
          span.id = 'span-opener';
          span.textContent = 'Скидка (span)';
          // The doctor and ten clinics: more than 500 px of content.
          const lpuList = Array.from({ length: 10 }, (_, i) => ({
            name: `Клиника №${i + 1}`,
            address: `ул. Тестовая, д. ${i + 1}`,
            reviewUrl: `/new/rate/lpu/${100 + i}/`,
          }));
          span.setAttribute(
            'data-pd-review-reward',
            JSON.stringify({ doctorReviewUrl: '/new/rate/doctor/1002/', lpuList }),
          );
          const broken = document.createElement('button');
          broken.id = 'broken-opener';
          broken.textContent = 'Сломанный';
          broken.setAttribute('data-pd-review-reward', '{"doctorReviewUrl":');
          document.querySelector('.reward-openers')?.append(span, broken);
        });
        const span = page.locator('#span-opener');
        await page.waitForFunction(
          () => document.getElementById('span-opener')?.getAttribute('role') === 'button',
        );
        assert.equal(await span.getAttribute('tabindex'), '0');
        await span.focus();
        await page.keyboard.press('Space');
        const dialog = popup(page);
        await dialog.waitFor();
        assert.equal(
          await dialog.getByRole('link', { name: 'Оставить отзыв о враче' }).getAttribute('href'),
          '/new/rate/doctor/1002/',
        );
        assert.equal(await dialog.getByRole('list').getByRole('link').count(), 10);
        // §9 "max height 500": the popup stops at 500 px and its body scrolls; 'Хорошо' stays in view.
        await animationsSettled(page);
        const box = await dialog.locator('.pd-modal__container').boundingBox();
        assert.equal(Math.round(box.height), 500);
        const body = await dialog
          .locator('.pd-modal__body')
          .evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
        assert.ok(body.scroll > body.client, 'the body scrolls');
        assert.ok(await dialog.getByRole('button', { name: 'Хорошо' }).isVisible());
        await dialog.getByRole('button', { name: 'Хорошо' }).click();
        await dialog.waitFor({ state: 'hidden' });

        await page.locator('#broken-opener').click();
        const logged = () =>
          errors.some((e) =>
            e.includes('[pd-widgets] pd-review-reward: data-pd-review-reward is not valid JSON'),
          );
        await eventually(logged, { message: `not logged: ${errors.join('\n')}` });
        assert.equal(await page.locator('pd-review-reward dialog[open]').count(), 0, 'nothing opens');
      } finally {
        await context.close();
      }
    });

    test("the banner: 'Получите 500 ₽ за отзыв'; 'Подробнее' opens the PDF in a new tab without an opener", async () => {
      const { context, page, errors } = await open();
      try {
        const banner = page.locator('pd-review-award-banner');
        assert.equal(await banner.locator('[part~="title"]').innerText(), 'Получите 500\u00a0₽ за отзыв');
        const details = banner.getByRole('link', { name: /^Подробнее/ });
        assert.equal(await details.getAttribute('target'), '_blank');
        assert.equal(await details.getAttribute('rel'), 'noopener noreferrer');
        const pdf = context.waitForEvent(
          'response',
          (r) => new URL(r.url()).pathname === '/static/docs/review-award-rules.pdf',
        );
        const [tab] = await Promise.all([context.waitForEvent('page'), details.click()]);
        const response = await pdf;
        assert.equal(response.status(), 200);
        assert.equal(response.headers()['content-type'], 'application/pdf');
        assert.equal(new URL(tab.url()).pathname, '/static/docs/review-award-rules.pdf');
        assert.equal(await tab.evaluate(() => window.opener), null, 'noopener');
        assert.equal(page.url(), new URL(PAGE, h.base).href, 'the reviews page stays');
        await tab.close();

        await banner.getByRole('link', { name: 'Оставить отзыв' }).click();
        await page.waitForURL('**/new/rate/doctor/1001/');
        assert.equal(await page.title(), 'Оставить отзыв — ПроДокторов (демо)');
        assert.deepEqual(ours(errors), []);
      } finally {
        await context.close();
      }
    });

    /**
     * axe over these widgets and their openers (with the popup open, its dialog is inside `pd-review-reward`). The rest
     * of demo/reviews.html (the review list and its server-rendered cards) has its own axe test.
     */
    const axe = (page) =>
      axeFor(page)
        .include('pd-shame-mark')
        .include('pd-review-award-banner')
        .include('.reward-openers')
        .include('pd-review-reward');

    for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
      test(`axe: no violations at ${vpName} ${viewport.width}×${viewport.height}, popup closed and open`, async () => {
        const { context, page, errors } = await open(viewport);
        try {
          await screenshot(page, `review-extras-page-${vpName}`);
          let results = await axe(page).analyze();
          assert.equal(results.violations.length, 0, `closed:\n${formatViolations(results.violations)}`);
          await openPopup(page, '#review-reward-opener');
          await animationsSettled(page);
          results = await axe(page).analyze();
          assert.equal(
            results.violations.length,
            0,
            `open (links):\n${formatViolations(results.violations)}`,
          );
          await page.keyboard.press('Escape');
          await popup(page).waitFor({ state: 'hidden' });
          await openPopup(page, '#review-reward-clinics');
          await animationsSettled(page);
          results = await axe(page).analyze();
          assert.equal(
            results.violations.length,
            0,
            `open (clinics):\n${formatViolations(results.violations)}`,
          );
          assert.deepEqual(ours(errors), []);
        } finally {
          await context.close();
        }
      });
    }
  },
);
