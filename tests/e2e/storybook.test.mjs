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
    // Cached by the reused pages (storyDocuments): each document after the first loads Storybook's bundles
    // from the cache, with V8's code cache, instead of fetching and compiling them again.
    'Cache-Control': 'public, max-age=3600',
  });
  createReadStream(file).pipe(res);
}

/**
 * In the page: shows `storyId` in the loaded preview as Storybook's UI and its test-runner do (the channel's
 * `setCurrentStory`; the previous story is torn down, the new one's loaders, render, play and the a11y addon's axe
 * run follow) and resolves with its `storyFinished` (a docs page: `docsRendered`) and the error events Storybook
 * sent meanwhile (a play function that throws can still end in a 'success' storyFinished). `entryKey`: the
 * session history entry of the document's load.
 * @param {{ storyId: string, viewMode: 'story' | 'docs', entryKey: string }} selection
 */
const showInPreview = ({ storyId, viewMode, entryKey }) =>
  new Promise((resolve) => {
    // The story before left the session history entry of the load (a hash-tied dialog pushed one): unmounted, its
    // widgets would go back asynchronously and the popstate reach this story. A fresh document instead.
    if (navigation.currentEntry.key !== entryKey) {
      resolve({ historyChanged: true });
      return;
    }
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const errors = [];
    const listeners = {};
    const done = (result) => {
      for (const [name, listener] of Object.entries(listeners)) channel.off(name, listener);
      clearTimeout(timer);
      resolve({ ...result, errors });
    };
    const timer = setTimeout(() => done({ timedOut: true }), 30_000);
    listeners.storyFinished = (detail) => {
      if (detail?.storyId === storyId) done({ finished: detail });
    };
    listeners.docsRendered = (id) => {
      if (id === storyId) done({ docs: true });
    };
    listeners.storyMissing = (id) => {
      if (id === storyId) done({ missing: true });
    };
    for (const name of [
      'playFunctionThrewException',
      'storyThrewException',
      'storyErrored',
      'unhandledErrorsWhilePlaying',
    ])
      listeners[name] = (detail) =>
        errors.push(`${name}: ${detail?.message ?? detail?.title ?? JSON.stringify(detail)}`);
    for (const [name, listener] of Object.entries(listeners)) channel.on(name, listener);
    localStorage.clear();
    sessionStorage.clear();
    channel.emit('setCurrentStory', { storyId, viewMode });
  });

/**
 * Story documents (ADR 205): one loaded Storybook preview (iframe.html) per group of stories — the stories of one
 * component, as Storybook's test-runner keeps one page per stories file — with the stories switched in it
 * (showInPreview) instead of a new document per story (the preview's boot, msw's start and the bundles' compile
 * were half of each story's CPU). Each story starts fresh all the same: the preview's `freshPage` loader gives it
 * a clean address, a reference API of its own, the csrf cookie and the widgets' page-level state reset; cookies
 * and local and session storage are cleared before each switch; and a story after one that left the
 * load's session history entry gets a newly loaded preview (what is in the history cannot be taken back). A group gets an idle page (one context each; a keeper page of
 * the origin keeps msw's worker registered between documents, ADR 188 context in docs/testing.md); on release
 * the page leaves the preview for about:blank.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base the Storybook server's URL
 */
