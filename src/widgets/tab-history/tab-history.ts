/**
 * The tab-history recorder (portal-identity-reviews §3 "Tab-history record", §9): the visible time of each page view,
 * kept in localStorage (`pd_tab_history`, newest 100). DOM, no React. Decision:
 * docs/decisions/173-dropdown-list-and-tab-history.md.
 *
 * A span starts when the page is (or becomes) visible and ends when it is hidden (`visibilitychange`) or left
 * (`pagehide`); each ended span appends one record. A storage failure (disabled, full) is logged once and ignored.
 */
import { logError } from '../../core/dom';
import { now as clockNow } from '../../core/time';
import {
  TAB_HISTORY_KEY,
  TAB_HISTORY_TAG,
  appendRecord,
  makeRecord,
  parseHistory,
  recordUrl,
  type TabHistoryRecord,
} from './tab-history-model';

/** Dependencies, replaceable in tests. */
export interface TabHistoryOptions {
  /** Epoch ms; default `now()` of src/core/time. */
  now?: () => number;
  /** Default `window.localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The page address; default `location.href`. */
  href?: () => string;
}

/** The records stored now (oldest first). */
export function readTabHistory(storage: Pick<Storage, 'getItem'> = localStorage): TabHistoryRecord[] {
  try {
    return parseHistory(storage.getItem(TAB_HISTORY_KEY));
  } catch {
    return [];
  }
}

/** Starts recording on `doc`; returns the cleanup (which ends and records a running span). */
export function startTabHistory(doc: Document, opts: TabHistoryOptions = {}): () => void {
  const now = opts.now ?? (() => clockNow().getTime());
  const href = opts.href ?? (() => doc.defaultView?.location.href ?? '');
  let storage: Pick<Storage, 'getItem' | 'setItem'> | null = opts.storage ?? null;
  if (!storage) {
    try {
      storage = doc.defaultView?.localStorage ?? null;
    } catch {
      storage = null;
    }
  }
  let logged = false;
  let start: number | null = doc.visibilityState === 'hidden' ? null : now();

  const end = () => {
    if (start === null) return;
    const record = makeRecord(recordUrl(href()), start, now());
    start = null;
    if (!record || !storage) return;
    try {
      const list = appendRecord(parseHistory(storage.getItem(TAB_HISTORY_KEY)), record);
      storage.setItem(TAB_HISTORY_KEY, JSON.stringify(list));
    } catch (err) {
      if (!logged) logError(TAB_HISTORY_TAG, 'could not store the tab history', err);
      logged = true;
    }
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') end();
    else if (start === null) start = now();
  };
  const onPageShow = () => {
    if (start === null && doc.visibilityState !== 'hidden') start = now();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  doc.defaultView?.addEventListener('pagehide', end);
  doc.defaultView?.addEventListener('pageshow', onPageShow);
  return () => {
    end();
    doc.removeEventListener('visibilitychange', onVisibility);
    doc.defaultView?.removeEventListener('pagehide', end);
    doc.defaultView?.removeEventListener('pageshow', onPageShow);
  };
}
