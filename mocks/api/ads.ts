/**
 * Reference API: ad tracking (portal-identity-reviews §3 "Ad element data", §4 "Ads", §7 "Tracking"; ADR 157).
 *
 * - `POST /ajax/view_banner/` (form `p` 100|50, `c`, `btype`, `redis_id`, `csrfmiddlewaretoken`) → 204; recorded.
 *   `p` not 100/50, or no `c`/`btype` → 400. Campaign {@link FAILING_AD_CAMPAIGN} → 500 (the widget stays silent).
 * - `POST /ajax/view_status/` (form `key`, `redis_id`, `js=1` or `visible=1`, `csrfmiddlewaretoken`) → 204; recorded.
 *   No `key`, or neither flag → 400. Both need the CSRF token (403 otherwise).
 * - `GET /ad/event/c/{campaign}/?banner_type={type}` → a small HTML page naming the campaign (the real one redirects
 *   to the advertiser); recorded as a click.
 * - `GET /ajax/ads/recorded/` → `{banners, statuses, clicks}` (tests and the demo); `DELETE` → 204, forgets them.
 */
import { scoped } from '../scope';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { csrfFailure } from '../csrf';
import type { HandlerOptions } from './schedule';

/** A campaign whose view_banner always fails with 500 (the widget must stay silent). */
export const FAILING_AD_CAMPAIGN = '999';
/** Title of the reference ad event page. */
export const AD_EVENT_PAGE_TITLE = 'Переход к рекламодателю';

/** One recorded view_banner form. */
export interface RecordedBanner {
  p: string;
  c: string;
  btype: string;
  redis_id: string;
}
/** One recorded view_status form (`js` / `visible` are `'1'` or absent). */
export interface RecordedStatus {
  key: string;
  redis_id: string;
  js?: string;
  visible?: string;
}
/** One recorded ad event page request. */
export interface RecordedClick {
  campaign: string;
  banner_type: string;
}

/** What the endpoints received, per scope (../scope.ts). */
const recorded = scoped<{ banners: RecordedBanner[]; statuses: RecordedStatus[]; clicks: RecordedClick[] }>(
  () => ({
    banners: [],
    statuses: [],
    clicks: [],
  }),
);

/** What the ad endpoints received so far (tests). */
export function recordedAds(): {
  banners: RecordedBanner[];
  statuses: RecordedStatus[];
  clicks: RecordedClick[];
} {
  return {
    banners: recorded.banners.map((b) => ({ ...b })),
    statuses: recorded.statuses.map((s) => ({ ...s })),
    clicks: recorded.clicks.map((c) => ({ ...c })),
  };
}

/** Forgets everything recorded (tests). */
export function resetRecordedAds(): void {
  recorded.banners = [];
  recorded.statuses = [];
  recorded.clicks = [];
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function formOf(request: Request): Promise<Record<string, string> | null> {
  try {
    const data = await request.formData();
    const out: Record<string, string> = {};
    data.forEach((value, key) => {
      if (typeof value === 'string' && key !== 'csrfmiddlewaretoken') out[key] = value;
    });
    return out;
  } catch {
    return null;
  }
}

const bad = (detail: string) => HttpResponse.json({ detail }, { status: 400 });

/** Handlers of the ads area. */
export function adsHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.post(`${base}/ajax/view_banner/`, async ({ request, cookies }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const form = await formOf(request);
      if (!form || (form.p !== '100' && form.p !== '50') || !form.c || !form.btype) {
        return bad('Ожидаются p (100 или 50), c, btype');
      }
      if (form.c === FAILING_AD_CAMPAIGN) return new HttpResponse('Server Error (500)', { status: 500 });
      recorded.banners.push({ p: form.p, c: form.c, btype: form.btype, redis_id: form.redis_id ?? '' });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/ajax/view_status/`, async ({ request, cookies }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const form = await formOf(request);
      if (!form || !form.key || (form.js !== '1' && form.visible !== '1')) {
        return bad('Ожидаются key и js=1 или visible=1');
      }
      const status: RecordedStatus = { key: form.key, redis_id: form.redis_id ?? '' };
      if (form.js) status.js = form.js;
      if (form.visible) status.visible = form.visible;
      recorded.statuses.push(status);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/ad/event/c/:campaign/`, async ({ request, params }) => {
      await wait();
      const campaign = String(params.campaign ?? '');
      const type = new URL(request.url).searchParams.get('banner_type') ?? '';
      recorded.clicks.push({ campaign, banner_type: type });
      const page =
        '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${AD_EVENT_PAGE_TITLE} — ПроДокторов (демо)</title></head>` +
        '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">' +
        `<main><h1>${AD_EVENT_PAGE_TITLE}</h1><p>Кампания <strong>${escapeHtml(campaign)}</strong>, ` +
        `тип баннера <strong>${escapeHtml(type)}</strong>. Здесь сервер перенаправляет на сайт рекламодателя.</p>` +
        '</main></body></html>';
      return new HttpResponse(page, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
    http.get(`${base}/ajax/ads/recorded/`, () => HttpResponse.json(recordedAds())),
    http.delete(`${base}/ajax/ads/recorded/`, () => {
      resetRecordedAds();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
