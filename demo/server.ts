/**
 * The demo server (ARCHITECTURE §11 "The reference API and the demo").
 *
 * Serves the demo pages in `demo/` the way a Django site would (a `csrftoken` cookie on every page response,
 * `no-store` HTML), the CDN build `dist/cdn/` under `/static/pd-widgets/` (the `{% static 'pd-widgets/…' %}`
 * path), and answers every other request with the reference API: the msw handlers of `mocks/handlers.ts`,
 * resolved through msw's `getResponse()` with no service worker and no interception. A request no handler
 * answers is a 404.
 *
 * A second server on another origin is a partner clinic's site (issue 17; docs/partners.md): the pages of
 * `demo/partner/` with the site's origin filled in, embedding the calendars from this site's CDN folder with the
 * README's two lines, under a strict CSP. It answers nothing under `/ajax/` or `/api/` (404) and counts such
 * requests (`GET /__partner-api-hits`), so the e2e proves every API call went to the site. The site answers the
 * partner with CORS on the CDN folder and on the read-only schedule endpoints only ({@link SCHEDULE_CORS_PATHS}).
 *
 * Run: `tsx demo/server.ts` (PORT env, default 5173; the partner site on PORT+1). Reuse from tests/bench:
 * {@link startDemoServer}.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { WebSocketServer } from 'ws';
import { serveCallSocket } from '../mocks/api/sso';
import { SSO_SESSION_COOKIE } from '../mocks/fixtures/sso';
import { SCOPE_COOKIE, setScopeResolver } from '../mocks/scope';
import { handlers } from '../mocks/handlers';
import { DEMO_CSRF_TOKEN, DOCTORS, LPUS, LPU_IDS } from '../mocks/fixtures';
import { DEFAULT_REVIEWS_PAGE_SIZE } from '../mocks/api/reviews';
import { awardsContent } from '../mocks/api/awards';
import {
  BENCH_REVIEWS_DOCTOR_ID,
  FAILING_REVIEWS_DOCTOR_ID,
  HOSTILE_REVIEWS_DOCTOR_ID,
  REVIEW_TYPES,
  REVIEWS_DOCTOR_ID,
  reviewCardHtml,
  reviewFilterOptions,
  reviewsOfType,
  type ReviewType,
} from '../mocks/fixtures/reviews';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_DIR = path.join(ROOT, 'demo');
const ASSETS_DIR = path.join(DEMO_DIR, 'assets');
const CDN_DIR = path.join(ROOT, 'dist', 'cdn');
/** The bare React baseline bundle of `npm run bench` (bench/run.mjs). */
const BENCH_DIR = path.join(ROOT, 'dist', 'bench');
const REACT_DEMO_DIR = path.join(ROOT, 'dist', 'react-demo');

/** URL prefix of the CDN build, as Django's `{% static 'pd-widgets/loader.js' %}` renders it. */
export const STATIC_PREFIX = '/static/pd-widgets/';
/**
 * The same CDN build under a second static path: stands in for a previous release's folder, still deployed, that a
 * partner page may load next to the current one (demo/partner/hostile.html: two loaders, one warning).
 */
export const OLD_STATIC_PREFIX = '/static/pd-widgets-old/';

/** The partner site's pages (served by the partner server, `{{ … }}` filled in: {@link renderPartnerPage}). */
const PARTNER_DIR = path.join(DEMO_DIR, 'partner');

/**
 * The read-only schedule endpoints a partner page calls (src/core/api/schedule.ts `SCHEDULE_PATHS`, and the
 * service doctors of src/widgets/service-prices/service-doctors-api.ts): the only API paths the site answers with
 * CORS, and `@csrf_exempt` on the site (docs/partners.md, `CORS_URLS_REGEX`). Every other endpoint gets no CORS
 * headers, so a browser on a partner page cannot read it.
 */
export const SCHEDULE_CORS_PATHS: ReadonlySet<string> = new Set([
  '/ajax/schedule/slots_bulk/',
  '/ajax/schedule/slots_bulk_by_specialities/',
  '/ajax/schedule/slots_bulk/telemed/',
  '/ajax/services/schedule/',
  '/ajax/services/schedule/doctors/',
]);

/** Preflight answer of the schedule endpoints (django-cors-headers' settings in docs/partners.md). */
const CORS_PREFLIGHT: Record<string, string> = {
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '86400',
};

