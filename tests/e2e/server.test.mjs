/**
 * The demo server itself (demo/server.ts): what Django would do for the pages, the CDN build, the reference API.
 * No browser needed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './helpers.mjs';

const { startDemoServer } = await import('../../demo/server.ts');
const { DEMO_CSRF_TOKEN } = await import('../../mocks/fixtures/index.ts');

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
      body: new URLSearchParams({ p: '100', c: '501', btype: '1', redis_id: 'r1', csrfmiddlewaretoken: DEMO_CSRF_TOKEN }),
    });
    const recorded = async (scope) =>
      (await (await get('/ajax/ads/recorded/', { headers: { cookie: `pd_test_scope=${scope}` } })).json()).banners;
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
      assert.match(html, /<script type="module" src="\/static\/pd-widgets\/loader\.js"><\/script>/, page);
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
    for (const p of ['/appointment/new/?doctor=1&slot=01.12.2026%2009:00', '/uslugi/appointment/new/?lpu=2']) {
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
    // Hashed chunks (`<version>/<name>-<hash>.js`, e.g. the modal) never change under their name.
    const chunk = files.find((f) => /^[^/]+\/[\w-]+-[\w]{8}\.js$/.test(f));
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
  });

  test('unknown API paths are a 404, not a hang', async () => {
    const res = await get('/ajax/no-such-endpoint/');
    assert.equal(res.status, 404);
  });

  test('the reference API answers through the msw handlers with the Cookie and CSRF header passed on', async () => {
    const body = { days: 14, dt_start: '2026-01-01', doctors_lpus: [], town_timedelta: 0 };
    const forged = await get('/ajax/schedule/slots_bulk/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${DEMO_CSRF_TOKEN}`, 'x-csrftoken': 'wrong' },
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
