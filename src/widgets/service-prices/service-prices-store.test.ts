import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { server } from '../../../tests/msw-server';
import {
  DEMO_CSRF_TOKEN,
  NO_ONLINE_SLOTS_SERVICE_ID,
  SERVICE_PRICES_EKATERINBURG,
  SERVICE_PRICES_MOSCOW,
  SERVICE_PRICES_SCHEDULE_MOSCOW,
  STALE_SLOTS_SERVICE_ID,
} from '../../../mocks/fixtures';
import {
  SERVICE_APPOINTMENT_REDIRECT_EVENT,
  SHOW_SERVICE_CALENDAR_EVENT,
  type ServiceListItem,
  type ShowServiceCalendarDetail,
} from './service-prices-model';
import {
  createServicePricesStore,
  SERVICE_PRICES_GOALS,
  type ServicePricesInputs,
  type ServicePricesStore,
} from './service-prices-store';

const TODAY = '2026-11-23';

let doctorsBodies: unknown[] = [];
let servicesBodies: unknown[] = [];
let goals: { name: string; params: Record<string, unknown> }[] = [];
const onGoal = (e: Event) => goals.push((e as CustomEvent).detail);
const onRequest = async ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (path === '/ajax/services/schedule/doctors/') doctorsBodies.push(await request.clone().json());
  if (path === '/ajax/services/schedule/') servicesBodies.push(await request.clone().json());
};
const stops: (() => void)[] = [];

function setup(inputs: ServicePricesInputs = {}, host: Element | null = document.createElement('div')) {
  const store = createServicePricesStore(
    { lpus: SERVICE_PRICES_MOSCOW, schedule: SERVICE_PRICES_SCHEDULE_MOSCOW, ...inputs },
    { host, today: TODAY },
  );
  const unsubscribe = store.$view.listen(() => {});
  stops.push(store.start(), unsubscribe);
  return store;
}

const settled = (store: ServicePricesStore) =>
  vi.waitFor(() => expect(store.$state.get().online.status).not.toBe('loading'));

function item(store: ServicePricesStore, synonymId: number): ServiceListItem {
  const found = store.$view.get().found.find((i) => i.synonymId === synonymId);
  if (!found) throw new Error(`no row for ${synonymId}`);
  return found;
}

function windowEvents(name: string) {
  const list: CustomEvent[] = [];
  const on = (e: Event) => list.push(e as CustomEvent);
  window.addEventListener(name, on);
  stops.push(() => window.removeEventListener(name, on));
  return list;
}

beforeEach(() => {
  configure({ csrfToken: DEMO_CSRF_TOKEN });
  doctorsBodies = [];
  servicesBodies = [];
  goals = [];
  window.addEventListener('pd:goal', onGoal);
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  while (stops.length) stops.pop()?.();
  window.removeEventListener('pd:goal', onGoal);
  server.events.removeAllListeners();
  resetConfig();
});

