import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { server } from '../../../tests/msw-server';
import {
  CALENDAR_GOALS,
  createCalendarStore,
  ORDER_CALL_EVENT,
  sortSlots,
  PRELIMINARY_EVENT,
  TIME_CHOICE_EVENT,
  type CalendarStoreOptions,
  type PreliminaryEventDetail,
} from './calendar-store';
import type { CalendarInputs, SlotsByDay } from './calendar-model';

/** 2026-11-23 is a Monday. */
const TODAY = '2026-11-23';
const SLOTS: SlotsByDay = {
  '2026-11-23': [
    { time: '10:00', duration: 1800 },
    { time: '09:00', duration: 1800 },
  ],
  '2026-11-25': [{ time: '18:00', duration: 1800 }],
};

let bodies: unknown[] = [];

function slotsBulk(slots: SlotsByDay = SLOTS) {
  return http.post('*/ajax/schedule/slots_bulk/', async ({ request }) => {
    const body = (await request.json()) as { doctors_lpus: { lpu_id: number; doctor_id: number }[] };
    bodies.push(body);
    return HttpResponse.json({
      result: body.doctors_lpus.map((p) => ({ lpu_id: p.lpu_id, doctor_id: p.doctor_id, slots })),
    });
  });
}

function setup(inputs: CalendarInputs, extra: Partial<CalendarStoreOptions> = {}) {
  const emit = vi.fn();
  const store = createCalendarStore(inputs, {
    emit,
    today: TODAY,
    location: () => ({ search: '', hash: '', pathname: '/moskva/vrach/1001-ivanova/' }),
    ...extra,
  });
  return { store, emit };
}

const doctor: CalendarInputs = { doctorId: 1001, lpuId: 101, dateStart: TODAY };
let goals: { name: string; params: Record<string, unknown> }[] = [];
const onGoal = (e: Event) => goals.push((e as CustomEvent).detail);

beforeEach(() => {
  bodies = [];
  goals = [];
  window.addEventListener('pd:goal', onGoal);
});
afterEach(() => {
  window.removeEventListener('pd:goal', onGoal);
  resetConfig();
});

