/**
 * The live state of one `<pd-service-prices>` and its actions (booking-schedule §4 "Service list"; §7
 * `POST /ajax/services/schedule/doctors/`, the page-wide custom events, goals; §8 fallback redirect). One store per
 * element/component instance (`createServicePricesStore`), built on nanostores; the view reads `$view` and calls
 * actions. Decisions: docs/decisions/075–079.
 */
import { map, type MapStore, type ReadableAtom } from 'nanostores';
import { computed } from '../../shared/stores';
import { fetchServiceSlots, type ServiceSlotsQuery } from '../../core/api/schedule';
import { fetchServiceDoctors } from './service-doctors-api';
import { logError, logWarn, navigateToBooking } from '../../core/dom';
import { isAbortError } from '../../core/http';
import { $isDesktop } from '../../core/stores';
import { townToday } from '../../core/time';
import { reachGoal } from '../../core/tracking';
import {
  autoOnlineOnly,
  bookableIndex,
  calendarPropsFor,
  deriveList,
  hasAnySlot,
  NO_SEARCH,
  NOTHING_BOOKABLE,
  pageSize,
  parseScheduleInit,
  parseServicePrices,
  readJsonScript,
  readShowCalendarDetail,
  SEARCH_DEBOUNCE_MS,
  SERVICE_APPOINTMENT_REDIRECT_EVENT,
  SERVICE_PRICES_TAG,
  serviceAppointmentUrl,
  serviceDoctorsRequest,
  serviceKey,
  SHOW_SERVICE_CALENDAR_EVENT,
  showCalendarDetail,
  type ListView,
  type OnlineState,
  type ScheduleInit,
  type SearchQuery,
  type ServiceAppointmentRedirectDetail,
  type ServiceCalendarProps,
  type ServiceListItem,
  type ServicePrice,
  type ServicePricesClinic,
  type ShowServiceCalendarDetail,
} from './service-prices-model';

/** Analytics goals of the price list (booking-schedule §7 "goals … service switch and button clicks"). */
export const SERVICE_PRICES_GOALS = {
  /** The online-only switch: `{lpuId, enabled}`. */
  onlineSwitch: 'service_prices_online_switch',
  /** Another clinic chosen: `{lpuId}`. */
  clinicSelect: 'service_prices_clinic_select',
  /** A category chosen: `{lpuId, category}`. */
  categoryClick: 'service_prices_category_click',
  /** The booking button: `{lpuId, synonymId, doctorId}`. */
  bookClick: 'service_prices_book_click',
  /** The up-arrow that closes a calendar: `{lpuId, synonymId, doctorId}`. */
  calendarClose: 'service_prices_calendar_close',
  /** 'Показать ещё': `{lpuId, pages}` (pages after the click). */
  showMore: 'service_prices_show_more',
  /** The fallback redirect: `{lpu, synonymId, targetDoctorId}`. */
  fallbackRedirect: 'service_prices_fallback_redirect',
} as const;

/** Inputs of the widget (CONTRACT `<pd-service-prices>`, plus ours: docs/api.md). */
export interface ServicePricesInputs {
  /** "Service prices data" array (booking-schedule §3). */
  lpus?: unknown;
  /** Id of a `<script type="application/json">` holding that array (Django `json_script`). */
  lpusSource?: string | null;
  /** "Schedule init data" object (booking-schedule §3). */
  schedule?: unknown;
  /** Id of a `<script type="application/json">` holding that object. */
  scheduleSource?: string | null;
  /** The clinic selected at first; default: the first entry. */
  lpuId?: number | null;
}

/** The open inline calendar. */
export interface OpenCalendar {
  /** {@link serviceKey} of the service row it belongs to. */
  key: string;
  name: string;
  props: ServiceCalendarProps;
}

/** The store's own state (the list is derived from it in {@link ServicePricesStore.$view}). */
export interface ServicePricesState {
  lpuId: number | null;
  online: OnlineState;
  onlineOnly: boolean;
  /** Text of the search box, as typed. */
  input: string;
  /** The search applied (after the debounce, or at once for a category or a clear). */
  search: SearchQuery;
  pages: number;
  calendar: OpenCalendar | null;
}

