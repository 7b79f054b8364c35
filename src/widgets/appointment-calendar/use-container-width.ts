/**
 * The width of an element in CSS pixels, kept current with a `ResizeObserver` (booking-schedule §9: the slot
 * columns follow the container width from 500 px). `null` until measured: the model then uses 4/5 columns.
 *
 * The width comes only from the observer, whose first callback runs after the browser's own layout and before
 * the paint: reading `getBoundingClientRect()` at mount would force a synchronous layout per calendar, which on a
 * page of many calendars (the doctor page, list pages) was most of the blocking time (docs/decisions/
 * 062-no-long-tasks-at-mount.md). Every browser the widgets support has `ResizeObserver` (ADR 190).
 */
import { useEffect, useState, type RefObject } from 'react';

export function useContainerWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[entries.length - 1]?.contentRect.width;
      if (Number.isFinite(w)) setWidth(Math.round(w as number));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
