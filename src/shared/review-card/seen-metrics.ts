/**
 * Review-seen metrics (portal-identity-reviews §4 "Review seen", §7 "Tracking" review metrics, §8 "Tracking failures
 * are silent"; docs/reviews-html.md "Metrics"). Decision: docs/decisions/138-review-seen-beacons.md.
 *
 * Page-wide (module state): every `<ReviewCards>` of the page shares one set of reported ids, so an id goes to the
 * metrics service once per page whichever widget saw it. Ids reported within {@link SEEN_BATCH_MS} go in one
 * `navigator.sendBeacon('{metricsBase}/rates/seen/', '{"rates_id":{…}}')`; pending ids are flushed when the page is
 * hidden (`visibilitychange`). Before the first beacon to a base, when `document.cookie` has no
 * `pd_metrics_session`, one `OPTIONS {metricsBase}/set-session/` with `credentials: 'include'` asks the service for
 * its session cookie. Only in the config environments prod, stage and smoke. Nothing here throws or logs.
 */
import * as v from 'valibot';
import { getConfig } from '../../core/config';
import { request } from '../../core/http';
import {
  SEEN_BATCH_MS,
  hasMetricsSession,
  metricsEnabled,
  metricsUrl,
  seenBeaconBody,
  type ReviewKind,
  type SeenBatch,
} from './review-card-model';

/** `kind:id` of every id reported on this page. */
const reported = new Set<string>();
/** Pending ids per metrics base. */
const pending = new Map<string, SeenBatch>();
/** The `set-session` request per metrics base (once per page). */
const sessions = new Map<string, Promise<void>>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

const anything = v.unknown();

function absolute(base: string): string {
  try {
    return new URL(base, location.href).href;
  } catch {
    return base;
  }
}

function readCookie(): string {
  try {
    return document.cookie;
  } catch {
    return ''; // sandboxed documents may throw
  }
}

/** Asks the metrics service for its session cookie once per page and base, unless the cookie is already there. */
function ensureSession(base: string): Promise<void> {
  let done = sessions.get(base);
  if (!done) {
    done = hasMetricsSession(readCookie())
      ? Promise.resolve()
      : request(metricsUrl(absolute(base), '/set-session/'), anything, {
          method: 'OPTIONS',
          credentials: 'include',
          responseType: 'text',
          timeoutMs: 5000,
        }).then(
          () => undefined,
          () => undefined, // silent (§8)
        );
    sessions.set(base, done);
  }
  return done;
}

function send(base: string, batch: SeenBatch): void {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
    navigator.sendBeacon(metricsUrl(absolute(base), '/rates/seen/'), seenBeaconBody(batch));
  } catch {
    // silent (§8 "Tracking failures are silent")
  }
}

function takePending(): [string, SeenBatch][] {
  const out = [...pending.entries()];
  pending.clear();
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  return out;
}

/** Sends the pending ids now (after the session request, if one is due). */
function flush(): void {
  for (const [base, batch] of takePending()) void ensureSession(base).then(() => send(base, batch));
}

/** The page is being hidden: send what is pending at once (the session request may not finish in time). */
function flushHidden(): void {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
  for (const [base, batch] of takePending()) send(base, batch);
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', flushHidden);
}

/**
 * Records that the review `id` of `kind` was seen, for the metrics service at `metricsBase` (absolute URL or path).
 * Ignored when `metricsBase` is empty, the config env is not prod/stage/smoke, or the id was already reported on
 * this page. Never throws.
 */
export function reportSeen(metricsBase: string | undefined, kind: ReviewKind, id: number): void {
  try {
    if (!metricsBase || !metricsEnabled(getConfig().env)) return;
    const key = `${kind}:${id}`;
    if (reported.has(key)) return;
    reported.add(key);
    let batch = pending.get(metricsBase);
    if (!batch) pending.set(metricsBase, (batch = { doctor: [], lpu: [] }));
    batch[kind].push(id);
    listen();
    timer ??= setTimeout(flush, SEEN_BATCH_MS);
  } catch {
    // silent (§8)
  }
}

/** True when the id was already reported on this page (the observer then does not watch its card). */
export function wasReported(kind: ReviewKind, id: number): boolean {
  return reported.has(`${kind}:${id}`);
}

/** Tests only: forget every reported id, pending batch and session request. */
export function resetSeenMetrics(): void {
  reported.clear();
  pending.clear();
  sessions.clear();
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}
