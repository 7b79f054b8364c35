/**
 * Reference API: the doctor video card (portal-identity-reviews §3 "Video card", §7
 * `POST /api/doctor/video_card/{uuid}/view_count` counts a video view). Decision: docs/decisions/153.
 *
 * - `POST /api/doctor/video_card/{uuid}/view_count` (CSRF checked) → `{"uuid", "view_count"}` with the count of views
 *   of that uuid since the handlers were created (kept in memory); an unknown-looking uuid (not letters, digits and
 *   dashes) → 404 `{"detail":"Видеовизитка не найдена"}`.
 */
import { scoped } from '../scope';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { csrfFailure } from '../csrf';
import type { HandlerOptions } from './schedule';

/** The demo doctor's video card uuid (stories, demo page). */
export const DEMO_VIDEO_CARD_UUID = '6b1c2e8a-5d4f-4c2b-9a77-0d3e1f2a9b10';
/** The demo doctor's video link (YouTube). */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/** Handlers of the video card. */
export function videoCardHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const memory = scoped(() => ({ views: new Map<string, number>() }));
  return [
    http.post(`${base}/api/doctor/video_card/:uuid/view_count`, async ({ request, cookies, params }) => {
      if (opts.latencyMs) await delay(opts.latencyMs);
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const uuid = String(params.uuid ?? '');
      if (!/^[A-Za-z0-9-]{1,64}$/.test(uuid)) {
        return HttpResponse.json({ detail: 'Видеовизитка не найдена' }, { status: 404 });
      }
      const count = (memory.views.get(uuid) ?? 0) + 1;
      memory.views.set(uuid, count);
      return HttpResponse.json({ uuid, view_count: count });
    }),
  ];
}
