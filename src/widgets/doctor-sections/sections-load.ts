/**
 * The loading side of `<pd-doctor-sections>` (portal-identity-reviews §4 "Lazy doctor sections" and "List loader",
 * §7, §8 infinite-scroll failure; booking-schedule §2 "Other" recommendations), imported by sections-enhance.ts when a
 * section comes within 300 px or on a first interaction that needs it (the widget's `-lazy` chunk). Decisions:
 * docs/decisions/162–164, 217.
 *
 * - A section's first page (its `[data-section-body]` replaced), the activities placeholder (replaced by the section
 *   skeletons, which are then watched), further pages (a load-more click or the scroller within 300 px).
 * - A TOC link or the hash naming a section: it is loaded (first the activities, when it is there) and the page is
 *   scrolled to it once its content is in; it stays at the top while sections above it load, until the user scrolls,
 *   touches or types.
 * - Every reply goes through `sanitizeFragment` (DOMPurify) before insertion; the sanitiser chunk is imported with the
 *   first request.
 */
import { logError } from '../../core/dom';
import { isAbortError } from '../../core/http';
import { DESKTOP_QUERY } from '../../core/stores';
import { ATTR, SECTIONS_TAG, loadFailed, readCount, shouldLoad } from './doctor-sections-model';
import {
  canLoadMore,
  firstPageLoaded,
  listPageSize,
  morePageFailed,
  morePageLoaded,
  nextPage,
  startLoad,
  startMore,
} from './sections-load-model';
import { fetchActivities, fetchSectionPage } from './sections-api';
import {
  remainingIn,
  sel,
  showFailure,
  updateCounter,
  type Sanitize,
  type SectionsContext,
} from './sections-enhance';

/** What sections-enhance.ts calls once this code is here. */
export interface SectionsLoader {
  loadSection(section: Element): Promise<void>;
  loadActivities(): Promise<void>;
  loadMore(section: Element, trigger: Element): Promise<void>;
  /** A TOC link or the hash named `name`: load it and scroll to it. */
  goTo(name: string): Promise<void>;
  /** The recommendations' 'more'. */
  revealAll(button: Element): void;
  /** No IntersectionObserver: the activities, then every section. */
  loadAll(): Promise<void>;
  /** The element went: the listeners go. */
  stop(): void;
}

const USER_INTENT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Starts the loading side of the sections of `ctx.host`. */
export function startLoading(ctx: SectionsContext): SectionsLoader {
  const { host, opts, signal, stateOf, setState, nameOf, sectionsNow } = ctx;
  const { doctorId } = opts;
  const isDesktop =
    opts.isDesktop ?? (() => typeof matchMedia === 'function' && matchMedia(DESKTOP_QUERY).matches);
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

  const findSection = (name: string): Element | null =>
    sectionsNow().find((el) => nameOf(el) === name) ?? null;
  const bodyOf = (section: Element): Element => section.querySelector(sel(ATTR.body)) ?? section;
  const pageSizeOf = (section: Element) => listPageSize(section.getAttribute(ATTR.pageSize), isDesktop());

  const loadSection = async (section: Element): Promise<void> => {
    const name = nameOf(section);
    if (!name) return;
    const s = stateOf(section);
    if (!shouldLoad(s)) return;
    ctx.lazyIO?.unobserve(section);
    setState(section, startLoad(s));
    const body = bodyOf(section);
    body.setAttribute('aria-busy', 'true');
    try {
      const [html, sanitize] = await Promise.all([
        fetchSectionPage(doctorId, name, 1, { pageSize: pageSizeOf(section), signal }),
        getSanitizer(),
      ]);
      const fragment = sanitize(html);
      const meta = takeMeta(fragment);
      body.replaceChildren(fragment);
      const next = firstPageLoaded(meta ?? remainingIn(section));
      setState(section, next);
      ctx.wireLoaded(section, next);
    } catch (err) {
      if (isAbortError(err) || signal.aborted) return;
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
    ctx.updateActive();
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

  const loadActivities = (): Promise<void> => {
    const placeholder = host.querySelector(sel(ATTR.activities));
    if (!placeholder || ctx.activities.status === 'loaded') return Promise.resolve();
    if (activitiesLoad) return activitiesLoad;
    ctx.lazyIO?.unobserve(placeholder);
    ctx.activities.status = 'loading';
    placeholder.setAttribute(ATTR.state, 'loading');
    placeholder.setAttribute('aria-busy', 'true');
    activitiesLoad = (async () => {
      try {
        const [html, sanitize] = await Promise.all([fetchActivities(doctorId, signal), getSanitizer()]);
        placeholder.replaceChildren(sanitize(html));
        ctx.activities.status = 'loaded';
        placeholder.setAttribute(ATTR.state, 'loaded');
        ctx.adopt(placeholder);
        keepPinned(placeholder);
      } catch (err) {
        if (isAbortError(err) || signal.aborted) return;
        logError(
          SECTIONS_TAG,
          'the activities could not be loaded; a table-of-contents click retries them',
          err,
        );
        ctx.activities.status = 'failed';
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
    if (!name || !canLoadMore(s)) {
      // A click kept while the code loaded made the button busy; nothing to load (unless it is loading) ends that.
      if (s.list !== 'loading') trigger.removeAttribute('aria-busy');
      return;
    }
    const infinite = trigger.hasAttribute(ATTR.scroller);
    setState(section, startMore(s));
    trigger.setAttribute('aria-busy', 'true');
    try {
      const [html, sanitize] = await Promise.all([
        fetchSectionPage(doctorId, name, nextPage(s), { pageSize: pageSizeOf(section), signal }),
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
        if (scroller && ctx.scrollIO) {
          // A fresh observation: the scroller still within 300 px after this page asks for the next one.
          ctx.scrollIO.unobserve(scroller);
          ctx.scrollIO.observe(scroller);
        }
      }
    } catch (err) {
      if (isAbortError(err) || signal.aborted) return;
      trigger.removeAttribute('aria-busy');
      setState(section, morePageFailed(stateOf(section), infinite));
      if (infinite) {
        // §8 "Infinite-scroll load failure: the scroller is removed."
        ctx.scrollIO?.unobserve(trigger);
        trigger.remove();
        logError(SECTIONS_TAG, `section "${name}": page ${nextPage(s)} failed; the list ends here`, err);
      } else {
        logError(SECTIONS_TAG, `section "${name}": page ${nextPage(s)} failed; the button tries again`, err);
      }
    }
  };

  const goTo = async (name: string) => {
    let section = findSection(name);
    if (!section && ctx.activities.status !== 'loaded' && host.querySelector(sel(ATTR.activities))) {
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

  for (const type of USER_INTENT) window.addEventListener(type, unpin, { passive: true, capture: true });

  return {
    loadSection,
    loadActivities,
    loadMore,
    goTo,
    revealAll,
    loadAll: () => loadActivities().then(() => sectionsNow().forEach((s) => void loadSection(s))),
    stop() {
      for (const type of USER_INTENT) window.removeEventListener(type, unpin, { capture: true });
    },
  };
}

/** The reply's page meta (`[data-ds-page][data-remaining]`), removed from the fragment; `null` when absent. */
function takeMeta(fragment: DocumentFragment): number | null {
  const meta = fragment.querySelector(sel(ATTR.page));
  if (!meta) return null;
  meta.remove();
  return readCount(meta.getAttribute(ATTR.remaining));
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
