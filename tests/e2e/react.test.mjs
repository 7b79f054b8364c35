/**
 * `pd-widgets/react` as a frontend developer uses it: EVERY component of the BUILT dist/lib/react.js inside a plain
 * React 19 tree (demo/react.html; the app is demo/react-app/main.jsx, bundled by scripts/build-react-demo.mjs on the
 * demo server's first request). CONTRACT "Package and entry points"; docs/decisions/112-react-entry-every-widget-wrapped.md.
 *
 * Per export: it renders into its own shadow root on `<div data-pd-widget="<tag>">` with the widget's stylesheet
 * applied (a computed style its css sets), and one real interaction works.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  ROOT,
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  csrfCookie,
  eventually,
  nextFrame,
  skipReason,
  slotButtons,
  startHarness,
} from './helpers.mjs';

const skip = skipReason();

/** The host tag of every component of the React entry (`<div data-pd-widget="<tag>">`). */
const EXPORTS = [
  'pd-appointment-calendar',
  'pd-price-block',
  'pd-service-prices',
  'pd-clinic-list',
  'pd-doctor-contacts',
  'pd-favourite-button',
  'pd-login-choice',
  'pd-phone-auth',
  'pd-phone-auth-dialog',
  'pd-review-list',
  'pd-review-card',
  'pd-patient-profile',
  'pd-verified-documents',
  'pd-shame-mark',
  'pd-review-reward',
  'pd-review-award-banner',
  'pd-awards-banner',
  'pd-doctor-thanks',
  'pd-app-promo',
  'pd-video-card',
  'pd-info-popup',
  'pd-soft-version-badge',
  'pd-stage-label',
  'pd-ad',
  'pd-share-button',
  'pd-doctor-sections',
  'pd-mistake-report',
  'pd-clinic-map',
  'pd-doctor-cases',
  'pd-club-info',
  'pd-club-payment',
  'pd-town-chooser',
  'pd-town-search',
  'pd-clinic-filter-button',
  'pd-dropdown-list',
  'pd-csrf-forms',
  'pd-tab-history',
];

/** A stand-in for the YouTube embed (tests/e2e/doctor-media.test.mjs does the same): the real player never loads. */
const FAKE_PLAYER =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Видеоплеер (тест)</title></head>' +
  '<body><p>Тестовый плеер</p></body></html>';