/** Counting path on the partner server: the `/ajax/` and `/api/` requests it received, as JSON. */
export const PARTNER_HITS_PATH = '/__partner-api-hits';

/** The booking redirect targets (booking-schedule §2 "Booking redirect targets"): a page that lists the query. */
const REDIRECT_TARGETS = new Set([
  '/appointment/new/',
  '/uslugi/appointment/new/',
  '/analyses/appointment/new/',
]);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

/**
 * A strict policy as a partner clinic site may send (ARCHITECTURE §1): no inline script or style, no eval.
 * The widgets must work under it (constructable stylesheets, module scripts from 'self').
 */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Pages served with {@link STRICT_CSP}. */
const CSP_PAGES = new Set(['partner-clinic.html']);

/** Where demo/partner/hostile.html's `<base href>` points: another host, which must never get a request. */
export const HOSTILE_BASE_HOST = 'https://cdn.partner-elsewhere.example';

/**
 * The partner site's policy: {@link STRICT_CSP} with the directory site's origin allowed for the loader and its
 * chunks (`script-src`), the schedule calls (`connect-src`) and images. hostile.html also allows its `<base>`.
 */
export function partnerCsp(site: string, page = ''): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${site}`,
    "style-src 'self'",
    `img-src 'self' data: ${site}`,
    `connect-src 'self' ${site}`,
    "font-src 'self'",
    "object-src 'none'",
    page === 'hostile.html' ? `base-uri 'self' ${HOSTILE_BASE_HOST}` : "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A content-hashed chunk name (`0.1.0/shared-ui-3fA9_x1Q.js`): safe to cache forever. Not the names the loader derives
 * (`0.1.0/pd-appointment-calendar.js`, `0.1.0/runtime.js`), the modal the runtime names (`0.1.0/modal.js`, ADR 210) nor
 * the loader itself: those are revalidated (ADR 118).
 */
const HASHED = /(?:^|\/)(?!pd-)[\w-]+-[\w-]{8}\.(?:js|css|mjs)$/;

export interface DemoServerOptions {
  /** TCP port; 0 picks a free one. Default: `PORT` env or 5173. */
  port?: number;
  /** Host to bind; default `127.0.0.1` (loopback only). */
  host?: string;
  /** Log every API request to stdout. */
  log?: boolean;
  /**
   * TCP port of the partner site (a second origin, `http://127.0.0.1:<port>/`; the site is `http://localhost:…`).
   * Default: `port + 1` for a fixed port (`npm start`: 5174), a free one when `port` is 0 (tests).
   */
  partnerPort?: number;
  /** More origins the site answers with CORS on {@link SCHEDULE_CORS_PATHS}, besides the partner server's own. */
  partnerOrigins?: string[];
}

export interface DemoServer {
  /** Base URL with a trailing slash, e.g. `http://localhost:5173/`. */
  url: string;
  port: number;
  /** The partner site's base URL with a trailing slash, e.g. `http://127.0.0.1:5174/`. */
  partnerUrl: string;
  /** `METHOD /path` of every `/ajax/` or `/api/` request the partner server received (should stay empty). */
  partnerApiHits(): string[];
  close(): Promise<void>;
}

function csrfCookie(): string {
  // Django's csrftoken cookie: readable by scripts (no HttpOnly), SameSite=Lax, whole site.
  return `csrftoken=${DEMO_CSRF_TOKEN}; Path=/; SameSite=Lax`;
}

/** Resolves `rel` inside `root`, or null when it escapes it (directory traversal) or is malformed. */
export function safeJoin(root: string, rel: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return full;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function send(
  res: http.ServerResponse,
  status: number,
  body: string,
  headers: http.OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  headers: http.OutgoingHttpHeaders,
): Promise<void> {
  const info = await stat(file);
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': String(info.size),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/**
 * The auth-service session of the page's patient: a Django page rendered for a real patient (config `user` with
 * `isRealPatient` and a `uuid`) comes with that patient's SSO session, whose pull without grant names the same uuid
 * (portal-identity-reviews §6; ADR 196). `null` for other pages.
 */
function identityCookie(html: string): string | null {
  const config = /<script[^>]*id="pd-widgets-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  try {
    const user = config
      ? (JSON.parse(config) as { user?: { isRealPatient?: unknown; uuid?: unknown } }).user
      : null;
    if (user?.isRealPatient === true && typeof user.uuid === 'string' && user.uuid)
      return `${SSO_SESSION_COOKIE}=${encodeURIComponent(user.uuid)}; Path=/; SameSite=Lax`;
  } catch {
    // not JSON: no session
  }
  return null;
}