function storyDocuments(browser, base) {
  const idle = [];
  const all = [];
  return {
    /** A page with the preview loaded (no story shown yet), for one group's stories in turn. */
    async acquire() {
      let page = idle.pop();
      if (!page) {
        const context = await browser.newContext({ locale: 'ru-RU' });
        const keeper = await context.newPage();
        await keeper.goto(`${base}favicon.svg`);
        page = await context.newPage();
        // axe in the stories gathers passes and incomplete results one node per rule (.storybook/preview.tsx).
        await page.addInitScript(() => {
          window.__PD_STORYBOOK_E2E__ = true;
        });
        all.push(context);
      }
      // The page errors of the test on show (the first one's include the preview's boot).
      let pageErrors = [];
      let shown = 0;
      const onError = (e) => pageErrors.push(e.message);
      page.on('pageerror', onError);
      // The session history entry of the load (Navigation API: a pushState makes a new key, replaceState not).
      let entryKey = '';
      const load = async () => {
        await page.goto(`${base}iframe.html`);
        await page.waitForFunction(() => !!window.__STORYBOOK_PREVIEW__, null, { timeout: 30000 });
        entryKey = await page.evaluate(() =>
          window.__STORYBOOK_PREVIEW__.ready().then(() => navigation.currentEntry.key),
        );
      };
      await load();
      return {
        page,
        /**
         * Shows one story (or docs page) at `viewport`; resolves with showInPreview's result and the page errors
         * thrown from the switch to the end of the test (read them after the test's checks).
         */
        async show(storyId, viewMode, viewport) {
          if (shown++ > 0) pageErrors = [];
          await page.context().clearCookies();
          await page.setViewportSize(viewport);
          let result = await page.evaluate(showInPreview, { storyId, viewMode, entryKey });
          if (result.historyChanged) {
            await load();
            result = await page.evaluate(showInPreview, { storyId, viewMode, entryKey });
          }
          assert.ok(!result.timedOut, `${storyId}: no storyFinished within 30 s`);
          assert.ok(!result.missing, `${storyId}: Storybook has no such entry`);
          return { ...result, pageErrors };
        },
        async release() {
          page.off('pageerror', onError);
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
 * The Storybook static server, one Chromium and the story documents of one describe block (started in its
 * `before`, closed in its `after`).
 * @returns {{ base: string, documents: ReturnType<typeof storyDocuments> }}
 */
function storybookHarness() {
  const sb = /** @type {any} */ ({});
  let server;
  let browser;
  before(async () => {
    server = http.createServer((req, res) => serveStatic(req, res));
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    sb.base = `http://localhost:${server.address().port}/`;
    browser = await launchBrowser();
    sb.documents = storyDocuments(browser, sb.base);
  });
  after(async () => {
    await sb.documents?.close();
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });
  return sb;
}

/**
 * A describe block per group, its tests in turn in one story document (storyDocuments); the enclosing block plays
 * STORIES_AT_ONCE groups at once.
 * @param {ReturnType<typeof storybookHarness>} sb
 * @param {string} name
 * @param {{ id: string }[]} entries
 * @param {(entry: { id: string }, doc: Awaited<ReturnType<ReturnType<typeof storyDocuments>['acquire']>>) => Promise<void>} check
 * @param {(entry: { id: string }) => string} [testName] the name of an entry's test (default its id)
 */
function storyGroup(sb, name, entries, check, testName = (entry) => entry.id) {
  // One at a time (a suite inherits its parent's concurrency otherwise): they share the document.
  describe(name, { concurrency: 1 }, () => {
    let doc;
    before(async () => {
      doc = await sb.documents.acquire();
    });
    after(async () => {
      await doc?.release();
    });
    for (const entry of entries) test(testName(entry), () => check(entry, doc));
  });
}

/** The entries grouped by component (the id before `--`), in index order. */
function byComponent(entries) {
  const groups = new Map();
  for (const e of entries) {
    const component = e.id.split('--')[0];
    if (!groups.has(component)) groups.set(component, []);
    groups.get(component).push(e);
  }
  return groups;
}

/** Groups of stories played at once, each group in a story document of its own (storyDocuments). */
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

  // One group: the calendar's stories in turn in one document; a test is named by its story (`loading-mobile`).
  const nameOf = (story) => story.id.replace('widgets-appointmentcalendar--', '');
  storyGroup(
    sb,
    'widgets-appointmentcalendar',
    stories,
    async (story, doc) => {
      const name = nameOf(story);
      const vp = name.endsWith('-mobile') ? 'mobile' : 'desktop';
      const state = name.replace(/-(mobile|desktop)$/, '');
      const { page } = doc;
      const { pageErrors } = await doc.show(story.id, 'story', VIEWPORTS[vp]);
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
    },
    nameOf,
  );
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
  'widgets-phoneauth--',
];

describe(
  'Storybook: every story of the reviews area and the doctor page plays to its state',
  { skip, concurrency: STORIES_AT_ONCE },
  () => {
    const sb = storybookHarness();

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

    for (const [component, mine] of byComponent(stories))
      storyGroup(sb, component, mine, async (story, doc) => {
        const vp = story.id.endsWith('-mobile') ? 'mobile' : 'desktop';
        const { finished, errors, pageErrors } = await doc.show(story.id, 'story', VIEWPORTS[vp]);
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
        assert.ok(
          (finished.reporters ?? []).some((r) => r.type === 'a11y' && r.status === 'passed'),
          'the a11y addon checked the story',
        );
        assert.deepEqual(errors, [], 'no play/story exception');
        await screenshot(doc.page, `storybook-${story.id.replace(/^widgets-/, '')}`);
        assert.deepEqual(pageErrors, []);
      });
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

  // The docs pages in STORIES_AT_ONCE groups (no widget state on them: any page can follow any other).
  for (let g = 0; g < STORIES_AT_ONCE; g += 1)
    storyGroup(
      sb,
      `docs pages, group ${g + 1}`,
      docs.filter((_, i) => i % STORIES_AT_ONCE === g),
      async (entry, doc) => {
        const { page } = doc;
        const { pageErrors } = await doc.show(entry.id, 'docs', VIEWPORTS.desktop);
        const tag = entry.id.match(/^reference-(pd-[a-z-]+)--docs$/)?.[1];
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
      },
    );
});
