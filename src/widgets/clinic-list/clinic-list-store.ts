/**
 * The live state of one `<pd-clinic-list>` and its actions (booking-schedule §2 "Doctor page clinic list", §4
 * "Filter type", "Selected item per clinic", "Telemed schedule type", §5 "Speciality search … debounced 200 ms",
 * §7 booking redirects and goals). One store per element instance (`createClinicListStore`), built on nanostores;
 * the view reads `$view` and calls actions. The slots themselves are fetched by each card's calendar store; this
 * store only decides which calendar each card shows. Decisions: docs/decisions/080–085.
 */
import { map, type MapStore, type ReadableAtom } from 'nanostores';
import { clearSlotsCache } from '../../core/api/schedule';
import type { CalendarInputs, TimeChoiceDetail } from '../appointment-calendar/calendar-model';
import { logError } from '../../core/dom';
import { openInNewTab } from './open-in-new-tab';
import { computed, $flags, $session } from '../../shared/stores';
import { reachGoal } from '../../core/tracking';
import { loadOnce } from '../../core/lazy';
import {
  resolveClinicListInputs,
  type ClinicEntry,
  type ClinicListConfig,
  type ClinicListInputs,
  type OtherCountry,
} from './clinic-list-data';
import {
  activePriceTab,
  addressText,
  ageText,
  availableFilters,
  calendarInputsFor,
  CLINIC_LIST_TAG,
  clinicUrl,
  externalMapUrl,
  initialFilter,
  itemsFor,
  mapPoints,
  metroStations,
  parseHash,
  phoneFor,
  pricePageType,
  pricesOf,
  shownPrices,
  scheduleFilter,
  searchItems,
  selectedItem,
  SHOW_MAP_EVENT,
  showFilterChips,
  showsHomeCall,
  showsMedcardBanner,
  staffScheduleProblemsUrl,
  tabOfRedirect,
  telemedKindFor,
  telemedKinds,
  visibleEntries,
  type ClinicItem,
  type FilterType,
  type HashInputs,
  type MetroView,
  type PhoneView,
  type PriceSet,
  type PriceTab,
  type PricePageType,
  type SelectionContext,
  type ServiceItem,
  type ShowMapDetail,
  type TelemedKind,
  type WorkplaceItem,
} from './clinic-list-model';

/** Debounce of the picker search, ms (§5, §9 "Search debounce: 200 ms for speciality"; on-demand/picker-actions.ts). */
export const SEARCH_DEBOUNCE_MS = 200;
/** Feature flags read by the list (§2). */
export const FLAGS = {
  otherCountries: 'pd_info_about_other_countries',
  express: 'pd_feat_express_button_doctor_page',
} as const;
/** DOM event of the home-visit call button, `detail` = {@link HomeCallDetail}. */
export const HOME_CALL_EVENT = 'clinic-list:home-call';
/** Analytics goals (§7 "goals … service switch and button clicks"). */
export const CLINIC_LIST_GOALS = {
  filter: 'clinic_list_filter',
  itemChoice: 'clinic_list_item_choice',
  telemedChoice: 'clinic_list_telemed_choice',
  map: 'clinic_list_map',
  homeCall: 'clinic_list_home_call',
  booking: 'clinic_list_booking',
} as const;

/** `detail` of {@link HOME_CALL_EVENT}: who to call a doctor home from. */
export interface HomeCallDetail {
  doctorId: number;
  lpuId: number;
  /** The selected speciality. */
  specialityId: number;
}

/** The user's state of the list. */
export interface ClinicListState {
  filter: FilterType;
  /** The URL hash inputs last read. */
  hash: HashInputs;
  /** Entry id → key of the item the user chose. */
  chosen: Record<number, string>;
  /** Entry id → the price tab the user chose (reset when the item or the filter changes). */
  tabs: Record<number, PriceTab>;
  /** Entry id → the telemed schedule the user chose. */
  telemed: Record<number, TelemedKind>;
  /** Entry id → panel open (mobile accordion); absent = only the first card is open. */
  open: Record<number, boolean>;
  /** Bumped on each filter change: every calendar remounts and loads again ("Changing it refreshes slots"). */
  generation: number;
  /** The picker dialog: which card, the typed query, and the query applied after the debounce. */
  picker: { entryId: number | null; query: string; applied: string };
  otherCountriesOpen: boolean;
}

/** One telemed schedule offered to choose from. */
export interface TelemedOption {
  kind: TelemedKind;
  /** Roubles. */
  price: number;
}

