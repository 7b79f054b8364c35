/**
 * The DOM side of `<pd-doctor-sections>` at load: enhances the server-rendered doctor page under `host` (light DOM)
 * following docs/doctor-sections-html.md (portal-identity-reviews §2 "Doctor page", §4 "Lazy doctor sections" and
 * "List loader", §7, §8 infinite-scroll failure, §9; booking-schedule §2 "Other" recommendations). Rules live in
 * `doctor-sections-model.ts`. Decisions: docs/decisions/162–164, 217.
 *
 * What the first screen shows runs here, at once: the table of contents (`aria-current="location"` on the current
 * section's link, offset 75 px, `data-ds-fixed` once it has reached the viewport's top; a passive scroll listener
 * throttled to 100 ms reads the section tops — the first reading waits for the browser's own layout through an
 * IntersectionObserver's first report instead of forcing one at mount), the show-all toggles 'Показать весь
 * список' / 'Скрыть', the state attributes of the sections and the counters of the server-rendered ones.
 *
 * What a section coming within 300 px or a first interaction needs is sections-load.ts (the widget's `-lazy`
 * chunk), imported then: loading a section, the activities, further pages, a TOC link or the hash naming a section
 * (load and scroll), the recommendations' 'more'. A pointer or the focus on such a control loads it early; a click
 * made meanwhile is kept and done when it arrives (a load-more button is `aria-busy` meanwhile). When it cannot load:
 * `[pd-widgets] pd-doctor-sections: could not load the sections code; …`, a section shows its 'Не удалось загрузить
 * раздел. Повторить', and the next trigger tries again.
 */
import { logError } from '../../core/dom';
import { loadOnce } from '../../core/lazy';
import {
  ATTR,
  LAZY_MARGIN_PX,
  SECTIONS_TAG,
  TOC_OFFSET_PX,
  activeSection,
  initialSection,
  isSectionName,
  loadFailed,
  readCount,
  sectionFromHash,
  shouldLoad,
  throttle,
  toggleLabel,
  type SectionState,
} from './doctor-sections-model';
import { doctorSectionsMessages } from './messages';
import type { SectionsLoader } from './sections-load';

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

/** What the loading code (sections-load.ts) gets from the part that runs at load. */
export interface SectionsContext {
  host: HTMLElement;
  opts: SectionsOptions;
  /** Aborted when the element goes. */
  signal: AbortSignal;
  lazyIO: IntersectionObserver | null;
  scrollIO: IntersectionObserver | null;
  /** The activities placeholder's load: `none` when the page has none. */
  activities: { status: 'none' | 'idle' | 'loading' | 'loaded' | 'failed' };
  stateOf(section: Element): SectionState;
  setState(section: Element, s: SectionState): void;
  nameOf(section: Element): string | null;
  sectionsNow(): Element[];
  /** Starts watching the sections (and the scrollers) under `root`. */
  adopt(root: ParentNode): void;
  /** After content is in: the scroller is watched, an exhausted load-more/scroller removed. */
  wireLoaded(section: Element, s: SectionState): void;
  /** Re-reads the current section of the TOC (throttled). */
  updateActive(): void;
}

export const sel = (attr: string) => `[${attr}]`;
const LIST_STATE_ATTR = 'data-ds-list-state';
export const RETRY_ATTR = 'data-ds-retry';
/** The controls whose click needs the loading code (a pointer or the focus on them loads it early). */
const NEEDS_CODE = `${sel(ATTR.more)}, ${sel(RETRY_ATTR)}, ${sel(ATTR.reveal)}, ${sel(ATTR.toc)} a[href^="#"]`;

