/**
 * The awards banner's hide cookie (portal-identity-reviews §4 "Awards phases": hiding stores `award_banner=hidden`
 * for half a day; §9 "Awards banner cookie 0.5 day"). Decision: docs/decisions/152-awards-banner-hide-cookie.md.
 */

/** The cookie's name and value. */
export const AWARD_BANNER_COOKIE = 'award_banner';
export const AWARD_BANNER_HIDDEN = 'hidden';
/** §9: 0.5 day, in seconds. */
export const AWARD_BANNER_HIDE_SECONDS = 12 * 60 * 60;

/** True when a `document.cookie` string holds `award_banner=hidden`. */
export function isHiddenCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${AWARD_BANNER_COOKIE}=${AWARD_BANNER_HIDDEN}`);
}

/** The `document.cookie` assignment that hides the banner for half a day on the whole site. */
export function hideCookie(): string {
  return `${AWARD_BANNER_COOKIE}=${AWARD_BANNER_HIDDEN}; max-age=${AWARD_BANNER_HIDE_SECONDS}; path=/; SameSite=Lax`;
}

/** Reads the page's cookies; `false` where they cannot be read (a sandboxed frame throws). */
export function isBannerHidden(doc: Document | undefined = globalThis.document): boolean {
  try {
    return !!doc && isHiddenCookie(doc.cookie);
  } catch {
    return false;
  }
}

/** Stores the hide cookie; a page that refuses cookies only loses the memory, the banner still hides. */
export function hideBanner(doc: Document | undefined = globalThis.document): void {
  try {
    if (doc) doc.cookie = hideCookie();
  } catch {
    /* sandboxed frame: nothing to remember */
  }
}
