import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../../core/config';
import { CLINIC_ENTRY_IDS, CLINIC_LIST_ENTRIES } from '../../../../mocks/fixtures';
import { createClinicListStore, SEARCH_DEBOUNCE_MS } from '../clinic-list-store';
import { selectItem, setQuery } from './picker-actions';

const { yasen } = CLINIC_ENTRY_IDS;

function create() {
  const store = createClinicListStore(
    { clinics: structuredClone(CLINIC_LIST_ENTRIES), doctorId: 1014, doctorSpecialityId: 9 },
    { emit: () => {} },
  );
  const card = () => store.$view.get().cards.find((c) => c.entry.id === yasen)!;
  return { store, card };
}

beforeEach(() => configure({ now: '2026-11-23T10:00:00+03:00' }));
afterEach(() => {
  vi.useRealTimers();
  resetConfig();
});

describe('picker actions (booking-schedule §4 picker, §5 search debounce)', () => {
  it("choosing another item shows it on the card, closes the picker and drops the card's price tab", () => {
    const { store, card } = create();
    expect(card().item?.name).toBe('Эндокринолог');
    store.setPriceTab(yasen, 'on-site');
    expect(store.$state.get().tabs[yasen]).toBe('on-site');
    store.openPicker(yasen);
    const dietolog = card().workplaces.find((w) => w.name === 'Диетолог')!;
    selectItem(store, yasen, dietolog.key);
    expect(card().item?.name).toBe('Диетолог');
    expect(store.$view.get().picker.card).toBeNull();
    expect(store.$state.get().tabs[yasen]).toBeUndefined();
  });

  it('a key the card does not offer only closes the picker', () => {
    const { store, card } = create();
    store.openPicker(yasen);
    selectItem(store, yasen, 'no-such-item');
    expect(card().item?.name).toBe('Эндокринолог');
    expect(store.$view.get().picker.card).toBeNull();
  });

  it('a search still waiting when the picker closes changes nothing; reopened, the picker starts empty', () => {
    vi.useFakeTimers();
    const { store } = create();
    store.openPicker(yasen);
    setQuery(store, 'диет');
    store.closePicker();
    store.openPicker(yasen);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(store.$state.get().picker).toEqual({ entryId: yasen, query: '', applied: '' });
    expect(store.$view.get().picker.workplaces.length).toBeGreaterThan(1);
  });
});
