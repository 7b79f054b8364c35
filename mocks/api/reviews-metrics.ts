/**
 * Reference API: the review metrics service (portal-identity-reviews §7 "Tracking" review metrics; docs/reviews-html.md
 * "Metrics"). The review photos `/media/rates/…` are answered by ./reviews.ts.
 *
 * - `OPTIONS {base}/metrics/set-session/` → 204 with `Set-Cookie: pd_metrics_session=…; Path=/` (the demo server
 *   passes `Set-Cookie` through, as for the SSO session; the msw browser worker forwards it to `document.cookie`).
 * - `POST {base}/metrics/rates/seen/` (a `text/plain` JSON body `{"rates_id":{"lpu_rates_id":[…],
 *   "doctor_rates_id":[…]}}`, as `navigator.sendBeacon` sends it) → 204; the ids are recorded in memory. A body that is
 *   not that shape → 400.
 * - `GET {base}/metrics/rates/seen/` → `{beacons: [{lpu_rates_id, doctor_rates_id, session}], sessions: n}`: what was
 *   recorded (e2e); `DELETE` → 204, forgets it.
 */
import { scoped } from '../scope';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { HandlerOptions } from './schedule';

/** The metrics session cookie (the widgets check `document.cookie` for it). */
export const METRICS_SESSION_COOKIE = 'pd_metrics_session';

/** One recorded beacon. */
export interface RecordedBeacon {
  lpu_rates_id: number[];
  doctor_rates_id: number[];
  /** The `pd_metrics_session` cookie the beacon carried, if any. */
  session: string | null;
}

/** What the metrics service received, per scope (../scope.ts). */
const recorded = scoped<{ beacons: RecordedBeacon[]; sessions: number }>(() => ({
  beacons: [],
  sessions: 0,
}));

/** What the metrics service received so far (tests). */
export function recordedMetrics(): { beacons: RecordedBeacon[]; sessions: number } {
  return { beacons: recorded.beacons.map((b) => ({ ...b })), sessions: recorded.sessions };
}

/** Forgets the recorded beacons and session requests (tests). */
export function resetRecordedMetrics(): void {
  recorded.beacons = [];
  recorded.sessions = 0;
}

function cookieOf(request: Request, cookies: Record<string, string>, name: string): string | null {
  if (cookies[name]) return cookies[name]!;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name && rest.join('=')) return rest.join('=');
  }
  return null;
}

const isIdList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0);

/** Handlers of the metrics service. */
export function reviewsMetricsHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.options(`${base}/metrics/set-session/`, async () => {
      await wait();
      recorded.sessions += 1;
      const value = `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      return new HttpResponse(null, {
        status: 204,
        headers: { 'Set-Cookie': `${METRICS_SESSION_COOKIE}=${value}; Path=/; SameSite=Lax` },
      });
    }),
    http.post(`${base}/metrics/rates/seen/`, async ({ request, cookies }) => {
      await wait();
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return HttpResponse.json({ detail: 'Некорректный JSON' }, { status: 400 });
      }
      const rates = (body as { rates_id?: { lpu_rates_id?: unknown; doctor_rates_id?: unknown } } | null)
        ?.rates_id;
      if (!rates || !isIdList(rates.lpu_rates_id) || !isIdList(rates.doctor_rates_id)) {
        return HttpResponse.json({ detail: 'Ожидается rates_id' }, { status: 400 });
      }
      recorded.beacons.push({
        lpu_rates_id: rates.lpu_rates_id,
        doctor_rates_id: rates.doctor_rates_id,
        session: cookieOf(request, cookies, METRICS_SESSION_COOKIE),
      });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/metrics/rates/seen/`, () => HttpResponse.json(recordedMetrics())),
    http.delete(`${base}/metrics/rates/seen/`, () => {
      resetRecordedMetrics();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
