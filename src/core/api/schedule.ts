/**
 * Schedule endpoints (booking-schedule §3 "Slot request shapes", §5 "Slot requests", §7 calls table, §9 windows).
 *
 * Every function validates its input before anything is sent and rejects with a {@link ScheduleRequestError}
 * whose message is the spec's Russian text (§5). Calls of the same tick that can share a request do
 * (docs/decisions/011-request-coalescing.md): all calendars of a page → one `slots_bulk`.
 *
 * Units: `days` is a count of days; day strings are `yyyy-MM-dd`; `townTimedelta`/`lpuTimedelta` are hours
 * relative to Moscow (UTC+3); slot `time` is `HH:mm` in town time and `duration` is in SECONDS.
 */
import type { GenericSchema } from 'valibot';
import { isValidDay } from '../time';
import { scheduleMessages as msg } from '../i18n/messages/schedule';
import { checkReply, createBatcher, createSharedRequest, request } from '../http';
import {
  doctorsBulkReplySchema,
  servicesReplySchema,
  slotsByDaySchema,
  specialitiesBulkReplySchema,
  telemedReplySchema,
  type DoctorsBulkReply,
  type ServicesReply,
  type Slot,
  type SlotsByDay,
  type SpecialitiesBulkReply,
  type TelemedReply,
} from './schedule.schemas';

export type { Slot, SlotsByDay } from './schedule.schemas';

/** Schedule window for doctors and clinics, days (booking-schedule §9). */
export const DOCTOR_SCHEDULE_DAYS = 14;
/** Schedule window for services, days (booking-schedule §9; service requests use `only_free: true`). */
export const SERVICE_SCHEDULE_DAYS = 30;

/** The endpoints (booking-schedule §7), relative to config `apiBase`. */
export const SCHEDULE_PATHS = {
  doctors: '/ajax/schedule/slots_bulk/',
  specialities: '/ajax/schedule/slots_bulk_by_specialities/',
  services: '/ajax/services/schedule/',
  telemed: '/ajax/schedule/slots_bulk/telemed/',
} as const;

/** A slot request that cannot be sent; `message` is the spec's Russian text (booking-schedule §5). */
export class ScheduleRequestError extends Error {
  override readonly name = 'ScheduleRequestError';
}

// ---------------------------------------------------------------------------------------------------------------
// Wire bodies (booking-schedule §3 "Slot request shapes", §7)

/** `POST /ajax/schedule/slots_bulk/` body. Exactly one of the three timedeltas is present. */
export interface DoctorsBulkBody {
  days: number;
  dt_start: string;
  doctors_lpus: { lpu_id: number; doctor_id: number; lpu_timedelta: number; has_slots: boolean }[];
  town_timedelta?: number;
  lpu_timedelta?: number;
  user_timedelta?: number;
  all_slots?: boolean;
}

/** `POST /ajax/schedule/slots_bulk_by_specialities/` body. */
export interface SpecialitiesBulkBody {
  days: number;
  dt_start: string;
  lpus_specialities: { lpu_id: number; name: string; translit: string; speciality_id: number }[];
  town_timedelta: number;
}

/** `POST /ajax/services/schedule/` body. */
export interface ServicesBody {
  days: number;
  day_start: string;
  only_free: true;
  town_timedelta: number;
  services: { lpu_id: number; service_id: number | string; doctor_id?: number }[];
}

/** `POST /ajax/schedule/slots_bulk/telemed/` body. */
export interface TelemedBody {
  days: number;
  user_start_date: string;
  only_free: true;
  user_timezone: number;
  lpu_params: { lpu_id: number; schedule_params: { doctor_id: number; type_schedule: string }[] }[];
}

// ---------------------------------------------------------------------------------------------------------------
// Builders and validators (pure; throw ScheduleRequestError)

const fail = (message: string): never => {
  throw new ScheduleRequestError(message);
};
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function checkDays(days: unknown): number {
  if (!isNum(days) || !Number.isInteger(days) || days <= 0) fail(msg.noDays);
  return days as number;
}
function checkStart(day: unknown): string {
  if (!isValidDay(day)) fail(msg.noStartDate);
  return day as string;
}

