/**
 * The live state of one appointment calendar and its actions (booking-schedule §4 "Calendar"; §7 redirects and
 * goals). One store per element/component instance (`createCalendarStore`), built on nanostores `map`; the view
 * only reads `$state` and calls actions. Decisions: docs/decisions/040–046.
 */
import { map, type MapStore } from 'nanostores';
import {
  fetchDoctorSlots,
  fetchServiceSlots,
  fetchSpecialitySlots,
  fetchTelemedSlots,
  peekDoctorSlots,
  peekServiceSlots,
  ScheduleRequestError,
} from '../../core/api/schedule';
import { logError, navigateToBooking } from '../../core/dom';
import { loadOnce } from '../../core/lazy';
import { errorMessage, isAbortError, type ErrorText } from '../../core/http';
import { reachGoal } from '../../core/tracking';
import {
  bookingOpensOn,
  buildDays,
  calendarBody,
  CALENDAR_TAG,
  initialActiveDay,
  mergeEmptyDays,
  orderCallDetail,
  parseScheduleFilters,
  resolveCalendarConfig,
  slotRequestFor,
  timeChoiceDetail,
  type CalendarBody,
  type CalendarConfig,
  type CalendarDay,
  type CalendarInputs,
  type DayTab,
  type OrderCallDetail,
  type ScheduleFilters,
  type Slot,
  type SlotRequest,
  type SlotsByDay,
  type TimeChoiceDetail,
} from './calendar-model';

/** DOM event names of the calendar (CONTRACT `<pd-appointment-calendar>`). */
export const TIME_CHOICE_EVENT = 'calendar:time-choice';
export const ORDER_CALL_EVENT = 'calendar:order-call';

/**
 * The page-wide event of the preliminary-consultation modal (booking-schedule §4: "The modal opens via a global
 * event carrying visibility and a continue handler"), dispatched on `window` with {@link PreliminaryEventDetail}.
 * A calendar dispatches it when its modal opens or closes; page code may dispatch it to open or close a
 * calendar's modal (docs/decisions/045-preliminary-consultation-event.md).
 */
export const PRELIMINARY_EVENT = 'pd:preliminary-consultation';

/** `detail` of {@link PRELIMINARY_EVENT}. */
export interface PreliminaryEventDetail {
  /** Open (`true`) or close (`false`) the modal. */
  visible: boolean;
  /** Called when the user chooses 'Записаться к врачу'. */
  onContinue?: () => void;
  /**
   * The `<pd-appointment-calendar>` element whose modal to open; default: the first calendar on the page that was
   * mounted. Set by a calendar on the events it dispatches itself.
   */
  target?: EventTarget | null;
}

/** Analytics goals of the calendar (booking-schedule §7 "goals … on slot clicks, modal actions"). */
export const CALENDAR_GOALS = {
  slotClick: 'calendar_slot_click',
  preliminaryOpen: 'calendar_preliminary_open',
  preliminaryConfirm: 'calendar_preliminary_confirm',
  preliminaryDecline: 'calendar_preliminary_decline',
  orderCall: 'calendar_order_call',
} as const;

/** The chosen slot (booking-schedule §4 "Choosing a slot stores it as selected and remembers the day"). */
export interface SelectedSlot {
  day: string;
  /** `HH:mm`, town time. */
  time: string;
  /** Seconds. */
  duration: number;
}

/** Everything the view renders. */
export interface CalendarState {
  /** `loading` until slots arrive (spinner), `error` after a failed request (alert with retry). */
  status: 'loading' | 'ready' | 'error';
  /** The alert texts while `status` is `error`. */
  error: ErrorText | null;
  /** Slots by day, each day sorted by time. */
  slots: SlotsByDay;
  days: CalendarDay[];
  /** Day strip tabs: days with empty runs merged (booking-schedule §4). */
  tabs: DayTab[];
  activeDay: string | null;
  selected: SelectedSlot | null;
  /** The slot list shows every slot (booking-schedule §4 "Slot list expand and collapse"). */
  expanded: boolean;
  /** The preliminary-consultation modal. */
  preliminary: { open: boolean; pending: { day: string; slot: Slot } | null };
  /** The day booking opens when the window is not open yet ('Запись включится …'), else `null`. */
  opensOn: string | null;
  /** What the body shows (slots, order call, stub). */
  body: CalendarBody;
}

/** Where the calendar's events go. */
export type CalendarEmit = {
  (name: typeof TIME_CHOICE_EVENT, detail: TimeChoiceDetail): void;
  (name: typeof ORDER_CALL_EVENT, detail: OrderCallDetail): void;
};

