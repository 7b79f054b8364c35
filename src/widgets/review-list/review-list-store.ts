/**
 * The live state of one `<pd-review-list>` and its actions (portal-identity-reviews §4 "Reviews list", §7 "Reviews
 * list", §8 "Reviews ajax errors are logged and the flow continues", §9 "Reviews preloaded and added per load").
 * Decisions: docs/decisions/133-review-list-node-cache-and-paging.md, 135-review-list-errors-and-scroll.md.
 *
 * The review cards are server HTML in the element's LIGHT DOM (the site's CSS styles them; the shadow root shows
 * them through a `<slot>`). The store owns those card nodes, per type:
 * - the cards present at start are the first page of the initial type (rendered by Django);
 * - filtering detaches the shown cards of the current type (they stay in that type's cache, so a review never
 *   appears twice — its `id="rate-N"` stays unique) and appends the new type's first batch: from its cache when it
 *   holds enough (no request), else after fetching pages (§4 "Nodes cached per type are reused … Otherwise more
 *   nodes are fetched if the loaded total is not enough");
 * - 'show more' appends the next batch, from the cache first, then the server;
 * - every `template` goes through `sanitizeToElements(template, '[data-pd-review]')` (DOMPurify) before it is used;
 *   only top-level review cards are kept. src/shared/sanitize is imported on the first request, alongside it.
 * A failed request is logged (`[pd-widgets] pd-review-list: …`) and the flow continues: a failed filter shows the
 * previous type again, a failed 'show more' keeps the button for a retry; `failed` lets the view say so.
 */
import { map, type MapStore } from 'nanostores';
import { logError } from '../../core/dom';
import { isAbortError } from '../../core/http';
import {
  CARD_SELECTOR,
  pageRequest,
  REVIEW_LIST_TAG,
  searchWithType,
  type ReviewListType,
} from './review-list-model';
import { fetchReviewsPage, type ReviewsPageQuery, type ReviewsPageReply } from './reviews-api';

/** What the view renders. */
export interface ReviewListState {
  /** The type shown (or being loaded). */
  type: ReviewListType;
  /** The type before the last filter (§4 "remembers the previous type"); `null` before the first one. */
  previous: ReviewListType | null;
  /** `filter`: a new type is loading (the loader shows); `more`: 'show more' is loading; `null`: idle. */
  busy: 'filter' | 'more' | null;
  /** Cards of the current type shown. */
  shown: number;
  /** More cards of this type exist (cached or on the server): 'show more' is offered. */
  hasMore: boolean;
  /** The last request failed (logged; the view may say so until the next action). */
  failed: boolean;
  /** The store has taken the cards of the page (always true once created; kept for views built before it). */
  ready: boolean;
}

/** The detail of `review-list:filter`. */
export interface ReviewListFilterDetail {
  type: ReviewListType;
  previous: ReviewListType | null;
}

/** Options of {@link createReviewListStore}; the defaults are the library's own. */
export interface ReviewListStoreOptions {
  /** The element whose light DOM holds the cards. */
  host: HTMLElement;
  /** The reviews ajax URL; `null` = no requests (only the cards present are shown). */
  ajaxUrl: string | null;
  /** The type of the cards present at start (the page's `?type=`). */
  initialType: ReviewListType;
  /** The server has more pages of the initial type (`next-page` present and > 0). */
  hasNextPage: boolean;
  fetchPage?: (ajaxUrl: string, query: ReviewsPageQuery, signal?: AbortSignal) => Promise<ReviewsPageReply>;
  /** Server HTML → inert card elements; default `sanitizeToElements(html, '[data-pd-review]')`. */
  sanitize?: (html: string) => Element[];
  /** Writes the type to the page address; default `history.replaceState` with `?type=`. */
  writeType?: (type: ReviewListType) => void;
  /** Called after a filter was applied. */
  onFilter?: (detail: ReviewListFilterDetail) => void;
}