describe('loading', () => {
  it('goes from loading to ready with days, merged tabs and the first enabled day active', async () => {
    server.use(slotsBulk());
    const { store } = setup(doctor);
    expect(store.$state.get().status).toBe('loading');
    await store.load();
    const s = store.$state.get();
    expect(s.status).toBe('ready');
    expect(bodies).toEqual([
      expect.objectContaining({
        days: 14,
        dt_start: TODAY,
        town_timedelta: 0,
        doctors_lpus: [expect.objectContaining({ doctor_id: 1001, lpu_id: 101 })],
      }),
    ]);
    expect(s.days).toHaveLength(14);
    expect(s.tabs.map((t) => t.title).slice(0, 4)).toEqual([
      '23 нояб',
      '24 нояб',
      '25 нояб',
      '26 нояб – 6 дек',
    ]);
    expect(s.activeDay).toBe(TODAY);
    expect(s.slots[TODAY].map((x) => x.time)).toEqual(['09:00', '10:00']);
    expect(s.body).toMatchObject({ slots: true, stub: false });
  });

  it('a calendar created after its slots came in starts ready: no loading state, no second request (ADR 245)', async () => {
    server.use(slotsBulk());
    const first = setup(doctor).store;
    await first.load();
    expect(bodies).toHaveLength(1);

    const { store } = setup(doctor);
    const s = store.$state.get();
    expect(s.status).toBe('ready');
    expect(s.activeDay).toBe(TODAY);
    expect(s.slots[TODAY].map((x) => x.time)).toEqual(['09:00', '10:00']);
    const stop = store.start();
    expect(store.$state.get().status).toBe('ready');
    await new Promise((r) => setTimeout(r, 20));
    expect(bodies).toHaveLength(1);
    stop();
    // Another doctor's slots are not in: that calendar loads.
    expect(setup({ ...doctor, doctorId: 1002 }).store.$state.get().status).toBe('loading');
  });

  it("§7 slots_bulk doctors_lpus: the pair carries its clinic's lpu_timedelta and has_slots", async () => {
    server.use(slotsBulk());
    const { store } = setup({ ...doctor, lpuTimedelta: 2, hasSlots: true });
    await store.load();
    expect(bodies).toEqual([
      expect.objectContaining({
        town_timedelta: 0,
        doctors_lpus: [{ doctor_id: 1001, lpu_id: 101, lpu_timedelta: 2, has_slots: true }],
      }),
    ]);
  });

  it('§5 the clinic slot helper requests only doctor–clinic pairs that have slots (has_slots false → no request)', async () => {
    server.use(slotsBulk());
    const { store } = setup({ ...doctor, hasSlots: false, appointmentType: 'express', expressEnabled: true });
    expect(store.$state.get().status).toBe('ready');
    await store.load();
    expect(bodies).toEqual([]);
    expect(store.$state.get().body).toMatchObject({ slots: false, orderCall: true });
    const plain = setup({ ...doctor, hasSlots: false }).store;
    await plain.load();
    expect(bodies).toEqual([]);
    expect(plain.$state.get().body).toMatchObject({ slots: false, stub: true });
  });

  it('opens on the day the URL filters ask for', async () => {
    server.use(slotsBulk());
    const { store } = setup(doctor, {
      location: () => ({ search: '?daytimes=evening', hash: '', pathname: '' }),
    });
    await store.load();
    expect(store.$state.get().activeDay).toBe('2026-11-25');
  });

  it('shows the stub when no day has slots', async () => {
    server.use(slotsBulk({}));
    const { store } = setup(doctor);
    await store.load();
    expect(store.$state.get()).toMatchObject({
      status: 'ready',
      activeDay: null,
      body: { slots: false, stub: true },
    });
  });

  it('logs malformed inputs and shows the stub without any request', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = setup({ lpuId: 101, dateStart: 'tomorrow' });
    expect(spy.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(/^\[pd-widgets\] pd-appointment-calendar: no schedule to show/),
      expect.stringMatching(
        /^\[pd-widgets\] pd-appointment-calendar: attribute "date-start" must be yyyy-MM-dd/,
      ),
    ]);
    expect(store.$state.get().status).toBe('ready');
    await store.load();
    expect(bodies).toEqual([]);
    expect(store.$state.get().body.stub).toBe(true);
  });
});

