import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { CLINIC_ENTRY_IDS, CLINIC_LIST_ENTRIES } from '../../../mocks/fixtures';
import { createClinicListStore, SEARCH_DEBOUNCE_MS } from './clinic-list-store';
import { setQuery } from './on-demand/picker-actions';

const { yasen, dobryDoctor, uralHealth } = CLINIC_ENTRY_IDS;

function create(hash = '') {
  let current = hash;
  const emitted: [string, unknown][] = [];
  const store = createClinicListStore(
    { clinics: structuredClone(CLINIC_LIST_ENTRIES), doctorId: 1014, doctorSpecialityId: 9 },
    { emit: (name, detail) => emitted.push([name, detail]), hash: () => current },
  );
  const setHash = (h: string) => {
    current = h;
    store.applyHash(h);
  };
  const card = (id: number) => store.$view.get().cards.find((c) => c.entry.id === id);
  return { store, emitted, setHash, card };
}

beforeEach(() => configure({ now: '2026-11-23T10:00:00+03:00' }));
afterEach(() => {
  vi.useRealTimers();
  resetConfig();
});

describe('clinic list store', () => {
  it('applies a later valid #filter / #speciality and ignores other hashes (a modal id)', () => {
    const { store, setHash, card } = create('#filter=home');
    expect(store.$view.get().filter).toBe('home');
    store.setFilter('clinic');
    setHash('#pd-modal-club');
    expect(store.$view.get().filter).toBe('clinic');
    setHash('#filter=telemed');
    expect(store.$view.get().filter).toBe('telemed');
    setHash('#filter=telemed&speciality=dietolog');
    store.setFilter('clinic');
    expect(card(yasen)?.item?.name).toBe('Диетолог');
    expect(store.$view.get().cards[0].entry.id).toBe(yasen);
  });

  it('changes the filter only to an offered type and remounts every calendar on a change', () => {
    const { store, card } = create();
    const key = card(yasen)?.calendarKey;
    store.setFilter('clinic');
    expect(card(yasen)?.calendarKey).toBe(key);
    store.setFilter('home');
    expect(card(yasen)?.calendarKey).not.toBe(key);
    expect(store.$view.get().cards.map((c) => c.entry.id)).toEqual([yasen, dobryDoctor, uralHealth]);
  });

  it('applies the picker search after the 200 ms debounce', () => {
    vi.useFakeTimers();
    const { store } = create();
    store.openPicker(yasen);
    setQuery(store, 'диет');
    expect(store.$view.get().picker.workplaces).toHaveLength(2);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(store.$view.get().picker.workplaces).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.$view.get().picker.workplaces.map((w) => w.name)).toEqual(['Диетолог']);
    expect(store.$view.get().picker.services).toEqual([]);
    store.closePicker();
    expect(store.$view.get().picker.card).toBeNull();
  });

  it('switches the telemed schedule by the lowest price, then by the user', () => {
    const { store, card } = create();
    store.setFilter('telemed');
    expect(card(yasen)?.telemedKind).toBe('medtochka');
    store.chooseTelemed(yasen, 'clinic');
    expect(card(yasen)?.calendar).toMatchObject({ telemedType: 'clinic' });
  });

  it("books with the price block's tab as the type; the on-site tab books the clinic schedule", async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { store, card } = create();
    // Each booking navigates once the booking code has loaded (ADR 243).
    let calls = 0;
    const booked = () => {
      calls += 1;
      return vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(calls));
    };
    store.setPriceTab(yasen, 'default');
    store.book(yasen, { day: '2026-11-24', time: '09:00' });
    await booked();
    expect(assign).toHaveBeenLastCalledWith(
      expect.stringContaining('&type=default&doctorSpec=endokrinolog&'),
    );

    store.setFilter('telemed');
    expect(card(yasen)?.calendar).toMatchObject({ telemedType: 'medtochka' });
    store.book(yasen, { day: '2026-11-24', time: '07:20' });
    await booked();
    expect(assign).toHaveBeenLastCalledWith(expect.stringContaining('&type=telemed&'));
    store.setPriceTab(yasen, 'on-site');
    expect(card(yasen)?.calendar).toEqual({
      lpuId: 101,
      townTimedelta: 0,
      lpuTimedelta: 0,
      hasSlots: true,
      doctorId: 1014,
    });
    store.book(yasen, { day: '2026-11-24', time: '09:00' });
    await booked();
    expect(assign).toHaveBeenLastCalledWith(expect.stringContaining('&type=on-site&'));

    store.setFilter('home');
    store.book(uralHealth, { day: '2026-11-24', time: '09:00' });
    await booked();
    expect(assign).toHaveBeenLastCalledWith(
      '/appointment/new/?doctor=1014&lpu=201&slot=24.11.2026%2009:00&type=home&doctorSpec=endokrinolog' +
        '&spec_placement=&source=doctor-inner&speciality=endokrinolog&timedelta=0',
    );
  });

  it('emits clinic-list:home-call for a home visit without direct booking only', () => {
    const { store, emitted } = create('#filter=home');
    store.homeCall(uralHealth);
    expect(emitted).toEqual([]);
    store.homeCall(dobryDoctor);
    expect(emitted).toEqual([['clinic-list:home-call', { doctorId: 1014, lpuId: 102, specialityId: 9 }]]);
    // The price block's 'В клинике' tab: a visit to the clinic, its (express) calendar instead of the call.
    store.setPriceTab(dobryDoctor, 'on-site');
    const card = store.$view.get().cards.find((c) => c.entry.id === dobryDoctor);
    expect(card?.homeCall).toBe(false);
    expect(card?.calendar).toMatchObject({ doctorId: 1014, lpuId: 102, appointmentType: 'express' });
  });

  it('dispatches a cancelable pd:show-map with the pins of the shown cards', () => {
    const { store } = create();
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    window.addEventListener('pd:show-map', listener);
    try {
      expect(store.showMap()).toBe(false);
      expect(seen[0].cancelable).toBe(true);
      expect(seen[0].detail.points.map((p: { id: number }) => p.id)).toEqual([101, 102, 201, 202]);
    } finally {
      window.removeEventListener('pd:show-map', listener);
    }
  });
});
