/**
 * The patient profile on the wire (booking-schedule §3 "Patient profile"; §5 "Patient id is taken from mobile id or
 * id; it must be a non-zero number, else no request"; §7 `GET /api/rates/patient_profile/` with query `patient_id`,
 * `patient_mobile_id`). Decisions: docs/decisions/140-patient-profile-openers-and-cache.md.
 *
 * Wire (snake_case): `{id, title, trust_percent, can_trust, trust_criteria: [{title, can_trust}],
 * count_rates_positive, count_rates_negative, count_rates_canceled, count_rates_without_mark, count_appointments}`.
 */
import * as v from 'valibot';
import { logError } from '../../core/dom';
import { request } from '../../core/http';
import { PATIENT_PROFILE_TAG, type PatientRef } from './patient-profile-model';

/** The `GET /api/rates/patient_profile/` path. */
export const PATIENT_PROFILE_PATH = '/api/rates/patient_profile/';

/** One trust criterion (§3 `trust_criteria`): what the site checked about the patient and whether it holds. */
export interface TrustCriterion {
  /** What was checked, e.g. 'Телефон подтверждён'. */
  title: string;
  /** Whether the patient meets it. */
  canTrust: boolean;
}

/** A review author's trust profile (§3 "Patient profile"), camelCase. Counts are non-negative integers. */
export interface PatientProfile {
  /** The server's id of the profile (`null` when not sent). */
  id: number | null;
  /** The author's name as the server shows it (may be `''`). */
  title: string;
  /** Trust, percent 0–100 as sent (the view clamps and rounds). */
  trustPercent: number;
  /** The server's verdict: 'Можно доверять' (true) or 'Доверяйте с осторожностью' (false). */
  canTrust: boolean;
  trustCriteria: TrustCriterion[];
  countRatesPositive: number;
  countRatesNegative: number;
  countRatesCanceled: number;
  countRatesWithoutMark: number;
  countAppointments: number;
}

const finite = v.check<number, string>((n) => Number.isFinite(n), 'Expected a finite number');

/** A count: a non-negative integer; absent/null = 0. */
const count = v.pipe(
  v.nullish(v.number()),
  v.transform((n) => n ?? 0),
  v.check((n) => Number.isInteger(n) && n >= 0, 'Expected a non-negative integer count'),
);

const text = v.pipe(
  v.nullish(v.string()),
  v.transform((s) => (s ?? '').trim()),
);

/** One wire criterion `{title, can_trust}` → {@link TrustCriterion}. */
export const trustCriterionSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string(),
      v.transform((s) => s.trim()),
      v.check((s) => s.length > 0, 'title must not be empty'),
    ),
    can_trust: v.boolean(),
  }),
  v.transform(({ title, can_trust }): TrustCriterion => ({ title, canTrust: can_trust })),
);

/** `trust_criteria`: absent/null = none; a malformed item is skipped with a log (the rest still shows). */
const criteria = v.pipe(
  v.nullish(v.array(v.unknown())),
  v.transform((items): TrustCriterion[] => {
    const out: TrustCriterion[] = [];
    (items ?? []).forEach((item, i) => {
      const parsed = v.safeParse(trustCriterionSchema, item);
      if (parsed.success) out.push(parsed.output);
      else
        logError(
          PATIENT_PROFILE_TAG,
          `trust criterion #${i} of ${PATIENT_PROFILE_PATH} is malformed (${parsed.issues[0]?.message ?? 'bad shape'}); it is skipped`,
        );
    });
    return out;
  }),
);

/**
 * The reply → {@link PatientProfile}. `can_trust` and `trust_percent` are required; counts default to 0 when absent;
 * anything else malformed (a negative count, a text percent) is an `ApiError{kind:'parse'}`.
 */
export const patientProfileSchema = v.pipe(
  v.object({
    id: v.nullish(v.pipe(v.number(), finite)),
    title: text,
    trust_percent: v.pipe(v.number(), finite),
    can_trust: v.boolean(),
    trust_criteria: criteria,
    count_rates_positive: count,
    count_rates_negative: count,
    count_rates_canceled: count,
    count_rates_without_mark: count,
    count_appointments: count,
  }),
  v.transform((w): PatientProfile => ({
    id: w.id ?? null,
    title: w.title ?? '',
    trustPercent: w.trust_percent,
    canTrust: w.can_trust,
    trustCriteria: w.trust_criteria ?? [],
    countRatesPositive: w.count_rates_positive ?? 0,
    countRatesNegative: w.count_rates_negative ?? 0,
    countRatesCanceled: w.count_rates_canceled ?? 0,
    countRatesWithoutMark: w.count_rates_without_mark ?? 0,
    countAppointments: w.count_appointments ?? 0,
  })),
);

/**
 * `GET /api/rates/patient_profile/?patient_id=&patient_mobile_id=` (booking-schedule §7): both ids are sent under
 * their wire names (an invalid one as `0`).
 *
 * @param patient the review author of the card (`patientKey(…)` non-null); with no valid id it rejects with an `Error`
 *   and sends NO request (§5).
 * @throws {ApiError} as `request()` does (`offline`, `timeout`, `server`, `http`, `parse`, `aborted`); a GET is
 *   retried once on `offline`/`server`.
 */
export function fetchPatientProfile(patient: PatientRef, signal?: AbortSignal): Promise<PatientProfile> {
  if (!patient.key) {
    return Promise.reject(new Error('no valid patient id: the profile is not requested'));
  }
  return request(PATIENT_PROFILE_PATH, patientProfileSchema, {
    query: { patient_id: patient.patientId, patient_mobile_id: patient.patientMobileId },
    signal,
  });
}
