/**
 * The one fetch client of the library (ARCHITECTURE §7; docs/internals.md "src/core/http").
 *
 * - Base URLs from the page config: `apiBase` for `base: 'api'` (default; `""` = the site, src/core/site.ts),
 *   `ssoBase` for `base: 'sso'`.
 * - CSRF on every unsafe method (not GET/HEAD/OPTIONS) to the page's own origin: header `X-CSRFToken`, or the form
 *   field `csrfmiddlewaretoken` for `form` bodies (see {@link getCsrfToken}). A request to another origin (SSO, a
 *   foreign `apiBase`, the site from a partner page) carries no token (docs/decisions/012-csrf-scope.md, 184).
 * - JSON, urlencoded form and multipart bodies; `credentials` `same-origin` on the page's origin, `omit` on another
 *   (the site from a partner page), `include` for SSO.
 * - A per-request timeout (default 15 s) and the caller's `AbortSignal`.
 * - Every reply is checked with a valibot schema; failures become an {@link ApiError} of one of the kinds
 *   `offline | timeout | http | server | parse | aborted`.
 * - A GET is retried once after {@link RETRY_DELAY_MS} on `offline`/`server`; unsafe methods never retry.
 */
import * as v from 'valibot';
import { getConfig } from '../config';
import { logError } from '../dom';
import { isPartnerPage, pageOrigin, siteOrigin } from '../site';
import { CSRF_FIELD, CSRF_HEADER, SAFE_METHODS, getCsrfToken } from './csrf';
import { ApiError, isApiError, readErrorBody } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Options of {@link request}. Give at most one of `json`, `form`, `multipart`. */
export interface RequestOptions {
  /** Default `GET`. */
  method?: HttpMethod;
  /** Query parameters; `null`/`undefined` values are left out, booleans become `true`/`false`. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A JSON body (`Content-Type: application/json`). */
  json?: unknown;
  /** An `application/x-www-form-urlencoded` body; the CSRF token goes into `csrfmiddlewaretoken`. */
  form?: Record<string, string>;
  /** A `multipart/form-data` body. */
  multipart?: Record<string, string | Blob>;
  /** Aborting it rejects with `ApiError{kind:'aborted'}`. */
  signal?: AbortSignal;
  /** Milliseconds before `ApiError{kind:'timeout'}`; default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Which config base prefixes `path`: `apiBase` (default) or `ssoBase`. Absolute URLs are used as given. */
  base?: 'api' | 'sso';
  /** Default `same-origin` (`include` for `base: 'sso'`). */
  credentials?: RequestCredentials;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** GET only: retry once on `offline`/`server` (default `true`). Ignored for unsafe methods. */
  retry?: boolean;
  /**
   * How the body is read before the schema check: `auto` (default) parses JSON when the reply's
   * `Content-Type` says JSON, returns `null` for an empty body and the text otherwise; `json` always parses;
   * `text` never parses.
   */
  responseType?: 'auto' | 'json' | 'text';
}

/** Default per-request timeout, ms. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Delay before the single GET retry, ms. */
export const RETRY_DELAY_MS = 400;