function htmlHeaders(name: string, html = ''): http.OutgoingHttpHeaders {
  const identity = identityCookie(html);
  const headers: http.OutgoingHttpHeaders = {
    'Cache-Control': 'no-store',
    'Set-Cookie': identity ? [csrfCookie(), identity] : csrfCookie(),
    'Referrer-Policy': 'same-origin',
  };
  if (CSP_PAGES.has(name)) headers['Content-Security-Policy'] = STRICT_CSP;
  return headers;
}

/** Converts a Node request into a Fetch `Request` (method, headers incl. Cookie, body). */
async function toFetchRequest(
  req: http.IncomingMessage,
  origin: string,
  extraHeaders: Record<string, string> = {},
): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  for (const [key, value] of Object.entries(extraHeaders)) headers.set(key, value);
  const method = req.method ?? 'GET';
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const buf = Buffer.concat(chunks);
    body = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
  }
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body });
}

async function answerFromMocks(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  origin: string,
  log: boolean,
  cors: Record<string, string> = {},
) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  // A CORS request from an allowed partner origin to a schedule endpoint: the site's view is `@csrf_exempt`
  // (docs/partners.md). The reference API's handlers enforce Django's CSRF rule on every unsafe request (the
  // same-origin pages and the unit tests rely on that), so the exemption is modelled here: the request passes the
  // check as if it carried the token (the partner sends no cookie and no header).
  const exempt: Record<string, string> = cors['Access-Control-Allow-Origin']
    ? { 'x-csrftoken': cookieValue(req, 'csrftoken') ?? DEMO_CSRF_TOKEN }
    : {};
  const request = await toFetchRequest(req, origin, exempt);
  const response = await getResponse(handlers, request, { baseUrl: origin, quiet: true });
  if (log) console.log(`${req.method} ${req.url} → ${response?.status ?? 404}`);
  if (res.destroyed) return;
  if (!response) {
    send(res, 404, JSON.stringify({ detail: 'Not found (no reference API handler)' }), {
      'Content-Type': 'application/json; charset=utf-8',
      ...cors,
    });
    return;
  }
  const headers: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  if (!headers['cache-control']) headers['cache-control'] = 'no-store';
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (res.destroyed) return;
  delete headers['content-length'];
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

let reactDemoBuild: Promise<void> | null = null;

/** Builds `dist/react-demo/` from the built `dist/lib/react.js` on first use (see scripts/build-react-demo.mjs). */
function ensureReactDemo(): Promise<void> {
  reactDemoBuild ??= (async () => {
    // @ts-expect-error -- a plain .mjs script without types
    const mod = (await import('../scripts/build-react-demo.mjs')) as { buildReactDemo(): Promise<void> };
    await mod.buildReactDemo();
  })().catch((err: unknown) => {
    reactDemoBuild = null;
    throw err;
  });
  return reactDemoBuild;
}

/** Django's `json_script` escaping: `<`, `>`, `&` as `\\u00XX`, so the JSON cannot close its `<script>`. */
function jsonScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003C').replace(/>/g, '\\u003E').replace(/&/g, '\\u0026');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The "Django" render of demo/reviews.html (docs/reviews-html.md; portal-identity-reviews §2 "Reviews page"): fills
 * the `{{ … }}` placeholders from the page query the way the site's view would —
 * - `?doctor=<id>` whose reviews (default {@link REVIEWS_DOCTOR_ID}; e.g. the hostile or the failing doctor);
 * - `?type=` the first page's filter (an unknown value is ignored → `all`, as the widget does);
 * - `?cards=N` renders the first N cards of {@link BENCH_REVIEWS_DOCTOR_ID} (the bench: `?cards=50`);
 * - `?redirect=1` adds `redirect-url` (a filter click reloads the page with `?type=`).
 * The first page holds {@link DEFAULT_REVIEWS_PAGE_SIZE} cards (or N) and `next-page` says whether more exist.
 */
