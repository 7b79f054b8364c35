/**
 * DOM safety helpers (ARCHITECTURE §7, §10): URL allow-listing, guarded navigation and the one console format
 * `[pd-widgets] <tag>: …`. Opening a new tab is the clinic list's (src/widgets/clinic-list/open-in-new-tab.ts, ADR 124). Server HTML sanitising (DOMPurify) comes back with the
 * first widget that inserts server HTML (the reviews area), in that widget's folder (ADR 122).
 */
import { getConfig } from '../config';
import { bookingUrl, isPartnerPage, siteOrigin } from '../site';

/** Logs `[pd-widgets] <tag>: <message>` as an error (with the cause, if any). Never throws. */
export function logError(tag: string, message: string, err?: unknown): void {
  if (err === undefined) console.error(`[pd-widgets] ${tag}: ${message}`);
  else console.error(`[pd-widgets] ${tag}: ${message}`, err);
}

/** Logs `[pd-widgets] <tag>: <message>` as a warning. */
export function logWarn(tag: string, message: string): void {
  console.warn(`[pd-widgets] ${tag}: ${message}`);
}

function pageHref(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}

/**
 * Returns the URL if it is http(s) or relative (path, query or hash), else `null`
 * (`javascript:`, `data:`, `vbscript:`, protocol-relative to another scheme …).
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (!trimmed) return null;
  // Control characters and whitespace inside a scheme are a classic filter bypass.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, pageHref());
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? trimmed : null;
}

/**
 * `url` (trimmed) when it is safe ({@link safeUrl}) and stays on the page's origin, the site's (src/core/site.ts: from
 * a partner page the booking pages are there) or a host in config `allowedRedirectHosts`; else `null`. The one
 * check for every link the server or a page attribute gives (ADR 187): a scheme check alone lets a foreign
 * `https://` link through.
 */
export function allowedUrl(url: string | null | undefined): string | null {
  const safe = safeUrl(url);
  if (!safe) return null;
  const target = new URL(safe, pageHref());
  return target.origin == new URL(pageHref()).origin ||
    target.origin == siteOrigin() ||
    getConfig().allowedRedirectHosts.includes(target.host)
    ? safe
    : null;
}

/** True when {@link allowedUrl} keeps `url`: navigation may go there. */
export const isAllowedNavigation = (url: string): boolean => allowedUrl(url) != null;

/** The browser navigation used by {@link navigate}; replaceable in tests. */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
  /** A new tab with no opener (config `redirectTarget: '_blank'` on a partner page). */
  open(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

/**
 * Navigates the page to `url` when {@link isAllowedNavigation} allows it. A relative URL is a site path: from a
 * partner page it goes to the site (absolute), in the tab config `redirectTarget` names. A refused URL logs
 * `[pd-widgets] navigation: …` and returns `false`; nothing is thrown.
 */
export function navigate(url: string): boolean {
  const partner = isPartnerPage();
  // safeUrl first: it parses; a URL that parses against the page parses against the site.
  const href = partner && safeUrl(url) ? new URL(url, siteOrigin()).href : url;
  if (!isAllowedNavigation(href)) {
    logError('navigation', `refused to navigate to "${url}": not same-origin nor in allowedRedirectHosts`);
    return false;
  }
  if (partner && getConfig().redirectTarget == '_blank') navigation.open(href);
  else navigation.assign(href);
  return true;
}

/**
 * Follows a booking redirect (booking-schedule §2 "Booking redirect targets": doctor, clinic, service, telemed,
 * preliminary consultation): {@link navigate} to `url`, which a partner page sends to the site with
 * `source=partner` (src/core/site.ts `bookingUrl`). Returns `false` when refused (logged).
 */
export function navigateToBooking(url: string): boolean {
  return navigate(bookingUrl(url));
}
