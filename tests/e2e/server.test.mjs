/**
 * The demo server itself (demo/server.ts): what Django would do for the pages, the CDN build, the reference API.
 * No browser needed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './helpers.mjs';

const { startDemoServer, SCHEDULE_CORS_PATHS } = await import('../../demo/server.ts');
const { DEMO_CSRF_TOKEN } = await import('../../mocks/fixtures/index.ts');
/** The package's version: the CDN's release folder (`dist/cdn/<version>/`). */
const pkgVersion = () => JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

describe('demo server', () => {
  let server;
  before(async () => {
    server = await startDemoServer({ port: 0 });
  });
  after(() => server.close());

  const get = (p, init) => fetch(new URL(p, server.url), { redirect: 'manual', ...init });

  test('keeps the reference API state of each pd_test_scope apart; a malformed scope is the default one (ADR 183)', async () => {
    const form = (scope) => ({
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `csrftoken=${DEMO_CSRF_TOKEN}; pd_test_scope=${scope}`,
        'x-csrftoken': DEMO_CSRF_TOKEN,
      },
      body: new URLSearchParams({
        p: '100',
        c: '501',
        btype: '1',
        redis_id: 'r1',
        csrfmiddlewaretoken: DEMO_CSRF_TOKEN,
      }),
    });
    const recorded = async (scope) =>
      (await (await get('/ajax/ads/recorded/', { headers: { cookie: `pd_test_scope=${scope}` } })).json())
        .banners;
    assert.equal((await get('/ajax/view_banner/', form('scope-a'))).status, 204);
    assert.equal((await recorded('scope-a')).length, 1);
    assert.equal((await recorded('scope-b')).length, 0, 'another scope sees nothing');
    const malformed = await get('/ajax/ads/recorded/', { headers: { cookie: 'pd_test_scope=%E0' } });
    assert.equal(malformed.status, 200, 'a malformed scope cookie is answered, from the default scope');
  });

  test('serves the index page as no-store HTML with the csrftoken cookie', async () => {
    const res = await get('/');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^text\/html; charset=utf-8/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('set-cookie') ?? '', new RegExp(`^csrftoken=${DEMO_CSRF_TOKEN};`));
    const html = await res.text();
    for (const page of ['partner-clinic.html', 'doctors.html', 'states.html', 'react.html']) {
      assert.ok(html.includes(`href="/${page}"`), `index links ${page}`);
    }
  });

  test('every demo page is a Django-style page: json_script config and the static loader', async () => {
    const pages = readdirSync(path.join(ROOT, 'demo')).filter(
      // Not Django pages: the index, the redirect target, the React app and the bench's bare React baseline (ADR 120).
      (f) =>
        f.endsWith('.html') &&
        !['index.html', 'appointment-new.html', 'react.html', 'bench-react.html'].includes(f),
    );
    assert.ok(pages.length >= 4);
    for (const page of pages) {
      const html = await (await get(`/${page}`)).text();
      assert.match(html, /<script type="application\/json" id="pd-widgets-config">/, page);
      // `blocking="render"` where the page reserves boxes for widgets from the first paint (ADR 202).
      assert.match(
        html,
        /<script type="module" src="\/static\/pd-widgets\/loader\.js"( blocking="render")?><\/script>/,
        page,
      );
      assert.match(html, /<html lang="ru">/, page);
    }
  });

  test('the partner page is served under a strict CSP (no inline script or style)', async () => {
    const res = await get('/partner-clinic.html');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /style-src 'self'(;|$)/);
  });

  test('both booking redirect targets serve the page that lists the query', async () => {
    for (const p of [
      '/appointment/new/?doctor=1&slot=01.12.2026%2009:00',
      '/uslugi/appointment/new/?lpu=2',
    ]) {
      const res = await get(p);
      assert.equal(res.status, 200, p);
      assert.match(await res.text(), /appointment-new\.js/);
    }
  });

  test('refuses directory traversal outside dist/cdn and demo/assets', async () => {
    for (const p of [
      '/static/pd-widgets/..%2f..%2fpackage.json',
      '/static/pd-widgets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/static/pd-widgets/..%5c..%5cpackage.json',
    ]) {
      const res = await get(p);
      assert.ok([400, 404].includes(res.status), `${p} → ${res.status}`);
      assert.doesNotMatch(await res.text(), /"name": "pd-widgets"/, p);
    }
    const res = await get('/../package.json');
    assert.doesNotMatch(await res.text(), /"devDependencies"/);
  });

  test('serves the CDN build with JS content type; hashed chunks immutable, loader and widget entries revalidated', async (t) => {
    const cdn = path.join(ROOT, 'dist/cdn');
    if (!existsSync(path.join(cdn, 'loader.js'))) return t.skip('dist/cdn not built yet (npm run build)');
    const loader = await get('/static/pd-widgets/loader.js');
    assert.equal(loader.status, 200);
    assert.match(loader.headers.get('content-type'), /^text\/javascript/);
    assert.equal(loader.headers.get('cache-control'), 'no-cache');
    const files = readdirSync(cdn, { recursive: true }).map((f) => String(f).split(path.sep).join('/'));
    // Hashed chunks (`<version>/<name>-<hash>.js`, e.g. shared-ui) never change under their name. A hash may hold
    // `-` or `_`; a widget entry is no hashed chunk however its name reads (`pd-appointment-calendar.js` would match
    // `<name>-<8 chars>.js`).
    const chunk = files.find((f) => /^[^/]+\/(?!pd-)[\w-]+-[\w-]{8}\.js$/.test(f));
    assert.ok(chunk, `a hashed chunk in dist/cdn: ${files.join(', ')}`);
    const res = await get(`/static/pd-widgets/${chunk}`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^text\/javascript/);
    assert.match(res.headers.get('cache-control'), /immutable/);
    // The stable names the loader derives (`<version>/<tag>.js`, `<version>/runtime.js`) are revalidated.
    const entry = files.find((f) => /^[^/]+\/pd-appointment-calendar\.js$/.test(f));
    assert.ok(entry, 'dist/cdn/<version>/pd-appointment-calendar.js');
    const widget = await get(`/static/pd-widgets/${entry}`);
    assert.equal(widget.status, 200);
    assert.match(widget.headers.get('content-type'), /^text\/javascript/);
    assert.equal(widget.headers.get('cache-control'), 'no-cache');
    // So is the modal, which the runtime imports by its stable name (ADR 210).
    const modal = await get(`/static/pd-widgets/${entry.split('/')[0]}/modal.js`);
    assert.equal(modal.status, 200);
    assert.equal(modal.headers.get('cache-control'), 'no-cache');
  });

  test("the booking block's files as served open with V8's compile hint; no other CDN file has a comment (ADR 240)", async (t) => {
    const release = path.join(ROOT, 'dist/cdn', pkgVersion());
    if (!existsSync(path.join(release, 'runtime.js')))
      return t.skip('dist/cdn not built yet (npm run build)');
    const kit = readdirSync(release).find((f) => /^shared-booking-kit-[\w-]+\.js$/.test(f));
    assert.ok(kit, 'the shared booking kit is in the release');
    // The runtime and the calendar (the one-calendar page); the clinic list and the kit (the doctor page's booking
    // block, since session 25).
    const hinted = ['runtime.js', 'pd-appointment-calendar.js', 'pd-clinic-list.js', kit];
    for (const file of hinted) {
      const code = await (await get(`/static/pd-widgets/${pkgVersion()}/${file}`)).text();
      assert.match(code, /^\/\/# allFunctionsCalledOnLoad\n/, file);
    }
    // The hint is the only comment terser keeps, and only those files' banner: every other file starts with code.
    for (const file of readdirSync(release).filter((f) => f.endsWith('.js') && !hinted.includes(f))) {
      const head = readFileSync(path.join(release, file), 'utf8').slice(0, 40);
      assert.doesNotMatch(head, /^\/[/*]/, `${file} starts with a comment: ${head}`);
    }
  });

  test('unknown API paths are a 404, not a hang', async () => {
    const res = await get('/ajax/no-such-endpoint/');
    assert.equal(res.status, 404);
  });

  test('the reference API answers through the msw handlers with the Cookie and CSRF header passed on', async () => {
    const body = { days: 14, dt_start: '2026-01-01', doctors_lpus: [], town_timedelta: 0 };
    const forged = await get('/ajax/schedule/slots_bulk/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken=${DEMO_CSRF_TOKEN}`,
        'x-csrftoken': 'wrong',
      },
      body: JSON.stringify(body),
    });
    assert.equal(forged.status, 403, 'a wrong CSRF header is refused');
    const ok = await get('/ajax/schedule/slots_bulk/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken=${DEMO_CSRF_TOKEN}`,
        'x-csrftoken': DEMO_CSRF_TOKEN,
      },
      body: JSON.stringify(body),
    });
    assert.notEqual(ok.status, 403, 'the right CSRF header passes');
    assert.notEqual(ok.status, 404);
  });
});

/** Issue 17: the partner site on a second origin, and the CORS the site answers it with (docs/partners.md). */
describe('demo server: partner site and CORS', () => {
  let server;
  let partner;
  before(async () => {
    server = await startDemoServer({ port: 0 });
    partner = new URL(server.partnerUrl).origin;
  });
  after(() => server.close());

  const site = (p, init) => fetch(new URL(p, server.url), { redirect: 'manual', ...init });
  const onPartner = (p, init) => fetch(new URL(p, server.partnerUrl), { redirect: 'manual', ...init });
  const slotsBody = JSON.stringify({
    days: 14,
    dt_start: '2026-01-01',
    doctors_lpus: [{ doctor_id: 1001, lpu_id: 101 }],
    town_timedelta: 0,
  });

  test('the partner site is another origin (host and port) with the site filled into its pages', async () => {
    assert.notEqual(partner, new URL(server.url).origin);
    assert.notEqual(new URL(server.partnerUrl).hostname, new URL(server.url).hostname);
    const res = await onPartner('/');
    assert.equal(res.status, 200);
    const html = await res.text();
    const siteOrigin = new URL(server.url).origin;
    assert.ok(
      html.includes(`<script type="module" src="${siteOrigin}/static/pd-widgets/loader.js"></script>`),
      'the two-line embed with the site origin',
    );
    assert.doesNotMatch(html, /\{\{ \w+ \}\}/, 'every placeholder filled');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`script-src 'self' ${siteOrigin}(;|$)`));
    assert.match(csp, new RegExp(`connect-src 'self' ${siteOrigin}(;|$)`));
    assert.match(csp, /style-src 'self'(;|$)/, 'no unsafe-inline');
    for (const page of ['hostile.html', 'sri.html']) {
      const other = await onPartner(`/${page}`);
      assert.equal(other.status, 200, page);
      assert.doesNotMatch(await other.text(), /\{\{ \w+ \}\}/, page);
    }
    const index = await (await site('/')).text();
    assert.ok(index.includes(`href="${server.partnerUrl}"`), 'the demo index links the partner site');
  });

  test('the partner site answers nothing under /ajax/ or /api/ and counts what arrived', async () => {
    const before = server.partnerApiHits().length;
    assert.equal((await onPartner('/ajax/schedule/slots_bulk/', { method: 'POST', body: '{}' })).status, 404);
    assert.equal((await onPartner('/api/patient/favourites/doctors/')).status, 404);
    assert.deepEqual(server.partnerApiHits().slice(before), [
      'POST /ajax/schedule/slots_bulk/',
      'GET /api/patient/favourites/doctors/',
    ]);
    const listed = await (await onPartner('/__partner-api-hits')).json();
    assert.deepEqual(listed.hits, server.partnerApiHits());
  });

  test('the CDN folder answers any origin with CORS and a JavaScript MIME type', async (t) => {
    if (!existsSync(path.join(ROOT, 'dist/cdn/loader.js')))
      return t.skip('dist/cdn not built yet (npm run build)');
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    for (const p of [
      '/static/pd-widgets/loader.js',
      `/static/pd-widgets/${version}/loader.js`,
      `/static/pd-widgets/${version}/runtime.js`,
      `/static/pd-widgets/${version}/pd-appointment-calendar.js`,
      `/static/pd-widgets-old/${version}/loader.js`,
    ]) {
      const res = await site(p, { headers: { origin: partner } });
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', p);
      assert.match(res.headers.get('content-type') ?? '', /^text\/javascript/, p);
      assert.equal(res.headers.get('access-control-allow-credentials'), null, p);
    }
  });

  test('a schedule preflight from the partner origin: 204 with the allowed origin, method, headers and max-age', async () => {
    assert.equal(SCHEDULE_CORS_PATHS.size, 5);
    for (const p of SCHEDULE_CORS_PATHS) {
      const res = await site(p, {
        method: 'OPTIONS',
        headers: {
          origin: partner,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      assert.equal(res.status, 204, p);
      assert.equal(res.headers.get('access-control-allow-origin'), partner, p);
      assert.match(res.headers.get('access-control-allow-methods') ?? '', /\bPOST\b/, p);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      assert.match(allowed, /content-type/, p);
      assert.match(allowed, /accept/, p);
      assert.ok(Number(res.headers.get('access-control-max-age')) > 0, p);
      assert.match(res.headers.get('vary') ?? '', /Origin/, p);
      assert.equal(res.headers.get('access-control-allow-credentials'), null, `${p}: never with credentials`);
    }
  });

  test('a schedule call from the partner origin without cookie or CSRF token is answered with CORS (csrf_exempt)', async () => {
    const res = await site('/ajax/schedule/slots_bulk/', {
      method: 'POST',
      headers: { origin: partner, 'content-type': 'application/json', accept: 'application/json' },
      body: slotsBody,
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), partner);
    assert.match(res.headers.get('vary') ?? '', /Origin/);
    assert.equal(res.headers.get('access-control-allow-credentials'), null);
    const body = await res.json();
    assert.equal(body.result[0].doctor_id, 1001);
  });

  test('no CORS for an origin outside the allow-list, nor for any other endpoint', async () => {
    const stranger = 'http://evil.example';
    const pre = await site('/ajax/schedule/slots_bulk/', {
      method: 'OPTIONS',
      headers: { origin: stranger, 'access-control-request-method': 'POST' },
    });
    assert.equal(pre.headers.get('access-control-allow-origin'), null, 'preflight of a stranger');
    const post = await site('/ajax/schedule/slots_bulk/', {
      method: 'POST',
      headers: { origin: stranger, 'content-type': 'application/json' },
      body: slotsBody,
    });
    assert.equal(post.headers.get('access-control-allow-origin'), null);
    assert.equal(post.status, 403, 'a stranger gets no CSRF exemption either');
    // Session endpoints stay same-origin only, even for the partner.
    for (const [p, init] of [
      ['/api/patient/favourites/doctors/', { method: 'POST', body: '[1]' }],
      ['/api/doctor/contacts/?doctor_id=1001', {}],
    ]) {
      const res = await site(p, {
        ...init,
        headers: { origin: partner, 'content-type': 'application/json' },
      });
      assert.equal(res.headers.get('access-control-allow-origin'), null, p);
    }
  });

  test('dist/cdn/integrity.json lists every file of the release folder with its sha384', async (t) => {
    const cdn = path.join(ROOT, 'dist/cdn');
    if (!existsSync(path.join(cdn, 'integrity.json')))
      return t.skip('dist/cdn not built yet (npm run build)');
    const manifest = JSON.parse(readFileSync(path.join(cdn, 'integrity.json'), 'utf8'));
    const release = readdirSync(path.join(cdn, manifest.version), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(cdn, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
    assert.deepEqual(Object.keys(manifest.files).sort(), release);
    assert.ok(release.includes(`${manifest.version}/loader.js`), 'the versioned loader');
    for (const name of release) {
      const digest = createHash('sha384')
        .update(readFileSync(path.join(cdn, name)))
        .digest('base64');
      assert.equal(manifest.files[name], `sha384-${digest}`, name);
    }
  });
});
