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
import { ROOT, VIEWPORTS, collectErrors, skipReason, slotButtons, startHarness } from './helpers.mjs';

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
];

describe('pd-widgets/react from dist/lib/react.js in a React app', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    assert.ok(existsSync(path.join(ROOT, 'dist/lib/react.js')), 'dist/lib/react.js is built (npm run build)');
    h = await startHarness();
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

  /** Opens demo/react.html and waits until the app has rendered. */
  async function openApp() {
    const context = await h.browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(new URL('react.html', h.base).href);
    // The app has rendered (each test then waits for its own component).
    await page.locator('[data-pd-widget="pd-appointment-calendar"]').waitFor({ timeout: 30000 });
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
    const { context, page, errors } = await openApp();
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
    const { context, page, errors } = await openApp();
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
    const { context, page, errors } = await openApp();
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
    const { context, page, errors } = await openApp();
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
    const { context, page, errors } = await openApp();
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
    const { context, page, errors } = await openApp();
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
    const { context, page, errors } = await openApp();
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
    const { context, page, errors } = await openApp();
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
});
