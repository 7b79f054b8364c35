/**
 * The DOM side of `<pd-ad>` (portal-identity-reviews §4 "Ads", §7 "Tracking", §8, §9). No React: `Ad.tsx` starts it
 * on the host element, whose light DOM holds the server's ad markup. Decisions: docs/decisions/156, 157.
 *
 * - `js=1` view_status once per element when tracking starts (the script ran for this ad).
 * - One `IntersectionObserver` on the host with the ad's threshold (1, demo 0.5). The ad counts as visible while it
 *   intersects at that threshold AND the page is visible (`visibilitychange`); 2000 ms visible without a break →
 *   view_banner, then view_status `visible=1`, once per element; the observer then stops. No IntersectionObserver
 *   (old browsers, unit-test DOMs) → no impression.
 * - A click anywhere in the ad with no text selected opens the ad event URL in a new tab without opener; a link in
 *   the markup does not navigate itself (its default is prevented: the event URL is the ad's target). With text
 *   selected (the user was copying) nothing happens. Without focusable markup inside, the host becomes
 *   `role="link"` + `tabindex="0"` and Enter opens it too.
 */
import { buildUrl } from '../../core/http';
import { sendImpression, sendStatus } from './ad-api';
import {
  adEventPath,
  clickOpensAd,
  createDwell,
  isVisibleEnough,
  visibilityThreshold,
  type AdData,
} from './ad-model';

/** Elements whose `js` status / impression was already sent (an element is tracked once, even if re-enhanced). */
const statusSent = new WeakSet<Element>();
const reported = new WeakSet<Element>();

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The absolute ad event URL (`{apiBase}/ad/event/c/{campaign}/?banner_type={type}`). */
export function adEventUrl(ad: AdData): string {
  const { path, query } = adEventPath(ad);
  return buildUrl(path, { query });
}

/** Opens the ad event URL in a new tab without opener or referrer (§7). */
export function openAd(ad: AdData): void {
  window.open(adEventUrl(ad), '_blank', 'noopener,noreferrer');
}

function selectedText(): string {
  try {
    return window.getSelection()?.toString() ?? '';
  } catch {
    return '';
  }
}

/** Starts tracking and click handling of one ad element; returns the stop function. */
export function startAd(host: HTMLElement, ad: AdData): () => void {
  if (!statusSent.has(host)) {
    statusSent.add(host);
    void sendStatus(ad, 'js');
  }

  let intersecting = false;
  let io: IntersectionObserver | null = null;
  const pageVisible = () => document.visibilityState !== 'hidden';
  const dwell = createDwell(() => {
    reported.add(host);
    io?.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    void sendImpression(ad).then(() => sendStatus(ad, 'visible'));
  });
  const onVisibility = () => dwell.update(intersecting && pageVisible());

  if (!reported.has(host) && typeof IntersectionObserver === 'function') {
    io = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        intersecting = isVisibleEnough(ad, entry.isIntersecting, entry.intersectionRatio);
        onVisibility();
      },
      { threshold: visibilityThreshold(ad) },
    );
    io.observe(host);
    document.addEventListener('visibilitychange', onVisibility);
  }

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (!clickOpensAd(selectedText())) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link && host.contains(link)) event.preventDefault();
    openAd(ad);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.target !== host) return;
    event.preventDefault();
    openAd(ad);
  };
  host.addEventListener('click', onClick);
  host.addEventListener('keydown', onKey);

  const added: string[] = [];
  if (!host.querySelector(FOCUSABLE)) {
    if (!host.hasAttribute('role')) {
      host.setAttribute('role', 'link');
      added.push('role');
    }
    if (!host.hasAttribute('tabindex')) {
      host.setAttribute('tabindex', '0');
      added.push('tabindex');
    }
  }

  return () => {
    dwell.stop();
    io?.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    host.removeEventListener('click', onClick);
    host.removeEventListener('keydown', onKey);
    for (const name of added) host.removeAttribute(name);
  };
}

/** Tests only: forgets which elements were reported. */
export function forgetReportedAds(...hosts: Element[]): void {
  for (const host of hosts) {
    statusSent.delete(host);
    reported.delete(host);
  }
}
