/**
 * The doctor page's activities calls (portal-identity-reviews §7 "Doctor page"): both reply with HTML, which the
 * caller sanitises (src/shared/sanitize) before it touches the DOM. Decision: docs/decisions/162.
 */
import * as v from 'valibot';
import { request } from '../../core/http';
import { activitiesPath, sectionPath } from './sections-load-model';

/**
 * The reply read by its Content-Type (`auto`): HTML (or an untyped body) is the section; a reply that declares itself
 * JSON is not section HTML — a proxy's or an API's error object, a misrouted call — so it fails as `parse` (bad JSON
 * or not a string) and the section shows its retry instead of the object's text (issue 19, fault matrix). An empty
 * body reads as `null`: an empty section.
 */
const html = v.nullish(v.string());

async function htmlOf(reply: Promise<string | null | undefined>): Promise<string> {
  return (await reply) ?? '';
}

/** GET /ajax/doctor/{id}/activities/ → the HTML of the section skeletons. Rejects with an `ApiError`. */
export function fetchActivities(doctorId: number, signal?: AbortSignal): Promise<string> {
  return htmlOf(request(activitiesPath(doctorId), html, { signal }));
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
  return htmlOf(
    request(sectionPath(doctorId, section), html, {
      query: { page, page_size: opts.pageSize },
      signal: opts.signal,
    }),
  );
}
