/**
 * Pure rules of `<pd-doctor-sections>` (portal-identity-reviews §2 "Doctor page", §4 "Lazy doctor sections" and
 * "List loader", §7 "Doctor page" activities calls, §8 "Infinite-scroll load failure: the scroller is removed", §9
 * lazy margin 300 px, table-of-contents offset 75 px, scroll throttle 100 ms, list loader page size 20/10;
 * booking-schedule §2 "Other" recommendations 'more'). The markup contract is docs/doctor-sections-html.md.
 * The steps only the loading code needs are sections-load-model.ts (ADR 217). Decisions: docs/decisions/162–164, 217.
 */

/** The tag. */
export const SECTIONS_TAG = 'pd-doctor-sections';

/** §9 "Lazy doctor load margin 300 px": a section loads when the viewport comes within this distance of it. */
export const LAZY_MARGIN_PX = 300;
/** §9 "Table-of-contents active offset 75 px": a section is current once its top is at most this far from the top. */
export const TOC_OFFSET_PX = 75;
/** §9 "Scroll handler throttle 100 ms". */
export const SCROLL_THROTTLE_MS = 100;

/** The data attributes of the markup contract (docs/doctor-sections-html.md). */
export const ATTR = {
  /** A section container: `data-section="{name}"` (and `id="{name}"`, the TOC target). */
  section: 'data-section',
  /** Where a section's content goes (its skeleton until loaded); the section itself when absent. */
  body: 'data-section-body',
  /** A section rendered by the server already: never requested, its load-more / scroller still work. */
  loaded: 'data-section-loaded',
  /** The placeholder replaced by GET /ajax/doctor/{id}/activities/ (the section skeletons). */
  activities: 'data-ds-activities',
  /** Where further pages of a section are appended. */
  list: 'data-ds-list',
  /** The load-more button; `data-remaining="{n}"` items remain. */
  more: 'data-ds-more',
  /** The counter inside the load-more button. */
  counter: 'data-ds-counter',
  /** The infinite-scroll loader element (the list loader); `data-remaining="{n}"`. */
  scroller: 'data-ds-scroller',
  /** The page meta of a reply: `<div data-ds-page data-remaining="{n}" hidden></div>`. */
  page: 'data-ds-page',
  /** Items remaining after the shown ones (on the button, the scroller and the page meta). */
  remaining: 'data-remaining',
  /** List-loader page size override on a section. */
  pageSize: 'data-page-size',
  /** The table of contents (`<nav>`): links `href="#{name}"`. */
  toc: 'data-ds-toc',
  /** The show-all toggle: `data-ds-toggle="{id of the hidden list}"`. */
  toggle: 'data-ds-toggle',
  /** The recommendations block. */
  recommendations: 'data-ds-recommendations',
  /** The recommendations 'more' button; its container is `[data-ds-reveal-container]` (else the button). */
  reveal: 'data-ds-reveal',
  revealContainer: 'data-ds-reveal-container',
  /** Written by the widget: the section's state (`idle | loading | loaded | failed`). */
  state: 'data-ds-state',
  /** Written by the widget on the TOC while it is fixed (scrolled past its place). */
  fixed: 'data-ds-fixed',
} as const;

/** A section name usable in a URL path and as an element id: letters, digits, `_` and `-`, 1–64 characters. */
export function isSectionName(name: string | null | undefined): name is string {
  return typeof name === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(name);
}

/** The `doctor-id` attribute → a positive integer, or a problem to log. */
export function readDoctorId(raw: string | number | null | undefined): {
  id: number | null;
  problem: string | null;
} {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (/^[1-9]\d{0,15}$/.test(text)) return { id: Number(text), problem: null };
  return {
    id: null,
    problem: `doctor-id must be a positive integer, got ${JSON.stringify(raw ?? null)}; sections stay unloaded`,
  };
}

