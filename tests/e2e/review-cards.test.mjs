/**
 * The review-card behaviour (src/shared/review-card, used by `<pd-review-list>` and `<pd-review-card>`) from the built
 * CDN bundle in Chromium against the demo server, on demo/reviews.html (config env "smoke", `metrics-base="/metrics"`):
 * portal-identity-reviews §2 "Review cards", §4 "Review seen", §5 "Review star colour", §7 "Tracking" review metrics,
 * §8 "Gallery image failure", §9 (dwell 2000 ms, root margin -100px 0px, max stars 5, thresholds -0.4/0.4).
 * The seen timing runs on Playwright's fake clock (page.clock): no real waiting, no race with a busy machine.
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
  within,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'reviews.html';
const LIST = 'pd-review-list';
/** Colours of the `--pd-*` tokens (src/core/styles/tokens.ts): success, warning, error. */
const COLOURS = { success: 'rgb(30, 142, 62)', warning: 'rgb(242, 153, 0)', error: 'rgb(217, 48, 37)' };

/**
 * The axe scope: the enhanced cards (the deleted one is dimmed by the demo site's own css, which is not ours) and the
 * tooltip / gallery in the list's shadow root.
 */
function reviewAxe(page) {
  return axeFor(page)
    .include(`${LIST} > [data-pd-review]:not([data-review-deleted="true"])`)
    .include({ fromShadowDom: [LIST, '.rc-tooltip'] })
    .include({ fromShadowDom: [LIST, 'dialog'] });
}

/** Page errors that are not the review cards' (other widgets of the demo page still being written, images). */
const foreign = (e) => /Failed to load resource.*404|pd-verified-documents|missing\.jpg/.test(e);

