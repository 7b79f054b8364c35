/**
 * `<pd-doctor-sections>` and `<pd-mistake-report>` from the built CDN bundle in Chromium against the demo server, on
 * demo/doctor-sections.html (portal-identity-reviews §2 "Doctor page", §4 "Lazy doctor sections", "List loader", §7,
 * §8 infinite-scroll failure, §9 margin 300 px / TOC offset 75 px; booking-schedule §2 "Other" recommendations;
 * docs/doctor-sections-html.md; ADRs 162–165; the mistake report's popup code on the first open, ADR 216). Ends with
 * the bench note: the longest task while scrolling the page at 4× CPU (CDP Emulation.setCPUThrottlingRate).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  eventually,
  formatViolations,
  nextFrame,
  screenshot,
  skipReason,
  startHarness,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'doctor-sections.html';
/** The failing section, the infinite list's failing page and the hostile image log these on purpose. */
const EXPECTED_ERRORS = [
  /\[pd-widgets\] pd-doctor-sections: /,
  /Failed to load resource: the server responded with a status of (404|500)/,
];

describe('doctor sections and the mistake-report frame in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  /** Opens the page (optionally with a hash); records the activities requests (path + query). */
  async function open({ viewport = VIEWPORTS.desktop, hash = '' } = {}) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/ajax/doctor/')) requests.push(url.pathname + url.search);
    });
    await page.goto(new URL(PAGE + hash, h.base).href);
    await page.waitForFunction(() =>
      document.querySelector('[data-section="about"]')?.hasAttribute('data-ds-state'),
    );
    return { context, page, errors, requests };
  }

  const unexpected = (errors) => errors.filter((e) => !EXPECTED_ERRORS.some((re) => re.test(e)));
  const state = (page, name) =>
    page.evaluate(
      (n) => document.querySelector(`[data-section="${n}"]`)?.getAttribute('data-ds-state') ?? null,
      name,
    );
  const requested = (requests, name) =>
    requests.filter((r) => r.startsWith(`/ajax/doctor/7001/activities/${name}/`));

  /** Resolves after the IntersectionObserver notifications of the current frame were delivered. */
  const observed = (page) =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const io = new IntersectionObserver(() => {
            io.disconnect();
            resolve();
          });
          io.observe(document.body);
        }),
    );
  /** No section request is in flight. */
  const quiet = (page) =>
    page.waitForFunction(
      () =>
        !document.querySelector(
          '[data-ds-state="loading"], [data-ds-list-state="loading"], [aria-busy="true"]',
        ),
    );

  /** Scrolls so that the section's top is `below` px under the viewport's bottom edge. */
  const placeBelowViewport = (page, name, below) =>
    page.evaluate(
      ([n, px]) => {
        const el = document.querySelector(`[data-section="${n}"]`);
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight - px);
      },
      [name, below],
    );

  test('a section loads when scrolled within 300 px — not before — and once', async () => {
    const { context, page, errors, requests } = await open();
    try {
      // Where each section was, below the viewport's bottom edge, in the task its load started (its state turned
      // 'loading'): the distance the widget's observer acted on.
      await page.evaluate(() => {
        window.__loadedAt = {};
        new MutationObserver((records) => {
          for (const { target } of records)
            if (target.getAttribute('data-ds-state') === 'loading' && !(target.id in window.__loadedAt))
              window.__loadedAt[target.id] = target.getBoundingClientRect().top - window.innerHeight;
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-ds-state'] });
      });
      await quiet(page);
      assert.equal(requested(requests, 'education').length, 0, 'not loaded at the start (far below)');
      await placeBelowViewport(page, 'education', 380);
      await observed(page);
      await nextFrame(page);
      const loadedAt = await page.evaluate(() => window.__loadedAt.education ?? null);
      if (loadedAt === null) {
        assert.equal(requested(requests, 'education').length, 0, '380 px below the viewport: not yet');
        assert.equal(await state(page, 'education'), 'idle');
      } else {
        // The sections above load as the page scrolls, and a page that moved the section into the margin meanwhile
        // (a loaded machine: CI) loads it rightly; it must never start further away than the 300-px margin.
        assert.ok(loadedAt <= 300, `education started loading ${Math.round(loadedAt)} px below the viewport`);
      }
      await quiet(page);
      await placeBelowViewport(page, 'education', 220);
      await eventually(() => requested(requests, 'education').length === 1, {
        message: 'loads within 300 px',
      });
      assert.deepEqual(requested(requests, 'education'), [
        '/ajax/doctor/7001/activities/education/?page=1&page_size=10',
      ]);
      await page.waitForFunction(
        () => document.querySelector('#education')?.getAttribute('data-ds-state') === 'loaded',
      );
      assert.match(await page.locator('#education').innerText(), /Сеченова/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await observed(page);
      await page.locator('#education').scrollIntoViewIfNeeded();
      await observed(page);
      await nextFrame(page);
      assert.equal(requested(requests, 'education').length, 1, 'loaded once');
      assert.deepEqual(unexpected(errors), []);
    } finally {
      await context.close();
    }
  });

  test("TOC: 'Показать весь список' / 'Скрыть'; a click loads and scrolls; aria-current on the current section", async () => {
    const { context, page, errors, requests } = await open();
    try {
      const toggle = page.getByRole('button', { name: 'Показать весь список' });
      await toggle.click();
      const hide = page.getByRole('button', { name: 'Скрыть' });
      assert.equal(await hide.getAttribute('aria-expanded'), 'true');
      const link = page
        .getByRole('navigation', { name: 'Разделы страницы врача' })
        .getByRole('link', { name: 'Статьи' });
      await link.click();
      await page.waitForFunction(
        () => document.querySelector('#articles')?.getAttribute('data-ds-state') === 'loaded',
      );
      assert.equal(requested(requests, 'articles').length, 1);
      await page.waitForFunction(() => {
        const top = document.querySelector('#articles').getBoundingClientRect().top;
        return top >= 0 && top <= 75;
      });
      await page.waitForFunction(
        () =>
          document.querySelector('[data-ds-toc] a[href="#articles"]').getAttribute('aria-current') ===
          'location',
      );
      assert.equal(
        await page.locator('[data-ds-toc] a[aria-current]').count(),
        1,
        'exactly one current link',
      );
      assert.equal(await page.evaluate(() => location.hash), '#articles');
      await page.waitForFunction(() => document.querySelector('[data-ds-toc]').hasAttribute('data-ds-fixed'));
      await hide.click();
      await page.getByRole('button', { name: 'Показать весь список' }).waitFor();
      assert.equal(await page.locator('#toc-more').isHidden(), true);
      assert.deepEqual(unexpected(errors), []);
    } finally {
      await context.close();
    }
  });

  test("the hash loads its section; recommendations 'more' reveals the items and removes its container", async () => {
    const { context, page, errors, requests } = await open({ hash: '#recommendations' });
    try {
      await page.waitForFunction(
        () => document.querySelector('#recommendations')?.getAttribute('data-ds-state') === 'loaded',
      );
      assert.equal(requested(requests, 'recommendations').length, 1);
      await page.waitForFunction(() => {
        const top = document.querySelector('#recommendations').getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      });
      const section = page.locator('#recommendations');
      assert.equal(await section.getByRole('link').count(), 4);
      await section.getByRole('button', { name: 'Показать ещё' }).click();
      assert.equal(await section.getByRole('link').count(), 8);
      assert.equal(await section.locator('[data-ds-reveal-container]').count(), 0);
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        'Фёдоров Артём Викторович',
      );
      assert.deepEqual(unexpected(errors), []);
    } finally {
      await context.close();
    }
  });

  test('load-more: page=2 with the counter updated, then removed when nothing remains', async () => {
    const { context, page, errors, requests } = await open({ hash: '#services' });
    try {
      const section = page.locator('#services');
      const more = section.getByRole('button', { name: /^Показать ещё/ });
      await more.waitFor();
      assert.equal((await more.innerText()).trim(), 'Показать ещё 13');
      assert.equal(await section.locator('li').count(), 10);
      await more.click();
      await eventually(() => requested(requests, 'services').length === 2);
      assert.equal(
        requested(requests, 'services')[1],
        '/ajax/doctor/7001/activities/services/?page=2&page_size=10',
      );
      await page.waitForFunction(() => document.querySelectorAll('#services li').length === 20);
      assert.equal((await more.innerText()).trim(), 'Показать ещё 3');
      await more.click();
      await page.waitForFunction(() => document.querySelectorAll('#services li').length === 23);
      assert.equal(
        requested(requests, 'services')[2],
        '/ajax/doctor/7001/activities/services/?page=3&page_size=10',
      );
      assert.equal(await section.locator('[data-ds-more]').count(), 0, 'removed when nothing remains');
      assert.equal(await section.getAttribute('data-ds-list-state'), 'fullyLoaded');
      assert.deepEqual(unexpected(errors), []);
    } finally {
      await context.close();
    }
  });

  test('infinite scroll: the next page within 300 px; a failed page removes the scroller', async () => {
    const { context, page, errors, requests } = await open({ viewport: VIEWPORTS.mobile, hash: '#answers' });
    try {
      const section = page.locator('#answers');
      await page.waitForFunction(
        () => document.querySelector('#answers')?.getAttribute('data-ds-state') === 'loaded',
      );
      assert.equal(
        requested(requests, 'answers')[0],
        '/ajax/doctor/7001/activities/answers/?page=1&page_size=5',
      );
      // Scroll the scroller into reach until the list ends (page 3 fails on the reference API).
      await page.waitForFunction(
        () => {
          const scroller = document.querySelector('#answers [data-ds-scroller]');
          if (scroller) scroller.scrollIntoView({ block: 'end' });
          return !scroller;
        },
        null,
        { polling: 100 },
      );
      assert.equal(await section.locator('[data-ds-list] li').count(), 10);
      assert.equal(await section.getAttribute('data-ds-list-state'), 'fullyLoaded');
      const pages = requested(requests, 'answers').map((r) => new URL(r, h.base).searchParams.get('page'));
      assert.deepEqual([...new Set(pages)], ['1', '2', '3']);
      assert.ok(
        errors.some((e) => /page 3 failed; the list ends here/.test(e)),
        errors.join('\n'),
      );
      assert.deepEqual(unexpected(errors), []);
    } finally {
      await context.close();
    }
  });

  test('hostile server HTML is inert (img onerror, script, javascript: links, inline handlers, frames, forms)', async () => {
    const { context, page, errors } = await open({ hash: '#articles' });
    try {
      await page.waitForFunction(
        () => document.querySelector('#articles')?.getAttribute('data-ds-state') === 'loaded',
      );
      const section = page.locator('#articles');
      assert.equal(await section.locator('script, iframe, form, input, style').count(), 0);
      assert.equal(await section.locator('#ds-evil-img').getAttribute('onerror'), null);
      assert.equal(await section.locator('#ds-evil-li').getAttribute('onclick'), null);
      assert.equal(await section.locator('#ds-evil-link').getAttribute('href'), null);
      assert.doesNotMatch(await section.innerHTML(), /javascript:/i);
      await section.locator('#ds-evil-li').click();
      await section.locator('#ds-evil-link').click();
      await page.evaluate(() => window.scrollBy(0, 1));
      await nextFrame(page);
      assert.equal(await page.evaluate(() => window.__pwned ?? null), null);
      assert.deepEqual(unexpected(errors), []);
    } finally {
      await context.close();
    }
  });

  test('a failing section says so, with a retry button', async () => {
    const { context, page, requests } = await open({ hash: '#certificates' });
    try {
      const section = page.locator('#certificates');
      await section.getByText('Не удалось загрузить раздел').waitFor();
      const before = requested(requests, 'certificates').length;
      await section.getByRole('button', { name: 'Повторить' }).click();
      await eventually(() => requested(requests, 'certificates').length > before);
    } finally {
      await context.close();
    }
  });

  test('a link to a section of the activities loads them first (GET /activities/)', async () => {
    const { context, page, errors, requests } = await open({ hash: '#online' });
    try {
      await page.waitForFunction(
        () => document.querySelector('#online')?.getAttribute('data-ds-state') === 'loaded',
      );
      assert.ok(requests.includes('/ajax/doctor/7001/activities/'));
      assert.match(await page.locator('#online').innerText(), /Онлайн-консультация в приложении/);
      // The last section of the page: scrolled into view (its top cannot reach the viewport top).
      await page.waitForFunction(() => {
        const r = document.querySelector('#online').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
      assert.deepEqual(unexpected(errors), []);
    } finally {
      await context.close();
    }
  });

  test('§2 mistake report: Escape closes the popup even with the focus inside its frame, focus back on the opener', async () => {
    const { context, page, errors } = await open();
    try {
      const opener = page.getByRole('link', { name: 'Сообщить об ошибке на странице' });
      const dialog = page.locator('pd-mistake-report').getByRole('dialog', { name: 'Сообщить об ошибке' });
      for (let round = 0; round < 2; round++) {
        await opener.click();
        await dialog.waitFor();
        const src = await dialog.locator('iframe').getAttribute('src');
        await eventually(() => page.frames().some((f) => f.url() === src));
        const form = page.frames().find((f) => f.url() === src);
        await form.waitForLoadState('load');
        const field = form.getByLabel('Что не так?');
        await field.click();
        await field.fill('Неверный стаж');
        assert.equal(
          await form.evaluate(() => document.activeElement?.id),
          'mistake-text',
          'focus is in the frame',
        );
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForFunction(
          () => document.activeElement?.textContent === 'Сообщить об ошибке на странице',
        );
      }
      assert.deepEqual(unexpected(errors), []);
    } finally {
      await context.close();
    }
  });

  test("the mistake report's popup code on the first open (ADR 216): a keyboard open on a slow network is kept, a failed load shows the error and Повторить opens the form; Escape gives the focus back", async () => {
    const { context, page, errors } = await open();
    try {
      // A slow network: each request for the popup code waits until the test answers it.
      const pending = [];
      await page.route('**/mistake-report-lazy-*.js*', (route) => void pending.push(route));
      const opener = page.getByRole('link', { name: 'Сообщить об ошибке на странице' });
      await opener.focus(); // warms up: the code is asked for now
      await eventually(() => pending.length === 1, { message: 'one request for the popup code' });
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-busy') === 'true');
      const dialog = page.locator('pd-mistake-report').getByRole('dialog', { name: 'Сообщить об ошибке' });
      assert.equal(await dialog.count(), 0);
      await pending.shift().abort(); // then it fails
      const alert = page
        .locator('pd-mistake-report')
        .getByRole('alertdialog', { name: 'Сообщить об ошибке' });
      await alert.getByText('Не удалось загрузить форму. Попробуйте ещё раз').waitFor();
      assert.ok(
        errors.some((e) => e.includes('[pd-widgets] pd-mistake-report: could not load the popup code')),
        errors.join('\n'),
      );
      assert.ok(!errors.some((e) => e.startsWith('pageerror')), errors.join('\n'));
      assert.equal(await opener.getAttribute('aria-busy'), null);

      await alert.getByRole('button', { name: 'Повторить' }).click();
      await eventually(() => pending.length === 1, { message: 'the retry asks for the popup code again' });
      assert.equal(
        await alert.getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy'),
        'true',
        'the retry is busy until the code has arrived',
      );
      await pending.shift().continue();
      await dialog.waitFor();
      assert.equal(
        await dialog.locator('iframe').getAttribute('src'),
        new URL('/mistake/report/?doctor=7001&iframe=true', h.base).href,
      );
      assert.equal(await alert.count(), 0);
      // The focus starts on the dialog, not inside the form's frame (ADR 223): Escape closes it at once, before the
      // frame's page has loaded.
      await page.waitForFunction(
        () => document.querySelector('pd-mistake-report')?.shadowRoot?.activeElement?.localName === 'dialog',
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(
        () => document.activeElement?.textContent === 'Сообщить об ошибке на странице',
      );
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`mistake report at ${vpName}: frame with iframe=true; foreign origin and other windows ignored; own messages resize and close`, async () => {
      const { context, page, errors } = await open({ viewport });
      try {
        const opener = page.getByRole('link', { name: 'Сообщить об ошибке на странице' });
        await opener.click();
        const dialog = page.locator('pd-mistake-report').getByRole('dialog', { name: 'Сообщить об ошибке' });
        await dialog.waitFor();
        const frameEl = dialog.locator('iframe');
        const src = await frameEl.getAttribute('src');
        assert.equal(src, new URL('/mistake/report/?doctor=7001&iframe=true', h.base).href);
        const height = () => frameEl.evaluate((el) => el.getAttribute('data-height'));
        // The form's own resize on load is accepted.
        await page.waitForFunction(
          () =>
            document
              .querySelector('pd-mistake-report')
              .shadowRoot.querySelector('iframe')
              ?.getAttribute('data-height') !== '480',
        );
        const formHeight = await height();

        /** Posts `message` from `frame`, then a marker from the same frame; resolves when the page got the marker. */
        const postFrom = async (frame, message) => {
          const got = page.evaluate(
            () =>
              new Promise((resolve) => {
                addEventListener('message', function onMarker(e) {
                  if (e.data !== 'pd-marker') return;
                  removeEventListener('message', onMarker);
                  resolve();
                });
              }),
          );
          await frame.evaluate((m) => {
            parent.postMessage(m, '*');
            parent.postMessage('pd-marker', '*');
          }, message);
          await got;
          await nextFrame(page);
        };
        const close = { sender: 'mistakeForm', action: 'close' };
        const resize = { sender: 'mistakeForm', action: 'resize', height: 999 };

        // Another window (the page itself) — ignored.
        await page.evaluate((m) => window.postMessage(m, '*'), close);
        await nextFrame(page);
        assert.equal(await dialog.isVisible(), true, 'a message from the page itself is ignored');

        // A frame of a foreign origin (127.0.0.1 vs localhost) — ignored.
        const foreign = new URL('/mistake/report/?doctor=7001&iframe=true', h.base);
        foreign.hostname = '127.0.0.1';
        await page.evaluate((url) => {
          const f = document.createElement('iframe');
          f.src = url;
          f.title = 'чужой фрейм';
          f.id = 'foreign-frame';
          document.body.append(f);
          return new Promise((resolve) => f.addEventListener('load', resolve, { once: true }));
        }, foreign.href);
        const foreignFrame = page.frames().find((f) => f.url().startsWith(foreign.origin));
        assert.ok(foreignFrame, 'the foreign frame loaded');
        await postFrom(foreignFrame, resize);
        await postFrom(foreignFrame, close);
        assert.equal(await dialog.isVisible(), true, 'a foreign frame is ignored');
        assert.equal(await height(), formHeight);
        await page.evaluate(() => document.getElementById('foreign-frame').remove());

        // The popup's own frame: 'Отправить' posts resize, then close.
        const own = page.frames().find((f) => f.url() === src);
        assert.ok(own, 'the form frame');
        await own.getByLabel('Что не так?').fill('Неверный стаж');
        await own.getByRole('button', { name: 'Отправить' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForFunction(
          () => document.activeElement?.textContent === 'Сообщить об ошибке на странице',
        );

        // Re-open; the popup's frame navigates to a foreign origin: its messages are ignored (origin check).
        await opener.click();
        await dialog.waitFor();
        await page.waitForFunction(
          () =>
            document
              .querySelector('pd-mistake-report')
              .shadowRoot.querySelector('iframe')
              ?.getAttribute('data-height') !== '480',
        );
        const reopened = await height();
        const ownAgain = page.frames().find((f) => f.url() === src);
        await ownAgain.evaluate((url) => {
          location.href = url;
        }, foreign.href);
        await eventually(() =>
          page.frames().some((f) => f.url() === foreign.href && f.parentFrame() === page.mainFrame()),
        );
        const moved = page.frames().find((f) => f.url() === foreign.href);
        await moved.waitForLoadState('load');
        await postFrom(moved, close);
        await postFrom(moved, resize);
        assert.equal(await dialog.isVisible(), true, "the frame's window at a foreign origin is ignored");
        assert.equal(await height(), reopened);

        await animationsSettled(page);
        const axe = await axeFor(page).exclude('iframe').analyze();
        assert.deepEqual(axe.violations, [], formatViolations(axe.violations));
        await screenshot(page, `doctor-sections-mistake-${vpName}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        assert.deepEqual(unexpected(errors), []);
      } finally {
        await context.close();
      }
    });
  }

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe clean at ${vpName} with every section loaded; screenshot`, async () => {
      const { context, page, errors } = await open({ viewport });
      try {
        // Bring each section still pending (the activities' too) to the screen until every one has loaded or failed:
        // straight to the next pending one, not a blind walk (which took over 60 s beside another `npm test`).
        await page.waitForFunction(
          () => {
            const pending = document.querySelectorAll(
              '[data-ds-activities]:not([data-ds-state="loaded"]), [data-section]:not([data-ds-state="loaded"]):not([data-ds-state="failed"]), [data-ds-scroller]',
            );
            pending[0]?.scrollIntoView({ block: 'center' });
            return pending.length === 0;
          },
          null,
          { polling: 150, timeout: 90000 },
        );
        await quiet(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await animationsSettled(page);
        const axe = await axeFor(page).analyze();
        assert.deepEqual(axe.violations, [], formatViolations(axe.violations));
        await screenshot(page, `doctor-sections-loaded-${vpName}`);
        assert.deepEqual(unexpected(errors), []);
      } finally {
        await context.close();
      }
    });
  }

  test('bench: the longest task while scrolling the whole page at 4× CPU', async () => {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const page = await context.newPage();
    try {
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            window.__longTasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(new URL(PAGE, h.base).href);
      await page.waitForFunction(() =>
        document.querySelector('[data-section="about"]')?.hasAttribute('data-ds-state'),
      );
      await quiet(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const start = await page.evaluate(() => performance.now());
      // Scroll like a user: wheel steps, each after the previous frame, until the end of the page.
      for (let i = 0; i < 400; i++) {
        await page.mouse.wheel(0, 120);
        await nextFrame(page);
        const atEnd = await page.evaluate(
          () =>
            window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
            !document.querySelector(
              '[data-ds-scroller], [data-ds-state="loading"], [data-ds-activities]:not([data-ds-state="loaded"])',
            ),
        );
        if (atEnd) break;
      }
      const tasks = await page.evaluate((t0) => window.__longTasks.filter((t) => t.start >= t0), start);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
      console.log(
        `# bench doctor-sections: ${tasks.length} long task(s) while scrolling at 4x CPU; longest ${Math.round(longest)} ms`,
      );
      // A long task is wall-clock time: on a shared, busy machine other processes inflate it. The number is reported
      // (issue 11: no long task over 50 ms); PD_BENCH_STRICT=1 turns it into an assertion on a quiet machine.
      if (process.env.PD_BENCH_STRICT === '1')
        assert.ok(longest <= 50, `longest task ${Math.round(longest)} ms`);
    } finally {
      await context.close();
    }
  });
});
