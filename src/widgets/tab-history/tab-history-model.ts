/**
 * Pure rules of the tab history (portal-identity-reviews §3 "Tab-history record: url, start, end, difference", §9
 * "Tab history limit 100 entries"). No DOM. Decision: docs/decisions/173-dropdown-list-and-tab-history.md.
 *
 * Units: `start` and `end` are epoch milliseconds (`Date#getTime()` of `now()` from src/core/time), `difference` is
 * `end - start` in milliseconds — the time the page was visible in that span.
 */

/** The tag of the recorder element. */
export const TAB_HISTORY_TAG = 'pd-tab-history';
/** The localStorage key holding the JSON array of records, oldest first. */
export const TAB_HISTORY_KEY = 'pd_tab_history';
/** At most this many records are kept, the newest (§9). */
export const TAB_HISTORY_LIMIT = 100;

/** One visible span of a page (§3). */
export interface TabHistoryRecord {
  /** The page address without its hash. */
  url: string;
  /** Epoch ms when the page became visible. */
  start: number;
  /** Epoch ms when it was hidden (or left). */
  end: number;
  /** `end - start`, ms. */
  difference: number;
}

/** The page address recorded: `href` without the hash. */
export function recordUrl(href: string): string {
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
}

/** A record for a visible span, or `null` when the span is not a real one (`end < start`, not finite numbers). */
export function makeRecord(url: string, start: number, end: number): TabHistoryRecord | null {
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start || !url) return null;
  return { url, start, end, difference: end - start };
}

/** `list` plus `record`, keeping the newest `limit` (default 100, §9). Never mutates `list`. */
export function appendRecord(
  list: readonly TabHistoryRecord[],
  record: TabHistoryRecord,
  limit: number = TAB_HISTORY_LIMIT,
): TabHistoryRecord[] {
  const next = [...list, record];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

const isRecord = (v: unknown): v is TabHistoryRecord => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.url === 'string' &&
    typeof r.start === 'number' &&
    typeof r.end === 'number' &&
    typeof r.difference === 'number' &&
    r.difference === r.end - r.start
  );
};

/** The stored JSON → the valid records (anything else, or broken JSON, is dropped), at most the newest `limit`. */
export function parseHistory(
  raw: string | null | undefined,
  limit: number = TAB_HISTORY_LIMIT,
): TabHistoryRecord[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const valid = value.filter(isRecord);
  return valid.length > limit ? valid.slice(valid.length - limit) : valid;
}
