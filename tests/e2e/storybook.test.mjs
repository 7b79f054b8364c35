/**
 * The built Storybook (storybook-static/, `npm run build-storybook`) in Chromium: every story of the calendar
 * (and every story of the reviews area, below) renders its state with the msw worker answering (ARCHITECTURE §1 "Designers … mocked API"). A screenshot of
 * each story goes to tests/e2e/screenshots/storybook-<story>.png.
 */
import assert from 'node:assert/strict';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, VIEWPORTS, animationsSettled, launchBrowser, screenshot, skipReason } from './helpers.mjs';

const STATIC = path.join(ROOT, 'storybook-static');
const built = existsSync(path.join(STATIC, 'index.json'));
const chromiumSkip = skipReason();
if (!built && process.env.CI)
  throw new Error('storybook-static/ is missing on CI: run `npm run build-storybook` first');
const skip = chromiumSkip ?? (built ? false : 'storybook-static/ not built (npm run build-storybook)');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves storybook-static/ (404 outside it). */
function serveStatic(req, res) {
  const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
  const file = path.resolve(STATIC, rel);
  if (!file.startsWith(STATIC + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

/** What each state shows once settled, checked inside the element's shadow root. */
const EXPECT = {
  loading: '[aria-busy="true"]',
  normal: 'button[part~="slot"]',
  ranges: '[role="tab"][data-range]',
  expanded: 'button[aria-expanded="true"]',
  express: '[part~="order-call"]',
  'express-no-slots': '[part~="order-call"]',
  stub: '[part~="stub"]',
  'not-open-yet': '[part~="opens-on"]',
  'preliminary-modal': 'dialog[open]',
  service: 'button[part~="slot"]',
  'strip-scrolled': '[part~="day-scroll-prev"]:not([hidden])',
  error: '[role="alert"], button',
};

describe('Storybook: every calendar story renders', { skip }, () => {
  let server;
  let base;
  let browser;
  before(async () => {
    server = http.createServer((req, res) => serveStatic(req, res));
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    base = `http://localhost:${server.address().port}/`;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });

  const index = built ? JSON.parse(readFileSync(path.join(STATIC, 'index.json'), 'utf8')) : { entries: {} };
  const stories = Object.values(index.entries).filter(
    (e) => e.type === 'story' && e.id.startsWith('widgets-appointmentcalendar--'),
  );

  test('has a mobile and a desktop story for every state', () => {
    for (const state of Object.keys(EXPECT)) {
      for (const vp of ['mobile', 'desktop']) {
        assert.ok(
          stories.some((s) => s.id === `widgets-appointmentcalendar--${state}-${vp}`),
          `story ${state}-${vp}`,
        );
      }
    }
  });

  for (const story of stories) {
    const name = story.id.replace('widgets-appointmentcalendar--', '');
    const vp = name.endsWith('-mobile') ? 'mobile' : 'desktop';
    const state = name.replace(/-(mobile|desktop)$/, '');
    test(`${name}`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[vp], locale: 'ru-RU' });
      const page = await context.newPage();
      const pageErrors = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      try {
        await page.goto(`${base}iframe.html?id=${story.id}&viewMode=story`);
        const selector = EXPECT[state] ?? 'button';
        await page.waitForFunction(
          (sel) => {
            const el = document.querySelector('pd-appointment-calendar');
            return !!el?.shadowRoot?.querySelector(sel);
          },
          selector,
          { timeout: 20000 },
        );
        await animationsSettled(page);
        await screenshot(page, `storybook-${name}`);
        assert.deepEqual(pageErrors, []);
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * Every story of the reviews area (issue 9) and of the doctor page widgets (issue 10): it renders, its `play` function (which waits for the state the story
 * shows) passes, and the page throws nothing. The result is Storybook's own `storyFinished` event.
 */
const PLAYED_STORY_PREFIXES = [
  'widgets-reviewlist--',
  'widgets-reviewcard--',
  'widgets-patientprofile--',
  'widgets-verifieddocuments--',
  'widgets-shamemark--',
  'widgets-reviewreward--',
  'widgets-reviewawardbanner--',
  'widgets-doctorthanks--',
  'widgets-apppromo--',
  'widgets-awardsbanner--',
  'widgets-doctormedia--',
  'widgets-ad--',
  'widgets-sharebutton--',
  'widgets-towns--',
  'widgets-clubinfo--',
  'widgets-clubpayment--',
  'widgets-doctorcases--',
  'widgets-doctorsections--',
  'widgets-clinicmap--',
];

describe(
  'Storybook: every story of the reviews area and the doctor page plays to its state',
  { skip, concurrency: 2 },
  () => {
    let server;
    let base;
    let browser;
    before(async () => {
      server = http.createServer((req, res) => serveStatic(req, res));
      await new Promise((r) => server.listen(0, '127.0.0.1', r));
      base = `http://localhost:${server.address().port}/`;
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      server?.closeAllConnections();
      await new Promise((r) => server?.close(r));
    });

    const index = built ? JSON.parse(readFileSync(path.join(STATIC, 'index.json'), 'utf8')) : { entries: {} };
    const stories = Object.values(index.entries).filter(
      (e) => e.type === 'story' && PLAYED_STORY_PREFIXES.some((p) => e.id.startsWith(p)),
    );

    test('each of these widgets has a mobile and a desktop story', () => {
      for (const prefix of PLAYED_STORY_PREFIXES) {
        const mine = stories.filter((s) => s.id.startsWith(prefix));
        assert.ok(
          mine.some((s) => s.id.endsWith('-mobile')),
          `${prefix} mobile story`,
        );
        assert.ok(
          mine.some((s) => s.id.endsWith('-desktop')),
          `${prefix} desktop story`,
        );
      }
    });

    for (const story of stories) {
      const vp = story.id.endsWith('-mobile') ? 'mobile' : 'desktop';
      test(story.id, async () => {
        const context = await browser.newContext({ viewport: VIEWPORTS[vp], locale: 'ru-RU' });
        const page = await context.newPage();
        const pageErrors = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        await page.addInitScript(() => {
          const timer = setInterval(() => {
            const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
            if (!channel) return;
            clearInterval(timer);
            channel.on('storyFinished', (detail) => {
              window.__pdStoryFinished = detail;
            });
            // A play function that throws can still end in a 'success' storyFinished: record Storybook's error events.
            window.__pdStoryErrors = [];
            for (const name of [
              'playFunctionThrewException',
              'storyThrewException',
              'storyErrored',
              'unhandledErrorsWhilePlaying',
            ])
              channel.on(name, (detail) =>
                window.__pdStoryErrors.push(
                  `${name}: ${detail?.message ?? detail?.title ?? JSON.stringify(detail)}`,
                ),
              );
          }, 5);
        });
        try {
          await page.goto(`${base}iframe.html?id=${story.id}&viewMode=story`);
          const handle = await page.waitForFunction(() => window.__pdStoryFinished ?? null, null, {
            timeout: 30000,
          });
          const finished = await handle.jsonValue();
          const failed = (finished.reporters ?? [])
            .filter((r) => r.status === 'failed')
            .map((r) =>
              r.type === 'a11y'
                ? `a11y: ${(r.result?.violations ?? []).map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`).join(', ')}`
                : r.type,
            );
          assert.equal(
            finished.status,
            'success',
            `story status (failed reports: ${failed.join(', ') || 'none'})`,
          );
          assert.deepEqual(await page.evaluate(() => window.__pdStoryErrors), [], 'no play/story exception');
          await screenshot(page, `storybook-${story.id.replace(/^widgets-/, '')}`);
          assert.deepEqual(pageErrors, []);
        } finally {
          await context.close();
        }
      });
    }
  },
);
