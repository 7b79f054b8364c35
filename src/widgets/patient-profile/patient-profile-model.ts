/**
 * Pure rules of the patient profile panel (booking-schedule §2 "Patient profile panel", §3 "Patient profile", §4
 * "Patient profile", §5 "Patient id is taken from mobile id or id; it must be a non-zero number, else no request",
 * §9 "Trust", "patient panel 400"). No DOM, no network: node tests in patient-profile-model.test.ts.
 * Decisions: docs/decisions/140-patient-profile-openers-and-cache.md.
 */
import { format, plural } from '../../core/i18n';
import type { PatientProfile } from './patient-profile-api';
import { patientProfileMessages as msg } from './messages';

/** The tag. */
export const PATIENT_PROFILE_TAG = 'pd-patient-profile';
/** Marks an element whose click (Enter/Space) opens the panel (docs/reviews-html.md). */
export const OPENER_ATTRIBUTE = 'data-pd-patient-profile';
/** JSON `{patient_id, patient_mobile_id, title}` on the opener or its closest ancestor (the review card). */
export const PATIENT_DATA_ATTRIBUTE = 'data-patient-data';
/** Desktop side sheet width, px (booking-schedule §2 "Desktop width 400", §9 "patient panel 400"). */
export const PATIENT_PANEL_WIDTH = 400;

/** The review author a click asks about. */
export interface PatientRef {
  /** `patient_id` as sent on the wire: the value when valid, else 0. */
  patientId: number;
  /** `patient_mobile_id` as sent on the wire: the value when valid, else 0. */
  patientMobileId: number;
  /** The author's name from the card (trimmed; may be `''`). */
  title: string;
  /**
   * The cache key (§4 "per patient key (mobile id or default id)"): `mobile:{id}` when `patient_mobile_id` is valid,
   * else `patient:{id}`; `null` when neither is (then nothing is requested).
   */
  key: string | null;
}

/** Result of {@link parsePatientData}. */
export type PatientDataResult = { ok: true; patient: PatientRef } | { ok: false; problem: string };

/**
 * True for an id the API accepts: a positive integer number. The spec's "non-zero number" (§5) is read as positive,
 * since both are database keys (ADR 140); numeric text ("77"), 0, negatives, fractions, NaN are not.
 */
export function isPatientId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/** The cache key of a patient: the mobile id preferred, else the site id; `null` when neither is valid. */
export function patientKey(patientId: unknown, patientMobileId: unknown): string | null {
  if (isPatientId(patientMobileId)) return `mobile:${patientMobileId}`;
  if (isPatientId(patientId)) return `patient:${patientId}`;
  return null;
}

const show = (x: unknown) => (x === undefined ? 'absent' : JSON.stringify(x));

/**
 * Reads a `data-patient-data` value (JSON `{patient_id, patient_mobile_id, title}`). `fallbackTitle` (the opener's
 * text) names the panel when the JSON has no title. Never throws: a problem is a text for
 * `[pd-widgets] pd-patient-profile: …`, and then the panel does not open.
 */
