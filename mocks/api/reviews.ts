/**
 * Reference API: the reviews list ajax and the review photos (portal-identity-reviews §7 "Reviews list", §8 "Reviews
 * ajax errors are logged and the flow continues"; docs/reviews-html.md "The reviews ajax reply").
 *
 * - `GET /ajax/rates/{doctor|lpu}/{id}/?page=&ratetype=&page_size=` → `{template, next_page_number}` built by
 *   `reviewsPage()` of mocks/fixtures/reviews.ts. `page` is 1-based (default 1), `ratetype` one of
 *   {@link REVIEW_TYPES} (default `all`), `page_size` 1–100 (default {@link DEFAULT_REVIEWS_PAGE_SIZE}). A malformed
 *   `page`, `page_size` or `ratetype` → 400 `{"detail":"…"}`; {@link FAILING_REVIEWS_DOCTOR_ID} → Django's 500 page;
 *   {@link HOSTILE_REVIEWS_DOCTOR_ID}'s templates carry hostile HTML (the widget must keep it inert).
 * - `GET /media/rates/{id}/{n}.svg` and `{n}_preview.svg` → a small placeholder photo; anything else under
 *   `/media/rates/` (e.g. the `missing.jpg` of 3-photo cards) → 404, so the gallery shows its failure text.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  FAILING_REVIEWS_DOCTOR_ID,
  HOSTILE_REVIEWS_DOCTOR_ID,
  REVIEW_TYPES,
  reviewsPage,
  type ReviewType,
} from '../fixtures/reviews';
import type { HandlerOptions } from './schedule';

export { FAILING_REVIEWS_DOCTOR_ID, HOSTILE_REVIEWS_DOCTOR_ID };

/** The page size of the reference API when the request has no `page_size` (docs/reviews-html.md). */
export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
/** The largest `page_size` the reference API accepts. */
export const MAX_REVIEWS_PAGE_SIZE = 100;

const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

const badRequest = (detail: string) => HttpResponse.json({ detail }, { status: 400 });

/** A positive integer query value (`fallback` when absent), or `null` when malformed or out of `[1, max]`. */
function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number | null {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

const PHOTO_COLOURS = ['#cfe3f7', '#d9f0dc', '#f7e3cf', '#e6dcf5'];

/** A placeholder photo (SVG) for review `id`, photo `n`. */
export function reviewPhotoSvg(id: number, n: number, preview: boolean): string {
  const size = preview ? 72 : 640;
  const colour = PHOTO_COLOURS[(id + n) % PHOTO_COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${colour}"/>` +
    '<circle cx="22" cy="22" r="7" fill="#ffffff" opacity="0.8"/>' +
    '<path d="M6 54l16-18 10 10 8-8 18 16z" fill="#8a94a6" opacity="0.7"/>' +
    `<text x="32" y="60" font-size="8" text-anchor="middle" fill="#1f2733">${n}</text></svg>`
  );
}

/** Handlers of the reviews area. */
export function reviewsHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.get(`${base}/ajax/rates/:kind/:id/`, async ({ request, params }) => {
      await wait();
      const kind = String(params.kind);
      const rawId = String(params.id);
      if ((kind !== 'doctor' && kind !== 'lpu') || !/^\d+$/.test(rawId)) {
        return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
      }
      const id = Number(rawId);
      const query = new URL(request.url).searchParams;
      const page = positiveInt(query.get('page'), 1);
      if (page === null) return badRequest('Неверный номер страницы');
      const pageSize = positiveInt(query.get('page_size'), DEFAULT_REVIEWS_PAGE_SIZE, MAX_REVIEWS_PAGE_SIZE);
      if (pageSize === null) return badRequest('Неверный размер страницы');
      const type = query.get('ratetype') ?? 'all';
      if (!(REVIEW_TYPES as readonly string[]).includes(type)) return badRequest('Неизвестный тип отзывов');
      if (id === FAILING_REVIEWS_DOCTOR_ID) return serverError();
      return HttpResponse.json(reviewsPage(id, type as ReviewType, page, pageSize));
    }),

    http.get(`${base}/media/rates/:id/:file`, async ({ params }) => {
      const match = /^(\d)(_preview)?\.svg$/.exec(String(params.file));
      const id = Number(params.id);
      if (!match || !Number.isFinite(id)) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(reviewPhotoSvg(id, Number(match[1]), Boolean(match[2])), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
      });
    }),
  ];
}
