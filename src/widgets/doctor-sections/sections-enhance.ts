/**
 * The DOM side of `<pd-doctor-sections>`: enhances the server-rendered doctor page under `host` (light DOM) following
 * docs/doctor-sections-html.md (portal-identity-reviews §2 "Doctor page", §4 "Lazy doctor sections" and "List
 * loader", §7, §8 infinite-scroll failure, §9; booking-schedule §2 "Other" recommendations). Rules live in
 * `doctor-sections-model.ts`; this file only wires them to the DOM. Decisions: docs/decisions/162–164.
 *
 * - Lazy sections: one IntersectionObserver with root margin 300 px loads each `[data-section]` once (page 1) when the
 *   viewport comes within 300 px of it; a TOC link click or a `location.hash` naming it loads it too, and the page is
 *   scrolled to it once its content is in. `[data-ds-activities]` is replaced by the section skeletons of
 *   GET /ajax/doctor/{id}/activities/ the same way (or when a link/hash names a section it does not have yet).
 * - Further pages: page n+1 on a click on `[data-ds-more]` (its `[data-ds-counter]` shows what remains; removed when
 *   nothing does) or when `[data-ds-scroller]` comes within 300 px (the list loader: `data-ds-list-state` loading →
 *   fullyLoaded; a failure removes the scroller, §8).
 * - Every reply goes through `sanitizeFragment` (DOMPurify) before insertion; the sanitiser chunk is imported with the
 *   first request.
 * - The TOC: `aria-current="location"` on the current section's link (offset 75 px; a passive scroll listener
 *   throttled to 100 ms reads the section tops), `data-ds-fixed` once it has reached the viewport's top (same
 *   handler), the show-all toggle 'Показать весь список' / 'Скрыть'.
 * - Recommendations: `[data-ds-reveal]` shows the block's hidden items and removes its own container.
 */
import { logError } from '../../core/dom';
import { isAbortError } from '../../core/http';
import { DESKTOP_QUERY } from '../../core/stores';
import {
  ATTR,
  LAZY_MARGIN_PX,
  SECTIONS_TAG,
  TOC_OFFSET_PX,
  activeSection,
  canLoadMore,
  firstPageLoaded,
  initialSection,
  isSectionName,
  listPageSize,
  loadFailed,
  morePageFailed,
  morePageLoaded,
  nextPage,
  readCount,
  sectionFromHash,
  shouldLoad,
  startLoad,
  startMore,
  throttle,
  toggleLabel,
  type SectionState,
} from './doctor-sections-model';
import { doctorSectionsMessages } from './messages';
import { fetchActivities, fetchSectionPage } from './sections-api';

/** Server HTML → an inert fragment (default: `sanitizeFragment` of src/shared/sanitize). */
export type Sanitize = (html: string) => DocumentFragment;

/** Options of {@link startDoctorSections}. */
export interface SectionsOptions {
  /** The doctor whose activities are requested. */
  doctorId: number;
  /** Injected sanitiser (tests); default imports src/shared/sanitize with the first request. */
  sanitize?: Sanitize;
  /** Desktop (list loader page size 10) or mobile (20); default `matchMedia('(min-width: 1200px)')`. */
  isDesktop?: () => boolean;
}

const sel = (attr: string) => `[${attr}]`;
const LIST_STATE_ATTR = 'data-ds-list-state';
const RETRY_ATTR = 'data-ds-retry';