describe('clinic selection refreshes the online slots (booking-schedule §4, §7)', () => {
  it('asks POST /ajax/services/schedule/doctors/ for the first clinic; 24 online services turn the switch on', async () => {
    const store = setup();
    expect(store.$state.get().online.status).toBe('loading');
    await settled(store);
    expect(doctorsBodies).toHaveLength(1);
    const [body] = doctorsBodies as { lpu_id: number; doctors: number[]; services: number[] }[][];
    expect(body).toHaveLength(1);
    expect(body[0].lpu_id).toBe(101);
    expect([...body[0].doctors].sort((a, b) => a - b)).toEqual([1001, 1002, 1008, 1009, 1010, 1011, 1012]);
    expect(body[0].services).toHaveLength(25);

    const view = store.$view.get();
    expect(view.onlineCount).toBe(24);
    expect(store.$state.get().onlineOnly).toBe(true);
    expect(view.found.map((i) => i.synonymId)).not.toContain(NO_ONLINE_SLOTS_SERVICE_ID);
  });

  it('choosing the express clinic sends a new request and turns the switch off (nothing bookable online)', async () => {
    const store = setup();
    await settled(store);
    store.selectLpu(102);
    expect(store.$state.get().online).toMatchObject({ status: 'loading', lpuId: 102 });
    await settled(store);
    expect(doctorsBodies).toHaveLength(2);
    const second = (doctorsBodies[1] as { lpu_id: number; doctors: number[] }[])[0];
    expect(second.lpu_id).toBe(102);
    expect([...second.doctors].sort()).toEqual([1003, 1013]);
    expect(store.$state.get().onlineOnly).toBe(false);
    expect(store.$view.get()).toMatchObject({ onlineCount: 0, switchDisabled: true });
    expect(store.$view.get().found).toHaveLength(6);
    expect(goals).toContainEqual({ name: SERVICE_PRICES_GOALS.clinicSelect, params: { lpuId: 102 } });
  });

  it('between 1 and 19 online services the switch stays as the user left it', async () => {
    const store = setup({ lpus: SERVICE_PRICES_EKATERINBURG, schedule: { townTimedelta: 2 } });
    await settled(store);
    expect(store.$view.get().onlineCount).toBe(3);
    expect(store.$state.get().onlineOnly).toBe(false);
    store.setOnlineOnly(true);
    expect(store.$view.get().found.map((i) => i.name)).toEqual([
      'Профессиональная чистка зубов',
      'Лечение кариеса молочного зуба',
      'Приём гинеколога первичный',
    ]);
    expect(goals).toContainEqual({
      name: SERVICE_PRICES_GOALS.onlineSwitch,
      params: { lpuId: 201, enabled: true },
    });
    store.selectLpu(202);
    await settled(store);
    expect(store.$view.get().onlineCount).toBe(2);
    expect(store.$state.get().onlineOnly).toBe(true);
  });

  it('a failed request logs, leaves nothing online and the switch off', async () => {
    server.use(
      http.post('*/ajax/services/schedule/doctors/', () => new HttpResponse('oops', { status: 500 })),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = setup();
    await settled(store);
    expect(store.$state.get().online.status).toBe('error');
    expect(store.$state.get().onlineOnly).toBe(false);
    expect(store.$view.get().found).toHaveLength(25);
    expect(errors.mock.calls[0][0]).toMatch(
      /^\[pd-widgets\] pd-service-prices: could not load the online slots/,
    );
  });

  it('lpu-id preselects a clinic; a malformed input is logged and degrades', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(setup({ lpuId: 102 }).$state.get().lpuId).toBe(102);
    expect(setup({ lpuId: 999 }).$state.get().lpuId).toBe(101);
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/"lpu-id" 999 is not one of the clinics/);
    const empty = setup({ lpus: undefined, schedule: undefined });
    expect(empty.$view.get().clinic).toBeNull();
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/set "lpus" .* or "lpus-source"/);
  });
});

