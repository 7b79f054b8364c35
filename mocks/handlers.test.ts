// The reference API itself: CSRF, §5 validation, deterministic fixtures (raw fetch, as a browser would send).
import { getResponse } from 'msw';
import { CSRF_FAILED_DETAIL } from './csrf';
import {
  BENCH_DOCTOR_ID,
  DEMO_CSRF_TOKEN,
  DEPARTMENTS,
  DOCTORS,
  EMPTY_DOCTOR_ID,
  EMPTY_LPU_ID,
  LATE_LPU_ID,
  LPU_IDS,
  LPUS,
  SPECIALITIES,
  TOWNS,
  doctorSlots,
  serviceSlots,
  PRELIMINARY_SERVICE_ID,
} from './fixtures';
import { createHandlers, handlers } from './handlers';

const URL_BULK = 'http://localhost:3000/ajax/schedule/slots_bulk/';
const body = {
  days: 14,
  dt_start: '2026-11-23',
  town_timedelta: 0,
  doctors_lpus: [{ lpu_id: 101, doctor_id: 1001, lpu_timedelta: 0, has_slots: true }],
};

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
}

const setCookie = (v: string) => (document.cookie = `csrftoken=${v}; path=/`);
const clearCookie = () => (document.cookie = 'csrftoken=; path=/; max-age=0');

afterEach(() => setCookie(DEMO_CSRF_TOKEN));

describe('CSRF on the reference API', () => {
  it('403 without the X-CSRFToken header', async () => {
    const res = await post(URL_BULK, body);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: CSRF_FAILED_DETAIL });
  });

  it('403 when the header differs from the csrftoken cookie; 200 when equal', async () => {
    setCookie('cookie-value');
    expect((await post(URL_BULK, body, { 'X-CSRFToken': 'other' })).status).toBe(403);
    expect((await post(URL_BULK, body, { 'X-CSRFToken': DEMO_CSRF_TOKEN })).status).toBe(403);
    expect((await post(URL_BULK, body, { 'X-CSRFToken': 'cookie-value' })).status).toBe(200);
  });

  it('without any cookie only the demo token passes', async () => {
    clearCookie();
    expect((await post(URL_BULK, body, { 'X-CSRFToken': DEMO_CSRF_TOKEN })).status).toBe(200);
    expect((await post(URL_BULK, body, { 'X-CSRFToken': 'guess' })).status).toBe(403);
    expect((await post(URL_BULK, body)).status).toBe(403);
  });

  it('accepts the csrfmiddlewaretoken form field instead of the header', async () => {
    setCookie('form-cookie');
    const send = (token: string) =>
      fetch(URL_BULK, { method: 'POST', body: new URLSearchParams({ csrfmiddlewaretoken: token }) });
    // the token passes; the body is then not JSON → 400, not 403
    expect((await send('form-cookie')).status).toBe(400);
    expect((await send('xyz')).status).toBe(403);
  });

  it('answers on any origin (the demo server passes its own)', async () => {
    const req = new Request('http://127.0.0.1:5173/ajax/schedule/slots_bulk/', {
      method: 'POST',
      headers: { Cookie: `csrftoken=${DEMO_CSRF_TOKEN}`, 'X-CSRFToken': DEMO_CSRF_TOKEN },
      body: JSON.stringify(body),
    });
    const res = await getResponse(handlers, req);
    expect(res?.status).toBe(200);
    const json = (await res!.json()) as { result: { doctor_id: number }[] };
    expect(json.result[0].doctor_id).toBe(1001);
  });
});

describe('§5 validation on the server (400 {"detail": …})', () => {
  const H = { 'X-CSRFToken': DEMO_CSRF_TOKEN };
  const detail = async (url: string, payload: unknown) => {
    const res = await post(`http://localhost:3000${url}`, payload, H);
    expect(res.status).toBe(400);
    return ((await res.json()) as { detail: string }).detail;
  };

  it('slots_bulk', async () => {
    const u = '/ajax/schedule/slots_bulk/';
    expect(await detail(u, { ...body, days: undefined })).toBe('Не передано количество дней');
    expect(await detail(u, { ...body, dt_start: undefined })).toBe('Не передана стартовая дата');
    expect(await detail(u, { ...body, doctors_lpus: undefined })).toBe('Не передан doctors_lpus');
    expect(await detail(u, { ...body, doctors_lpus: [] })).toBe(
      'Массив "doctors_lpus" не должен быть пустым',
    );
    expect(await detail(u, { ...body, town_timedelta: undefined })).toBe('Не передан timedelta');
    expect(await detail(u, { ...body, lpu_timedelta: 2 })).toBe('Передано несколько timedelta');
  });

  it('slots_bulk_by_specialities, services, telemed', async () => {
    const spec = { days: 14, dt_start: '2026-11-23', town_timedelta: 0 };
    expect(await detail('/ajax/schedule/slots_bulk_by_specialities/', spec)).toBe(
      'Не передан lpus_specialities',
    );
    const svc = { days: 30, day_start: '2026-11-23', only_free: true, town_timedelta: 0 };
    expect(await detail('/ajax/services/schedule/', { ...svc, services: [{ service_id: 1 }] })).toBe(
      'Не передан lpu_id услуги',
    );
    expect(
      await detail('/ajax/services/schedule/', { ...svc, services: [{ lpu_id: 1, service_id: null }] }),
    ).toBe('service_id должен быть строкой или числом');
    const tm = { days: 14, user_start_date: '2026-11-23', only_free: true, user_timezone: 3, lpu_params: [] };
    expect(await detail('/ajax/schedule/slots_bulk/telemed/', tm)).toBe(
      'Массив "lpu_params" не должен быть пустым',
    );
  });
});

