/**
 * The booking widgets by tag (issue 21; docs/decisions/202-booking-first-loader.md): a calendar, a clinic list, a
 * price block or service prices. The CDN loader imports them at once, wherever they are, and holds every other tag
 * until the page's first schedule is shown (src/loader.ts); the CDN runtime defines them at once, where it may give
 * another tag a task of its own (src/core/define.ts, ADR 237). A pure test of the name, so the loader stays O(1) (ADR
 * 118).
 */
export const isBookingTag = (tag: string): boolean => /calendar|clinic-list|price/.test(tag);