describe('search in the store (booking-schedule §4, §5, §9)', () => {
  it('applies typing after 300 ms, a category or a clear at once; every search resets paging', () => {
    vi.useFakeTimers();
    try {
      const store = createServicePricesStore({ lpus: SERVICE_PRICES_MOSCOW }, { today: TODAY });
      store.showMore();
      expect(store.$state.get().pages).toBe(2);
      store.type('узи');
      expect(store.$state.get()).toMatchObject({ input: 'узи', search: { text: '' }, pages: 2 });
      vi.advanceTimersByTime(299);
      expect(store.$state.get().search.text).toBe('');
      vi.advanceTimersByTime(1);
      expect(store.$state.get()).toMatchObject({ search: { text: 'узи', field: 'name' }, pages: 1 });
      expect(store.$view.get().found.map((i) => i.name)).toEqual([
        'УЗИ щитовидной железы',
        'УЗИ брюшной полости',
        'УЗИ сердца (эхокардиография)',
        'УЗИ сосудов шеи',
        'УЗИ почек и мочевого пузыря',
      ]);

      store.chooseCategory('Стоматология');
      expect(store.$state.get()).toMatchObject({ input: 'Стоматология', search: { field: 'category' } });
      expect(store.$view.get().activeCategory).toBe('Стоматология');
      expect(store.$view.get().found).toHaveLength(4);
      store.chooseCategory('Стоматология'); // the active category again: cleared
      expect(store.$state.get()).toMatchObject({ input: '', search: { text: '' } });

      store.type('колоноскопия');
      store.type('');
      vi.advanceTimersByTime(300);
      expect(store.$state.get().search.text).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('booking (booking-schedule §4, §7 page-wide events, §8 fallback)', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
  });

  it('the booking button emits pd:show-service-calendar and opens that calendar (30 days, doctor price list)', async () => {
    const host = document.createElement('div');
    const store = setup({}, host);
    await settled(store);
    const shows = windowEvents(SHOW_SERVICE_CALENDAR_EVENT);
    store.book(item(store, 5005));
    expect(shows).toHaveLength(1);
    expect(shows[0].detail).toEqual({
      lpuId: 101,
      doctorId: 1001,
      synonymId: 5005,
      dateStart: TODAY,
      doctorsLpus: [{ lpu_id: 101, has_slots: true }],
      townTimedelta: 0,
      container: host,
      serviceIsDirect: true,
      isEnabledLpuClub: false,
      isDoctorPriceList: true,
      serviceIsPreliminaryConsultation: false,
    });
    expect(shows[0].defaultPrevented).toBe(true);
    expect(store.$state.get().calendar).toMatchObject({
      key: '101:5005:1001',
      props: {
        lpuId: 101,
        synonymId: 5005,
        doctorId: 1001,
        days: 30,
        doctorPriceList: true,
        useRedirect: true,
      },
    });
    expect(goals).toContainEqual({
      name: SERVICE_PRICES_GOALS.bookClick,
      params: { lpuId: 101, synonymId: 5005, doctorId: 1001 },
    });
    // The slot check asks the service schedule with the doctor; slots exist, so the calendar stays.
    await vi.waitFor(() => expect(servicesBodies).toHaveLength(1));
    expect(servicesBodies[0]).toMatchObject({
      days: 30,
      day_start: TODAY,
      only_free: true,
      services: [{ lpu_id: 101, service_id: 5005, doctor_id: 1001 }],
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(store.$state.get().calendar?.key).toBe('101:5005:1001');
    expect(assign).not.toHaveBeenCalled();

    // One calendar at a time: another service replaces it; the up-arrow closes it.
    store.book(item(store, 5107));
    expect(store.$state.get().calendar).toMatchObject({ key: '101:5107:', props: { lpuPriceList: true } });
    store.collapse();
    expect(store.$state.get().calendar).toBeNull();
    expect(goals.map((g) => g.name)).toContain(SERVICE_PRICES_GOALS.calendarClose);
  });

  it('no slots in the 30-day schedule: the calendar closes and the redirect event sends the page on', async () => {
    const store = setup();
    await settled(store);
    const redirects = windowEvents(SERVICE_APPOINTMENT_REDIRECT_EVENT);
    store.book(item(store, STALE_SLOTS_SERVICE_ID));
    expect(store.$state.get().calendar?.key).toBe(`101:${STALE_SLOTS_SERVICE_ID}:`);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `/uslugi/appointment/new/?lpu=101&synonymId=${STALE_SLOTS_SERVICE_ID}`,
    );
    expect(redirects.map((e) => e.detail)).toEqual([
      { lpu: 101, synonymId: STALE_SLOTS_SERVICE_ID, targetDoctorId: null },
    ]);
    expect(store.$state.get().calendar).toBeNull();
  });

  it('a failed schedule load falls back to the redirect with the target doctor', async () => {
    server.use(
      http.post('*/ajax/services/schedule/', () => HttpResponse.json({ detail: 'x' }, { status: 502 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = setup();
    await settled(store);
    store.book(item(store, 5005));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      '/uslugi/appointment/new/?lpu=101&synonymId=5005&targetDoctorId=1001',
    );
  });

  it('a service known to have no online slots redirects at once, without a calendar', async () => {
    const store = setup();
    await settled(store);
    store.setOnlineOnly(false);
    const shows = windowEvents(SHOW_SERVICE_CALENDAR_EVENT);
    store.book(item(store, NO_ONLINE_SLOTS_SERVICE_ID));
    expect(shows).toHaveLength(0);
    expect(store.$state.get().calendar).toBeNull();
    expect(assign).toHaveBeenCalledWith(
      `/uslugi/appointment/new/?lpu=101&synonymId=${NO_ONLINE_SLOTS_SERVICE_ID}`,
    );
  });

  it('page code can open a calendar with the event, and take the redirect over with preventDefault()', async () => {
    const store = setup();
    await settled(store);
    const detail: Partial<ShowServiceCalendarDetail> = { lpuId: 102, synonymId: 5128, container: null };
    const event = new CustomEvent(SHOW_SERVICE_CALENDAR_EVENT, { detail, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.$state.get()).toMatchObject({ lpuId: 102, calendar: { key: '102:5128:' } });

    const takeOver = (e: Event) => e.preventDefault();
    window.addEventListener(SERVICE_APPOINTMENT_REDIRECT_EVENT, takeOver, { capture: true });
    stops.push(() =>
      window.removeEventListener(SERVICE_APPOINTMENT_REDIRECT_EVENT, takeOver, { capture: true }),
    );
    store.redirect({ lpu: 101, synonymId: 5001, targetDoctorId: null });
    expect(assign).not.toHaveBeenCalled();

    // A redirect event from page code is handled by the widget.
    window.removeEventListener(SERVICE_APPOINTMENT_REDIRECT_EVENT, takeOver, { capture: true });
    window.dispatchEvent(
      new CustomEvent(SERVICE_APPOINTMENT_REDIRECT_EVENT, {
        detail: { lpu: 101, synonymId: 5125, targetDoctorId: 1013 },
        cancelable: true,
      }),
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      '/uslugi/appointment/new/?lpu=101&synonymId=5125&targetDoctorId=1013',
    );
  });

  it('an event for a service the widget does not list is left alone', async () => {
    const store = setup();
    await settled(store);
    const event = new CustomEvent(SHOW_SERVICE_CALENDAR_EVENT, {
      detail: { lpuId: 555, synonymId: 1 },
      cancelable: true,
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(store.$state.get().calendar).toBeNull();
  });
});