export function parsePatientData(raw: string | null | undefined, fallbackTitle = ''): PatientDataResult {
  if (raw === null || raw === undefined || raw.trim() === '') {
    return {
      ok: false,
      problem: `the opener has no ${PATIENT_DATA_ATTRIBUTE} (on itself or an ancestor); the panel does not open`,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(raw) as unknown;
  } catch (err) {
    return {
      ok: false,
      problem: `${PATIENT_DATA_ATTRIBUTE} is not valid JSON (${(err as Error).message}); the panel does not open`,
    };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {
      ok: false,
      problem: `${PATIENT_DATA_ATTRIBUTE} must be a JSON object {"patient_id", "patient_mobile_id", "title"}; the panel does not open`,
    };
  }
  const d = data as Record<string, unknown>;
  const key = patientKey(d.patient_id, d.patient_mobile_id);
  if (!key) {
    return {
      ok: false,
      problem:
        `${PATIENT_DATA_ATTRIBUTE} has no valid id (patient_mobile_id ${show(d.patient_mobile_id)}, patient_id ` +
        `${show(d.patient_id)}): one must be a non-zero number; the profile is not requested and the panel does not open`,
    };
  }
  const title = typeof d.title === 'string' && d.title.trim() ? d.title.trim() : fallbackTitle.trim();
  return {
    ok: true,
    patient: {
      patientId: isPatientId(d.patient_id) ? d.patient_id : 0,
      patientMobileId: isPatientId(d.patient_mobile_id) ? d.patient_mobile_id : 0,
      title,
      key,
    },
  };
}

/** The panel title: 'Пациент {title}', or 'Пациент' without a name. */
export function panelTitle(title: string | null | undefined): string {
  const name = (title ?? '').trim();
  return name ? format(msg.title, { title: name }) : msg.titleNoName;
}

/** A percent as shown: rounded, clamped to 0–100 (a non-finite value is 0). */
export function clampPercent(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

/**
 * §9 "review progress = positive/(positive+negative)", as a whole percent 0–100; `null` when there is neither a
 * positive nor a negative review (no division by zero: the bar is not shown).
 */
export function positiveShare(positive: number, negative: number): number | null {
  const pos = Math.max(0, positive || 0);
  const neg = Math.max(0, negative || 0);
  const rated = pos + neg;
  return rated > 0 ? clampPercent((pos / rated) * 100) : null;
}

/** §9 "total reviews = positive+negative+canceled+without mark". */
export function totalReviews(
  p: Pick<
    PatientProfile,
    'countRatesPositive' | 'countRatesNegative' | 'countRatesCanceled' | 'countRatesWithoutMark'
  >,
): number {
  return p.countRatesPositive + p.countRatesNegative + p.countRatesCanceled + p.countRatesWithoutMark;
}

/** One count of the reviews block. */
export interface CountRow {
  key: 'positive' | 'negative' | 'canceled' | 'without-mark';
  label: string;
  value: number;
}

/** Everything the panel shows of a loaded profile. */
export interface ProfileView {
  /** The server's `title` of the patient (booking-schedule §2 'Пациент {title}'; issue 20 item 19). */
  title: string;
  /** 0–100, whole. */
  trustPercent: number;
  /** '85%'. */
  trustPercentText: string;
  canTrust: boolean;
  /** 'Можно доверять' / 'Доверяйте с осторожностью'. */
  verdict: string;
  criteria: { key: string; title: string; canTrust: boolean }[];
  /** Whole percent of positive among positive + negative; `null` = no such reviews (no bar). */
  positiveShare: number | null;
  /** '80%' or `null`. */
  positiveShareText: string | null;
  counts: CountRow[];
  totalReviews: number;
  /** 'Всего 5 отзывов'. */
  totalReviewsText: string;
  appointments: number;
  /** '3 записи'. */
  appointmentsText: string;
}

/** A loaded profile → what the panel shows (§9 "Trust"). */
export function profileView(p: PatientProfile): ProfileView {
  const trust = clampPercent(p.trustPercent);
  const share = positiveShare(p.countRatesPositive, p.countRatesNegative);
  const total = totalReviews(p);
  const seen = new Map<string, number>();
  return {
    title: p.title,
    trustPercent: trust,
    trustPercentText: format(msg.percent, { percent: trust }),
    canTrust: p.canTrust,
    verdict: p.canTrust ? msg.canTrust : msg.trustWithCaution,
    criteria: p.trustCriteria.map((c) => {
      // Keys stay unique even when the server repeats a title.
      const n = seen.get(c.title) ?? 0;
      seen.set(c.title, n + 1);
      return { key: n ? `${c.title}#${n}` : c.title, title: c.title, canTrust: c.canTrust };
    }),
    positiveShare: share,
    positiveShareText: share === null ? null : format(msg.percent, { percent: share }),
    counts: [
      { key: 'positive', label: msg.countPositive, value: p.countRatesPositive },
      { key: 'negative', label: msg.countNegative, value: p.countRatesNegative },
      { key: 'canceled', label: msg.countCanceled, value: p.countRatesCanceled },
      { key: 'without-mark', label: msg.countWithoutMark, value: p.countRatesWithoutMark },
    ],
    totalReviews: total,
    totalReviewsText: format(msg.reviewsTotal, { count: total, noun: plural(total, msg.reviewForms) }),
    appointments: p.countAppointments,
    appointmentsText: format(msg.appointmentsCount, {
      count: p.countAppointments,
      noun: plural(p.countAppointments, msg.appointmentForms),
    }),
  };
}
