/**
 * `<pd-clinic-map>` from the built CDN bundle in Chromium against the demo server (booking-schedule §2 "Popup map",
 * §4 "Map", §9; portal-identity-reviews §4 "Map popup for clinics", §5 departure address): the map chunk loads only
 * on the first open; back closes the map; one clinic is preselected at zoom 15; several give the list with the
 * plural count; the departure popup refuses 100 km and an unknown address; routes list, expand and reset; axe is
 * clean at 390 and 1280 px with the map open.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  eventually,
  formatViolations,
  screenshot,
  skipReason,
  startHarness,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'clinic-map.html';
const TAG = 'pd-clinic-map';

describe('clinic map in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    await page.goto(new URL(PAGE, h.base).href);
    await page.waitForFunction(
      (tag) =>
        customElements.get(tag) &&
        document.querySelector(tag)?.shadowRoot &&
        customElements.get('pd-clinic-list'),
      TAG,
    );
    // The clinic list's cards are up (their map links dispatch pd:show-map).
    await page.locator('pd-clinic-list').getByRole('link', { name: 'Показать на карте' }).first().waitFor();
    return { context, page, errors, requests };
  }

  const mapDialog = (page) => page.getByRole('dialog', { name: 'Карта клиник' });
  const mapChunk = (requests) => requests.filter((p) => /shared-map-leaflet-.*\.js$/.test(p));
  const tiles = (requests) => requests.filter((p) => p.startsWith('/api/maps/tiles/'));

  test('the map code loads on the first open only; one clinic preselected at zoom 15; back closes the map', async () => {
    const { context, page, errors, requests } = await open();
    try {
      assert.deepEqual(mapChunk(requests), [], 'no map code before the first open');
      assert.deepEqual(tiles(requests), []);
      await page.locator('#open-one').click();
      const dialog = mapDialog(page);
      await dialog.waitFor();
      await eventually(() => mapChunk(requests).length === 1, { message: 'the map chunk loads on open' });
      await dialog.locator('.leaflet-tile-loaded').first().waitFor();
      assert.ok(
        tiles(requests).every((p) => p.startsWith('/api/maps/tiles/15/')),
        'zoom 15 tiles',
      );
      await dialog.getByRole('heading', { name: 'Медицинский центр «Ясень»' }).waitFor();
      const pin = dialog.getByRole('button', { name: 'Медицинский центр «Ясень»' });
      assert.equal(await pin.getAttribute('aria-pressed'), 'true', 'the one pin is preselected');
      assert.equal(
        await dialog.getByRole('heading', { name: /^\d+ клиник/ }).count(),
        0,
        'no list for one clinic',
      );
      assert.equal(new URL(page.url()).hash, '#map_page');
      await screenshot(page, 'clinic-map-one-desktop');

      await page.goBack();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).hash, '');

      // Reopen: no second download; 'Закрыть карту' closes and goes back.
      await page.locator('#open-one').click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Закрыть карту' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => new URL(page.url()).hash === '');
      assert.equal(mapChunk(requests).length, 1, 'loaded once');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the popup code on the first open (ADR 210): a keyboard open on a slow network is kept, a failed load shows the error and Повторить opens the map', async () => {
    const { context, page, errors, requests } = await open();
    try {
      const popupChunk = () => requests.filter((p) => /clinic-map-lazy-.*\.js$/.test(p));
      assert.deepEqual(popupChunk(), [], 'only the listening element loads with the page');
      // A slow network: each request for the popup code waits until the test answers it.
      const pending = [];
      await page.route('**/clinic-map-lazy-*.js*', (route) => void pending.push(route));
      errors.length = 0;
      const opener = page.locator('#open-one');
      await opener.focus(); // warms up: the code is asked for now
      await page.keyboard.press('Enter');
      await eventually(() => pending.length === 1, { message: 'one request for the popup code' });
      // The request came from the focus; the open marks the opener busy in its own render: wait for it.
      await page.locator('#open-one[aria-busy="true"]').waitFor();
      assert.equal(await mapDialog(page).count(), 0);
      await pending.shift().abort(); // then it fails
      const alert = page.locator('pd-clinic-map').getByRole('alertdialog', { name: 'Карта клиник' });
      await alert.getByText('Не удалось загрузить карту. Попробуйте ещё раз').waitFor();
      assert.ok(
        errors.some((e) => e.includes('[pd-widgets] pd-clinic-map: could not load the popup code')),
        errors.join('\n'),
      );
      assert.ok(!errors.some((e) => e.startsWith('pageerror')), errors.join('\n'));
      assert.equal(await opener.getAttribute('aria-busy'), null);
      await screenshot(page, 'clinic-map-code-failed-desktop');

      await alert.getByRole('button', { name: 'Повторить' }).click();
      await eventually(() => pending.length === 1, { message: 'the retry asks for the popup code again' });
      assert.equal(
        await alert.getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy'),
        'true',
        'the retry is busy until the code has arrived',
      );
      assert.equal(await mapDialog(page).count(), 0, 'the map shows once its code has arrived');
      await pending.shift().continue();
      const dialog = mapDialog(page);
      await dialog.getByRole('heading', { name: 'Медицинский центр «Ясень»' }).waitFor();
      assert.equal(new URL(page.url()).hash, '#map_page');
      await dialog.getByRole('button', { name: 'Закрыть карту' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  test('several clinics from the clinic list: the list with "4 клиники", clusters, a selected clinic', async () => {
    const { context, page, errors } = await open();
    try {
      await page.locator('pd-clinic-list').getByRole('button', { name: 'На карте' }).click();
      const dialog = mapDialog(page);
      await dialog.waitFor();
      const list = dialog.getByRole('region', { name: '4 клиники' }).or(dialog.locator('[part~="list"]'));
      await dialog.getByRole('heading', { name: '4 клиники' }).waitFor();
      assert.equal(await list.getByRole('listitem').count(), 4);
      await dialog.locator('.leaflet-tile-loaded').first().waitFor();
      // Moscow and Yekaterinburg fitted in one view: each pair is a cluster of 2.
      await dialog.getByRole('button', { name: '2 клиники' }).first().waitFor();
      assert.equal(await dialog.getByRole('button', { name: '2 клиники' }).count(), 2);
      await list.getByRole('button', { name: /Клиника «Исеть»/ }).click();
      await dialog.getByRole('heading', { name: 'Клиника «Исеть»', level: 3 }).waitFor();
      await dialog.getByRole('button', { name: 'Скрыть список' }).click();
      await dialog.getByRole('button', { name: 'Список клиник' }).waitFor();
      await screenshot(page, 'clinic-map-several-desktop');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('departure: unknown address, 100 km refusal, then routes by car and public transport, details, reset', async () => {
    const { context, page, errors } = await open();
    try {
      await page.locator('#open-one').click();
      const dialog = mapDialog(page);
      await dialog.locator('.leaflet-tile-loaded').first().waitFor();
      await dialog.getByRole('button', { name: 'Проложить маршрут' }).click();
      const popup = page.getByRole('dialog', { name: 'Откуда поедем?' });
      await popup.waitFor();
      const box = await popup.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 360, 'the departure popup is 360 px wide');
      const input = popup.getByLabel('Адрес отправления');
      const submit = popup.getByRole('button', { name: 'Проложить маршрут' });
      assert.equal(await input.inputValue(), '');
      assert.ok(await submit.isDisabled(), 'disabled while empty');

      await input.fill('Несуществующая улица, д. 1');
      await submit.click();
      await popup.getByText('Адрес не найден').waitFor();
      assert.ok(await submit.isDisabled(), 'disabled while an error shows');

      await input.fill('Тверь, ул. Советская, д. 1');
      await submit.click();
      await popup.getByText('Слишком далеко от клиники').waitFor();

      // Suggestions: at most 2 within the bounds.
      await input.fill('Москва');
      const suggestions = popup.getByRole('list', { name: 'Подсказки адресов' });
      await suggestions.waitFor();
      assert.ok((await suggestions.getByRole('button').count()) <= 2);
      await input.fill('ул. Арбат');
      await submit.click();
      await popup.waitFor({ state: 'hidden' });

      const route = dialog.locator('[part~="route"]');
      await route.getByRole('list').first().waitFor();
      assert.equal(await route.locator('[part~="route-list"] > li').count(), 2, 'two car routes');
      await dialog.locator('path.leaflet-interactive, .leaflet-overlay-pane path').first().waitFor();
      await route.getByRole('button', { name: 'На общественном транспорте' }).click();
      await route
        .getByText(/Автобус 91, 119, 157, 205, 474, 506, 566, 840, 902, т34, т34к и др\./)
        .first()
        .waitFor();
      await route.getByRole('button', { name: 'Подробнее' }).first().click();
      await route.locator('[part~="route-steps"]').getByText('Пешком').first().waitFor();
      await animationsSettled(page);
      await screenshot(page, 'clinic-map-route-desktop');
      await route.getByRole('button', { name: 'Сбросить маршрут' }).click();
      await dialog.getByRole('button', { name: 'Проложить маршрут' }).waitFor();

      // The address resets on every open.
      await dialog.getByRole('button', { name: 'Проложить маршрут' }).click();
      await popup.waitFor();
      assert.equal(await popup.getByLabel('Адрес отправления').inputValue(), '');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing with the map open at ${name} ${viewport.width}`, async () => {
      const { context, page, errors } = await open(viewport);
      try {
        const opener =
          name === 'mobile'
            ? page.locator('pd-clinic-list').getByRole('link', { name: 'Показать на карте' }).first()
            : page.locator('pd-clinic-list').getByRole('button', { name: 'На карте' });
        await opener.click();
        const dialog = mapDialog(page);
        await dialog.locator('.leaflet-tile-loaded').first().waitFor();
        await animationsSettled(page);
        await screenshot(page, `clinic-map-open-${name}`);
        const results = await axeFor(page).analyze();
        assert.deepEqual(results.violations, [], formatViolations(results.violations));
        if (name === 'mobile') {
          await dialog.getByRole('button', { name: 'Проложить маршрут' }).click();
          await page.getByRole('dialog', { name: 'Откуда поедем?' }).waitFor();
          await animationsSettled(page);
          await screenshot(page, 'clinic-map-departure-mobile');
          const again = await axeFor(page).analyze();
          assert.deepEqual(again.violations, [], formatViolations(again.violations));
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
