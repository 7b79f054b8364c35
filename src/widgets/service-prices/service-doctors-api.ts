/**
 * `POST /ajax/services/schedule/doctors/` (booking-schedule §7): which doctors have slots for which services. The
 * service price list is its one caller, so it lives here, in that widget's chunk, and not in the runtime every
 * page loads (docs/decisions/124-runtime-diet.md). The slot endpoints stay in src/core/api/schedule.ts.
 */
import * as v from 'valibot';
import { request } from '../../core/http';

/** The endpoint, relative to config `apiBase`. */
export const SERVICE_DOCTORS_PATH = '/ajax/services/schedule/doctors/';

/** A request body entry. */
export interface ServiceDoctorsBodyEntry {
  lpu_id: number;
  /** Doctor ids. */
  doctors: number[];
  /** Synonym ids. */
  services: number[];
}

const id = v.pipe(
  v.number(),
  v.check((n: number) => Number.isFinite(n), 'an id must be a finite number'),
);

/** An entry of the reply (booking-schedule §7). */
export interface ServiceDoctors {
  lpuId: number;
  /** Doctors that have slots, each with the synonym ids bookable with them; empty = nothing bookable online. */
  doctors: { doctorId: number; services: number[] }[];
}

/** `POST /ajax/services/schedule/doctors/` reply: `[{lpu_id, doctors:[{doctor_id, services:[synonymId]}]}]`. */
export const serviceDoctorsReplySchema = v.pipe(
  v.array(
    v.object({
      lpu_id: id,
      doctors: v.nullish(v.array(v.object({ doctor_id: id, services: v.nullish(v.array(id)) }))),
    }),
  ),
  v.transform((list): ServiceDoctors[] =>
    list.map((e) => ({
      lpuId: e.lpu_id,
      doctors: (e.doctors ?? []).map((d) => ({ doctorId: d.doctor_id, services: d.services ?? [] })),
    })),
  ),
);

/**
 * Which doctors have slots for which services: `POST /ajax/services/schedule/doctors/` with
 * `[{lpu_id, doctors:[doctorId], services:[synonymId]}]` (booking-schedule §7). An entry with no doctors means
 * nothing is bookable online there. An empty `body` resolves `[]` without a request.
 * @throws {ApiError}
 */
export async function fetchServiceDoctors(
  body: readonly ServiceDoctorsBodyEntry[],
  signal?: AbortSignal,
): Promise<ServiceDoctors[]> {
  if (body.length === 0) return [];
  return request(SERVICE_DOCTORS_PATH, serviceDoctorsReplySchema, { method: 'POST', json: body, signal });
}