const isAbsolute = (path: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(path) || path.startsWith('//');

/** The full URL of a request: config base + path + query. */
export function buildUrl(path: string, opts: Pick<RequestOptions, 'base' | 'query'> = {}): string {
  let url = path;
  if (!isAbsolute(path)) {
    const cfg = getConfig();
    // `apiBase` defaults to the site: its origin from a partner page, the page's own (a relative URL) otherwise.
    const api = cfg.apiBase || (isPartnerPage() ? siteOrigin() : '');
    const base = (opts.base === 'sso' ? cfg.ssoBase : api).replace(/\/+$/, '');
    url = base + (path.startsWith('/') ? path : `/${path}`);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  return pageOrigin() != 'null' ? new URL(url, location.href).href : url;
}

/**
 * True when `url` is on the page's own origin. Only such requests carry the CSRF token and cookies by default: a
 * token sent to another origin (a foreign `apiBase`, the site from a partner page, SSO) would leak it, and the site
 * exempts its read-only partner endpoints from CSRF (docs/partners.md). Without a page (Node) a relative path counts.
 */
function sameOrigin(url: string, path: string): boolean {
  const page = pageOrigin();
  // With a page, `url` is absolute (buildUrl): on the page's origin it starts with it and a slash.
  return page == 'null' ? !isAbsolute(path) : url.startsWith(page + '/');
}

function buildInit(method: HttpMethod, url: string, path: string, opts: RequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  let body: BodyInit | undefined;
  const unsafe = !SAFE_METHODS.has(method);
  const own = sameOrigin(url, path);
  const token = unsafe && own ? getCsrfToken() : null;

  if (opts.form) {
    const params = new URLSearchParams(opts.form);
    if (token && !params.has(CSRF_FIELD)) params.append(CSRF_FIELD, token);
    body = params;
  } else {
    if (token) headers.set(CSRF_HEADER, token);
    if (opts.multipart) {
      const fd = new FormData();
      for (const [key, value] of Object.entries(opts.multipart)) fd.append(key, value);
      body = fd;
    } else if (opts.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.json);
    }
  }
  for (const [key, value] of Object.entries(opts.headers ?? {})) headers.set(key, value);
  return {
    method,
    headers,
    body,
    // SSO needs its cookies; another origin (the site from a partner page) gets none.
    credentials: opts.credentials ?? (opts.base === 'sso' ? 'include' : own ? 'same-origin' : 'omit'),
  };
}

function abortedError(what: string, signal?: AbortSignal): ApiError {
  return new ApiError('aborted', `${what}: aborted`, { cause: signal?.reason });
}

function parseBody(text: string, contentType: string, mode: RequestOptions['responseType']): unknown {
  if (mode === 'text') return text;
  const looksJson = /[/+]json\b/i.test(contentType);
  if (mode === 'json' || looksJson) return text === '' && mode !== 'json' ? null : JSON.parse(text);
  return text === '' ? null : text;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
}

async function once<T>(
  method: HttpMethod,
  path: string,
  schema: v.GenericSchema<unknown, T>,
  opts: RequestOptions,
): Promise<T> {
  const what = `${method} ${path}`;
  const { signal } = opts;
  if (signal?.aborted) throw abortedError(what, signal);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError('offline', `${what}: the browser is offline`);
  }

  const url = buildUrl(path, opts);
  const init = buildInit(method, url, path, opts);
  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });

  const failed = (err: unknown): ApiError => {
    if (signal?.aborted) return abortedError(what, signal);
    if (timedOut) return new ApiError('timeout', `${what}: no answer within ${timeoutMs} ms`, { cause: err });
    return new ApiError('offline', `${what}: network error`, { cause: err });
  };

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: controller.signal });
    text = await response.text();
  } catch (err) {
    throw failed(err);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  if (signal?.aborted) throw abortedError(what, signal);

  if (!response.ok) {
    const body = tryJson(text);
    const kind = response.status >= 500 ? 'server' : 'http';
    throw new ApiError(kind, `${what}: HTTP ${response.status}`, {
      status: response.status,
      body,
      ...readErrorBody(body),
    });
  }

  let data: unknown;
  try {
    data = parseBody(text, response.headers.get('Content-Type') ?? '', opts.responseType);
  } catch (err) {
    logError('http', `${what}: the reply is not valid JSON`, err);
    throw new ApiError('parse', `${what}: the reply is not valid JSON`, {
      status: response.status,
      cause: err,
    });
  }
  return checkReply(schema, data, what, response.status);
}

/**
 * `data` (a reply, or a part of one) checked against `schema` (valibot; transforms apply). A mismatch is logged as
 * `[pd-widgets] http: <what>: unexpected reply shape (…)` and thrown as an {@link ApiError} of kind `parse` with the
 * data as `body`. `what` names the request (`POST /ajax/schedule/slots_bulk/`).
 */
export function checkReply<T>(
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
  what: string,
  status?: number,
): T {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const message = `${what}: unexpected reply shape (${describeIssues(result.issues)})`;
    logError('http', message);
    throw new ApiError('parse', message, { status, body: data });
  }
  return result.output;
}

function sleep(ms: number, signal: AbortSignal | undefined, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(what, signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(what, signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends one request and returns its reply checked against `schema` (valibot; transforms apply).
 *
 * @param path `/ajax/…`, `/api/…` (prefixed with the config base) or an absolute URL (used as given).
 * @throws {ApiError} `aborted` (caller's signal), `offline` (`navigator.onLine === false` or a network
 *   error), `timeout`, `server` (5xx), `http` (other non-2xx; `status`, `code`, `field`, `detail`,
 *   `waitingTime` from the body), `parse` (bad JSON or a schema mismatch; logged as `[pd-widgets] http: …`).
 */
export async function request<T>(
  path: string,
  schema: v.GenericSchema<unknown, T>,
  opts: RequestOptions = {},
): Promise<T> {
  const method = opts.method ?? 'GET';
  try {
    return await once(method, path, schema, opts);
  } catch (err) {
    const retry = method === 'GET' && opts.retry !== false && isApiError(err, 'offline', 'server');
    if (!retry) throw err;
    await sleep(RETRY_DELAY_MS, opts.signal, `${method} ${path}`);
    return once(method, path, schema, opts);
  }
}
