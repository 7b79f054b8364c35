/**
 * Reference API: the town chooser and the header town search (portal-identity-reviews §2 "Town chooser popup", §3
 * "Town suggestion", §5 town search, §7 "Towns"). Decision: docs/decisions/170-town-chooser-and-search.md.
 *
 * - `GET /ajax/towns/` → the towns list as HTML (what Django renders into the popup): `<a href="{town link}">` per
 *   town, grouped by first letter, plus hostile markup (an `onerror` image, a `javascript:` link, a `<script>`) that
 *   the widget must render inert. `?empty=1` → an empty body.
 * - `POST /ajax/towns/{slug}/choose/` (form, CSRF checked) → `{"url": "/towns.html?town={slug}"}` (the demo page as
 *   the chosen town's home). Slug `oshibkino` → Django's 500 page; slug `chuzhbino` → a foreign-host url
 *   (`https://evil.example/…`) that the widgets must refuse; an unknown slug → 404.
 * - `GET /ajax/towns/search/?q={query}` → up to 10 suggestions `{name, url, translit, value}` whose name or translit
 *   contains the query (case-insensitive); the widget shows at most 5. Fewer than 3 characters → `[]`. The towns
 *   include a hostile name (`<img … onerror=…>`) that must render as text.
 * - `POST /ajax/towns/missing/` — the demo's plain HTML form with class `csrf` (portal-identity-reviews §5 "Forms
 *   carrying the csrf class get the token added on submit"): CSRF checked (403 without the token), else an HTML page
 *   'Спасибо, сообщение получено'.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { csrfFailure } from '../csrf';
import type { HandlerOptions } from './schedule';

/** The towns list (HTML) URL: the `data-towns-url` of the demo's opener. */
export const TOWNS_HTML_PATH = '/ajax/towns/';
/** The town search endpoint: the `search-url` of the demo's `<pd-town-search>`. */
export const TOWN_SEARCH_PATH = '/ajax/towns/search/';
/** A town's choose link (the POST target). */
export const townChoosePath = (slug: string): string => `/ajax/towns/${slug}/choose/`;
/** Where choosing `slug` goes (the reply's `url`). */
export const townHomeUrl = (slug: string): string => `/towns.html?town=${encodeURIComponent(slug)}`;
/** The slug whose POST fails with 500. */
export const FAILING_TOWN_SLUG = 'oshibkino';
/** The slug whose POST replies with a foreign host. */
export const FOREIGN_TOWN_SLUG = 'chuzhbino';
/** The foreign url of {@link FOREIGN_TOWN_SLUG}. */
export const FOREIGN_TOWN_URL = 'https://evil.example/moskva/';
/** A hostile town name (search suggestions; must render as text). */
export const HOSTILE_TOWN_NAME = 'Мосхак<img src=x onerror="window.__pdPwned=1">';

/** The demo's csrf-class form target. */
export const MISSING_TOWN_FORM_PATH = '/ajax/towns/missing/';
/** The heading of its reply page. */
export const MISSING_TOWN_THANKS = 'Спасибо, сообщение получено';

/** A town of the reference API. */
export interface DemoTown {
  name: string;
  translit: string;
  slug: string;
}

/** Every town (Russian alphabetical order within the demo). */
export const DEMO_TOWNS: readonly DemoTown[] = [
  { name: 'Барнаул', translit: 'barnaul', slug: 'barnaul' },
  { name: 'Волгоград', translit: 'volgograd', slug: 'volgograd' },
  { name: 'Воронеж', translit: 'voronezh', slug: 'voronezh' },
  { name: 'Екатеринбург', translit: 'ekaterinburg', slug: 'ekaterinburg' },
  { name: 'Железногорск', translit: 'zheleznogorsk', slug: 'zheleznogorsk' },
  { name: 'Казань', translit: 'kazan', slug: 'kazan' },
  { name: 'Красноярск', translit: 'krasnoyarsk', slug: 'krasnoyarsk' },
  { name: 'Курск', translit: 'kursk', slug: 'kursk' },
  { name: 'Лесосибирск', translit: 'lesosibirsk', slug: 'lesosibirsk' },
  { name: 'Москва', translit: 'moskva', slug: 'moskva' },
  { name: 'Мосальск', translit: 'mosalsk', slug: 'mosalsk' },
  { name: 'Новосибирск', translit: 'novosibirsk', slug: 'novosibirsk' },
  { name: 'Орск', translit: 'orsk', slug: 'orsk' },
  { name: 'Ошибкино', translit: 'oshibkino', slug: FAILING_TOWN_SLUG },
  { name: 'Пермь', translit: 'perm', slug: 'perm' },
  { name: 'Санкт-Петербург', translit: 'sankt-peterburg', slug: 'spb' },
  { name: 'Уфа', translit: 'ufa', slug: 'ufa' },
  { name: 'Чужбино', translit: 'chuzhbino', slug: FOREIGN_TOWN_SLUG },
];