/** Options of {@link createCalendarStore}. */
export interface CalendarStoreOptions {
  /** Dispatches the widget's DOM events (and calls React callback props). */
  emit: CalendarEmit;
  /** The element (for {@link PreliminaryEventDetail.target}); absent for plain React use. */
  host?: EventTarget | null;
  /** Today in the town, `yyyy-MM-dd`; default `townToday(townTimedelta)` (tests). */
  today?: string;
  /**
   * The page location for URL filters (`search`), the `speciality` hash and the redirect `source` (`pathname`);
   * default `window.location`.
   */
  location?: () => { search: string; hash: string; pathname: string };
}

/** One calendar's store. */
export interface CalendarStore {
  readonly $state: MapStore<CalendarState>;
  /** Checked inputs. */
  readonly config: CalendarConfig;
  /** URL filters read when the store was created (booking-schedule §5). */
  readonly filters: ScheduleFilters;
  /**
   * Starts the calendar: loads slots and listens for {@link PRELIMINARY_EVENT}. Returns the cleanup (aborts the
   * request, stops listening): call it on unmount.
   */
  start(): () => void;
  /** Loads slots (booking-schedule §7). Never rejects; an aborted request leaves the state as it is. */
  load(signal?: AbortSignal): Promise<void>;
  /** Loads again after an error (aborting a request still running). */
  retry(): Promise<void>;
  /** Makes an enabled day active; a disabled day or a range does nothing (booking-schedule §4). */
  selectDay(day: string): void;
  toggleExpanded(): void;
  /**
   * A click on a slot: goal, then the preliminary modal (preliminary service) or the commit: `selected`,
   * `calendar:time-choice`, and with `useRedirect` the navigation once the redirect code has loaded (ADR 243; a
   * failed load logs `[pd-widgets] pd-appointment-calendar: could not load the booking code…` and the next click
   * loads again). Inert in express mode.
   */
  chooseSlot(day: string, slot: Slot): void;
  /**
   * Starts loading the redirect code a slot choice runs (with `useRedirect`; else nothing), for a hover or focus on
   * the slots: the click then does not wait for it (ADR 243). Never rejects.
   */
  preloadChoice(): void;
  /** 'Записаться к врачу': continues with the pending slot (or the page's continue handler). */
  confirmPreliminary(): void;
  /** 'Отменить', Esc, outside click or the cross: closes the modal. */
  declinePreliminary(): void;
  /** 'Заказать звонок': `calendar:order-call` (booking-schedule §4). */
  orderCall(): void;
}

/** The booking redirects (on-demand/redirect.ts): loaded on the first slot choice or its preload (ADR 243). */
const loadRedirect = loadOnce(() => import('./on-demand/redirect'));

/** Calendars mounted on the page in mount order: the first one answers a {@link PRELIMINARY_EVENT} with no target. */
const liveStores: CalendarStore[] = [];

function defaultLocation(): { search: string; hash: string; pathname: string } {
  return typeof location !== 'undefined' ? location : { search: '', hash: '', pathname: '' };
}

/**
 * Each day's slots by time. `time` is `HH:mm` (checked by the schedule schemas), so code-unit order is time order —
 * not `localeCompare`: a page's first collation loads the locale's collation data on the main thread, ≈ 80 ms at 4×
 * CPU inside the task that shows the first slots (ADR 220).
 */
export function sortSlots(slots: SlotsByDay): SlotsByDay {
  const out: SlotsByDay = {};
  for (const [day, list] of Object.entries(slots))
    out[day] = [...list].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  return out;
}

/** The fetch of each request kind (core/api/schedule). */
const FETCHERS = {
  doctor: fetchDoctorSlots,
  speciality: fetchSpecialitySlots,
  service: fetchServiceSlots,
  telemed: fetchTelemedSlots,
} as const;

/**
 * The slots of a request already in (core/api/schedule's kept answers): the doctor and service schedules a clinic
 * list's cards show (ADR 245). Not the speciality schedule (no list shows one) nor the telemed one (each calendar
 * asks for it itself).
 */
function peekFor(req: SlotRequest | null): SlotsByDay | undefined {
  return req?.kind === 'doctor'
    ? peekDoctorSlots(req.query)
    : req?.kind === 'service'
      ? peekServiceSlots(req.query)
      : undefined;
}

function fetchFor(req: SlotRequest, signal: AbortSignal | undefined): Promise<SlotsByDay> {
  return (FETCHERS[req.kind] as (q: SlotRequest['query'], s?: AbortSignal) => Promise<SlotsByDay>)(
    req.query,
    signal,
  );
}

