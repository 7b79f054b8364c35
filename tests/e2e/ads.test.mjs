/**
 * `<pd-ad>` and `<pd-share-button>` from the built CDN bundle in Chromium against the demo server, on demo/ads.html
 * (portal-identity-reviews §4 "Ads", §7 "Tracking" view_banner / view_status / ad event / share goal, §8 "Sharing",
 * §9 ad dwell 2000 ms, 'Ссылка скопирована'; ADRs 156–158). The dwell runs on Playwright's fake clock (page.clock):
 * no real waiting, no race with a busy machine.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  eventually,
  nextFrame,
  screenshot,
  skipReason,
  startHarness,
  formatViolations,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'ads.html';

describe('ads and the share button in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  /** Opens the page; `clock` installs Playwright's fake clock first. Records the tracking forms the page posts. */
  async function open({ viewport = VIEWPORTS.desktop, clock = false, permissions = [] } = {}) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    if (permissions.length) await context.grantPermissions(permissions, { origin: h.base });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const posts = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/ajax/ads/recorded/') posts.push({ path: 'marker', form: {} });
      if (req.method() === 'POST' && /^\/ajax\/view_(banner|status)\/$/.test(url.pathname)) {
        const form = Object.fromEntries(new URLSearchParams(req.postData() ?? ''));
        posts.push({ path: url.pathname, form });
      }
    });
    await page.addInitScript(() => {
      window.__goals = [];
      window.addEventListener('pd:goal', (e) => window.__goals.push(e.detail.name));
    });
    if (clock) await page.clock.install();
    await page.goto(new URL(PAGE, h.base).href);
    await page.locator('pd-share-button').getByRole('button').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('pd-ad')].every((el) => el.shadowRoot));
    return { context, page, errors, posts };
  }

  const banners = (posts) => posts.filter((p) => p.path === '/ajax/view_banner/').map((p) => p.form);
  const statuses = (posts) => posts.filter((p) => p.path === '/ajax/view_status/').map((p) => p.form);

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

  /**
   * "Nothing else was sent": a marker request from the page, issued after everything the page did so far; once its
   * request event arrived, every earlier request's event did too (the fake clock stops rAF and timers, so no
   * nextFrame here).
   */
  const flush = async (page, posts) => {
    const before = posts.filter((p) => p.path === 'marker').length;
    await page.evaluate(() => fetch('/ajax/ads/recorded/').then((r) => r.text()));
    await eventually(() => posts.filter((p) => p.path === 'marker').length > before);
  };

  /**
   * Stops the fake clock (installed before the page loaded) a moment ahead of its current time. The clock runs in real
   * time until then: on a loaded machine the moment can pass before `pauseAt` arrives ('Cannot fast-forward to the
   * past'), so it is read again and retried.
   */
  const pauseClock = async (page) => {
    for (let attempt = 1; ; attempt += 1) {
      const now = await page.evaluate(() => Date.now());
      try {
        await page.clock.pauseAt(now + 500);
        return;
      } catch (err) {
        if (attempt === 5 || !String(err).includes('to the past')) throw err;
      }
    }
  };

  /** Scrolls so that `share` (0–1) of the ad's height is inside the viewport, from its top. */
  const showAd = async (page, id, share = 1) => {
    await page.evaluate(
      ([adId, part]) => {
        const el = document.getElementById(adId);
        const r = el.getBoundingClientRect();
        // Fully: its top 40 px below the viewport top. Partly: its bottom (1 − part)·height below the viewport.
        const top = part >= 1 ? 40 : window.innerHeight - r.height * part;
        window.scrollTo(0, window.scrollY + r.top - top);
      },
      [id, share],
    );
    await observed(page);
  };
  const scrollTop = async (page) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await observed(page);
  };

  test('impression only after 2 s of full visibility; not when scrolled away at 1.9 s; once; js and visible status', async () => {
    const { context, page, errors, posts } = await open({ clock: true });
    try {
      await pauseClock(page);
      await eventually(() => statuses(posts).length === 2, { message: 'js=1 for both ads' });
      assert.deepEqual(
        statuses(posts).sort((a, b) => a.key.localeCompare(b.key)),
        [
          {
            key: 'k-501',
            redis_id: 'r-501',
            js: '1',
            csrfmiddlewaretoken: statuses(posts)[0].csrfmiddlewaretoken,
          },
          {
            key: 'k-502',
            redis_id: 'r-502',
            js: '1',
            csrfmiddlewaretoken: statuses(posts)[0].csrfmiddlewaretoken,
          },
        ].sort((a, b) => a.key.localeCompare(b.key)),
      );
      assert.ok(statuses(posts)[0].csrfmiddlewaretoken, 'the form carries csrfmiddlewaretoken');

      await page.clock.runFor(3000);
      await flush(page, posts);
      assert.deepEqual(banners(posts), [], 'out of view: nothing');

      await showAd(page, 'ad-main');
      await page.clock.runFor(1900);
      await scrollTop(page);
      await page.clock.runFor(3000);
      await flush(page, posts);
      assert.deepEqual(banners(posts), [], 'scrolled away at 1.9 s: nothing');

      await showAd(page, 'ad-main', 0.6);
      await page.clock.runFor(3000);
      await flush(page, posts);
      assert.deepEqual(banners(posts), [], '60 % visible is not fully visible: nothing');

      await showAd(page, 'ad-main');
      await page.clock.runFor(1900);
      await flush(page, posts);
      assert.deepEqual(banners(posts), [], 'not yet at 1.9 s');
      await page.clock.runFor(100);
      await eventually(() => banners(posts).length === 1, { message: 'one view_banner at 2 s' });
      const [banner] = banners(posts);
      assert.equal(banner.p, '100');
      assert.equal(banner.c, '501');
      assert.equal(banner.btype, 'doctor_card');
      assert.equal(banner.redis_id, 'r-501');
      assert.ok(banner.csrfmiddlewaretoken);
      await eventually(() => statuses(posts).some((s) => s.visible === '1'), { message: 'visible=1' });
      assert.deepEqual(
        statuses(posts)
          .filter((s) => s.visible)
          .map(({ key, redis_id, visible }) => ({ key, redis_id, visible })),
        [{ key: 'k-501', redis_id: 'r-501', visible: '1' }],
      );

      await scrollTop(page);
      await showAd(page, 'ad-main');
      await page.clock.runFor(5000);
      await flush(page, posts);
      assert.equal(banners(posts).length, 1, 'once per ad');
      const recorded = await (await page.request.get(new URL('/ajax/ads/recorded/', h.base).href)).json();
      assert.ok(
        recorded.banners.some((b) => b.c === '501' && b.p === '100'),
        'the reference API accepted it',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a demo ad counts at 50 % visible and sends p=50', async () => {
    const { context, page, errors, posts } = await open({ clock: true, viewport: VIEWPORTS.mobile });
    try {
      await pauseClock(page);
      await showAd(page, 'ad-demo', 0.6);
      await page.clock.runFor(2000);
      await eventually(() => banners(posts).length === 1, { message: 'the demo ad is reported' });
      const [banner] = banners(posts);
      assert.equal(banner.p, '50');
      assert.equal(banner.c, '502');
      assert.equal(banner.redis_id, 'r-502');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a click opens the ad event URL in a new tab without opener; a click that ends a text selection does nothing', async () => {
    const { context, page, errors } = await open();
    try {
      // Drag across the main ad's title: the click that ends the selection must not open anything.
      const title = page.locator('#ad-main .ad__title');
      await title.scrollIntoViewIfNeeded();
      const box = await title.boundingBox();
      await page.mouse.move(box.x + 4, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      assert.ok((await page.evaluate(() => window.getSelection().toString())).length > 5, 'text selected');
      await nextFrame(page);

      // Then a plain click on the demo ad: the only new tab is its event page.
      await page.evaluate(() => window.getSelection().removeAllRanges());
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.locator('#ad-demo .ad__text').click(),
      ]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      assert.equal(url.pathname, '/ad/event/c/502/');
      assert.equal(url.searchParams.get('banner_type'), 'doctor_card');
      assert.equal(await popup.evaluate(() => window.opener), null, 'noopener');
      assert.equal(await popup.evaluate(() => document.referrer), '', 'noreferrer');
      assert.match(await popup.title(), /Переход к рекламодателю/);
      assert.equal(context.pages().length, 2, 'the selection click opened nothing');
      await popup.close();

      // Keyboard: the ad is a link; Enter opens it.
      const [keyPopup] = await Promise.all([
        context.waitForEvent('page'),
        page
          .locator('#ad-main')
          .focus()
          .then(() => page.keyboard.press('Enter')),
      ]);
      assert.equal(new URL(keyPopup.url()).pathname, '/ad/event/c/501/');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`share falls back to copying with 'Ссылка скопирована'; goal; axe clean at ${vpName}`, async () => {
      const { context, page, errors } = await open({
        viewport,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      try {
        await page.evaluate(() => {
          // No system share sheet (as on desktop Linux): the fallback copies.
          Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
        });
        await page.locator('pd-share-button').getByRole('button', { name: 'Поделиться' }).click();
        await page.locator('pd-share-button').getByText('Ссылка скопирована').waitFor();
        assert.equal(
          await page.evaluate(() => navigator.clipboard.readText()),
          new URL('/moskva/vrach/1001-ivanova/', h.base).href,
        );
        assert.deepEqual(await page.evaluate(() => window.__goals), ['shareButton_doctor_other']);
        await animationsSettled(page);
        await screenshot(page, `ads-share-${vpName}`);
        const axe = await axeFor(page).analyze();
        assert.deepEqual(axe.violations, [], formatViolations(axe.violations));
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