const SEARCHABLE: readonly DemoTown[] = [
  ...DEMO_TOWNS,
  { name: HOSTILE_TOWN_NAME, translit: 'moshack', slug: 'moshack' },
];

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The towns HTML (grouped by first letter) with hostile markup the sanitiser must neutralise. */
export function townsHtml(): string {
  const groups = new Map<string, DemoTown[]>();
  for (const town of DEMO_TOWNS) {
    const letter = town.name[0];
    groups.set(letter, [...(groups.get(letter) ?? []), town]);
  }
  const parts = [...groups].map(
    ([letter, towns]) =>
      `<div class="towns__group"><p class="towns__letter">${escapeHtml(letter)}</p><ul class="towns__list">` +
      towns
        .map(
          (t) =>
            `<li><a class="towns__link" href="${townChoosePath(t.slug)}" data-town="${t.slug}">${escapeHtml(t.name)}</a></li>`,
        )
        .join('') +
      '</ul></div>',
  );
  return (
    '<div class="towns">' +
    parts.join('') +
    // Hostile markup: must be inert after sanitising.
    '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__pdPwned=1" alt="">' +
    '<script>window.__pdPwned=1</script>' +
    '<p class="towns__note"><a href="javascript:window.__pdPwned=1">Все города</a></p>' +
    '</div>'
  );
}

/** The search: name or translit contains the query, case-insensitive; at most 10 (the widget shows 5). */
export function searchTowns(query: string): { name: string; url: string; translit: string; value: string }[] {
  const q = query.trim().toLocaleLowerCase('ru');
  if (q.length < 3) return [];
  return SEARCHABLE.filter((t) => t.name.toLocaleLowerCase('ru').includes(q) || t.translit.includes(q))
    .slice(0, 10)
    .map((t) => ({ name: t.name, url: townChoosePath(t.slug), translit: t.translit, value: t.slug }));
}

const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

/** Handlers of the towns area. */
export function townsHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.get(`${base}${TOWN_SEARCH_PATH}`, async ({ request }) => {
      await wait();
      return HttpResponse.json(searchTowns(new URL(request.url).searchParams.get('q') ?? ''));
    }),
    http.get(`${base}${TOWNS_HTML_PATH}`, async ({ request }) => {
      await wait();
      const empty = new URL(request.url).searchParams.get('empty') === '1';
      return new HttpResponse(empty ? '' : townsHtml(), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }),
    http.post(`${base}/ajax/towns/:slug/choose/`, async ({ request, params, cookies }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const slug = String(params.slug);
      if (slug === FAILING_TOWN_SLUG) return serverError();
      if (slug === FOREIGN_TOWN_SLUG) return HttpResponse.json({ url: FOREIGN_TOWN_URL });
      if (!SEARCHABLE.some((t) => t.slug === slug)) {
        return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      }
      return HttpResponse.json({ url: townHomeUrl(slug) });
    }),
    http.post(`${base}${MISSING_TOWN_FORM_PATH}`, async ({ request, cookies }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const page =
        '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${MISSING_TOWN_THANKS} — ПроДокторов (демо)</title></head>` +
        '<body style="font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1d2733">' +
        `<main><h1>${MISSING_TOWN_THANKS}</h1><p><a href="/towns.html">Вернуться</a></p></main></body></html>`;
      return new HttpResponse(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
  ];
}
