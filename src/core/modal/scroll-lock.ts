/**
 * Ref-counted page scroll lock (ARCHITECTURE §8; portal-identity-reviews §4 "Modal": "Opening … locks page
 * scroll when the stack was empty. Closing … unlocks").
 *
 * The first {@link lockScroll} sets `overflow: hidden` on `<html>` and `<body>` and pads `<body>` on the right
 * by the width of the vanished scrollbar so the page does not jump; the last {@link unlockScroll} restores the
 * inline values that were there before. Nested or parallel dialogs (several widgets) simply add references.
 */

interface SavedStyles {
  htmlOverflow: string;
  bodyOverflow: string;
  bodyPaddingRight: string;
}

let count = 0;
let saved: SavedStyles | null = null;

/** Width of the page's vertical scrollbar in px (0 with overlay scrollbars or no scrollbar). */
function scrollbarWidth(): number {
  const viewport = document.documentElement.clientWidth;
  if (!(viewport > 0)) return 0; // no layout (e.g. a test DOM)
  const width = window.innerWidth - viewport;
  return Number.isFinite(width) && width > 0 ? width : 0;
}

/** Adds one lock reference; the first one hides the page scrollbar. Safe without a DOM (no-op). */
export function lockScroll(): void {
  count += 1;
  if (count !== 1 || typeof document === 'undefined') return;
  const html = document.documentElement;
  const body = document.body;
  if (!body) return;
  const gap = scrollbarWidth();
  saved = {
    htmlOverflow: html.style.overflow,
    bodyOverflow: body.style.overflow,
    bodyPaddingRight: body.style.paddingRight,
  };
  if (gap > 0) {
    const current = parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + gap}px`;
  }
  html.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
}

/** Drops one lock reference; the last one restores the page's previous inline styles. Extra calls are ignored. */
export function unlockScroll(): void {
  if (count === 0) return;
  count -= 1;
  if (count !== 0 || !saved || typeof document === 'undefined') return;
  const html = document.documentElement;
  const body = document.body;
  html.style.overflow = saved.htmlOverflow;
  if (body) {
    body.style.overflow = saved.bodyOverflow;
    body.style.paddingRight = saved.bodyPaddingRight;
  }
  saved = null;
}

/** Number of active lock references (0 = page scrolls). */
export function scrollLockCount(): number {
  return count;
}

/** Tests only: drop every reference and restore the page. */
export function resetScrollLock(): void {
  if (count > 0) {
    count = 1;
    unlockScroll();
  }
}
