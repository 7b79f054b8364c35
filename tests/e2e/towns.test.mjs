/**
 * Towns, the clinic filter button, csrf forms, the dropdown list and the tab history from the built CDN bundle in
 * Chromium against the demo server (portal-identity-reviews §2 "Clinic list filter button", "Town chooser popup", §3
 * "Town suggestion", "Tab-history record", §5 town search and csrf forms, §7 "Towns", §9): the towns HTML loads once
 * and only when empty and is inert; choosing POSTs csrfmiddlewaretoken and goes to the reply url; a foreign host is
 * refused; the search from 3 characters, at most 5, 'Совпадений не найдено'; the filter URL table through real
 * clicks; a csrf form carries the token; the dropdown renders 20 then more on scroll and searches by prefix; axe at
 * 390 and 1280.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  csrfCookie,
  eventually,
  formatViolations,
  screenshot,
  skipReason,
  startHarness,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'towns.html';
const TOWNS_PATH = '/ajax/towns/';
const SEARCH_PATH = '/ajax/towns/search/';

describe(
  'towns, clinic filter, csrf forms, dropdown list, tab history in the browser',
  { skip: skip ?? false },
  () => {
    let h;
    before(async () => {
      h = await startHarness({ reuseContexts: true });
    });
    after(() => h?.close());

    async function open({ viewport = VIEWPORTS.desktop, query = '' } = {}) {
      const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
      // The clinic list pages the filter button goes to are not part of the demo: answer them locally.
      await context.route((url) => /^\/(moskva|spb)\//.test(url.pathname), (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Клиники</title><h1>Клиники</h1>',
        }),
      );
      await context.route(/^https:\/\/evil\.example\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title>' }),
      );
      const page = await context.newPage();
      const errors = collectErrors(page);
      const requests = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.startsWith('/ajax/towns/'))
          requests.push({
            method: req.method(),
            path: url.pathname,
            search: url.search,
            body: req.postData(),
          });
      });
      await page.goto(new URL(PAGE + query, h.base).href);
      await page.locator('pd-clinic-filter-button').getByRole('button').waitFor();
      await page.locator('pd-town-search').getByRole('combobox').waitFor();
      return { context, page, errors, requests };
    }

    const chooser = (page) => page.getByRole('dialog', { name: 'Выберите город' });

    test('town chooser: loads once, only when empty; inert HTML; POST with csrfmiddlewaretoken; goes to the url', async () => {
      const { context, page, errors, requests } = await open();
      try {
        assert.deepEqual(requests, [], 'nothing loads before the popup opens');
        await page.locator('#current-town').click();
        const dialog = chooser(page);
        await dialog.getByRole('link', { name: 'Москва' }).waitFor();
        assert.equal(await page.evaluate(() => window.__pdPwned), undefined, 'hostile markup is inert');
        assert.equal(await dialog.locator('script, [onerror], a[href^="javascript"]').count(), 0);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.locator('#current-town').click();
        await dialog.getByRole('link', { name: 'Москва' }).waitFor();
        assert.deepEqual(
          requests.filter((r) => r.path === TOWNS_PATH).map((r) => r.method),
          ['GET'],
          'the towns HTML is requested once',
        );
        const token = await csrfCookie(context, h.base);
        await Promise.all([
          page.waitForURL(/\/towns\.html\?town=kazan$/),
          dialog.getByRole('link', { name: 'Казань' }).click(),
        ]);
        const post = requests.find((r) => r.method === 'POST');
        assert.equal(post.path, '/ajax/towns/kazan/choose/');
        assert.equal(post.body, `csrfmiddlewaretoken=${token}`);
        assert.match(await page.locator('#current-town').textContent(), /kazan/);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    test('town chooser: a foreign host is refused with a console error; a failing POST shows the failure', async () => {
      const { context, page, errors } = await open();
      try {
        const start = page.url();
        await page.locator('#current-town').click();
        const dialog = chooser(page);
        await dialog.getByRole('link', { name: 'Чужбино' }).click();
        await dialog.getByRole('alert').waitFor();
        await eventually(() =>
          errors.some((e) =>
            /\[pd-widgets\] navigation: refused to navigate to "https:\/\/evil\.example/.test(e),
          ),
        );
        assert.equal(page.url(), start);
        await dialog.getByRole('link', { name: 'Ошибкино' }).click();
        await eventually(() => errors.some((e) => /\[pd-widgets\] pd-town-chooser: choosing/.test(e)));
        assert.equal(page.url(), start);
        const unexpected = errors.filter(
          (e) =>
            !/\[pd-widgets\]/.test(e) &&
            !/Failed to load resource: the server responded with a status of 500/.test(e),
        );
        assert.deepEqual(unexpected, []);
      } finally {
        await context.close();
      }
    });

    test("town search: from 3 characters, at most 5, 'Совпадений не найдено', hostile names as text, Enter goes", async () => {
      const { context, page, errors, requests } = await open({ viewport: VIEWPORTS.mobile });
      try {
        const search = page.locator('pd-town-search');
        const input = search.getByRole('combobox', { name: 'Поиск города' });
        await input.pressSequentially('рс');
        assert.equal(await input.getAttribute('aria-expanded'), 'false');
        await input.pressSequentially('к');
        await eventually(() => requests.some((r) => r.path === SEARCH_PATH));
        await search.getByRole('option').nth(4).waitFor();
        assert.equal(await search.getByRole('option').count(), 5);
        assert.deepEqual(
          requests.filter((r) => r.path === SEARCH_PATH).map((r) => decodeURIComponent(r.search)),
          ['?q=рск'],
          'no request below 3 characters',
        );
        await input.fill('ъъъ');
        await search.locator('[part~="empty"]', { hasText: 'Совпадений не найдено' }).waitFor();
        assert.equal(await search.getByRole('option').count(), 0);
        await input.fill('мос');
        await search
          .getByRole('option', { name: 'Мосхак<img src=x onerror="window.__pdPwned=1">' })
          .waitFor();
        assert.equal(await search.locator('img').count(), 0);
        await input.press('ArrowDown');
        const active = await input.getAttribute('aria-activedescendant');
        assert.equal(await search.getByRole('option', { name: 'Москва' }).getAttribute('id'), active);
        await Promise.all([page.waitForURL(/\/towns\.html\?town=moskva$/), input.press('Enter')]);
        assert.equal(await page.evaluate(() => window.__pdPwned), undefined);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    test('clinic filter button: the URL table through real clicks', async () => {
      const rows = [
        [{}, '/moskva/'],
        [{ 'f-illness': 'gripp', 'f-clinic-type': 'detskie' }, '/moskva/lechenie/gripp/'],
        [{ 'f-clinic-type': 'detskie', 'f-speciality': 'lor' }, '/moskva/top/detskie/'],
        [
          { 'f-town': 'spb', 'f-speciality': 'lor', 'f-service-type': 'uslugi', 'f-service': 'uzi' },
          '/spb/lor/',
        ],
        [{ 'f-service-type': 'diagnostika', 'f-service': 'mrt' }, '/moskva/diagnostika/mrt/'],
        [{ 'f-service': 'uzi' }, '/moskva/'],
      ];
      const { context, page, errors } = await open();
      try {
        for (const [choices, path] of rows) {
          if (!page.url().endsWith(PAGE)) {
            await page.goto(new URL(PAGE, h.base).href);
            await page.locator('pd-clinic-filter-button').getByRole('button').waitFor();
          }
          for (const [id, value] of Object.entries(choices)) await page.locator(`#${id}`).selectOption(value);
          await Promise.all([
            page.waitForURL((url) => url.pathname === path),
            page.locator('pd-clinic-filter-button').getByRole('button', { name: 'Найти клиники' }).click(),
          ]);
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    test('a form with class csrf carries the token on submit', async () => {
      const { context, page, errors, requests } = await open();
      try {
        const token = await csrfCookie(context, h.base);
        await Promise.all([
          page.waitForURL(/\/ajax\/towns\/missing\/$/),
          page.getByRole('button', { name: 'Отправить' }).click(),
        ]);
        await page.getByRole('heading', { name: 'Спасибо, сообщение получено' }).waitFor();
        const post = requests.find((r) => r.path === '/ajax/towns/missing/');
        assert.equal(new URLSearchParams(post.body).get('csrfmiddlewaretoken'), token);
        assert.equal(new URLSearchParams(post.body).get('text'), 'Кемерово');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    test('dropdown list: 20 options, more on scroll; typed prefix; the prefix resets after 1 s; Enter chooses', async () => {
      const { context, page, errors } = await open();
      try {
        await page.clock.install();
        const dd = page.locator('pd-dropdown-list');
        const combo = dd.getByRole('combobox');
        await combo.click();
        const list = dd.getByRole('listbox', { name: 'Отделение' });
        await list.waitFor();
        await page.waitForFunction(
          () =>
            document.querySelector('pd-dropdown-list').shadowRoot.querySelectorAll('[role=option]').length ===
            20,
        );
        await list.evaluate((el) => {
          el.scrollTop = el.scrollHeight;
        });
        await page.waitForFunction(
          () =>
            document.querySelector('pd-dropdown-list').shadowRoot.querySelectorAll('[role=option]').length ===
            40,
        );
        const activeTitle = () =>
          page.evaluate(() => {
            const root = document.querySelector('pd-dropdown-list').shadowRoot;
            const id = root.querySelector('[role=combobox]').getAttribute('aria-activedescendant');
            return id ? root.getElementById(id)?.textContent : null;
          });
        // Russian letters are not on Playwright's US keyboard (keyboard.type sends only input events): real keydowns
        // with key = the letter, as a Russian layout produces, through the DevTools protocol.
        const cdp = await context.newCDPSession(page);
        const typeKeys = async (text) => {
          for (const key of text) {
            await cdp.send('Input.dispatchKeyEvent', {
              type: 'keyDown',
              key,
              text: key,
              unmodifiedText: key,
            });
            await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
          }
        };
        await typeKeys('кар');
        await page.waitForFunction(() => {
          const root = document.querySelector('pd-dropdown-list').shadowRoot;
          const id = root.querySelector('[role=combobox]').getAttribute('aria-activedescendant');
          return id && root.getElementById(id)?.textContent === 'Кардиолог';
        });
        await page.clock.fastForward(1000);
        await typeKeys('лог');
        await page.waitForFunction(() => {
          const root = document.querySelector('pd-dropdown-list').shadowRoot;
          const id = root.querySelector('[role=combobox]').getAttribute('aria-activedescendant');
          return id && root.getElementById(id)?.textContent === 'Логопед';
        });
        assert.equal(await activeTitle(), 'Логопед');
        await page.keyboard.press('Enter');
        await page.locator('#department-chosen', { hasText: 'Логопед' }).waitFor();
        assert.equal(await combo.getAttribute('aria-expanded'), 'false');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    test('tab history: leaving the page records url, start, end, difference', async () => {
      const { context, page } = await open();
      try {
        await page.goto(new URL('index.html', h.base).href);
        const list = JSON.parse(await page.evaluate(() => localStorage.getItem('pd_tab_history') || '[]'));
        assert.equal(list.length, 1);
        const [r] = list;
        assert.match(r.url, /\/towns\.html$/);
        assert.equal(r.difference, r.end - r.start);
        assert.ok(r.difference >= 0 && r.start > 1.7e12, 'epoch ms');
      } finally {
        await context.close();
      }
    });

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`axe at ${name} ${viewport.width}: page, search list, dropdown, chooser`, async () => {
        const { context, page, errors } = await open({ viewport });
        try {
          const check = async (label) => {
            const results = await axeFor(page).analyze();
            assert.equal(
              results.violations.length,
              0,
              `${label}: axe violations:\n${formatViolations(results.violations)}`,
            );
          };
          await check('page');
          const search = page.locator('pd-town-search');
          await search.getByRole('combobox').fill('рск');
          await search.getByRole('option').nth(4).waitFor();
          await check('search list');
          await search.getByRole('combobox').fill('ъъъ');
          await search.locator('[part~="empty"]', { hasText: 'Совпадений не найдено' }).waitFor();
          await check('no matches');
          await search.getByRole('combobox').fill('');
          const dd = page.locator('pd-dropdown-list');
          await dd.getByRole('combobox').click();
          await dd.getByRole('option').nth(19).waitFor();
          await check('dropdown');
          await page.keyboard.press('Escape');
          await page.locator('#current-town').click();
          await chooser(page).getByRole('link', { name: 'Москва' }).waitFor();
          await animationsSettled(page);
          await screenshot(page, `towns-chooser-${name}`);
          await check('chooser');
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  },
);