/** The caller's signal aborted, or the request was (core/http turns every abort into an `aborted` ApiError). */
const isAborted = (err: unknown, signal?: AbortSignal) => signal?.aborted || isAbortError(err);

/**
 * Starts loading the slots of a calendar as soon as its element connects (defineWidget `onConnect`), before
 * React renders: every calendar of a page connects in one task, so their requests coalesce into ONE bulk
 * request per endpoint; the store's own load then picks up the same shared promise (src/core/http/shared.ts).
 * Problems with the inputs are left for the store to report; failures here are ignored (the store asks again).
 * Returns the request, settled once its answer (or failure) is in — `undefined` when the inputs name no schedule.
 */
export function prefetchCalendarSlots(inputs: CalendarInputs): Promise<unknown> | undefined {
  const request = slotRequestFor(resolveCalendarConfig(inputs).config);
  return request ? fetchFor(request, undefined).catch(() => {}) : undefined;
}

let bookedSent = false;

/**
 * The page's first schedule is shown (its slots, no slots or an error): `pd:booked` on the document, once per page.
 * The CDN loader holds every widget but the booking ones until then (docs/decisions/202-booking-first-loader.md).
 */
function booked(): void {
  if (!bookedSent) document.dispatchEvent(new Event('pd:booked'));
  bookedSent = true;
}

/**
 * Creates the store of one calendar. Malformed inputs are logged once here as
 * `[pd-widgets] pd-appointment-calendar: …` and replaced by defaults (inputs naming no schedule → the stub).
 */
