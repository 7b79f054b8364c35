/**
 * Page kinds recognised from the URL path (portal-identity-reviews §2 "Page kinds recognised from the URL
 * path"). Pure: no DOM, no globals; used for analytics goal names such as
 * `shareButton_{doctor|lpu}_{page kind}` (§7 "Tracking"; ./share.ts). Decisions: docs/decisions/103-page-kind-names.md,
 * 158 (moved here from the favourite button).
 *
 * | kind                  | path (town = a lower-case slug such as `moskva`)                      |
 * |-----------------------|-----------------------------------------------------------------------|
 * | `reviews`             | a doctor or clinic card path ending in `/otzivi/` (also `otzyvy`, `reviews`) |
 * | `onlineDoctorList`    | `/online/vrach/` and its filters (`/online/vrach/{filter}/…`)          |
 * | `doctorCard`          | `/{town}/vrach/{id-slug}/` (`id-slug` starts with digits: `1001-ivanova`) |
 * | `doctorList`          | `/{town}/vrach/` and with a place or filter (`/{town}/vrach/{place}/…`) |
 * | `doctorTreatmentList` | `/{town}/lechenie/{slug}/`                                              |
 * | `clinicCard`          | `/{town}/lpu/{id-slug}/`                                                |
 * | `clinicList`          | `/{town}/lpu/` and with a place (`/{town}/lpu/{place}/`)                |
 * | `clinicFilter`        | `/{town}/top/{filter}/`                                                 |
 * | `services`            | `/{town}/uslugi…` or `/{town}/diagnostika…`                             |
 * | `favourites`          | `/favourites` (with or without the trailing slash, and below it)        |
 * | `login`               | `/login/` carrying a `next` query parameter                             |
 * | `diseaseInfo`         | any path on a host listed in `options.diseaseHosts` (the separate disease-information site) |
 * | `other`               | anything else (§2 "Other routes: not shown")                            |
 */

/** What the URL says the page is; `other` when no rule of §2 matches. */
export type PageKind =
  | 'doctorList'
  | 'doctorTreatmentList'
  | 'onlineDoctorList'
  | 'doctorCard'
  | 'clinicList'
  | 'clinicFilter'
  | 'clinicCard'
  | 'services'
  | 'diseaseInfo'
  | 'favourites'
  | 'login'
  | 'reviews'
  | 'other';

/** Options of {@link pageKind}. */
export interface PageKindOptions {
  /**
   * Host names of the separate disease-information site (§2): every path there is `diseaseInfo`. The spec does
   * not name the host, so it is the caller's to give; default none.
   */
  diseaseHosts?: readonly string[];
}

/** A town slug: `moskva`, `nizhniy-novgorod`, `online` (the online doctor list uses it as its town). */
const TOWN = /^[a-z][a-z0-9-]*$/;
/** A card's `{id-slug}` segment: `1001-ivanova-anna` or a bare id. */
const ID_SLUG = /^\d+(?:-[a-z0-9-]*)?$/i;
const REVIEWS_SEGMENTS = new Set(['otzivi', 'otzyvy', 'reviews']);

function toUrl(url: string | URL): URL | null {
  if (url instanceof URL) return url;
  try {
    // A base makes plain paths ('/moskva/vrach/') parse too.
    return new URL(url, 'http://localhost/');
  } catch {
    return null;
  }
}

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
}

/**
 * The page kind of `url` (an absolute URL, a path such as `/moskva/vrach/`, or a `URL`). Never throws: an
 * unparsable input is `other`.
 *
 * @example pageKind('/moskva/vrach/1001-ivanova/') // 'doctorCard'
 * @example pageKind('https://prodoctorov.ru/moskva/vrach/metro-kievskaya/') // 'doctorList'
 */
export function pageKind(url: string | URL, options: PageKindOptions = {}): PageKind {
  const parsed = toUrl(url);
  if (!parsed) return 'other';
  if (options.diseaseHosts?.includes(parsed.hostname.toLowerCase())) return 'diseaseInfo';

  const seg = segmentsOf(parsed.pathname);
  const [first, second, third] = seg;
  if (first === undefined) return 'other';

  if (first === 'favourites') return 'favourites';
  if (first === 'login' && seg.length === 1 && parsed.searchParams.has('next')) return 'login';
  if (!TOWN.test(first) || second === undefined) return 'other';

  const last = seg[seg.length - 1];
  const isCard = (section: string) => second === section && third !== undefined && ID_SLUG.test(third);

  if ((isCard('vrach') || isCard('lpu')) && seg.length >= 4 && REVIEWS_SEGMENTS.has(last)) return 'reviews';
  if (first === 'online' && second === 'vrach') return isCard('vrach') ? 'doctorCard' : 'onlineDoctorList';
  if (second === 'vrach') return isCard('vrach') ? 'doctorCard' : 'doctorList';
  if (second === 'lechenie' && third !== undefined) return 'doctorTreatmentList';
  if (second === 'lpu') return isCard('lpu') ? 'clinicCard' : 'clinicList';
  if (second === 'top' && third !== undefined) return 'clinicFilter';
  if (second.startsWith('uslugi') || second.startsWith('diagnostika')) return 'services';
  return 'other';
}
