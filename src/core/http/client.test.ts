import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { server } from '../../../tests/msw-server';
import { configure, resetConfig } from '../config';
import { ApiError, errorMessage, getCsrfToken, request, type ApiErrorKind } from './index';

const ok = v.object({ ok: v.literal(true) });

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials;
  text: string;
  form: FormData | null;
}

/** Records every request reaching `path` and answers `{ok:true}` (or `reply()`). */
function capture(path: string, reply?: () => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  const resolver = async ({ request: req }: { request: Request }) => {
    const type = req.headers.get('content-type') ?? '';
    const form = /form/.test(type) ? await req.clone().formData() : null;
    seen.push({
      method: req.method,
      url: req.url,
      headers: req.headers,
      credentials: req.credentials,
      text: form ? '' : await req.text(),
      form,
    });
    return reply ? reply() : HttpResponse.json({ ok: true });
  };
  server.use(http.all(path, resolver));
  return seen;
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the request to fail');
}

function clearCookie() {
  document.cookie = 'csrftoken=; path=/; max-age=0';
}

beforeEach(() => {
  resetConfig();
  clearCookie();
  document.body.innerHTML = '';
});
afterEach(() => {
  server.events.removeAllListeners();
  clearCookie();
  document.body.innerHTML = '';
});

describe('getCsrfToken', () => {
  it('prefers config, then the csrftoken cookie, then the hidden input', () => {
    expect(getCsrfToken()).toBeNull();
    document.body.innerHTML =
      '<form><input type="hidden" name="csrfmiddlewaretoken" value="from-input"></form>';
    expect(getCsrfToken()).toBe('from-input');
    document.cookie = 'csrftoken=from-cookie; path=/';
    expect(getCsrfToken()).toBe('from-cookie');
    configure({ csrfToken: 'from-config' });
    expect(getCsrfToken()).toBe('from-config');
  });
});

describe('request: CSRF and bodies', () => {
  it('sends a JSON body with the X-CSRFToken header from config', async () => {
    configure({ csrfToken: 'cfg-token' });
    const seen = capture('*/t/json/');
    await expect(request('/t/json/', ok, { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('x-csrftoken')).toBe('cfg-token');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0].text)).toEqual({ a: 1 });
    expect(seen[0].credentials).toBe('same-origin');
    expect(seen[0].url).toBe('http://localhost:3000/t/json/');
  });

  it('takes the token from the csrftoken cookie', async () => {
    document.cookie = 'csrftoken=cookie-token; path=/';
    const seen = capture('*/t/cookie/');
    await request('/t/cookie/', ok, { method: 'DELETE' });
    expect(seen[0].headers.get('x-csrftoken')).toBe('cookie-token');
  });

  it('takes the token from the page input when there is no config and no cookie', async () => {
    document.body.innerHTML = '<input name="csrfmiddlewaretoken" value="input-token">';
    const seen = capture('*/t/input/');
    await request('/t/input/', ok, { method: 'PATCH', json: {} });
    expect(seen[0].headers.get('x-csrftoken')).toBe('input-token');
  });

  it('puts the token into the csrfmiddlewaretoken field of a form body, not a header', async () => {
    configure({ csrfToken: 'form-token' });
    const seen = capture('*/t/form/');
    await request('/t/form/', ok, { method: 'POST', form: { p: '100', c: 'spring' } });
    expect(seen[0].headers.get('x-csrftoken')).toBeNull();
    expect(seen[0].headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(seen[0].form?.get('csrfmiddlewaretoken')).toBe('form-token');
    expect(seen[0].form?.get('p')).toBe('100');
  });

  it('sends multipart bodies with the header', async () => {
    configure({ csrfToken: 'mp-token' });
    const seen = capture('*/t/mp/');
    await request('/t/mp/', ok, { method: 'POST', multipart: { phone: '79991234567' } });
    expect(seen[0].headers.get('x-csrftoken')).toBe('mp-token');
    expect(seen[0].headers.get('content-type')).toMatch(/multipart\/form-data/);
    expect(seen[0].form?.get('phone')).toBe('79991234567');
  });

  it('sends no token on GET and builds the query', async () => {
    configure({ csrfToken: 'tok' });
    const seen = capture('*/t/get/');
    await request('/t/get/', ok, { query: { doctor_id: 5, page: null, ratetype: 'all', flag: true } });
    expect(seen[0].headers.get('x-csrftoken')).toBeNull();
    expect(new URL(seen[0].url).search).toBe('?doctor_id=5&ratetype=all&flag=true');
  });

  it('prefixes apiBase and ssoBase; another origin gets no CSRF token (SSO: with its cookies, API: without)', async () => {
    configure({ csrfToken: 'tok', apiBase: 'https://api.example.ru/', ssoBase: 'https://sso.example.ru' });
    const api = capture('https://api.example.ru/t/base/');
    const sso = capture('https://sso.example.ru/services/sso/x/');
    await request('/t/base/', ok, { method: 'POST', json: {} });
    await request('/services/sso/x/', ok, { method: 'POST', json: {}, base: 'sso' });
    // The token never leaves the page's origin (ADR 184; issue 19 "CSRF to a foreign apiBase").
    expect(api[0].headers.get('x-csrftoken')).toBeNull();
    expect(api[0].credentials).toBe('omit');
    expect(sso[0].credentials).toBe('include');
    expect(sso[0].headers.get('x-csrftoken')).toBeNull();
  });

  it('on the page origin: the token and same-origin credentials, as on every Django page', async () => {
    configure({ csrfToken: 'tok' });
    const api = capture('*/t/own/');
    await request('/t/own/', ok, { method: 'POST', json: {} });
    expect(new URL(api[0].url).origin).toBe(location.origin);
    expect(api[0].headers.get('x-csrftoken')).toBe('tok');
    expect(api[0].credentials).toBe('same-origin');
  });

  it('on a partner page (siteBase on another origin): calls go to the site, no cookies, no token', async () => {
    configure({ csrfToken: 'tok', siteBase: 'https://prodoctorov.example/' });
    const api = capture('https://prodoctorov.example/ajax/schedule/slots_bulk/');
    await request('/ajax/schedule/slots_bulk/', ok, { method: 'POST', json: {} });
    expect(api).toHaveLength(1);
    expect(api[0].headers.get('x-csrftoken')).toBeNull();
    expect(api[0].credentials).toBe('omit');
  });

  it('sends the token to a same-origin SSO base', async () => {
    configure({ csrfToken: 'tok' });
    const sso = capture('*/services/sso/same/');
    await request('/services/sso/same/', ok, { method: 'POST', json: {}, base: 'sso' });
    expect(sso[0].headers.get('x-csrftoken')).toBe('tok');
  });
});