/** One list's store. */
export interface ReviewListStore {
  readonly $state: MapStore<ReviewListState>;
  /** Starts (again) after a stop; returns the cleanup that aborts the requests in flight (call it on unmount). */
  start(): () => void;
  /** Shows `type` with `batch` cards (§4 "Filtering"). Resolves when done (also on failure: never rejects). */
  filter(type: ReviewListType, batch: number): Promise<void>;
  /** Shows `batch` more cards; resolves with the first new card (or `null`). Never rejects. */
  showMore(batch: number): Promise<Element | null>;
  /** Tops the current type up to `count` shown cards (§9 "preloaded": 20 on mobile). Never rejects. */
  preload(count: number): Promise<void>;
  /** Whether `type` has cached cards (tests, stories). */
  cachedCount(type: ReviewListType): number;
  /** Changes the ajax URL for later requests. */
  setAjaxUrl(url: string | null): void;
}

interface TypeCache {
  /** Every card of this type received so far, in server order. */
  nodes: Element[];
  /** Their `data-review-id`s (a card the server sends twice is kept once). */
  ids: Set<string>;
  /** How many of `nodes` are attached (the first `shown`). */
  shown: number;
  /** Server items consumed (the next request starts here). */
  offset: number;
  /** The server has nothing more (`next_page_number` null). */
  exhausted: boolean;
}

/** Requests per action at most (a misbehaving server cannot keep the list loading forever). */
const MAX_REQUESTS_PER_ACTION = 4;

function defaultWriteType(type: ReviewListType): void {
  if (typeof history === 'undefined' || typeof location === 'undefined') return;
  try {
    history.replaceState(history.state, '', searchWithType(location.search, type) + location.hash);
  } catch (err) {
    logError(REVIEW_LIST_TAG, 'could not write the filter to the address', err);
  }
}

