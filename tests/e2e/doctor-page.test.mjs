/**
 * The doctor page as one page (demo/doctor-page.html, rendered like Django with the awards content of the running
 * season): the issue-10 widgets sit beside the clinic list and work together in Chromium on the built CDN bundle —
 * the awards banner in the phase of the page clock (config `now`), the 'Stage' label only on env stage, the video
 * card, the profile-version badge, share, the ad impression, the thank-you and app-promo blocks; no console error.
 * Part two (issue 11) and the map (issue 12): lazy sections under the table of contents, the cases, the blocks far
 * down loaded only when scrolled near (by their position, ADR 182, 202), the mistake-report popup, the town search, and 'На карте' opening
 * `<pd-clinic-map>`.
 * Booking first (issue 21, ADR 202): the slots request leaves before any chunk but the booking block's, and nothing
 * shifts while the widgets arrive.
 * The clinic list itself is covered by clinic-list.test.mjs, axe of the page by pages.test.mjs.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import {
  ROOT,
  VIEWPORTS,
  collectErrors,
  eventually,
  nextFrame,
  screenshot,
  skipReason,
  startHarness,
} from './helpers.mjs';

const skip = skipReason();

/** The build's dist/cdn/preload.json: each widget's files and the groups' import map (ADR 218, 237). */
const readManifest = () => JSON.parse(readFileSync(path.join(ROOT, 'dist/cdn/preload.json'), 'utf8'));

/** Where the demo server serves the CDN build (demo/server.ts `STATIC_PREFIX`). */
const STATIC = '/static/pd-widgets/';

/** Records the CDN files `page` requests, as paths under the static prefix (`0.1.0/runtime.js`), in order. */
function recordCdnRequests(page) {
  const fetched = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith(STATIC) && pathname.endsWith('.js')) fetched.push(pathname.slice(STATIC.length));
  });
  return fetched;
}

