/**
 * The width of an element in CSS pixels, kept current with a `ResizeObserver` (booking-schedule §9: the slot
 * columns follow the container width from 500 px). `null` until measured, and where `ResizeObserver` is missing
 * the first layout measurement stays (the model then falls back to 4/5 columns when it is 0).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useContainerWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      setWidth(Number.isFinite(w) ? Math.round(w) : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[entries.length - 1]?.contentRect.width;
      if (typeof w === 'number' && Number.isFinite(w)) setWidth(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
