/**
 * The tooltip of a review card's stars and verification statuses (portal-identity-reviews §2 "Review cards": tooltips
 * on stars and on verification statuses). Rendered in the widget's shadow root, `position: fixed` above its light-DOM
 * target (below when there is no room above), kept inside the viewport; it follows scrolling and resizing while shown.
 * The screen-reader text is the target's `aria-describedby` (enhance.ts); this element is for sighted users
 * (`aria-hidden`, so the text is not read twice). Decision: docs/decisions/137-review-gallery.md ("Tooltip").
 */
import { useLayoutEffect, useRef } from 'react';

/** Gap between the target and the tooltip, px. */
const GAP = 8;
/** Smallest distance to the viewport edges, px. */
const EDGE = 8;

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  target: HTMLElement;
  text: string;
  /** The pointer entered / left the tooltip (it stays while hovered). */
  onPointerEnter(): void;
  onPointerLeave(): void;
}

/** Places `tip` next to `target` (one read of each box per call). */
function place(tip: HTMLElement, target: HTMLElement): void {
  const anchor = target.getBoundingClientRect();
  const box = tip.getBoundingClientRect();
  const vw = document.documentElement.clientWidth || window.innerWidth;
  const vh = window.innerHeight;
  const above = anchor.top - GAP - box.height >= EDGE;
  const top = above ? anchor.top - GAP - box.height : Math.min(anchor.bottom + GAP, vh - box.height - EDGE);
  const centre = anchor.left + anchor.width / 2 - box.width / 2;
  const left = Math.max(EDGE, Math.min(centre, vw - box.width - EDGE));
  tip.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  tip.setAttribute('data-placement', above ? 'top' : 'bottom');
  tip.setAttribute('data-ready', '');
}

/** The tooltip. */
export function Tooltip({ target, text, onPointerEnter, onPointerLeave }: TooltipProps) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const tip = ref.current;
    if (!tip) return;
    tip.removeAttribute('data-ready');
    place(tip, target);
    let frame = 0;
    const follow = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (target.isConnected) place(tip, target);
      });
    };
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    window.addEventListener('resize', follow, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
    };
  }, [target, text]);

  return (
    <div
      ref={ref}
      className="rc-tooltip"
      part="tooltip"
      aria-hidden="true"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {text}
    </div>
  );
}
