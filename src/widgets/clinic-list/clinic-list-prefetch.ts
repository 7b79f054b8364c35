/**
 * The clinic list's slots request at connect (issue 21; docs/decisions/202-booking-first-loader.md): as a single
 * `<pd-appointment-calendar>` starts its request when it connects (ADR 025, 119), the list creates its store from
 * the element's inputs at connect and starts every card's calendar request then — one `slots_bulk`, sent before the
 * list's first render and its card-by-card mount (ADR 062) instead of after them. The list's first render takes
 * this store ({@link takeConnectStore}), so the inputs are read and their problems logged once, and asks again
 * ({@link prefetchCardSlots}: the same shared request, or the first one where no element connected — the React
 * component), so each card's calendar may mount a task after its card and still join that one request.
 */
import { emit } from '../../core/host';
import { prefetchCalendarSlots } from '../appointment-calendar/calendar-store';
import type { ClinicListInputs } from './clinic-list-data';
import { createClinicListStore, type ClinicListStore } from './clinic-list-store';

const connectStores = new WeakMap<Element, ClinicListStore>();

/** `onConnect` of `<pd-clinic-list>`: the element's store, and the slots request of every card's calendar. */
export function prefetchClinicList(host: HTMLElement, inputs: ClinicListInputs): void {
  const store = createClinicListStore(inputs, {
    emit: (name, detail) => emit(host, name, detail),
    root: host.getRootNode(),
  });
  connectStores.set(host, store);
  prefetchCardSlots(store);
}

/**
 * Starts the slots request of every card's calendar (one `slots_bulk`; a request in flight is shared). Not the
 * telemed schedules: `slots_bulk/telemed/` is one request per clinic and not shared, so the calendar asks itself.
 */
export function prefetchCardSlots(store: ClinicListStore): void {
  for (const { calendar } of store.$view.get().cards)
    if (calendar && !calendar.telemedType) prefetchCalendarSlots(calendar);
}

/** The store {@link prefetchClinicList} made for `host`, once (the list's first render); later: `undefined`. */
export function takeConnectStore(host: Element): ClinicListStore | undefined {
  const store = connectStores.get(host);
  connectStores.delete(host);
  return store;
}
