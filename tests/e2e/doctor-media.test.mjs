/**
 * `<pd-video-card>`, `<pd-info-popup>`, `<pd-soft-version-badge>` and `<pd-stage-label>` from the built CDN bundle in
 * Chromium against the demo server, on demo/doctor-media.html (portal-identity-reviews §1, §2 "Doctor video card",
 * "Psychiatric doctor info popup", §3, §4 "Video", §5, §7 view_count, §9): play opens 'Видеовизитка' (456 px on
 * desktop, fullscreen on mobile) and POSTs one view_count with the CSRF header; closing early records
 * `videoCard_closedWithoutView`, closing after the player's `ended` does not, closing removes the player; the dialog's
 * code on the first open (ADR 216: a keyboard open on a held network is kept and counted at once, a failed load shows
 * the error, 'Повторить' opens the player); a non-YouTube URL is a console error with no play button; the info popup
 * from its icon and from a page opener; the badges list the §5 benefits; the 'Stage' label shows only on stage; axe
 * finds nothing at 390 and 1280 px. The YouTube embed never reaches the network: the test routes it to a fake player
 * that answers the IFrame API messages. Decisions: docs/decisions/153–155, 216.
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
const PAGE = 'doctor-media.html';
const TAGS = ['pd-video-card', 'pd-info-popup', 'pd-soft-version-badge', 'pd-stage-label'];
const UUID = '6b1c2e8a-5d4f-4c2b-9a77-0d3e1f2a9b10';
const POPUP_TITLE = 'Психиатр — это врач';

/** A stand-in for the YouTube player: records the API messages, `endVideo()` reports the end like YouTube does. */
const FAKE_PLAYER = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Видеоплеер (тест)</title></head>
<body style="margin:0;background:#111;color:#fff;font:16px sans-serif;display:grid;place-items:center;height:100vh">
<p>Тестовый плеер</p><script>
window.apiMessages = [];
addEventListener('message', function (e) { window.apiMessages.push(String(e.data)); });
window.endVideo = function () { parent.postMessage(JSON.stringify({ event: 'onStateChange', info: 0 }), '*'); };
</script></body></html>`;

describe('doctor media widgets in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop, query = '') {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const embeds = [];
    await context.route(/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) => {
      embeds.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_PLAYER });
    });
    await context.addInitScript(() => {
      window.__goals = [];
      addEventListener('pd:goal', (e) => window.__goals.push(e.detail));
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const views = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/api/doctor/video_card/'))
        views.push({ url: new URL(req.url()).pathname, csrf: req.headers()['x-csrftoken'] ?? null });
    });
    await page.goto(new URL(PAGE + query, h.base).href);
    await page.waitForFunction(
      (tags) => tags.every((t) => customElements.get(t) && document.querySelector(t)?.shadowRoot),
      TAGS,
    );
    await page.locator('pd-video-card [part~="play"]').waitFor();
    return { context, page, errors, views, embeds };
  }

  const ours = (errors) =>
    errors.filter((e) => /pd-(video-card|info-popup|soft-version|stage-label)|pageerror/.test(e));
  const goals = (page) => page.evaluate(() => window.__goals);
  /** The player's frame once its document is committed (the route answering is not enough under load). */
  async function playerFrame(page) {
    await eventually(() => page.frame({ url: /youtube\.com\/embed/ }) !== null, {
      message: 'the player frame',
    });
    return page.frame({ url: /youtube\.com\/embed/ });
  }
  const videoDialog = (page) => page.getByRole('dialog', { name: 'Видеовизитка' });

  async function axe(page, label) {
    const { violations } = await axeFor(page).analyze();
    assert.equal(violations.length, 0, `${label}:\n${formatViolations(violations)}`);
  }

  test('desktop: play opens a 456-px dialog with the player, one view_count with CSRF; early close → goal, player gone', async () => {
    const { context, page, errors, views, embeds } = await open();
    try {
      await page.getByRole('button', { name: 'Видеовизитка: смотреть видео' }).click();
      const dialog = videoDialog(page);
      await dialog.waitFor();
      await animationsSettled(page);
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 456);
      const frame = dialog.locator('iframe[title="Видеовизитка врача"]');
      assert.match(
        await frame.getAttribute('src'),
        /^https:\/\/www\.youtube\.com\/embed\/aqz-KE-bpKQ\?autoplay=1&enablejsapi=1/,
      );
      await eventually(() => views.length === 1, { message: 'one view_count' });
      assert.deepEqual(views, [{ url: `/api/doctor/video_card/${UUID}/view_count`, csrf: views[0].csrf }]);
      assert.ok(views[0].csrf, 'X-CSRFToken sent');
      await eventually(() => embeds.length === 1);
      // The card subscribed to the player's state (YouTube IFrame API).
      const player = await playerFrame(page);
      await player.waitForFunction(() => window.apiMessages.some((m) => m.includes('onStateChange')));
      // §9: the view layer is raised 500 ms after opening.
      await page.waitForFunction(() =>
        document
          .querySelector('pd-video-card')
          .shadowRoot.querySelector('[part~="card"]')
          .hasAttribute('data-raised'),
      );
      await screenshot(page, 'video-card-dialog-desktop');
      await axe(page, 'video dialog open, 1280');

      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.locator('pd-video-card iframe').count(), 0, 'player removed: position reset');
      assert.deepEqual(await goals(page), [
        { name: 'videoCard_closedWithoutView', params: { uuid: UUID, provider: 'youtube' } },
      ]);
      await page.waitForFunction(
        () =>
          !document
            .querySelector('pd-video-card')
            .shadowRoot.querySelector('[part~="card"]')
            .hasAttribute('data-raised'),
      );
      // A second open: a second view, a fresh player.
      await page.getByRole('button', { name: 'Видеовизитка: смотреть видео' }).click();
      await dialog.waitFor();
      await eventually(() => views.length === 2 && embeds.length === 2);
      assert.deepEqual(ours(errors), []);
    } finally {
      await context.close();
    }
  });

  test('mobile: fullscreen; after the player reports the end, closing records no goal', async () => {
    const { context, page, errors } = await open(VIEWPORTS.mobile);
    try {
      await page.getByRole('button', { name: 'Видеовизитка: смотреть видео' }).click();
      const dialog = videoDialog(page);
      await dialog.waitFor();
      await animationsSettled(page);
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), VIEWPORTS.mobile.width, 'fullscreen width');
      // The player sits in the middle of the screen's free height, not right under the title.
      const body = await dialog.locator('.pd-modal__body').boundingBox();
      const frame = await dialog.locator('iframe').boundingBox();
      const above = frame.y - body.y;
      const below = body.y + body.height - (frame.y + frame.height);
      assert.ok(
        above > 40 && Math.abs(above - below) < 40,
        `player centred (${above} px above, ${below} px below)`,
      );
      await screenshot(page, 'video-card-dialog-mobile');
      await axe(page, 'video dialog open, 390');
      const player = await playerFrame(page);
      await player.waitForFunction(() => typeof window.endVideo === 'function');
      await player.evaluate(() => window.endVideo());
      await nextFrame(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await nextFrame(page);
      assert.deepEqual(await goals(page), []);
      assert.deepEqual(ours(errors), []);
    } finally {
      await context.close();
    }
  });

  test('the dialog code on the first open (ADR 216): a keyboard open on a slow network is kept (view counted at once), a failed load shows the error, Повторить opens the player; Escape records the goal, focus back on play', async () => {
    const { context, page, errors, views } = await open();
    try {
      // A slow network: each request for the dialog code waits until the test answers it.
      const pending = [];
      await page.route('**/video-card-lazy-*.js*', (route) => void pending.push(route));
      const play = page.getByRole('button', { name: 'Видеовизитка: смотреть видео' });
      await play.focus(); // warms up: the code is asked for now
      await eventually(() => pending.length === 1, { message: 'one request for the dialog code' });
      await page.keyboard.press('Enter');
      await eventually(() => views.length === 1, { message: 'the view is counted at the click' });
      // The request came from the focus; the click marks the button busy in its own render: wait for it.
      await page.locator('pd-video-card [part~="play"][aria-busy="true"]').waitFor();
      assert.equal(await videoDialog(page).count(), 0);
      await pending.shift().abort(); // then it fails
      const alert = page.locator('pd-video-card').getByRole('alertdialog', { name: 'Видеовизитка' });
      await alert.getByText('Не удалось загрузить видео. Попробуйте ещё раз').waitFor();
      assert.ok(
        errors.some((e) => e.includes('[pd-widgets] pd-video-card: could not load the popup code')),
        errors.join('\n'),
      );
      assert.ok(!errors.some((e) => e.startsWith('pageerror')), errors.join('\n'));
      assert.equal(await play.getAttribute('aria-busy'), null);
      await axe(page, 'video code failed, 1280');

      await alert.getByRole('button', { name: 'Повторить' }).click();
      await eventually(() => pending.length === 1, { message: 'the retry asks for the dialog code again' });
      assert.equal(
        await alert.getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy'),
        'true',
        'the retry is busy until the code has arrived',
      );
      await pending.shift().continue();
      const dialog = videoDialog(page);
      await dialog.locator('iframe[title="Видеовизитка врача"]').waitFor();
      assert.equal(await alert.count(), 0);
      assert.equal(views.length, 1, 'no second view for the same open');
      // The keyboard user's focus starts on the dialog, not inside the player's cross-origin frame (whose keys never
      // reach the page, ADR 223): Escape closes it straight away.
      await page.waitForFunction(
        () => document.querySelector('pd-video-card')?.shadowRoot?.activeElement?.localName === 'dialog',
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(await goals(page), [
        { name: 'videoCard_closedWithoutView', params: { uuid: UUID, provider: 'youtube' } },
      ]);
      // The focus is back on the play button.
      await page.waitForFunction(
        () =>
          document.activeElement?.localName === 'pd-video-card' &&
          document.activeElement.shadowRoot.activeElement?.getAttribute('part') === 'play',
      );
    } finally {
      await context.close();
    }
  });

  test('a non-YouTube/Vimeo URL: a clear console error and no play button', async () => {
    const { context, page, errors } = await open();
    try {
      await page.evaluate(() => {
        const card = document.createElement('pd-video-card');
        card.id = 'bad-card';
        card.setAttribute('video-url', 'https://rutube.ru/video/abc/');
        card.setAttribute('video-uuid', 'x-1');
        document.querySelector('main').append(card);
      });
      await eventually(() =>
        errors.some((e) =>
          e.includes(
            '[pd-widgets] pd-video-card: video-url "https://rutube.ru/video/abc/" is not a YouTube or Vimeo video link',
          ),
        ),
      );
      await page.waitForFunction(() => !!document.getElementById('bad-card')?.shadowRoot);
      await nextFrame(page);
      assert.equal(await page.locator('#bad-card button').count(), 0);
    } finally {
      await context.close();
    }
  });

  test("info popup: a page opener opens a 456-px dialog (desktop); 'Понятно' closes", async () => {
    const { context, page, errors } = await open();
    try {
      const opener = page.locator('[data-pd-info-popup="psychiatrist-info"]');
      await page.waitForFunction(
        () => document.querySelector('[data-pd-info-popup]')?.getAttribute('role') === 'button',
      );
      await opener.click();
      const dialog = page.getByRole('dialog', { name: POPUP_TITLE });
      await dialog.waitFor();
      await animationsSettled(page);
      assert.equal(Math.round((await dialog.locator('.pd-modal__container').boundingBox()).width), 456);
      await dialog.getByText('Чем психиатр отличается от психолога').waitFor();
      assert.equal(await dialog.locator('[part~="description"] p').count(), 2);
      await screenshot(page, 'info-popup-desktop');
      await axe(page, 'info popup open, 1280');
      await dialog.getByRole('button', { name: 'Понятно' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(ours(errors), []);
    } finally {
      await context.close();
    }
  });

  test("info popup on mobile: the 'i' button opens a bottom sheet", async () => {
    const { context, page, errors } = await open(VIEWPORTS.mobile);
    try {
      await page.getByRole('button', { name: `Подробнее: ${POPUP_TITLE}` }).click();
      const dialog = page.getByRole('dialog', { name: POPUP_TITLE });
      await dialog.waitFor();
      await animationsSettled(page);
      assert.equal(await dialog.getAttribute('data-variant'), 'bottom-sheet');
      await screenshot(page, 'info-popup-mobile');
      await axe(page, 'info popup open, 390');
      await dialog.getByRole('button', { name: 'Понятно' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(ours(errors), []);
    } finally {
      await context.close();
    }
  });

  test('badges: labels; PRO on the doctor page lists its §5 benefits; Esc hides them', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { context, page, errors } = await open(viewport);
      try {
        const labels = await page.locator('pd-soft-version-badge [part~="badge"]').allInnerTexts();
        assert.deepEqual(
          labels.map((l) => l.trim()),
          ['Лайт', 'Стандарт', 'Профи', 'Ультима', 'Стандарт', 'Ультима'],
        );
        const pro = page.getByRole('button', { name: 'Версия «Профи»' });
        await pro.click();
        assert.equal(await pro.getAttribute('aria-expanded'), 'true');
        const items = page.locator('pd-soft-version-badge[version="PRO"] [part~="panel"] li');
        await items.first().waitFor(); // the popover's code arrives on the first open (ADR 215)
        assert.deepEqual(await items.allInnerTexts(), [
          'Обновлять данные о себе',
          'Отвечать на отзывы',
          'Отслеживать эффективность страницы',
          'Отключать рекламу на странице',
        ]);
        const panel = await page
          .locator('pd-soft-version-badge[version="PRO"] [part~="panel"]')
          .boundingBox();
        assert.ok(
          panel.x >= 0 && panel.x + panel.width <= viewport.width,
          `popover inside the viewport: ${JSON.stringify(panel)}`,
        );
        await screenshot(page, `soft-version-badges-${viewport.width}`);
        await axe(page, `badge open, ${viewport.width}`);
        await page.keyboard.press('Escape');
        await page.waitForFunction(
          () =>
            document
              .querySelector('pd-soft-version-badge[version="PRO"]')
              .shadowRoot.querySelector('[part~="badge"]')
              .getAttribute('aria-expanded') === 'false',
        );
        assert.deepEqual(ours(errors), []);
      } finally {
        await context.close();
      }
    }
  });

  test("the 'Stage' label: nothing on dev, 'Stage' with ?env=stage", async () => {
    const dev = await open();
    try {
      await nextFrame(dev.page);
      assert.equal(await dev.page.locator('pd-stage-label [part~="label"]').count(), 0);
      await axe(dev.page, 'page closed, 1280');
    } finally {
      await dev.context.close();
    }
    const stage = await open(VIEWPORTS.mobile, '?env=stage');
    try {
      const label = stage.page.locator('pd-stage-label [part~="label"]');
      await label.waitFor();
      assert.equal((await label.innerText()).trim().toLowerCase(), 'stage');
      await screenshot(stage.page, 'stage-label-mobile');
      await axe(stage.page, 'stage page, 390');
      assert.deepEqual(ours(stage.errors), []);
    } finally {
      await stage.context.close();
    }
  });
});
