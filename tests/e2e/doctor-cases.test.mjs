/**
 * `<pd-doctor-cases>` from the built CDN bundle in Chromium against the demo server (booking-schedule §2
 * "Before-and-after cases", §4 "Cases list", §7 cases calls, §8 cases errors and notes, §9 "Cases preview"): preview
 * counts on desktop and mobile, 'Смотреть все' only after 10 cases, the 670-px drawer, services cached per case,
 * the gallery 'N из M' with the video playing only when active, paging by has_next on scroll, the offline and other
 * failure alerts, the consultation scroll, and axe at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  eventually,
  formatViolations,
  skipReason,
  startHarness,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'doctor-cases.html';
const TAG = 'pd-doctor-cases';
/** The failure pages log the failed request; the widget logs it with its prefix. */
const FAILURE_ERRORS = [/\[pd-widgets\] pd-doctor-cases:/, /Failed to load resource/];

describe('doctor cases in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop, query = '', opts = {}) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = { pages: [], services: [] };
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/doctor/cases/') requests.pages.push(url.searchParams.get('page'));
      if (url.pathname === '/api/doctor/case/services/')
        requests.services.push(url.searchParams.get('case_id'));
    });
    if (opts.offline) {
      await page.route('**/api/doctor/cases/**', (route) => route.abort('internetdisconnected'));
    }
    await page.goto(new URL(PAGE + query, h.base).href);
    await page.waitForFunction(
      (tag) => customElements.get(tag) && document.querySelector(tag)?.shadowRoot,
      TAG,
    );
    return { context, page, errors, requests };
  }

  const preview = (page) => page.locator(TAG).getByRole('group', { name: 'Фото до и после' });
  const drawer = (page) => page.getByRole('dialog', { name: 'Фото до и после', exact: true });

  /** Slides whose box lies inside the track's box (fully visible). */
  for (const [vpName, viewport] of [
    ['390', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ]) {
    test(`at ${vpName} px the loading preview ('Загрузка') is about as tall as the preview that replaces it`, async () => {
      const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
      try {
        let release;
        const held = new Promise((resolve) => (release = resolve));
        await context.route('**/api/doctor/cases/**', async (route) => {
          await held;
          await route.continue();
        });
        const page = await context.newPage();
        await page.goto(new URL(PAGE, h.base).href);
        const status = page.locator(TAG).getByRole('status', { name: 'Загрузка' });
        await status.waitFor();
        const height = () => page.locator(TAG).evaluate((el) => el.getBoundingClientRect().height);
        const loading = await height();
        release();
        await preview(page).getByRole('button', { name: 'Случай 1: смотреть фото до и после' }).waitFor();
        await status.waitFor({ state: 'detached' });
        const loaded = await height();
        // The skeleton is the preview's own boxes; captions and names of other lengths may change a line or two.
        assert.ok(
          Math.abs(loaded - loading) <= 32,
          `loading ${Math.round(loading)} px, loaded ${Math.round(loaded)} px`,
        );
      } finally {
        await context.close();
      }
    });
  }

  async function visibleSlides(page) {
    return page.locator(TAG).evaluate((el) => {
      const track = el.shadowRoot.querySelector('.cs__track').getBoundingClientRect();
      return [...el.shadowRoot.querySelectorAll('.cs__slide')].filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= track.left - 1 && r.right <= track.right + 1;
      }).length;
    });
  }

  test("desktop preview: 3 of 11 slides visible, 'Смотреть все' last, the slider moves", async () => {
    const { context, page, errors } = await open();
    try {
      const region = preview(page);
      await region.getByRole('button', { name: 'Случай 1: смотреть фото до и после' }).waitFor();
      assert.equal(await region.locator('.cs__slide').count(), 11);
      assert.equal(await visibleSlides(page), 3);
      assert.equal(await region.locator('.cs__slide').last().innerText(), 'Смотреть все');
      for (const count of await region
        .locator('.cs__thumbs')
        .evaluateAll((all) => all.map((t) => t.children.length))) {
        assert.ok(count <= 3, 'at most 3 preview images per case');
      }
      const prev = region.getByRole('button', { name: 'Предыдущие случаи' });
      const next = region.getByRole('button', { name: 'Следующие случаи' });
      assert.equal(await prev.getAttribute('aria-disabled'), 'true');
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (tag) => document.querySelector(tag).shadowRoot.querySelector('.cs__track').scrollLeft > 0,
        TAG,
      );
      await page.waitForFunction(
        (tag) => !document.querySelector(tag).shadowRoot.querySelector('[part~="slider-prev"]').ariaDisabled,
        TAG,
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("mobile preview: 1 slide visible; 2 cases: no 'Смотреть все'; desktop with 2: no slider buttons", async () => {
    const { context, page } = await open(VIEWPORTS.mobile);
    try {
      await preview(page).getByRole('button', { name: 'Смотреть все' }).waitFor({ state: 'attached' });
      assert.equal(await visibleSlides(page), 1);
      assert.ok(await preview(page).getByRole('button', { name: 'Следующие случаи' }).isVisible());
      await page.goto(new URL(`${PAGE}?doctor=1002`, h.base).href);
      await preview(page)
        .getByRole('button', { name: 'Случай 2: смотреть фото до и после' })
        .waitFor({ state: 'attached' });
      assert.equal(await preview(page).getByRole('button', { name: 'Смотреть все' }).count(), 0);
      assert.ok(
        await preview(page).getByRole('button', { name: 'Следующие случаи' }).isVisible(),
        '2 > 1 on mobile',
      );
    } finally {
      await context.close();
    }
    const desktop = await open(VIEWPORTS.desktop, '?doctor=1002');
    try {
      await preview(desktop.page)
        .getByRole('button', { name: 'Случай 2: смотреть фото до и после' })
        .waitFor();
      assert.equal(await preview(desktop.page).getByRole('button', { name: 'Следующие случаи' }).count(), 0);
      assert.equal(await visibleSlides(desktop.page), 2);
    } finally {
      await desktop.context.close();
    }
  });

  test('desktop drawer 670 px at the right; paging by has_next on scroll; Esc returns focus', async () => {
    const { context, page, requests, errors } = await open();
    try {
      const opener = preview(page).getByRole('button', { name: 'Случай 2: смотреть фото до и после' });
      await opener.click();
      const dialog = drawer(page);
      await dialog.waitFor();
      await animationsSettled(page);
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 670);
      assert.equal(Math.round(box.x + box.width), VIEWPORTS.desktop.width);
      const heading = dialog.getByRole('heading', { name: 'Случай 2' });
      await page.waitForFunction(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.textContent === 'Случай 2';
      });
      assert.ok(await heading.isVisible());
      assert.equal(await dialog.locator('.csl__case').count(), 10);
      assert.deepEqual(requests.pages, ['1']);
      // Scrolling to the end loads page 2 (IntersectionObserver), then nothing more.
      await dialog.getByRole('button', { name: 'Показать ещё случаи' }).scrollIntoViewIfNeeded();
      await dialog.getByRole('heading', { name: 'Случай 14' }).waitFor();
      assert.deepEqual(requests.pages, ['1', '2']);
      assert.equal(await dialog.getByRole('button', { name: 'Показать ещё случаи' }).count(), 0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.getAttribute('aria-label') === 'Случай 2: смотреть фото до и после';
      });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("services: 'Услуги на {total}' with the notes, one request per case", async () => {
    const { context, page, requests } = await open(VIEWPORTS.mobile);
    try {
      await preview(page).getByRole('button', { name: 'Случай 3: смотреть фото до и после' }).click();
      const dialog = drawer(page);
      assert.equal(await dialog.getAttribute('data-variant'), 'fullscreen');
      const third = dialog.locator('[part~="case"]').nth(2);
      const link = third.getByRole('button', { name: 'Что входит в стоимость' });
      const price = await third.locator('.csl__price-value').innerText();
      assert.match(price, /^от \d[\d\u00a0 ]*₽$/);
      for (let i = 0; i < 2; i += 1) {
        await link.click();
        const services = page.getByRole('dialog', { name: /^Услуги на/ });
        await services.getByText('Комплекс услуг указан врачом. Цена может быть не окончательной.').waitFor();
        await services
          .getByText('Врач больше не работает в клинике, где выполнял услуги. Цена может отличаться.')
          .waitFor();
        assert.equal(
          (await services.getByRole('heading').first().innerText()).replace(/\s/g, ''),
          `Услугина${price.replace(/^от/, '').replace(/\s/g, '')}`,
        );
        await page.keyboard.press('Escape');
        await services.waitFor({ state: 'hidden' });
      }
      await third
        .locator('xpath=following-sibling::*[1]')
        .getByRole('button', { name: 'Что входит в стоимость' })
        .click();
      await page
        .getByRole('dialog', { name: /^Услуги на/ })
        .getByRole('note')
        .first()
        .waitFor();
      await eventually(() => requests.services.length >= 2);
      assert.deepEqual(requests.services, ['5003', '5004']);
    } finally {
      await context.close();
    }
  });

  test("gallery: 'N из M', arrows, the video plays only while active, 'Закрыть' returns focus", async () => {
    const { context, page } = await open();
    try {
      await preview(page).getByRole('button', { name: 'Случай 2: смотреть фото до и после' }).click();
      const second = drawer(page).locator('[part~="case"]').nth(1);
      const images = second.getByRole('button', { name: /^Открыть фото/ });
      await images.first().waitFor();
      const m = await images.count();
      await images.first().click();
      const gallery = page.getByRole('dialog', { name: 'Фото до и после: Случай 2' });
      await gallery.getByText(`1 из ${m}`).waitFor();
      const video = gallery.locator('video');
      assert.equal(await video.evaluate((v) => v.paused), true, 'not active: paused');
      await page.keyboard.press('ArrowRight');
      await gallery.getByText(`2 из ${m}`).waitFor();
      await video.evaluate(
        (v) =>
          new Promise((resolve) =>
            v.paused ? v.addEventListener('playing', resolve, { once: true }) : resolve(),
          ),
      );
      assert.equal(await video.evaluate((v) => v.paused), false, 'active: playing');
      await gallery.getByRole('button', { name: 'Следующее фото' }).click();
      await gallery.getByText(`3 из ${m}`).waitFor();
      assert.equal(await video.evaluate((v) => v.paused), true, 'left: paused');
      assert.equal(
        await gallery.locator('.csg__track').evaluate((t) => getComputedStyle(t).transitionDuration),
        '0s',
        'reduced motion: no slide animation',
      );
      await gallery.getByRole('button', { name: 'Закрыть' }).click();
      await gallery.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.getAttribute('aria-label')?.startsWith('Открыть фото 1');
      });
    } finally {
      await context.close();
    }
  });

  test('the gallery slides in 400 ms without reduced motion', async () => {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const page = await context.newPage();
    try {
      await page.goto(new URL(PAGE, h.base).href);
      await preview(page).getByRole('button', { name: 'Случай 1: смотреть фото до и после' }).click();
      await drawer(page)
        .locator('[part~="case"]')
        .first()
        .getByRole('button', { name: /^Открыть фото/ })
        .first()
        .click();
      const gallery = page.getByRole('dialog', { name: 'Фото до и после: Случай 1' });
      await gallery.getByText(/^1 из/).waitFor();
      const style = await gallery
        .locator('.csg__track')
        .evaluate((t) => [getComputedStyle(t).transitionDuration, getComputedStyle(t).columnGap]);
      assert.deepEqual(style, ['0.4s', '5px']);
    } finally {
      await context.close();
    }
  });

  test("'Записаться на консультацию' closes the list and scrolls to the appointment block", async () => {
    const { context, page } = await open(VIEWPORTS.mobile);
    try {
      await preview(page).getByRole('button', { name: 'Случай 1: смотреть фото до и после' }).click();
      await drawer(page).getByRole('button', { name: 'Записаться на консультацию' }).first().click();
      await drawer(page).waitFor({ state: 'hidden' });
      await page.waitForFunction(
        () => Math.abs(document.getElementById('appointment').getBoundingClientRect().top) < 2,
      );
    } finally {
      await context.close();
    }
  });

  test("a server failure: 'Что-то пошло не так', 'Обновить' reloads the page", async () => {
    const { context, page, errors } = await open(VIEWPORTS.desktop, '?doctor=1007');
    try {
      const alert = page.getByRole('alertdialog', { name: 'Что-то пошло не так' });
      await alert.getByText('Попробуйте немного подождать и обновите страницу').waitFor();
      await animationsSettled(page);
      const results = await axeFor(page).analyze();
      assert.equal(results.violations.length, 0, formatViolations(results.violations));
      const reloaded = page.waitForEvent('load');
      await alert.getByRole('button', { name: 'Обновить' }).click();
      await reloaded;
      await page.getByRole('alertdialog', { name: 'Что-то пошло не так' }).waitFor();
      assert.deepEqual(
        errors.filter((e) => !FAILURE_ERRORS.some((re) => re.test(e))),
        [],
      );
    } finally {
      await context.close();
    }
  });

  test("offline: 'Нет соединения с интернетом', 'Понятно' closes the alert", async () => {
    const { context, page } = await open(VIEWPORTS.mobile, '', { offline: true });
    try {
      const alert = page.getByRole('alertdialog', { name: 'Нет соединения с интернетом' });
      await alert.getByText('Проверьте соединение и попробуйте снова').waitFor();
      await alert.getByRole('button', { name: 'Понятно' }).click();
      await alert.waitFor({ state: 'hidden' });
      assert.equal(await preview(page).count(), 0);
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe at ${name} ${viewport.width}: preview, list, services, gallery`, async () => {
      const { context, page, errors } = await open(viewport);
      try {
        const axe = async (what) => {
          await animationsSettled(page);
          const results = await axeFor(page).analyze();
          assert.equal(results.violations.length, 0, `${what}:\n${formatViolations(results.violations)}`);
        };
        await preview(page).getByRole('button', { name: 'Случай 2: смотреть фото до и после' }).waitFor();
        await page.waitForLoadState('networkidle');
        await axe('preview');
        await preview(page).getByRole('button', { name: 'Случай 2: смотреть фото до и после' }).click();
        await drawer(page).getByRole('heading', { name: 'Случай 2' }).waitFor();
        await axe('list');
        const second = drawer(page).locator('[part~="case"]').nth(1);
        await second.getByRole('button', { name: 'Что входит в стоимость' }).click();
        await page
          .getByRole('dialog', { name: /^Услуги на/ })
          .getByRole('note')
          .first()
          .waitFor();
        await axe('services');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: /^Услуги на/ }).waitFor({ state: 'hidden' });
        await second.getByRole('button', { name: /^Открыть фото 1/ }).click();
        await page
          .getByRole('dialog', { name: 'Фото до и после: Случай 2' })
          .getByText(/из/)
          .first()
          .waitFor();
        await axe('gallery');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