describe('request: errors', () => {
  it('http: reads status, field code and waiting_time', async () => {
    capture('*/t/limit/', () =>
      HttpResponse.json({ phone: { code: 'error_limit' }, waiting_time: 30 }, { status: 400 }),
    );
    const err = await failure(request('/t/limit/', ok, { method: 'POST', json: {} }));
    expect(err).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'error_limit',
      field: 'phone',
      waitingTime: 30,
    });
  });

  it('http: reads secret_code.code and detail', async () => {
    capture('*/t/obsolete/', () => HttpResponse.json({ secret_code: { code: 'obsolete' } }, { status: 400 }));
    capture('*/t/detail/', () => HttpResponse.json({ detail: 'Не передан timedelta' }, { status: 400 }));
    const a = await failure(request('/t/obsolete/', ok, { method: 'POST' }));
    expect(a).toMatchObject({ kind: 'http', code: 'obsolete', field: 'secret_code' });
    const b = await failure(request('/t/detail/', ok, { method: 'POST' }));
    expect(b).toMatchObject({ kind: 'http', status: 400, detail: 'Не передан timedelta' });
    expect(b.code).toBeUndefined();
  });

  it('server: a 5xx with an HTML body', async () => {
    const seen = capture(
      '*/t/500/',
      () =>
        new HttpResponse('<h1>Server Error (500)</h1>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const err = await failure(request('/t/500/', ok, { method: 'POST', json: {} }));
    expect(err).toMatchObject({ kind: 'server', status: 500 });
    expect(seen).toHaveLength(1); // unsafe methods never retry
  });

  it('offline: a network error (TypeError from fetch), never retried for POST', async () => {
    const seen = capture('*/t/net/', () => HttpResponse.error());
    const err = await failure(request('/t/net/', ok, { method: 'POST', json: {} }));
    expect(err.kind).toBe('offline');
    expect(seen).toHaveLength(1);
    expect(errorMessage(err)).toEqual({
      title: 'Нет соединения с интернетом',
      text: 'Проверьте соединение и попробуйте снова',
    });
  });

  it('offline: navigator.onLine === false fails at once without a request', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const seen = capture('*/t/offline/');
    const err = await failure(request('/t/offline/', ok, { method: 'POST' }));
    expect(err.kind).toBe('offline');
    expect(seen).toHaveLength(0);
  });

  it('timeout: no answer within timeoutMs', async () => {
    capture('*/t/slow/', async () => {
      await delay(2000);
      return HttpResponse.json({ ok: true });
    });
    const err = await failure(request('/t/slow/', ok, { method: 'POST', timeoutMs: 30 }));
    expect(err.kind).toBe('timeout');
  });

  it('aborted: the caller aborts while waiting, or before sending', async () => {
    const seen = capture('*/t/abort/', async () => {
      await delay(2000);
      return HttpResponse.json({ ok: true });
    });
    const ctrl = new AbortController();
    const p = request('/t/abort/', ok, { signal: ctrl.signal });
    setTimeout(() => ctrl.abort(), 10);
    expect((await failure(p)).kind).toBe('aborted');

    const before = seen.length;
    const done = new AbortController();
    done.abort();
    expect((await failure(request('/t/abort/', ok, { signal: done.signal }))).kind).toBe('aborted');
    expect(seen).toHaveLength(before);
  });

  it('parse: invalid JSON', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    capture(
      '*/t/badjson/',
      () => new HttpResponse('{"ok":', { headers: { 'Content-Type': 'application/json' } }),
    );
    const err = await failure(request('/t/badjson/', ok));
    expect(err.kind).toBe('parse');
    expect(log.mock.calls[0][0]).toMatch(
      /^\[pd-widgets\] http: GET \/t\/badjson\/: the reply is not valid JSON/,
    );
  });

  it('parse: a reply that does not match the schema', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    capture('*/t/shape/', () => HttpResponse.json({ ok: 'yes' }));
    const err = await failure(request('/t/shape/', ok));
    expect(err).toMatchObject({ kind: 'parse', status: 200 });
    expect(log.mock.calls[0][0]).toMatch(/\[pd-widgets\] http: .*unexpected reply shape \(ok:/);
    expect(errorMessage(err)).toEqual({
      title: 'Что-то пошло не так',
      text: 'Попробуйте немного подождать и обновите страницу',
    });
  });

  it('reads a text reply when the server does not send JSON', async () => {
    capture('*/t/text/', () => new HttpResponse('OK', { headers: { 'Content-Type': 'text/html' } }));
    await expect(request('/t/text/', v.literal('OK'), { method: 'POST' })).resolves.toBe('OK');
  });
});

