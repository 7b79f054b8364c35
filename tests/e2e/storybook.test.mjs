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
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    // Cached by the reused browser contexts (storyPages): each story after the first loads Storybook's bundles
    // from the cache, with V8's code cache, instead of fetching and compiling them again.
    'Cache-Control': 'public, max-age=3600',
  });
  createReadStream(file).pipe(res);
}

/**
 * Pages for the stories: one reused page per story playing at once (Storybook's bundles stay cached and compiled,
 * and no renderer process is started per story). A story gets an idle page at its viewport, with `init` installed
 * once per page; on release the page leaves the story (it unmounts), its service worker, cookies and storage are
 * cleared, so no story sees another's state. Each page has a context of its own.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base the Storybook server's URL
 * @param {() => void} [init] a script run before every document of the page
 */
function storyPages(browser, base, init) {
  const idle = [];
  const all = [];
  return {
    /** @returns {Promise<{ page: import('playwright-core').Page, release(): Promise<void> }>} */
    async acquire(viewport) {
      let page = idle.pop();
      if (!page) {
        const context = await browser.newContext({ locale: 'ru-RU' });
        // The keeper: a second page of the origin, open for the context's life. msw's worker unregisters itself when
        // its last client goes; with the keeper it outlives each story, so the next story reuses the registered
        // worker instead of installing a new one (the file: 337 → 285 CPU-s, ADR 188 context in docs/testing.md).
        const keeper = await context.newPage();
        await keeper.goto(`${base}favicon.svg`);
        page = await context.newPage();
        // axe in the stories gathers passes and incomplete results one node per rule (.storybook/preview.tsx).
        await page.addInitScript(() => {
          window.__PD_STORYBOOK_E2E__ = true;
        });
        if (init) await page.addInitScript(init);
        all.push(context);
      }
      await page.setViewportSize(viewport);
      const pageErrors = [];
      const onError = (e) => pageErrors.push(e.message);
      page.on('pageerror', onError);
      return {
        page,
        pageErrors,
        async release() {
          page.off('pageerror', onError);
          // The story's storage goes; msw's worker stays registered (the keeper page holds it): its handlers and the
          // reference API's state live in each story's document, not in the worker.
          await page
            .evaluate(() => {
              localStorage.clear();
              sessionStorage.clear();
            })
            .catch(() => {});
          await page.goto('about:blank');
          await page.context().clearCookies();
          idle.push(page);
        },
      };
    },
    async close() {
      await Promise.all(all.map((c) => c.close().catch(() => {})));
    },
  };
}

/**
 * The Storybook static server, one Chromium and the reused story pages of one describe block (started in its
 * `before`, closed in its `after`); `init` is installed in every page (storyPages).
 * @param {() => void} [init]
 * @returns {{ base: string, pages: ReturnType<typeof storyPages> }}
 */
function storybookHarness(init) {
  const sb = /** @type {any} */ ({});
  let server;
  let browser;
  before(async () => {
    server = http.createServer((req, res) => serveStatic(req, res));
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    sb.base = `http://localhost:${server.address().port}/`;
    browser = await launchBrowser();
    sb.pages = storyPages(browser, sb.base, init);
  });
  after(async () => {
    await sb.pages?.close();
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });
  return sb;
}

/** Stories played at once, each in a reused page (storyPages). */
const STORIES_AT_ONCE = 3;

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

describe('Storybook: every calendar story renders', { skip, concurrency: STORIES_AT_ONCE }, () => {
  const sb = storybookHarness();

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
      const { page, pageErrors, release } = await sb.pages.acquire(VIEWPORTS[vp]);
      try {
        await page.goto(`${sb.base}iframe.html?id=${story.id}&viewMode=story`);
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
        await release();
      }
    });
  }
});

/**
 * Runs before every document of a story page: records Storybook's `storyFinished` event and its error events.
 */
const recordStoryEvents = () => {
  if (location.protocol === 'about:') return;
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
        window.__pdStoryErrors.push(`${name}: ${detail?.message ?? detail?.title ?? JSON.stringify(detail)}`),
      );
  }, 5);
};

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
  { skip, concurrency: STORIES_AT_ONCE },
  () => {
    const sb = storybookHarness(recordStoryEvents);

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
        const { page, pageErrors, release } = await sb.pages.acquire(VIEWPORTS[vp]);
        try {
          await page.goto(`${sb.base}iframe.html?id=${story.id}&viewMode=story`);
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
          await release();
        }
      });
    }
  },
);

// Issue 18: Storybook is the documentation site. Every docs page opens: the "Getting started" pages (Django templates,
// partner sites, React, Next.js) and one "Reference" page per widget of dist/custom-elements.json, whose tables come
// from the manifest (stories/docs/WidgetDocs.tsx; the pages are generated by scripts/gen-storybook-docs.mjs).
describe('Storybook: every docs page opens', { skip, concurrency: STORIES_AT_ONCE }, () => {
  const sb = storybookHarness();

  const index = built ? JSON.parse(readFileSync(path.join(STATIC, 'index.json'), 'utf8')) : { entries: {} };
  const docs = Object.values(index.entries).filter((e) => e.type === 'docs');
  const manifestPath = path.join(ROOT, 'dist/custom-elements.json');
  const tags = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8')).modules.flatMap((m) =>
        m.declarations.map((d) => d.tagName),
      )
    : [];

  test('a getting-started page for Django, partner sites, React and Next.js, a reference page per widget', () => {
    for (const id of ['django-templates', 'partner-sites', 'react', 'next-js']) {
      assert.ok(
        docs.some((d) => d.id === `getting-started-${id}--docs`),
        `getting started: ${id}`,
      );
    }
    assert.ok(tags.length > 30, 'dist/custom-elements.json lists the widgets');
    for (const tag of tags)
      assert.ok(
        docs.some((d) => d.id === `reference-${tag}--docs`),
        `reference page of ${tag}`,
      );
  });

  for (const doc of docs) {
    test(doc.id, async () => {
      const { page, pageErrors, release } = await sb.pages.acquire(VIEWPORTS.desktop);
      try {
        await page.goto(`${sb.base}iframe.html?id=${doc.id}&viewMode=docs`);
        const tag = doc.id.match(/^reference-(pd-[a-z-]+)--docs$/)?.[1];
        if (tag) {
          const article = page.locator(`[data-pd-widget-docs="${tag}"]`);
          await article.waitFor({ timeout: 20000 });
          assert.equal(await article.locator('h1').textContent(), `<${tag}>`);
          // The manifest's attributes and parts are on the page (every widget has the `fallback` part).
          assert.ok(await article.locator('h2', { hasText: 'CSS parts' }).count(), 'CSS parts table');
          assert.ok(await article.locator('code', { hasText: 'fallback' }).count(), 'the fallback part');
        } else {
          await page.locator('#storybook-docs h1').first().waitFor({ timeout: 20000 });
        }
        assert.deepEqual(pageErrors, []);
      } finally {
        await release();
      }
    });
  }
});
