/**
 * The reference API (ARCHITECTURE §11) as msw handlers: used by component tests (msw/node, tests/msw-server.ts),
 * Storybook (msw browser worker) and the demo server (`getResponse(handlers, request)`).
 *
 * Paths carry a `*` prefix (any origin, e.g. `*` + `/ajax/schedule/slots_bulk/`) so they answer on the page
 * origin, a foreign `apiBase`, and in Node without `location`. Areas add their handlers here.
 */
import type { HttpHandler } from 'msw';
import { scheduleHandlers, type HandlerOptions } from './api/schedule';
import { favouritesHandlers } from './api/favourites';
import { contactsHandlers } from './api/contacts';
import { ssoHandlers } from './api/sso';
import { patientProfileHandlers } from './api/patient-profile';
import { reviewExtrasHandlers } from './api/review-extras';
import { reviewsHandlers } from './api/reviews';
import { reviewsMetricsHandlers } from './api/reviews-metrics';
import { adsHandlers } from './api/ads';
import { awardsHandlers } from './api/awards';
import { doctorThanksHandlers } from './api/doctor-thanks';
import { videoCardHandlers } from './api/video-card';
import { mapHandlers } from './api/map';
import { doctorCasesHandlers } from './api/doctor-cases';
import { doctorSectionsHandlers } from './api/doctor-sections';
import { clubHandlers } from './api/club';
import { townsHandlers } from './api/towns';

export type { HandlerOptions } from './api/schedule';

/** Every handler of the reference API, with options (fixed "today", latency, path prefix). */
export function createHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  return [
    ...scheduleHandlers(opts),
    ...favouritesHandlers(opts),
    ...contactsHandlers(opts),
    ...ssoHandlers(opts),
    ...patientProfileHandlers(opts),
    ...reviewExtrasHandlers(opts),
    ...reviewsHandlers(opts),
    ...reviewsMetricsHandlers(opts),
    ...adsHandlers(opts),
    ...awardsHandlers(opts),
    ...doctorThanksHandlers(opts),
    ...videoCardHandlers(opts),
    ...mapHandlers(opts),
    ...doctorCasesHandlers(opts),
    ...doctorSectionsHandlers(opts),
    ...clubHandlers(opts),
    ...townsHandlers(opts),
  ];
}

/** The default handlers: no latency, "today" = each request's start day. */
export const handlers: HttpHandler[] = createHandlers();