/** One doctor at one clinic, as asked by a calendar. */
export interface DoctorLpuItem {
  lpuId: number;
  doctorId: number;
  /** The clinic's timedelta, hours; default: the request's timedelta. */
  lpuTimedelta?: number;
  /** The clinic entry's `has_slots` (booking-schedule §3); default `true`. */
  hasSlots?: boolean;
}

/** Top-level fields of a doctors request; give exactly ONE of the three timedeltas (booking-schedule §5). */
export interface DoctorsBulkParams {
  days: number;
  dtStart: string;
  townTimedelta?: number;
  lpuTimedelta?: number;
  userTimedelta?: number;
  allSlots?: boolean;
}

/**
 * Builds the `slots_bulk` body (booking-schedule §3, §7). Identical doctor/clinic pairs are sent once
 * (`has_slots` true if any asker said so).
 * @throws {ScheduleRequestError} 'Не передано количество дней', 'Не передана стартовая дата',
 *   'Не передан doctors_lpus' (no list), 'Массив "doctors_lpus" не должен быть пустым' (empty list),
 *   'Не передан timedelta', 'Передано несколько timedelta' (booking-schedule §5).
 */
export function buildDoctorsBulkBody(
  items: readonly DoctorLpuItem[] | null | undefined,
  params: DoctorsBulkParams,
): DoctorsBulkBody {
  const days = checkDays(params.days);
  const dtStart = checkStart(params.dtStart);
  if (!Array.isArray(items)) fail(msg.noDoctorsLpus);
  if ((items as readonly DoctorLpuItem[]).length === 0) fail(msg.emptyDoctorsLpus);
  const timedeltas = (
    [
      ['town_timedelta', params.townTimedelta],
      ['lpu_timedelta', params.lpuTimedelta],
      ['user_timedelta', params.userTimedelta],
    ] as const
  ).filter(([, value]) => value !== undefined && value !== null);
  if (timedeltas.length === 0) fail(msg.noTimedelta);
  if (timedeltas.length > 1) fail(msg.severalTimedeltas);
  const [tdKey, tdValue] = timedeltas[0];
  if (!isNum(tdValue)) fail(msg.noTimedelta);

  const pairs = new Map<string, DoctorsBulkBody['doctors_lpus'][number]>();
  for (const item of items as readonly DoctorLpuItem[]) {
    const key = `${item.lpuId}:${item.doctorId}`;
    const hasSlots = item.hasSlots ?? true;
    const known = pairs.get(key);
    if (known) {
      known.has_slots ||= hasSlots;
      continue;
    }
    pairs.set(key, {
      lpu_id: item.lpuId,
      doctor_id: item.doctorId,
      lpu_timedelta: isNum(item.lpuTimedelta) ? item.lpuTimedelta : (tdValue as number),
      has_slots: hasSlots,
    });
  }
  const body: DoctorsBulkBody = { days, dt_start: dtStart, doctors_lpus: [...pairs.values()] };
  body[tdKey] = tdValue as number;
  if (params.allSlots !== undefined) body.all_slots = params.allSlots;
  return body;
}

/** One speciality at one clinic (booking-schedule §3 "By clinic specialities"). */
export interface LpuSpecialityItem {
  lpuId: number;
  specialityId: number;
  name: string;
  translit: string;
}

/**
 * Builds the `slots_bulk_by_specialities` body; identical clinic/speciality pairs are sent once.
 * @throws {ScheduleRequestError} 'Не передано количество дней', 'Не передана стартовая дата',
 *   'Не передан lpus_specialities' (missing or empty), 'Не передан timedelta' (booking-schedule §5).
 */
export function buildSpecialitiesBulkBody(
  items: readonly LpuSpecialityItem[] | null | undefined,
  params: { days: number; dtStart: string; townTimedelta: number },
): SpecialitiesBulkBody {
  const days = checkDays(params.days);
  const dtStart = checkStart(params.dtStart);
  if (!Array.isArray(items) || items.length === 0) fail(msg.noLpusSpecialities);
  if (!isNum(params.townTimedelta)) fail(msg.noTimedelta);
  const pairs = new Map<string, SpecialitiesBulkBody['lpus_specialities'][number]>();
  for (const item of items as readonly LpuSpecialityItem[]) {
    const key = `${item.lpuId}:${item.specialityId}`;
    if (!pairs.has(key)) {
      pairs.set(key, {
        lpu_id: item.lpuId,
        name: item.name,
        translit: item.translit,
        speciality_id: item.specialityId,
      });
    }
  }
  return {
    days,
    dt_start: dtStart,
    lpus_specialities: [...pairs.values()],
    town_timedelta: params.townTimedelta,
  };
}