/** The section a URL hash targets (`#services` → `services`), or `null`. */
export function sectionFromHash(hash: string | null | undefined): string | null {
  if (!hash || hash[0] !== '#') return null;
  let name: string;
  try {
    name = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return isSectionName(name) ? name : null;
}

/** A non-negative integer count from an attribute or a counter text (`'12'`, `'ещё 12'`); else `fallback`. */
export function readCount(value: string | null | undefined, fallback = 0): number {
  const match = value ? /\d+/.exec(value) : null;
  if (!match) return fallback;
  const n = Number(match[0]);
  return Number.isSafeInteger(n) ? n : fallback;
}

/** Where a section stands in the viewport: its name and the top of its box relative to the viewport, px. */
export interface SectionTop {
  name: string;
  top: number;
}

/**
 * The table of contents' current section (§2 "highlights the current section on scroll", §9 offset 75 px): the last
 * section, in page order, whose top is at or above `offset` px from the viewport top; `null` (nothing highlighted)
 * while the first section is still below that line. At the very end of the page (`atEnd`), the last section whose top
 * is on screen (above `viewportHeight`) wins, so a short last section can become current.
 */
export function activeSection(
  tops: readonly SectionTop[],
  offset: number = TOC_OFFSET_PX,
  atEnd = false,
  viewportHeight = Infinity,
): string | null {
  let current: string | null = null;
  for (const s of tops) if (s.top <= offset) current = s.name;
  if (atEnd && tops.length) {
    for (let i = tops.length - 1; i >= 0; i--) {
      const s = tops[i]!;
      if (s.top < viewportHeight) return s.name;
    }
  }
  return current;
}

/** The label of the show-all toggle for the current state (§2: 'Показать весь список' / 'Скрыть'). */
export function toggleLabel(expanded: boolean, labels: { show: string; hide: string }): string {
  return expanded ? labels.hide : labels.show;
}

/** A section's lifecycle: `idle` → `loading` → `loaded` (or `failed`, which a next trigger retries). */
export type SectionStatus = 'idle' | 'loading' | 'loaded' | 'failed';
/** §4 "List loader: loading, then fullyLoaded" — the state of a section's further pages. */
export type ListStatus = 'idle' | 'loading' | 'fullyLoaded';

/** One section's state. `page` is the last page shown (0 before the first), `remaining` the items left. */
export interface SectionState {
  status: SectionStatus;
  page: number;
  remaining: number;
  list: ListStatus;
}

/** A section not loaded yet, or (`loaded`) one the server rendered with `remaining` items left. */
export function initialSection(loaded = false, remaining = 0): SectionState {
  return loaded
    ? { status: 'loaded', page: 1, remaining, list: remaining > 0 ? 'idle' : 'fullyLoaded' }
    : { status: 'idle', page: 0, remaining: 0, list: 'idle' };
}

/** §4 "A section loads once": true only while it has not loaded (a failed load may be retried). */
export function shouldLoad(s: SectionState): boolean {
  return s.status === 'idle' || s.status === 'failed';
}

/** The first page failed: back to a state a next trigger retries. */
export function loadFailed(s: SectionState): SectionState {
  return { ...s, status: 'failed' };
}

/**
 * A throttle with a trailing call (§9 "Scroll handler throttle 100 ms"): `fn` runs at once, then at most once per
 * `ms`; calls in between are folded into one run at the end of the window. `schedule`/`cancel` are injectable for
 * tests. Returns the throttled function and a `cancel`.
 */
export function throttle(
  fn: () => void,
  ms: number = SCROLL_THROTTLE_MS,
  clock: { now(): number; schedule(cb: () => void, ms: number): unknown; cancel(id: unknown): void } = {
    now: () => performance.now(),
    schedule: (cb, wait) => setTimeout(cb, wait),
    cancel: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): { run: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    last = clock.now();
    fn();
  };
  return {
    run() {
      if (timer !== null) return;
      const wait = last + ms - clock.now();
      if (wait <= 0) fire();
      else timer = clock.schedule(fire, wait);
    },
    cancel() {
      if (timer !== null) clock.cancel(timer);
      timer = null;
    },
  };
}
