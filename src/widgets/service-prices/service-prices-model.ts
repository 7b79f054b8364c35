/**
 * The service price list's pure model (booking-schedule §2 "Service price list section"; §3 "Service prices data",
 * "Formatted list item", "Service item (schedule)", "Schedule init data"; §4 "Service list"; §5 "Service search",
 * "Online-only booking requires…"; §7 `POST /ajax/services/schedule/doctors/`, page-wide custom events; §8 service
 * list errors; §9 300 ms, 2 characters, page sizes 10/20, the switch at 20).
 *
 * No DOM (except {@link readJsonScript}, which is given the document), no network, no clock. Prices are ROUBLES,
 * service `duration` is MINUTES, ages are YEARS; day strings are `yyyy-MM-dd` in TOWN time (Moscow + `townTimedelta`
 * hours). Decisions: docs/decisions/075–079.
 */
import * as v from 'valibot';
import { integer, minValue, nonEmpty, orElse, trim } from '../../shared/schema';
import type { ServiceDoctors } from './service-doctors-api';
import { format, formatDuration, plural } from '../../core/i18n';
import { formatAge, formatPrice } from '../../shared/format';
import { servicesMessages as msg } from './messages';
import { isValidDay } from '../../core/time';
import { readJsonScriptValue } from '../../shared/json-script';

/** The element's tag, used in console messages. */
export const SERVICE_PRICES_TAG = 'pd-service-prices';

/** Search debounce, ms (booking-schedule §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Minimum search length, characters after trimming (booking-schedule §5, §9). */
export const SEARCH_MIN_LENGTH = 2;
/** Services per page on mobile (booking-schedule §9). */
export const MOBILE_PAGE_SIZE = 10;
/** Services per page on desktop (booking-schedule §9). */
export const DESKTOP_PAGE_SIZE = 20;
/** The online-only switch turns on by itself at this many online-bookable services (booking-schedule §4, §9). */
export const ONLINE_ONLY_AUTO_THRESHOLD = 20;
/** Days of a service calendar (booking-schedule §9). */
export const SERVICE_CALENDAR_DAYS = 30;
/** The redirect target of a service booking (booking-schedule §2 "Booking redirect targets"). */
export const SERVICE_APPOINTMENT_PATH = '/uslugi/appointment/new/';

// ---------------------------------------------------------------------------------------------------------------
// Input: "Service prices data" (booking-schedule §3), as Django renders it into a json_script

/** One service of a clinic's price list, as the page sends it. */
export interface ServicePriceInput {
  /** The synonym (normalised service) id. */
  synonymId: number;
  name: string;
  /** MINUTES; `null` when unknown. */
  duration?: number | null;
  /** ROUBLES; `null` when the clinic gives no price. */
  price?: number | null;
  /** Age range in years; either bound may be `null`. */
  age?: { min?: number | null; max?: number | null } | null;
  /** The category's name (searched by "category"); default: the enclosing category's name. */
  categoryName?: string | null;
  /** The doctor of a doctor's price-list entry; `null` for the clinic's own entry. */
  doctorId?: number | null;
  /** Diagnostic type, passed to the calendar's redirect as `dTypeId` (optional; not in the spec's shape). */
  dtypeId?: number | null;
}

/** One entry per clinic (booking-schedule §3 "Service prices data"). */
export interface ServicePricesEntry {
  lpu: { id: number; name: string; address?: string | null; isServiceDirect?: boolean | null };
  /** `status` 1 success, 2 warning, 3 error; `dateString` as the note shows it ('12 марта 2026'). */
  updateInfo?: { status?: number | null; dateString?: string | null } | null;
  serviceCategories: { name: string; servicePrices: ServicePriceInput[] }[];
}

/** "Schedule init data" (booking-schedule §3): the page's schedule context for the service calendars. */
export interface ScheduleInitInput {
  /** First day of the calendars, `yyyy-MM-dd` (town time); default today in the town. */
  dateStart?: string | null;
  /** Per clinic: whether it has slots (passed on in the show-calendar event). */
  doctorsLpus?: { lpu_id: number; has_slots: boolean }[] | null;
  /** Hours of the town's clock relative to Moscow (UTC+3); default 0. */
  townTimedelta?: number | null;
}

