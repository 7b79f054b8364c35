/**
 * What the speciality/service picker does (booking-schedule §4 "Speciality/service picker", §5 "Speciality search …
 * debounced 200 ms", §9): choosing a card's item and the search. Only the picker does these, so their code comes with
 * the picker's on-demand chunk on its first open (docs/decisions/211, 239), not before the page's first slot. The
 * list's store keeps the picker's state (`picker` of its `$state`) and its opening and closing.
 */
import { clearSlotsCache } from '../../../core/api/schedule';
import { reachGoal } from '../../../core/tracking';
import { reloadsSlots, telemedKinds } from '../clinic-list-model';
import { CLINIC_LIST_GOALS, SEARCH_DEBOUNCE_MS, type ClinicListStore } from '../clinic-list-store';

/**
 * Chooses item `key` (a workplace's or a service's key) for the card of clinic entry `entryId` and closes the
 * picker. An entry without a card shown or a key the card does not offer only closes the picker. A change of item
 * drops the card's price tab and reaches the `itemChoice` goal.
 */
export function selectItem(store: ClinicListStore, entryId: number, key: string): void {
  store.closePicker();
  const card = store.$view.get().cards.find((c) => c.entry.id === entryId);
  const next = card && [...card.workplaces, ...card.services].find((i) => i.key === key);
  if (!card || !next) return;
  const s = store.$state.get();
  const prev = card.item;
  const reloads = reloadsSlots(prev, next, s.filter);
  let telemed = s.telemed;
  // §4: no reload on a telemed item change: keep the schedule shown when the new item offers it.
  if (s.filter === 'telemed' && !reloads && next.kind === 'workplace') {
    const current = card.telemedKind;
    if (current && telemedKinds(next.prices).includes(current)) telemed = { ...telemed, [entryId]: current };
  }
  const changed = prev?.key !== next.key;
  // A reloading choice (to or from a service) asks the server again, even for slots seen seconds ago.
  if (reloads) clearSlotsCache();
  const tabs = { ...s.tabs };
  if (changed) delete tabs[entryId];
  store.$state.set({ ...s, chosen: { ...s.chosen, [entryId]: key }, tabs, telemed });
  if (changed)
    reachGoal(CLINIC_LIST_GOALS.itemChoice, {
      lpuId: card.entry.lpuId,
      doctorId: card.entry.doctorId,
      item: key,
      filter: s.filter,
    });
}

/** Each list's search waiting for its debounce (one picker per list). */
const pending = new WeakMap<ClinicListStore, ReturnType<typeof setTimeout>>();

/**
 * Typing in the picker's search: the field shows `query` at once; the items follow {@link SEARCH_DEBOUNCE_MS} (200
 * ms) after the last keystroke. A search still waiting when the picker closes or opens again applies what the field
 * holds then (nothing changes when that is already applied).
 */
export function setQuery(store: ClinicListStore, query: string): void {
  store.$state.setKey('picker', { ...store.$state.get().picker, query });
  clearTimeout(pending.get(store));
  pending.set(
    store,
    setTimeout(() => {
      pending.delete(store);
      const current = store.$state.get().picker;
      if (current.applied !== current.query)
        store.$state.setKey('picker', { ...current, applied: current.query });
    }, SEARCH_DEBOUNCE_MS),
  );
}