/** Starts enhancing `host`; returns the cleanup (observers, listeners and requests stop). */
export function startDoctorSections(host: HTMLElement, opts: SectionsOptions): () => void {
  const abort = new AbortController();
  const states = new WeakMap<Element, SectionState>();

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

  // ——— the loading code, on demand ———
  let loader: SectionsLoader | null = null;
  // Once per element (its loader holds this context); a failed import is tried again with the next trigger.
  const getLoader = loadOnce(() =>
    import('./sections-load').then((m) => {
      if (abort.signal.aborted) throw new Error('stopped');
      return (loader = m.startLoading(ctx));
    }),
  );
  /**
   * Runs `run` with the loading code: at once when it is here, else when it arrives; when it cannot, logs and calls
   * `failed`.
   */
  const withLoader = (run: (l: SectionsLoader) => unknown, failed?: () => void) => {
    if (loader) void run(loader);
    else
      getLoader().then(run, (err: unknown) => {
        if (abort.signal.aborted) return;
        logError(
          SECTIONS_TAG,
          "could not load the sections code; a section's 'Повторить', a table-of-contents click or the next trigger tries again",
          err,
        );
        failed?.();
      });
  };
  const preload = () => {
    if (!loader) getLoader().catch(() => {});
  };

  /** The section could not start loading (its code did not arrive): it says so, 'Повторить' tries again. */
  const sectionCodeFailed = (section: Element) => {
    setState(section, loadFailed(stateOf(section)));
    showFailure(section.querySelector(sel(ATTR.body)) ?? section);
  };
  const load = (section: Element) =>
    withLoader(
      (l) => l.loadSection(section),
      () => sectionCodeFailed(section),
    );
  const loadActivities = (placeholder: Element) =>
    withLoader(
      (l) => l.loadActivities(),
      () => {
        ctx.activities.status = 'failed';
        placeholder.setAttribute(ATTR.state, 'failed');
      },
    );

  // ——— observers ———
  const hasIO = typeof IntersectionObserver === 'function';
  const lazyIO = hasIO
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            lazyIO?.unobserve(entry.target);
            if (entry.target.hasAttribute(ATTR.activities)) loadActivities(entry.target);
            else load(entry.target);
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
            const scroller = entry.target;
            const section = scroller.closest(sel(ATTR.section));
            // When the code cannot load, the list ends there as when its page fails (§8: the scroller goes).
            if (section)
              withLoader(
                (l) => l.loadMore(section, scroller),
                () => {
                  scrollIO?.unobserve(scroller);
                  scroller.remove();
                  setState(section, { ...stateOf(section), list: 'fullyLoaded' });
                },
              );
          }
        },
        { rootMargin: `${LAZY_MARGIN_PX}px 0px` },
      )
    : null;

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

  const ctx: SectionsContext = {
    host,
    opts,
    signal: abort.signal,
    lazyIO,
    scrollIO,
    activities: { status: 'none' },
    stateOf,
    setState,
    nameOf,
    sectionsNow,
    adopt,
    wireLoaded,
    updateActive: () => updateActive.run(),
  };

  // ——— events ———
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element | null;
    if (!target || typeof target.closest !== 'function') return;
    const more = target.closest(sel(ATTR.more));
    if (more && host.contains(more)) {
      e.preventDefault();
      const section = more.closest(sel(ATTR.section));
      if (!section) return;
      if (!loader) more.setAttribute('aria-busy', 'true'); // until the code arrives (then its page)
      withLoader(
        (l) => l.loadMore(section, more),
        () => more.removeAttribute('aria-busy'),
      );
      return;
    }
    const retry = target.closest(sel(RETRY_ATTR));
    if (retry) {
      const section = retry.closest(sel(ATTR.section));
      if (section) load(section);
      return;
    }
    const toggle = target.closest(sel(ATTR.toggle));
    if (toggle) {
      flipToggle(toggle);
      return;
    }
    const reveal = target.closest(sel(ATTR.reveal));
    if (reveal) {
      withLoader((l) => l.revealAll(reveal));
      return;
    }
    const link = target.closest('a[href^="#"]');
    if (link && link.closest(sel(ATTR.toc))) {
      const name = sectionFromHash(link.getAttribute('href'));
      if (name) withLoader((l) => l.goTo(name));
    }
  };
  const onIntent = (e: Event) => {
    const target = e.target as Element | null;
    if (!loader && typeof target?.closest === 'function' && target.closest(NEEDS_CODE)) preload();
  };

  const onHash = () => {
    const name = sectionFromHash(location.hash);
    if (name) withLoader((l) => l.goTo(name));
  };

  for (const toggle of host.querySelectorAll(sel(ATTR.toggle))) initToggle(toggle);

  // ——— start ———
  adopt(host);
  const placeholder = host.querySelector(sel(ATTR.activities));
  if (placeholder) {
    ctx.activities.status = 'idle';
    lazyIO?.observe(placeholder);
  }
  if (!hasIO) {
    // No IntersectionObserver (very old browsers): everything loads at once.
    withLoader((l) => l.loadAll());
  }
  host.addEventListener('click', onClick);
  host.addEventListener('pointerover', onIntent, { passive: true });
  host.addEventListener('focusin', onIntent);
  window.addEventListener('hashchange', onHash);
  const onScroll = () => updateActive.run();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  onHash();
  // The first reading of the section tops waits for the browser's layout (an observer's first report comes after
  // it) instead of forcing one in the middle of the mount (26–43 ms at 4x CPU on the doctor page).
  const firstLook = hasIO
    ? new IntersectionObserver(() => {
        firstLook?.disconnect();
        updateActive.run();
      })
    : null;
  if (firstLook && toc) firstLook.observe(toc);
  else updateActive.run();

  return () => {
    abort.abort();
    lazyIO?.disconnect();
    scrollIO?.disconnect();
    firstLook?.disconnect();
    updateActive.cancel();
    loader?.stop();
    host.removeEventListener('click', onClick);
    host.removeEventListener('pointerover', onIntent);
    host.removeEventListener('focusin', onIntent);
    window.removeEventListener('hashchange', onHash);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}

/** Items remaining as the section's load-more button or scroller says (`data-remaining`, else the counter text). */
export function remainingIn(section: Element): number {
  const holder = section.querySelector(`${sel(ATTR.more)}, ${sel(ATTR.scroller)}`);
  if (!holder) return 0;
  const attr = holder.getAttribute(ATTR.remaining);
  if (attr !== null) return readCount(attr);
  return readCount(holder.querySelector(sel(ATTR.counter))?.textContent);
}

/** The load-more button's `data-remaining` and counter. */
export function updateCounter(more: Element, remaining: number) {
  more.setAttribute(ATTR.remaining, String(remaining));
  const counter = more.querySelector(sel(ATTR.counter));
  if (counter) counter.textContent = String(remaining);
}

/** A section's body after a failed first page: 'Не удалось загрузить раздел. Повторить'. */
export function showFailure(body: Element) {
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
