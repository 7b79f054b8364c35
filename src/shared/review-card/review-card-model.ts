/**
 * Pure rules of the review cards (portal-identity-reviews §2 "Review cards", §3 "Review card data", "Review
 * assessment", §4 "Review seen", §5 "Review star colour", §7 "Tracking" review metrics, §9). No DOM, no timers.
 * Decisions: docs/decisions/136–139.
 */
import { format } from '../../core/i18n';
import { reviewCardMessages as msg } from './messages';

/** §9 "Max stars 5". */
export const MAX_STARS = 5;
/** §5/§9 "Star thresholds -0.4 and 0.4": below the first is error, up to the second warning, above success. */
export const STAR_THRESHOLDS = [-0.4, 0.4] as const;
/** The lowest and highest assessment value (§3 "Review assessment": a number from -3 to 3). */
export const RATE_MIN = -3;
export const RATE_MAX = 3;
/** §4 "Review seen" / §9: a card counts as seen after being visible continuously this long, ms. */
export const SEEN_DWELL_MS = 2000;
/** §9 "Review-seen … root margin -100px 0px": the viewport shrunk by 100 px at the top and bottom. */
export const SEEN_ROOT_MARGIN = '-100px 0px';
/** Seen ids collected within this window go in one beacon, ms (docs/reviews-html.md "Metrics"). */
export const SEEN_BATCH_MS = 1000;
/** The config environments that send review metrics (§7 "Tracking": prod, stage and smoke only). */
export const METRICS_ENVS: readonly string[] = ['prod', 'stage', 'smoke'];
/** The cookie the metrics service sets on `OPTIONS {metricsBase}/set-session/` (§7). */
export const METRICS_SESSION_COOKIE = 'pd_metrics_session';
/** How many cards are enhanced in one task before giving the main thread back (ADR 062, ADR 139). */
export const ENHANCE_BATCH_SIZE = 8;

/**
 * Time slice of one enhancement task (ms of wall clock, `performance.now()`): no further card is started in a task
 * after this, so a throttled or busy device gets shorter tasks, not longer ones (ADR 139).
 */
export const ENHANCE_SLICE_MS = 8;

/** Star colour of a value (§5 "Review star colour"). */
export type StarColour = 'neutral' | 'error' | 'warning' | 'success';

/**
 * The colour of a rate's stars: no value (`null`, `undefined`, NaN) → `neutral`; below -0.4 → `error`; up to and
 * including 0.4 → `warning`; above → `success` (§5; thresholds §9).
 */
export function starColour(value: number | null | undefined): StarColour {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'neutral';
  if (value < STAR_THRESHOLDS[0]) return 'error';
  if (value <= STAR_THRESHOLDS[1]) return 'warning';
  return 'success';
}

/** Filled stars of a value: value + 3 rounded, clamped to 0…5; no value → 0 (§5 "Filled stars = value + 3, out of 5"). */
export function filledStars(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(value + 3)));
}

/** `data-rate-value` → the value: a finite number, or `null` for an empty/missing/non-numeric attribute. */
export function parseRateValue(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** The accessible label of a rate's stars: 'Оценка 4 из 5', or 'Без оценки' when there is no value. */
export function starsLabel(value: number | null): string {
  if (value === null) return msg.noRate;
  return format(msg.stars, { filled: filledStars(value), max: MAX_STARS });
}

/** The gallery counter 'N из M' (1-based `index + 1` of `count`). */
export function galleryCounter(index: number, count: number): string {
  return format(msg.counter, { n: index + 1, m: count });
}

/** The index after moving `step` (±1) through `count` images, wrapping around at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Which metrics list a card's id goes to (§3 "Review card data" reviewType). */
export type ReviewKind = 'doctor' | 'lpu';

/** `data-review-type` → the kind, or `null` when it is neither `doctor` nor `lpu`. */
export function reviewKind(raw: string | null): ReviewKind | null {
  return raw === 'doctor' || raw === 'lpu' ? raw : null;
}

/** `data-review-id` → a positive integer id, or `null`. */
export function reviewId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** The seen ids of one beacon. */
export interface SeenBatch {
  doctor: number[];
  lpu: number[];
}

/**
 * The beacon body (§7 "Tracking": `rates_id` with `lpu_rates_id` and `doctor_rates_id`), as a JSON string: sent as a
 * string, `sendBeacon` uses `text/plain;charset=UTF-8`, a CORS-safelisted type (no preflight).
 */
export function seenBeaconBody(batch: SeenBatch): string {
  return JSON.stringify({ rates_id: { lpu_rates_id: batch.lpu, doctor_rates_id: batch.doctor } });
}

/** True when review metrics are sent in this config environment (§7: prod, stage, smoke). */
export function metricsEnabled(env: string): boolean {
  return METRICS_ENVS.includes(env);
}

/** True when a `document.cookie` string holds the metrics session cookie. */
export function hasMetricsSession(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${METRICS_SESSION_COOKIE}=`));
}

/** `{metricsBase}{path}` without a doubled slash (`/metrics/` + `/rates/seen/` → `/metrics/rates/seen/`). */
export function metricsUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}