describe('errors', () => {
  it('shows the generic error texts, and retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('*/ajax/schedule/slots_bulk/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { store } = setup(doctor);
    await store.load();
    expect(store.$state.get()).toMatchObject({
      status: 'error',
      error: { title: 'Что-то пошло не так', text: 'Попробуйте немного подождать и обновите страницу' },
    });
    server.use(slotsBulk());
    await store.retry();
    expect(store.$state.get()).toMatchObject({ status: 'ready', error: null, activeDay: TODAY });
  });

  it('shows the offline texts on a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/ajax/schedule/slots_bulk/', () => HttpResponse.error()));
    const { store } = setup(doctor);
    await store.load();
    expect(store.$state.get().error).toEqual({
      title: 'Нет соединения с интернетом',
      text: 'Проверьте соединение и попробуйте снова',
    });
  });

  it('an unmount aborts the request and leaves no error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(slotsBulk());
    const { store } = setup(doctor);
    const stop = store.start();
    stop();
    await new Promise((r) => setTimeout(r, 30));
    expect(store.$state.get().status).toBe('loading');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('days and slots', () => {
  it('orders each day by time without the locale collator (ADR 220)', () => {
    const collate = vi.spyOn(String.prototype, 'localeCompare');
    const slot = (time: string) => ({ time, duration: 1800 });
    const sorted = sortSlots({
      '2026-11-23': [
        slot('14:30'),
        slot('09:00'),
        slot('10:15'),
        slot('09:45'),
        slot('23:59'),
        slot('00:00'),
      ],
      '2026-11-24': [],
    });
    expect(sorted['2026-11-23'].map((s) => s.time)).toEqual([
      '00:00',
      '09:00',
      '09:45',
      '10:15',
      '14:30',
      '23:59',
    ]);
    expect(sorted['2026-11-24']).toEqual([]);
    expect(collate).not.toHaveBeenCalled();
    collate.mockRestore();
  });

  it('ignores disabled days and ranges, activates enabled ones and collapses the list', async () => {
    server.use(slotsBulk());
    const { store } = setup(doctor);
    await store.load();
    store.toggleExpanded();
    store.selectDay('2026-11-24');
    expect(store.$state.get()).toMatchObject({ activeDay: TODAY, expanded: true });
    store.selectDay('2026-11-26');
    expect(store.$state.get().activeDay).toBe(TODAY);
    store.selectDay('2026-11-25');
    expect(store.$state.get()).toMatchObject({ activeDay: '2026-11-25', expanded: false });
  });

  it('choosing a slot stores it, emits time-choice and sends the slot goal', async () => {
    server.use(slotsBulk());
    const { store, emit } = setup(doctor);
    await store.load();
    store.chooseSlot(TODAY, { time: '09:00', duration: 1800 });
    expect(store.$state.get().selected).toEqual({ day: TODAY, time: '09:00', duration: 1800 });
    expect(emit).toHaveBeenCalledWith(TIME_CHOICE_EVENT, {
      day: TODAY,
      time: '09:00',
      duration: 1800,
      dateName: '23 ноября (понедельник)',
      selectedFullDate: '23.11.2026 09:00',
    });
    expect(goals).toEqual([
      {
        name: CALENDAR_GOALS.slotClick,
        params: { doctorId: 1001, lpuId: 101, synonymId: null, day: TODAY, time: '09:00' },
      },
    ]);
  });

  it('with use-redirect navigates to the doctor new-appointment page', async () => {
    server.use(slotsBulk());
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { store } = setup(
      { ...doctor, useRedirect: true, doctorSpec: 'terapevt', specPlacement: 'top' },
      {
        location: () => ({
          search: '',
          hash: '#speciality=kardiolog',
          pathname: '/moskva/vrach/1001-ivanova/',
        }),
      },
    );
    await store.load();
    store.chooseSlot('2026-11-25', { time: '18:00', duration: 1800 });
    // The redirect code loads on the first choice (ADR 243).
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/appointment/new/?doctor=1001&lpu=101&slot=25.11.2026%2018:00&type=default&doctorSpec=kardiolog&spec_placement=top&source=doctor-inner&speciality=kardiolog',
      ),
    );
  });
});

describe('the redirect code on demand (ADR 243)', () => {
  afterEach(() => {
    vi.doUnmock('./on-demand/redirect');
    vi.resetModules();
  });

  it('a failed load logs and keeps the choice; the next choice loads it again and navigates', async () => {
    server.use(slotsBulk());
    vi.resetModules();
    let offline = true;
    vi.doMock('./on-demand/redirect', async (original) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    // Fresh modules: the store's loader and the navigation it calls are those the mock applies to.
    const { createCalendarStore: create } = await import('./calendar-store');
    const { navigation: nav } = await import('../../core/dom');
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = create({ ...doctor, useRedirect: true }, { emit: vi.fn(), today: TODAY });
    await store.load();

    store.chooseSlot('2026-11-25', { time: '18:00', duration: 1800 });
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[pd-widgets] pd-appointment-calendar: could not load the booking code; the next slot choice loads it again',
        expect.anything(),
      ),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(store.$state.get().selected).toEqual({ day: '2026-11-25', time: '18:00', duration: 1800 });

    offline = false;
    store.chooseSlot('2026-11-25', { time: '18:00', duration: 1800 });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0][0]).toMatch(
      /^\/appointment\/new\/\?doctor=1001&lpu=101&slot=25\.11\.2026%2018:00&/,
    );
  });
});

