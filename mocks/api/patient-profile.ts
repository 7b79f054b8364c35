/**
 * Reference API: the review author's trust profile (booking-schedule §3 "Patient profile", §5 "Patient id is taken
 * from mobile id or id; it must be a non-zero number", §7 `GET /api/rates/patient_profile/` with query `patient_id`,
 * `patient_mobile_id`; §8 "Patient profile load failure").
 *
 * - The mobile id is used when it is a positive integer, else the site id; neither → 400 `{"detail": …}`.
 * - {@link FAILING_PATIENT_ID} → Django's 500 page; an id outside the fixtures → 404 `{"detail": "Не найдено."}`.
 * - Otherwise the deterministic profile of mocks/fixtures/patient-profiles.ts.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { FAILING_PATIENT_ID, patientProfile } from '../fixtures/patient-profiles';
import type { HandlerOptions } from './schedule';

/** A query id the server accepts: digits only, above zero; else `null`. */
function queryId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Handlers of the patient profile. */
export function patientProfileHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  return [
    http.get(`${base}/api/rates/patient_profile/`, async ({ request }) => {
      if (opts.latencyMs) await delay(opts.latencyMs);
      const query = new URL(request.url).searchParams;
      const mobileId = queryId(query.get('patient_mobile_id'));
      const patientId = queryId(query.get('patient_id'));
      if (mobileId === null && patientId === null) {
        return HttpResponse.json({ detail: 'Не передан patient_id или patient_mobile_id' }, { status: 400 });
      }
      const kind = mobileId !== null ? 'mobile' : 'patient';
      const id = (mobileId ?? patientId)!;
      if (kind === 'patient' && id === FAILING_PATIENT_ID) {
        return new HttpResponse('<h1>Server Error (500)</h1>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        });
      }
      const profile = patientProfile(kind, id);
      if (!profile) return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      return HttpResponse.json(profile);
    }),
  ];
}
