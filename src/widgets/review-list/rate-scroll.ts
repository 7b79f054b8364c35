/**
 * Scrolling to the review the page address names (portal-identity-reviews §2 "Reviews page": "The query parameter
 * rate_id, or a hash #rate-{number}, scrolls to the review carrying that review id; if that review is hidden, the page
 * scrolls to the reviews container"). Decision: docs/decisions/135-review-list-errors-and-scroll.md.
 */
import { rateSelector, type RateTarget } from './review-list-model';

/** Whether a card is shown: attached under `host`, not `hidden` (itself or an ancestor), rendered. */
export function isShownCard(card: Element, host: Element): boolean {
  if (!card.isConnected || !host.contains(card)) return false;
  if (card.closest('[hidden]')) return false;
  const check = (card as Element & { checkVisibility?: () => boolean }).checkVisibility;
  return typeof check === 'function' ? check.call(card) : true;
}

/**
 * Scrolls to the card of `target` among the cards of `host` and focuses it (without a second scroll), or — when the
 * card is not there or hidden — to `host` itself. Returns what it scrolled to, `null` without a target.
 */
export function scrollToRate(host: HTMLElement, target: RateTarget | null): 'card' | 'container' | null {
  if (!target) return null;
  const card = host.querySelector<HTMLElement>(rateSelector(target));
  if (card && isShownCard(card, host)) {
    card.scrollIntoView({ block: 'start' });
    if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1');
    card.focus({ preventScroll: true });
    return 'card';
  }
  host.scrollIntoView({ block: 'start' });
  return 'container';
}
