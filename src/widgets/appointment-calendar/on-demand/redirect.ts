/**
 * The booking redirects of a chosen slot (booking-schedule §2 "Booking redirect targets", §7 "Redirects from the
 * calendar when useRedirect is on", "Booking redirect parameters from the doctor page"; CONTRACT redirect URLs).
 * Only a slot choice needs them, so they load with the calendar's on-demand chunk on the first choice, or earlier
 * when the slots are hovered or focused (docs/decisions/243-booking-redirects-on-demand.md) — not before the page's
 * first slot. The clinic list builds its redirects from the same functions (clinic-list/on-demand/booking.ts).
 */
import type { Slot } from '../../../core/api/schedule';
import { hashSpeciality, slotParam, type CalendarConfig } from '../calendar-model';

/** `source` of the doctor redirect from a doctor's own page (booking-schedule §7 "source doctor-inner"). */
export const DEFAULT_REDIRECT_SOURCE = 'doctor-inner';

/**
 * `source` of a calendar redirect by the page kind of `path` (booking-schedule §7; docs/decisions/190): a doctor's
 * or clinic's own page (`/{town}/vrach/{id-slug}/`, `/{town}/lpu/{id-slug}/`) → `doctor-inner` / `lpu-inner`,
 * their lists (`/{town}/vrach/…`, `/{town}/lpu/…`) → `doctor-list` / `lpu-list`, any other page → `other`. Only
 * `doctor-inner` is the spec's; the rest are ours (docs/product-questions.md).
 */
export function redirectSource(path: string): string {
  const m = /^\/[\w-]+\/(vrach|lpu)\/(\d+(-|\/|$))?/.exec(path);
  return m ? `${m[1] == 'lpu' ? 'lpu' : 'doctor'}-${m[2] ? 'inner' : 'list'}` : 'other';
}

// ---------------------------------------------------------------------------------------------------------------
// Redirects (booking-schedule §2 "Booking redirect targets", §7; CONTRACT redirect URLs)

/** Doctor redirect `type` for a regular (non-club) appointment (docs/decisions/041-calendar-redirects.md). */
export const REGULAR_APPOINTMENT_TYPE = 'default';
/** Doctor redirect `type` with `club`. */
export const CLUB_APPOINTMENT_TYPE = 'club';
/** Redirect paths (same-origin page paths, not prefixed with `apiBase`). */
export const DOCTOR_REDIRECT_PATH = '/appointment/new/';
export const SERVICE_REDIRECT_PATH = '/uslugi/appointment/new/';

/**
 * A query value: `encodeURIComponent`, but `:` stays as is (RFC 3986 allows it in a query), so a slot reads
 * `23.11.2026%2009:00` as in CONTRACT.
 */
export function encodeQueryValue(value: string | number | null | undefined): string {
  return encodeURIComponent(value ?? '').replace(/%3A/gi, ':');
}

function query(pairs: [string, string | number | null | undefined][]): string {
  return pairs.map(([k, v]) => `${k}=${encodeQueryValue(v)}`).join('&');
}

/** Parameters of {@link doctorRedirectUrl}. */
export interface DoctorRedirect {
  doctorId: number;
  lpuId: number;
  day: string;
  time: string;
  club: boolean;
  doctorSpec: string;
  specPlacement: string;
  source: string;
  /**
   * Hours of the page's town relative to Moscow: the doctor page's `timedelta` parameter (booking-schedule §7
   * "Booking redirect parameters from the doctor page"). Appended as `&timedelta=…` only when given.
   */
  timedelta?: number | null;
  /**
   * Overrides `type` (e.g. the price block's redirect value `home`, `on-site`; `<pd-clinic-list>`); when absent
   * or empty, `type` comes from `club`.
   */
  type?: string | null;
}

/**
 * `/appointment/new/?doctor=…&lpu=…&slot=dd.MM.yyyy%20HH:mm&type=…&doctorSpec=…&spec_placement=…&source=…&speciality=…`
 * (CONTRACT; every key present, empty values as `key=`), plus `&timedelta=…` when `timedelta` is given. `type` is
 * `p.type` when set, else 'club' with `club`, else 'default'. The speciality goes under both spellings of the spec
 * (§7 `doctorSpec`, §2 `speciality`; ADR 190).
 */