/** A checked service of a clinic. */
export interface ServicePrice {
  /** Unique within the widget: `lpuId:synonymId:doctorId` (see {@link serviceKey}). */
  key: string;
  lpuId: number;
  synonymId: number;
  name: string;
  /** MINUTES or `null`. */
  duration: number | null;
  /** ROUBLES or `null`. */
  price: number | null;
  ageMin: number | null;
  ageMax: number | null;
  categoryName: string;
  doctorId: number | null;
  dtypeId: number | null;
}

/** Update status of a clinic's prices (booking-schedule §4). */
export type UpdateStatus = 1 | 2 | 3;

/** A checked clinic entry. */
export interface ServicePricesClinic {
  lpu: { id: number; name: string; address: string; isServiceDirect: boolean };
  updateInfo: { status: UpdateStatus; dateString: string | null };
  /** Categories in the page's order, each with its services (categories without services are dropped). */
  categories: { name: string; services: ServicePrice[] }[];
  /** Every service of the clinic in list order. */
  services: ServicePrice[];
}

/** Checked "Schedule init data". */
export interface ScheduleInit {
  /** `null`: today in the town, computed when a calendar opens. */
  dateStart: string | null;
  doctorsLpus: { lpu_id: number; has_slots: boolean }[];
  townTimedelta: number;
}

/** `lpuId:synonymId:doctorId` (empty doctor for a clinic entry). */
export function serviceKey(lpuId: number, synonymId: number, doctorId: number | null | undefined): string {
  return `${lpuId}:${synonymId}:${doctorId ?? ''}`;
}

const positiveId = v.pipe(
  v.union([
    v.number(),
    v.pipe(
      v.string(),
      trim(),
      v.check((s) => /^\d+$/.test(s), 'must be digits'),
      v.transform(Number),
    ),
  ]),
  v.number(),
  integer(),
  minValue(1),
);
/** A finite non-negative number, `null` for anything else (a bad optional value degrades, it does not drop a row). */
const optionalAmount = orElse(
  v.nullish(
    v.pipe(
      v.number(),
      v.check((n: number) => Number.isFinite(n), 'must be a finite number'),
      minValue(0),
    ),
    null,
  ),
  null,
);
const optionalId = orElse(v.nullish(positiveId, null), null);
const text = v.pipe(v.string(), trim(), nonEmpty());

const servicePriceSchema = v.object({
  synonymId: positiveId,
  name: text,
  duration: optionalAmount,
  price: optionalAmount,
  age: orElse(v.nullish(v.object({ min: optionalAmount, max: optionalAmount }), null), null),
  categoryName: orElse(v.nullish(v.pipe(v.string(), trim()), null), null),
  doctorId: optionalId,
  dtypeId: optionalId,
});

const entrySchema = v.object({
  lpu: v.object({
    id: positiveId,
    name: text,
    address: orElse(v.nullish(v.string(), ''), ''),
    isServiceDirect: orElse(v.nullish(v.boolean(), false), false),
  }),
  updateInfo: orElse(
    v.nullish(
      v.object({
        status: orElse(v.nullish(v.number(), null), null),
        dateString: orElse(v.nullish(v.string(), null), null),
      }),
      null,
    ),
    null,
  ),
  serviceCategories: v.array(v.object({ name: orElse(v.string(), ''), servicePrices: v.array(v.unknown()) })),
});

