/**
 * The appointment calendar's pure model (booking-schedule §2 "Appointment calendar", "Booking redirect targets";
 * §3 "Calendar day item", "Calendar inputs", "Event 'calendar:time-choice' payload", "Slots"; §4 "Calendar";
 * §5 "URL filters for schedule"; §7 redirects; §9 slot grid, 14/30 days, weekend labels).
 *
 * No DOM, no network, no clock of its own: "today" is passed in (the store takes it from `core/time`
 * `townToday(townTimedelta)`). Day strings are `yyyy-MM-dd` and slot times `HH:mm`, both in TOWN time (Moscow +
 * `townTimedelta` hours); slot `duration` is in SECONDS. Decisions: docs/decisions/040–045.
 */
import type {
  DoctorSlotsQuery,
  ServiceSlotsQuery,
  Slot,
  SlotsByDay,
  SpecialitySlotsQuery,
  TelemedSlotsQuery,
} from '../../core/api/schedule';
import {
  dayMonthLong,
  dottedDate,
  format,
  formatDuration,
  shortMonthName,
  weekdayLong,
} from '../../core/i18n';
import { addDaysToDay, isValidDay, parseDay, townToday } from '../../core/time';
import { calendarMessages as msg } from './messages';

export type { Slot, SlotsByDay } from '../../core/api/schedule';

/** The element's tag, used in console messages. */
export const CALENDAR_TAG = 'pd-appointment-calendar';

/** Schedule window for doctors and clinics, days (booking-schedule §9). */
export const DOCTOR_WINDOW_DAYS = 14;
/** Schedule window for services, days (booking-schedule §9). */
export const SERVICE_WINDOW_DAYS = 30;

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/** `appointment-type` values (booking-schedule §3 "Calendar inputs": empty by default, or 'express'). */
export type AppointmentType = '' | 'express';

/**
 * The calendar's inputs as they come from attributes or React props (CONTRACT `<pd-appointment-calendar>`,
 * booking-schedule §3 "Calendar inputs"). Every field is optional here; {@link resolveCalendarConfig} checks them.
 */
export interface CalendarInputs {
  /** Doctor id; with `lpuId` → `slots_bulk` for this doctor at this clinic. */
  doctorId?: number | null;
  /** Clinic id (required). */
  lpuId?: number | null;
  /** Service synonym id; when present the calendar asks `/ajax/services/schedule/` (30 days). */
  synonymId?: number | string | null;
  /** Diagnostic type id, passed into the service redirect as `dTypeId`. */
  dtypeId?: number | null;
  /** Speciality id: without `doctorId`, the clinic-by-speciality calendar (`slots_bulk_by_specialities`). */
  specialityId?: number | null;
  /** Speciality name for the speciality request, e.g. 'Терапевт'. */
  specialityName?: string | null;
  /** Speciality URL slug for the speciality request, e.g. 'terapevt'. */
  specialityTranslit?: string | null;
  /** Telemed schedule type (`type_schedule`); with `doctorId` → the telemed slot request. */
  telemedType?: string | null;
  /** First day `yyyy-MM-dd`; default today in town time. */
  dateStart?: string | null;
  /** Number of days; default 14 (doctor/clinic), 30 (service). */
  days?: number | null;
  /** Hours of the town's clock relative to Moscow (UTC+3); default 0. */
  townTimedelta?: number | null;
  /**
   * Hours of the CLINIC's town relative to Moscow (`lpu.town.timedelta`): the `lpu_timedelta` of its doctor–clinic
   * pair in `slots_bulk` (booking-schedule §7); default `townTimedelta`.
   */
  lpuTimedelta?: number | null;
  /**
   * The clinic entry's `has_slots` (booking-schedule §3, §5 "The clinic-specific slot helper requires a matching
   * doctor-clinic pair that has slots"): `false` → no `slots_bulk` request, the calendar shows no slots.
   */
  hasSlots?: boolean | null;
  /** Day to open on (`yyyy-MM-dd`), if it has slots. */
  initDay?: string | null;
  /** Choosing a slot navigates to the new-appointment page. */
  useRedirect?: boolean | null;
  /** `''` or `'express'`. */
  appointmentType?: string | null;
  /** The express flag: the order-call block is offered in express mode. */
  expressEnabled?: boolean | null;
  /** A slot choice first opens the preliminary-consultation modal. */
  preliminaryConsultation?: boolean | null;
  /** Speciality slug for the doctor redirect (`doctorSpec`), unless the URL hash names one. */
  doctorSpec?: string | null;
  /** `spec_placement` of the doctor redirect. */
  specPlacement?: string | null;
  /** Club appointment: the doctor redirect carries `type=club`. */
  club?: boolean | null;
  /** The calendar belongs to a clinic's price list. */
  lpuPriceList?: boolean | null;
  /** The calendar belongs to a doctor's price list: the service request and redirect carry the doctor. */
  doctorPriceList?: boolean | null;
  /**
   * The service is bookable online directly (§3 `serviceIsDirect`). Only an explicit `false` counts (attribute
   * `service-direct="false"`): a service calendar that is not express then asks no slots and shows the stub (§5
   * "Online-only booking requires … the clinic to allow direct booking"; ADR 199).
   */
  serviceDirect?: boolean | null;
  /** `source` of the doctor redirect; default by the page kind ({@link redirectSource}). */
  source?: string | null;
  /**
   * The selected slot as 'dd.MM.yyyy HH:mm' (§3 "Calendar inputs" `selectedDate`, the format of the
   * `selectedFullDate` the calendar emits): the calendar opens on its day and highlights it (§4 "The selected slot
   * is highlighted only while the active day is the selected day"). Wins over `initDay`.
   */
  selectedDate?: string | null;
  /**
   * The schedule item of the calendar (§3 "Calendar inputs" `dataItem`; "Schedule item per clinic", "Doctor item",
   * "Service item"): its fields stand in for the inputs not given (see {@link dataItemInputs}).
   */
  dataItem?: unknown;
  /** The slot books a doctor (§3 `isAppointmentDoctor`): the doctor redirect even from a service calendar (§7). */
  isAppointmentDoctor?: boolean | null;
  /** The slot books the clinic (§3 `isAppointmentLpu`): the clinic redirect `/uslugi/appointment/new/` (§7). */
  isAppointmentLpu?: boolean | null;
}