describe('fixtures', () => {
  const win = { dtStart: '2026-11-23', days: 14 };

  it('has at least 6 doctors at 4 clinics in Москва (0) and Екатеринбург (+2), and 10 more Moscow clinics', () => {
    expect(Object.keys(DOCTORS).length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(LPUS)).toHaveLength(14);
    const listClinics = Object.values(LPUS).filter((l) => l.id > LPU_IDS.dobryDoctor && l.id < 200);
    expect(listClinics).toHaveLength(10);
    expect(listClinics.every((l) => l.town === TOWNS.moscow)).toBe(true);
    expect(new Set(Object.values(LPUS).map((l) => l.translit)).size).toBe(14);
    expect(new Set(Object.values(LPUS).map((l) => l.town))).toEqual(
      new Set([TOWNS.moscow, TOWNS.ekaterinburg]),
    );
    expect(TOWNS.ekaterinburg.timedelta).toBe(2);
  });

  it('is deterministic and relative to the requested start', () => {
    expect(doctorSlots(1001, 101, win)).toEqual(doctorSlots(1001, 101, win));
    const later = doctorSlots(1001, 101, { dtStart: '2026-12-07', days: 14 });
    expect(Object.keys(later).sort()[0] >= '2026-12-07').toBe(true);
  });

  it('gives busy days 10–30 slots, an empty stretch of 3+ days, and durations of 30/45/60 minutes', () => {
    for (const id of [1001, 1002, 1003, 1004]) {
      const doctor = DOCTORS[id];
      const slots = doctorSlots(id, doctor.workplaces[0].lpu_id, win);
      const busy = Object.values(slots).filter((l) => l.length > 0);
      expect(busy.length).toBeGreaterThan(5);
      for (const l of busy) {
        expect(l.length).toBeGreaterThanOrEqual(1);
        expect(l.length).toBeLessThanOrEqual(30);
      }
      expect(Math.max(...busy.map((l) => l.length))).toBeGreaterThanOrEqual(10);
      expect([1800, 2700, 3600]).toContain(busy[0][0].duration);
      // a run of ≥ 3 consecutive days without slots
      let run = 0;
      let longest = 0;
      for (let i = 0; i < 14; i++) {
        const day = new Date(Date.UTC(2026, 10, 23 + i)).toISOString().slice(0, 10);
        run = (slots[day]?.length ?? 0) === 0 ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
      expect(longest).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the special cases the demo and stories need', () => {
    expect(Object.values(doctorSlots(EMPTY_DOCTOR_ID, 201, win)).flat()).toHaveLength(0);
    const late = doctorSlots(1005, LATE_LPU_ID, { ...win, today: '2026-11-23' });
    expect(late['2026-11-23']).toEqual([]);
    expect(late['2026-11-26'].length).toBeGreaterThan(0);
    expect(Object.values(doctorSlots(BENCH_DOCTOR_ID, 101, win)).map((l) => l.length)).toEqual(
      Array(14).fill(30),
    );
    const prelim = serviceSlots(PRELIMINARY_SERVICE_ID, 101, { dtStart: '2026-11-23', days: 30 });
    expect(Object.keys(prelim).filter((d) => prelim[d].length > 0).length).toBeGreaterThan(20);
  });

  it('gives every clinic of the lpu list page a therapist department, none of them modelled doctors', () => {
    const ids = DEPARTMENTS.map((d) => d.lpu_id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    for (const d of DEPARTMENTS) {
      expect(LPUS[d.lpu_id].town).toBe(TOWNS.moscow);
      expect(d.spec).toEqual(SPECIALITIES.therapist);
      expect(Object.values(DOCTORS).some((doc) => doc.workplaces.some((w) => w.lpu_id === d.lpu_id))).toBe(
        false,
      );
    }
    expect(
      Object.values(LPUS)
        .filter((l) => l.appointment_express)
        .map((l) => l.id),
    ).toEqual([LPU_IDS.dobryDoctor, LPU_IDS.sfera, LPU_IDS.liniyaZhizni]);
  });

  it('createHandlers({today}) anchors the late clinic to that day', async () => {
    const req = () =>
      new Request('http://x/ajax/schedule/slots_bulk/', {
        method: 'POST',
        headers: { 'X-CSRFToken': DEMO_CSRF_TOKEN },
        body: JSON.stringify({
          ...body,
          dt_start: '2026-11-25',
          town_timedelta: 2,
          doctors_lpus: [{ lpu_id: LATE_LPU_ID, doctor_id: 1005, lpu_timedelta: 2, has_slots: true }],
        }),
      });
    type R = { result: { slots: Record<string, unknown[]> }[] };
    const anchored = (await (await getResponse(createHandlers({ today: '2026-11-23' }), req()))!.json()) as R;
    expect(anchored.result[0].slots['2026-11-26'].length).toBeGreaterThan(0);
    const byStart = (await (await getResponse(handlers, req()))!.json()) as R;
    expect(byStart.result[0].slots['2026-11-26']).toEqual([]);
  });
});

describe('slots_bulk_by_specialities for the lpu list page (clinic departments)', () => {
  const URL_SPEC = 'http://localhost:3000/ajax/schedule/slots_bulk_by_specialities/';
  const therapist = { name: 'Терапевт', translit: 'terapevt', speciality_id: 1 };
  type Slot = { time: string; duration: number; doctor_id?: number };
  type R = { result: { lpu_id: number; speciality_id: number; slots: Record<string, Slot[]> }[] };
  const ask = async (lpuIds: number[], dtStart = '2026-11-23') => {
    const res = await post(
      URL_SPEC,
      {
        days: 14,
        dt_start: dtStart,
        town_timedelta: 0,
        lpus_specialities: lpuIds.map((lpu_id) => ({ lpu_id, ...therapist })),
      },
      { 'X-CSRFToken': DEMO_CSRF_TOKEN },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as R).result;
  };

  it('answers a new clinic with slots of its department doctors over the 14-day window; the no-slots clinic with none', async () => {
    const [ryabina, empty] = await ask([LPU_IDS.ryabina, EMPTY_LPU_ID]);
    expect(ryabina).toMatchObject({ lpu_id: LPU_IDS.ryabina, speciality_id: 1 });
    const days = Object.keys(ryabina.slots).sort();
    expect(days[0]).toBe('2026-11-23');
    expect(days.at(-1)! <= '2026-12-06').toBe(true);
    const slots = Object.values(ryabina.slots).flat();
    expect(slots.length).toBeGreaterThan(100);
    const department = DEPARTMENTS.find((d) => d.lpu_id === LPU_IDS.ryabina)!;
    expect(new Set(slots.map((s) => s.doctor_id))).toEqual(new Set(department.doctor_ids));
    expect(
      slots.every((s) => s.duration === department.schedule.duration && /^\d{2}:\d{2}$/.test(s.time)),
    ).toBe(true);
    expect(empty).toEqual({ lpu_id: EMPTY_LPU_ID, speciality_id: 1, slots: {} });
  });

  it('answers every clinic of the page in one request, deterministically and relative to the start day', async () => {
    const pageIds = [LPU_IDS.yasen, LPU_IDS.dobryDoctor, ...DEPARTMENTS.map((d) => d.lpu_id)];
    const result = await ask(pageIds);
    expect(result.map((r) => r.lpu_id)).toEqual(pageIds);
    const withSlots = result.filter((r) => Object.values(r.slots).flat().length > 0).map((r) => r.lpu_id);
    expect(withSlots).toEqual(pageIds.filter((id) => id !== EMPTY_LPU_ID));
    expect(await ask(pageIds)).toEqual(result);
    const later = await ask([LPU_IDS.panaceya], '2026-12-07');
    expect(Object.keys(later[0].slots).sort()[0] >= '2026-12-07').toBe(true);
  });

  it('keeps the clinics with modelled doctors answering from their doctors', async () => {
    const [yasen] = await ask([LPU_IDS.yasen]);
    const doctorIds = new Set(Object.values(yasen.slots).flatMap((l) => l.map((s) => s.doctor_id)));
    expect(doctorIds).toEqual(new Set([1001, 1002, 1999]));
    expect(await ask([LPU_IDS.uralHealth])).toEqual([
      { lpu_id: LPU_IDS.uralHealth, speciality_id: 1, slots: {} },
    ]);
  });
});
