/**
 * The demo server (ARCHITECTURE §11 "The reference API and the demo").
 *
 * Serves the demo pages in `demo/` the way a Django site would (a `csrftoken` cookie on every page response,
 * `no-store` HTML), the CDN build `dist/cdn/` under `/static/pd-widgets/` (the `{% static 'pd-widgets/…' %}`
 * path), and answers every other request with the reference API: the msw handlers of `mocks/handlers.ts`,
 * resolved through msw's `getResponse()` with no service worker and no interception. A request no handler
 * answers is a 404.
 *
 * Run: `tsx demo/server.ts` (PORT env, default 5173). Reuse from tests/bench: {@link startDemoServer}.
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

/**
 * A content-hashed chunk name (`0.1.0/modal-3fA9_x1Q.js`): safe to cache forever. Not the names the loader derives
 * (`0.1.0/pd-appointment-calendar.js`, `0.1.0/runtime.js`) nor the loader itself: those are revalidated (ADR 118).
 */
const HASHED = /(?:^|\/)(?!pd-)[\w-]+-[\w-]{8}\.(?:js|css|mjs)$/;

export interface DemoServerOptions {
  /** TCP port; 0 picks a free one. Default: `PORT` env or 5173. */
  port?: number;
  /** Host to bind; default `127.0.0.1` (loopback only). */
  host?: string;
  /** Log every API request to stdout. */
  log?: boolean;
}

export interface DemoServer {
  /** Base URL with a trailing slash, e.g. `http://localhost:5173/`. */
  url: string;
  port: number;
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
  headers: Record<string, string> = {},
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
  headers: Record<string, string>,
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

function htmlHeaders(name: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Cache-Control': 'no-store',
    'Set-Cookie': csrfCookie(),
    'Referrer-Policy': 'same-origin',
  };
  if (CSP_PAGES.has(name)) headers['Content-Security-Policy'] = STRICT_CSP;
  return headers;
}

/** Converts a Node request into a Fetch `Request` (method, headers incl. Cookie, body). */
async function toFetchRequest(req: http.IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
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
) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const request = await toFetchRequest(req, origin);
  const response = await getResponse(handlers, request, { baseUrl: origin, quiet: true });
  if (log) console.log(`${req.method} ${req.url} → ${response?.status ?? 404}`);
  if (res.destroyed) return;
  if (!response) {
    send(res, 404, JSON.stringify({ detail: 'Not found (no reference API handler)' }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    return;
  }
  const headers: Record<string, string | string[]> = {};
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

/** Pages rendered by a "view" instead of served as files. */
const RENDERED_PAGES: Record<string, (template: string, query: URLSearchParams) => string> = {
  'reviews.html': renderReviewsPage,
  'doctor-page.html': renderDoctorPage,
  'awards-banner.html': renderAwardsBannerPage,
};

async function handle(req: http.IncomingMessage, res: http.ServerResponse, origin: string, log: boolean) {
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
    const view = RENDERED_PAGES[name];
    if (view && (await isFile(file))) {
      const body = view(await readFile(file, 'utf8'), url.searchParams);
      return send(res, 200, req.method === 'HEAD' ? '' : body, {
        ...htmlHeaders(name),
        'Content-Type': CONTENT_TYPES['.html']!,
      });
    }
    if (await isFile(file)) return sendFile(req, res, file, htmlHeaders(name));
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

  // The CDN build.
  if (isRead && pathname.startsWith(STATIC_PREFIX)) {
    const rel = pathname.slice(STATIC_PREFIX.length);
    const file = safeJoin(CDN_DIR, rel);
    if (!file) return send(res, 400, 'Bad path');
    if (!(await isFile(file))) {
      return send(res, 404, `Not found: ${rel} (run \`npm run build\` first: dist/cdn/ is served here)`);
    }
    const cache = HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return sendFile(req, res, file, { 'Cache-Control': cache, 'Access-Control-Allow-Origin': '*' });
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

  // Everything else: the reference API (/ajax/…, /api/…, the SSO paths, /leave/ …).
  return answerFromMocks(req, res, origin, log);
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

/** The scope a request names in its {@link SCOPE_COOKIE} cookie, if any. */
function scopeOf(req: http.IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SCOPE_COOKIE || !rest.length) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // a malformed value names no scope (never a thrown request handler)
    }
  }
  return undefined;
}

/** Starts the demo server; resolves once it listens. */
export function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const port = options.port ?? Number(process.env.PORT ?? 5173);
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? false;
  let origin = '';
  const server = http.createServer((req, res) => {
    const scope = scopeOf(req);
    const answer = () => handle(req, res, origin, log);
    (scope ? requestScope.run(scope, answer) : answer()).catch((err: unknown) => {
      console.error(`[demo] ${req.method} ${req.url}:`, err);
      if (!res.headersSent) send(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  const closeLive = attachLiveCalls(server, log);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      origin = `http://localhost:${actual}`;
      resolve({
        url: `${origin}/`,
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            closeLive();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  startDemoServer({ log: process.env.DEMO_LOG === '1' }).then(
    ({ url }) => console.log(`pd-widgets demo: ${url}`),
    (err: unknown) => {
      console.error('pd-widgets demo: cannot start:', err);
      process.exit(1);
    },
  );
}