/** Which schedule the calendar shows. */
export type CalendarKind = 'doctor' | 'speciality' | 'service' | 'telemed';

/** Checked, defaulted inputs. Ids are positive integers or `null`. */
export interface CalendarConfig {
  /** `null` when the inputs are not enough for any schedule: the calendar shows its stub. */
  kind: CalendarKind | null;
  doctorId: number | null;
  lpuId: number | null;
  synonymId: number | string | null;
  dtypeId: number | null;
  speciality: { id: number; name: string; translit: string } | null;
  telemedType: string | null;
  /** First day of the window, `yyyy-MM-dd`, town time. */
  dateStart: string;
  days: number;
  townTimedelta: number;
  /** The clinic's timedelta (`lpu_timedelta`), hours; `undefined` = `townTimedelta`. */
  lpuTimedelta?: number | null;
  /** `false` when the clinic entry says the pair has no slots (no request). */
  hasSlots: boolean;
  /** Today in the town, `yyyy-MM-dd` (labels 'Сегодня'/'Завтра', booking-window rule). */
  today: string;
  initDay: string | null;
  useRedirect: boolean;
  express: boolean;
  expressEnabled: boolean;
  preliminary: boolean;
  doctorSpec: string;
  specPlacement: string;
  club: boolean;
  lpuPriceList: boolean;
  doctorPriceList: boolean;
  /** The `source` input; '' = by the page kind ({@link redirectSource}). */
  source: string;
  /** The `selectedDate` input as a day and a time, `null` when not given. */
  selected: { day: string; time: string } | null;
  /**
   * Clinic context of the redirect (§7): `isAppointmentLpu`, a clinic price list or a service calendar, unless
   * `isAppointmentDoctor`.
   */
  lpuContext: boolean;
}

/**
 * The calendar inputs a schedule item carries (§3 `dataItem`; ADR 199): any input under its own (camelCase) name —
 * `lpuId`, `doctorId`, `hasSlots`, `synonymId` … — and the §3 item fields: `isAppointmentOn: false` (online
 * booking off) and `serviceIsAvailable: false` ask for no slots like `hasSlots: false`; `serviceIsDirect` is
 * `serviceDirect`, `serviceIsExpress` express mode, `isEnabledLpuClub` `club`.
 */
export function dataItemInputs(item: unknown): CalendarInputs {
  const i = { ...(item as object) } as Record<string, unknown>;
  return {
    ...i,
    hasSlots: i.isAppointmentOn === false || i.serviceIsAvailable === false ? false : (i.hasSlots as boolean),
    serviceDirect: (i.serviceDirect ?? i.serviceIsDirect) as boolean,
    appointmentType: i.serviceIsExpress ? 'express' : (i.appointmentType as string),
    club: (i.club ?? i.isEnabledLpuClub) as boolean,
  };
}

const isPositiveId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isSet = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * `value` when it is set and passes `ok`; `undefined` when it is not set; else also the problem
 * `attribute "{name}" must be {must}, got {value}; {tail}`.
 */
function checked<T>(
  problems: string[],
  name: string,
  value: unknown,
  ok: (v: unknown) => boolean,
  must: string,
  tail = 'it is ignored',
): T | undefined {
  if (!isSet(value)) return undefined;
  if (ok(value)) return value as T;
  problems.push(`attribute "${name}" must be ${must}, got ${JSON.stringify(value)}; ${tail}`);
}

