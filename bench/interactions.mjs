/**
 * The bench's interaction measurements (ADR 054; issues 11 and 12), used by bench/run.mjs:
 *
 * - {@link measureScroll}: a page scrolled from top to bottom by the mouse wheel at the bench's CPU throttling, the
 *   way a reader goes down the doctor page — lazy sections load on the way (issue 11: "no long task over 50 ms while
 *   scrolling at 4× CPU"). Long tasks are recorded from the first wheel step until the page is quiet again.
 * - {@link measureOpen}: a click that opens a lazily loaded part (the map: issue 12 "the map chunk is loaded only when
 *   the map opens and is reported in the bench") — which of our JS files load only after the click, and the time
 *   from the click to the part being ready.
 */

const STATIC_PREFIX = '/static/pd-widgets/';

/** Records long tasks (start, duration) into `window.__pdLongTasks` from navigation start. */
function longTaskRecorder() {
  window.__pdLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__pdLongTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* not supported */
  }
}

/** Our JS files the page fetches (paths under the CDN prefix), with the time each response arrived. */
function recordFiles(page) {
  const files = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith(STATIC_PREFIX) && url.pathname.endsWith('.js') && res.ok())
      files.push({ rel: url.pathname.slice(STATIC_PREFIX.length), at: Date.now() });
  });
  return files;
}

/** Resolves once no new long task has been recorded for `quietMs` (bounded by `maxMs`). */
async function settle(page, quietMs, maxMs = 20_000) {
  const started = Date.now();
  let seen = -1;
  let stableSince = Date.now();
  while (Date.now() - started < maxMs) {
    const n = await page.evaluate(() => window.__pdLongTasks.length);
    if (n !== seen) {
      seen = n;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

const summarise = (tasks) => ({
  count: tasks.length,
  largest: tasks.length ? Math.max(...tasks.map((t) => t.duration)) : 0,
  tbt: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
});

/**
 * One cold load of `path`, then a wheel scroll to the bottom in `step`-px steps (one per 100 ms, the pace of a quick
 * reader), at `cpuThrottlingRate`. Returns the long tasks after the first step (count, largest, Σ(task − 50 ms)), the
 * JS files loaded during the scroll, how far it went (px) and page errors.
 * @param {import('playwright-core').Browser} browser
 */
export async function measureScroll(browser, base, { path, cpuThrottlingRate, ready, step = 300 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const files = recordFiles(page);
  try {
    await page.addInitScript(longTaskRecorder);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
    await page.goto(new URL(path, base).href);
    if (ready) await page.locator(ready).first().waitFor({ timeout: 30_000 });
    await settle(page, 1500);
    await page.mouse.move(640, 400);
    const from = await page.evaluate(() => performance.now());
    const filesBefore = files.length;
    for (;;) {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, step);
      await page.waitForTimeout(100);
      const { y, max } = await page.evaluate(() => ({
        y: window.scrollY,
        max: document.documentElement.scrollHeight - window.innerHeight,
      }));
      // The bottom, or stuck (nothing more to scroll even after lazy content had its chance).
      if (y >= max - 1 || (y === before && (await page.evaluate(() => window.scrollY)) === before)) break;
    }
    await settle(page, 1500);
    const tasks = (await page.evaluate(() => window.__pdLongTasks)).filter((t) => t.start >= from);
    return {
      ...summarise(tasks),
      scrolled: await page.evaluate(() => window.scrollY),
      files: files.slice(filesBefore).map((f) => f.rel),
      errors,
    };
  } finally {
    await context.close();
  }
}

/**
 * One cold load of `path`; once the page is quiet, `open(page)` is called (a click) and `ready(page)` awaited (the
 * opened part shows). Returns the time from the click to ready (ms, throttled), the JS files fetched after the click
 * (the lazily loaded part) and before it, and page errors.
 * @param {import('playwright-core').Browser} browser
 */
export async function measureOpen(browser, base, { path, cpuThrottlingRate, loaded, open, ready }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const files = recordFiles(page);
  try {
    await page.addInitScript(longTaskRecorder);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
    await page.goto(new URL(path, base).href);
    await loaded(page);
    await settle(page, 1000);
    const filesBefore = files.length;
    const started = Date.now();
    await open(page);
    await ready(page);
    const openMs = Date.now() - started;
    return {
      openMs,
      before: files.slice(0, filesBefore).map((f) => f.rel),
      after: files.slice(filesBefore).map((f) => f.rel),
      errors,
    };
  } finally {
    await context.close();
  }
}