describe('pd-widgets/react from dist/lib/react.js in a React app', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    assert.ok(existsSync(path.join(ROOT, 'dist/lib/react.js')), 'dist/lib/react.js is built (npm run build)');
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  test('renders day tabs and slots, and a slot choice reaches the onTimeChoice callback', async () => {
    const context = await h.browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      await page.goto(new URL('react.html', h.base).href);
      const root = page.locator('[data-testid="react-root"]');
      const slot = slotButtons(root).first();
      await slot.waitFor({ state: 'visible', timeout: 30000 });
      assert.ok((await root.locator('[role="tab"]').count()) >= 2, 'day tabs');
      // The component is a plain React component here: no custom element is defined by this entry.
      assert.equal(await page.evaluate(() => customElements.get('pd-appointment-calendar')), undefined);
      const time = (await slot.innerText()).trim();
      await slot.click();
      const choice = page.getByTestId('choice');
      await choice.filter({ hasText: 'Выбрано:' }).waitFor({ timeout: 5000 });
      assert.match(await choice.innerText(), new RegExp(`\\d{2}\\.\\d{2}\\.\\d{4} ${time}`));
      assert.match(new URL(page.url()).pathname, /react\.html$/, 'no redirect without useRedirect');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('is styled in a React app too (not bare browser buttons)', async () => {
    const context = await h.browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      await page.goto(new URL('react.html', h.base).href);
      const slot = slotButtons(page.locator('[data-testid="react-root"]')).first();
      await slot.waitFor({ state: 'visible', timeout: 30000 });
      // Compare with the same calendar as a custom element, where the widget's styles are adopted.
      const reactStyle = await slot.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { radius: cs.borderTopLeftRadius, bg: cs.backgroundColor, border: cs.borderTopColor };
      });
      const ref = await context.newPage();
      await ref.goto(new URL('states.html', h.base).href);
      const refSlot = slotButtons(ref.locator('#ranges-calendar')).first();
      await refSlot.waitFor({ state: 'visible' });
      const elementStyle = await refSlot.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { radius: cs.borderTopLeftRadius, bg: cs.backgroundColor, border: cs.borderTopColor };
      });
      assert.deepEqual(
        reactStyle,
        elementStyle,
        'the slot buttons look the same as in <pd-appointment-calendar>',
      );
    } finally {
      await context.close();
    }
  });

  /**
   * Opens demo/react.html with only the blocks `only` names (their `data-testid`s; the whole app without it) and
   * waits until the app has rendered. Each component's check renders just its own block (and what it works with):
   * the full app, every component at once, is loaded by the tests above and the export check. `permissions` are
   * granted for the demo origin; the YouTube/Vimeo embeds and the app stores are answered locally (they never reach
   * the network).
   */
  /** The app's blocks that open YouTube/Vimeo players or app-store pages (answered locally by routes). */
  const EXTERNAL_BLOCKS = ['video-card', 'app-promo', 'ad'];

  async function openApp({ permissions = [], only = null } = {}) {
    const context = await h.browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    });
    if (permissions.length) await context.grantPermissions(permissions, { origin: h.base });
    // Only the blocks that can reach another host get the local answers: a routed context is not reused (ADR 193).
    if (!only || only.some((block) => EXTERNAL_BLOCKS.includes(block))) {
      await context.route(/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_PLAYER }),
      );
      await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Store</title><h1>Store</h1>',
        }),
      );
    }
    const page = await context.newPage();
    const errors = collectErrors(page);
    const url = new URL('react.html', h.base);
    if (only) url.searchParams.set('only', only.join(','));
    await page.goto(url.href);
    // The app has rendered (each test then waits for its own component).
    await page
      .locator(only ? `[data-testid="${only[0]}"]` : '[data-pd-widget="pd-appointment-calendar"]')
      .waitFor({ timeout: 30000 });
    return { context, page, errors };
  }

  /** Computed `props` of the first `selector` match inside the shadow root of the `tag` host (null when absent). */
  function computed(page, tag, selector, props) {
    return page.evaluate(
      ({ tag, selector, props }) => {
        const el = document.querySelector(`[data-pd-widget="${tag}"]`)?.shadowRoot?.querySelector(selector);
        if (!el) return null;
        const cs = getComputedStyle(el);
        return Object.fromEntries(props.map((p) => [p, cs[p]]));
      },
      { tag, selector, props },
    );
  }

  /** Trimmed text of the first `selector` match inside the shadow root of the `tag` host (null when absent). */
  function computedText(page, tag, selector) {
    return page.evaluate(
      ({ tag, selector }) =>
        document
          .querySelector(`[data-pd-widget="${tag}"]`)
          ?.shadowRoot?.querySelector(selector)
          ?.textContent?.trim() ?? null,
      { tag, selector },
    );
  }

  /** Waits until the element `selector` in the `tag` host's shadow root has the computed `expected` style. */
  async function assertStyled(page, tag, selector, expected) {
    const props = Object.keys(expected);
    await page
      .waitForFunction(
        ({ tag, selector, expected }) => {
          const el = document.querySelector(`[data-pd-widget="${tag}"]`)?.shadowRoot?.querySelector(selector);
          if (!el) return false;
          const cs = getComputedStyle(el);
          return Object.entries(expected).every(([k, v]) => cs[k] === v);
        },
        { tag, selector, expected },
        { timeout: 15000, polling: 100 },
      )
      .catch(() => {});
    assert.deepEqual(
      await computed(page, tag, selector, props),
      expected,
      `${tag} ${selector} is styled by its css`,
    );
  }

  test('every export is a plain React component in its own shadow root; no custom element is defined', async () => {
    const { context, page, errors } = await openApp();
    try {
      await page
        .waitForFunction(
          (n) => [...document.querySelectorAll('[data-pd-widget]')].filter((el) => el.shadowRoot).length >= n,
          EXPORTS.length,
          { timeout: 15000, polling: 100 },
        )
        .catch(() => {}); // reported below
      const hosts = await page.evaluate(() =>
        [...document.querySelectorAll('[data-pd-widget]')]
          .map((el) => el.getAttribute('data-pd-widget'))
          .sort(),
      );
      assert.deepEqual(hosts, [...EXPORTS].sort());
      const defined = await page.evaluate((tags) => tags.filter((t) => customElements.get(t)), EXPORTS);
      assert.deepEqual(defined, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('PriceBlock: styled; a tab click shows that price and reaches onRedirect', async () => {
    const { context, page, errors } = await openApp({ only: ['price-block'] });
    try {
      const block = page.locator('[data-pd-widget="pd-price-block"]');
      await assertStyled(page, 'pd-price-block', '.pb', { display: 'grid', rowGap: '8px' });
      await block.getByRole('tab', { name: 'Обычная цена' }).click();
      await block
        .locator('[part~="panel"]:not([hidden]) [part~="price"]')
        .filter({ hasText: '2 500' })
        .waitFor();
      await page.getByTestId('price-block-log').filter({ hasText: 'Вкладка: default' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('ServicePrices: styled; the search narrows the list', async () => {
    const { context, page, errors } = await openApp({ only: ['service-prices'] });
    try {
      const prices = page.locator('[data-pd-widget="pd-service-prices"]');
      await assertStyled(page, 'pd-service-prices', '.sp', { display: 'grid', rowGap: '16px' });
      await prices.getByText('Подбор очков').waitFor();
      await prices.getByRole('searchbox', { name: 'Поиск по услугам' }).fill('МРТ');
      await prices.getByText('Подбор очков').waitFor({ state: 'detached' });
      assert.ok(await prices.getByText('МРТ головного мозга').isVisible());
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('ClinicList: styled; each clinic card shows its name and its calendar slots', async () => {
    const { context, page, errors } = await openApp({ only: ['clinic-list'] });
    try {
      const list = page.locator('[data-pd-widget="pd-clinic-list"]');
      await assertStyled(page, 'pd-clinic-list', '.cl', { display: 'grid', rowGap: '16px' });
      await list.getByText('Медицинский центр «Ясень»').first().waitFor();
      await list.getByText('Клиника «Добрый доктор» на Таганке').first().waitFor();
      await slotButtons(list).first().waitFor({ state: 'visible', timeout: 30000 });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('DoctorContacts: an opener in the app opens the styled contacts panel', async () => {
    const { context, page, errors } = await openApp({ only: ['doctor-contacts'] });
    try {
      await page.getByTestId('doctor-contacts').getByRole('button', { name: 'Показать контакты' }).click();
      const panel = page.locator('[data-pd-widget="pd-doctor-contacts"] dialog[open]');
      await panel.getByRole('list', { name: 'Способы связи' }).waitFor({ timeout: 15000 });
      await assertStyled(page, 'pd-doctor-contacts', '.dc__list', {
        listStyleType: 'none',
        paddingLeft: '0px',
      });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('FavouriteButton: styled (72 px with share); a click adds to favourites and reaches onFavouriteChange', async () => {
    const { context, page, errors } = await openApp({ only: ['favourite-button'] });
    try {
      const fav = page.locator('[data-pd-widget="pd-favourite-button"]');
      await assertStyled(page, 'pd-favourite-button', '.fav', { display: 'inline-flex', width: '72px' });
      const heart = fav.locator('button[aria-pressed]:not([aria-busy])');
      await heart.waitFor();
      assert.equal(await heart.getAttribute('aria-pressed'), 'false');
      await heart.click();
      await fav.locator('button[aria-pressed="true"]').waitFor();
      await page.getByTestId('favourite-button-log').filter({ hasText: 'В избранном: да' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('LoginChoice: the open prop shows the styled popup with both entries', async () => {
    const { context, page, errors } = await openApp({ only: ['login-choice'] });
    try {
      await page.getByTestId('login-choice').getByRole('button', { name: 'Выбрать вход' }).click();
      const dialog = page.locator('[data-pd-widget="pd-login-choice"] dialog[open]');
      await dialog.getByRole('heading', { name: 'Пациент' }).waitFor();
      await dialog.getByRole('heading', { name: 'Врач или клиника' }).waitFor();
      await assertStyled(page, 'pd-login-choice', '.lc', { display: 'grid', rowGap: '16px' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('PhoneAuth: styled; a phone number asks for the SMS code', async () => {
    const { context, page, errors } = await openApp({ only: ['phone-auth'] });
    try {
      const auth = page.locator('[data-pd-widget="pd-phone-auth"]');
      await assertStyled(page, 'pd-phone-auth', '.pa', { display: 'grid', rowGap: '16px' });
      const phone = auth.locator('input[type="tel"]');
      await phone.click();
      await phone.pressSequentially('9161234567');
      await auth.locator('.pa__submit:not([disabled])').click();
      await auth.getByLabel(/Введите/).waitFor({ timeout: 15000 });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('PhoneAuthDialog: opens as the styled sign-in dialog with its phone field; Esc closes it', async () => {
    const { context, page, errors } = await openApp({ only: ['phone-auth-dialog'] });
    try {
      await page.getByTestId('phone-auth-dialog').getByRole('button', { name: 'Войти по телефону' }).click();
      const dialog = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
      await dialog.locator('input[type="tel"]').waitFor();
      await assertStyled(page, 'pd-phone-auth-dialog', '.pa', { display: 'grid', rowGap: '16px' });
      // The modal css arrived with the lazily loaded dialog: 360 px wide on desktop (md).
      const width = await dialog
        .locator('[part~="container"]')
        .evaluate((el) => el.getBoundingClientRect().width);
      assert.equal(Math.round(width), 360);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('ReviewCard: the app\'s card is enhanced in the light DOM (stars); the tooltip is styled; "Все оценки" reveals', async () => {
    const { context, page, errors } = await openApp({ only: ['review-card', 'patient-profile'] });
    try {
      const card = page.getByTestId('review-card').locator('article[data-pd-review]');
      // The card stays in the light DOM of the host (slotted), styled by the app's css.
      assert.equal(
        await card.evaluate((el) => el.parentElement?.getAttribute('data-pd-widget')),
        'pd-review-card',
      );
      const stars = card.locator('[data-pd-stars][data-rate-value="2"]').first();
      await stars.locator('.pd-rv-stars').waitFor({ timeout: 15000 });
      assert.equal(await stars.getAttribute('aria-label'), 'Оценка 5 из 5');
      const size = await stars
        .locator('.pd-rv-stars')
        .evaluate((el) => [
          Math.round(el.getBoundingClientRect().width),
          Math.round(el.getBoundingClientRect().height),
        ]);
      assert.deepEqual(size, [88, 16], '5 stars of 16 px drawn by the light-DOM sheet');
      // The tooltip is rendered in the host's shadow root with the widget's css.
      await card.locator('.review-card__status').hover();
      await assertStyled(page, 'pd-review-card', '.rc-tooltip', { position: 'fixed', fontSize: '13px' });
      assert.equal(
        await computedText(page, 'pd-review-card', '.rc-tooltip'),
        'Пациент подтвердил визит в клинику',
      );
      const hiddenRates = card.locator('[data-pd-more-item="rates"]');
      assert.equal(await hiddenRates.first().isVisible(), false);
      await card.getByRole('button', { name: 'Все оценки' }).click();
      await hiddenRates.last().waitFor({ state: 'visible' });
      assert.equal(
        await card.getByRole('button', { name: 'Все оценки' }).count(),
        0,
        'the button is removed',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('ReviewList: loads the first page itself; styled filter bar; a filter click filters and reaches onFilter', async () => {
    const { context, page, errors } = await openApp({ only: ['review-list'] });
    try {
      const list = page.locator('[data-pd-widget="pd-review-list"]');
      const cards = list.locator('> [data-pd-review]');
      await cards.first().waitFor({ timeout: 15000 });
      assert.equal(await cards.count(), 10, 'desktop: the first 10 reviews');
      await assertStyled(page, 'pd-review-list', '.rl__chip', {
        minHeight: '40px',
        borderTopLeftRadius: '999px',
      });
      const bar = list.getByRole('group', { name: 'Фильтр отзывов' });
      const all = bar.getByRole('button', { name: /^Все/ });
      assert.equal(await all.getAttribute('aria-pressed'), 'true');
      await bar.getByRole('button', { name: /^Отрицательные/ }).click();
      await page.getByTestId('review-list-log').filter({ hasText: 'Фильтр: negative (был all)' }).waitFor();
      assert.equal(
        await bar.getByRole('button', { name: /^Отрицательные/ }).getAttribute('aria-pressed'),
        'true',
      );
      const states = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-review-state')));
      assert.equal(states.length, 9, 'the 9 negative reviews');
      assert.deepEqual([...new Set(states)], ['negative']);
      // Cards added by the list are enhanced too.
      await cards.first().locator('[data-pd-stars] .pd-rv-stars').first().waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("PatientProfile: a click on the ReviewCard's patient opens the styled 'Пациент Анна К.' panel", async () => {
    const { context, page, errors } = await openApp({ only: ['review-card', 'patient-profile'] });
    try {
      const card = page.getByTestId('review-card').locator('article[data-pd-review]');
      await card.locator('.pd-rv-stars').first().waitFor({ timeout: 15000 });
      await card.getByRole('button', { name: 'Анна К.' }).click();
      const panel = page.getByRole('dialog', { name: 'Пациент Анна К.' });
      await panel.getByText('Можно доверять').waitFor({ timeout: 15000 });
      assert.ok(await panel.getByText('92%').isVisible());
      await assertStyled(page, 'pd-patient-profile', '.pp__percent-value', {
        fontSize: '32px',
        fontWeight: '700',
      });
      await animationsSettled(page);
      const box = await panel.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 400, 'the 400-px side sheet');
      await panel.getByRole('button', { name: 'Закрыть' }).click();
      await panel.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("VerifiedDocuments: the styled badge opens the 'Документы проверены' panel", async () => {
    const { context, page, errors } = await openApp({ only: ['verified-documents'] });
    try {
      const host = page.locator('[data-pd-widget="pd-verified-documents"]');
      await assertStyled(page, 'pd-verified-documents', '.vd__badge', {
        display: 'inline-flex',
        borderTopLeftRadius: '999px',
      });
      await host.getByRole('button', { name: 'Документы проверены' }).click();
      const dialog = page.getByRole('dialog', { name: 'Документы проверены' });
      await dialog.getByText('Образование подтверждено').waitFor();
      assert.ok(await dialog.getByText('Действительно до 1 марта 2027').isVisible());
      await assertStyled(page, 'pd-verified-documents', '.vd__list', {
        listStyleType: 'none',
        paddingLeft: '0px',
      });
      const link = dialog.getByRole('link', { name: 'Посмотреть документы' });
      assert.equal(await link.evaluate((a) => new URL(a.href).pathname), '/vrach/1001/documents/');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('ShameMark: the styled notice shows the rating text', async () => {
    const { context, page, errors } = await openApp({ only: ['shame-mark'] });
    try {
      const host = page.locator('[data-pd-widget="pd-shame-mark"]');
      await assertStyled(page, 'pd-shame-mark', '.sm', { display: 'flex', borderLeftWidth: '4px' });
      const note = host.getByRole('note');
      await note.waitFor();
      assert.equal(
        (await note.innerText()).trim(),
        'Рейтинг аннулирован: авторы отзывов сообщили, что писали отзывы по заказу',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("ReviewReward: the app's opener opens the styled 360-px popup; 'Хорошо' closes it", async () => {
    const { context, page, errors } = await openApp({ only: ['review-reward'] });
    try {
      await page.getByTestId('review-reward').getByRole('button', { name: 'Скидка 300 ₽ за отзыв' }).click();
      const dialog = page.getByRole('dialog', { name: 'Дарим скидку 300 ₽ за честный отзыв' });
      await dialog.getByRole('link', { name: 'Оставить отзыв о враче' }).waitFor();
      assert.equal(
        await dialog
          .getByRole('link', { name: 'Оставить отзыв о клинике' })
          .evaluate((a) => new URL(a.href).pathname),
        '/new/rate/lpu/45/',
      );
      await assertStyled(page, 'pd-review-reward', '.rr__links', {
        display: 'flex',
        flexDirection: 'column',
      });
      await animationsSettled(page);
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 360, '360 px wide');
      assert.ok(box.height <= 500, `at most 500 px high (${box.height})`);
      await dialog.getByRole('button', { name: 'Хорошо' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("ReviewAwardBanner: styled; 'Оставить отзыв' and 'Подробнее' (PDF, new tab, no opener) link right", async () => {
    const { context, page, errors } = await openApp({ only: ['review-award-banner'] });
    try {
      const banner = page.locator('[data-pd-widget="pd-review-award-banner"]');
      await assertStyled(page, 'pd-review-award-banner', '.rab__inner', {
        display: 'grid',
        paddingTop: '16px',
      });
      assert.equal((await banner.locator('.rab__title').innerText()).trim(), 'Получите 500\u00a0₽ за отзыв');
      const review = banner.getByRole('link', { name: 'Оставить отзыв' });
      assert.equal(await review.evaluate((a) => new URL(a.href).pathname), '/new/rate/doctor/1001/');
      assert.equal(await review.getAttribute('target'), null, 'the review form opens in the same tab');
      const details = banner.getByRole('link', { name: /^Подробнее/ });
      assert.equal(
        await details.evaluate((a) => new URL(a.href).pathname),
        '/static/docs/review-award-rules.pdf',
      );
      assert.equal(await details.getAttribute('target'), '_blank');
      assert.deepEqual((await details.getAttribute('rel')).split(/\s+/).sort(), ['noopener', 'noreferrer']);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("AwardsBanner: styled; the banner opens the season's dialog with its events", async () => {
    const { context, page, errors } = await openApp({ only: ['awards-banner'] });
    try {
      const host = page.locator('[data-pd-widget="pd-awards-banner"]');
      await assertStyled(page, 'pd-awards-banner', '.ab__open', { display: 'flex', alignItems: 'center' });
      // The phase follows the real clock (the app passes the season's year): any phase's banner opens its dialog.
      await host.locator('.ab__open').click();
      const dialog = host.getByRole('dialog', {
        name: /^(Премия ПроДокторов|Итоги премии|Гран-при|Итоги Гран-при)/,
      });
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('listitem').count(), 5, 'the five events of the season');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("DoctorThanks: styled; 'Поблагодарить' POSTs a form with csrfmiddlewaretoken and shows the payment", async () => {
    const { context, page, errors } = await openApp({ only: ['doctor-thanks'] });
    try {
      const posts = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/ajax/doctor/1001/thanks/payment/') posts.push(req);
      });
      const host = page.locator('[data-pd-widget="pd-doctor-thanks"]');
      await assertStyled(page, 'pd-doctor-thanks', '.dt', { display: 'grid', rowGap: '12px' });
      await host.locator('[part~="open"]').click();
      const dialog = page.getByRole('dialog', { name: 'Благодарность врачу' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Поблагодарить' }).click();
      await dialog.getByRole('region', { name: 'Оплата благодарности' }).getByText('Оплата картой').waitFor();
      assert.equal(posts.length, 1, 'one payment request');
      assert.equal(posts[0].method(), 'POST');
      assert.match(posts[0].headers()['content-type'] ?? '', /application\/x-www-form-urlencoded/);
      const cookie = (await context.cookies(h.base)).find((c) => c.name === 'csrftoken')?.value;
      assert.ok(cookie, 'csrftoken cookie');
      assert.equal(new URLSearchParams(posts[0].postData() ?? '').get('csrfmiddlewaretoken'), cookie);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("AppPromo: styled; the info button opens the 'Электронная медкарта' dialog (desktop)", async () => {
    const { context, page, errors } = await openApp({ only: ['app-promo'] });
    try {
      await assertStyled(page, 'pd-app-promo', '.ap__icon', { width: '40px', height: '40px' });
      await page
        .locator('[data-pd-widget="pd-app-promo"]')
        .getByRole('button', { name: 'Подробнее о медкарте в приложении' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Электронная медкарта' });
      await dialog.waitFor();
      await dialog.getByRole('link', { name: /Установить приложение/ }).waitFor();
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("VideoCard: styled; play opens the 'Видеовизитка' dialog and POSTs one view_count", async () => {
    const { context, page, errors } = await openApp({ only: ['video-card'] });
    try {
      const views = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().includes('/api/doctor/video_card/'))
          views.push(new URL(req.url()).pathname);
      });
      await assertStyled(page, 'pd-video-card', '.vc', { position: 'relative', width: '160px' });
      await page
        .locator('[data-pd-widget="pd-video-card"]')
        .getByRole('button', { name: 'Видеовизитка: смотреть видео' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Видеовизитка' });
      await dialog.waitFor();
      await dialog.locator('iframe[title="Видеовизитка врача"]').waitFor();
      await eventually(() => views.length === 1, { message: 'one view_count' });
      assert.deepEqual(views, ['/api/doctor/video_card/6b1c2e8a-5d4f-4c2b-9a77-0d3e1f2a9b10/view_count']);
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('DoctorSections: the children stay in the light DOM; a TOC click loads the section once (sanitised HTML)', async () => {
    // The whole app: the section must be far below the screen, so that the click (not the scroll) loads it.
    const { context, page, errors } = await openApp();
    try {
      const requests = [];
      page.on('request', (req) => {
        if (req.url().includes('/ajax/doctor/7001/activities/')) requests.push(new URL(req.url()).pathname);
      });
      const block = page.getByTestId('doctor-sections');
      await block.getByRole('link', { name: 'О враче' }).click();
      const section = block.locator('section#about');
      await block.locator('section#about[data-ds-state="loaded"]').waitFor();
      assert.deepEqual(requests, ['/ajax/doctor/7001/activities/about/']);
      assert.equal(
        await section.getByText('Раздел загрузится при прокрутке.').count(),
        0,
        'page 1 replaced the text',
      );
      assert.equal(await section.locator('script').count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("MistakeReport: the page's link opens 'Сообщить об ошибке' with the form in a frame (iframe=true)", async () => {
    const { context, page, errors } = await openApp({ only: ['mistake-report'] });
    try {
      await page.getByTestId('mistake-report').getByText('Сообщить об ошибке на странице').click();
      const dialog = page.getByRole('dialog', { name: 'Сообщить об ошибке' });
      await dialog.waitFor();
      const frame = dialog.locator('iframe');
      await frame.waitFor();
      const src = new URL(await frame.getAttribute('src'), h.base);
      assert.equal(src.pathname, '/mistake/report/');
      assert.equal(src.searchParams.get('iframe'), 'true');
      await assertStyled(page, 'pd-mistake-report', '.mr__frame', { display: 'block' });
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("InfoPopup: the styled 'i' button opens the popup; 'Понятно' closes it", async () => {
    const { context, page, errors } = await openApp({ only: ['info-popup'] });
    try {
      await assertStyled(page, 'pd-info-popup', '.ip__button', { display: 'inline-flex' });
      await page
        .locator('[data-pd-widget="pd-info-popup"]')
        .getByRole('button', { name: 'Подробнее: Психиатр — это врач' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Психиатр — это врач' });
      await dialog.getByText('Чем психиатр отличается от психолога').waitFor();
      assert.equal(await dialog.locator('[part~="description"] p').count(), 2, 'two paragraphs');
      await dialog.getByRole('button', { name: 'Понятно' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("SoftVersionBadge: the styled 'Профи' badge shows its benefits", async () => {
    const { context, page, errors } = await openApp({ only: ['soft-version-badge'] });
    try {
      const host = page.locator('[data-pd-widget="pd-soft-version-badge"]');
      await assertStyled(page, 'pd-soft-version-badge', '.svb__badge', {
        display: 'inline-flex',
        borderTopLeftRadius: '12px',
      });
      const badge = host.getByRole('button', { name: 'Версия «Профи»' });
      await badge.click();
      assert.equal(await badge.getAttribute('aria-expanded'), 'true');
      await host.locator('[part~="panel"] li').first().waitFor(); // the popover's code arrives on first open (ADR 215)
      assert.deepEqual(await host.locator('[part~="panel"] li').allInnerTexts(), [
        'Обновлять данные о себе',
        'Отвечать на отзывы',
        'Отслеживать эффективность страницы',
        'Отключать рекламу на странице',
      ]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('StageLabel: renders nothing on the dev environment (config env)', async () => {
    const { context, page, errors } = await openApp({ only: ['stage-label'] });
    try {
      await page.waitForFunction(
        () => !!document.querySelector('[data-pd-widget="pd-stage-label"]')?.shadowRoot,
      );
      await nextFrame(page);
      assert.equal(
        await page.evaluate(
          () =>
            document
              .querySelector('[data-pd-widget="pd-stage-label"]')
              .shadowRoot.querySelector('[part~="label"]')?.outerHTML ?? null,
        ),
        null,
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("Ad: the app's ad markup stays in the light DOM; a click opens the event URL in a new tab without opener", async () => {
    const { context, page, errors } = await openApp({ only: ['ad'] });
    try {
      const host = page.locator('[data-pd-widget="pd-ad"]');
      await page.waitForFunction(() => !!document.querySelector('[data-pd-widget="pd-ad"]')?.shadowRoot);
      assert.equal(await host.evaluate((el) => getComputedStyle(el).cursor), 'pointer', 'styled host');
      const ad = host.locator('> .ad');
      await ad.waitFor();
      const [tab] = await Promise.all([context.waitForEvent('page'), ad.locator('.ad__text').click()]);
      await tab.waitForLoadState();
      const url = new URL(tab.url());
      assert.equal(url.pathname, '/ad/event/c/501/');
      assert.equal(url.searchParams.get('banner_type'), 'doctor_card');
      assert.equal(await tab.evaluate(() => window.opener), null, 'noopener');
      await tab.close();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("ShareButton: styled; a click copies the link and shows 'Ссылка скопирована'", async () => {
    const { context, page, errors } = await openApp({
      permissions: ['clipboard-read', 'clipboard-write'],
      only: ['share-button'],
    });
    try {
      const host = page.locator('[data-pd-widget="pd-share-button"]');
      await assertStyled(page, 'pd-share-button', '.share', { display: 'inline-flex', alignItems: 'center' });
      await host.getByRole('button', { name: 'Поделиться' }).click();
      // The page has one toast renderer (ADR 104): the first mounted <Toasts> shows it (here FavouriteButton's).
      await page.getByRole('status').getByText('Ссылка скопирована').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(new URL(copied).pathname, '/moskva/vrach/1001-ivanova/');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('ClinicMap: the app\'s pd:show-map for two clinics opens the styled map with the list "2 клиники"', async () => {
    const { context, page, errors } = await openApp({ only: ['clinic-map'] });
    try {
      await page.getByTestId('clinic-map').getByRole('button', { name: 'Клиники врача на карте' }).click();
      const dialog = page.getByRole('dialog', { name: 'Карта клиник' });
      await dialog.getByRole('heading', { name: '2 клиники' }).waitFor({ timeout: 15000 });
      await dialog.locator('.leaflet-tile-loaded').first().waitFor({ timeout: 15000 });
      await assertStyled(page, 'pd-clinic-map', '.cm__map', { position: 'absolute' });
      const list = dialog.locator('[part~="list"]');
      assert.equal(await list.getByRole('listitem').count(), 2);
      await list.getByRole('button', { name: /Клиника «Добрый доктор» на Таганке/ }).click();
      await dialog.getByRole('heading', { name: 'Клиника «Добрый доктор» на Таганке', level: 3 }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("DoctorCases: the styled preview slider; a case opens 'Фото до и после' at that case", async () => {
    const { context, page, errors } = await openApp({ only: ['doctor-cases', 'calendar'] });
    try {
      const host = page.locator('[data-pd-widget="pd-doctor-cases"]');
      const opener = host.getByRole('button', { name: 'Случай 2: смотреть фото до и после' });
      await opener.waitFor({ timeout: 15000 });
      await assertStyled(page, 'pd-doctor-cases', '.cs__track', { display: 'flex', columnGap: '12px' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Фото до и после', exact: true });
      await dialog.getByRole('heading', { name: 'Случай 2' }).waitFor();
      // The preview loaded while the app started (before a request listener could be added): the resource timing.
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.pathname === '/api/doctor/cases/')
          .map((u) => u.searchParams.get('doctor_id')),
      );
      assert.ok(
        loaded.length >= 1 && loaded.every((id) => id === '1001'),
        `the cases of doctor 1001: ${loaded}`,
      );
      const doctor = dialog.getByRole('link', { name: 'Иванова Анна Сергеевна' }).first();
      assert.equal(await doctor.evaluate((a) => new URL(a.href).pathname), '/moskva/vrach/1001-ivanova/');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("ClubInfo: the app's opener opens the styled side menu 'Клуб ПроДокторов'", async () => {
    const { context, page, errors } = await openApp({ only: ['club-info'] });
    try {
      await page
        .getByTestId('club-info')
        .getByRole('button', { name: 'Что такое Клуб ПроДокторов?' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Клуб ПроДокторов' });
      await dialog.waitFor();
      assert.deepEqual(await dialog.getByRole('heading', { level: 3 }).allInnerTexts(), [
        'Что даёт клуб',
        'Как получить купон и скидку',
        'Как вступить в клуб',
        'Вопросы и ответы',
      ]);
      await assertStyled(page, 'pd-club-info', '.ci__heading', { fontSize: '17px', marginTop: '0px' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('ClubPayment: styled steps; the e-mail POSTs with csrfmiddlewaretoken and goes to the allowed provider', async () => {
    const { context, page, errors } = await openApp({ only: ['club-payment'] });
    try {
      // The payment provider: a stand-in page on the allowed host (no network in the test).
      await context.route('https://yoomoney.ru/**', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><html lang="ru"><title>Оплата</title><h1>Платёжная система (демо)</h1></html>',
        }),
      );
      const posts = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && new URL(req.url()).pathname === '/club/coupon_request/101/payment/')
          posts.push(req.postData() ?? '');
      });
      const step = (name) =>
        page.locator(`[data-pd-widget="pd-club-payment"] [part~="step"][data-step="${name}"]`);
      await page.getByTestId('club-payment').getByRole('button', { name: 'Оплатить купон' }).click();
      await step('appointmentWithOffer').waitFor({ timeout: 15000 });
      await assertStyled(page, 'pd-club-payment', '.cp__body', { display: 'flex', flexDirection: 'column' });
      await step('appointmentWithOffer').getByRole('button', { name: 'Оплатить' }).click();
      await step('paymentStart').waitFor();
      await step('paymentStart').getByRole('textbox', { name: 'Электронная почта' }).fill('ivan@mail.ru');
      const token = await csrfCookie(context, h.base);
      await Promise.all([
        page.waitForURL((url) => url.href.startsWith('https://yoomoney.ru/')),
        step('paymentStart').getByRole('button', { name: 'Перейти к оплате' }).click(),
      ]);
      assert.match(page.url(), /orderId=pd-club-101/);
      assert.equal(posts.length, 1, 'one payment request');
      const body = new URLSearchParams(posts[0]);
      assert.equal(body.get('email'), 'ivan@mail.ru');
      assert.equal(body.get('csrfmiddlewaretoken'), token);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("TownChooser: the app's town link opens the styled towns popup; a town POSTs the token and goes to its url", async () => {
    const { context, page, errors } = await openApp({ only: ['town-chooser'] });
    try {
      const posts = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && new URL(req.url()).pathname.startsWith('/ajax/towns/'))
          posts.push({ path: new URL(req.url()).pathname, body: req.postData() });
      });
      await page.getByTestId('town-chooser').getByText('Москва').click();
      const dialog = page.getByRole('dialog', { name: 'Выберите город' });
      await dialog.getByRole('link', { name: 'Казань' }).waitFor({ timeout: 15000 });
      await assertStyled(page, 'pd-town-chooser', '.tc__towns ul', { listStyleType: 'none' });
      const token = await csrfCookie(context, h.base);
      await Promise.all([
        page.waitForURL(/\/towns\.html\?town=kazan$/),
        dialog.getByRole('link', { name: 'Казань' }).click(),
      ]);
      assert.deepEqual(posts, [{ path: '/ajax/towns/kazan/choose/', body: `csrfmiddlewaretoken=${token}` }]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('TownSearch: styled; 3 letters list the towns, Enter goes to the chosen town', async () => {
    const { context, page, errors } = await openApp({ only: ['town-search'] });
    try {
      const search = page.locator('[data-pd-widget="pd-town-search"]');
      await assertStyled(page, 'pd-town-search', '.ts__input', {
        minHeight: '40px',
        boxSizing: 'border-box',
      });
      const input = search.getByRole('combobox', { name: 'Поиск города' });
      await input.fill('мос');
      await search.getByRole('option', { name: 'Москва', exact: true }).waitFor();
      await input.press('ArrowDown');
      assert.equal(
        await search.getByRole('option', { name: 'Москва', exact: true }).getAttribute('id'),
        await input.getAttribute('aria-activedescendant'),
      );
      await Promise.all([page.waitForURL(/\/towns\.html\?town=moskva$/), input.press('Enter')]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("ClinicFilterButton: styled; the app's choice (props) decides the clinic list URL", async () => {
    const { context, page, errors } = await openApp({ only: ['clinic-filter-button'] });
    try {
      // The clinic list pages are not part of the demo: answer them locally.
      await context.route(
        (url) => url.pathname.startsWith('/moskva/'),
        (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>Клиники</title><h1>Клиники</h1>',
          }),
      );
      await assertStyled(page, 'pd-clinic-filter-button', '.pd-button', {
        display: 'inline-flex',
        minHeight: '40px',
      });
      const block = page.getByTestId('clinic-filter-button');
      await block.getByLabel('Заболевание').selectOption('angina');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/moskva/lechenie/angina/'),
        block.getByRole('button', { name: 'Найти клиники' }).click(),
      ]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('DropdownList: styled; a chosen option reaches the app (dropdown-list:change) and the hidden input', async () => {
    const { context, page, errors } = await openApp({ only: ['dropdown-list'] });
    try {
      const host = page.locator('[data-pd-widget="pd-dropdown-list"]');
      await assertStyled(page, 'pd-dropdown-list', '.dd__button', { display: 'flex', minHeight: '40px' });
      await host.getByRole('combobox').click();
      const list = host.getByRole('listbox', { name: 'Отделение' });
      await list.getByRole('option', { name: 'Кардиолог' }).click();
      await page.getByTestId('dropdown-list-log').filter({ hasText: 'Отделение: Кардиолог' }).waitFor();
      assert.equal(await host.getByRole('combobox').getAttribute('aria-expanded'), 'false');
      assert.equal(await host.locator('input[type="hidden"][name="department"]').inputValue(), 'd8');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("CsrfForms: renders nothing; the app's POST form of class csrf carries csrfmiddlewaretoken", async () => {
    const { context, page, errors } = await openApp({ only: ['csrf-forms'] });
    try {
      await page.waitForFunction(
        () => !!document.querySelector('[data-pd-widget="pd-csrf-forms"]')?.shadowRoot,
      );
      assert.equal(
        await page.evaluate(
          () => document.querySelector('[data-pd-widget="pd-csrf-forms"]').shadowRoot.childElementCount,
        ),
        0,
        'no UI',
      );
      const posts = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && new URL(req.url()).pathname === '/ajax/towns/missing/')
          posts.push(req.postData() ?? '');
      });
      const token = await csrfCookie(context, h.base);
      await Promise.all([
        page.waitForURL(/\/ajax\/towns\/missing\/$/),
        page.getByTestId('csrf-forms').getByRole('button', { name: 'Отправить' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Спасибо, сообщение получено' }).waitFor();
      assert.equal(posts.length, 1);
      assert.equal(new URLSearchParams(posts[0]).get('csrfmiddlewaretoken'), token);
      assert.equal(new URLSearchParams(posts[0]).get('text'), 'Кемерово');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('TabHistory: renders nothing; leaving the app records url, start, end, difference in pd_tab_history', async () => {
    const { context, page, errors } = await openApp({ only: ['tab-history'] });
    try {
      await page.waitForFunction(
        () => !!document.querySelector('[data-pd-widget="pd-tab-history"]')?.shadowRoot,
      );
      assert.equal(await page.evaluate(() => localStorage.getItem('pd_tab_history')), null, 'nothing yet');
      assert.deepEqual(errors, []);
      await page.goto(new URL('index.html', h.base).href);
      const list = JSON.parse(await page.evaluate(() => localStorage.getItem('pd_tab_history') || '[]'));
      assert.equal(list.length, 1);
      const [r] = list;
      assert.match(r.url, /\/react\.html\?only=tab-history$/);
      assert.equal(r.difference, r.end - r.start);
      assert.ok(r.difference >= 0 && r.start > 1.7e12, 'epoch ms');
    } finally {
      await context.close();
    }
  });
});
