/**
 * Rules of `<pd-town-chooser>` (portal-identity-reviews §2 "Town chooser popup": "It loads the list of towns (HTML)
 * once, only when empty, from a URL in the link data. Choosing a town posts to the town link and the browser goes to
 * the returned url."; §7 "Towns"). Decision: docs/decisions/170-town-chooser-and-search.md.
 *
 * The towns HTML contract: any markup; every `<a href="{town link}">` in it is a town, its `href` the POST target.
 * The HTML is sanitised (src/shared/sanitize: no scripts, handlers, `javascript:` URLs, forms, styles).
 */
import { allowedUrl, safeUrl } from '../../core/dom';

/** The tag. */
export const TOWN_CHOOSER_TAG = 'pd-town-chooser';
/** Any element with this attribute opens the popup. */
export const TOWN_CHOOSER_ATTRIBUTE = 'data-pd-town-chooser';
/** The opener's attribute with the towns list URL (§2 "from a URL in the link data"). */
export const TOWNS_URL_ATTRIBUTE = 'data-towns-url';
/** The dialog's width on desktop, px (§9 default dialog 456). */
export const TOWN_CHOOSER_WIDTH = 456;

/** The towns URL: the opener's `data-towns-url`, else the element's `towns-url`; `null` when neither is safe. */
export function townsUrlOf(
  openerValue: string | null | undefined,
  fallback: string | null | undefined,
): string | null {
  return safeUrl(openerValue) ?? safeUrl(fallback);
}

/**
 * The town link a click hit inside `box` (the list's container): the closest `<a href>` between the event path's
 * start and `box`, or `null`.
 */
export function townLinkOf(path: readonly EventTarget[], box: Element): string | null {
  for (const node of path) {
    if (node === box) return null;
    const el = node as Element;
    if (el.nodeType === 1 && el.localName === 'a' && el.hasAttribute('href')) {
      return allowedUrl(el.getAttribute('href'));
    }
  }
  return null;
}