function issuePath(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

function updateStatus(status: number | null): UpdateStatus {
  return status === 2 || status === 3 ? status : 1;
}

/**
 * Checks the "Service prices data" array (booking-schedule §3). Never throws: a malformed clinic entry or service
 * is skipped and described in `problems` (the store logs them as `[pd-widgets] pd-service-prices: …`); a bad
 * optional field (price, duration, age, doctor) becomes `null`. A repeated clinic id keeps the first entry.
 */
export function parseServicePrices(raw: unknown): { clinics: ServicePricesClinic[]; problems: string[] } {
  const problems: string[] = [];
  if (!Array.isArray(raw)) {
    problems.push(
      `the service prices data must be an array of clinic entries, got ${raw === null ? 'null' : typeof raw}`,
    );
    return { clinics: [], problems };
  }
  const clinics: ServicePricesClinic[] = [];
  raw.forEach((rawEntry, i) => {
    const parsed = v.safeParse(entrySchema, rawEntry);
    if (!parsed.success) {
      problems.push(`clinic entry ${i} is skipped (${issuePath(parsed.issues)})`);
      return;
    }
    const entry = parsed.output;
    const lpuId = entry.lpu.id;
    if (clinics.some((c) => c.lpu.id === lpuId)) {
      problems.push(`clinic ${lpuId} is listed twice; the second entry is skipped`);
      return;
    }
    const categories: ServicePricesClinic['categories'] = [];
    for (const category of entry.serviceCategories) {
      const services: ServicePrice[] = [];
      category.servicePrices.forEach((rawService, j) => {
        const s = v.safeParse(servicePriceSchema, rawService);
        if (!s.success) {
          problems.push(
            `clinic ${lpuId}, category "${category.name}": service ${j} is skipped (${issuePath(s.issues)})`,
          );
          return;
        }
        const o = s.output;
        services.push({
          key: serviceKey(lpuId, o.synonymId, o.doctorId),
          lpuId,
          synonymId: o.synonymId,
          name: o.name,
          duration: o.duration,
          price: o.price,
          ageMin: o.age?.min ?? null,
          ageMax: o.age?.max ?? null,
          categoryName: o.categoryName || category.name.trim(),
          doctorId: o.doctorId,
          dtypeId: o.dtypeId,
        });
      });
      if (services.length > 0) categories.push({ name: category.name.trim(), services });
    }
    const info = entry.updateInfo;
    const dateString = info?.dateString?.trim() || null;
    clinics.push({
      lpu: {
        id: lpuId,
        name: entry.lpu.name,
        address: entry.lpu.address.trim(),
        isServiceDirect: entry.lpu.isServiceDirect,
      },
      updateInfo: { status: updateStatus(info?.status ?? null), dateString },
      categories,
      services: categories.flatMap((c) => c.services),
    });
  });
  return { clinics, problems };
}

/**
 * Checks "Schedule init data" (booking-schedule §3). Missing input gives the defaults (today, no clinics with
 * slots, timedelta 0); each bad field is described in `problems` and replaced by its default.
 */
export function parseScheduleInit(raw: unknown): { schedule: ScheduleInit; problems: string[] } {
  const problems: string[] = [];
  const schedule: ScheduleInit = { dateStart: null, doctorsLpus: [], townTimedelta: 0 };
  if (raw === undefined || raw === null) return { schedule, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push(
      'the schedule init data must be an object {dateStart, doctorsLpus, townTimedelta}; ignored',
    );
    return { schedule, problems };
  }
  const o = raw as Record<string, unknown>;
  if (o.dateStart !== undefined && o.dateStart !== null && o.dateStart !== '') {
    if (isValidDay(o.dateStart)) schedule.dateStart = o.dateStart;
    else
      problems.push(
        `schedule "dateStart" must be yyyy-MM-dd, got ${JSON.stringify(o.dateStart)}; today is used`,
      );
  }
  if (o.townTimedelta !== undefined && o.townTimedelta !== null) {
    if (typeof o.townTimedelta === 'number' && Number.isFinite(o.townTimedelta))
      schedule.townTimedelta = o.townTimedelta;
    else
      problems.push(
        `schedule "townTimedelta" must be a number of hours, got ${JSON.stringify(o.townTimedelta)}; 0 is used`,
      );
  }
  if (Array.isArray(o.doctorsLpus)) {
    for (const item of o.doctorsLpus as unknown[]) {
      const id = (item as { lpu_id?: unknown } | null)?.lpu_id;
      if (typeof id === 'number' && Number.isInteger(id) && id > 0)
        schedule.doctorsLpus.push({
          lpu_id: id,
          has_slots: (item as { has_slots?: unknown }).has_slots === true,
        });
    }
  } else if (o.doctorsLpus !== undefined && o.doctorsLpus !== null) {
    problems.push('schedule "doctorsLpus" must be an array of {lpu_id, has_slots}; ignored');
  }
  return { schedule, problems };
}

/**
 * The JSON of a `<script type="application/json" id="…">` (Django `json_script`) in `doc`. `problem` says what is
 * wrong when the element is missing or its text is not JSON (`value` is then `undefined`).
 */
export function readJsonScript(
  id: string,
  doc: Pick<Document, 'getElementById'> | undefined,
): { value: unknown; problem: string | null } {
  return readJsonScriptValue(id, doc as Node | undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Online slots: POST /ajax/services/schedule/doctors/ (booking-schedule §7)

/** Which synonyms have online slots at one clinic, by doctor (from the doctors endpoint). */
export interface BookableIndex {
  /** Doctor id → synonym ids bookable with that doctor. */
  byDoctor: Record<number, number[]>;
  /** Synonym ids bookable with any doctor of the clinic. */
  any: number[];
}

/** An index with nothing bookable. */
export const NOTHING_BOOKABLE: BookableIndex = Object.freeze({ byDoctor: {}, any: [] }) as BookableIndex;

/**
 * The body of `POST /ajax/services/schedule/doctors/` for a clinic (booking-schedule §7): the doctors of its
 * doctor price-list entries and every synonym it lists. `null` when there is nothing to ask (no services or no
 * doctors: then nothing is bookable online).
 */
export function serviceDoctorsRequest(
  clinic: ServicePricesClinic,
): { lpu_id: number; doctors: number[]; services: number[] } | null {
  const doctors = [...new Set(clinic.services.flatMap((s) => (s.doctorId === null ? [] : [s.doctorId])))];
  const services = [...new Set(clinic.services.map((s) => s.synonymId))];
  if (doctors.length === 0 || services.length === 0) return null;
  return { lpu_id: clinic.lpu.id, doctors, services };
}

/**
 * The reply of the doctors endpoint → {@link BookableIndex} for `lpuId`. The entry of that clinic is used (the
 * spec: "first element has lpu_id and doctors"); an empty doctors list means nothing is bookable online.
 */
export function bookableIndex(reply: readonly ServiceDoctors[], lpuId: number): BookableIndex {
  const entry = reply.find((e) => e.lpuId === lpuId) ?? (reply.length === 1 ? reply[0] : undefined);
  if (!entry || entry.doctors.length === 0) return NOTHING_BOOKABLE;
  const byDoctor: Record<number, number[]> = {};
  const any = new Set<number>();
  for (const d of entry.doctors) {
    byDoctor[d.doctorId] = [...new Set([...(byDoctor[d.doctorId] ?? []), ...d.services])];
    for (const s of d.services) any.add(s);
  }
  return { byDoctor, any: [...any] };
}

/**
 * Whether a service has online slots: a doctor's entry with that doctor, a clinic entry with any doctor
 * (docs/decisions/076-online-slots-and-switch.md).
 */
export function serviceHasSlots(
  service: Pick<ServicePrice, 'synonymId' | 'doctorId'>,
  index: BookableIndex,
): boolean {
  if (service.doctorId !== null)
    return index.byDoctor[service.doctorId]?.includes(service.synonymId) ?? false;
  return index.any.includes(service.synonymId);
}

// ---------------------------------------------------------------------------------------------------------------
// Formatted list item (booking-schedule §3)

/** A service as the list shows it (booking-schedule §3 "Formatted list item"). */
export interface ServiceListItem extends ServicePrice {
  /** '1 800 ₽', or '' without a price. */
  formattedPrice: string;
  /** '30 минут', '1 час 30 минут', or '' without a duration. */
  durationText: string;
  /** 'от 3 до 18 лет', 'от 18 лет', or '' without an age range. */
  agesText: string;
  /** The doctors endpoint says the service has online slots. */
  hasSlots: boolean;
  /** Online-only booking: slots AND the clinic allows direct booking (booking-schedule §5). */
  isEnabledCalendar: boolean;
  /** The clinic allows direct (online) booking: the row has a booking button. */
  isEnabledServiceDirect: boolean;
}

/** Formats one service (booking-schedule §3 "Formatted list item"; §9 durations in minutes, ages with declension). */
export function formatServiceItem(
  service: ServicePrice,
  clinic: Pick<ServicePricesClinic, 'lpu'>,
  hasSlots: boolean,
): ServiceListItem {
  const direct = clinic.lpu.isServiceDirect;
  return {
    ...service,
    formattedPrice: service.price === null ? '' : formatPrice(service.price),
    durationText: service.duration ? formatDuration(service.duration) : '',
    agesText: formatAge(service.ageMin, service.ageMax),
    hasSlots,
    isEnabledCalendar: hasSlots && direct,
    isEnabledServiceDirect: direct,
  };
}

/** The duration and age texts of a row joined: '30 минут · от 18 лет'. */
export function serviceMeta(item: Pick<ServiceListItem, 'durationText' | 'agesText'>): string {
  return [item.durationText, item.agesText].filter(Boolean).join(msg.metaSeparator);
}

// ---------------------------------------------------------------------------------------------------------------
// Search (booking-schedule §4 "Search", §5 "Service search")

/** Which field a search looks at first: the name (typing) or the category (choosing a category). */
export type SearchField = 'name' | 'category';

/** An applied search. */
export interface SearchQuery {
  text: string;
  field: SearchField;
}

/** No search. */
export const NO_SEARCH: SearchQuery = Object.freeze({ text: '', field: 'name' }) as SearchQuery;

/** Trimmed and lowercased (booking-schedule §5); 'ё' reads as 'е' so either spelling finds the other. */
export function normalizeSearch(value: string): string {
  return value.trim().toLowerCase().replace(/ё/g, 'е');
}

/** The input is too short to search (1 character after trimming): the hint is shown (booking-schedule §5). */
export function showsSearchHint(input: string): boolean {
  const n = normalizeSearch(input).length;
  return n > 0 && n < SEARCH_MIN_LENGTH;
}

/** The search is long enough to filter (booking-schedule §5 "minimum 2 characters"). */
export function isActiveSearch(query: SearchQuery): boolean {
  return normalizeSearch(query.text).length >= SEARCH_MIN_LENGTH;
}

/**
 * Filters services by a substring of the name (or the category name); when that finds nothing the other field is
 * tried (booking-schedule §4). A query under {@link SEARCH_MIN_LENGTH} characters filters nothing.
 */
export function searchServices<T extends Pick<ServicePrice, 'name' | 'categoryName'>>(
  items: readonly T[],
  query: SearchQuery,
): T[] {
  if (!isActiveSearch(query)) return [...items];
  const q = normalizeSearch(query.text);
  const byName = (i: T) => normalizeSearch(i.name).includes(q);
  const byCategory = (i: T) => normalizeSearch(i.categoryName).includes(q);
  const [first, second] = query.field === 'category' ? [byCategory, byName] : [byName, byCategory];
  const found = items.filter(first);
  return found.length > 0 ? found : items.filter(second);
}

// ---------------------------------------------------------------------------------------------------------------
// Paging and the online-only switch (booking-schedule §4, §9)

/** Services per page: 20 on desktop, 10 on mobile. */
export function pageSize(isDesktop: boolean): number {
  return isDesktop ? DESKTOP_PAGE_SIZE : MOBILE_PAGE_SIZE;
}

/**
 * The switch after a clinic's online slots are known: on at {@link ONLINE_ONLY_AUTO_THRESHOLD} or more
 * online-bookable services, off when there are none, else as it was (booking-schedule §4, §9).
 */
export function autoOnlineOnly(current: boolean, onlineCount: number): boolean {
  if (onlineCount >= ONLINE_ONLY_AUTO_THRESHOLD) return true;
  if (onlineCount === 0) return false;
  return current;
}

// ---------------------------------------------------------------------------------------------------------------
// Update note (booking-schedule §4 "Update status", §8)

/** The last-update note. */
export interface UpdateNote {
  tone: 'success' | 'warning' | 'error';
  /** 'Цены обновлены 12 марта 2026'. */
  text: string;
  /** 'Цены могли устареть' (status 2), 'Цены устарели' (status 3), else `null`. */
  warning: string | null;
}

/** Status 1 → plain note, 2 → plus 'Цены могли устареть', 3 → plus 'Цены устарели'; no date → no note. */
export function updateNote(info: ServicePricesClinic['updateInfo']): UpdateNote | null {
  if (!info.dateString) return null;
  const text = format(msg.updatedOn, { date: info.dateString });
  if (info.status === 2) return { tone: 'warning', text, warning: msg.pricesMayBeOutdated };
  if (info.status === 3) return { tone: 'error', text, warning: msg.pricesOutdated };
  return { tone: 'success', text, warning: null };
}

// ---------------------------------------------------------------------------------------------------------------
// The list the view renders

/** The online slots of the selected clinic. */
export interface OnlineState {
  /** `loading` while the doctors endpoint answers; `error` after a failure (nothing counts as online then). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  lpuId: number | null;
  index: BookableIndex;
}

/** What the list derives from. */
export interface ListInputs {
  clinic: ServicePricesClinic | null;
  online: OnlineState;
  onlineOnly: boolean;
  search: SearchQuery;
  /** The raw text of the search box (for the hint). */
  input: string;
  /** Pages shown, ≥ 1. */
  pages: number;
  pageSize: number;
}

/** Everything the list section renders. */
export interface ListView {
  /** Services after the online-only filter and the search, formatted. */
  found: ServiceListItem[];
  /** The shown page(s), grouped by category in list order. */
  groups: { name: string; items: ServiceListItem[] }[];
  shownCount: number;
  /** 'show more' is offered. */
  hasMore: boolean;
  /** 'Услуга не найдена'. */
  empty: boolean;
  /** 'Введите 2 символа для поиска'. */
  hint: boolean;
  /** Online-bookable services of the clinic (slots and direct booking). */
  onlineCount: number;
  /** The switch is on and applies (online slots are known). */
  onlineOnlyApplied: boolean;
  /** The switch cannot be used (slots still loading, or nothing bookable online). */
  switchDisabled: boolean;
  note: UpdateNote | null;
  /** Category names of the clinic, for the category list. */
  categories: string[];
  /** The category chosen as the search, or `null`. */
  activeCategory: string | null;
}

/** Derives the list (booking-schedule §4): online-only filter → search → pages. */
export function deriveList(inp: ListInputs): ListView {
  const { clinic } = inp;
  const known = inp.online.status === 'ready' && clinic !== null && inp.online.lpuId === clinic.lpu.id;
  const index = known ? inp.online.index : NOTHING_BOOKABLE;
  const all = clinic
    ? clinic.services.map((s) => formatServiceItem(s, clinic, serviceHasSlots(s, index)))
    : [];
  const onlineCount = all.filter((i) => i.isEnabledCalendar).length;
  const onlineOnlyApplied = inp.onlineOnly && known;
  const pool = onlineOnlyApplied ? all.filter((i) => i.isEnabledCalendar) : all;
  const found = searchServices(pool, inp.search);
  const limit = Math.max(1, inp.pages) * Math.max(1, inp.pageSize);
  const shown = found.slice(0, limit);
  const groups: ListView['groups'] = [];
  for (const item of shown) {
    const last = groups[groups.length - 1];
    if (last && last.name === item.categoryName) last.items.push(item);
    else groups.push({ name: item.categoryName, items: [item] });
  }
  const categories = clinic ? [...new Set(clinic.services.map((s) => s.categoryName))] : [];
  const activeCategory =
    inp.search.field === 'category' && isActiveSearch(inp.search)
      ? (categories.find((c) => normalizeSearch(c) === normalizeSearch(inp.search.text)) ?? null)
      : null;
  return {
    found,
    groups,
    shownCount: shown.length,
    hasMore: found.length > shown.length,
    empty: clinic !== null && found.length === 0,
    hint: showsSearchHint(inp.input),
    onlineCount,
    onlineOnlyApplied,
    switchDisabled: !known || onlineCount === 0,
    note: clinic ? updateNote(clinic.updateInfo) : null,
    categories,
    activeCategory,
  };
}

/** 'Найдено: 5 услуг' (screen-reader summary). */
export function foundCountText(count: number): string {
  return format(msg.foundCount, { count, word: plural(count, msg.serviceForms) });
}

// ---------------------------------------------------------------------------------------------------------------
// Page-wide events (booking-schedule §7 "Page-wide custom events")

/** Window event: show a service's calendar (docs/decisions/077-service-calendar-events.md). */
export const SHOW_SERVICE_CALENDAR_EVENT = 'pd:show-service-calendar';
/** Window event: go to the new-appointment page of a clinic service (fallback redirect). */
export const SERVICE_APPOINTMENT_REDIRECT_EVENT = 'pd:service-appointment-redirect';

/** `detail` of {@link SHOW_SERVICE_CALENDAR_EVENT} (booking-schedule §7; names from §3 "Calendar inputs"). */
export interface ShowServiceCalendarDetail {
  lpuId: number;
  /** The doctor of a doctor price-list entry, else `null`. */
  doctorId: number | null;
  synonymId: number;
  /** First day, `yyyy-MM-dd`, town time. */
  dateStart: string;
  /** "doctorsLpus with slots for the clinic" (Schedule init data entries of this clinic). */
  doctorsLpus: { lpu_id: number; has_slots: boolean }[];
  /** Hours of the town's clock relative to Moscow. */
  townTimedelta: number;
  /** The calendar container: the `<pd-service-prices>` element (or an element inside it); `null` = any. */
  container: Element | null;
  /** Flags as the spec gives them: direct booking on. */
  serviceIsDirect: boolean;
  /** Club off. */
  isEnabledLpuClub: boolean;
  /** Doctor price list on (takes effect when `doctorId` is set). */
  isDoctorPriceList: boolean;
  /** Preliminary consultation off. */
  serviceIsPreliminaryConsultation: boolean;
}

/** `detail` of {@link SERVICE_APPOINTMENT_REDIRECT_EVENT} (booking-schedule §7). */
export interface ServiceAppointmentRedirectDetail {
  /** Clinic id. */
  lpu: number;
  synonymId: number;
  /** The doctor of a doctor price-list entry, else `null`. */
  targetDoctorId: number | null;
}

/** Builds the show-calendar detail for a service row, with the spec's fixed flags. */
export function showCalendarDetail(
  service: Pick<ServicePrice, 'lpuId' | 'synonymId' | 'doctorId'>,
  schedule: ScheduleInit,
  dateStart: string,
  container: Element | null,
): ShowServiceCalendarDetail {
  return {
    lpuId: service.lpuId,
    doctorId: service.doctorId,
    synonymId: service.synonymId,
    dateStart,
    doctorsLpus: schedule.doctorsLpus.filter((d) => d.lpu_id === service.lpuId),
    townTimedelta: schedule.townTimedelta,
    container,
    serviceIsDirect: true,
    isEnabledLpuClub: false,
    isDoctorPriceList: true,
    serviceIsPreliminaryConsultation: false,
  };
}

/** Checks a show-calendar detail from page code; `null` when it names no clinic or service. */
export function readShowCalendarDetail(raw: unknown): ShowServiceCalendarDetail | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  const id = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : null);
  const lpuId = id(d.lpuId);
  const synonymId = id(typeof d.synonymId === 'string' ? Number(d.synonymId) : d.synonymId);
  if (lpuId === null || synonymId === null) return null;
  const flag = (x: unknown, dflt: boolean) => (typeof x === 'boolean' ? x : dflt);
  return {
    lpuId,
    synonymId,
    doctorId: id(d.doctorId),
    dateStart: isValidDay(d.dateStart) ? d.dateStart : '',
    doctorsLpus: Array.isArray(d.doctorsLpus)
      ? (d.doctorsLpus as ShowServiceCalendarDetail['doctorsLpus'])
      : [],
    townTimedelta:
      typeof d.townTimedelta === 'number' && Number.isFinite(d.townTimedelta) ? d.townTimedelta : 0,
    container: typeof Element !== 'undefined' && d.container instanceof Element ? d.container : null,
    serviceIsDirect: flag(d.serviceIsDirect, true),
    isEnabledLpuClub: flag(d.isEnabledLpuClub, false),
    isDoctorPriceList: flag(d.isDoctorPriceList, true),
    serviceIsPreliminaryConsultation: flag(d.serviceIsPreliminaryConsultation, false),
  };
}

/**
 * The fallback redirect: `/uslugi/appointment/new/?lpu=…&synonymId=…[&targetDoctorId=…]` (booking-schedule §2, §7,
 * §8 "Price-click schedule failure or no slots: falls back to a redirect for that synonym").
 */
export function serviceAppointmentUrl(d: ServiceAppointmentRedirectDetail): string {
  const q = new URLSearchParams({ lpu: String(d.lpu), synonymId: String(d.synonymId) });
  if (d.targetDoctorId !== null) q.set('targetDoctorId', String(d.targetDoctorId));
  return `${SERVICE_APPOINTMENT_PATH}?${q.toString()}`;
}

/** The calendar a show-calendar detail opens: the `AppointmentCalendar` inputs (booking-schedule §3, §9). */
export interface ServiceCalendarProps {
  lpuId: number;
  synonymId: number;
  /** Only for a doctor price-list entry. */
  doctorId?: number;
  dtypeId?: number;
  dateStart: string;
  days: number;
  townTimedelta: number;
  useRedirect: true;
  serviceDirect: boolean;
  club: boolean;
  preliminaryConsultation: boolean;
  /** A doctor's entry: the slot request and the redirect carry the doctor. */
  doctorPriceList: boolean;
  /** A clinic's entry. */
  lpuPriceList: boolean;
}

/**
 * `AppointmentCalendar` inputs for a show-calendar detail: 30 days, redirect on a slot choice, a doctor price
 * list only when the entry has a doctor (docs/decisions/077-service-calendar-events.md).
 */
export function calendarPropsFor(
  detail: ShowServiceCalendarDetail,
  dateStart: string,
  dtypeId: number | null,
): ServiceCalendarProps {
  const doctorPriceList = detail.isDoctorPriceList && detail.doctorId !== null;
  const props: ServiceCalendarProps = {
    lpuId: detail.lpuId,
    synonymId: detail.synonymId,
    dateStart,
    days: SERVICE_CALENDAR_DAYS,
    townTimedelta: detail.townTimedelta,
    useRedirect: true,
    serviceDirect: detail.serviceIsDirect,
    club: detail.isEnabledLpuClub,
    preliminaryConsultation: detail.serviceIsPreliminaryConsultation,
    doctorPriceList,
    lpuPriceList: !doctorPriceList,
  };
  if (doctorPriceList) props.doctorId = detail.doctorId as number;
  if (dtypeId !== null) props.dtypeId = dtypeId;
  return props;
}

/** True when a schedule has at least one slot on some day. */
export function hasAnySlot(slots: Record<string, readonly unknown[]>): boolean {
  return Object.values(slots).some((list) => list.length > 0);
}