/** One card as the view renders it. */
export interface CardView {
  entry: ClinicEntry;
  /** Items under the filter: 'Приём' and 'Услуги'. */
  workplaces: WorkplaceItem[];
  services: ServiceItem[];
  item: ClinicItem | null;
  /** The price set for the price block. */
  prices: PriceSet;
  /** What the price block shows ({@link shownPrices}: the chosen telemed schedule's price only). */
  blockPrices: PriceSet;
  isClubClinic: boolean;
  pageType: PricePageType;
  /** The active price tab (passed to the price block as `selectedTab`). */
  tab: PriceTab;
  /** The telemed schedule shown; `null` outside telemed. */
  telemedKind: TelemedKind | null;
  /** Both telemed schedules when the user can switch (telemed filter, two prices); else `[]`. */
  telemedOptions: TelemedOption[];
  /** Inputs of the card's calendar; `null` = no calendar. */
  calendar: CalendarInputs | null;
  /** React key of the calendar: a new one remounts it (a filter change refreshes slots). */
  calendarKey: string;
  homeCall: boolean;
  medcard: boolean;
  phone: PhoneView | null;
  metro: MetroView[];
  age: string;
  address: string;
  clinicHref: string;
  /** Staff only. */
  staffHref: string | null;
  /** Staff only (desktop). */
  staffAppointmentType: string | null;
  /** Mobile accordion: the panel is open. */
  open: boolean;
  /** The card has coordinates (its map link is shown). */
  hasMapPoint: boolean;
  /** The maps-service link of the card's pin (used when no map widget takes the event); `null` without one. */
  mapHref: string | null;
}

/** Everything the view renders. */
export interface ClinicListView {
  /** Types offered, in chip order. */
  filters: FilterType[];
  showChips: boolean;
  filter: FilterType;
  cards: CardView[];
  /** 'На карте' over the list (desktop): hidden for the telemed filter and without pins. */
  showMapButton: boolean;
  /** 'Принимает в других странах' (flag pd_info_about_other_countries), `[]` when hidden. */
  otherCountries: OtherCountry[];
  otherCountriesOpen: boolean;
  isStaff: boolean;
  /** The picker: its card, the typed query, and the items matching the debounced query. */
  picker: {
    card: CardView | null;
    query: string;
    workplaces: WorkplaceItem[];
    services: ServiceItem[];
  };
}

/** Options of {@link createClinicListStore}. */
export interface ClinicListStoreOptions {
  /** Dispatches the widget's DOM events. */
  emit: (name: string, detail: unknown) => void;
  /** The element's root node, for `clinics-source` (default: the document). */
  root?: Node | null;
  /** The page URL hash (default `location.hash`). */
  hash?: () => string;
}

/** One list's store. */
export interface ClinicListStore {
  readonly config: ClinicListConfig;
  readonly $state: MapStore<ClinicListState>;
  readonly $view: ReadableAtom<ClinicListView>;
  /** Listens to `hashchange` (a later `#filter=…` / `#speciality=…` applies too). Returns the cleanup. */
  start(): () => void;
  /** Switches the filter (refreshing every calendar); an unoffered or current type does nothing. */
  setFilter(filter: FilterType): void;
  /** The price block's `price-block:redirect` value for a card. */
  setPriceTab(entryId: number, value: string): void;
  /** Chooses a card's telemed schedule (§4 "by user choice"). */
  chooseTelemed(entryId: number, kind: TelemedKind): void;
  /** Mobile accordion: opens or closes a card's panel. */
  toggleOpen(entryId: number): void;
  openPicker(entryId: number): void;
  closePicker(): void;
  /**
   * A slot chosen in a card's calendar: navigates to the new-appointment page (§7) once the booking code has loaded
   * (on-demand/booking.ts, ADR 243; a failed load logs `[pd-widgets] pd-clinic-list: could not load the booking
   * code…` and the next choice loads again).
   */
  book(entryId: number, choice: Pick<TimeChoiceDetail, 'day' | 'time'>): void;
  /** Starts loading the booking code, for a hover or focus on a card's schedule (ADR 243). Never rejects. */
  preloadBooking(): void;
  /**
   * Dispatches `pd:show-map` (cancelable) with the pins of `entryIds` (default: every card shown). Returns true
   * when a map widget took it (called `preventDefault()`).
   */
  showMap(entryIds?: number[]): boolean;
  /** 'На карте' over the list: the event, else the maps service in a new tab. */
  openMap(): void;
  /** The home-visit call button: `clinic-list:home-call`. */
  homeCall(entryId: number): void;
  /** Re-reads the URL hash: a new valid filter or speciality applies. */
  applyHash(hash: string): void;
  toggleOtherCountries(): void;
}