export function renderReviewsPage(template: string, query: URLSearchParams): string {
  const cards = Number(query.get('cards'));
  const bench = Number.isInteger(cards) && cards > 0;
  const requested = Number(query.get('doctor'));
  const doctorId = bench
    ? BENCH_REVIEWS_DOCTOR_ID
    : Number.isInteger(requested) && DOCTORS[requested]
      ? requested
      : REVIEWS_DOCTOR_ID;
  const rawType = query.get('type') ?? 'all';
  const type: ReviewType = (REVIEW_TYPES as readonly string[]).includes(rawType)
    ? (rawType as ReviewType)
    : 'all';
  const pageSize = bench ? Math.min(cards, 100) : DEFAULT_REVIEWS_PAGE_SIZE;
  const list = reviewsOfType(doctorId, type);
  const first = list.slice(0, pageSize);
  const all = reviewsOfType(doctorId, 'all');
  const fio = DOCTORS[doctorId]?.fio ?? 'Врач';
  const initials = fio
    .split(' ')
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const branchLpus = [LPU_IDS.yasen, LPU_IDS.dobryDoctor];
  const branches = branchLpus.map((id, i) => ({
    name: LPUS[id]?.name ?? `Клиника ${id}`,
    address: LPUS[id]?.address ?? '',
    link: `/reviews.html?branch=${id}`,
    current: i === 0 && !query.get('branch') ? true : query.get('branch') === String(id),
  }));
  const extra = query.get('redirect') === '1' ? ' redirect-url="/reviews.html?redirect=1&amp;type=$0"' : '';
  const values: Record<string, string> = {
    doctor_id: String(doctorId),
    doctor_fio: escapeHtml(fio),
    doctor_initials: escapeHtml(initials),
    review_total: String(all.length),
    type,
    review_filters: jsonScript(reviewFilterOptions(doctorId)),
    review_branches: jsonScript(branches),
    next_page: list.length > pageSize ? '2' : '0',
    review_cards: first.map(reviewCardHtml).join('\n'),
    rate_id_page1: String(all[Math.min(4, all.length - 1)]?.id ?? 0),
    rate_id_page2: String(all[Math.min(DEFAULT_REVIEWS_PAGE_SIZE + 4, all.length - 1)]?.id ?? 0),
    hostile_doctor_id: String(HOSTILE_REVIEWS_DOCTOR_ID),
    failing_doctor_id: String(FAILING_REVIEWS_DOCTOR_ID),
    extra_attributes: extra + (bench ? ` page-size="${DEFAULT_REVIEWS_PAGE_SIZE}"` : ''),
  };
  return template.replace(/\{\{ (\w+) \}\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The "Django" render of demo/doctor-page.html: the awards content of the season running now in Moscow time (the
 * year is data: `awardsContent(year)`), so the banner shows the phase of today's date or of `?now=`.
 */
export function renderDoctorPage(template: string, query: URLSearchParams): string {
  const at = new Date(query.get('now') ?? Date.now());
  const instant = Number.isNaN(at.getTime()) ? Date.now() : at.getTime();
  // portal-identity-reviews §9: Moscow is UTC+3 (no DST).
  const moscowYear = new Date(instant + 3 * 3_600_000).getUTCFullYear();
  const values: Record<string, string> = { awards_content: jsonScript(awardsContent(moscowYear)) };
  return template.replace(/\{\{ (\w+) \}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The "Django" render of demo/awards-banner.html: the 2024 season's content (the page's `?now=` links are in 2024). */
export function renderAwardsBannerPage(template: string): string {
  return template.replace('{{ awards_content }}', jsonScript(awardsContent(2024)));
}

/**
 * The demo's template tags, what the site's Django template tags do with the build's dist/cdn/preload.json
 * (docs/api.md "Preloading the booking block" and "Widget groups"; ADR 218, 237). Without a build (no manifest),
 * both render nothing and the page works without them.
 * - `{% pd_widgets_import_map %}`, in the base template's `<head>` before any module script: one
 *   `<script type="importmap">` that sends each grouped widget's entry to its group's chunk (the manifest's
 *   `importMap`, under the static prefix), so the widgets of a group are one request, not a facade each;
 * - `{% pd_widgets_preload 'pd-clinic-list' %}`: one `<link rel="modulepreload">` per file the named widgets need
 *   before their code can run (their entry, the runtime, the chunks they import), each file once; nothing for a tag
 *   the manifest does not know.
 */
export async function renderPreloadTags(html: string): Promise<string> {
  if (!html.includes('{% pd_widgets_')) return html;
  let manifest: { widgets?: Record<string, string[]>; importMap?: Record<string, string> } = {};
  try {
    manifest = JSON.parse(await readFile(path.join(CDN_DIR, 'preload.json'), 'utf8')) as typeof manifest;
  } catch {
    // No build yet (dist/cdn/preload.json missing): the page works without the hints.
  }
  const widgets = manifest.widgets ?? {};
  const imports = Object.fromEntries(
    Object.entries(manifest.importMap ?? {}).map(([from, to]) => [STATIC_PREFIX + from, STATIC_PREFIX + to]),
  );
  return html
    .replace(/\{% pd_widgets_import_map %\}/g, () =>
      Object.keys(imports).length
        ? `<script type="importmap">${JSON.stringify({ imports }).replace(/</g, '\\u003c')}</script>`
        : '',
    )
    .replace(/\{% pd_widgets_preload((?: '[a-z0-9-]+')+) %\}/g, (_whole, names: string) => {
      const files = new Set((names.match(/[a-z0-9-]+/g) ?? []).flatMap((name) => widgets[name] ?? []));
      return [...files]
        .map((file) => `<link rel="modulepreload" href="${STATIC_PREFIX}${file}" />`)
        .join('\n    ');
    });
}

/** Pages rendered by a "view" instead of served as files. */
const RENDERED_PAGES: Record<string, (template: string, query: URLSearchParams) => string> = {
  'reviews.html': renderReviewsPage,
  'doctor-page.html': renderDoctorPage,
  'awards-banner.html': renderAwardsBannerPage,
};

/** What a request handler of the site needs to know about the running servers. */
interface SiteContext {
  /** The site's origin, `http://localhost:<port>`. */
  origin: string;
  log: boolean;
  /** The partner site's base URL (`http://127.0.0.1:<port>/`), linked from the index. */
  partnerUrl: string;
  /** Origins answered with CORS on {@link SCHEDULE_CORS_PATHS} (django-cors-headers' `CORS_ALLOWED_ORIGINS`). */
  corsOrigins: ReadonlySet<string>;
}

/**
 * The CORS headers the site sends on a schedule endpoint for this request: `Access-Control-Allow-Origin` = the
 * request's `Origin` when it is allowed, and `Vary: Origin` (the answer depends on it); never
 * `Access-Control-Allow-Credentials` (partner calls carry no cookies). `{}` for any other path or origin.
 */
export function scheduleCorsHeaders(
  pathname: string,
  requestOrigin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  if (!SCHEDULE_CORS_PATHS.has(pathname)) return {};
  if (!requestOrigin || !allowed.has(requestOrigin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': requestOrigin, Vary: 'Origin' };
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, ctx: SiteContext) {
  const { origin, log } = ctx;
  const url = new URL(req.url ?? '/', origin);
  const pathname = url.pathname;
  const method = req.method ?? 'GET';
  const isRead = method === 'GET' || method === 'HEAD';

  if (isRead && pathname === '/favicon.ico') {
    res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' });
    res.end();
    return;
  }

  // Demo pages: '/', '/name.html'.
  if (isRead && (pathname === '/' || /^\/[a-z0-9-]+\.html$/.test(pathname))) {
    const name = pathname === '/' ? 'index.html' : pathname.slice(1);
    const file = path.join(DEMO_DIR, name);
    const view =
      name === 'index.html'
        ? (template: string) => template.replace(/\{\{ partner_url \}\}/g, ctx.partnerUrl)
        : RENDERED_PAGES[name];
    if (view && (await isFile(file))) {
      const body = await renderPreloadTags(view(await readFile(file, 'utf8'), url.searchParams));
      return send(res, 200, req.method === 'HEAD' ? '' : body, {
        ...htmlHeaders(name, body),
        'Content-Type': CONTENT_TYPES['.html']!,
      });
    }
    if (await isFile(file)) {
      const template = await readFile(file, 'utf8');
      // A page with the site's template tags (the import map of the base template) is rendered, as Django would.
      if (!template.includes('{% pd_widgets_')) return sendFile(req, res, file, htmlHeaders(name, template));
      const body = await renderPreloadTags(template);
      return send(res, 200, req.method === 'HEAD' ? '' : body, {
        ...htmlHeaders(name, body),
        'Content-Type': CONTENT_TYPES['.html']!,
      });
    }
    return send(res, 404, 'Нет такой страницы', { 'Set-Cookie': csrfCookie() });
  }

  // The booking redirect targets: one demo page that lists the received query.
  if (isRead && REDIRECT_TARGETS.has(pathname)) {
    return sendFile(
      req,
      res,
      path.join(DEMO_DIR, 'appointment-new.html'),
      htmlHeaders('appointment-new.html'),
    );
  }

  // Page assets (CSS, small scripts of the demo pages).
  if (isRead && pathname.startsWith('/assets/')) {
    const file = safeJoin(ASSETS_DIR, pathname.slice('/assets/'.length));
    if (!file) return send(res, 400, 'Bad path');
    if (await isFile(file)) return sendFile(req, res, file, { 'Cache-Control': 'no-cache' });
    return send(res, 404, 'Not found');
  }

  // The CDN build (and the same build as the "previous release" folder). `Access-Control-Allow-Origin: *`: module
  // scripts are fetched with CORS, so a partner page on another origin can load the loader and its chunks.
  const staticPrefix = [STATIC_PREFIX, OLD_STATIC_PREFIX].find((prefix) => pathname.startsWith(prefix));
  if (isRead && staticPrefix) {
    const rel = pathname.slice(staticPrefix.length);
    const file = safeJoin(CDN_DIR, rel);
    if (!file) return send(res, 400, 'Bad path');
    if (!(await isFile(file))) {
      return send(res, 404, `Not found: ${rel} (run \`npm run build\` first: dist/cdn/ is served here)`);
    }
    const cache = HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache';
    // The CDN files carry no `//# sourceMappingURL` comment (bytes every visitor paid, ADR 202): the map is named
    // in the `SourceMap` header instead, as a CDN would send it, so devtools still find it.
    const headers: Record<string, string> = { 'Cache-Control': cache, 'Access-Control-Allow-Origin': '*' };
    if (rel.endsWith('.js') && (await isFile(`${file}.map`)))
      headers.SourceMap = `${path.posix.basename(rel)}.map`;
    return sendFile(req, res, file, headers);
  }

  // The bare React baseline of `npm run bench` (dist/bench/, built by bench/run.mjs; demo/bench-react.html).
  if (isRead && pathname.startsWith('/bench/')) {
    const file = safeJoin(BENCH_DIR, pathname.slice('/bench/'.length));
    if (!file) return send(res, 400, 'Bad path');
    if (await isFile(file)) return sendFile(req, res, file, { 'Cache-Control': 'no-cache' });
    return send(res, 404, 'Not found (built by `npm run bench`: dist/bench/ is served here)');
  }

  // The React demo bundle (built on first request from dist/lib/react.js).
  if (isRead && pathname.startsWith('/react-demo/')) {
    const file = safeJoin(REACT_DEMO_DIR, pathname.slice('/react-demo/'.length));
    if (!file) return send(res, 400, 'Bad path');
    try {
      await ensureReactDemo();
    } catch (err) {
      return send(res, 500, `React demo build failed: ${(err as Error).message}`);
    }
    if (await isFile(file)) return sendFile(req, res, file, { 'Cache-Control': 'no-cache' });
    return send(res, 404, 'Not found');
  }

  // The read-only schedule endpoints answer allowed partner origins with CORS (preflight and actual response).
  const cors = scheduleCorsHeaders(pathname, req.headers.origin, ctx.corsOrigins);
  if (method === 'OPTIONS' && SCHEDULE_CORS_PATHS.has(pathname)) {
    const preflight = cors['Access-Control-Allow-Origin'] ? CORS_PREFLIGHT : {};
    res.writeHead(204, { ...cors, ...preflight, 'Content-Length': '0' });
    res.end();
    return;
  }

  // Everything else: the reference API (/ajax/…, /api/…, the SSO paths, /leave/ …).
  return answerFromMocks(req, res, origin, log, cors);
}

/** Cache of the build's release version and loader hash (dist/cdn/integrity.json), for the partner pages. */
async function releaseInfo(): Promise<{ version: string; loaderIntegrity: string }> {
  try {
    const manifest = JSON.parse(await readFile(path.join(CDN_DIR, 'integrity.json'), 'utf8')) as {
      version: string;
      files: Record<string, string>;
    };
    return {
      version: manifest.version,
      loaderIntegrity: manifest.files[`${manifest.version}/loader.js`] ?? '',
    };
  } catch {
    // Not built yet: the pages still render (the SRI page then cannot load its loader).
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    return { version: pkg.version, loaderIntegrity: '' };
  }
}

/**
 * A partner page of demo/partner/ as the partner's server sends it: `{{ site }}` = the directory site's origin
 * (where the partner copied the two lines from), `{{ partner }}` = the partner's own origin, `{{ version }}` and
 * `{{ loader_integrity }}` = the release and the sha384 of its `<version>/loader.js` from dist/cdn/integrity.json
 * (the SRI snippet of docs/partners.md).
 */
export function renderPartnerPage(
  template: string,
  values: { site: string; partner: string; version: string; loader_integrity: string },
): string {
  return template.replace(/\{\{ (\w+) \}\}/g, (whole, key: string) =>
    key in values ? values[key as keyof typeof values] : whole,
  );
}

/** What the partner server needs: the site's origin, its own, and the list of API requests it received. */
interface PartnerContext {
  site: string;
  origin: string;
  hits: string[];
}

/**
 * The partner clinic's server: its pages (demo/partner/*.html, `/` = index.html) under {@link partnerCsp}, its
 * own stylesheets and scripts (demo/partner/*.css|js) and the partner stylesheet of demo/assets/. It has no API:
 * `/ajax/…` and `/api/…` are counted ({@link PARTNER_HITS_PATH}) and answered 404.
 */
async function handlePartner(req: http.IncomingMessage, res: http.ServerResponse, ctx: PartnerContext) {
  const url = new URL(req.url ?? '/', ctx.origin);
  const pathname = url.pathname;
  const method = req.method ?? 'GET';
  const isRead = method === 'GET' || method === 'HEAD';

  if (/^\/(?:ajax|api)\//.test(pathname)) {
    ctx.hits.push(`${method} ${pathname}`);
    return send(res, 404, JSON.stringify({ detail: 'The partner site has no API' }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  if (isRead && pathname === PARTNER_HITS_PATH) {
    return send(res, 200, JSON.stringify({ hits: ctx.hits }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  if (isRead && pathname === '/favicon.ico') {
    res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' });
    res.end();
    return;
  }
  if (isRead && (pathname === '/' || /^\/[a-z0-9-]+\.html$/.test(pathname))) {
    const name = pathname === '/' ? 'index.html' : pathname.slice(1);
    const file = path.join(PARTNER_DIR, name);
    if (!(await isFile(file))) return send(res, 404, 'Нет такой страницы');
    const { version, loaderIntegrity } = await releaseInfo();
    const body = renderPartnerPage(await readFile(file, 'utf8'), {
      site: ctx.site,
      partner: ctx.origin,
      version,
      loader_integrity: loaderIntegrity,
    });
    return send(res, 200, req.method === 'HEAD' ? '' : body, {
      'Content-Type': CONTENT_TYPES['.html']!,
      'Content-Security-Policy': partnerCsp(ctx.site, name),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  }
  if (isRead && /^\/[a-z0-9-]+\.(?:css|js)$/.test(pathname)) {
    const file = path.join(PARTNER_DIR, pathname.slice(1));
    if (await isFile(file)) return sendFile(req, res, file, { 'Cache-Control': 'no-cache' });
  }
  if (isRead && pathname.startsWith('/assets/')) {
    const file = safeJoin(ASSETS_DIR, pathname.slice('/assets/'.length));
    if (!file) return send(res, 400, 'Bad path');
    if (await isFile(file)) return sendFile(req, res, file, { 'Cache-Control': 'no-cache' });
  }
  return send(res, 404, 'Not found');
}

/** The call-confirmation websocket of the reference API (CONTRACT "Wire shapes"; config `liveUrl` = `/live`). */
const LIVE_CALL_PATH = /^\/live\/calls\/([^/]+)\/$/;

/**
 * Serves `ws://…/live/calls/{uuid}/` with `serveCallSocket` of mocks/api/sso.ts (`{"status":"finished"}` a few seconds
 * after the call request, pongs to pings); any other upgrade is refused. Returns a closer for the open sockets.
 */
function attachLiveCalls(server: http.Server, log: boolean): () => void {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const match = LIVE_CALL_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (log) console.log(`WS ${req.url}`);
      const serve = () => serveCallSocket(ws, decodeURIComponent(match[1]));
      const scope = scopeOf(req);
      if (scope) requestScope.run(scope, serve);
      else serve();
    });
  });
  return () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}

/**
 * The reference API's state scope of the request being answered (mocks/scope.ts, ADR 183): the
 * `pd_test_scope` cookie an e2e browser context carries, so test files sharing this server do not see each
 * other's favourites, codes or recorded views. Pages without it (the demo) share the default scope.
 */
const requestScope = new AsyncLocalStorage<string>();
setScopeResolver(() => requestScope.getStore());

/** The value of cookie `cookie` of a request, if any (undefined when malformed). */
function cookieValue(req: http.IncomingMessage, cookie: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== cookie || !rest.length) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // a malformed value names nothing (never a thrown request handler)
    }
  }
  return undefined;
}

/** The scope a request names in its {@link SCOPE_COOKIE} cookie, if any. */
function scopeOf(req: http.IncomingMessage): string | undefined {
  return cookieValue(req, SCOPE_COOKIE);
}

/** Listens on `port` (0: a free one) and resolves with the port it got. */
function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Closes a server and its open connections. */
function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}

/** Runs a request handler; an exception is a 500 (or a cut connection once headers went out). */
function guard(req: http.IncomingMessage, res: http.ServerResponse, answer: () => Promise<void>): void {
  answer().catch((err: unknown) => {
    console.error(`[demo] ${req.method} ${req.url}:`, err);
    if (!res.headersSent) send(res, 500, 'Internal error');
    else res.destroy();
  });
}

/**
 * Starts the demo server and the partner site ({@link DemoServerOptions.partnerPort}); resolves once both listen.
 * The site is `http://localhost:<port>/`, the partner `http://127.0.0.1:<partnerPort>/`: two origins.
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const port = options.port ?? Number(process.env.PORT ?? 5173);
  const partnerPort = options.partnerPort ?? (port === 0 ? 0 : port + 1);
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? false;
  const corsOrigins = new Set(options.partnerOrigins ?? []);
  const site: SiteContext = { origin: '', log, partnerUrl: '', corsOrigins };
  const partner: PartnerContext = { site: '', origin: '', hits: [] };

  const server = http.createServer((req, res) => {
    const scope = scopeOf(req);
    const answer = () => handle(req, res, site);
    guard(req, res, () => (scope ? requestScope.run(scope, answer) : answer()));
  });
  const partnerServer = http.createServer((req, res) =>
    guard(req, res, () => handlePartner(req, res, partner)),
  );
  const closeLive = attachLiveCalls(server, log);

  let actual: number;
  let actualPartner: number;
  try {
    actual = await listen(server, port, host);
    actualPartner = await listen(partnerServer, partnerPort, host);
  } catch (err) {
    closeLive();
    await Promise.all([closeServer(server), closeServer(partnerServer)]);
    throw err;
  }
  site.origin = `http://localhost:${actual}`;
  partner.site = site.origin;
  // Another host name as well as another port: cookies of `localhost` never reach it.
  partner.origin = `http://127.0.0.1:${actualPartner}`;
  site.partnerUrl = `${partner.origin}/`;
  corsOrigins.add(partner.origin);
  return {
    url: `${site.origin}/`,
    port: actual,
    partnerUrl: site.partnerUrl,
    partnerApiHits: () => [...partner.hits],
    close: async () => {
      closeLive();
      await Promise.all([closeServer(server), closeServer(partnerServer)]);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  startDemoServer({ log: process.env.DEMO_LOG === '1' }).then(
    ({ url, partnerUrl }) => {
      console.log(`pd-widgets demo: ${url}`);
      console.log(`partner clinic site (another origin, embeds the calendars from the demo): ${partnerUrl}`);
    },
    (err: unknown) => {
      console.error('pd-widgets demo: cannot start:', err);
      process.exit(1);
    },
  );
}
