/**
 * Pure rules of `<pd-clinic-list>`, the doctor page block 'Запись на приём' (booking-schedule §2 "Doctor page
 * clinic list", "Clinic card", "Speciality/service picker dialog"; §3 "Clinic address entry", "Price set derived
 * per workplace", "Map point"; §4 "Filter type", "Selected item per clinic", "Telemed schedule type"; §5 speciality
 * search, age text, home visit, phone rules, club labels; §6 staff; §7 the booking type (the redirect URL itself:
 * on-demand/booking.ts, ADR 243); §9 metro, telemed 'от' minimum).
 *
 * No DOM, no network, no clock. Prices are ROUBLES, walk times SECONDS, timedeltas HOURS relative to Moscow; slot
 * days `yyyy-MM-dd` and times `HH:mm` are town time. Decisions: docs/decisions/080–085.
 */
import { hashSpeciality, type CalendarInputs } from '../appointment-calendar/calendar-model';
import { format } from '../../core/i18n';
import { priceTabKinds, type PriceBlockShape } from '../../shared/booking/price-tabs';
import { formatAge, formatPrice } from '../../shared/format';
import { clinicListMessages as msg } from './messages';
import type { ClinicEntry, ClinicService, Lpu, Workplace } from './clinic-list-data';

/** The tag, used in console messages. */
export const CLINIC_LIST_TAG = 'pd-clinic-list';

// ---------------------------------------------------------------------------------------------------------------
// Filter type (§4 "Filter type")

/** Appointment types of the filter: in the clinic (default), at home, online. */
export type FilterType = 'clinic' | 'home' | 'telemed';
/** In chip order. */
export const FILTER_TYPES: readonly FilterType[] = ['clinic', 'home', 'telemed'];
/** The default filter (§4). */
export const DEFAULT_FILTER: FilterType = 'clinic';
/** Chip labels (§2). */
export const FILTER_LABELS: Readonly<Record<FilterType, string>> = {
  clinic: msg.filterClinic,
  home: msg.filterHome,
  telemed: msg.filterTelemed,
};

const isFilterType = (v: unknown): v is FilterType =>
  typeof v === 'string' && (FILTER_TYPES as readonly string[]).includes(v);

// ---------------------------------------------------------------------------------------------------------------
// URL hash inputs (§2 "URL hash inputs")

/** What the URL hash asks for; `null` = not given or invalid. */
export interface HashInputs {
  /** `#filter=clinic|home|telemed`; any other value is ignored. */
  filter: FilterType | null;
  /** `#speciality={translit}`: letters, digits and hyphen only, else ignored. */
  speciality: string | null;
}

/**
 * Reads `filter` and `speciality` from a URL hash such as `#filter=home&speciality=endokrinolog` (§2). A filter
 * that is not one of the three types, or a speciality with other characters than letters, digits and hyphen, is
 * `null` (ignored), each on its own.
 */