describe('request: retry', () => {
  it('retries a GET once after a 5xx and returns the second answer', async () => {
    let calls = 0;
    capture('*/t/flaky/', () =>
      ++calls === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ ok: true }),
    );
    await expect(request('/t/flaky/', ok)).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('retries a GET only once, also after a network error', async () => {
    const seen = capture('*/t/down/', () => HttpResponse.error());
    expect((await failure(request('/t/down/', ok))).kind).toBe('offline');
    expect(seen).toHaveLength(2);
  });

  it('does not retry a GET on 4xx, or when retry is off', async () => {
    const a = capture('*/t/404/', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 }));
    expect((await failure(request('/t/404/', ok))).kind).toBe('http');
    expect(a).toHaveLength(1);
    const b = capture('*/t/noretry/', () => new HttpResponse(null, { status: 503 }));
    expect((await failure(request('/t/noretry/', ok, { retry: false }))).kind).toBe('server');
    expect(b).toHaveLength(1);
  });

  it('never retries a POST after a 5xx', async () => {
    const seen = capture('*/t/post503/', () => new HttpResponse(null, { status: 503 }));
    expect((await failure(request('/t/post503/', ok, { method: 'POST', json: {} }))).kind).toBe('server');
    expect(seen).toHaveLength(1);
  });
});

describe('errorMessage', () => {
  it.each<[ApiErrorKind, string]>([
    ['offline', 'Нет соединения с интернетом'],
    ['timeout', 'Что-то пошло не так'],
    ['http', 'Что-то пошло не так'],
    ['server', 'Что-то пошло не так'],
    ['parse', 'Что-то пошло не так'],
  ])('%s → %s', (kind, title) => {
    expect(errorMessage(new ApiError(kind, 'x')).title).toBe(title);
  });

  it('treats anything else as the generic error', () => {
    expect(errorMessage(new Error('boom')).title).toBe('Что-то пошло не так');
  });
});
