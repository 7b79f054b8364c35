// @vitest-environment jsdom
// jsdom: the store sanitises the server templates with DOMPurify, which is a no-op under happy-dom (ADR 002).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HOSTILE_REVIEWS_DOCTOR_ID,
  REVIEWS_DOCTOR_ID,
  reviewCardHtml,
  reviewsOfType,
  reviewsPage,
} from '../../../mocks/fixtures/reviews';
import { ApiError } from '../../core/http';
import type { ReviewListType } from './review-list-model';
import { createReviewListStore, type ReviewListStoreOptions } from './review-list-store';
import type { ReviewsPageQuery } from './reviews-api';

const AJAX = '/ajax/rates/doctor/1001/';

/** A fake server over the fixtures; records every query. */
function fakeServer(doctorId: number = REVIEWS_DOCTOR_ID) {
  const calls: ReviewsPageQuery[] = [];
  let failing = false;
  let gate: Promise<void> | null = null;
  const fetchPage = vi.fn(async (_url: string, q: ReviewsPageQuery, signal?: AbortSignal) => {
    calls.push(q);
    if (gate) await gate;
    if (signal?.aborted) throw new ApiError('aborted', 'aborted');
    if (failing) throw new ApiError('server', 'HTTP 500', { status: 500 });
    const r = reviewsPage(doctorId, q.type, q.page, q.pageSize);
    return { template: r.template, nextPageNumber: r.next_page_number };
  });
  return {
    calls,
    fetchPage,
    fail(on: boolean) {
      failing = on;
    },
    hold() {
      let release!: () => void;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

/** A host with the server-rendered first page of `type` (`count` cards). */
function hostWith(type: ReviewListType, count: number, doctorId: number = REVIEWS_DOCTOR_ID) {
  const host = document.createElement('div');
  host.innerHTML = reviewsOfType(doctorId, type).slice(0, count).map(reviewCardHtml).join('\n');
  document.body.append(host);
  return host;
}

const ids = (host: Element) =>
  [...host.querySelectorAll('[data-pd-review]')].map((c) => c.getAttribute('data-review-id'));
const expectedIds = (type: ReviewListType, from: number, to: number, doctorId: number = REVIEWS_DOCTOR_ID) =>
  reviewsOfType(doctorId, type)
    .slice(from, to)
    .map((r) => String(r.id));

function make(over: Partial<ReviewListStoreOptions> & { host: HTMLElement }) {
  const server = fakeServer();
  const writeType = vi.fn();
  const onFilter = vi.fn();
  const store = createReviewListStore({
    ajaxUrl: AJAX,
    initialType: 'all',
    hasNextPage: true,
    fetchPage: server.fetchPage,
    writeType,
    onFilter,
    ...over,
  });
  const stop = store.start();
  return { store, server, writeType, onFilter, stop };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('review list store: the first page', () => {
  it('takes the server-rendered cards as the first page of the initial type', () => {
    const host = hostWith('all', 10);
    const { store } = make({ host });
    expect(store.$state.get()).toMatchObject({
      type: 'all',
      shown: 10,
      hasMore: true,
      busy: null,
      ready: true,
    });
    expect(store.cachedCount('all')).toBe(10);
  });

  it('no next page: nothing more to load', () => {
    const host = hostWith('negative', 9);
    const { store } = make({ host, initialType: 'negative', hasNextPage: false });
    expect(store.$state.get()).toMatchObject({ type: 'negative', shown: 9, hasMore: false });
  });

  it('mobile preload (§9: 20): tops the 10 server cards up with page 2 of 10', async () => {
    const host = hostWith('all', 10);
    const { store, server } = make({ host });
    await store.preload(20);
    expect(server.calls).toEqual([{ page: 2, type: 'all', pageSize: 10 }]);
    expect(ids(host)).toEqual(expectedIds('all', 0, 20));
    expect(store.$state.get().shown).toBe(20);
    await store.preload(20); // already there: no request
    expect(server.calls).toHaveLength(1);
  });
});

describe('review list store: no server-rendered cards (a React app)', () => {
  it('with a next page, the preload loads page 1 itself', async () => {
    const host = hostWith('all', 0);
    const { store, server } = make({ host });
    expect(store.$state.get()).toMatchObject({ shown: 0, hasMore: true });
    await store.preload(10);
    expect(server.calls).toEqual([{ page: 1, type: 'all', pageSize: 10 }]);
    expect(ids(host)).toEqual(expectedIds('all', 0, 10));
  });

  it('a stop during the preload (React StrictMode runs effects twice) does not leave the list busy', async () => {
    const host = hostWith('all', 0);
    const { store, server, stop } = make({ host });
    const release = server.hold();
    const first = store.preload(10); // effect run 1
    expect(store.$state.get().busy).toBe('more');
    stop(); // StrictMode's cleanup aborts the request
    const stop2 = store.start(); // effect run 2
    release();
    await first;
    expect(store.$state.get().busy).toBeNull();
    await store.preload(10);
    expect(ids(host)).toEqual(expectedIds('all', 0, 10));
    expect(store.$state.get()).toMatchObject({ busy: null, shown: 10, hasMore: true });
    stop2();
  });
});

describe('review list store: show more (§4)', () => {
  it('adds batches from the server until the end, then hasMore is false', async () => {
    const host = hostWith('all', 10);
    const { store, server } = make({ host });
    const total = reviewsOfType(REVIEWS_DOCTOR_ID, 'all').length; // 56
    let first = await store.showMore(20);
    expect(first?.getAttribute('data-review-id')).toBe(expectedIds('all', 10, 11)[0]);
    expect(server.calls).toEqual([{ page: 1, type: 'all', pageSize: 30 }]); // one request, 10 overlap skipped
    expect(ids(host)).toEqual(expectedIds('all', 0, 30));
    while (store.$state.get().hasMore) first = await store.showMore(20);
    expect(ids(host)).toEqual(expectedIds('all', 0, total));
    expect(store.$state.get()).toMatchObject({ shown: total, hasMore: false });
    const requests = server.calls.length;
    expect(await store.showMore(20)).toBeNull();
    expect(server.calls).toHaveLength(requests);
  });

  it('a failed request is logged, the button stays (hasMore) and a retry works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = hostWith('all', 10);
    const { store, server } = make({ host });
    server.fail(true);
    expect(await store.showMore(10)).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[pd-widgets] pd-review-list: could not load more "all" reviews'),
      expect.any(ApiError),
    );
    expect(store.$state.get()).toMatchObject({ shown: 10, hasMore: true, failed: true, busy: null });
    server.fail(false);
    await store.showMore(10);
    expect(store.$state.get()).toMatchObject({ shown: 20, failed: false });
    expect(ids(host)).toEqual(expectedIds('all', 0, 20));
  });
});

describe('review list store: filtering (§4)', () => {
  it('hides the current cards, loads the new type, remembers the previous one, writes ?type= and reports it', async () => {
    const host = hostWith('all', 10);
    const { store, server, writeType, onFilter } = make({ host });
    const release = server.hold();
    const done = store.filter('negative', 10);
    // Loading: every card of the old type is detached, the loader state is on.
    expect(ids(host)).toEqual([]);
    expect(store.$state.get()).toMatchObject({ type: 'negative', previous: 'all', busy: 'filter', shown: 0 });
    release();
    await done;
    expect(server.calls).toEqual([{ page: 1, type: 'negative', pageSize: 10 }]);
    expect(ids(host)).toEqual(expectedIds('negative', 0, 9));
    expect(store.$state.get()).toMatchObject({
      type: 'negative',
      previous: 'all',
      busy: null,
      shown: 9,
      hasMore: false,
    });
    expect(writeType).toHaveBeenCalledWith('negative');
    expect(onFilter).toHaveBeenCalledWith({ type: 'negative', previous: 'all' });
  });

  it('a type chosen again comes from its cache: no request, the page is reset to the first batch', async () => {
    const host = hostWith('all', 10);
    const { store, server } = make({ host });
    await store.showMore(10); // all: 20 shown
    await store.filter('positive', 10);
    const requests = server.calls.length;
    await store.filter('all', 10);
    expect(server.calls).toHaveLength(requests);
    expect(ids(host)).toEqual(expectedIds('all', 0, 10)); // reset to one batch
    await store.showMore(10); // the second batch is cached too
    expect(server.calls).toHaveLength(requests);
    expect(ids(host)).toEqual(expectedIds('all', 0, 20));
    await store.filter('positive', 10);
    expect(server.calls).toHaveLength(requests);
    expect(ids(host)).toEqual(expectedIds('positive', 0, 10));
  });

  it('never shows a review twice: ids stay unique across filters', async () => {
    const host = hostWith('all', 10);
    const { store } = make({ host });
    await store.filter('positive', 10);
    await store.filter('all', 10);
    await store.filter('positive', 10);
    const seen = ids(host);
    expect(new Set(seen).size).toBe(seen.length);
    expect(host.querySelectorAll('[id^="rate-"]')).toHaveLength(seen.length);
  });

  it('choosing the current type does nothing', async () => {
    const host = hostWith('all', 10);
    const { store, server, onFilter } = make({ host });
    await store.filter('all', 10);
    expect(server.calls).toHaveLength(0);
    expect(onFilter).not.toHaveBeenCalled();
    expect(ids(host)).toHaveLength(10);
  });

  it('a failure is logged and the previous type comes back as it was (§8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = hostWith('all', 10);
    const { store, server, writeType, onFilter } = make({ host });
    server.fail(true);
    await store.filter('neutral', 10);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('could not load the "neutral" reviews; showing "all" again'),
      expect.any(ApiError),
    );
    expect(ids(host)).toEqual(expectedIds('all', 0, 10));
    expect(store.$state.get()).toMatchObject({
      type: 'all',
      busy: null,
      failed: true,
      shown: 10,
      hasMore: true,
    });
    expect(writeType).not.toHaveBeenCalled();
    expect(onFilter).not.toHaveBeenCalled();
    server.fail(false);
    await store.filter('neutral', 10);
    expect(store.$state.get()).toMatchObject({ type: 'neutral', failed: false, shown: 7 });
  });

  it('a second filter while the first loads wins; the aborted one leaves no cards behind', async () => {
    const host = hostWith('all', 10);
    const { store, server, onFilter } = make({ host });
    const release = server.hold();
    const first = store.filter('negative', 10);
    const second = store.filter('neutral', 10);
    release();
    await Promise.all([first, second]);
    expect(ids(host)).toEqual(expectedIds('neutral', 0, 7));
    expect(store.$state.get()).toMatchObject({ type: 'neutral', previous: 'all', busy: null });
    expect(onFilter).toHaveBeenCalledTimes(1);
    expect(onFilter).toHaveBeenCalledWith({ type: 'neutral', previous: 'all' });
  });

  it('without an ajax URL only cached cards are shown; an empty type says so (shown 0, nothing more)', async () => {
    const host = hostWith('all', 10);
    const { store, server } = make({ host, ajaxUrl: null });
    expect(store.$state.get().hasMore).toBe(false);
    await store.filter('negative', 10);
    expect(server.calls).toHaveLength(0);
    expect(store.$state.get()).toMatchObject({ type: 'negative', shown: 0, hasMore: false });
  });
});