export function parseHash(hash: string | null | undefined): HashInputs {
  if (!hash) return { filter: null, speciality: null };
  const filter = new URLSearchParams(hash.replace(/^#/, '')).get('filter')?.trim() ?? null;
  return { filter: isFilterType(filter) ? filter : null, speciality: hashSpeciality(hash) };
}

// ---------------------------------------------------------------------------------------------------------------
// Prices (§3 "Price set derived per workplace", §5 club labels, §9 telemed 'от')

/** The derived price set of one workplace at one clinic; roubles, `null` = no such price. */
export interface PriceSet {
  /** In-clinic price. */
  price: number | null;
  /** Home-visit price. */
  priceHome: number | null;
  /** Online through the clinic; only when the clinic telemed conditions hold. */
  priceOnline: number | null;
  /** Online on the own platform (MedTochka); only when its conditions hold. */
  priceMedtochkaTelemed: number | null;
  /** Club price; only for a clinic in the club (§5 "Club price labels apply only to clinics in the club"). */
  priceClub: number | null;
}

/** The two telemed schedules (§4 "Telemed schedule type"). */
export type TelemedKind = 'clinic' | 'medtochka';
/** `type_schedule` / the calendar's `telemedType` of each (the reference API's values; docs/api.md). */
export const TELEMED_SCHEDULE_TYPES: Readonly<Record<TelemedKind, string>> = {
  clinic: 'clinic',
  medtochka: 'medtochka',
};

/**
 * Which telemed schedules a workplace offers (docs/decisions/082-clinic-list-prices-and-telemed.md):
 * - through the clinic: the entry's `appointment_telemed`, the workplace's `appointment_telemed`, slots
 *   (`metric.has_slots_telemed_in_clinic`, else the entry's flag) and a `pd_price_online` above 0;
 * - on the own platform: the entry's `enable_appointment_telemed_in_medtochka`, slots
 *   (`metric.has_slots_telemed_in_medtochka`, else the entry's flag) and an `mt_price_online` above 0.
 */
export function telemedConditions(
  entry: ClinicEntry,
  wp: Workplace,
): { clinic: boolean; medtochka: boolean } {
  return {
    clinic:
      entry.appointmentTelemed &&
      wp.appointmentTelemed &&
      (wp.hasSlotsTelemedInClinic ?? entry.hasSlotsTelemedInClinic) &&
      wp.pdPriceOnline !== null,
    medtochka:
      entry.enableAppointmentTelemedInMedtochka &&
      (wp.hasSlotsTelemedInMedtochka ?? entry.hasSlotsTelemedInMedtochka) &&
      wp.mtPriceOnline !== null,
  };
}

/** The clinic is in the club (`tabs_data.in_club`). */
export function isClubClinic(entry: ClinicEntry): boolean {
  return entry.tabsData.inClub;
}

/** The derived price set of a workplace (§3): online prices only when the telemed conditions hold. */
export function derivePrices(entry: ClinicEntry, wp: Workplace): PriceSet {
  const telemed = telemedConditions(entry, wp);
  return {
    price: wp.price,
    priceHome: wp.priceGo,
    priceOnline: telemed.clinic ? wp.pdPriceOnline : null,
    priceMedtochkaTelemed: telemed.medtochka ? wp.mtPriceOnline : null,
    priceClub: isClubClinic(entry) ? wp.clubPrice : null,
  };
}

/** A price to show, roubles; `from` = prefix 'от'. */
export interface ShownPrice {
  price: number;
  from: boolean;
}

/**
 * The telemed price (§9 "Telemed price is shown as 'от' the minimum when the two prices differ"): the lower of the
 * two with 'от' when both exist and differ, else the one there is, else `null`.
 */
export function telemedPrice(p: Pick<PriceSet, 'priceOnline' | 'priceMedtochkaTelemed'>): ShownPrice | null {
  const a = p.priceOnline;
  const b = p.priceMedtochkaTelemed;
  if (a !== null && b !== null) return { price: Math.min(a, b), from: a !== b };
  const one = a ?? b;
  return one === null ? null : { price: one, from: false };
}

/** The telemed schedules a price set offers, cheapest first (a tie keeps the clinic's first). */
export function telemedKinds(p: PriceSet): TelemedKind[] {
  const kinds: { kind: TelemedKind; price: number }[] = [];
  if (p.priceOnline !== null) kinds.push({ kind: 'clinic', price: p.priceOnline });
  if (p.priceMedtochkaTelemed !== null) kinds.push({ kind: 'medtochka', price: p.priceMedtochkaTelemed });
  return kinds.sort((x, y) => x.price - y.price).map((k) => k.kind);
}

/**
 * The telemed schedule (§4 "Telemed schedule type: switches between clinic-provided and own-platform telemed, by
 * lowest price or by user choice"): the user's choice when this price set offers it, else the cheaper one, else
 * `null` (no telemed).
 */
export function telemedKindFor(p: PriceSet, choice: TelemedKind | null | undefined): TelemedKind | null {
  const kinds = telemedKinds(p);
  if (choice && kinds.includes(choice)) return choice;
  return kinds[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Items of a card: workplaces ('Приём') and services ('Услуги') (§2 picker, §4 "Selected item per clinic")

/** A doctor's speciality at the clinic. */
export interface WorkplaceItem {
  kind: 'workplace';
  /** `wp:{speciality id}`. */
  key: string;
  /** The speciality name. */
  name: string;
  workplace: Workplace;
  prices: PriceSet;
}

/** A service the doctor performs at the clinic. */
export interface ServiceItem {
  kind: 'service';
  /** `svc:{synonym id}`. */
  key: string;
  name: string;
  service: ClinicService;
}

export type ClinicItem = WorkplaceItem | ServiceItem;

/** True when a workplace's prices fit the filter: any in the clinic, a home price at home, a telemed price online. */
export function matchesFilter(p: PriceSet, filter: FilterType): boolean {
  switch (filter) {
    case 'clinic':
      return true;
    case 'home':
      return p.priceHome !== null;
    case 'telemed':
      return p.priceOnline !== null || p.priceMedtochkaTelemed !== null;
  }
}

/**
 * The items of a card under a filter: the workplaces fitting it (section 'Приём') and, under the clinic filter
 * only, the services (section 'Услуги'; §2). A speciality listed twice keeps its first workplace.
 */
export function itemsFor(
  entry: ClinicEntry,
  filter: FilterType,
): { workplaces: WorkplaceItem[]; services: ServiceItem[] } {
  const workplaces: WorkplaceItem[] = [];
  for (const wp of entry.workplaces) {
    const key = `wp:${wp.spec.id}`;
    if (workplaces.some((w) => w.key === key)) continue;
    const prices = derivePrices(entry, wp);
    if (matchesFilter(prices, filter))
      workplaces.push({ kind: 'workplace', key, name: wp.spec.name, workplace: wp, prices });
  }
  const services: ServiceItem[] = [];
  if (filter === 'clinic') {
    for (const service of entry.services) {
      const key = `svc:${service.synonymId}`;
      if (!services.some((s) => s.key === key))
        services.push({ kind: 'service', key, name: service.name, service });
    }
  }
  return { workplaces, services };
}

/** Every item of a card under a filter, workplaces first. */
export function allItems(entry: ClinicEntry, filter: FilterType): ClinicItem[] {
  const { workplaces, services } = itemsFor(entry, filter);
  return [...workplaces, ...services];
}

/** The card shows under the filter: it has at least one item for it. */
export function entryMatches(entry: ClinicEntry, filter: FilterType): boolean {
  return allItems(entry, filter).length > 0;
}

/**
 * True when the type has a price at the clinic (§2 "shown only when more than one type has a price"): in the
 * clinic a workplace's price or club price or a service's price; at home a home price; online a telemed price.
 */
export function hasPriceFor(entry: ClinicEntry, filter: FilterType): boolean {
  return allItems(entry, filter).some(
    (i) =>
      itemPrice(i, filter) !== null ||
      (i.kind === 'workplace' && filter === 'clinic' && i.prices.priceClub !== null),
  );
}

/**
 * The filter types the doctor offers, in chip order: those with a price at some clinic ({@link hasPriceFor};
 * an entry with only `price_go` offers 'На дому' alone, not 'В клинике' too — docs/decisions/190).
 */
export function availableFilters(entries: readonly ClinicEntry[]): FilterType[] {
  return FILTER_TYPES.filter((f) => entries.some((e) => hasPriceFor(e, f)));
}

/** The chips are shown only when more than one type has a price (§2). */
export function showFilterChips(available: readonly FilterType[]): boolean {
  return available.length > 1;
}

/**
 * The initial filter (§2, §4): the hash filter when the doctor offers it, else the clinic filter (default), else the
 * first type offered.
 */
export function initialFilter(available: readonly FilterType[], hashFilter: FilterType | null): FilterType {
  if (hashFilter && available.includes(hashFilter)) return hashFilter;
  if (available.includes(DEFAULT_FILTER)) return DEFAULT_FILTER;
  return available[0] ?? DEFAULT_FILTER;
}

/** True when a card has a workplace of the speciality `translit` under the filter. */
export function hasSpeciality(entry: ClinicEntry, filter: FilterType, translit: string | null): boolean {
  if (!translit) return false;
  return itemsFor(entry, filter).workplaces.some((w) => w.workplace.spec.translit === translit);
}

/**
 * The cards under a filter, those having the hash speciality first (§2 "sorts clinics having it first"); the
 * order is otherwise kept (a stable sort).
 */
export function visibleEntries(
  entries: readonly ClinicEntry[],
  filter: FilterType,
  hashSpec: string | null,
): ClinicEntry[] {
  const shown = entries.filter((e) => entryMatches(e, filter));
  if (!hashSpec) return shown;
  const rank = (e: ClinicEntry) => (hasSpeciality(e, filter, hashSpec) ? 0 : 1);
  return shown
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .map((x) => x.e);
}

/** What the default selection reads besides the card. */
export interface SelectionContext {
  /** The URL hash speciality (translit), if any. */
  hashSpeciality: string | null;
  /** The doctor's main speciality id (attribute `doctor-speciality-id`). */
  doctorSpecialityId: number | null;
}

/**
 * The default item of a card (§4 "Selected item per clinic"): the workplace of the hash speciality, else of the
 * doctor's speciality, else (clinic filter) one with a club price, else the first workplace fitting the filter;
 * with no workplace, the first service; `null` when the card has nothing under the filter.
 */
export function defaultItem(
  entry: ClinicEntry,
  filter: FilterType,
  ctx: SelectionContext,
): ClinicItem | null {
  const { workplaces, services } = itemsFor(entry, filter);
  if (workplaces.length === 0) return services[0] ?? null;
  return (
    (ctx.hashSpeciality && workplaces.find((w) => w.workplace.spec.translit === ctx.hashSpeciality)) ||
    (ctx.doctorSpecialityId !== null &&
      workplaces.find((w) => w.workplace.spec.id === ctx.doctorSpecialityId)) ||
    (filter === 'clinic' && workplaces.find((w) => w.prices.priceClub !== null)) ||
    workplaces[0]
  );
}

/** The selected item: the user's choice (by key) while it fits the filter, else {@link defaultItem}. */
export function selectedItem(
  entry: ClinicEntry,
  filter: FilterType,
  chosenKey: string | null | undefined,
  ctx: SelectionContext,
): ClinicItem | null {
  if (chosenKey) {
    const chosen = allItems(entry, filter).find((i) => i.key === chosenKey);
    if (chosen) return chosen;
  }
  return defaultItem(entry, filter, ctx);
}

/**
 * Whether choosing `next` instead of `prev` reloads the card's slots (§4): not under the telemed filter and not
 * between two workplaces (the doctor's schedule at the clinic is the same); otherwise (to or from a service, or
 * between services) yes. Choosing the same item never reloads.
 */
export function reloadsSlots(prev: ClinicItem | null, next: ClinicItem, filter: FilterType): boolean {
  if (prev?.key === next.key) return false;
  if (filter === 'telemed') return false;
  return !(prev?.kind === 'workplace' && next.kind === 'workplace');
}

/** Case-insensitive substring search over item names (§5 "Speciality search"); a blank query keeps all. */
export function searchItems<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase('ru');
  if (!q) return [...items];
  return items.filter((i) => i.name.toLocaleLowerCase('ru').includes(q));
}

/** The price of an item under a filter: the filter's own price (telemed 'от' the minimum), a service's price. */
export function itemPrice(item: ClinicItem, filter: FilterType): ShownPrice | null {
  if (item.kind === 'service')
    return item.service.price === null ? null : { price: item.service.price, from: false };
  const p = item.prices;
  if (filter === 'telemed') return telemedPrice(p);
  const value = filter === 'home' ? p.priceHome : p.price;
  return value === null ? null : { price: value, from: false };
}

/** '3 000 ₽', 'от 1 500 ₽' or '' without a price. */
export function itemPriceText(item: ClinicItem, filter: FilterType): string {
  const shown = itemPrice(item, filter);
  return shown ? formatPrice(shown.price, { from: shown.from }) : '';
}

/** Age text of an item (§5): 'Принимает пациентов от 18 лет', '' without bounds. */
export function ageText(item: ClinicItem | null): string {
  if (!item) return '';
  const src = item.kind === 'workplace' ? item.workplace : item.service;
  const age = formatAge(src.ageMin, src.ageMax);
  return age ? format(msg.age, { age }) : '';
}

// ---------------------------------------------------------------------------------------------------------------
// Price block tabs and the booking type (§2 "Price block", §4 "Price block", §7 `type`)

/** Tabs of the price block (`<pd-price-block>` `selected-tab`). */
export type PriceTab = 'club' | 'default' | 'on-site';
/** The page type of the price block for a card. */
export type PricePageType = 'clinic' | 'telemed' | 'home' | 'other';

/** The price block's page type: the filter; a service item is `other`. */
export function pricePageType(filter: FilterType, item: ClinicItem | null): PricePageType {
  return item?.kind === 'service' ? 'other' : filter;
}

/** The price set the card's price block gets: a workplace's, or a service's price alone. */
export function pricesOf(item: ClinicItem | null): PriceSet {
  if (!item)
    return { price: null, priceHome: null, priceOnline: null, priceMedtochkaTelemed: null, priceClub: null };
  if (item.kind === 'workplace') return item.prices;
  return {
    price: item.service.price,
    priceHome: null,
    priceOnline: null,
    priceMedtochkaTelemed: null,
    priceClub: null,
  };
}

/**
 * The active price tab of a card (docs/decisions/083-clinic-list-price-block-and-booking.md): the user's tab;
 * else under the clinic filter the club tab when a club price shows (the price block's default), under the home
 * and telemed filters the filter's own price (`default`), not the in-clinic club price.
 */
export function activePriceTab(
  filter: FilterType,
  item: ClinicItem | null,
  chosen: PriceTab | null | undefined,
): PriceTab {
  if (chosen) return chosen;
  if (filter === 'clinic' && item?.kind === 'workplace' && item.prices.priceClub !== null) return 'club';
  return 'default';
}

/** The tab a `price-block:redirect` value stands for. */
export function tabOfRedirect(value: string): PriceTab {
  return value === 'club' || value === 'on-site' ? value : 'default';
}

/**
 * The booking `type` (§7) — the price block's redirect value of the active tab (ADR 041: one vocabulary from
 * price to booking): `club`, `on-site`, and for the default tab the page type on home and telemed pages, else
 * `default`.
 */
export function bookingType(pageType: PricePageType, tab: PriceTab): string {
  if (tab !== 'default') return tab;
  return pageType === 'home' || pageType === 'telemed' ? pageType : 'default';
}

/**
 * Which schedule a card books (docs/decisions/083): the filter's, except that the club and on-site tabs are a
 * visit to the clinic.
 */
export function scheduleFilter(filter: FilterType, tab: PriceTab): FilterType {
  return tab === 'club' || tab === 'on-site' ? 'clinic' : filter;
}

/**
 * What a card's price block will look like, known before its code arrives (docs/decisions/211): the clinic list
 * renders the price blocks after the first slot, in a box reserved by this shape, so nothing moves when they come.
 * `null`: the block renders nothing (no visible price, §4). The shape of the price block a card renders with `prices`, `pageType`, `isClub` and the
 * selected tab `tab`: the same tabs rule (src/shared/booking/price-tabs.ts) and the same active tab (the selected
 * one when shown, else club, else the first) as `<pd-price-block>`.
 */
export function priceBoxShape(
  prices: PriceSet,
  pageType: PricePageType,
  isClub: boolean,
  tab: PriceTab,
): PriceBlockShape | null {
  // As the price block checks its inputs: 0 (or less) is no price.
  const price = (n: number | null) => (n !== null && n > 0 ? n : null);
  const kinds = priceTabKinds({
    pageType,
    price: price(prices.price),
    priceHome: price(prices.priceHome),
    priceOnline: price(prices.priceOnline),
    priceMedtochkaTelemed: price(prices.priceMedtochkaTelemed),
    priceClub: price(prices.priceClub),
    isClubClinic: isClub,
  });
  if (kinds.length === 0) return null;
  const active = kinds.includes(tab) ? tab : kinds.includes('club') ? 'club' : kinds[0];
  return { switcher: kinds.length > 1, clubPanel: active === 'club' };
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar and booking (§7)

/** How the clinic books: direct (slots), express (the clinic calls back), or not online at all. */
export function bookingMode(entry: ClinicEntry): 'direct' | 'express' | null {
  if (!entry.appointmentOn) return null;
  if (entry.appointmentDirect) return 'direct';
  if (entry.appointmentExpress) return 'express';
  return null;
}

/** What a card's calendar needs besides the card. */
export interface CalendarContext {
  /** The schedule filter ({@link scheduleFilter}). */
  filter: FilterType;
  /** The telemed schedule under the telemed filter. */
  telemedKind: TelemedKind | null;
  /** The page town's timedelta, hours (one value for every card: one bulk request; ADR 084). */
  townTimedelta: number;
  /** The express flag (`pd_feat_express_button_doctor_page`). */
  expressEnabled: boolean;
}

/**
 * The inputs of a card's `AppointmentCalendar` (docs/decisions/084-clinic-list-calendars.md), or `null` when the
 * card shows no calendar:
 * - a service → the service calendar (`synonymId`, the doctor's slots: `doctorPriceList`);
 * - telemed → the doctor's telemed slots of the chosen schedule (`telemedType`);
 * - at home → the doctor's schedule at the clinic, like the clinic filter; with direct booking off, no calendar (the
 *   home-visit call button instead);
 * - in the clinic → the doctor's schedule at the clinic (`slots_bulk`), express clinics in express mode.
 * Inputs never name the workplace, so switching between two workplaces keeps the calendar (no reload, §4).
 * `useRedirect` is off: the list builds the doctor page redirect itself ({@link bookingUrl}).
 */
export function calendarInputsFor(
  entry: ClinicEntry,
  item: ClinicItem | null,
  ctx: CalendarContext,
): CalendarInputs | null {
  const mode = bookingMode(entry);
  if (!item || !mode) return null;
  const base: CalendarInputs = { lpuId: entry.lpuId, townTimedelta: ctx.townTimedelta };
  // slots_bulk (§7): the pair carries its clinic's own timedelta and the entry's has_slots (§5: no request without).
  const pair: CalendarInputs = { lpuTimedelta: entry.lpu.town.timedelta, hasSlots: entry.hasSlots };
  const express: CalendarInputs =
    mode === 'express' ? { appointmentType: 'express', expressEnabled: ctx.expressEnabled } : {};
  if (item.kind === 'service') {
    return {
      ...base,
      ...express,
      synonymId: item.service.synonymId,
      doctorId: entry.doctorId,
      doctorPriceList: true,
      serviceDirect: mode === 'direct',
    };
  }
  if (ctx.filter === 'telemed') {
    if (!ctx.telemedKind) return null;
    return { ...base, doctorId: entry.doctorId, telemedType: TELEMED_SCHEDULE_TYPES[ctx.telemedKind] };
  }
  if (ctx.filter === 'home' && mode !== 'direct') return null;
  return { ...base, ...express, ...pair, doctorId: entry.doctorId };
}

/**
 * The prices a card's price block shows: under a chosen telemed schedule only that schedule's online price (§4
 * "Telemed schedule type": the platform choice changes the price shown), else the item's prices.
 */
export function shownPrices(p: PriceSet, telemedKind: TelemedKind | null): PriceSet {
  if (!telemedKind) return p;
  return {
    ...p,
    priceOnline: telemedKind === 'clinic' ? p.priceOnline : null,
    priceMedtochkaTelemed: telemedKind === 'medtochka' ? p.priceMedtochkaTelemed : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Card content (§2 "Clinic card", §5, §6, §9)

/** At most this many metro stations (§9). */
export const MAX_METRO_STATIONS = 3;

/** Walk time text (§9): '1 мин' under 60 s, else whole minutes rounded down; '' when unknown. */
export function walkTimeText(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const minutes = seconds < 60 ? 1 : Math.floor(seconds / 60);
  return format(msg.walkMinutes, { minutes });
}

/** A metro station as the card shows it. */
export interface MetroView {
  name: string;
  /** A safe CSS colour or '' (the view falls back to a neutral dot). */
  color: string;
  /** '7 мин' or ''. */
  walk: string;
}

const COLOR_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Up to 3 stations in the server's order, with line colour (only `#rgb`/`#rrggbb` pass) and walk time (§9). */
export function metroStations(lpu: Lpu): MetroView[] {
  return lpu.metro.slice(0, MAX_METRO_STATIONS).map((m) => ({
    name: m.name,
    color: COLOR_RE.test(m.color.trim()) ? m.color.trim() : '',
    walk: walkTimeText(m.walkTime),
  }));
}

/** A phone as shown: display text and `tel:` link (+7 for dialling, §9). */
export interface PhoneView {
  /** '+7 (495) 123-45-67' for Russian numbers, else the server's text. */
  display: string;
  /** `tel:+74951234567`. */
  href: string;
  /** With the registration phone: 'По ОМС приём бесплатный' is shown (§5). */
  oms: boolean;
}

/** Formats a phone for display and dialling; `null` when it has too few digits. */
export function formatPhone(raw: string | null | undefined): { display: string; href: string } | null {
  if (!raw) return null;
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && (digits[0] === '8' || digits[0] === '7')) digits = digits.slice(1);
  if (digits.length === 10) {
    return {
      display: `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`,
      href: `tel:+7${digits}`,
    };
  }
  if (digits.length < 5) return null;
  return { display: raw.trim(), href: `tel:${raw.trim().startsWith('+') ? '+' : ''}${digits}` };
}

/**
 * The card's phone (§5 "A phone shows only if show_phone with a clinic phone, or the registration-phone flag; the
 * latter also shows 'По ОМС приём бесплатный'"): the registration phone (`lpu.lpuphone.phone`, else the address
 * phone) when the flag is set; else with `show_phone` the address phone (else the clinic's); else `null`.
 */
export function phoneFor(entry: ClinicEntry): PhoneView | null {
  if (entry.lpu.isShowRegistrationPhone) {
    const phone = formatPhone(entry.lpu.phone ?? entry.phone);
    if (phone) return { ...phone, oms: true };
  }
  if (entry.showPhone) {
    const phone = formatPhone(entry.phone ?? entry.lpu.phone);
    if (phone) return { ...phone, oms: false };
  }
  return null;
}

/**
 * The home-visit call button (§5): under the home filter, when the item has a home price and the clinic's direct
 * appointment is off.
 */
export function showsHomeCall(entry: ClinicEntry, item: ClinicItem | null, filter: FilterType): boolean {
  return (
    filter === 'home' &&
    item?.kind === 'workplace' &&
    item.prices.priceHome !== null &&
    !entry.appointmentDirect
  );
}

/** The medcard banner (§2): the clinic uses the medcard link and the filter is clinic. */
export function showsMedcardBanner(entry: ClinicEntry, filter: FilterType): boolean {
  return entry.lpu.usesMtlink && filter === 'clinic';
}

/** The clinic page: `/{town.translit}/lpu/{lpu.translit}/` (§2 "URL template with town and clinic translit"). */
export function clinicUrl(lpu: Lpu): string {
  return `/${encodeURIComponent(lpu.town.translit)}/lpu/${encodeURIComponent(lpu.translit)}/`;
}

/** The staff problems-with-schedule page (§2, §6; our path, docs/api.md). */
export const STAFF_SCHEDULE_PROBLEMS_PATH = '/staff/schedule-problems/';

/** `/staff/schedule-problems/?lpu_id=…&doctor_id=…`. */
export function staffScheduleProblemsUrl(lpuId: number, doctorId: number): string {
  return `${STAFF_SCHEDULE_PROBLEMS_PATH}?lpu_id=${lpuId}&doctor_id=${doctorId}`;
}

/** The address line: staff also see the town (§2, §6). */
export function addressText(entry: ClinicEntry, isStaff: boolean): string {
  const address = entry.address || entry.lpu.address;
  return isStaff && entry.lpu.town.name
    ? format(msg.addressWithTown, { town: entry.lpu.town.name, address })
    : address;
}

// ---------------------------------------------------------------------------------------------------------------
// Map (§3 "Map point")

/** The window event the map widget takes: `detail` = {@link ShowMapDetail}. */
export const SHOW_MAP_EVENT = 'pd:show-map';

/** A clinic pin (§3 "Map point"). */
export interface MapPoint {
  /** `[lat, lon]`. */
  coords: [number, number];
  name: string;
  address: string;
  /** The clinic (lpu) id. */
  id: number;
  /** The phone shown on the card, formatted; '' when none. */
  phone: string;
  /** The clinic page. */
  lpuHref: string;
}

/** `detail` of {@link SHOW_MAP_EVENT}. */
export interface ShowMapDetail {
  points: MapPoint[];
}

/** A card's pin; `null` without coordinates. */
export function mapPoint(entry: ClinicEntry): MapPoint | null {
  if (entry.lat === null || entry.lon === null) return null;
  return {
    coords: [entry.lat, entry.lon],
    name: entry.lpu.name,
    address: entry.address || entry.lpu.address,
    id: entry.lpuId,
    phone: phoneFor(entry)?.display ?? '',
    lpuHref: clinicUrl(entry.lpu),
  };
}

/** The pins of cards (those without coordinates are left out). */
export function mapPoints(entries: readonly ClinicEntry[]): MapPoint[] {
  return entries.map(mapPoint).filter((p): p is MapPoint => p !== null);
}

/**
 * A maps-service link for the pins, opened when no map widget takes {@link SHOW_MAP_EVENT}
 * (docs/decisions/085-clinic-list-map-event.md); `null` without pins.
 */
export function externalMapUrl(points: readonly MapPoint[]): string | null {
  if (points.length === 0) return null;
  const pt = points.map((p) => `${p.coords[1]},${p.coords[0]}`).join('~');
  return `https://yandex.ru/maps/?pt=${pt}&z=${points.length === 1 ? 16 : 11}&l=map`;
}