/** What the view renders. */
export interface ServicePricesView extends ListView {
  clinics: ServicePricesClinic[];
  clinic: ServicePricesClinic | null;
  state: ServicePricesState;
}

/** Options of {@link createServicePricesStore}. */
export interface ServicePricesStoreOptions {
  /** The element: the calendar container of its events; absent in plain React use. */
  host?: Element | null;
  /** Where `lpus-source` / `schedule-source` are looked up; default `document`. */
  document?: Pick<Document, 'getElementById'>;
  /** Today in the town, `yyyy-MM-dd` (tests); default `townToday(townTimedelta)` when a calendar opens. */
  today?: string;
}

/** One price list's store. */
export interface ServicePricesStore {
  readonly $state: MapStore<ServicePricesState>;
  readonly $view: ReadableAtom<ServicePricesView>;
  readonly clinics: ServicePricesClinic[];
  readonly schedule: ScheduleInit;
  /**
   * Starts: loads the online slots of the selected clinic and listens to the page-wide events. Returns the cleanup
   * (aborts requests, clears the debounce, stops listening): call it on unmount.
   */
  start(): () => void;
  /** Another clinic: refreshes its online slots (booking-schedule §4), closes the calendar, resets paging. */
  selectLpu(lpuId: number): void;
  /** Typing: the box shows it at once, the search applies after {@link SEARCH_DEBOUNCE_MS} (an empty box at once). */
  type(text: string): void;
  /** A category: searches by its name at once (booking-schedule §4); choosing the active one clears. */
  chooseCategory(name: string): void;
  /** The clear button: resets the search and paging at once. */
  clearSearch(): void;
  /** The online-only switch. */
  setOnlineOnly(on: boolean): void;
  /** 'Показать ещё': one more page. */
  showMore(): void;
  /**
   * The booking button of a row: goal, then the show-calendar event (the inline calendar opens), or the fallback
   * redirect when the clinic's online slots are known and the service has none.
   */
  book(item: ServiceListItem): void;
  /** The up-arrow: closes the open calendar. */
  collapse(): void;
  /** Closes the calendar without a goal. */
  closeCalendar(): void;
  /** The row of this widget's data a detail names, or `null`. */
  findService(
    detail: Pick<ShowServiceCalendarDetail, 'lpuId' | 'synonymId' | 'doctorId'>,
  ): ServicePrice | null;
  /** Opens a service's calendar for a show-calendar detail (what the event listener does); `false` if not ours. */
  openCalendar(detail: ShowServiceCalendarDetail): boolean;
  /** Dispatches the redirect event and, unless a listener took it, navigates (booking-schedule §8). */
  redirect(detail: ServiceAppointmentRedirectDetail): void;
}

/** Stores started on the page, in start order: the first one with the service answers an untargeted event. */
const liveStores: ServicePricesStore[] = [];

const isAborted = (err: unknown, signal?: AbortSignal) =>
  signal?.aborted === true || isAbortError(err) || (err instanceof DOMException && err.name === 'AbortError');

/** Resolves the widget's inputs; every problem is logged once as `[pd-widgets] pd-service-prices: …`. */
function resolveInputs(inputs: ServicePricesInputs, doc: Pick<Document, 'getElementById'> | undefined) {
  const problems: string[] = [];
  let raw = inputs.lpus;
  let sourceProblem = false;
  const source = typeof inputs.lpusSource === 'string' ? inputs.lpusSource.trim() : '';
  if ((raw === undefined || raw === null) && source) {
    const read = readJsonScript(source, doc);
    if (read.problem) problems.push(`attribute "lpus-source": ${read.problem}; nothing is shown`);
    sourceProblem = read.problem !== null;
    raw = read.value;
  }
  let clinics: ServicePricesClinic[] = [];
  if (raw === undefined || raw === null) {
    if (!sourceProblem)
      problems.push(
        'set "lpus" (the service prices JSON array) or "lpus-source" (the id of a json_script holding it); ' +
          'nothing is shown',
      );
  } else {
    const parsed = parseServicePrices(raw);
    clinics = parsed.clinics;
    problems.push(...parsed.problems);
  }

  let rawSchedule = inputs.schedule;
  const scheduleSource = typeof inputs.scheduleSource === 'string' ? inputs.scheduleSource.trim() : '';
  if ((rawSchedule === undefined || rawSchedule === null) && scheduleSource) {
    const read = readJsonScript(scheduleSource, doc);
    if (read.problem) problems.push(`attribute "schedule-source": ${read.problem}`);
    rawSchedule = read.value;
  }
  const { schedule, problems: scheduleProblems } = parseScheduleInit(rawSchedule);
  problems.push(...scheduleProblems);

  let lpuId = clinics[0]?.lpu.id ?? null;
  const wanted = inputs.lpuId;
  if (wanted !== undefined && wanted !== null) {
    if (clinics.some((c) => c.lpu.id === wanted)) lpuId = wanted;
    else
      problems.push(
        `attribute "lpu-id" ${JSON.stringify(wanted)} is not one of the clinics; the first is shown`,
      );
  }
  return { clinics, schedule, lpuId, problems };
}