function idInput(name: string, value: unknown, problems: string[]): number | null {
  return checked<number>(problems, name, value, isPositiveId, 'a positive integer id') ?? null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Checks and defaults the inputs (booking-schedule §3 "Calendar inputs"). Never throws: each malformed or
 * missing input adds a human-readable problem (the store logs them as `[pd-widgets] pd-appointment-calendar: …`)
 * and is replaced by its default; inputs that name no schedule give `kind: null` (the stub).
 *
 * Kind: `synonymId` → service; `doctorId` + `telemedType` → telemed; `doctorId` → doctor; `specialityId` →
 * speciality; each with `lpuId`.
 *
 * @param today today in the town (`yyyy-MM-dd`); default `townToday(townTimedelta)`.
 */
export function resolveCalendarConfig(
  inputs: CalendarInputs,
  today?: string,
): { config: CalendarConfig; problems: string[] } {
  const problems: string[] = [];
  // The inputs given win over the schedule item's (§3 dataItem); a boolean's `false` (an absent attribute) does not.
  const raw = dataItemInputs(inputs.dataItem);
  const r = raw as Record<string, unknown>;
  for (const [k, v] of Object.entries(inputs)) r[k] = v === false ? (r[k] ?? v) : (v ?? r[k]);
  const townTimedelta =
    checked<number>(
      problems,
      'town-timedelta',
      raw.townTimedelta,
      (v) => typeof v == 'number' && Number.isFinite(v),
      'a number of hours',
      '0 is used',
    ) ?? 0;
  const todayDay = today ?? townToday(townTimedelta);

  const doctorId = idInput('doctor-id', raw.doctorId, problems);
  const lpuId = idInput('lpu-id', raw.lpuId, problems);
  const dtypeId = idInput('dtype-id', raw.dtypeId, problems);
  const specialityId = idInput('speciality-id', raw.specialityId, problems);
  const synonymRaw = checked<number | string>(
    problems,
    'synonym-id',
    raw.synonymId,
    (v) => isPositiveId(v) || /^\d+$/.test(text(v)),
    'a positive integer id',
  );
  const synonymId = typeof synonymRaw == 'string' ? synonymRaw.trim() : (synonymRaw ?? null);
  const telemedType = text(raw.telemedType) || null;

  let kind: CalendarKind | null = null;
  if (synonymId !== null) kind = 'service';
  else if (doctorId !== null && telemedType) kind = 'telemed';
  else if (doctorId !== null) kind = 'doctor';
  else if (specialityId !== null) kind = 'speciality';
  if (kind === null) {
    problems.push(
      'no schedule to show: set "doctor-id" (a doctor), "synonym-id" (a service) or "speciality-id" (a clinic ' +
        'speciality) together with "lpu-id"; showing the stub',
    );
  } else if (lpuId === null) {
    problems.push(`attribute "lpu-id" is required for the ${kind} calendar; showing the stub`);
    kind = null;
  }

  let speciality: CalendarConfig['speciality'] = null;
  if (specialityId !== null) {
    speciality = { id: specialityId, name: text(raw.specialityName), translit: text(raw.specialityTranslit) };
    if (kind === 'speciality' && (!speciality.name || !speciality.translit)) {
      problems.push(
        'attributes "speciality-name" and "speciality-translit" should be set with "speciality-id"',
      );
    }
  }

  const isDay = (v: unknown) => isValidDay(v as string);
  const dateStart =
    checked<string>(problems, 'date-start', raw.dateStart, isDay, 'yyyy-MM-dd', 'today is used') ?? todayDay;

  const defaultDays = kind === 'service' ? SERVICE_WINDOW_DAYS : DOCTOR_WINDOW_DAYS;
  const days =
    checked<number>(
      problems,
      'days',
      raw.days,
      isPositiveId,
      'a positive integer',
      `${defaultDays} is used`,
    ) ?? defaultDays;

  const initDay = checked<string>(problems, 'init-day', raw.initDay, isDay, 'yyyy-MM-dd') ?? null;

  // 'dd.MM.yyyy HH:mm' (§3 selectedDate) → the day and the time.
  const selectedRe = /^(\d\d)\.(\d\d)\.(\d{4}) (\d\d:\d\d)$/;
  const m = selectedRe.exec(
    text(
      checked(
        problems,
        'selected-date',
        raw.selectedDate,
        (v) => selectedRe.test(text(v)),
        'dd.MM.yyyy HH:mm',
      ),
    ),
  );
  const selected = m && { day: `${m[3]}-${m[2]}-${m[1]}`, time: m[4] };

  let express = false;
  if (isSet(raw.appointmentType)) {
    if (raw.appointmentType === 'express') express = true;
    else
      problems.push(
        `attribute "appointment-type" must be "" or "express", got ${JSON.stringify(raw.appointmentType)}`,
      );
  }

  return {
    problems,
    config: {
      kind,
      doctorId,
      lpuId,
      synonymId,
      dtypeId,
      speciality,
      telemedType,
      dateStart,
      days,
      townTimedelta,
      lpuTimedelta: raw.lpuTimedelta,
      // §5: no slots are asked for a pair without slots, nor for a service the clinic does not book directly.
      hasSlots: raw.hasSlots !== false && (kind != 'service' || express || raw.serviceDirect !== false),
      today: todayDay,
      initDay: selected?.day ?? initDay,
      selected,
      useRedirect: raw.useRedirect === true,
      express,
      expressEnabled: raw.expressEnabled === true,
      preliminary: raw.preliminaryConsultation === true,
      doctorSpec: text(raw.doctorSpec),
      specPlacement: text(raw.specPlacement),
      club: raw.club === true,
      lpuPriceList: raw.lpuPriceList === true,
      doctorPriceList: raw.doctorPriceList === true,
      source: text(raw.source),
      lpuContext:
        !raw.isAppointmentDoctor && (kind == 'service' || !!raw.isAppointmentLpu || !!raw.lpuPriceList),
    },
  };
}

/** The schedule request a configuration means (docs/decisions/044-calendar-inputs-and-requests.md). */
export type SlotRequest =
  | { kind: 'doctor'; query: DoctorSlotsQuery }
  | { kind: 'speciality'; query: SpecialitySlotsQuery }
  | { kind: 'service'; query: ServiceSlotsQuery }
  | { kind: 'telemed'; query: TelemedSlotsQuery };

/**
 * Which request to send (booking-schedule §3 "Slot request shapes", §7): doctor + clinic → `slots_bulk`
 * (coalesced per page); speciality + clinic → `slots_bulk_by_specialities`; synonym → `/ajax/services/schedule/`
 * (with the doctor when `doctorPriceList`); doctor + telemed type → `slots_bulk/telemed/` (`user_timezone` = Moscow
 * offset + town timedelta, hours). `null` when the configuration names no schedule.
 */
export function slotRequestFor(c: CalendarConfig): SlotRequest | null {
  // §5: a pair (or a service) without slots is not asked for: the calendar shows the stub or the order call.
  if (c.kind === null || c.lpuId === null || !c.hasSlots) return null;
  const base = { dtStart: c.dateStart, days: c.days, townTimedelta: c.townTimedelta };
  switch (c.kind) {
    case 'doctor':
      // The pair carries its clinic's own timedelta (§7).
      return {
        kind: 'doctor',
        query: {
          doctorId: c.doctorId as number,
          lpuId: c.lpuId,
          lpuTimedelta: c.lpuTimedelta as number,
          ...base,
        },
      };
    case 'speciality': {
      const s = c.speciality as NonNullable<CalendarConfig['speciality']>;
      return {
        kind: 'speciality',
        query: { lpuId: c.lpuId, specialityId: s.id, name: s.name, translit: s.translit, ...base },
      };
    }
    case 'service': {
      const query: ServiceSlotsQuery = {
        lpuId: c.lpuId,
        serviceId: c.synonymId as number | string,
        dayStart: c.dateStart,
        days: c.days,
        townTimedelta: c.townTimedelta,
      };
      if (c.doctorPriceList && c.doctorId !== null) query.doctorId = c.doctorId;
      return { kind: 'service', query };
    }
    case 'telemed':
      return {
        kind: 'telemed',
        query: {
          lpuId: c.lpuId,
          doctorId: c.doctorId as number,
          typeSchedule: c.telemedType as string,
          userStartDate: c.dateStart,
          userTimezone: 3 + c.townTimedelta,
          days: c.days,
        },
      };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Days and tabs

/** One day of the window (booking-schedule §3 "Calendar day item"). */
export interface CalendarDay {
  /** `yyyy-MM-dd`. */
  date: string;
  /** Day and short month: '23 нояб', '5 мая' (no abbreviation dot). */
  title: string;
  /** Two-letter weekday: 'Пн' … 'Вс'. */
  subtitle: string;
  /** 'Сегодня' for today, 'Завтра' for tomorrow, otherwise ''. */
  label: string;
  /** No slots that day. */
  disabled: boolean;
  /** Saturday or Sunday (the view colours the subtitle on enabled, non-active tabs; §9). */
  weekend: boolean;
}

/** A tab of the day strip: one day, or a merged run of consecutive days without slots (§4). */
export interface DayTab extends CalendarDay {
  /** Stable key: the first day. */
  key: string;
  /** Last day of the tab (= `date` for a single day). */
  endDate: string;
  /** Every day the tab covers. */
  dates: string[];
  /** A merged range of two or more empty days ('5–8 мар', 'Пт–Пн', no label, always disabled). */
  range: boolean;
}

/** 'd MMMM' of a day: '23 ноября'. */
export function dayMonthName(day: string): string {
  return dayMonthLong(parseDay(day));
}

/** Full weekday of a day: 'понедельник'. */
export function weekdayName(day: string): string {
  return weekdayLong(parseDay(day));
}

/** Builds one {@link CalendarDay}. */
export function dayItem(day: string, today: string, slots: readonly Slot[] | undefined): CalendarDay {
  const date = parseDay(day);
  const weekday = date.getDay();
  let label = '';
  if (day === today) label = msg.today;
  else if (day === addDaysToDay(today, 1)) label = msg.tomorrow;
  return {
    date: day,
    title: `${date.getDate()} ${shortMonthName(date)}`,
    subtitle: msg.weekdaysShort[weekday],
    label,
    disabled: !slots || slots.length === 0,
    weekend: weekday === 0 || weekday === 6,
  };
}

/**
 * The window's days from `dateStart`, `days` long (booking-schedule §3 "Calendar day item"). A day is disabled
 * when `slots` has no slot for it. An invalid `dateStart` or `days` < 1 gives `[]`.
 */
export function buildDays(opts: {
  dateStart: string;
  days: number;
  today: string;
  slots: SlotsByDay;
}): CalendarDay[] {
  if (!isValidDay(opts.dateStart) || !(opts.days >= 1)) return [];
  const out: CalendarDay[] = [];
  for (let i = 0; i < Math.floor(opts.days); i++) {
    const day = addDaysToDay(opts.dateStart, i);
    out.push(dayItem(day, opts.today, opts.slots[day]));
  }
  return out;
}

function rangeTab(run: CalendarDay[]): DayTab {
  const first = run[0];
  const last = run[run.length - 1];
  const a = parseDay(first.date);
  const b = parseDay(last.date);
  const sameMonth = a.getMonth() === b.getMonth() && a.getFullYear() === b.getFullYear();
  const title = sameMonth
    ? format(msg.rangeSameMonth, { from: a.getDate(), to: b.getDate(), month: shortMonthName(b) })
    : format(msg.rangeCrossMonth, { from: first.title, to: last.title });
  return {
    key: first.date,
    date: first.date,
    endDate: last.date,
    dates: run.map((d) => d.date),
    title,
    subtitle: format(msg.weekdayRange, { from: first.subtitle, to: last.subtitle }),
    label: '',
    disabled: true,
    weekend: false,
    range: true,
  };
}

/**
 * Merges each run of two or more consecutive days without slots into one disabled range tab (booking-schedule
 * §4: '5–8 мар' with an en dash; across months '30 нояб – 2 дек'; weekday labels 'Пт–Пн'; no label). A single
 * empty day stays a normal (disabled) day tab.
 */
export function mergeEmptyDays(days: readonly CalendarDay[]): DayTab[] {
  const tabs: DayTab[] = [];
  let run: CalendarDay[] = [];
  const single = (d: CalendarDay): DayTab => ({
    ...d,
    key: d.date,
    endDate: d.date,
    dates: [d.date],
    range: false,
  });
  const flush = () => {
    if (run.length === 1) tabs.push(single(run[0]));
    else if (run.length > 1) tabs.push(rangeTab(run));
    run = [];
  };
  for (const d of days) {
    if (d.disabled) {
      run.push(d);
    } else {
      flush();
      tabs.push(single(d));
    }
  }
  flush();
  return tabs;
}

/** True when any day of the map has a slot. */
export function hasAnySlots(slots: SlotsByDay): boolean {
  return Object.values(slots).some((list) => list.length > 0);
}

// ---------------------------------------------------------------------------------------------------------------
// URL filters (booking-schedule §5 "URL filters for schedule")

/** Day parts of the `daytimes` filter. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Bounds of each day part, `HH:mm`, both inclusive (booking-schedule §5). */
export const DAY_PARTS: Readonly<Record<DayPart, { from: string; to: string }>> = {
  morning: { from: '06:00', to: '11:00' },
  afternoon: { from: '11:00', to: '17:00' },
  evening: { from: '17:00', to: '24:00' },
};

/** Parsed schedule filters; `null`/empty = not given. */
export interface ScheduleFilters {
  dateFrom: string | null;
  dateTo: string | null;
  dayParts: DayPart[];
}

/**
 * Reads `date_from`, `date_to` (`YYYY-MM-DD`) and `daytimes` (comma list of morning, afternoon, evening) from a
 * query string (booking-schedule §5). Invalid values are ignored one by one (an invalid date is as if absent;
 * unknown day parts are dropped).
 */
export function parseScheduleFilters(search: string | URLSearchParams): ScheduleFilters {
  const params = new URLSearchParams(search);
  const day = (name: string) => {
    const v = params.get(name)?.trim();
    return v && isValidDay(v) ? v : null;
  };
  const parts = (params.get('daytimes') ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p): p is DayPart => Object.hasOwn(DAY_PARTS, p));
  return { dateFrom: day('date_from'), dateTo: day('date_to'), dayParts: [...new Set(parts)] };
}

/** True when any filter is given. */
export function hasFilters(f: ScheduleFilters): boolean {
  return f.dateFrom !== null || f.dateTo !== null || f.dayParts.length > 0;
}

/** True when `time` (`HH:mm`) lies in one of `parts` (bounds inclusive). */
export function timeInDayParts(time: string, parts: readonly DayPart[]): boolean {
  return parts.some((p) => time >= DAY_PARTS[p].from && time <= DAY_PARTS[p].to);
}

/**
 * True when a day passes the filters: inside `[dateFrom, dateTo]` (inclusive) and, with `dayParts`, having a
 * slot in one of them. With no filters every day matches (booking-schedule §5: with all filters present a day
 * must match both the date range and the day time).
 */
export function dayMatchesFilters(day: string, slots: readonly Slot[], f: ScheduleFilters): boolean {
  if (f.dateFrom !== null && day < f.dateFrom) return false;
  if (f.dateTo !== null && day > f.dateTo) return false;
  if (f.dayParts.length > 0 && !slots.some((s) => timeInDayParts(s.time, f.dayParts))) return false;
  return true;
}

/**
 * The day the calendar opens on (booking-schedule §4): `initDay` when it is in the window and enabled; else the
 * first enabled day matching the URL filters; else the first enabled day; `null` when no day has slots.
 */
export function initialActiveDay(
  days: readonly CalendarDay[],
  slots: SlotsByDay,
  opts: { initDay?: string | null; filters?: ScheduleFilters | null } = {},
): string | null {
  const enabled = days.filter((d) => !d.disabled);
  if (enabled.length === 0) return null;
  if (opts.initDay && enabled.some((d) => d.date === opts.initDay)) return opts.initDay;
  // Without filters every day matches: the first enabled day.
  const f = opts.filters;
  return ((f && enabled.find((d) => dayMatchesFilters(d.date, slots[d.date] ?? [], f))) || enabled[0]).date;
}

// ---------------------------------------------------------------------------------------------------------------
// Slot grid (booking-schedule §9)

/** Columns on mobile and on desktop when the container is narrower than {@link WIDE_CONTAINER_MIN_PX}. */
export const MOBILE_COLUMNS = 4;
export const DESKTOP_COLUMNS = 5;
/** From this container width (px) columns = round(width / {@link COLUMN_WIDTH_PX}). */
export const WIDE_CONTAINER_MIN_PX = 500;
export const COLUMN_WIDTH_PX = 100;
/** Rows visible before 'Показать все'. */
export const VISIBLE_ROWS = 2;

/**
 * Slot columns (booking-schedule §9): `Math.round(width / 100)` when the container is at least 500 px wide,
 * else 5 on desktop and 4 on mobile. An unknown width (0, null) uses the device default.
 */
export function slotColumns(width: number | null | undefined, isDesktop: boolean): number {
  if (typeof width === 'number' && Number.isFinite(width) && width >= WIDE_CONTAINER_MIN_PX) {
    return Math.round(width / COLUMN_WIDTH_PX);
  }
  return isDesktop ? DESKTOP_COLUMNS : MOBILE_COLUMNS;
}

/** Slots shown collapsed: 2 rows × columns (booking-schedule §9). */
export function visibleSlotLimit(columns: number): number {
  return VISIBLE_ROWS * Math.max(1, columns);
}

/** The slots to render and whether the expand button is needed (only when there are more than the limit). */
export function visibleSlots<T>(
  slots: readonly T[],
  columns: number,
  expanded: boolean,
): { shown: T[]; hasMore: boolean } {
  const limit = visibleSlotLimit(columns);
  const hasMore = slots.length > limit;
  return { shown: expanded || !hasMore ? [...slots] : slots.slice(0, limit), hasMore };
}

// ---------------------------------------------------------------------------------------------------------------
// What the body shows (booking-schedule §4 "Express mode", "With no slots on any day")

/** What to render under the day strip once slots are known. */
export interface CalendarBody {
  /** Render the day strip and the slot grid. */
  slots: boolean;
  /** Slot buttons are disabled and inert (express mode). */
  slotsInert: boolean;
  /** The order-call block ('Заказать звонок'). */
  orderCall: boolean;
  /** The stub 'Запись недоступна'. */
  stub: boolean;
}

/**
 * Express mode (§4): slot buttons inert, the order-call block under the slots (no other flag needed), or alone
 * without slots when the express flag is on; with no slots and no order call → the stub
 * (docs/decisions/043-calendar-express-and-order-call.md, 190).
 */
export function calendarBody(
  c: Pick<CalendarConfig, 'kind' | 'express' | 'expressEnabled'>,
  anySlots: boolean,
): CalendarBody {
  const slots = c.kind !== null && anySlots;
  const orderCall = c.kind !== null && c.express && (slots || c.expressEnabled);
  return { slots, slotsInert: slots && c.express, orderCall, stub: !slots && !orderCall };
}

// ---------------------------------------------------------------------------------------------------------------
// Booking window (booking-schedule §4 "If the booking window is not open yet …")

/**
 * The day booking opens when the window is not open yet, else `null` (docs/decisions/198): the window's first day
 * — the server's `dateStart` (§3 "Page storage", "Schedule init data"; the `date-start` input) — when it is after
 * today. No field carries a time of day (docs/product-questions.md row 21); the slots are never guessed from.
 */
export function bookingOpensOn(c: Pick<CalendarConfig, 'dateStart' | 'today'>): string | null {
  return c.dateStart > c.today ? c.dateStart : null;
}

/** 'Запись включится 26 ноября'. */
export function bookingOpensText(day: string): string {
  return format(msg.bookingOpens, { time: dayMonthName(day) });
}

// ---------------------------------------------------------------------------------------------------------------
// Event payloads (booking-schedule §3 "Event 'calendar:time-choice' payload"; CONTRACT events)

/** `calendar:time-choice` detail. */
export interface TimeChoiceDetail {
  /** `yyyy-MM-dd`, town time. */
  day: string;
  /** `HH:mm`, town time. */
  time: string;
  /** Seconds. */
  duration: number;
  /** 'd MMMM (weekday)': '23 ноября (понедельник)'. */
  dateName: string;
  /** 'dd.MM.yyyy HH:mm': '23.11.2026 09:00'. */
  selectedFullDate: string;
}

/** Builds the `calendar:time-choice` detail for a slot of `day`. */
export function timeChoiceDetail(day: string, slot: Pick<Slot, 'time' | 'duration'>): TimeChoiceDetail {
  const date = parseDay(day);
  return {
    day,
    time: slot.time,
    duration: slot.duration,
    dateName: `${dayMonthLong(date)} (${weekdayLong(date)})`,
    selectedFullDate: slotParam(day, slot.time),
  };
}

/** `calendar:order-call` detail (CONTRACT); absent ids are `null`. */
export interface OrderCallDetail {
  doctorId: number | null;
  lpuId: number | null;
  synonymId: number | string | null;
}

/** Builds the `calendar:order-call` detail. */
export function orderCallDetail(
  c: Pick<CalendarConfig, 'doctorId' | 'lpuId' | 'synonymId'>,
): OrderCallDetail {
  return { doctorId: c.doctorId, lpuId: c.lpuId, synonymId: c.synonymId };
}

// ---------------------------------------------------------------------------------------------------------------
// Slot parameters (the redirects themselves: on-demand/redirect.ts, ADR 243)

/** The slot parameter: 'dd.MM.yyyy HH:mm' (booking-schedule §7). */
export function slotParam(day: string, time: string): string {
  return `${dottedDate(parseDay(day))} ${time}`;
}

/**
 * `speciality` of a URL hash such as `#filter=clinic&speciality=terapevt` (letters, digits and hyphen only,
 * booking-schedule §2); `null` when absent or malformed.
 */
export function hashSpeciality(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('speciality')?.trim();
  return value && /^[\p{L}\d-]+$/u.test(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Accessible names

/**
 * A slot button's name, starting with its visible time (WCAG 2.5.3): '09:00, записаться на 23 ноября,
 * понедельник, 30 минут' (duration given in seconds, spoken in minutes).
 */
export function slotAccessibleName(day: string, slot: Pick<Slot, 'time' | 'duration'>): string {
  const params = { date: dayMonthName(day), weekday: weekdayName(day), time: slot.time };
  const minutes = Math.round(slot.duration / 60);
  return minutes > 0
    ? format(msg.slotName, { ...params, duration: formatDuration(minutes) })
    : format(msg.slotNameNoDuration, params);
}

// ---------------------------------------------------------------------------------------------------------------
// Day strip scrolling (docs/decisions/130-day-strip-scroll-buttons.md)

/**
 * Width of a day-strip scroll button in CSS px: the buttons lie over the strip's ends, so a tab counts as in view
 * only this far from a cut edge (also the strip's `scroll-padding-inline`).
 */
export const STRIP_SCROLL_INSET_PX = 40;
/** Sub-pixel slack when comparing scroll positions (zoom and fractional widths leave ±0.5 px). */
export const STRIP_EDGE_TOLERANCE_PX = 1;

/** The scroll measurements of the day strip (CSS px, left-to-right strip): `Element#scrollLeft` etc. */
export interface StripMetrics {
  /** How far the strip is scrolled from its start. */
  scrollLeft: number;
  /** The visible width of the strip. */
  clientWidth: number;
  /** The width of all its tabs together (≥ `clientWidth`). */
  scrollWidth: number;
}

/** Which ends of the day strip cut tabs off, i.e. which scroll button is shown. */
export interface StripScrollState {
  /** Tabs are cut on the left: the 'Предыдущие дни' button is shown. */
  prev: boolean;
  /** Tabs are cut on the right: the 'Следующие дни' button is shown. */
  next: boolean;
}

/** Neither end cut: the state before the first measurement and of a strip whose tabs all fit. */
export const STRIP_NOT_CUT: StripScrollState = Object.freeze({ prev: false, next: false });

function finiteMetrics(m: StripMetrics): boolean {
  return [m.scrollLeft, m.clientWidth, m.scrollWidth].every(Number.isFinite) && m.clientWidth > 0;
}

/**
 * Whether the day strip cuts tabs at its start and at its end, from its scroll measurements. An end counts as cut
 * only beyond {@link STRIP_EDGE_TOLERANCE_PX}; unmeasured metrics (a zero or non-finite width, e.g. a detached
 * element) cut nothing. E.g. `{scrollLeft: 0, clientWidth: 358, scrollWidth: 900}` → `{prev: false, next: true}`.
 */
export function stripScrollState(m: StripMetrics): StripScrollState {
  if (!finiteMetrics(m)) return STRIP_NOT_CUT;
  const max = m.scrollWidth - m.clientWidth;
  if (max <= STRIP_EDGE_TOLERANCE_PX) return STRIP_NOT_CUT;
  return {
    prev: m.scrollLeft > STRIP_EDGE_TOLERANCE_PX,
    next: m.scrollLeft < max - STRIP_EDGE_TOLERANCE_PX,
  };
}

/**
 * The `scrollLeft` a scroll button moves the strip to: about a page of tabs back (`-1`) or forward (`1`) — the
 * visible width less both buttons, so the tab cut under one button comes out next to the other (at least half the
 * width) — clamped to the strip. Unmeasured metrics keep `scrollLeft`.
 */
export function stripPageTarget(m: StripMetrics, direction: -1 | 1): number {
  if (!finiteMetrics(m)) return Number.isFinite(m.scrollLeft) ? m.scrollLeft : 0;
  const page = Math.max(m.clientWidth - 2 * STRIP_SCROLL_INSET_PX, m.clientWidth / 2);
  const max = Math.max(0, m.scrollWidth - m.clientWidth);
  return Math.min(max, Math.max(0, Math.round(m.scrollLeft + direction * page)));
}

/**
 * The `scrollLeft` that shows a tab (`tabLeft`, `tabWidth`: its `offsetLeft`/`offsetWidth` in the strip) whole
 * and clear of the scroll buttons ({@link STRIP_SCROLL_INSET_PX} from a cut edge), moving as little as possible;
 * `null` when it is in view already. Used to keep the active day in view (init-day, keyboard, a click at an edge).
 */
export function stripRevealTarget(m: StripMetrics, tabLeft: number, tabWidth: number): number | null {
  if (!finiteMetrics(m) || !Number.isFinite(tabLeft) || !Number.isFinite(tabWidth)) return null;
  const max = Math.max(0, m.scrollWidth - m.clientWidth);
  const clamp = (x: number) => Math.min(max, Math.max(0, Math.round(x)));
  const from = m.scrollLeft + (m.scrollLeft > STRIP_EDGE_TOLERANCE_PX ? STRIP_SCROLL_INSET_PX : 0);
  const atEnd = m.scrollLeft >= max - STRIP_EDGE_TOLERANCE_PX;
  const to = m.scrollLeft + m.clientWidth - (atEnd ? 0 : STRIP_SCROLL_INSET_PX);
  let target: number | null = null;
  if (tabLeft < from) target = clamp(tabLeft - STRIP_SCROLL_INSET_PX);
  else if (tabLeft + tabWidth > to)
    target = clamp(tabLeft + tabWidth + STRIP_SCROLL_INSET_PX - m.clientWidth);
  return target === null || Math.abs(target - m.scrollLeft) <= STRIP_EDGE_TOLERANCE_PX ? null : target;
}

// ---------------------------------------------------------------------------------------------------------------
// Keyboard (WAI-ARIA tabs and a button grid)

/**
 * The tab to move to from `current` for a key, skipping disabled tabs (ArrowLeft/ArrowRight wrap around,
 * Home/End go to the first/last enabled tab); `null` for other keys or when no tab is enabled.
 */
export function nextEnabledTabIndex(
  tabs: readonly Pick<DayTab, 'disabled'>[],
  current: number,
  key: string,
): number | null {
  const enabled = tabs.map((t, i) => (t.disabled ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return null;
  switch (key) {
    case 'Home':
      return enabled[0];
    case 'End':
      return enabled[enabled.length - 1];
    case 'ArrowRight': {
      const next = enabled.find((i) => i > current);
      return next ?? enabled[0];
    }
    case 'ArrowLeft':
      return enabled.findLast((i) => i < current) ?? enabled[enabled.length - 1];
    default:
      return null;
  }
}

/**
 * The slot to move to in a grid of `count` buttons and `columns` columns: Left/Right by one, Up/Down by a row,
 * Home/End to the first/last; stays inside the grid (no wrap). `null` for other keys or a move off the grid.
 */
export function nextSlotIndex(current: number, count: number, columns: number, key: string): number | null {
  const cols = Math.max(1, columns);
  const next = {
    ArrowLeft: current - 1,
    ArrowRight: current + 1,
    ArrowUp: current - cols,
    ArrowDown: current + cols,
    Home: 0,
    End: count - 1,
  }[key];
  return next! >= 0 && next! < count && next !== current ? next! : null;
}