export function doctorRedirectUrl(p: DoctorRedirect): string {
  const pairs: [string, string | number][] = [
    ['doctor', p.doctorId],
    ['lpu', p.lpuId],
    ['slot', slotParam(p.day, p.time)],
    ['type', p.type || (p.club ? CLUB_APPOINTMENT_TYPE : REGULAR_APPOINTMENT_TYPE)],
    ['doctorSpec', p.doctorSpec],
    ['spec_placement', p.specPlacement],
    ['source', p.source],
    ['speciality', p.doctorSpec],
  ];
  if (typeof p.timedelta === 'number' && Number.isFinite(p.timedelta)) pairs.push(['timedelta', p.timedelta]);
  return `${DOCTOR_REDIRECT_PATH}?${query(pairs)}`;
}

/** Parameters of {@link serviceRedirectUrl}. */
export interface ServiceRedirect {
  lpuId: number;
  day: string;
  time: string;
  synonymId: number | string;
  dtypeId: number | null;
  /** With a doctor price list: the doctor (`doctorId`) and an empty `equipmentId` are appended. */
  doctorPriceList: boolean;
  doctorId: number | null;
  /** `source` (§2 "/uslugi/appointment/new/?lpu&source&…"). */
  source: string;
}

/**
 * `/uslugi/appointment/new/?lpu=…&slot=…&synonymId=…&dTypeId=…[&doctorId=…&equipmentId=]&service=…&dtype=…&dclass=&device=&source=…`
 * (CONTRACT's prefix; the bracketed part only with a doctor price list, `equipmentId` always empty there). Every
 * parameter §2 and §7 name is carried, under both spellings where they differ (§7 `synonymId`/`dTypeId`, §2
 * `service`/`dtype`); `dclass` and `device` have no input and go empty (ADR 190).
 */
export function serviceRedirectUrl(p: ServiceRedirect): string {
  const pairs: [string, string | number | null][] = [
    ['lpu', p.lpuId],
    ['slot', slotParam(p.day, p.time)],
    ['synonymId', p.synonymId],
    ['dTypeId', p.dtypeId],
  ];
  if (p.doctorPriceList) pairs.push(['doctorId', p.doctorId], ['equipmentId', '']);
  pairs.push(
    ['service', p.synonymId],
    ['dtype', p.dtypeId],
    ['dclass', ''],
    ['device', ''],
    ['source', p.source],
  );
  return `${SERVICE_REDIRECT_PATH}?${query(pairs)}`;
}

/**
 * The redirect for a chosen slot (booking-schedule §7 "Redirects from the calendar when useRedirect is on"):
 * the clinic context ({@link CalendarConfig.lpuContext}: a service calendar, `isAppointmentLpu`, a clinic price list;
 * never with `isAppointmentDoctor`) → the clinic new-appointment page; otherwise the doctor page with the calendar's
 * doctor, or the slot's `doctorId`. `doctorSpec` = the URL hash `speciality`, else the `doctor-spec` input, else the translit of
 * a clinic speciality calendar's speciality. `null` when no doctor is known.
 */
export function redirectUrlFor(
  c: CalendarConfig,
  day: string,
  slot: Slot,
  { hash, pathname }: { hash: string; pathname: string } = { hash: '', pathname: '' },
): string | null {
  if (c.lpuId === null || c.kind === null) return null;
  const doctorId = c.doctorId ?? slot.doctorId ?? null;
  const source = c.source || redirectSource(pathname);
  if (c.lpuContext) {
    return serviceRedirectUrl({
      lpuId: c.lpuId,
      day,
      time: slot.time,
      synonymId: c.synonymId as number | string,
      dtypeId: c.dtypeId,
      doctorPriceList: c.doctorPriceList,
      doctorId,
      source,
    });
  }
  if (doctorId === null) return null;
  return doctorRedirectUrl({
    doctorId,
    lpuId: c.lpuId,
    day,
    time: slot.time,
    club: c.club,
    // A clinic speciality calendar books a doctor of that speciality: its translit is the calendar's own input.
    doctorSpec: hashSpeciality(hash) ?? (c.doctorSpec || c.speciality?.translit || ''),
    specPlacement: c.specPlacement,
    source,
  });
}