/**
 * Creates the store of one price list. Malformed inputs are logged once here and degrade (a skipped clinic or
 * service; no data → nothing shown); nothing throws into the page.
 */
export function createServicePricesStore(
  inputs: ServicePricesInputs,
  opts: ServicePricesStoreOptions = {},
): ServicePricesStore {
  const doc = opts.document ?? (typeof document !== 'undefined' ? document : undefined);
  const { clinics, schedule, lpuId, problems } = resolveInputs(inputs, doc);
  for (const p of problems) logError(SERVICE_PRICES_TAG, p);
  const host = opts.host ?? null;

  const $state = map<ServicePricesState>({
    lpuId,
    online: { status: 'idle', lpuId: null, index: NOTHING_BOOKABLE },
    onlineOnly: false,
    input: '',
    search: NO_SEARCH,
    pages: 1,
    calendar: null,
  });

  const clinicOf = (id: number | null) => clinics.find((c) => c.lpu.id === id) ?? null;

  const $view = computed([$state, $isDesktop], (state, desktop): ServicePricesView => {
    const clinic = clinicOf(state.lpuId);
    const list = deriveList({
      clinic,
      online: state.online,
      onlineOnly: state.onlineOnly,
      search: state.search,
      input: state.input,
      pages: state.pages,
      pageSize: pageSize(desktop),
    });
    return { ...list, clinics, clinic, state };
  });

  let onlineController: AbortController | null = null;
  let checkController: AbortController | null = null;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let started = false;

  const dateStartFor = (given?: string) =>
    given || schedule.dateStart || opts.today || townToday(schedule.townTimedelta);

  const clearDebounce = () => {
    if (debounce !== null) clearTimeout(debounce);
    debounce = null;
  };

  function applySearch(search: SearchQuery): void {
    clearDebounce();
    $state.set({ ...$state.get(), search, pages: 1 });
  }

  /** booking-schedule §4: "Selecting a clinic refreshes which services have online slots". */
  async function refreshOnline(): Promise<void> {
    onlineController?.abort();
    const clinic = clinicOf($state.get().lpuId);
    if (!clinic) return;
    const body = serviceDoctorsRequest(clinic);
    const settle = (online: OnlineState) => {
      const s = $state.get();
      const count = deriveList({
        clinic,
        online,
        onlineOnly: false,
        search: NO_SEARCH,
        input: '',
        pages: 1,
        pageSize: 1,
      }).onlineCount;
      $state.set({ ...s, online, onlineOnly: autoOnlineOnly(s.onlineOnly, count) });
    };
    if (!body) {
      settle({ status: 'ready', lpuId: clinic.lpu.id, index: NOTHING_BOOKABLE });
      return;
    }
    const controller = new AbortController();
    onlineController = controller;
    $state.setKey('online', { status: 'loading', lpuId: clinic.lpu.id, index: NOTHING_BOOKABLE });
    try {
      const reply = await fetchServiceDoctors([body], controller.signal);
      if (controller.signal.aborted) return;
      settle({ status: 'ready', lpuId: clinic.lpu.id, index: bookableIndex(reply, clinic.lpu.id) });
    } catch (err) {
      if (isAborted(err, controller.signal)) return;
      logError(SERVICE_PRICES_TAG, `could not load the online slots of clinic ${clinic.lpu.id}`, err);
      settle({ status: 'error', lpuId: clinic.lpu.id, index: NOTHING_BOOKABLE });
    }
  }

  /** booking-schedule §8: "Price-click schedule failure or no slots: falls back to a redirect for that synonym". */
  async function checkSlots(calendar: OpenCalendar): Promise<void> {
    checkController?.abort();
    const controller = new AbortController();
    checkController = controller;
    const p = calendar.props;
    // The very query the calendar sends, so the two coalesce into one request (docs/decisions/078).
    const query: ServiceSlotsQuery = {
      lpuId: p.lpuId,
      serviceId: p.synonymId,
      dayStart: p.dateStart,
      days: p.days,
      townTimedelta: p.townTimedelta,
    };
    if (p.doctorPriceList && p.doctorId !== undefined) query.doctorId = p.doctorId;
    let ok: boolean;
    try {
      ok = hasAnySlot(await fetchServiceSlots(query, controller.signal));
    } catch (err) {
      if (isAborted(err, controller.signal)) return;
      logError(
        SERVICE_PRICES_TAG,
        `the schedule of service ${p.synonymId} could not be loaded; redirecting`,
        err,
      );
      ok = false;
    }
    if (controller.signal.aborted || $state.get().calendar?.key !== calendar.key) return;
    if (ok) return;
    store.closeCalendar();
    store.redirect({ lpu: p.lpuId, synonymId: p.synonymId, targetDoctorId: p.doctorId ?? null });
  }

  /** The event is for this widget: its container is (inside) the element, or, untargeted, it has the service. */
  function mine(detail: ShowServiceCalendarDetail): boolean {
    const c = detail.container;
    if (c) return c === host || (host?.contains(c) ?? false) || (host?.shadowRoot?.contains(c) ?? false);
    return liveStores.find((s) => s.findService(detail) !== null) === store;
  }

  const onShow = (e: Event) => {
    if (e.defaultPrevented) return;
    const detail = readShowCalendarDetail((e as CustomEvent<unknown>).detail);
    if (!detail) {
      logWarn(
        SERVICE_PRICES_TAG,
        `${SHOW_SERVICE_CALENDAR_EVENT}: detail needs lpuId and synonymId; ignored`,
      );
      return;
    }
    if (!mine(detail)) return;
    if (store.openCalendar(detail)) e.preventDefault();
  };

  const onRedirect = (e: Event) => {
    if (e.defaultPrevented) return;
    const d = (e as CustomEvent<Partial<ServiceAppointmentRedirectDetail> | null>).detail;
    const lpu = Number(d?.lpu);
    const synonymId = Number(d?.synonymId);
    if (!Number.isInteger(lpu) || lpu <= 0 || !Number.isInteger(synonymId) || synonymId <= 0) {
      logWarn(
        SERVICE_PRICES_TAG,
        `${SERVICE_APPOINTMENT_REDIRECT_EVENT}: detail needs lpu and synonymId; ignored`,
      );
      return;
    }
    const doctor = Number(d?.targetDoctorId);
    e.preventDefault();
    navigateToBooking(
      serviceAppointmentUrl({
        lpu,
        synonymId,
        targetDoctorId: Number.isInteger(doctor) && doctor > 0 ? doctor : null,
      }),
    );
  };

  const store: ServicePricesStore = {
    $state,
    $view,
    clinics,
    schedule,

    start() {
      started = true;
      liveStores.push(store);
      if (typeof window !== 'undefined') {
        window.addEventListener(SHOW_SERVICE_CALENDAR_EVENT, onShow);
        window.addEventListener(SERVICE_APPOINTMENT_REDIRECT_EVENT, onRedirect);
      }
      void refreshOnline();
      return () => {
        started = false;
        onlineController?.abort();
        checkController?.abort();
        clearDebounce();
        if (typeof window !== 'undefined') {
          window.removeEventListener(SHOW_SERVICE_CALENDAR_EVENT, onShow);
          window.removeEventListener(SERVICE_APPOINTMENT_REDIRECT_EVENT, onRedirect);
        }
        const i = liveStores.indexOf(store);
        if (i >= 0) liveStores.splice(i, 1);
      };
    },

    selectLpu(id) {
      if (!clinicOf(id) || id === $state.get().lpuId) return;
      checkController?.abort();
      $state.set({ ...$state.get(), lpuId: id, pages: 1, calendar: null });
      reachGoal(SERVICE_PRICES_GOALS.clinicSelect, { lpuId: id });
      void refreshOnline();
    },

    type(text) {
      $state.setKey('input', text);
      clearDebounce();
      if (text.trim() === '') {
        applySearch(NO_SEARCH);
        return;
      }
      debounce = setTimeout(() => {
        debounce = null;
        applySearch({ text, field: 'name' });
      }, SEARCH_DEBOUNCE_MS);
    },

    chooseCategory(name) {
      const s = $state.get();
      if (s.search.field === 'category' && s.search.text === name) {
        store.clearSearch();
        return;
      }
      reachGoal(SERVICE_PRICES_GOALS.categoryClick, { lpuId: s.lpuId, category: name });
      $state.setKey('input', name);
      applySearch({ text: name, field: 'category' });
    },

    clearSearch() {
      $state.setKey('input', '');
      applySearch(NO_SEARCH);
    },

    setOnlineOnly(on) {
      const s = $state.get();
      if (s.onlineOnly === on) return;
      reachGoal(SERVICE_PRICES_GOALS.onlineSwitch, { lpuId: s.lpuId, enabled: on });
      $state.set({ ...s, onlineOnly: on, pages: 1 });
    },

    showMore() {
      const pages = $state.get().pages + 1;
      reachGoal(SERVICE_PRICES_GOALS.showMore, { lpuId: $state.get().lpuId, pages });
      $state.setKey('pages', pages);
    },

    book(item) {
      const params = { lpuId: item.lpuId, synonymId: item.synonymId, doctorId: item.doctorId };
      reachGoal(SERVICE_PRICES_GOALS.bookClick, params);
      const { online } = $state.get();
      if (online.status === 'ready' && online.lpuId === item.lpuId && !item.hasSlots) {
        store.redirect({ lpu: item.lpuId, synonymId: item.synonymId, targetDoctorId: item.doctorId });
        return;
      }
      const detail = showCalendarDetail(item, schedule, dateStartFor(), host);
      if (typeof window === 'undefined') {
        store.openCalendar(detail);
        return;
      }
      const event = new CustomEvent(SHOW_SERVICE_CALENDAR_EVENT, { detail, cancelable: true });
      window.dispatchEvent(event);
      // Not started (no listener) or nobody took it: open here anyway.
      if (!event.defaultPrevented && !started) store.openCalendar(detail);
    },

    collapse() {
      const open = $state.get().calendar;
      if (!open) return;
      reachGoal(SERVICE_PRICES_GOALS.calendarClose, {
        lpuId: open.props.lpuId,
        synonymId: open.props.synonymId,
        doctorId: open.props.doctorId ?? null,
      });
      store.closeCalendar();
    },

    closeCalendar() {
      checkController?.abort();
      checkController = null;
      if ($state.get().calendar) $state.setKey('calendar', null);
    },

    findService(detail) {
      const clinic = clinicOf(detail.lpuId);
      const key = serviceKey(detail.lpuId, detail.synonymId, detail.doctorId);
      return clinic?.services.find((x) => x.key === key) ?? null;
    },

    openCalendar(detail) {
      const service = store.findService(detail);
      if (!service) return false;
      const s = $state.get();
      if (s.lpuId !== detail.lpuId) store.selectLpu(detail.lpuId);
      const calendar: OpenCalendar = {
        key: service.key,
        name: service.name,
        props: calendarPropsFor(detail, dateStartFor(detail.dateStart), service.dtypeId),
      };
      $state.setKey('calendar', calendar);
      void checkSlots(calendar);
      return true;
    },

    redirect(detail) {
      reachGoal(SERVICE_PRICES_GOALS.fallbackRedirect, { ...detail });
      if (typeof window === 'undefined') return;
      const event = new CustomEvent(SERVICE_APPOINTMENT_REDIRECT_EVENT, { detail, cancelable: true });
      window.dispatchEvent(event);
      if (!event.defaultPrevented) navigateToBooking(serviceAppointmentUrl(detail));
    },
  };

  return store;
}
