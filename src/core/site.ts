/**
 * The directory site and partner pages (CONTRACT "Page config": `siteBase`, `apiBase`, `redirectTarget`, and the
 * partner-page paragraph; docs/partners.md; docs/decisions/184-partner-pages.md).
 *
 * - **Site origin**: config `siteBase`, else the origin the CDN folder was loaded from (the runtime chunk sits in
 *   the site's static folder next to `loader.js`), else — the npm build, tests — the page's own origin.
 * - **Partner page**: a page whose origin is not the site's (`https://klinika-beresta.ru` embedding the calendar).
 *   There, API calls go to the site without cookies or CSRF (src/core/http/client.ts), booking redirects are
 *   absolute URLs on the site marked `source=partner` ({@link bookingUrl}, src/core/dom `navigate`), and widgets
 *   that need the site's session render nothing (`session` in the widget definition, src/core/define.ts).
 * - A same-origin page (every Django page) behaves exactly as before: relative URLs stay relative.
 */
import { getConfig } from './config';

declare const __PD_CDN__: boolean | undefined;

/** `source` of a booking redirect from a partner page (ADR 184: the spec names no value for it). */
export const PARTNER_SOURCE = 'partner';

/** The page's origin; `"null"` where there is no http(s) page (Node, `about:blank`). */
export const pageOrigin = (): string =>
  typeof location == 'object' && /^http/.test(location.protocol) ? location.origin : 'null';

/**
 * The site's origin (`https://prodoctorov.ru`): config `siteBase` (checked to be an http(s) URL by the config),
 * else the origin of the CDN folder this code came from, else the page's.
 */
export const siteOrigin = (): string => {
  const base = getConfig().siteBase || (typeof __PD_CDN__ == 'boolean' ? import.meta.url : '');
  return base ? new URL(base).origin : pageOrigin();
};

/** The last answer of {@link isPartnerPage}, for the config `siteBase` and page URL it was computed for. */
let partnerMemo: { base: string | undefined; href: string; partner: boolean } | undefined;

/**
 * True on a partner page: an http(s) page whose origin is not the site's (CONTRACT). Remembered for the config's
 * `siteBase` and the page's URL it was computed for: every session widget asks at connect, and 500 favourite buttons
 * upgraded in one task spent ≈ 8 ms of it here at 1× CPU (ADR 230).
 */
export const isPartnerPage = (): boolean => {
  const base = getConfig().siteBase;
  const href = typeof location == 'object' ? location.href : '';
  if (partnerMemo?.base !== base || partnerMemo.href !== href)
    partnerMemo = { base, href, partner: pageOrigin() != 'null' && pageOrigin() != siteOrigin() };
  return partnerMemo.partner;
};

/**
 * A booking redirect (booking-schedule §2 "Booking redirect targets": doctor, clinic, service, telemed, preliminary
 * consultation) as this page follows it: on a partner page with `source=partner` (replacing the page kind's
 * `source`, added when absent) so the site can tell partner bookings apart — `navigate` then makes it absolute on
 * the site; on the site's own pages exactly `url`. The other pairs are kept as written (`slot=23.11.2026%2009:00`).
 */
export function bookingUrl(url: string): string {
  if (!isPartnerPage()) return url;
  const [path, query = ''] = url.split('?');
  const pairs = query.split('&').filter((pair) => pair && !/^source(=|$)/.test(pair));
  return `${path}?${[...pairs, `source=${PARTNER_SOURCE}`].join('&')}`;
}
