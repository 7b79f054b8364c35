/**
 * The day strip's previous/next scroll buttons (issue 8 item 10; docs/decisions/130-day-strip-scroll-buttons.md):
 * which ends of the strip cut tabs off, kept current as the strip scrolls or changes size, and the page-wise
 * scroll a button does. The decisions themselves are the model's pure {@link stripScrollState} and
 * {@link stripPageTarget}.
 *
 * No layout read at mount (docs/decisions/062-no-long-tasks-at-mount.md): the strip is measured only in a
 * `ResizeObserver` callback (after the browser's own layout), in an animation frame after a scroll, and on a button
 * click. One observer serves every strip of the page and measures all of them before any state is published, so
 * a page of many calendars does not interleave reads with re-renders (no forced layout). Until the first
 * measurement both buttons stay hidden.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import {
  STRIP_NOT_CUT,
  stripPageTarget,
  stripScrollState,
  type StripMetrics,
  type StripScrollState,
} from './calendar-model';

/** One observed strip: how to measure it and where to publish the result. */
interface WatchedStrip {
  read(): StripScrollState;
  write(state: StripScrollState): void;
}

/** Observed element (a strip, or its last tab whose size follows the font) → its strip. */
const watched = new Map<Element, WatchedStrip>();
let observer: ResizeObserver | null = null;

function onResize(entries: readonly ResizeObserverEntry[]): void {
  const due = new Set<WatchedStrip>();
  for (const entry of entries) {
    const strip = watched.get(entry.target);
    if (strip) due.add(strip);
  }
  // Every read first, then every write: a write re-renders a button, and a read after it would force a layout.
  const results = [...due].map((strip) => [strip, strip.read()] as const);
  for (const [strip, state] of results) strip.write(state);
}

/** Observes `elements` for `strip` with the shared observer; returns the undo. */
function watch(elements: readonly Element[], strip: WatchedStrip): () => void {
  // Every browser the widgets support has ResizeObserver (ADR 190 dropped the width hook's fallback too).
  const shared = (observer ??= new ResizeObserver(onResize));
  for (const el of elements) {
    watched.set(el, strip);
    shared.observe(el);
  }
  return () => {
    for (const el of elements) {
      if (watched.get(el) !== strip) continue;
      watched.delete(el);
      shared.unobserve(el);
    }
    if (watched.size === 0 && observer === shared) {
      shared.disconnect();
      observer = null;
    }
  };
}

function metricsOf(el: HTMLElement): StripMetrics {
  return { scrollLeft: el.scrollLeft, clientWidth: el.clientWidth, scrollWidth: el.scrollWidth };
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What {@link useDayStripScroll} gives the view. */
export interface DayStripScroll {
  /** Which ends cut tabs ({@link STRIP_NOT_CUT} until measured): the button of a cut end is shown. */
  $state: ReadableAtom<StripScrollState>;
  /**
   * Scrolls the strip about a page back (`-1`) or forward (`1`) ({@link stripPageTarget}); smoothly unless the
   * user prefers reduced motion. The buttons update from the resulting scroll events.
   */
  page(direction: -1 | 1): void;
}

/**
 * Tracks the scroll state of the day strip `listRef` (a horizontally scrolling element of tabs). `contentKey`
 * names its tabs: a new key (another set of days) observes the strip again, which measures it anew.
 */
export function useDayStripScroll(
  listRef: RefObject<HTMLElement | null>,
  contentKey: string,
): DayStripScroll {
  const [$state] = useState(() => atom<StripScrollState>(STRIP_NOT_CUT));

  // A layout effect only to listen from the first commit on: preact/compat (the CDN runtime) runs plain effects a
  // frame later, and a scroll in between would be missed (ADR 116). It reads no layout.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const strip: WatchedStrip = {
      read: () => stripScrollState(metricsOf(list)),
      write: (next) => {
        const now = $state.get();
        if (now.prev !== next.prev || now.next !== next.next) $state.set(next);
      },
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        strip.write(strip.read());
      });
    };
    list.addEventListener('scroll', onScroll, { passive: true });
    const last = list.lastElementChild;
    const unwatch = watch(last ? [list, last] : [list], strip);
    return () => {
      list.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      unwatch();
    };
  }, [listRef, $state, contentKey]);

  const page = useCallback(
    (direction: -1 | 1) => {
      const list = listRef.current;
      if (!list) return;
      const left = stripPageTarget(metricsOf(list), direction);
      list.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [listRef],
  );

  return { $state, page };
}