/** Starts enhancing `host`; returns the cleanup (observers, listeners and requests stop). */
export function startDoctorSections(host: HTMLElement, opts: SectionsOptions): () => void {
  const { doctorId } = opts;
  const isDesktop =
    opts.isDesktop ?? (() => typeof matchMedia === 'function' && matchMedia(DESKTOP_QUERY).matches);
  const abort = new AbortController();
  const states = new WeakMap<Element, SectionState>();
  let activitiesStatus: 'none' | 'idle' | 'loading' | 'loaded' | 'failed' = 'none';
  let activitiesLoad: Promise<void> | null = null;
  /** The section a TOC click or the hash asked for: scrolled to once its content is in. */
  let scrollTarget: string | null = null;

  let sanitizer: Promise<Sanitize> | null = opts.sanitize ? Promise.resolve(opts.sanitize) : null;
  const getSanitizer = (): Promise<Sanitize> =>
    (sanitizer ??= import('../../shared/sanitize').then(
      (m) => m.sanitizeFragment,
      (err: unknown) => {
        sanitizer = null; // tried again with the next request
        throw err;
      },
    ));

  const stateOf = (section: Element): SectionState => {
    let s = states.get(section);
    if (!s) {
      const loaded = section.hasAttribute(ATTR.loaded);
      s = initialSection(loaded, loaded ? remainingIn(section) : 0);
      states.set(section, s);
    }
    return s;
  };
  const setState = (section: Element, s: SectionState) => {
    states.set(section, s);
    section.setAttribute(ATTR.state, s.status);
    section.setAttribute(LIST_STATE_ATTR, s.list);
  };

  const nameOf = (section: Element): string | null => {
    const name = section.getAttribute(ATTR.section);
    return isSectionName(name) ? name : null;
  };
  const sectionsNow = (): Element[] =>
    [...host.querySelectorAll(sel(ATTR.section))].filter((el) => nameOf(el) !== null);
  const findSection = (name: string): Element | null =>
    sectionsNow().find((el) => nameOf(el) === name) ?? null;
  const bodyOf = (section: Element): Element => section.querySelector(sel(ATTR.body)) ?? section;

  // ——— observers ———
  const hasIO = typeof IntersectionObserver === 'function';
  const lazyIO = hasIO
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            lazyIO?.unobserve(entry.target);
            if (entry.target.hasAttribute(ATTR.activities)) void loadActivities();
            else void loadSection(entry.target);
          }
        },
        { rootMargin: `${LAZY_MARGIN_PX}px 0px` },
      )
    : null;
  const scrollIO = hasIO
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const section = entry.target.closest(sel(ATTR.section));
            if (section) void loadMore(section, entry.target);
          }
        },
        { rootMargin: `${LAZY_MARGIN_PX}px 0px` },
      )
    : null;

  /** Starts watching the sections (and the scrollers) under `root`. */
  const adopt = (root: ParentNode) => {
    const found = root.querySelectorAll(sel(ATTR.section));
    for (const section of found) {
      if (!nameOf(section)) {
        logError(
          SECTIONS_TAG,
          `data-section must be letters, digits, "_" or "-"; ignored ${JSON.stringify(section.getAttribute(ATTR.section))}`,
        );
        continue;
      }
      const s = stateOf(section);
      setState(section, s);
      if (shouldLoad(s)) lazyIO?.observe(section);
      else wireLoaded(section, s);
    }
  };

  /** After content is in: the scroller is watched, an exhausted load-more/scroller removed. */
  const wireLoaded = (section: Element, s: SectionState) => {
    const scroller = section.querySelector(sel(ATTR.scroller));
    const more = section.querySelector(sel(ATTR.more));
    if (s.remaining <= 0) {
      scroller?.remove();
      more?.remove();
      return;
    }
    if (more) updateCounter(more, s.remaining);
    if (scroller) {
      scroller.setAttribute('aria-hidden', 'true');
      scrollIO?.observe(scroller);
    }
  };

  // ——— loading ———
  const loadSection = async (section: Element): Promise<void> => {
    const name = nameOf(section);
    if (!name) return;
    const s = stateOf(section);
    if (!shouldLoad(s)) return;
    lazyIO?.unobserve(section);
    setState(section, startLoad(s));
    const body = bodyOf(section);
    body.setAttribute('aria-busy', 'true');
    try {
      const [html, sanitize] = await Promise.all([
        fetchSectionPage(doctorId, name, 1, { pageSize: pageSizeOf(section), signal: abort.signal }),
        getSanitizer(),
      ]);
      const fragment = sanitize(html);
      const meta = takeMeta(fragment);
      body.replaceChildren(fragment);
      const next = firstPageLoaded(meta ?? remainingIn(section));
      setState(section, next);
      wireLoaded(section, next);
    } catch (err) {
      if (isAbortError(err) || abort.signal.aborted) return;
      logError(
        SECTIONS_TAG,
        `section "${name}" could not be loaded; a table-of-contents click retries it`,
        err,
      );
      setState(section, loadFailed(stateOf(section)));
      showFailure(body);
    } finally {
      body.removeAttribute('aria-busy');
    }
    if (scrollTarget === name) {
      scrollTarget = null;
      pinTo(section);
    } else keepPinned(section);
    updateActive.run();
  };

  /**
   * The section a TOC click or the hash scrolled to stays at the top while sections above it load and change height
   * (scroll anchoring may pick the sticky TOC and not compensate), until the user scrolls, touches or types.
   */
  let pinned: Element | null = null;
  const pinTo = (section: Element) => {
    pinned = section;
    section.scrollIntoView({ block: 'start' });
  };
  const keepPinned = (changed: Element) => {
    if (!pinned || !pinned.isConnected) return;
    // Only a change above the pinned section moves it.
    if (changed.compareDocumentPosition(pinned) & Node.DOCUMENT_POSITION_FOLLOWING)
      pinned.scrollIntoView({ block: 'start' });
  };
  const unpin = () => {
    pinned = null;
  };
  const USER_INTENT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

  const loadActivities = (): Promise<void> => {
    const placeholder = host.querySelector(sel(ATTR.activities));
    if (!placeholder || activitiesStatus === 'loaded') return Promise.resolve();
    if (activitiesLoad) return activitiesLoad;
    lazyIO?.unobserve(placeholder);
    activitiesStatus = 'loading';
    placeholder.setAttribute(ATTR.state, 'loading');
    placeholder.setAttribute('aria-busy', 'true');
    activitiesLoad = (async () => {
      try {
        const [html, sanitize] = await Promise.all([fetchActivities(doctorId, abort.signal), getSanitizer()]);
        placeholder.replaceChildren(sanitize(html));
        activitiesStatus = 'loaded';
        placeholder.setAttribute(ATTR.state, 'loaded');
        adopt(placeholder);
        keepPinned(placeholder);
      } catch (err) {
        if (isAbortError(err) || abort.signal.aborted) return;
        logError(
          SECTIONS_TAG,
          'the activities could not be loaded; a table-of-contents click retries them',
          err,
        );
        activitiesStatus = 'failed';
        placeholder.setAttribute(ATTR.state, 'failed');
      } finally {
        placeholder.removeAttribute('aria-busy');
        activitiesLoad = null;
      }
    })();
    return activitiesLoad;
  };

  const loadMore = async (section: Element, trigger: Element): Promise<void> => {
    const name = nameOf(section);
    const s = stateOf(section);
    if (!name || !canLoadMore(s)) return;
    const infinite = trigger.hasAttribute(ATTR.scroller);
    setState(section, startMore(s));
    trigger.setAttribute('aria-busy', 'true');
    try {
      const [html, sanitize] = await Promise.all([
        fetchSectionPage(doctorId, name, nextPage(s), {
          pageSize: pageSizeOf(section),
          signal: abort.signal,
        }),
        getSanitizer(),
      ]);
      const fragment = sanitize(html);
      const remaining = takeMeta(fragment) ?? 0;
      const fresh = [...fragment.children];
      const list = section.querySelector(sel(ATTR.list)) ?? bodyOf(section);
      list.append(fragment);
      const next = morePageLoaded(stateOf(section), remaining);
      setState(section, next);
      keepPinned(section);
      trigger.removeAttribute('aria-busy');
      if (next.list === 'fullyLoaded') {
        const hadFocus = trigger.contains(document.activeElement);
        section.querySelector(sel(ATTR.more))?.remove();
        section.querySelector(sel(ATTR.scroller))?.remove();
        if (hadFocus) focusFirst(fresh);
      } else {
        const more = section.querySelector(sel(ATTR.more));
        if (more) updateCounter(more, remaining);
        const scroller = section.querySelector(sel(ATTR.scroller));
        if (scroller && scrollIO) {
          // A fresh observation: the scroller still within 300 px after this page asks for the next one.
          scrollIO.unobserve(scroller);
          scrollIO.observe(scroller);
        }
      }
    } catch (err) {
      if (isAbortError(err) || abort.signal.aborted) return;
      trigger.removeAttribute('aria-busy');
      setState(section, morePageFailed(stateOf(section), infinite));
      if (infinite) {
        // §8 "Infinite-scroll load failure: the scroller is removed."
        scrollIO?.unobserve(trigger);
        trigger.remove();
        logError(SECTIONS_TAG, `section "${name}": page ${nextPage(s)} failed; the list ends here`, err);
      } else {
        logError(SECTIONS_TAG, `section "${name}": page ${nextPage(s)} failed; the button tries again`, err);
      }
    }
  };

  const pageSizeOf = (section: Element) => listPageSize(section.getAttribute(ATTR.pageSize), isDesktop());

  const showFailure = (body: Element) => {
    const msg = doctorSectionsMessages;
    const box = document.createElement('p');
    box.setAttribute('role', 'status');
    box.setAttribute('data-ds-failed', '');
    box.append(`${msg.failed}. `);
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.setAttribute(RETRY_ATTR, '');
    retry.textContent = msg.retry;
    box.append(retry);
    body.replaceChildren(box);
  };

  /** A TOC link or the hash named `name`: load it (first the activities, when it is there) and scroll to it. */
  const goTo = async (name: string) => {
    let section = findSection(name);
    if (!section && activitiesStatus !== 'loaded' && host.querySelector(sel(ATTR.activities))) {
      scrollTarget = name;
      await loadActivities();
      section = findSection(name);
      // The browser could not scroll to a section that did not exist yet.
      if (section && stateOf(section).status === 'loaded' && scrollTarget === name) {
        scrollTarget = null;
        pinTo(section);
      }
    }
    if (!section) return;
    const s = stateOf(section);
    if (s.status === 'loaded') {
      unpin(); // the link's own navigation scrolls
      return;
    }
    scrollTarget = name; // scrolled to once its content is in (it may be loading already)
    if (shouldLoad(s)) await loadSection(section);
  };

  // ——— events ———
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element | null;
    if (!target || typeof target.closest !== 'function') return;
    const more = target.closest(sel(ATTR.more));
    if (more && host.contains(more)) {
      e.preventDefault();
      const section = more.closest(sel(ATTR.section));
      if (section) void loadMore(section, more);
      return;
    }
    const retry = target.closest(sel(RETRY_ATTR));
    if (retry) {
      const section = retry.closest(sel(ATTR.section));
      if (section) void loadSection(section);
      return;
    }
    const toggle = target.closest(sel(ATTR.toggle));
    if (toggle) {
      flipToggle(toggle);
      return;
    }
    const reveal = target.closest(sel(ATTR.reveal));
    if (reveal) {
      revealAll(reveal);
      return;
    }
    const link = target.closest('a[href^="#"]');
    if (link && link.closest(sel(ATTR.toc))) {
      const name = sectionFromHash(link.getAttribute('href'));
      if (name) void goTo(name);
    }
  };

  const onHash = () => {
    const name = sectionFromHash(location.hash);
    if (name) void goTo(name);
  };

  // ——— TOC ———
  const toc = host.querySelector(sel(ATTR.toc));
  let current: string | null = null;
  let fixed = false;
  const updateActive = throttle(() => {
    if (!toc) return;
    // Fixed (§2 "becomes fixed"): scrolled and the TOC's top has reached the viewport's top — stuck there by the
    // site's `position: sticky`, or scrolled past. Reads first, writes after (no forced layout).
    const isFixed = window.scrollY > 0 && toc.getBoundingClientRect().top <= 1;
    const tops = sectionsNow().map((el) => ({ name: nameOf(el)!, top: el.getBoundingClientRect().top }));
    const doc = document.documentElement;
    const atEnd = window.scrollY > 0 && window.innerHeight + window.scrollY >= doc.scrollHeight - 2;
    const next = activeSection(tops, TOC_OFFSET_PX, atEnd, window.innerHeight);
    if (isFixed !== fixed) {
      fixed = isFixed;
      if (isFixed) toc.setAttribute(ATTR.fixed, '');
      else toc.removeAttribute(ATTR.fixed);
    }
    if (next === current) return;
    current = next;
    for (const link of toc.querySelectorAll('a[href^="#"]')) {
      if (next !== null && sectionFromHash(link.getAttribute('href')) === next)
        link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  });

  for (const toggle of host.querySelectorAll(sel(ATTR.toggle))) initToggle(toggle);

  // ——— start ———
  adopt(host);
  const placeholder = host.querySelector(sel(ATTR.activities));
  if (placeholder) {
    activitiesStatus = 'idle';
    lazyIO?.observe(placeholder);
  }
  if (!hasIO) {
    // No IntersectionObserver (very old browsers): everything loads at once.
    void loadActivities().then(() => sectionsNow().forEach((s) => void loadSection(s)));
  }
  host.addEventListener('click', onClick);
  window.addEventListener('hashchange', onHash);
  for (const type of USER_INTENT) window.addEventListener(type, unpin, { passive: true, capture: true });
  const onScroll = () => updateActive.run();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  onHash();
  updateActive.run();

  return () => {
    abort.abort();
    lazyIO?.disconnect();
    scrollIO?.disconnect();
    updateActive.cancel();
    host.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', onHash);
    for (const type of USER_INTENT) window.removeEventListener(type, unpin, { capture: true });
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}

/** Items remaining as the section's load-more button or scroller says (`data-remaining`, else the counter text). */
function remainingIn(section: Element): number {
  const holder = section.querySelector(`${sel(ATTR.more)}, ${sel(ATTR.scroller)}`);
  if (!holder) return 0;
  const attr = holder.getAttribute(ATTR.remaining);
  if (attr !== null) return readCount(attr);
  return readCount(holder.querySelector(sel(ATTR.counter))?.textContent);
}

/** The reply's page meta (`[data-ds-page][data-remaining]`), removed from the fragment; `null` when absent. */
function takeMeta(fragment: DocumentFragment): number | null {
  const meta = fragment.querySelector(sel(ATTR.page));
  if (!meta) return null;
  meta.remove();
  return readCount(meta.getAttribute(ATTR.remaining));
}

function updateCounter(more: Element, remaining: number) {
  more.setAttribute(ATTR.remaining, String(remaining));
  const counter = more.querySelector(sel(ATTR.counter));
  if (counter) counter.textContent = String(remaining);
}

/** Moves focus to the first of the new items (the button that had it is gone). */
function focusFirst(items: Element[]) {
  const first = items.find((el): el is HTMLElement => el instanceof HTMLElement);
  if (!first) return;
  const focusable = first.matches('a[href], button')
    ? first
    : first.querySelector<HTMLElement>('a[href], button');
  const target = focusable ?? first;
  if (!focusable && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The controlled list of a show-all toggle (`data-ds-toggle="{id}"`). */
function toggleTarget(toggle: Element): HTMLElement | null {
  const id = toggle.getAttribute(ATTR.toggle);
  if (!id) return null;
  const root = toggle.getRootNode() as Document | ShadowRoot;
  return (root.getElementById?.(id) as HTMLElement | null) ?? null;
}

function initToggle(toggle: Element) {
  const list = toggleTarget(toggle);
  if (!list) {
    logError(
      SECTIONS_TAG,
      `data-ds-toggle="${toggle.getAttribute(ATTR.toggle) ?? ''}" names no element; toggle ignored`,
    );
    return;
  }
  toggle.setAttribute('aria-controls', list.id);
  renderToggle(toggle, !list.hidden);
}

function renderToggle(toggle: Element, expanded: boolean) {
  toggle.setAttribute('aria-expanded', String(expanded));
  toggle.textContent = toggleLabel(expanded, {
    show: doctorSectionsMessages.showAll,
    hide: doctorSectionsMessages.hide,
  });
}

function flipToggle(toggle: Element) {
  const list = toggleTarget(toggle);
  if (!list) return;
  list.hidden = !list.hidden;
  renderToggle(toggle, !list.hidden);
}

/** booking-schedule §2 "Other": the block's hidden items are shown, then the button's container is removed. */
function revealAll(button: Element) {
  const block = button.closest(sel(ATTR.recommendations));
  if (!block) return;
  const container = button.closest(sel(ATTR.revealContainer)) ?? button;
  const hidden = [...block.querySelectorAll<HTMLElement>('[hidden]')].filter((el) => !el.contains(container));
  for (const el of hidden) el.hidden = false;
  const hadFocus = container.contains(document.activeElement);
  container.remove();
  if (hadFocus) focusFirst(hidden);
}
