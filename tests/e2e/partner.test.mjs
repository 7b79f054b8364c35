/**
 * Issue 17: the calendar embedded on a partner clinic's site — ANOTHER ORIGIN — books on the directory site
 * (CONTRACT "Page config", the partner-page paragraph; docs/partners.md). The demo server's partner site
 * (demo/partner/, `http://127.0.0.1:<port>/`) embeds the calendars from the site (`http://localhost:<port>/`) with
 * the README's two lines and no config; it has no API and counts every `/ajax/` or `/api/` request it receives.
 *
 * - Booking from the partner origin (doctor, clinic-speciality and service calendar, at 390 and 1280 px): a slot
 *   click lands on the SITE's `/appointment/new/` or `/uslugi/appointment/new/` with the booking's query, and no
 *   API request reached the partner origin (the browser's requests and the partner server's count).
 * - The hostile page: a transformed, clipping, stacking container; a `<base href>` to another host; two loaders
 *   from two release folders; the page's own React 18 on `window`.
 * - The SRI page: the versioned loader pinned with `integrity` from dist/cdn/integrity.json loads; a changed byte
 *   does not.
 * - `redirectTarget: "_blank"`: the booking opens in a new tab, the partner page stays.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  CALENDAR,
  ROOT,
  VIEWPORTS,
  collectErrors,
  formatViolations,
  skipReason,
  slotButtons,
  startHarness,
  waitForCalendars,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const BULK = '/ajax/schedule/slots_bulk/';
/** demo/server.ts HOSTILE_BASE_HOST: where hostile.html's `<base href>` points. */
const ELSEWHERE = 'cdn.partner-elsewhere.example';
const SLOT_FORMAT = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const LOADER_TWICE = '[pd-widgets] loader: loaded twice; ignored';

/** The three calendars of demo/partner/index.html and where each books. */
const BOOKINGS = [
  {
    name: 'doctor calendar',
    id: 'doctor-calendar',
    path: '/appointment/new/',
    query: (q) => {
      assert.equal(q.get('doctor'), '1001');
      assert.equal(q.get('lpu'), '101');
    },
  },
  {
    name: 'clinic-speciality calendar',
    id: 'speciality-calendar',
    path: '/appointment/new/',
    query: (q) => {
      assert.match(q.get('doctor') ?? '', /^\d+$/, 'the slot’s doctor');
      assert.equal(q.get('lpu'), '101');
    },
  },
  {
    name: 'service calendar',
    id: 'service-calendar',
    path: '/uslugi/appointment/new/',
    query: (q) => {
      assert.equal(q.get('lpu'), '101');
      assert.equal(q.get('synonymId'), '5001');
    },
  },
];

