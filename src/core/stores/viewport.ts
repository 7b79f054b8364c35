/**
 * Viewport store: desktop is `min-width: 1200px` (portal-identity-reviews §9 "Desktop breakpoint 1200 px").
 * Listens to the media query only while some widget is subscribed.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';

/** The desktop media query of the whole library. */
export const DESKTOP_QUERY = '(min-width: 1200px)';

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY).matches
    : false;
}

const $desktop = atom<boolean>(matches());

onMount($desktop, () => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const mql = window.matchMedia(DESKTOP_QUERY);
  const update = () => $desktop.set(mql.matches);
  update();
  mql.addEventListener('change', update);
  return () => mql.removeEventListener('change', update);
});

/** `true` on desktop (≥ 1200 px wide), `false` on mobile. */
export const $isDesktop: ReadableAtom<boolean> = $desktop;
