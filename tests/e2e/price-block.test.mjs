/**
 * `<pd-price-block>` from the built CDN bundle in Chromium on demo/price-block.html (booking-schedule §2 "Price
 * block", §4 "Price block", §6 club users, §9 "Club"): a tab choice fires `price-block:redirect`, the club sheet
 * opens (bottom sheet on mobile, dialog on desktop) and 'Хорошо' closes it, the visitor's club state from the page
 * config changes the card price, a block without prices renders nothing, and axe finds no violations at both
 * viewports (with the sheet closed and open).
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
const TAG = 'pd-price-block';
const NBSP = '\u00a0';
const rub = (n) => `${new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, NBSP)}${NBSP}₽`;

describe('price block in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      window.__redirects = [];
      document.addEventListener('price-block:redirect', (e) =>
        window.__redirects.push({ id: e.target.id, detail: e.detail }),
      );
    });
    await page.goto(new URL('price-block.html', h.base).href);
    // Every priced block has rendered its price.
    await page.waitForFunction(
      (tag) =>
        [...document.querySelectorAll(tag)]
          .filter((el) => el.id !== 'no-price')
          .every((el) => el.shadowRoot?.querySelector('[part~="price"]')),
      TAG,
      { timeout: 15000, polling: 100 },
    );
    return { context, page, errors };
  }

  const block = (page, id) => page.locator(`${TAG}#${id}`);
  const panelText = (page, id) =>
    block(page, id).locator('[part~="panel"]:not([hidden]) [part~="price"]').innerText();

  test('a tab click fires price-block:redirect with the tab value and shows that price', async () => {
    const { context, page, errors } = await open();
    try {
      const clinic = block(page, 'clinic-club');
      const club = clinic.getByRole('tab', { name: 'Клубная цена' });
      assert.equal(await club.getAttribute('aria-selected'), 'true', 'the club tab is active by default');
      assert.equal(await panelText(page, 'clinic-club'), rub(1750));

      await clinic.getByRole('tab', { name: 'Обычная цена' }).click();
      assert.equal(await panelText(page, 'clinic-club'), rub(2500));
      await block(page, 'telemed').getByRole('tab', { name: 'В клинике' }).click();
      await block(page, 'home').getByRole('tab', { name: 'На дому' }).click(); // already active: no event
      // §4: no club tab on a telemed page, even at a club clinic (issue 20 item 10).
      assert.equal(await block(page, 'telemed-club').getByRole('tab', { name: 'Клубная цена' }).count(), 0);
      await block(page, 'telemed-club').getByRole('tab', { name: 'В клинике' }).click();

      const events = await page.evaluate(() => window.__redirects);
      assert.deepEqual(events, [
        { id: 'clinic-club', detail: { value: 'default' } },
        { id: 'telemed', detail: { value: 'on-site' } },
        { id: 'telemed-club', detail: { value: 'on-site' } },
      ]);
      assert.match(await page.locator('#redirect-log').innerText(), /telemed-club: \{"value":"on-site"\}/);
      assert.equal(await panelText(page, 'telemed'), rub(2500));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("telemed shows 'от' the lower online price; a block without prices renders nothing", async () => {
    const { context, page } = await open(VIEWPORTS.mobile);
    try {
      assert.equal(await panelText(page, 'telemed'), `от ${rub(1200)}`);
      const empty = await block(page, 'no-price').evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        children: el.shadowRoot?.childElementCount ?? -1,
      }));
      assert.deepEqual(empty, { height: 0, children: 0 });
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`club sheet at ${vpName}: opens with its texts, 'Хорошо' closes it; axe clean closed and open`, async () => {
      const { context, page, errors } = await open(viewport);
      try {
        await page.waitForLoadState('networkidle');
        const closed = await axeFor(page).analyze();
        assert.equal(closed.violations.length, 0, `axe violations:\n${formatViolations(closed.violations)}`);

        const clinic = block(page, 'clinic-club');
        await clinic.getByRole('button', { name: 'Как работает клубная цена' }).click();
        const dialog = clinic.locator('dialog[open]');
        await dialog.getByRole('heading', { name: 'Как работает клубная цена' }).waitFor();
        assert.equal(
          await dialog.getAttribute('data-variant'),
          vpName === 'mobile' ? 'bottom-sheet' : 'dialog',
          'bottom sheet on mobile, dialog on desktop',
        );
        const total = dialog.locator('.pb-sheet__row--total dd');
        assert.equal(await total.innerText(), rub(1849));
        assert.equal(await dialog.locator('.pb-sheet__row--discount dd').innerText(), rub(750));
        assert.equal(
          await dialog.getByRole('link', { name: 'Подробнее про клуб' }).getAttribute('href'),
          '/club/',
        );
        await animationsSettled(page); // the open animation
        await screenshot(page, `price-block-sheet-${vpName}`);
        const opened = await axeFor(page).analyze();
        assert.equal(
          opened.violations.length,
          0,
          `axe violations (sheet open):\n${formatViolations(opened.violations)}`,
        );

        await dialog.getByRole('button', { name: 'Хорошо' }).click();
        await clinic.locator('dialog[open]').waitFor({ state: 'detached', timeout: 5000 });
        assert.equal(await clinic.getByRole('heading', { name: 'Как работает клубная цена' }).count(), 0);
        await screenshot(page, `price-block-${vpName}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test("the visitor's club state (config user.club) changes the card price shown", async () => {
    const { context, page } = await open();
    try {
      const card = block(page, 'clinic-club').locator('[part~="card"]');
      assert.equal(await card.innerText(), `+ клубная карта на полгода — ${rub(99)}`);
      await page.getByLabel('Не в клубе, карта за 499 ₽').check();
      await page.waitForFunction(
        (want) =>
          document.querySelector('pd-price-block#clinic-club')?.shadowRoot?.querySelector('[part~="card"]')
            ?.textContent === want,
        `+ клубная карта на полгода — ${rub(499)}`,
      );
      await page.getByLabel('В клубе, карта до 12 мая 2027').check();
      await page.waitForFunction(
        () =>
          document.querySelector('pd-price-block#clinic-club')?.shadowRoot?.querySelector('[part~="card"]')
            ?.textContent === 'Ваша клубная карта действует до 12 мая 2027',
      );
      assert.equal(await card.innerText(), 'Ваша клубная карта действует до 12 мая 2027');

      await block(page, 'clinic-club').getByRole('button', { name: 'Как работает клубная цена' }).click();
      const dialog = block(page, 'clinic-club').locator('dialog[open]');
      await dialog.getByRole('heading', { name: 'Как работает клубная цена' }).waitFor();
      assert.equal(await dialog.locator('.pb-sheet__row--total dd').innerText(), rub(1750));
      assert.equal(await dialog.locator('[data-row="card"] dd').innerText(), 'Есть, до 12 мая 2027');
    } finally {
      await context.close();
    }
  });
});