describe('partner clinic site on another origin', { skip: skip ?? false }, () => {
  let h;
  let site;
  let partner;
  before(async () => {
    h = await startHarness();
    site = new URL(h.base).origin;
    partner = new URL(h.partner).origin;
    assert.ok(h.partner, 'the harness exposes the partner site (PD_E2E_PARTNER under scripts/e2e.mjs)');
    assert.notEqual(site, partner);
  });
  after(() => h?.close());

  /** The `/ajax/` and `/api/` requests the partner server received so far (GET /__partner-api-hits). */
  async function partnerHits() {
    const res = await fetch(new URL('/__partner-api-hits', h.partner));
    return (await res.json()).hits;
  }

  /**
   * Opens a partner page; records every request, console warnings and errors. The context gets no cookie of the
   * partner origin: whatever the site's scope cookie is, partner calls are sent without credentials.
   */
  async function open(page_, viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const warnings = [];
    const requests = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    context.on('request', (req) => requests.push({ url: new URL(req.url()), method: req.method(), req }));
    await page.goto(new URL(page_, h.partner).href);
    return { context, page, errors, warnings, requests };
  }

  /** Requests to the partner's own origin under /ajax/ or /api/. */
  const apiOnPartner = (requests) =>
    requests.filter((r) => r.url.origin === partner && /^\/(?:ajax|api)\//.test(r.url.pathname));

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    for (const booking of BOOKINGS) {
      test(`${booking.name} at ${viewport.width} px books on the site's ${booking.path}`, async () => {
        const hitsBefore = (await partnerHits()).length;
        const { context, page, errors, requests } = await open('/', viewport);
        try {
          await waitForCalendars(page);
          const calendar = page.locator(`${CALENDAR}#${booking.id}`);
          const slot = slotButtons(calendar).first();
          await slot.waitFor({ state: 'visible', timeout: 15000 });
          const time = (await slot.innerText()).trim();
          // The schedule came from the site, without cookies or a CSRF header (partner mode).
          const schedule = requests.filter((r) => r.method === 'POST' && /^\/ajax\//.test(r.url.pathname));
          assert.ok(schedule.length >= 1, 'a schedule request');
          for (const r of schedule) {
            assert.equal(r.url.origin, site, `${r.url.pathname} goes to the site`);
            const headers = await r.req.allHeaders();
            assert.equal(headers['x-csrftoken'], undefined, 'no CSRF header to the site');
            assert.equal(headers.cookie, undefined, 'no cookies to the site');
          }
          assert.deepEqual(errors, [], `${vpName}: no errors on the partner page`);

          // The redirect code does not come with the calendars; a hover on the slots asks the site's CDN for it
          // (ADR 243), so the click finds it.
          const redirectCode = () =>
            requests.filter((r) => /appointment-calendar-on-demand-/.test(r.url.pathname));
          assert.deepEqual(redirectCode(), [], 'no redirect code at load');
          const asked = page.waitForRequest(/appointment-calendar-on-demand-[\w-]+\.js/, { timeout: 10000 });
          await slot.hover();
          await asked;
          assert.equal(redirectCode()[0]?.url.origin, site, 'the redirect code comes from the site');

          await Promise.all([
            page.waitForURL((url) => url.origin === site && url.pathname === booking.path, {
              timeout: 10000,
            }),
            slot.click(),
          ]);
          const landed = new URL(page.url());
          assert.equal(landed.origin, site, 'the booking page is on the site, not on the partner');
          assert.equal(landed.pathname, booking.path);
          booking.query(landed.searchParams);
          const slotParam = landed.searchParams.get('slot') ?? '';
          assert.match(slotParam, SLOT_FORMAT, `slot is dd.MM.yyyy HH:mm, got "${slotParam}"`);
          assert.ok(slotParam.endsWith(time.padStart(5, '0')), `slot ${slotParam} is the clicked ${time}`);
          // The site's landing page lists the query it received.
          await page.locator('#query tr', { hasText: 'slot' }).waitFor();

          assert.deepEqual(
            apiOnPartner(requests),
            [],
            'the browser sent no API request to the partner origin',
          );
          assert.deepEqual((await partnerHits()).slice(hitsBefore), [], 'the partner server received none');
        } finally {
          await context.close();
        }
      });
    }
  }

  test('the partner page passes axe with the calendars rendered (the partner’s CSS, the site’s widgets)', async () => {
    const { context, page, errors } = await open('/', VIEWPORTS.mobile);
    try {
      await waitForCalendars(page);
      await slotButtons(page.locator(`${CALENDAR}#service-calendar`))
        .first()
        .waitFor({ state: 'visible', timeout: 15000 });
      const results = await axeFor(page).analyze();
      assert.equal(results.violations.length, 0, `axe violations:\n${formatViolations(results.violations)}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('hostile page: transformed container, <base href> elsewhere, two loaders, the page’s React 18', async () => {
    const hitsBefore = (await partnerHits()).length;
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const elsewhere = [];
    // Anything that followed the <base> would go to this host: recorded and refused.
    await context.route(`**://${ELSEWHERE}/**`, (route) => {
      elsewhere.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const warnings = [];
    const pageErrors = [];
    const requests = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('request', (req) => requests.push(new URL(req.url())));
    try {
      await page.goto(new URL('/hostile.html', h.partner).href);
      await waitForCalendars(page);
      const calendar = page.locator(`${CALENDAR}#hostile-calendar`);
      const slot = slotButtons(calendar).first();
      await slot.waitFor({ state: 'visible', timeout: 15000 });

      // The page is as hostile as it says: the <base> is in force, the container transformed and clipping.
      assert.equal(await page.evaluate(() => document.baseURI), `https://${ELSEWHERE}/`);
      const stage = await page.$eval('#stage', (el) => {
        const style = getComputedStyle(el);
        return { transform: style.transform, overflow: style.overflow, zIndex: style.zIndex };
      });
      assert.notEqual(stage.transform, 'none');
      assert.equal(stage.overflow, 'hidden');
      assert.equal(stage.zIndex, '5');
      assert.ok(
        await page.$eval(`${CALENDAR}#hostile-calendar`, (el) => !!el.closest('#stage')),
        'the calendar renders inside the transformed container',
      );
      const box = await slot.boundingBox();
      assert.ok(box && box.width > 0 && box.height > 0, 'the slot is laid out inside the container');

      // Two loaders from two release folders: one warning, one definition, one of each chunk, one slots request.
      // (console.warn's second argument is an empty string: the text ends in a space)
      assert.deepEqual(
        warnings.filter((w) => w.startsWith('[pd-widgets] loader:')).map((w) => w.trim()),
        [LOADER_TWICE],
      );
      const loaders = requests.filter((u) => u.pathname.endsWith('/loader.js'));
      assert.equal(loaders.length, 2, `both loaders were fetched: ${loaders.map(String).join(', ')}`);
      for (const chunk of ['/pd-appointment-calendar.js', '/runtime.js']) {
        const fetched = requests.filter((u) => u.pathname.endsWith(chunk));
        assert.equal(
          fetched.length,
          1,
          `${chunk} once, from one release folder: ${fetched.map(String).join(', ')}`,
        );
        assert.equal(fetched[0].origin, site);
      }
      assert.deepEqual(pageErrors, [], 'no double definition (customElements.define would throw)');
      assert.equal(
        await page.evaluate(() => typeof customElements.get('pd-appointment-calendar')),
        'function',
      );
      const bulk = requests.filter((u) => u.pathname === BULK);
      assert.equal(bulk.length, 1, 'one slots_bulk request');
      assert.equal(bulk[0].origin, site, 'to the site, not to the <base> host nor the partner');

      // The page's React 18 globals are untouched.
      const react = await page.evaluate(() => {
        const w = /** @type {any} */ (window);
        return {
          sameReact: w.React === w.__partnerReact.React,
          sameDom: w.ReactDOM === w.__partnerReact.ReactDOM,
          version: w.React.version,
          domVersion: w.ReactDOM.version,
          keys: Object.keys(w.React).join(',') === w.__partnerReact.reactKeys,
          domKeys: Object.keys(w.ReactDOM).join(',') === w.__partnerReact.reactDomKeys,
        };
      });
      assert.deepEqual(react, {
        sameReact: true,
        sameDom: true,
        version: '18.3.1',
        domVersion: '18.3.1',
        keys: true,
        domKeys: true,
      });

      // The booking goes to the site despite the <base>.
      await Promise.all([
        page.waitForURL((url) => url.origin === site && url.pathname === '/appointment/new/', {
          timeout: 10000,
        }),
        slot.click(),
      ]);
      assert.equal(new URL(page.url()).searchParams.get('doctor'), '1001');
      assert.deepEqual(elsewhere, [], 'nothing followed the <base href>');
      assert.deepEqual(
        requests.filter((u) => u.origin === partner && /^\/(?:ajax|api)\//.test(u.pathname)),
        [],
      );
      assert.deepEqual((await partnerHits()).slice(hitsBefore), []);
    } finally {
      await context.close();
    }
  });

  test('widgets that need the site’s session log one line each and render nothing; the calendar works', async () => {
    const { context, page, warnings, requests, errors } = await open('/session.html');
    try {
      await waitForCalendars(page);
      await slotButtons(page.locator(`${CALENDAR}#session-page-calendar`))
        .first()
        .waitFor({ state: 'visible', timeout: 15000 });
      const tags = ['pd-favourite-button', 'pd-doctor-contacts', 'pd-phone-auth'];
      // Defined (the loader imported them), and then nothing: no shadow content, no box.
      await page.waitForFunction((list) => list.every((t) => customElements.get(t)), tags);
      for (const tag of tags) {
        const lines = warnings.filter((w) => w.startsWith(`[pd-widgets] ${tag}:`));
        assert.equal(lines.length, 1, `${tag}: one line, got ${JSON.stringify(lines)}`);
        assert.match(lines[0], /partner page/);
      }
      const rendered = await page.evaluate(
        (list) =>
          list.flatMap((t) =>
            [...document.querySelectorAll(t)].map((el) => ({
              tag: t,
              content: el.shadowRoot?.childNodes.length ?? 0,
              height: el.getBoundingClientRect().height,
            })),
          ),
        tags,
      );
      assert.equal(rendered.length, 4);
      for (const r of rendered) {
        assert.equal(r.content, 0, `${r.tag} renders nothing`);
        assert.equal(r.height, 0, `${r.tag} takes no space`);
      }
      const session = requests.filter((r) => /^\/api\/|\/services\/auth\//.test(r.url.pathname));
      assert.deepEqual(
        session.map((r) => r.url.href),
        [],
        'no session request, to the site or the partner',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('SRI: the versioned loader pinned with its integrity from integrity.json loads and renders a calendar', async () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/cdn/integrity.json'), 'utf8'));
    const pinned = `${manifest.version}/loader.js`;
    const { context, page, errors, requests } = await open('/sri.html');
    try {
      const attrs = await page.$eval('script[integrity]', (s) => ({
        src: s.getAttribute('src'),
        integrity: s.getAttribute('integrity'),
        crossorigin: s.getAttribute('crossorigin'),
      }));
      assert.deepEqual(attrs, {
        src: `${site}/static/pd-widgets/${pinned}`,
        integrity: manifest.files[pinned],
        crossorigin: 'anonymous',
      });
      assert.match(attrs.integrity, /^sha384-[A-Za-z0-9+/]{64}$/);
      await waitForCalendars(page);
      await slotButtons(page.locator(`${CALENDAR}#sri-calendar`))
        .first()
        .waitFor({ state: 'visible', timeout: 15000 });
      // The chunks came from the same release folder, next to the pinned loader.
      const chunk = requests.find((r) => r.url.pathname.endsWith('/pd-appointment-calendar.js'));
      assert.equal(
        chunk?.url.href,
        `${site}/static/pd-widgets/${manifest.version}/pd-appointment-calendar.js`,
      );
      assert.ok(
        !requests.some((r) => r.url.pathname === '/static/pd-widgets/loader.js'),
        'not the top-level loader',
      );
      assert.deepEqual(errors, []);
      // A slot books on the site: the redirect code, loaded on the first choice (ADR 243), comes from the pinned
      // release folder too.
      await Promise.all([
        page.waitForURL((url) => url.origin === site && url.pathname === '/appointment/new/', {
          timeout: 10000,
        }),
        slotButtons(page.locator(`${CALENDAR}#sri-calendar`))
          .first()
          .click(),
      ]);
      const redirectCode = requests.find((r) => /appointment-calendar-on-demand-/.test(r.url.pathname));
      assert.equal(
        redirectCode?.url.origin + path.posix.dirname(redirectCode?.url.pathname ?? ''),
        `${site}/static/pd-widgets/${manifest.version}`,
      );
    } finally {
      await context.close();
    }
  });

  test('SRI: a loader whose bytes do not match the integrity is refused (nothing defined)', async () => {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU' });
    const page = await context.newPage();
    try {
      // The CDN serving a changed file: one comment appended.
      await context.route('**/static/pd-widgets/*/loader.js', async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: `${await res.text()}\n// tampered\n` });
      });
      const refused = page.waitForEvent('console', {
        predicate: (msg) => msg.type() === 'error' && /integrity/i.test(msg.text()),
        timeout: 15000,
      });
      await page.goto(new URL('/sri.html', h.partner).href);
      await refused;
      assert.equal(await page.evaluate(() => customElements.get('pd-appointment-calendar')), undefined);
      assert.equal(await page.evaluate(() => 'pdWidgets' in window), false, 'the loader never ran');
    } finally {
      await context.close();
    }
  });

  test('redirectTarget "_blank": the booking opens on the site in a new tab and the partner page stays', async () => {
    const { context, page, requests } = await open('/new-tab.html');
    try {
      await waitForCalendars(page);
      const slot = slotButtons(page.locator(`${CALENDAR}#new-tab-calendar`)).first();
      await slot.waitFor({ state: 'visible', timeout: 15000 });
      const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 10000 }), slot.click()]);
      await tab.waitForURL((url) => url.origin === site && url.pathname === '/appointment/new/', {
        timeout: 10000,
      });
      assert.equal(new URL(tab.url()).searchParams.get('doctor'), '1001');
      assert.equal(await tab.evaluate(() => window.opener), null, 'noopener');
      assert.equal(new URL(page.url()).origin, partner, 'the partner page stays where it was');
      assert.deepEqual(apiOnPartner(requests), []);
    } finally {
      await context.close();
    }
  });
});
