/**
 * The clinic list's slots request at connect (issue 21; docs/decisions/202-booking-first-loader.md): as a single
 * `<pd-appointment-calendar>` starts its request when it connects (ADR 025, 119), the list creates its store from
 * the element's inputs at connect and starts every card's calendar request then — one `slots_bulk`, sent before the
 * list's first render and its card-by-card mount (ADR 062) instead of after them. The list's first render takes
 * this store ({@link takeConnectStore}), so the inputs are read and their problems logged once, and asks again
 * ({@link prefetchCardSlots}: the same shared request, or the first one where no element connected — the React
 * component), so each card's calendar may mount a task after its card and still join that one request.
 */
import { logError } from '../../core/dom';
import { emit } from '../../core/host';
import { yieldToMain } from '../../core/yield';
import { prefetchCalendarSlots } from '../appointment-calendar/calendar-store';
import type { CalendarInputs } from '../appointment-calendar/calendar-model';
import type { ClinicListInputs } from './clinic-list-data';
import { CLINIC_LIST_TAG } from './clinic-list-model';
import { createClinicListStore, type ClinicListStore } from './clinic-list-store';

const connectStores = new WeakMap<Element, ClinicListStore>();

/**
 * `onConnect` of `<pd-clinic-list>`: the element's store, and the slots request of every card's calendar, in the
 * tasks after the connect (ADR 228): the connect comes inside the evaluation of the booking block's modules, and
 * the store's work — the entries' checks, the cards' model, each calendar's request — made that one task of
 * ≈ 150 ms at 4× CPU. The store is made in the first task and the requests leave in the next (ADR 242: ≈ 95 and
 * ≈ 60 ms at 4× CPU instead of one task of both). `scheduler.yield()` runs each before other queued tasks, so the
 * request leaves as soon. An element removed meanwhile starts nothing. Returns the first render's scheduler: once
 * the first card's slots are in, or {@link FIRST_RENDER_WAIT_MS} after the request left, whichever comes first, in a
 * task of its own (ADR 245). The list then renders its first card with its calendar and that calendar's slots at
 * once — one render and one frame, not the card, a frame, then a calendar loading, then its slots (the list's first
 * render is ≈ 65 ms at 4× CPU, ADR 221; the answer waited behind it and its frame). The element's reserved box holds
 * its place meanwhile (ADR 202), so nothing moves.
 */
export function prefetchClinicList(
  host: HTMLElement,
  inputs: ClinicListInputs,
): (render: () => void) => void {
  let store: ClinicListStore | undefined;
  const started = yieldToMain()
    .then(() => {
      if (!host.isConnected) return;
      store = createClinicListStore(inputs, {
        emit: (name, detail) => emit(host, name, detail),
        root: host.getRootNode(),
      });
      connectStores.set(host, store);
    })
    .then(yieldToMain)
    .then(() => store && host.isConnected && prefetchCardSlots(store))
    // As defineWidget does for a throwing onConnect: logged, and the render goes on — its own store then fails
    // inside the error boundary, which shows the element's own content (src/core/define.ts (f)).
    .catch((err) => logError(CLINIC_LIST_TAG, 'could not start loading', err));
  return (render) =>
    void started
      .then(() => store && firstSlotsOrTimeout(store))
      .then(yieldToMain)
      .then(render);
}

/**
 * The longest the list's first render waits for its first card's slots, ms (ADR 245): on a slow network the list
 * shows its cards after it, its first calendar loading, rather than an empty box for a whole round trip.
 */
export const FIRST_RENDER_WAIT_MS = 100;

function firstSlotsOrTimeout(store: ClinicListStore): Promise<unknown> | undefined {
  const slots = firstSlotsRequests.get(store);
  return slots && Promise.race([slots, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

/**
 * Starts the slots requests of the cards' calendars (a request in flight is shared). Not the telemed schedules:
 * `slots_bulk/telemed/` is one request per clinic and not shared, so the calendar asks itself.
 * - `'first'` (the list's connect and first render): the first card's calendar and the others that join its request —
 *   the same endpoint, so still ONE request (the doctor calendars' `slots_bulk`). A later card's calendar of another
 *   endpoint (a clinic with services only: `/ajax/services/schedule/`) would be a second request whose answer the
 *   browser reads and checks in the tasks before the first card's render (≈ 15 ms at 4× CPU, ADR 245).
 * - `'all'` (once the first slot is shown, before the other cards mount): the rest, each endpoint's in one request.
 */
export function prefetchCardSlots(store: ClinicListStore, which: 'first' | 'all' = 'first'): void {
  void firstScheduleShown();
  const cards = store.$view.get().cards;
  const endpointOf = (calendar: CalendarInputs) => (calendar.synonymId ? 'service' : 'doctor');
  const first = cards[0]?.calendar;
  cards.forEach(({ calendar }, i) => {
    if (!calendar || calendar.telemedType) return;
    if (which === 'first' && first && endpointOf(calendar) !== endpointOf(first)) return;
    const slots = prefetchCalendarSlots(calendar);
    if (i === 0 && slots) firstSlotsRequests.set(store, slots);
  });
}

const firstSlotsRequests = new WeakMap<ClinicListStore, Promise<unknown>>();

/**
 * Resolves once the first card's slots are in (or failed): its part of the list's one `slots_bulk` — else (a telemed
 * calendar asks itself) once the page's first schedule is shown ({@link firstScheduleShown}). Whichever comes first.
 */
export function firstCardSlots(store: ClinicListStore): Promise<unknown> {
  const slots = firstSlotsRequests.get(store);
  return slots ? Promise.race([slots, firstScheduleShown()]) : firstScheduleShown();
}

/** The store {@link prefetchClinicList} made for `host`, once (the list's first render); later: `undefined`. */
export function takeConnectStore(host: Element): ClinicListStore | undefined {
  const store = connectStores.get(host);
  connectStores.delete(host);
  return store;
}

/**
 * The longest wait for the page's first schedule, ms: as the loader's gate (ADR 202), a list whose calendars never
 * answer (or a page whose first schedule was shown before this list connected) still gets its price blocks.
 */
export const FIRST_SCHEDULE_WAIT_MS = 5000;

let firstSchedule: Promise<void> | undefined;

/**
 * Resolves once the page's first schedule is shown — `pd:booked`, dispatched once per page by the first calendar
 * whose slots (or no slots, or an error) arrived (ADR 202) — or after {@link FIRST_SCHEDULE_WAIT_MS}. Listens from
 * its first call on (the list's connect, before its slots request leaves); one promise per page.
 */
export function firstScheduleShown(): Promise<void> {
  // Server rendering (pd-widgets/react, no document): nothing to listen to; the client's render waits.
  if (typeof document === 'undefined') return Promise.resolve();
  return (firstSchedule ??= new Promise<void>((resolve) => {
    document.addEventListener('pd:booked', () => resolve(), { once: true });
    setTimeout(resolve, FIRST_SCHEDULE_WAIT_MS);
  }));
}