/** Booking from a card (on-demand/booking.ts): loaded on the first slot choice or its preload (ADR 243). */
const loadBooking = loadOnce(() => import('./on-demand/booking'));

function defaultHash(): string {
  return typeof location !== 'undefined' ? location.hash : '';
}

/**
 * Creates the store of one list. Malformed inputs are logged here as `[pd-widgets] pd-clinic-list: …` and
 * dropped (the list shows what is valid; nothing at all without a valid clinic).
 */
export function createClinicListStore(
  inputs: ClinicListInputs,
  opts: ClinicListStoreOptions,
): ClinicListStore {
  const { config, problems } = resolveClinicListInputs(inputs, opts.root);
  for (const problem of problems) logError(CLINIC_LIST_TAG, problem);
  const getHash = opts.hash ?? defaultHash;
  const available = availableFilters(config.clinics);
  const hash = parseHash(getHash());

  const $state = map<ClinicListState>({
    filter: initialFilter(available, hash.filter),
    hash,
    chosen: {},
    tabs: {},
    telemed: {},
    open: {},
    generation: 0,
    picker: { entryId: null, query: '', applied: '' },
    otherCountriesOpen: false,
  });

  const ctxOf = (s: ClinicListState): SelectionContext => ({
    hashSpeciality: s.hash.speciality,
    doctorSpecialityId: config.doctorSpecialityId,
  });
  const itemOf = (s: ClinicListState, entry: ClinicEntry) =>
    selectedItem(entry, s.filter, s.chosen[entry.id], ctxOf(s));

  function cardView(
    s: ClinicListState,
    entry: ClinicEntry,
    index: number,
    isStaff: boolean,
    expressEnabled: boolean,
  ): CardView {
    const { workplaces, services } = itemsFor(entry, s.filter);
    const item = itemOf(s, entry);
    const prices = pricesOf(item);
    const pageType = pricePageType(s.filter, item);
    const tab = activePriceTab(s.filter, item, s.tabs[entry.id]);
    const schedule = item?.kind === 'workplace' ? scheduleFilter(s.filter, tab) : s.filter;
    const telemedKind = schedule === 'telemed' ? telemedKindFor(prices, s.telemed[entry.id]) : null;
    const kinds = schedule === 'telemed' ? telemedKinds(prices) : [];
    // Both schedules in a fixed order (through the clinic, then the own platform); the cheaper one is preselected.
    const telemedOptions: TelemedOption[] =
      kinds.length > 1
        ? [
            { kind: 'clinic', price: prices.priceOnline as number },
            { kind: 'medtochka', price: prices.priceMedtochkaTelemed as number },
          ]
        : [];
    return {
      entry,
      workplaces,
      services,
      item,
      prices,
      blockPrices: shownPrices(prices, telemedKind),
      isClubClinic: entry.tabsData.inClub,
      pageType,
      tab,
      telemedKind,
      telemedOptions,
      calendar: calendarInputsFor(entry, item, {
        filter: schedule,
        telemedKind,
        townTimedelta: config.townTimedelta,
        expressEnabled,
      }),
      calendarKey: `${s.generation}:${s.filter}`,
      homeCall: showsHomeCall(entry, item, schedule),
      medcard: showsMedcardBanner(entry, s.filter),
      phone: phoneFor(entry),
      metro: metroStations(entry.lpu),
      age: ageText(item),
      address: addressText(entry, isStaff),
      clinicHref: clinicUrl(entry.lpu),
      staffHref: isStaff ? staffScheduleProblemsUrl(entry.lpuId, config.doctorId ?? entry.doctorId) : null,
      staffAppointmentType: isStaff && entry.staffAppointmentType ? entry.staffAppointmentType : null,
      open: s.open[entry.id] ?? index === 0,
      hasMapPoint: entry.lat !== null && entry.lon !== null,
      mapHref: externalMapUrl(mapPoints([entry])),
    };
  }

  const $view = computed([$state, $session, $flags], (s, session, flags): ClinicListView => {
    const entries = visibleEntries(config.clinics, s.filter, s.hash.speciality);
    const expressEnabled = flags[FLAGS.express] === true;
    const cards = entries.map((e, i) => cardView(s, e, i, session.isStaff, expressEnabled));
    const pickerCard = cards.find((c) => c.entry.id === s.picker.entryId) ?? null;
    return {
      filters: available,
      showChips: showFilterChips(available),
      filter: s.filter,
      cards,
      showMapButton: s.filter !== 'telemed' && cards.some((c) => c.hasMapPoint),
      otherCountries: flags[FLAGS.otherCountries] === true ? config.otherCountries : [],
      otherCountriesOpen: s.otherCountriesOpen,
      isStaff: session.isStaff,
      picker: {
        card: pickerCard,
        query: s.picker.query,
        workplaces: pickerCard ? searchItems(pickerCard.workplaces, s.picker.applied) : [],
        services: pickerCard ? searchItems(pickerCard.services, s.picker.applied) : [],
      },
    };
  });

  function cardOf(entryId: number): CardView | null {
    return $view.get().cards.find((c) => c.entry.id === entryId) ?? null;
  }

  function dispatchMap(detail: ShowMapDetail): boolean {
    if (typeof window === 'undefined') return false;
    const event = new CustomEvent<ShowMapDetail>(SHOW_MAP_EVENT, { detail, cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  const store: ClinicListStore = {
    config,
    $state,
    $view,

    start() {
      const onHash = () => store.applyHash(getHash());
      if (typeof window !== 'undefined') window.addEventListener('hashchange', onHash);
      return () => {
        if (typeof window !== 'undefined') window.removeEventListener('hashchange', onHash);
      };
    },

    setFilter(filter) {
      const s = $state.get();
      if (filter === s.filter || !available.includes(filter)) return;
      // "Changing it refreshes slots" (§4): fresh requests, not the slot results kept for a few seconds.
      clearSlotsCache();
      $state.set({ ...s, filter, tabs: {}, open: {}, generation: s.generation + 1 });
      reachGoal(CLINIC_LIST_GOALS.filter, { filter, doctorId: config.doctorId });
    },

    setPriceTab(entryId, value) {
      const s = $state.get();
      const tab = tabOfRedirect(value);
      if (s.tabs[entryId] === tab) return;
      $state.setKey('tabs', { ...s.tabs, [entryId]: tab });
    },

    chooseTelemed(entryId, kind) {
      const s = $state.get();
      if (s.telemed[entryId] === kind && cardOf(entryId)?.telemedKind === kind) return;
      $state.setKey('telemed', { ...s.telemed, [entryId]: kind });
      reachGoal(CLINIC_LIST_GOALS.telemedChoice, { entryId, kind });
    },

    toggleOpen(entryId) {
      const card = cardOf(entryId);
      if (!card) return;
      $state.setKey('open', { ...$state.get().open, [entryId]: !card.open });
    },

    openPicker(entryId) {
      $state.setKey('picker', { entryId, query: '', applied: '' });
    },

    closePicker() {
      $state.setKey('picker', { entryId: null, query: '', applied: '' });
    },

    book(entryId, choice) {
      loadBooking().then(
        (booking) => booking.book(store, entryId, choice),
        (err: unknown) =>
          logError(
            CLINIC_LIST_TAG,
            'could not load the booking code; the next slot choice loads it again',
            err,
          ),
      );
    },

    preloadBooking() {
      loadBooking().catch(() => {});
    },

    showMap(entryIds) {
      const cards = $view.get().cards.filter((c) => !entryIds || entryIds.includes(c.entry.id));
      reachGoal(CLINIC_LIST_GOALS.map, { doctorId: config.doctorId, count: cards.length });
      return dispatchMap({ points: mapPoints(cards.map((c) => c.entry)) });
    },

    openMap() {
      if (store.showMap()) return;
      const url = externalMapUrl(mapPoints($view.get().cards.map((c) => c.entry)));
      if (url) openInNewTab(url);
    },

    homeCall(entryId) {
      const card = cardOf(entryId);
      if (!card?.homeCall || card.item?.kind !== 'workplace') return;
      const detail: HomeCallDetail = {
        doctorId: card.entry.doctorId,
        lpuId: card.entry.lpuId,
        specialityId: card.item.workplace.spec.id,
      };
      reachGoal(CLINIC_LIST_GOALS.homeCall, { ...detail });
      opts.emit(HOME_CALL_EVENT, detail);
    },

    applyHash(raw) {
      const s = $state.get();
      const next = parseHash(raw);
      const filterChanged = next.filter !== null && next.filter !== s.hash.filter;
      const specChanged = next.speciality !== null && next.speciality !== s.hash.speciality;
      if (!filterChanged && !specChanged) return;
      const hash: HashInputs = {
        filter: next.filter ?? s.hash.filter,
        speciality: next.speciality ?? s.hash.speciality,
      };
      // A new hash speciality preselects again: the user's earlier choices give way to it.
      $state.set({ ...s, hash, chosen: specChanged ? {} : s.chosen, tabs: specChanged ? {} : s.tabs });
      if (filterChanged && next.filter) store.setFilter(next.filter);
    },

    toggleOtherCountries() {
      $state.setKey('otherCountriesOpen', !$state.get().otherCountriesOpen);
    },
  };
  return store;
}