export function createCalendarStore(inputs: CalendarInputs, opts: CalendarStoreOptions): CalendarStore {
  const { config, problems } = resolveCalendarConfig(inputs, opts.today);
  for (const problem of problems) logError(CALENDAR_TAG, problem);
  const getLocation = opts.location ?? defaultLocation;
  const filters = parseScheduleFilters(getLocation().search);
  const request = slotRequestFor(config);

  const $state = map<CalendarState>({
    status: request ? 'loading' : 'ready',
    error: null,
    slots: {},
    days: [],
    tabs: [],
    activeDay: null,
    selected: null,
    expanded: false,
    preliminary: { open: false, pending: null },
    opensOn: bookingOpensOn(config),
    body: calendarBody(config, false),
  });

  let controller: AbortController | null = null;
  /**
   * The slots when they are already in at creation — a clinic list's card whose calendar mounts after the list's one
   * request was answered (ADR 245): shown from the first render, with no loading state and no second request.
   */
  const early = peekFor(request);
  /** The page's continue handler while the modal was opened by a foreign {@link PRELIMINARY_EVENT}. */
  let externalContinue: (() => void) | null = null;
  /** Marks the events this store dispatches, so its own listener skips them. */
  const origin = {};

  const goalParams = (extra: Record<string, unknown> = {}) => ({
    doctorId: config.doctorId,
    lpuId: config.lpuId,
    synonymId: config.synonymId,
    ...extra,
  });

  function setSlots(raw: SlotsByDay): void {
    const slots = sortSlots(raw);
    const days = buildDays({ dateStart: config.dateStart, days: config.days, today: config.today, slots });
    const s = $state.get();
    // §3 selectedDate: the given slot is the selected one while the user chose none.
    const given = config.selected;
    const slot = given && slots[given.day]?.find((x) => x.time === given.time);
    $state.set({
      ...s,
      selected: s.selected ?? (slot && given ? { ...given, duration: slot.duration } : null),
      status: 'ready',
      error: null,
      slots,
      days,
      tabs: mergeEmptyDays(days),
      activeDay: initialActiveDay(days, slots, { initDay: config.initDay, filters }),
      expanded: false,
      body: calendarBody(
        config,
        days.some((d) => !d.disabled),
      ),
    });
  }

  async function load(signal?: AbortSignal): Promise<void> {
    if (!request) {
      setSlots({});
      return booked();
    }
    $state.setKey('status', 'loading');
    $state.setKey('error', null);
    try {
      const slots = await fetchFor(request, signal);
      if (signal?.aborted) return;
      setSlots(slots);
    } catch (err) {
      if (isAborted(err, signal)) return;
      if (err instanceof ScheduleRequestError) {
        // booking-schedule §8: a bad slot request → the spec's text, and the calendar is cleared.
        logError(CALENDAR_TAG, `slot request refused: ${err.message}`);
        setSlots({});
        return;
      }
      logError(CALENDAR_TAG, 'could not load slots', err);
      $state.set({ ...$state.get(), status: 'error', error: errorMessage(err) });
    } finally {
      if (!signal?.aborted) booked();
    }
  }

  function restart(): Promise<void> {
    controller?.abort();
    controller = new AbortController();
    return load(controller.signal);
  }

  // Called from user actions and start(), so only in a browser (no `window` guard needed).
  function dispatchPreliminary(visible: boolean, onContinue?: () => void): void {
    const detail: PreliminaryEventDetail & { origin: object } = {
      visible,
      target: opts.host ?? null,
      origin,
    };
    if (onContinue) detail.onContinue = onContinue;
    window.dispatchEvent(new CustomEvent(PRELIMINARY_EVENT, { detail }));
  }

  function commit(day: string, slot: Slot): void {
    $state.setKey('selected', { day, time: slot.time, duration: slot.duration });
    opts.emit(TIME_CHOICE_EVENT, timeChoiceDetail(day, slot));
    if (!config.useRedirect) return;
    const here = getLocation();
    loadRedirect().then(
      ({ redirectUrlFor }) => {
        const url = redirectUrlFor(config, day, slot, here);
        if (url) navigateToBooking(url);
        else logError(CALENDAR_TAG, 'cannot redirect: the slot names no doctor and "doctor-id" is not set');
      },
      (err: unknown) =>
        logError(CALENDAR_TAG, 'could not load the booking code; the next slot choice loads it again', err),
    );
  }

  function closePreliminary(): void {
    const wasOpen = $state.get().preliminary.open;
    externalContinue = null;
    $state.setKey('preliminary', { open: false, pending: null });
    if (wasOpen) dispatchPreliminary(false);
  }

  if (early) setSlots(early);

  const store: CalendarStore = {
    $state,
    config,
    filters,

    start() {
      liveStores.push(store);
      const onEvent = (e: Event) => {
        const detail = (e as CustomEvent<(PreliminaryEventDetail & { origin?: object }) | null>).detail;
        if (!detail || typeof detail !== 'object' || detail.origin === origin) return;
        const mine = detail.target ? detail.target === opts.host : liveStores[0] === store;
        if (!mine) return;
        if (detail.visible) {
          externalContinue = typeof detail.onContinue === 'function' ? detail.onContinue : null;
          $state.setKey('preliminary', { open: true, pending: null });
          reachGoal(CALENDAR_GOALS.preliminaryOpen, goalParams());
        } else {
          externalContinue = null;
          $state.setKey('preliminary', { open: false, pending: null });
        }
      };
      window.addEventListener(PRELIMINARY_EVENT, onEvent);
      if (early && $state.get().status === 'ready') booked();
      else void restart();
      return () => {
        controller?.abort();
        controller = null;
        window.removeEventListener(PRELIMINARY_EVENT, onEvent);
        const i = liveStores.indexOf(store);
        if (i >= 0) liveStores.splice(i, 1);
      };
    },

    load,
    retry: restart,

    selectDay(day) {
      const s = $state.get();
      const tab = s.tabs.find((t) => t.date === day);
      if (!tab || tab.disabled || s.activeDay === day) return;
      $state.set({ ...s, activeDay: day, expanded: false });
    },

    toggleExpanded() {
      $state.setKey('expanded', !$state.get().expanded);
    },

    chooseSlot(day, slot) {
      const s = $state.get();
      if (s.body.slotsInert || s.status !== 'ready') return;
      reachGoal(CALENDAR_GOALS.slotClick, goalParams({ day, time: slot.time }));
      if (config.preliminary) {
        externalContinue = null;
        $state.setKey('preliminary', { open: true, pending: { day, slot } });
        reachGoal(CALENDAR_GOALS.preliminaryOpen, goalParams({ day, time: slot.time }));
        dispatchPreliminary(true, () => store.confirmPreliminary());
        return;
      }
      commit(day, slot);
    },

    confirmPreliminary() {
      const { open, pending } = $state.get().preliminary;
      if (!open) return;
      const external = externalContinue;
      reachGoal(
        CALENDAR_GOALS.preliminaryConfirm,
        goalParams(pending ? { day: pending.day, time: pending.slot.time } : {}),
      );
      closePreliminary();
      if (pending) commit(pending.day, pending.slot);
      else external?.();
    },

    declinePreliminary() {
      if (!$state.get().preliminary.open) return;
      reachGoal(CALENDAR_GOALS.preliminaryDecline, goalParams());
      closePreliminary();
    },

    preloadChoice() {
      if (config.useRedirect) loadRedirect().catch(() => {});
    },

    orderCall() {
      reachGoal(CALENDAR_GOALS.orderCall, goalParams());
      opts.emit(ORDER_CALL_EVENT, orderCallDetail(config));
    },
  };
  return store;
}
