/**
 * Reference API: favourites (portal-identity-reviews §7 "Favourites", "Notification read"; CONTRACT "Wire shapes":
 * `POST /api/patient/favourites/{type}/` body `[1,2,3]` → `{"data":[{"id":1,"in_user_favourites":true}]}`, and
 * the login page `/login/?next=…`). In-memory state per session (the `sessionid` cookie, else one fixed demo
 * user) that lives as long as the server; every unsafe method checks CSRF (../csrf.ts).
 */
import { scoped } from '../scope';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { isFavouriteType, type FavouriteType } from '../../src/widgets/favourite-button/favourites-api';
import { csrfFailure } from '../csrf';
import { FAILING_FAVOURITE_ID, FAVOURITES_DEMO_SESSION, INITIAL_FAVOURITES } from '../fixtures/favourites';
import type { HandlerOptions } from './schedule';

type Store = Record<FavouriteType, Set<number>>;

/** Favourites per session and the notifications marked read, per scope (../scope.ts). */
const memory = scoped(() => ({ sessions: new Map<string, Store>(), readNotifications: new Set<number>() }));

function freshStore(): Store {
  return { doctors: new Set(INITIAL_FAVOURITES.doctors), lpu: new Set(INITIAL_FAVOURITES.lpu) };
}

/** Whether notification `id` was marked read (tests). */
export function isNotificationRead(id: number): boolean {
  return memory.readNotifications.has(id);
}

/** Back to the fixtures' favourites for every session (tests). */
export function resetFavourites(): void {
  memory.sessions.clear();
  memory.readNotifications.clear();
}

/** The session key of a request: Django's `sessionid` cookie, else the fixed demo user. */
export function favouritesSession(request: Request, cookies: Record<string, string>): string {
  const raw = `${request.headers.get('cookie') ?? ''};sessionid=${cookies.sessionid ?? ''}`;
  for (const part of raw.split(/[;,]/)) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'sessionid' && rest.join('=')) return rest.join('=');
  }
  return FAVOURITES_DEMO_SESSION;
}

/** The favourites of a session (created from the fixtures on first use). */
export function favouritesOf(session: string = FAVOURITES_DEMO_SESSION): Store {
  let store = memory.sessions.get(session);
  if (!store) {
    store = freshStore();
    memory.sessions.set(session, store);
  }
  return store;
}

const notFound = () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

function parseId(raw: unknown): number | null {
  const n = Number(raw);
  return typeof raw === 'string' && /^\d+$/.test(raw) && Number.isInteger(n) && n > 0 ? n : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The demo login page (CONTRACT "Login page for the anonymous favourite prompt"): shows where it would return and
 * a link back. The anonymous demo page returns to its patient twin, since a static demo page cannot change its
 * own config after a login.
 */
function loginPage(url: URL): Response {
  const next = url.searchParams.get('next') ?? '/';
  let back = '/';
  try {
    const target = new URL(next, url.origin);
    if (target.origin === url.origin) {
      if (target.pathname === '/favourites-anonymous.html') target.pathname = '/favourites.html';
      back = `${target.pathname}${target.search}${target.hash}`;
    }
  } catch {
    back = '/';
  }
  const html = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Вход в личный кабинет — ПроДокторов (демо)</title>
    <link rel="stylesheet" href="/assets/site.css" />
  </head>
  <body>
    <main class="site-main" id="main">
      <h1>Вход в личный кабинет</h1>
      <p class="lead">Демо-страница входа. После входа пациент вернётся на страницу:</p>
      <p><code id="next">${escapeHtml(next)}</code></p>
      <p><a class="button" id="login-return" href="${escapeHtml(back)}">Войти как пациент и вернуться</a></p>
    </main>
  </body>
</html>`;
  return new HttpResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The favourites handlers (options as the schedule handlers: latency, path prefix). */
export function favouritesHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const latency = opts.latencyMs ?? 0;
  const wait = async () => {
    if (latency) await delay(latency);
  };

  return [
    // The state of a list of ids.
    http.post(`${base}/api/patient/favourites/:type/`, async ({ request, cookies, params }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      if (!isFavouriteType(params.type)) return notFound();
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return HttpResponse.json({ detail: 'JSON parse error' }, { status: 400 });
      }
      if (!Array.isArray(body) || !body.every((id) => Number.isInteger(id) && id > 0)) {
        return HttpResponse.json({ detail: 'Ожидался список id.' }, { status: 400 });
      }
      const store = favouritesOf(favouritesSession(request, cookies))[params.type];
      const ids = [...new Set(body as number[])];
      return HttpResponse.json({ data: ids.map((id) => ({ id, in_user_favourites: store.has(id) })) });
    }),

    // Add.
    http.post(`${base}/api/patient/favourites/:type/:id/`, async ({ request, cookies, params }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const id = parseId(params.id);
      if (!isFavouriteType(params.type) || id === null) return notFound();
      if (id === FAILING_FAVOURITE_ID) return serverError();
      favouritesOf(favouritesSession(request, cookies))[params.type].add(id);
      return HttpResponse.json({ id, in_user_favourites: true }, { status: 201 });
    }),

    // Remove.
    http.delete(`${base}/api/patient/favourites/:type/:id/`, async ({ request, cookies, params }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const id = parseId(params.id);
      if (!isFavouriteType(params.type) || id === null) return notFound();
      if (id === FAILING_FAVOURITE_ID) return serverError();
      favouritesOf(favouritesSession(request, cookies))[params.type].delete(id);
      return new HttpResponse(null, { status: 204 });
    }),

    // Notification read.
    http.patch(`${base}/api/medtochka/notifications/:id/`, async ({ request, cookies, params }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const id = parseId(params.id);
      if (id === null) return notFound();
      memory.readNotifications.add(id);
      return HttpResponse.json({ id, is_read: true });
    }),

    // The login page the anonymous prompt leads to.
    http.get(`${base}/login/`, ({ request }) => loginPage(new URL(request.url))),
  ];
}