/** One service (synonym) at one clinic, optionally with one doctor (booking-schedule §7 "one variant"). */
export interface ServiceItem {
  lpuId: number;
  /** The synonym id; a string or a number (booking-schedule §5). */
  serviceId: number | string;
  doctorId?: number;
}

/**
 * Builds the `/ajax/services/schedule/` body (`only_free: true`); identical items are sent once.
 * @throws {ScheduleRequestError} 'Не передано количество дней', 'Не передана стартовая дата',
 *   'Массив "services" не должен быть пустым', 'Не передан lpu_id услуги',
 *   'service_id должен быть строкой или числом', 'Не передан timedelta' (booking-schedule §5).
 */
export function buildServicesBody(
  items: readonly ServiceItem[] | null | undefined,
  params: { days: number; dayStart: string; townTimedelta: number },
): ServicesBody {
  const days = checkDays(params.days);
  const dayStart = checkStart(params.dayStart);
  if (!Array.isArray(items) || items.length === 0) fail(msg.emptyServices);
  const services = new Map<string, ServicesBody['services'][number]>();
  for (const item of items as readonly ServiceItem[]) {
    if (!isNum(item.lpuId)) fail(msg.serviceNoLpuId);
    const sid = item.serviceId as unknown;
    if (!(isNum(sid) || (typeof sid === 'string' && sid.trim() !== ''))) fail(msg.serviceBadServiceId);
    const key = `${item.lpuId}:${String(item.serviceId)}:${item.doctorId ?? ''}`;
    if (services.has(key)) continue;
    const entry: ServicesBody['services'][number] = { lpu_id: item.lpuId, service_id: item.serviceId };
    if (isNum(item.doctorId)) entry.doctor_id = item.doctorId;
    services.set(key, entry);
  }
  if (!isNum(params.townTimedelta)) fail(msg.noTimedelta);
  return {
    days,
    day_start: dayStart,
    only_free: true,
    town_timedelta: params.townTimedelta,
    services: [...services.values()],
  };
}

/** One doctor's telemed schedule at one clinic. */
export interface TelemedItem {
  lpuId: number;
  doctorId: number;
  /** Which telemed schedule (booking-schedule §4 "Telemed schedule type"): passed through as given. */
  typeSchedule: string;
}

/**
 * Builds the telemed body (`only_free: true`), grouping items by clinic into `lpu_params`.
 * @throws {ScheduleRequestError} 'Не передано количество дней', 'Не передана стартовая дата',
 *   'Массив "lpu_params" не должен быть пустым', 'Не передан timedelta' (no `userTimezone`) (booking-schedule §5).
 */
export function buildTelemedBody(
  items: readonly TelemedItem[] | null | undefined,
  params: { days: number; userStartDate: string; userTimezone: number },
): TelemedBody {
  const days = checkDays(params.days);
  const start = checkStart(params.userStartDate);
  if (!Array.isArray(items) || items.length === 0) fail(msg.emptyLpuParams);
  if (!isNum(params.userTimezone)) fail(msg.noTimedelta);
  const byLpu = new Map<number, TelemedBody['lpu_params'][number]>();
  for (const item of items as readonly TelemedItem[]) {
    let entry = byLpu.get(item.lpuId);
    if (!entry) {
      entry = { lpu_id: item.lpuId, schedule_params: [] };
      byLpu.set(item.lpuId, entry);
    }
    const dup = entry.schedule_params.some(
      (p) => p.doctor_id === item.doctorId && p.type_schedule === item.typeSchedule,
    );
    if (!dup) entry.schedule_params.push({ doctor_id: item.doctorId, type_schedule: item.typeSchedule });
  }
  return {
    days,
    user_start_date: start,
    only_free: true,
    user_timezone: params.userTimezone,
    lpu_params: [...byLpu.values()],
  };
}