/** Creates the store of one `<pd-review-list>`; the cards in `host`'s light DOM now are the initial type's first page. */
export function createReviewListStore(opts: ReviewListStoreOptions): ReviewListStore {
  const { host } = opts;
  let ajaxUrl = opts.ajaxUrl;
  const fetchPage = opts.fetchPage ?? fetchReviewsPage;
  // DOMPurify (~10 kB) is fetched with the first page request, not with the widget: the first render never needs it.
  let sanitizer: Promise<(html: string) => Element[]> | null = opts.sanitize
    ? Promise.resolve(opts.sanitize)
    : null;
  const loadSanitizer = () =>
    (sanitizer ??= import('../../shared/sanitize').then(
      (m) => (html: string) => m.sanitizeToElements(html, CARD_SELECTOR),
      (err: unknown) => {
        sanitizer = null; // tried again with the next request
        throw err;
      },
    ));
  const writeType = opts.writeType ?? defaultWriteType;

  const caches = new Map<ReviewListType, TypeCache>();
  const cacheOf = (type: ReviewListType): TypeCache => {
    let c = caches.get(type);
    if (!c) {
      c = { nodes: [], ids: new Set(), shown: 0, offset: 0, exhausted: false };
      caches.set(type, c);
    }
    return c;
  };

  const $state = map<ReviewListState>({
    type: opts.initialType,
    previous: null,
    busy: null,
    shown: 0,
    hasMore: false,
    failed: false,
    ready: false,
  });
  /** The type whose cards are on the page (differs from `$state.type` while a filter loads). */
  let applied: ReviewListType = opts.initialType;
  let controller = new AbortController();

  const canFetch = (c: TypeCache) => !c.exhausted && ajaxUrl !== null;
  const hasMore = (c: TypeCache) => c.shown < c.nodes.length || canFetch(c);

  /** Attaches the cards `c.nodes[c.shown, want)`; returns the first one attached. */
  function reveal(c: TypeCache, want: number): Element | null {
    const end = Math.min(want, c.nodes.length);
    if (end <= c.shown) return null;
    const fresh = c.nodes.slice(c.shown, end);
    host.append(...fresh);
    c.shown = end;
    return fresh[0] ?? null;
  }

  /** Detaches every card of `c` (the cache keeps them; `shown` is kept for a restore). */
  function detach(c: TypeCache): void {
    for (const node of c.nodes) if (node.parentNode) node.remove();
  }

  /** Fetches pages until `c` holds `want` cards or the server has no more. Rejects with the request's error. */
  async function load(c: TypeCache, type: ReviewListType, want: number, signal: AbortSignal): Promise<void> {
    for (let i = 0; i < MAX_REQUESTS_PER_ACTION && c.nodes.length < want && canFetch(c); i += 1) {
      const req = pageRequest(c.offset, want - c.nodes.length);
      const [reply, sanitize] = await Promise.all([
        fetchPage(ajaxUrl!, { page: req.page, type, pageSize: req.pageSize }, signal),
        loadSanitizer(),
      ]);
      if (signal.aborted) return;
      const fresh = sanitize(reply.template).slice(req.skip);
      c.offset += fresh.length;
      for (const el of fresh) {
        const id = el.getAttribute('data-review-id');
        if (id !== null && c.ids.has(id)) continue;
        if (id !== null) c.ids.add(id);
        c.nodes.push(el);
      }
      if (reply.nextPageNumber === null || fresh.length === 0) c.exhausted = true;
    }
  }

  const wasAborted = (err: unknown, signal: AbortSignal) => signal.aborted || isAbortError(err);

  function settle(type: ReviewListType, patch: Partial<ReviewListState> = {}): void {
    const c = cacheOf(type);
    $state.set({ ...$state.get(), type, busy: null, shown: c.shown, hasMore: hasMore(c), ...patch });
  }

  function renew(): AbortSignal {
    controller.abort();
    controller = new AbortController();
    return controller.signal;
  }

  // The cards on the page now are the first page of the initial type (rendered by Django).
  {
    const c = cacheOf(opts.initialType);
    for (const el of host.querySelectorAll(`:scope > ${CARD_SELECTOR}`)) {
      const id = el.getAttribute('data-review-id');
      if (id !== null) c.ids.add(id);
      c.nodes.push(el);
    }
    c.shown = c.nodes.length;
    c.offset = c.nodes.length;
    c.exhausted = !opts.hasNextPage;
    settle(opts.initialType, { ready: true });
  }

  async function grow(want: number): Promise<Element | null> {
    const s = $state.get();
    if (s.busy) return null;
    const type = s.type;
    const c = cacheOf(type);
    if (want <= c.shown) return null;
    let failed = false;
    if (c.nodes.length < want && canFetch(c)) {
      const signal = renew();
      $state.set({ ...s, busy: 'more', failed: false });
      try {
        await load(c, type, want, signal);
      } catch (err) {
        if (wasAborted(err, signal)) return null;
        failed = true;
        logError(REVIEW_LIST_TAG, `could not load more "${type}" reviews; the button stays for a retry`, err);
      }
      if (signal.aborted) return null;
    }
    const first = reveal(c, want);
    settle(type, { failed });
    return first;
  }

  return {
    $state,

    start() {
      if (controller.signal.aborted) {
        controller = new AbortController();
        // A load cut short by the stop (an unmount, React StrictMode's effect re-run) left `busy` set: clear it, or
        // the next preload or click would wait for a request that never ends.
        if ($state.get().busy) settle($state.get().type);
      }
      return () => controller.abort();
    },

    async filter(type, batch) {
      const s = $state.get();
      if (type === s.type) return;
      const signal = renew();
      const from = cacheOf(applied);
      detach(from);
      const previous = applied;
      const target = cacheOf(type);
      target.shown = 0;
      const needsFetch = target.nodes.length < batch && canFetch(target);
      $state.set({
        ...s,
        type,
        previous,
        busy: needsFetch ? 'filter' : null,
        shown: 0,
        hasMore: false,
        failed: false,
      });
      if (needsFetch) {
        try {
          await load(target, type, batch, signal);
        } catch (err) {
          if (wasAborted(err, signal)) return;
          logError(REVIEW_LIST_TAG, `could not load the "${type}" reviews; showing "${previous}" again`, err);
          // §8: the flow continues — the previous type's cards come back as they were.
          host.append(...from.nodes.slice(0, from.shown));
          settle(previous, { previous: s.previous, failed: true });
          return;
        }
        if (signal.aborted) return;
      }
      reveal(target, batch);
      applied = type;
      settle(type, { previous });
      writeType(type);
      opts.onFilter?.({ type, previous });
    },

    showMore(batch) {
      return grow(cacheOf($state.get().type).shown + batch);
    },

    async preload(count) {
      await grow(count);
    },

    cachedCount(type) {
      return caches.get(type)?.nodes.length ?? 0;
    },

    setAjaxUrl(url) {
      if (url === ajaxUrl) return;
      ajaxUrl = url;
      settle($state.get().type, { busy: $state.get().busy });
    },
  };
}