describe('review list store: hostile server HTML stays inert (§7, ADR 132)', () => {
  it('keeps only sanitised review cards: no script, handler, javascript: URL, iframe, form or overlay', async () => {
    const hostile = fakeServer(HOSTILE_REVIEWS_DOCTOR_ID);
    const host = hostWith('all', 0, HOSTILE_REVIEWS_DOCTOR_ID);
    const store = createReviewListStore({
      host,
      ajaxUrl: '/ajax/rates/doctor/1002/',
      initialType: 'all',
      hasNextPage: true,
      fetchPage: hostile.fetchPage,
      writeType: () => {},
    });
    store.start();
    await store.showMore(10);
    // A card carrying hostile markup inside it, too.
    const inner = fakeServer();
    inner.fetchPage.mockImplementationOnce(async () => ({
      template:
        '<article data-pd-review data-review-id="9" id="rate-9" onclick="window.__x=1">' +
        '<a href="javascript:window.__x=2">x</a><img src="x" onerror="window.__x=3">' +
        '<style>body{display:none}</style><form action="https://evil.example"><input name="a"></form>' +
        '<div style="position:fixed;inset:0">o</div><pd-review-list></pd-review-list>' +
        '<a href="https://example.org/" target="_blank" data-x="1">ok</a></article>',
      nextPageNumber: null,
    }));
    const store2 = createReviewListStore({
      host,
      ajaxUrl: AJAX,
      initialType: 'positive',
      hasNextPage: true,
      fetchPage: inner.fetchPage,
      writeType: () => {},
    });
    store2.start();
    await store2.showMore(10);
    expect(host.querySelectorAll('[data-pd-review]').length).toBeGreaterThan(1);
    expect(host.querySelector('script, iframe, form, input, style, svg script, pd-review-list')).toBeNull();
    expect(host.querySelector('[data-hostile-overlay], [data-hostile-link]')).toBeNull(); // top-level junk dropped
    for (const el of host.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        expect(attr.startsWith('on'), `${el.localName}[${attr}]`).toBe(false);
        expect(attr).not.toBe('style');
      }
    }
    expect(
      [...host.querySelectorAll('a')].every((a) => !/^javascript:/i.test(a.getAttribute('href') ?? '')),
    ).toBe(true);
    const blank = host.querySelector('a[target="_blank"]');
    expect(blank?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(blank?.getAttribute('data-x')).toBe('1');
    expect(host.querySelector('#rate-9')?.hasAttribute('data-pd-review')).toBe(true);
    expect((window as { __x?: unknown; __pdHostile?: unknown }).__x).toBeUndefined();
    expect((window as { __pdHostile?: unknown }).__pdHostile).toBeUndefined();
  });
});