/**
 * Telemed reply entry → {@link SlotsByDay}: only `free` slots, `duration` minutes × 60 → seconds, `time_start`
 * normalised to `HH:mm`. Takes `schedule_data` of `doctorId` when the reply names doctors, else the first.
 */
export function telemedToSlotsByDay(entry: TelemedReply[number] | undefined, doctorId?: number): SlotsByDay {
  const out: SlotsByDay = {};
  if (!entry) return out;
  const data =
    entry.schedule_data.find((d) => doctorId !== undefined && d.doctor_id === doctorId) ??
    entry.schedule_data.find((d) => d.doctor_id === null || d.doctor_id === undefined) ??
    entry.schedule_data[0];
  for (const day of data?.schedule ?? []) {
    const slots: Slot[] = (day.slots ?? [])
      .filter((s) => s.free)
      .map((s) => {
        const slot: Slot = { time: s.time_start, duration: s.duration * 60 };
        if (s.doctor_id !== null && s.doctor_id !== undefined) slot.doctorId = s.doctor_id;
        return slot;
      });
    out[day.date] = [...(out[day.date] ?? []), ...slots];
  }
  return out;
}

/** Each caller gets its own copy, so one calendar cannot change another's slots. */
function copySlots(slots: SlotsByDay | undefined): SlotsByDay {
  const out: SlotsByDay = {};
  for (const [day, list] of Object.entries(slots ?? {})) out[day] = list.map((s) => ({ ...s }));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoint functions

/**
 * Identical slot queries share one promise while in flight and for 5 s after success, so a widget that starts
 * loading when its element connects and its view that asks again after rendering cost one request
 * (docs/decisions/025-prefetch-on-connect.md). Each caller gets its own copy of the slots.
 */
const sharedSlots = createSharedRequest<SlotsByDay>();

/** Forgets kept slot results (tests, or to force fresh slots). */
export function clearSlotsCache(): void {
  sharedSlots.clear();
}

interface DoctorsKey {
  dtStart: string;
  days: number;
  townTimedelta: number;
}

interface ServicesKey {
  dayStart: string;
  days: number;
  townTimedelta: number;
}

/**
 * One coalesced slots endpoint (the doctor, speciality and service schedules of booking-schedule §7): calls of one
 * tick with equal keys share ONE `POST path` whose body `build` makes from every caller's item; `select` finds a
 * caller's slots in the reply (none → `{}`), checked then with `slotsByDaySchema` for that caller alone: malformed
 * slots reject only their caller, with an `ApiError` of kind `parse` (ADR 224). Each caller is first validated
 * alone (`build([item], key)`), so a bad query is rejected with its {@link ScheduleRequestError} and cannot spoil
 * the shared request; identical queries share the promise (`sharedSlots`). Each calendar renders its days on
 * arrival: one task per calendar, not one long task for the page (ADR 062). `peek` reads a kept answer without
 * waiting (ADR 245).
 */
function bulkSlots<K extends object, I extends object, R>(
  kind: string,
  path: string,
  schema: GenericSchema<unknown, R>,
  build: (items: I[], key: K) => unknown,
  select: (reply: R, item: I) => unknown,
  wait?: 'microtask',
): ((key: K, item: I, signal?: AbortSignal) => Promise<SlotsByDay>) & {
  peek(key: K, item: I): SlotsByDay | undefined;
} {
  const batch = createBatcher<K, I, SlotsByDay, R>({
    wait,
    // Keys are built with their fields in one order.
    groupId: (k) => JSON.stringify(k),
    execute: (k, items, signal) => request(path, schema, { method: 'POST', json: build(items, k), signal }),
    yieldBetweenCallers: true,
    // Each caller's slots are checked when it takes them, in its own task (ADR 224), and handed out as a copy below.
    select: (reply, item) => checkReply(slotsByDaySchema, select(reply, item), `POST ${path}`),
  });
  const call = (key: K, item: I, signal?: AbortSignal) => {
    try {
      build([item], key);
    } catch (err) {
      return Promise.reject(err);
    }
    return sharedSlots(JSON.stringify([kind, key, item]), () => batch(key, item), signal).then(copySlots);
  };
  return Object.assign(call, {
    peek: (key: K, item: I) => {
      const kept = sharedSlots.peek(JSON.stringify([kind, key, item]));
      return kept && copySlots(kept);
    },
  });
}

const doctorsSlots = bulkSlots<DoctorsKey, DoctorLpuItem, DoctorsBulkReply>(
  'doctor',
  SCHEDULE_PATHS.doctors,
  doctorsBulkReplySchema,
  buildDoctorsBulkBody,
  (reply, item) => reply.result.find((r) => r.lpu_id === item.lpuId && r.doctor_id === item.doctorId)?.slots,
  // Flushed in a microtask: the calendars connected in one task (a page's tags upgraded when the chunk defines
  // the tag) still share one request (ADR 025), and it leaves before their first render (ADR 119).
  'microtask',
);

/** Query of {@link fetchDoctorSlots}. */
export interface DoctorSlotsQuery {
  doctorId: number;
  lpuId: number;
  /** First day, `yyyy-MM-dd` (town time). */
  dtStart: string;
  /** Number of days, normally {@link DOCTOR_SCHEDULE_DAYS}. */
  days: number;
  /** Town clock offset from Moscow, hours. */
  townTimedelta: number;
  /** The clinic's offset from Moscow, hours (default `townTimedelta`). */
  lpuTimedelta?: number;
  /** The clinic entry's `has_slots` (default `true`). */
  hasSlots?: boolean;
}

/**
 * One doctor's slots at one clinic. Calls of one tick with the same `dtStart`, `days` and `townTimedelta` share
 * ONE `POST /ajax/schedule/slots_bulk/` (booking-schedule §7; body `{days, dt_start, doctors_lpus:[{lpu_id,
 * doctor_id, lpu_timedelta, has_slots}], town_timedelta}`). A pair missing from the reply has no slots (`{}`).
 * @throws {ScheduleRequestError} for a bad query (booking-schedule §5 texts), before anything is sent.
 * @throws {ApiError} from the shared request (every caller of it gets the error) or `aborted` for this caller.
 */
export function fetchDoctorSlots(q: DoctorSlotsQuery, signal?: AbortSignal): Promise<SlotsByDay> {
  return doctorsSlots(...doctorArgs(q), signal);
}

const doctorArgs = (q: DoctorSlotsQuery): [DoctorsKey, DoctorLpuItem] => [
  { dtStart: q.dtStart, days: q.days, townTimedelta: q.townTimedelta },
  { lpuId: q.lpuId, doctorId: q.doctorId, lpuTimedelta: q.lpuTimedelta, hasSlots: q.hasSlots },
];

/**
 * The slots {@link fetchDoctorSlots} would give when they are already in — its request answered and kept (5 s) —
 * else `undefined`. Sends nothing, waits for nothing: a calendar mounted after its slots arrived shows them in its
 * first render (docs/decisions/245-list-renders-with-its-slots.md).
 */
export function peekDoctorSlots(q: DoctorSlotsQuery): SlotsByDay | undefined {
  return doctorsSlots.peek(...doctorArgs(q));
}

const specialitiesSlots = bulkSlots<DoctorsKey, LpuSpecialityItem, SpecialitiesBulkReply>(
  'speciality',
  SCHEDULE_PATHS.specialities,
  specialitiesBulkReplySchema,
  buildSpecialitiesBulkBody,
  (reply, item) =>
    reply.result.find((r) => r.lpu_id === item.lpuId && r.speciality_id === item.specialityId)?.slots,
);

/** Query of {@link fetchSpecialitySlots}. */
export interface SpecialitySlotsQuery {
  lpuId: number;
  specialityId: number;
  /** Speciality name, e.g. 'Терапевт'. */
  name: string;
  /** Speciality URL slug, e.g. 'terapevt'. */
  translit: string;
  dtStart: string;
  days: number;
  townTimedelta: number;
}

/**
 * A clinic's slots for one speciality (all its doctors; a slot may carry `doctorId`). Coalesced like
 * {@link fetchDoctorSlots} into one `POST /ajax/schedule/slots_bulk_by_specialities/` (booking-schedule §7).
 * @throws {ScheduleRequestError} | {ApiError}
 */
export function fetchSpecialitySlots(q: SpecialitySlotsQuery, signal?: AbortSignal): Promise<SlotsByDay> {
  return specialitiesSlots(
    { dtStart: q.dtStart, days: q.days, townTimedelta: q.townTimedelta },
    { lpuId: q.lpuId, specialityId: q.specialityId, name: q.name, translit: q.translit },
    signal,
  );
}

const servicesSlots = bulkSlots<ServicesKey, ServiceItem, ServicesReply>(
  'service',
  SCHEDULE_PATHS.services,
  servicesReplySchema,
  buildServicesBody,
  (reply, item) => {
    const matches = reply.data.result.filter(
      (r) => r.lpu_id === item.lpuId && String(r.service_id) === String(item.serviceId),
    );
    const exact = matches.find((r) => (r.doctor_id ?? undefined) === item.doctorId);
    const loose = matches.find((r) => r.doctor_id === null || r.doctor_id === undefined);
    return (exact ?? loose)?.slots;
  },
);

/** Query of {@link fetchServiceSlots}. */
export interface ServiceSlotsQuery {
  lpuId: number;
  /** The synonym id (string or number). */
  serviceId: number | string;
  /** Only this doctor's slots (the doctor price-list variant of booking-schedule §7). */
  doctorId?: number;
  /** First day, `yyyy-MM-dd` (town time). */
  dayStart: string;
  /** Number of days, normally {@link SERVICE_SCHEDULE_DAYS} (30). */
  days: number;
  townTimedelta: number;
}

/**
 * A service's free slots at one clinic. Coalesced into one `POST /ajax/services/schedule/` per tick and
 * (`dayStart`, `days`, `townTimedelta`); body `{days, day_start, only_free: true, town_timedelta,
 * services:[{lpu_id, service_id, doctor_id?}]}` (booking-schedule §7, §9).
 * @throws {ScheduleRequestError} | {ApiError}
 */
export function fetchServiceSlots(q: ServiceSlotsQuery, signal?: AbortSignal): Promise<SlotsByDay> {
  return servicesSlots(...serviceArgs(q), signal);
}

function serviceArgs(q: ServiceSlotsQuery): [ServicesKey, ServiceItem] {
  const item: ServiceItem = { lpuId: q.lpuId, serviceId: q.serviceId };
  if (q.doctorId !== undefined) item.doctorId = q.doctorId;
  return [{ dayStart: q.dayStart, days: q.days, townTimedelta: q.townTimedelta }, item];
}

/** {@link peekDoctorSlots} for {@link fetchServiceSlots} (the clinic list's service calendars). */
export function peekServiceSlots(q: ServiceSlotsQuery): SlotsByDay | undefined {
  return servicesSlots.peek(...serviceArgs(q));
}

/** Query of {@link fetchTelemedSlots}. */
export interface TelemedSlotsQuery {
  lpuId: number;
  doctorId: number;
  /** Telemed schedule type, passed through as `type_schedule`. */
  typeSchedule: string;
  /** First day, `yyyy-MM-dd` in the user's time. */
  userStartDate: string;
  /** The user's UTC offset, hours (e.g. 3 for Moscow), sent as `user_timezone`. */
  userTimezone: number;
  days: number;
}

/**
 * A doctor's free telemed slots: `POST /ajax/schedule/slots_bulk/telemed/` (not coalesced: the reply is keyed
 * by clinic only). Minutes are converted to seconds (× 60), busy slots dropped, `time_start` normalised to
 * `HH:mm` (booking-schedule §3 "Slots", §7).
 * @throws {ScheduleRequestError} | {ApiError}
 */
export async function fetchTelemedSlots(q: TelemedSlotsQuery, signal?: AbortSignal): Promise<SlotsByDay> {
  const body = buildTelemedBody([{ lpuId: q.lpuId, doctorId: q.doctorId, typeSchedule: q.typeSchedule }], q);
  const reply = await request(SCHEDULE_PATHS.telemed, telemedReplySchema, {
    method: 'POST',
    json: body,
    signal,
  });
  return telemedToSlotsByDay(
    reply.find((r) => r.lpu_id === q.lpuId),
    q.doctorId,
  );
}
