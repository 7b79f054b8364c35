/**
 * URL-hash sync of modals (portal-identity-reviews §2 "Modal dialogs in general": "A modal may be tied to a
 * URL hash equal to its id. The hashes #map_page and #filters suppress slider initialisation"; §4 "Modal":
 * "Back or hash change closes or opens by hash").
 */
import { SLIDER_SUPPRESSING_HASHES } from './constants';

function currentHash(): string {
  return typeof location !== 'undefined' ? location.hash : '';
}

/** `#id` for a modal id. */
export function hashFor(id: string): string {
  return `#${id}`;
}

/** True when the current URL hash is `#id`. */
export function isHashOf(id: string, hash: string = currentHash()): boolean {
  return hash === hashFor(id);
}

/**
 * True when the URL hash is `#map_page` or `#filters`: sliders (medals, popular doctors, cases) must not
 * initialise (portal-identity-reviews §2).
 */
export function isSliderSuppressedByHash(hash: string = currentHash()): boolean {
  return (SLIDER_SUPPRESSING_HASHES as readonly string[]).includes(hash);
}

/**
 * Pushes a history entry with the hash `#id` (no `hashchange` fires for it). Returns true when an entry was
 * pushed, false when the hash already was `#id` (a deep link or forward navigation).
 */
export function pushModalHash(id: string): boolean {
  if (typeof history === 'undefined' || isHashOf(id)) return false;
  try {
    history.pushState(history.state, '', hashFor(id));
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes `#id` from the URL when a hash-tied modal closes by the cross, Esc or code: goes back when this
 * modal pushed the entry (so the back button does not reopen it), else replaces the URL without the hash.
 * Does nothing when the hash is no longer `#id` (the modal closed because of back/forward).
 */
export function clearModalHash(id: string, pushed: boolean): void {
  if (typeof history === 'undefined' || !isHashOf(id)) return;
  try {
    if (pushed) history.back();
    else history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  } catch {
    // history unavailable (sandboxed iframe): leave the URL as it is
  }
}

const mounted = new Set<string>();

/** Records that a hash-tied dialog with `id` is on the page (it may open by hash). Returns the unregister. */
export function registerHashModal(id: string): () => void {
  mounted.add(id);
  return () => {
    mounted.delete(id);
  };
}

/** The id of a mounted hash-tied dialog whose hash is `hash`, if any. */
export function hashModalIdOf(hash: string): string | undefined {
  const id = hash.startsWith('#') ? hash.slice(1) : '';
  return id && mounted.has(id) ? id : undefined;
}

/** Calls `listener(hash)` on `hashchange` and `popstate` (either may come alone). Returns the unsubscribe. */
export function onHashChange(listener: (hash: string) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = () => listener(currentHash());
  window.addEventListener('hashchange', handler);
  window.addEventListener('popstate', handler);
  return () => {
    window.removeEventListener('hashchange', handler);
    window.removeEventListener('popstate', handler);
  };
}