describe('the doctor page with its part-one sections', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  async function open(query, viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const banners = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/ajax/view_banner/')
        banners.push(req.postData());
    });
    await page.goto(new URL(`doctor-page.html${query}`, h.base).href);
    await page.locator('pd-clinic-list').getByRole('heading', { name: 'Запись на приём' }).waitFor();
    return { context, page, errors, banners };
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    test(`booking first (${name}): the slots request leaves before any other chunk; the first slot shows with no layout shift`, async () => {
      const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      // The moment the list's first slot button is in the DOM (as the bench: demo/assets/bench.js): when, how many price
      // blocks were there then, and where in the first card were its first slot and the line under its price block.
      await page.addInitScript(() => {
        window.__placesInFirstCard = (root) => {
          const card = root.querySelector('[part~="clinic-card"]');
          const top = (el) =>
            Math.round((el.getBoundingClientRect().top - card.getBoundingClientRect().top) * 100) / 100;
          return {
            slot: top(root.querySelector('button[part~="slot"]')),
            underPrice: top(card.querySelector('.cl-card__price').nextElementSibling),
          };
        };
        (function poll() {
          const root = document.querySelector('pd-clinic-list')?.shadowRoot;
          if (!root) return requestAnimationFrame(poll);
          const seen = () => {
            const slot = root.querySelector('button[part~="slot"]');
            if (!slot) return false;
            window.__firstSlot = {
              at: performance.now(),
              places: window.__placesInFirstCard(root),
              priceBlocks: root.querySelectorAll('[part~="price-block"]').length,
            };
            return true;
          };
          if (seen()) return;
          const observer = new MutationObserver(() => seen() && observer.disconnect());
          observer.observe(root, { childList: true, subtree: true });
        })();
      });
      // Where the page below the list is when the loader opens its gate and decides by position (ADR 202): the cards
      // after the first mount only after the first slot, each in the place kept for it (ADR 219).
      await page.addInitScript(() => {
        document.addEventListener(
          'pd:booked',
          () =>
            (window.__casesAtGate = document.querySelector('pd-doctor-cases').getBoundingClientRect().top),
          { once: true },
        );
      });
      // Layout shifts from the start (the loader's reserved boxes are in the first paint: blocking="render").
      await page.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      try {
        await page.goto(new URL('doctor-page.html?now=2024-11-05T12:00:00%2B03:00', h.base).href);
        const list = page.locator('pd-clinic-list');
        const firstSlot = list.locator('button[part~="slot"]').first();
        await firstSlot.waitFor();
        // The widgets of the first screen come after it: the video card beside the doctor's name.
        await page.locator('pd-video-card').getByRole('button').waitFor();
        const requests = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
        );
        const slots = requests.find((r) => r.name === '/ajax/schedule/slots_bulk/');
        assert.ok(slots, 'the slots request was sent');
        const BOOKING =
          /\/(loader|runtime|pd-clinic-list|pd-appointment-calendar|pd-price-block|shared-booking-kit-[\w-]+)\.js$/;
        const chunks = requests.filter(
          (r) => r.name.startsWith('/static/pd-widgets/') && r.name.endsWith('.js'),
        );
        const before = chunks.filter((r) => r.start < slots.start).map((r) => r.name);
        assert.deepEqual(
          before.filter((name) => !BOOKING.test(name)),
          [],
          `only the booking block's chunks before the slots request; got ${before.join(', ')}`,
        );
        // The video card's code: its group's chunk, which the page's import map sends its entry to (ADR 237).
        const manifest = readManifest();
        const videoEntry = `${manifest.version}/pd-video-card.js`;
        const videoFile = `/static/pd-widgets/${manifest.importMap[videoEntry] ?? videoEntry}`;
        assert.ok(
          chunks.some((r) => r.name === videoFile && r.start > slots.start),
          `the video card (first screen, not booking) is requested after the slots (${videoFile})`,
        );
        // Before the first slot: the booking block alone — the price blocks and the picker come after it (ADR 211).
        const shown = await page.evaluate(() => window.__firstSlot);
        const beforeSlot = chunks.filter((r) => r.start < shown.at).map((r) => r.name);
        assert.deepEqual(
          beforeSlot.filter(
            (name) =>
              !/\/(loader|runtime|pd-clinic-list|pd-appointment-calendar|shared-booking-kit-[\w-]+)\.js$/.test(
                name,
              ),
          ),
          [],
          `only the loader, runtime, clinic list, calendar and kit before the first slot; got ${beforeSlot.join(', ')}`,
        );
        // The price blocks come into boxes reserved at their size: the first card's calendar does not move (at 390 px
        // the price block is above it), nor anything else.
        await list.locator('[part~="price-block"]').first().waitFor();
        // Every card's (at 390 px the cards after the first are collapsed).
        await list
          .locator('[part~="clinic-card"]')
          .nth(1)
          .locator('[part~="price-block"]')
          .waitFor({ state: 'attached' });
        await nextFrame(page);
        assert.equal(shown.priceBlocks, 0, 'no price block yet when the first slot showed');
        const places = await list.evaluate((el) => window.__placesInFirstCard(el.shadowRoot));
        assert.deepEqual(
          places,
          shown.places,
          'the first slot and the line under the price block stay where they were',
        );
        // Every card is in (the list is no longer busy): the cases block is about where the loader saw it at its gate,
        // so what was far enough down to wait still is (without the kept places it was ~1,100 px higher).
        await list.locator('ul[aria-busy]').waitFor({ state: 'detached' });
        const casesAtGate = await page.evaluate(() => window.__casesAtGate);
        const casesNow = await page.evaluate(
          () => document.querySelector('pd-doctor-cases').getBoundingClientRect().top,
        );
        assert.ok(
          Math.abs(casesNow - casesAtGate) < 200,
          `the cases block at the gate ${Math.round(casesAtGate)} px, with every card ${Math.round(casesNow)} px`,
        );
        // Far down the page: not requested until scrolled near.
        assert.ok(
          !chunks.some((r) => /\/pd-(doctor-thanks|app-promo|ad)\.js$/.test(r.name)),
          'the blocks far down wait',
        );
        await page.locator('pd-share-button').getByRole('button', { name: 'Поделиться' }).waitFor();
        await nextFrame(page);
        const cls = await page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0));
        assert.ok(cls <= 0.02, `cumulative layout shift ${cls.toFixed(3)} ≤ 0.02`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

  test('the booking block is preloaded from the build manifest: its files leave together, each once (ADR 218)', async () => {
    const manifest = readManifest();
    const files = manifest.widgets['pd-clinic-list'];
    assert.ok(files.includes(`${manifest.version}/runtime.js`) && files.length >= 3, files.join(', '));
    // Every widget's list is its entry and the chunks it imports statically, transitively — read from the files.
    const cdn = path.join(ROOT, 'dist/cdn');
    for (const [tag, listed] of Object.entries(manifest.widgets)) {
      const closure = [];
      const visit = (file) => {
        if (closure.includes(file)) return;
        closure.push(file);
        const code = readFileSync(path.join(cdn, file), 'utf8');
        for (const [, spec] of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w${}\s,*]+from\s*)?"(\.\/[^"]+)"/g))
          visit(path.posix.join(path.posix.dirname(file), spec));
      };
      visit(`${manifest.version}/${tag}.js`);
      assert.deepEqual(
        [...listed].sort(),
        closure.sort(),
        `${tag}: the manifest lists its static import graph`,
      );
    }
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const fetched = recordCdnRequests(page);
    try {
      await page.goto(new URL('doctor-page.html', h.base).href);
      const hrefs = await page.$$eval('head link[rel="modulepreload"]', (links) =>
        links.map((l) => new URL(l.href).pathname),
      );
      assert.deepEqual(
        hrefs,
        files.map((f) => `/static/pd-widgets/${f}`),
        "the page names the clinic list's files",
      );
      await page.locator('pd-clinic-list').locator('button[part~="slot"]').first().waitFor();
      const timing = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
      );
      const entry = (name) => timing.find((t) => t.name.endsWith(`/${manifest.version}/${name}`));
      // The calendar is asked for before the clinic list's file has even arrived: not found in it afterwards.
      assert.ok(
        entry('pd-appointment-calendar.js').start < entry('pd-clinic-list.js').end,
        'the calendar leaves with the clinic list, not after it',
      );
      for (const f of files)
        assert.equal(
          fetched.filter((p) => p === f).length,
          1,
          `${f} is fetched once (the preload is the module the loader imports)`,
        );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  // Issue 21 item 2 (ADR 237): the widgets that appear together are one chunk, and the page's import map (the base
  // template's `{% pd_widgets_import_map %}`) sends each grouped entry to it. Without the map — a page that does not
  // render the tag — each grouped entry is a facade of the same chunk: more requests, the same widgets.
  for (const withMap of [true, false])
    test(`widget groups ${withMap ? 'with the import map: no chunk at load under 1 kB on its own request' : 'without the import map: the entries are facades of the same chunks'}`, async () => {
      const manifest = readManifest();
      const grouped = Object.keys(manifest.importMap);
      assert.ok(grouped.length >= 8, `grouped entries: ${grouped.join(', ')}`);
      const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const fetched = recordCdnRequests(page);
      if (!withMap)
        await page.route('**/doctor-page.html*', async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(/<script type="importmap">.*?<\/script>/s, '');
          await route.fulfill({ response, body: html });
        });
      try {
        await page.goto(new URL('doctor-page.html?env=stage', h.base).href);
        const map = await page.$$eval('script[type="importmap"]', (s) =>
          s.map((e) => JSON.parse(e.textContent)),
        );
        assert.equal(map.length, withMap ? 1 : 0);
        // The first screen's widgets of both groups are there.
        await page.locator('pd-stage-label').getByText('Stage').waitFor();
        await page.locator('pd-share-button').getByRole('button', { name: 'Поделиться' }).waitFor();
        await page.getByRole('button', { name: 'Видеовизитка: смотреть видео' }).waitFor();
        await page.locator('pd-town-search').getByRole('combobox').waitFor();
        await page.waitForLoadState('networkidle');
        await eventually(() =>
          page.evaluate(() =>
            [
              'pd-town-chooser',
              'pd-csrf-forms',
              'pd-tab-history',
              'pd-clinic-map',
              'pd-mistake-report',
            ].every((t) => customElements.get(t)),
          ),
        );
        const facades = fetched.filter((f) => grouped.includes(f));
        for (const file of fetched)
          assert.equal(fetched.filter((f) => f === file).length, 1, `${file} is fetched once`);
        if (withMap) {
          assert.deepEqual(facades, [], 'no grouped entry is fetched: the map sends it to its group');
          // Every file but the loader (its own budget: ≤ 1,000 B, ADR 023) is 1 kB or more, brotli.
          const small = fetched
            .filter((f) => f !== 'loader.js')
            .map((f) => [
              f,
              brotliCompressSync(readFileSync(path.join(ROOT, 'dist/cdn', f)), {
                params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
              }).length,
            ])
            .filter(([, bytes]) => bytes < 1000);
          assert.deepEqual(small, [], `no chunk under 1 kB at load; fetched ${fetched.join(', ')}`);
        } else {
          assert.ok(facades.length >= 8, `the grouped entries are fetched: ${facades.join(', ')}`);
          for (const group of new Set(Object.values(manifest.importMap)))
            assert.ok(fetched.includes(group), `${group} is fetched (behind its facades)`);
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

  // A network blip on a group's chunk (ADR 230, 237): Chromium keeps a failed module fetch, so the retry must ask for
  // the chunk the import map named under another name — not for the entry's facade, whose static import of the failed
  // chunk would fail again.
  test('a group chunk that failed to load: its widgets are marked, and a new element of a grouped tag loads the group', async () => {
    const manifest = readManifest();
    const group = manifest.importMap[`${manifest.version}/pd-share-button.js`];
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    const asked = [];
    await page.route(`**/static/pd-widgets/${group}*`, (route) => {
      asked.push(new URL(route.request().url()).search);
      return asked.length === 1 ? route.abort('connectionfailed') : route.continue();
    });
    try {
      await page.goto(new URL('doctor-page.html', h.base).href);
      await page.waitForFunction(() =>
        document.querySelector('pd-share-button')?.hasAttribute('data-pd-error'),
      );
      assert.ok(
        warnings.some((w) => w.startsWith('[pd-widgets] pd-share-button: load failed')),
        `warned: ${warnings.join(' | ')}`,
      );
      // The booking block is not part of it.
      await page.locator('pd-clinic-list').locator('button[part~="slot"]').first().waitFor();
      await page.evaluate(() => {
        const old = document.querySelector('pd-share-button');
        old.replaceWith(old.cloneNode());
      });
      await page.locator('pd-share-button').getByRole('button', { name: 'Поделиться' }).waitFor();
      assert.equal(asked.length, 2, `the group's chunk was asked for twice: ${asked.join(', ')}`);
      assert.match(asked[1], /^\?retry=1$/, 'the second time under another name');
      await eventually(() => page.evaluate(() => !document.querySelector('pd-share-button[data-pd-error]')));
    } finally {
      await context.close();
    }
  });

  test('broadcast evening on stage: every section renders, the ad counts its impression', async () => {
    const { context, page, errors, banners } = await open('?env=stage&now=2024-11-16T19:00:00%2B03:00');
    try {
      await page.getByRole('button', { name: /Трансляция Гран-при 2024/ }).waitFor();
      await page.locator('pd-stage-label').getByText('Stage').waitFor();
      await page.getByRole('button', { name: 'Видеовизитка: смотреть видео' }).waitFor();
      await page.locator('pd-soft-version-badge').getByText('Профи', { exact: true }).waitFor();
      await page.locator('pd-share-button').getByRole('button', { name: 'Поделиться' }).waitFor();
      // The blocks far down load when scrolled near (by their position, ADR 182, 202).
      await page.locator('pd-doctor-thanks').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Поблагодарить' }).waitFor();
      await page.locator('pd-app-promo').scrollIntoViewIfNeeded();
      await page.locator('pd-app-promo').getByRole('button').first().waitFor();
      await page.locator('pd-ad').scrollIntoViewIfNeeded();
      await eventually(() => banners.length > 0, { message: 'a view_banner after 2 s fully visible' });
      assert.equal(banners.length, 1);
      await screenshot(page, 'doctor-page-sections-desktop');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('part two and the map: lazy chunks, sections, TOC, mistake report, town search, На карте', async () => {
    const { context, page, errors } = await open('?now=2024-11-05T12:00:00%2B03:00');
    try {
      const ajax = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.startsWith('/ajax/doctor/1014/activities/')) ajax.push(url.pathname);
      });
      const loadedScripts = () =>
        page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()));
      await page.locator('pd-video-card').getByRole('button').waitFor();
      // By its position (ADR 182, 202): the thank-you block at the bottom loads only when scrolled near.
      assert.ok(!(await loadedScripts()).includes('pd-doctor-thanks.js'), 'the thanks chunk waits');
      assert.ok(
        !ajax.includes('/ajax/doctor/1014/activities/answers/'),
        'a far section is not requested yet',
      );
      // The TOC link loads its section and scrolls to it.
      await page
        .getByRole('navigation', { name: 'Разделы страницы врача' })
        .getByRole('link', { name: 'Услуги и цены' })
        .click();
      await page.locator('#services[data-ds-state="loaded"]').waitFor();
      await page.locator('#cases').scrollIntoViewIfNeeded();
      await page.locator('pd-doctor-cases').getByRole('button', { name: 'Смотреть все' }).waitFor();
      await page.locator('pd-doctor-thanks').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Поблагодарить' }).waitFor();
      assert.ok((await loadedScripts()).includes('pd-doctor-thanks.js'));
      await page.evaluate(() => window.scrollTo(0, 0));
      // Mistake report in a frame.
      await page.getByText('Сообщить об ошибке на странице').click();
      const report = page.getByRole('dialog', { name: 'Сообщить об ошибке' });
      await report.locator('iframe').waitFor();
      await report.getByRole('button', { name: 'Закрыть' }).click();
      await report.waitFor({ state: 'hidden' });
      // The map from the clinic list.
      await page.locator('pd-clinic-list').getByRole('button', { name: 'На карте' }).click();
      const map = page.locator('pd-clinic-map').getByRole('dialog');
      await map.waitFor();
      await map.getByRole('button', { name: 'Закрыть карту' }).click();
      await map.waitFor({ state: 'hidden' });
      // The header town search.
      await page.locator('pd-town-search').getByRole('combobox').fill('Мос');
      await page.locator('pd-town-search').getByRole('option').first().waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  /** The cases preview loaded (scrolled near, ADR 202) and its numbers at this viewport. */
  async function casesPreview(page) {
    await page.locator('#cases').scrollIntoViewIfNeeded();
    await page.locator('pd-doctor-cases').getByRole('group', { name: 'Фото до и после' }).waitFor();
    await page.locator('pd-doctor-cases').locator('.cs__thumbs').first().waitFor();
    return page.locator('pd-doctor-cases').evaluate((el) =>
      [...el.shadowRoot.querySelectorAll('.cs__thumbs')].map((thumbs) => {
        const shots = [...thumbs.querySelectorAll('.cs__shot')];
        return {
          lead: thumbs.querySelector('.cs__thumb').getBoundingClientRect().width,
          captions: shots.flatMap((shot) => {
            const img = shot.querySelector('.cs__thumb').getBoundingClientRect();
            const cap = shot.querySelector('.cs__shot-caption');
            if (!cap) return [];
            const box = cap.getBoundingClientRect();
            return [
              {
                text: cap.textContent,
                clipped: cap.scrollHeight > cap.clientHeight + 1,
                over: box.top < img.bottom - 1,
              },
            ];
          }),
        };
      }),
    );
  }

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    test(`issue 20 item 28: case thumbnails at ${viewport.width} px — the lead image ≥ 140 px, captions under the images and whole`, async () => {
      const { context, page, errors } = await open('?now=2024-11-05T12:00:00%2B03:00', viewport);
      try {
        const cases = await casesPreview(page);
        assert.ok(cases.length >= 3, 'the preview shows the cases');
        for (const [i, c] of cases.entries()) {
          assert.ok(c.lead >= 140, `case ${i + 1}: lead thumbnail ${c.lead.toFixed(0)} px ≥ 140 px`);
          assert.ok(c.captions.length > 0, `case ${i + 1}: period captions shown`);
          for (const cap of c.captions) {
            assert.ok(
              !cap.clipped,
              `case ${i + 1}: caption '${cap.text}' is whole (scrollHeight ≤ clientHeight)`,
            );
            assert.ok(!cap.over, `case ${i + 1}: caption '${cap.text}' is under its image, not over it`);
          }
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('issue 20 item 28: the mobile contents bar is one row ≤ 56 px, every tab reachable, the row fades at its edge', async () => {
    const { context, page, errors } = await open('?now=2024-11-05T12:00:00%2B03:00', VIEWPORTS.mobile);
    try {
      const toc = page.getByRole('navigation', { name: 'Разделы страницы врача' });
      const bar = await toc.evaluate((nav) => ({
        height: nav.getBoundingClientRect().height,
        scrolls: nav.scrollWidth > nav.clientWidth,
        mask: getComputedStyle(nav).maskImage || getComputedStyle(nav).webkitMaskImage,
      }));
      assert.ok(bar.height <= 56, `the bar is ${bar.height.toFixed(0)} px high (≤ 56)`);
      assert.ok(bar.scrolls, 'the tabs overflow at 390 px, so the row scrolls');
      assert.match(bar.mask, /gradient/, 'a fade at the edge says there is more');
      // The last tab, scrolled to, lies wholly inside the bar and clear of the fade (32 px).
      const last = toc.getByRole('link', { name: 'Ответы на вопросы' });
      await toc.evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth, behavior: 'instant' }));
      const { tab, navBox } = await toc.evaluate((nav) => ({
        tab: [...nav.querySelectorAll('a')]
          .find((a) => a.textContent === 'Ответы на вопросы')
          .getBoundingClientRect()
          .toJSON(),
        navBox: nav.getBoundingClientRect().toJSON(),
      }));
      assert.ok(
        tab.right <= navBox.right - 32 + 1,
        `the last tab ends at ${tab.right} ≤ ${navBox.right - 32}`,
      );
      assert.ok(await last.isVisible());
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    test(`issue 20 item 28: at ${viewport.width} px the ad keeps 16 px from the thanks card, which has one title`, async () => {
      const { context, page, errors } = await open('?now=2024-11-05T12:00:00%2B03:00', viewport);
      try {
        await page.locator('pd-doctor-thanks').scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'Поблагодарить' }).waitFor();
        const gap = await page.evaluate(
          () =>
            // The box drawn around the block (a page card, if one wraps it, else the widget's own card).
            (
              document.querySelector('pd-doctor-thanks').closest('.card') ??
              document.querySelector('pd-doctor-thanks')
            ).getBoundingClientRect().top - document.querySelector('pd-ad').getBoundingClientRect().bottom,
        );
        assert.ok(gap >= 16, `ad → thanks card gap ${gap.toFixed(0)} px ≥ 16`);
        // The block's title is the widget's 'Поблагодарить врача'; the page does not head it again.
        assert.equal(await page.getByText('Благодарность врачу', { exact: true }).count(), 0);
        assert.equal(
          await page.locator('pd-doctor-thanks').getByText('Поблагодарить врача', { exact: true }).count(),
          1,
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('1 Dec, dev settings, mobile: no awards banner (the season is over), no Stage label', async () => {
    const { context, page, errors } = await open('?now=2024-12-01T00:00:00%2B03:00', VIEWPORTS.mobile);
    try {
      await page.locator('pd-video-card').getByRole('button').waitFor();
      await page.locator('pd-share-button').getByRole('button').waitFor();
      assert.equal(await page.locator('pd-stage-label').getByText('Stage').count(), 0);
      assert.equal(await page.locator('pd-awards-banner').getByRole('button').count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