describe('preliminary consultation', () => {
  it('opens the modal first; confirm commits the slot, decline does not', async () => {
    server.use(slotsBulk());
    const events: PreliminaryEventDetail[] = [];
    const onEvent = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(PRELIMINARY_EVENT, onEvent);
    const { store, emit } = setup({ ...doctor, preliminaryConsultation: true });
    const stop = store.start();
    await vi.waitFor(() => expect(store.$state.get().status).toBe('ready'));

    store.chooseSlot(TODAY, { time: '10:00', duration: 1800 });
    expect(store.$state.get().preliminary).toEqual({
      open: true,
      pending: { day: TODAY, slot: { time: '10:00', duration: 1800 } },
    });
    expect(emit).not.toHaveBeenCalled();
    expect(events[0]).toMatchObject({ visible: true });
    expect(typeof events[0].onContinue).toBe('function');

    store.declinePreliminary();
    expect(store.$state.get().preliminary.open).toBe(false);
    expect(events[1]).toMatchObject({ visible: false });
    expect(emit).not.toHaveBeenCalled();

    store.chooseSlot(TODAY, { time: '10:00', duration: 1800 });
    store.confirmPreliminary();
    expect(store.$state.get().preliminary.open).toBe(false);
    expect(emit).toHaveBeenCalledWith(
      TIME_CHOICE_EVENT,
      expect.objectContaining({ day: TODAY, time: '10:00' }),
    );
    expect(store.$state.get().selected).toEqual({ day: TODAY, time: '10:00', duration: 1800 });

    expect(goals.map((g) => g.name)).toEqual([
      CALENDAR_GOALS.slotClick,
      CALENDAR_GOALS.preliminaryOpen,
      CALENDAR_GOALS.preliminaryDecline,
      CALENDAR_GOALS.slotClick,
      CALENDAR_GOALS.preliminaryOpen,
      CALENDAR_GOALS.preliminaryConfirm,
    ]);
    stop();
    window.removeEventListener(PRELIMINARY_EVENT, onEvent);
  });

  it('the global event opens the first calendar’s modal and confirm calls the page’s continue handler', async () => {
    server.use(slotsBulk());
    const first = setup({ ...doctor, preliminaryConsultation: true });
    const second = setup({ ...doctor, preliminaryConsultation: true });
    const stops = [first.store.start(), second.store.start()];
    const onContinue = vi.fn();
    window.dispatchEvent(new CustomEvent(PRELIMINARY_EVENT, { detail: { visible: true, onContinue } }));
    expect(first.store.$state.get().preliminary.open).toBe(true);
    expect(second.store.$state.get().preliminary.open).toBe(false);
    first.store.confirmPreliminary();
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(first.emit).not.toHaveBeenCalled();

    window.dispatchEvent(new CustomEvent(PRELIMINARY_EVENT, { detail: { visible: true } }));
    window.dispatchEvent(new CustomEvent(PRELIMINARY_EVENT, { detail: { visible: false } }));
    expect(first.store.$state.get().preliminary.open).toBe(false);
    stops.forEach((stop) => stop());
  });
});

describe('express mode', () => {
  it('keeps slots inert and offers the order call', async () => {
    server.use(slotsBulk());
    const { store, emit } = setup({ ...doctor, appointmentType: 'express', expressEnabled: true });
    await store.load();
    expect(store.$state.get().body).toEqual({ slots: true, slotsInert: true, orderCall: true, stub: false });
    store.chooseSlot(TODAY, { time: '09:00', duration: 1800 });
    expect(emit).not.toHaveBeenCalled();
    expect(store.$state.get().selected).toBeNull();
    store.orderCall();
    expect(emit).toHaveBeenCalledWith(ORDER_CALL_EVENT, { doctorId: 1001, lpuId: 101, synonymId: null });
    expect(goals.map((g) => g.name)).toEqual([CALENDAR_GOALS.orderCall]);
  });

  it('shows the order call alone without slots', async () => {
    server.use(slotsBulk({}));
    const { store } = setup({ ...doctor, appointmentType: 'express', expressEnabled: true });
    await store.load();
    expect(store.$state.get().body).toEqual({
      slots: false,
      slotsInert: false,
      orderCall: true,
      stub: false,
    });
  });
});
