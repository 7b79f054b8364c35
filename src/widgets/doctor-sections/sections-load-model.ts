/**
 * Pure rules of `<pd-doctor-sections>` that only its loading code needs (sections-load.ts, the `-lazy` chunk; ADR 217):
 * the §7 activities paths, the §9 list loader page size, the first-page and further-page steps of a section's state
 * (portal-identity-reviews §4 "Lazy doctor sections" and "List loader", §8 "Infinite-scroll load failure: the scroller
 * is removed"). The rules the page needs at load are doctor-sections-model.ts. Decisions: docs/decisions/162–164, 217.
 */
import { initialSection, readCount, type SectionState } from './doctor-sections-model';

/** §9 "List loader page size 20 on mobile and 10 on desktop (or a data attribute)". */
export const LIST_PAGE_SIZE = { mobile: 20, desktop: 10 } as const;

/** The activities skeleton: GET /ajax/doctor/{id}/activities/ (§7, HTML). */
export const activitiesPath = (doctorId: number): string => `/ajax/doctor/${doctorId}/activities/`;

/** One section's page: GET /ajax/doctor/{id}/activities/{section}/?page={n} (§7, HTML). */
export const sectionPath = (doctorId: number, section: string): string =>
  `/ajax/doctor/${doctorId}/activities/${encodeURIComponent(section)}/`;

/** The list loader's page size: a positive `data-page-size`, else 10 on desktop and 20 on mobile (§9). */
export function listPageSize(attribute: string | null | undefined, isDesktop: boolean): number {
  const n = readCount(attribute, 0);
  if (n > 0 && n <= 100) return n;
  return isDesktop ? LIST_PAGE_SIZE.desktop : LIST_PAGE_SIZE.mobile;
}

/** The first page was requested. */
export function startLoad(s: SectionState): SectionState {
  return { ...s, status: 'loading' };
}

/** The first page arrived with `remaining` items left. */
export function firstPageLoaded(remaining: number): SectionState {
  return initialSection(true, remaining);
}

/** A further page may be requested now. */
export function canLoadMore(s: SectionState): boolean {
  return s.status === 'loaded' && s.list === 'idle' && s.remaining > 0;
}

/** §4 "Further pages are requested with page = n+1". */
export function nextPage(s: SectionState): number {
  return s.page + 1;
}

/** A further page was requested: the list loader is `loading`. */
export function startMore(s: SectionState): SectionState {
  return { ...s, list: 'loading' };
}

/** A further page arrived: page n+1 shown, `remaining` left; `fullyLoaded` when nothing remains. */
export function morePageLoaded(s: SectionState, remaining: number): SectionState {
  return { ...s, page: s.page + 1, remaining, list: remaining > 0 ? 'idle' : 'fullyLoaded' };
}

/**
 * A further page failed. The load-more button may be pressed again (`idle`); an infinite scroller is removed (§8), so
 * its list ends (`fullyLoaded`).
 */
export function morePageFailed(s: SectionState, infinite: boolean): SectionState {
  return { ...s, list: infinite ? 'fullyLoaded' : 'idle' };
}