describe('review cards in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  /**
   * Opens the reviews page. `clock`: install Playwright's fake clock first; `env`: rewrite the page config's env.
   */
  async function open({ viewport = VIEWPORTS.desktop, clock = false, env, query = '' } = {}) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const metrics = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/metrics/')) {
        metrics.push({
          method: req.method(),
          path: url.pathname,
          body: req.postData(),
          type: req.headers()['content-type'],
        });
      }
    });
    if (env) {
      await page.route(`**/${PAGE}*`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('"env": "smoke"', `"env": "${env}"`);
        await route.fulfill({ response, body });
      });
    }
    if (clock) await page.clock.install();
    await page.goto(new URL(PAGE + query, h.base).href);
    // Every server-rendered card enhanced: its stars drawn.
    await page.waitForFunction((tag) => {
      const cards = [...document.querySelectorAll(`${tag} [data-pd-review]`)];
      return cards.length > 0 && cards.every((c) => c.querySelector('[data-pd-stars] .pd-rv-stars'));
    }, LIST);
    return { context, page, errors, metrics };
  }

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

  /** Ids of the (not deleted) cards inside the viewport shrunk by 100 px at the top and bottom. */
  const visibleIds = (page) =>
    page.evaluate((tag) => {
      const h = window.innerHeight;
      return [...document.querySelectorAll(`${tag} [data-pd-review]`)]
        .filter((c) => c.getAttribute('data-review-deleted') !== 'true')
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.bottom > 100 && r.top < h - 100 && r.height > 0;
        })
        .map((c) => Number(c.getAttribute('data-review-id')));
    }, LIST);

  /** Stops the fake clock (installed before the page loaded) a moment ahead of its current time. */
  const pauseClock = async (page) => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 500);
  };

  const scrollToCard = (page, index) =>
    page.evaluate(
      ([tag, i]) => {
        const card = document.querySelectorAll(`${tag} [data-pd-review]`)[i];
        window.scrollTo(0, window.scrollY + card.getBoundingClientRect().top - 120);
      },
      [LIST, index],
    );

  const seenIds = (metrics) =>
    metrics
      .filter((m) => m.method === 'POST')
      .flatMap((m) => {
        const { rates_id } = JSON.parse(m.body);
        return [...rates_id.doctor_rates_id, ...rates_id.lpu_rates_id];
      });

  test('stars: 5 per rate, value + 3 filled, coloured by the thresholds, labelled', async () => {
    const { context, page, errors } = await open();
    try {
      const rows = await page.evaluate((tag) => {
        return [...document.querySelectorAll(`${tag} [data-pd-stars]`)].map((el) => {
          const stars = el.querySelector('.pd-rv-stars');
          const style = getComputedStyle(stars);
          const box = stars.getBoundingClientRect();
          return {
            value: el.getAttribute('data-rate-value'),
            label: el.getAttribute('aria-label'),
            role: el.getAttribute('role'),
            rows: el.querySelectorAll('.pd-rv-stars').length,
            on: Number(/pd-rv-stars--n(\d)/.exec(stars.className)?.[1]),
            // The gradient: the filled colour up to the edge after the last filled star, then the empty colour.
            colour: /rgb\([^)]*\)/.exec(style.backgroundImage)?.[0] ?? null,
            edge: style.getPropertyValue('--pd-rv-fill').trim(),
            clipped: style.clipPath.startsWith('path('),
            hidden: el.closest('[hidden]') !== null,
            size: [Math.round(box.width), Math.round(box.height)],
          };
        });
      }, LIST);
      assert.ok(rows.length > 20);
      for (const row of rows) {
        assert.equal(row.rows, 1);
        assert.equal(row.role, 'img');
        assert.ok(row.clipped, 'the light-DOM sheet cuts 5 star shapes');
        if (!row.hidden) assert.deepEqual(row.size, [88, 16], '5 stars of 16 px with 2-px gaps');
        if (row.value === '') {
          assert.equal(row.label, 'Без оценки');
          assert.equal(row.on, 0);
          continue;
        }
        const value = Number(row.value);
        const filled = Math.min(5, Math.max(0, value + 3));
        assert.equal(row.on, filled);
        assert.equal(row.edge, `${[0, 17, 35, 53, 71, 88][filled]}px`);
        assert.equal(row.label, `Оценка ${filled} из 5`);
        if (filled > 0) {
          const expected = value < -0.4 ? COLOURS.error : value <= 0.4 ? COLOURS.warning : COLOURS.success;
          assert.equal(row.colour, expected, `value ${value}`);
        }
      }
      const values = new Set(rows.map((r) => r.value));
      for (const v of ['-3', '-1', '0', '1', '3', ''])
        assert.ok(values.has(v), `the page has a rate ${v || 'without value'}`);
      assert.equal(
        await page.evaluate(
          () =>
            document.adoptedStyleSheets.filter((s) =>
              [...s.cssRules].some((r) => r.cssText.includes('.pd-rv-stars')),
            ).length,
        ),
        1,
        'one adopted light-DOM sheet',
      );
      assert.deepEqual(
        errors.filter((e) => !foreign(e)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  test('tooltips: hover and keyboard focus show the text near the target, Esc hides it', async () => {
    const { context, page, errors } = await open();
    try {
      const card = page.locator(`${LIST} [data-pd-review]`).first();
      const stars = card.locator('[data-pd-stars]').first();
      const tip = page.locator(`${LIST} .rc-tooltip`);
      const text = await stars.getAttribute('data-pd-tooltip');
      await stars.hover();
      await tip.waitFor();
      assert.equal(await tip.innerText(), text);
      const [a, b] = [await stars.boundingBox(), await tip.boundingBox()];
      assert.ok(b.y + b.height <= a.y + 1 || b.y >= a.y + a.height - 1, 'above or below the stars');
      assert.ok(Math.abs(b.x + b.width / 2 - (a.x + a.width / 2)) < 40, 'centred on the stars');
      await screenshot(page, 'review-cards-tooltip-desktop');
      await page.keyboard.press('Escape');
      await tip.waitFor({ state: 'detached' });
      await page.mouse.move(0, 0);

      // Keyboard: the status is focusable and described by the same text.
      const status = card.locator('.review-card__status').first();
      assert.equal(await status.getAttribute('tabindex'), '0');
      const description = await status.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby'))?.textContent,
      );
      assert.equal(description, await status.getAttribute('data-pd-tooltip'));
      await status.focus();
      await tip.waitFor();
      assert.equal(await tip.innerText(), description);
      await page.keyboard.press('Escape');
      await tip.waitFor({ state: 'detached' });
      // One tab stop per card's tooltips (issue 20 item 23): the arrows reach the next status or the stars.
      const group = card.locator('[data-pd-tooltip][tabindex]');
      assert.equal(await card.locator('[data-pd-tooltip][tabindex="0"]').count(), 1);
      await page.keyboard.press('ArrowRight');
      await tip.waitFor();
      assert.equal(await tip.innerText(), await group.nth(1).getAttribute('data-pd-tooltip'));
      assert.deepEqual(
        errors.filter((e) => !foreign(e)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  test("'show more' reveals the card's hidden rates and the long reply, focusing the first revealed item", async () => {
    const { context, page, errors } = await open({ viewport: VIEWPORTS.mobile });
    try {
      const card = page.locator(`${LIST} [data-pd-review]`).first();
      const hidden = card.locator('[data-pd-more-item="rates"]');
      assert.equal(await hidden.count(), 2);
      assert.equal(await hidden.first().isVisible(), false);
      await card.getByRole('button', { name: 'Все оценки' }).click();
      await hidden.first().waitFor();
      assert.ok(await hidden.nth(1).isVisible());
      assert.equal(await card.getByRole('button', { name: 'Все оценки' }).count(), 0, 'the button is gone');
      assert.equal(
        await hidden.first().evaluate((el) => el === document.activeElement),
        true,
        'focus on the first',
      );

      const second = page.locator(`${LIST} [data-pd-review]`).nth(1);
      const rest = second.locator('[data-pd-more-item="reply"]');
      await second.getByRole('button', { name: 'Читать полностью' }).click();
      await rest.waitFor();
      assert.equal(await rest.evaluate((el) => el === document.activeElement), true);
      await screenshot(page, 'review-cards-show-more-mobile');
      assert.deepEqual(
        errors.filter((e) => !foreign(e)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`gallery (${vpName}): 'N из M', arrows and keys, the failure text, Esc returns focus to the photo`, async () => {
      const { context, page, errors } = await open({ viewport });
      try {
        const url = page.url();
        const link = page
          .locator(`${LIST} [data-pd-review]`)
          .first()
          .locator('a[data-pd-gallery-item]')
          .first();
        await link.click();
        const dialog = page.getByRole('dialog', { name: 'Фотографии к отзыву' });
        await dialog.waitFor();
        await dialog.getByText('1 из 3').waitFor();
        const img = dialog.locator('img');
        await page.waitForFunction(
          (tag) => document.querySelector(tag).shadowRoot.querySelector('dialog img')?.complete,
          LIST,
        );
        assert.ok(await img.evaluate((el) => el.naturalWidth > 0), 'the first photo loaded');
        assert.equal(page.url(), url, 'no navigation to the image');
        const box = await dialog.locator('.pd-modal__container').boundingBox();
        if (vpName === 'mobile') assert.equal(Math.round(box.width), viewport.width, 'fullscreen on mobile');
        else assert.ok(box.width > 650, 'a large dialog on desktop');
        await dialog.getByRole('button', { name: 'Следующее фото' }).click();
        await dialog.getByText('2 из 3').waitFor();
        await page.keyboard.press('ArrowRight');
        await dialog.getByText('3 из 3').waitFor();
        await dialog.getByText('не удается загрузить изображение').waitFor();
        await animationsSettled(page);
        await screenshot(page, `review-cards-gallery-failure-${vpName}`);
        const axe = await reviewAxe(page).analyze();
        assert.equal(axe.violations.length, 0, formatViolations(axe.violations));
        await page.keyboard.press('ArrowLeft');
        await dialog.getByText('2 из 3').waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.waitForFunction(
          (tag) => document.activeElement === document.querySelector(`${tag} a[data-pd-gallery-item]`),
          LIST,
        );
        // Enter on the focused photo opens it again.
        await page.keyboard.press('Enter');
        await dialog.getByText('1 из 3').waitFor();
        assert.deepEqual(
          errors.filter((e) => !foreign(e)),
          [],
        );
      } finally {
        await context.close();
      }
    });
  }

  test('seen: a card visible 2 s in a row is sent once by beacon; scrolled away at 1.9 s it is not; one set-session', async () => {
    const { context, page, errors, metrics } = await open({ clock: true });
    try {
      await page.request.delete(new URL('/metrics/rates/seen/', h.base).href);
      await pauseClock(page);
      // Cards 4–5 in view for 1.9 s, then away to cards 7–8.
      await scrollToCard(page, 3);
      await observed(page);
      const early = await visibleIds(page);
      assert.ok(early.length > 0);
      await page.clock.runFor(1900);
      await scrollToCard(page, 6);
      await observed(page);
      const later = (await visibleIds(page)).filter((id) => !early.includes(id));
      assert.ok(later.length > 0);
      await page.clock.runFor(1900);
      assert.deepEqual(seenIds(metrics), [], 'nothing before 2 s');
      await page.clock.runFor(100 + 1000); // 2 s reached, then the 1-s batch window
      await eventually(() => metrics.some((m) => m.method === 'POST'), { message: 'the beacon' });
      const options = metrics.filter((m) => m.method === 'OPTIONS');
      assert.deepEqual(
        options.map((m) => m.path),
        ['/metrics/set-session/'],
      );
      assert.ok(
        metrics.indexOf(options[0]) < metrics.findIndex((m) => m.method === 'POST'),
        'set-session first',
      );
      const beacon = metrics.find((m) => m.method === 'POST');
      assert.equal(beacon.path, '/metrics/rates/seen/');
      assert.match(beacon.type ?? '', /^text\/plain/, 'a simple request: no preflight');
      const stillSeen = later.filter((id) => !early.includes(id));
      assert.deepEqual(seenIds(metrics).sort(), stillSeen.sort(), 'only the cards of the second position');
      for (const id of early)
        assert.ok(!seenIds(metrics).includes(id) || later.includes(id), `${id} left at 1.9 s`);

      // Back to the first cards: now they stay 2 s; the earlier ones are not sent again; no second set-session.
      await scrollToCard(page, 3);
      await observed(page);
      await page.clock.runFor(3100);
      await eventually(() => metrics.filter((m) => m.method === 'POST').length === 2, {
        message: 'second beacon',
      });
      const second = JSON.parse(metrics.filter((m) => m.method === 'POST')[1].body).rates_id;
      const secondIds = [...second.doctor_rates_id, ...second.lpu_rates_id];
      assert.deepEqual(secondIds.sort(), early.filter((id) => !stillSeen.includes(id)).sort());
      assert.equal(new Set(seenIds(metrics)).size, seenIds(metrics).length, 'each id once');
      assert.equal(metrics.filter((m) => m.method === 'OPTIONS').length, 1, 'set-session once');
      // The service got both beacons, the second one with the session cookie of set-session.
      const recorded = await (await page.request.get(new URL('/metrics/rates/seen/', h.base).href)).json();
      assert.equal(recorded.beacons.length, 2);
      assert.ok(recorded.beacons[1].session, 'the beacon carries pd_metrics_session');
      assert.deepEqual(
        errors.filter((e) => !foreign(e)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  test('seen: a deleted card is never sent', async () => {
    const { context, page, metrics } = await open({ clock: true, query: '?type=deleted' });
    try {
      await pauseClock(page);
      await scrollToCard(page, 0);
      await observed(page);
      assert.equal(await page.locator(`${LIST} [data-review-deleted="true"]`).count(), 1);
      await page.clock.runFor(5000);
      assert.deepEqual(
        metrics.filter((m) => m.method === 'POST'),
        [],
      );
    } finally {
      await context.close();
    }
  });

  test('seen: nothing at all (no set-session, no beacon) when the config env is dev', async () => {
    const { context, page, metrics } = await open({ clock: true, env: 'dev' });
    try {
      await pauseClock(page);
      for (const index of [0, 3, 6]) {
        await scrollToCard(page, index);
        await observed(page);
        await page.clock.runFor(3500);
      }
      assert.deepEqual(metrics, []);
    } finally {
      await context.close();
    }
  });

  test('<pd-review-card>: 50 cards added to its light DOM at 4× CPU are enhanced in short tasks', async () => {
    const { context, page, errors } = await open({ query: '?cards=50' });
    try {
      // The 50 cards of the list as the server sent them (no stars, no descriptions), with ids of their own.
      const html = await page.evaluate((tag) => {
        const d = document.createElement('div');
        d.innerHTML = [...document.querySelectorAll(`${tag} [data-pd-review]`)]
          .map((c) => c.outerHTML)
          .join('');
        d.querySelectorAll('.pd-rv-stars, .pd-rv-description').forEach((n) => n.remove());
        d.querySelectorAll('[data-pd-review]').forEach((c) => {
          c.id = `card-${c.id}`;
        });
        return d.innerHTML;
      }, LIST);
      // At the end of the page: scrolled to, as the loader takes a widget below the fold when it comes near (ADR 202).
      await page.evaluate(() => {
        const el = document.createElement('pd-review-card');
        document.body.append(el);
        el.scrollIntoView();
      });
      await page.waitForFunction(() => customElements.get('pd-review-card'));
      const cdp = await context.newCDPSession(page);
      // A timing on a shared machine (the e2e files run side by side on two cores, then 4× throttling on top):
      // noise only adds time, so the best of up to three runs is the code's own cost; a long task every time fails.
      let result;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await page.evaluate(() => document.getElementById('standalone')?.remove());
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        result = await within(
          60_000,
          'the 50 cards enhanced',
          page.evaluate(async (cards) => {
            // Long animation frames name the scripts that ran in them: the enhancement's tasks (a timer of the first
            // render, then scheduler.yield continuations) must each stay short. Style and layout of the 50 cards are the
            // page's own cost (it pays them without the widget too), so they are not counted.
            const scripts = [];
            const observer = new PerformanceObserver((list) => {
              for (const frame of list.getEntries()) {
                for (const s of frame.scripts)
                  scripts.push({ start: s.startTime, duration: Math.round(s.duration), invoker: s.invoker });
              }
            });
            observer.observe({ type: 'long-animation-frame' });
            const el = document.createElement('pd-review-card');
            el.id = 'standalone';
            el.setAttribute('metrics-base', '/metrics');
            // The page's own work (parse and lay out 50 cards) is this one task; the enhancement runs after it.
            el.innerHTML = cards;
            document.body.append(el);
            el.getBoundingClientRect();
            const inserted = performance.now();
            const all = () => [...el.querySelectorAll('[data-pd-review]')];
            await new Promise((resolve) => {
              const check = () =>
                all().every((c) => c.querySelector('.pd-rv-stars')) ? resolve() : setTimeout(check, 20);
              check();
            });
            // Let the last frames be reported.
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
            observer.disconnect();
            return {
              count: all().length,
              long: scripts.filter((s) => s.start >= inserted && s.duration >= 50),
            };
          }, html),
        );
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        if (result.long.length === 0) break;
      }
      assert.equal(result.count, 50);
      assert.deepEqual(result.long, [], 'no script task of 50 ms or more while enhancing');

      // The element's own behaviour: its tooltip and gallery live in its shadow root.
      const own = page.locator('#standalone');
      const first = own.locator('[data-pd-review]').first();
      await first.locator('[data-pd-stars]').first().hover();
      await own.locator('.rc-tooltip').waitFor();
      await first.locator('a[data-pd-gallery-item]').first().click();
      await own.getByRole('dialog', { name: 'Фотографии к отзыву' }).getByText('1 из 3').waitFor();
      assert.deepEqual(
        errors.filter((e) => !foreign(e)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: no violations in the enhanced cards at ${vpName} ${viewport.width}×${viewport.height}, tooltip shown`, async () => {
      const { context, page, errors } = await open({ viewport });
      try {
        await page.locator(`${LIST} [data-pd-review] .review-card__status`).first().focus();
        await page.locator(`${LIST} .rc-tooltip`).waitFor();
        const results = await reviewAxe(page).analyze();
        assert.equal(results.violations.length, 0, formatViolations(results.violations));
        assert.deepEqual(
          errors.filter((e) => !foreign(e)),
          [],
        );
      } finally {
        await context.close();
      }
    });
  }
});
