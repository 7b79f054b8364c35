/**
 * New tabs without opener (ARCHITECTURE §10). The clinic list is the one widget that opens one (its map links), so
 * this lives in its folder and chunk, not in the runtime (docs/decisions/124-runtime-diet.md).
 */
import { logError, safeUrl } from '../../core/dom';

/** Opens a safe URL in a new tab with `noopener noreferrer`; unsafe URLs are refused with a log. */
export function openInNewTab(url: string): void {
  const safe = safeUrl(url);
  if (!safe) {
    logError('navigation', `refused to open "${url}": only http(s) and relative URLs are allowed`);
    return;
  }
  const a = document.createElement('a');
  a.href = safe;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  a.click();
}
