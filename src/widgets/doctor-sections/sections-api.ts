/**
 * The doctor page's activities calls (portal-identity-reviews §7 "Doctor page"): both reply with HTML, which the
 * caller sanitises (src/shared/sanitize) before it touches the DOM. Decision: docs/decisions/162.
 */
import * as v from 'valibot';
import { request } from '../../core/http';
import { activitiesPath, sectionPath } from './doctor-sections-model';

const html = v.string();

/** GET /ajax/doctor/{id}/activities/ → the HTML of the section skeletons. Rejects with an `ApiError`. */
export function fetchActivities(doctorId: number, signal?: AbortSignal): Promise<string> {
  return request(activitiesPath(doctorId), html, { responseType: 'text', signal });
}

/**
 * GET /ajax/doctor/{id}/activities/{section}/?page={n} → the HTML of page `n` (1-based). `pageSize` (the list loader,
 * §9) is sent as `page_size`. Rejects with an `ApiError`.
 */
export function fetchSectionPage(
  doctorId: number,
  section: string,
  page: number,
  opts: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<string> {
  return request(sectionPath(doctorId, section), html, {
    responseType: 'text',
    query: { page, page_size: opts.pageSize },
    signal: opts.signal,
  });
}
