// The schedule endpoint functions against the reference API (mocks/handlers.ts via tests/msw-server.ts).
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import {
  BENCH_DOCTOR_ID,
  DOCTOR_IDS,
  EMPTY_DOCTOR_ID,
  FAILING_DOCTOR_ID,
  LATE_LPU_ID,
  LPU_IDS,
  PRELIMINARY_SERVICE_ID,
  SERVICE_IDS,
  SPECIALITIES,
} from '../../../mocks/fixtures';
import { resetConfig } from '../config';
import { ApiError } from '../http';
import {
  ScheduleRequestError,
  fetchDoctorSlots,
  fetchServiceSlots,
  fetchSpecialitySlots,
  fetchTelemedSlots,
  type SlotsByDay,
} from './schedule';

const START = '2026-11-23'; // a Monday
const Q = { dtStart: START, days: 14, townTimedelta: 0 };

interface Seen {
  path: string;
  body: unknown;
}

/** Records every request the reference API receives. */
function record(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const clone = request.clone();
    const entry: Seen = { path: new URL(request.url).pathname, body: undefined };
    seen.push(entry);
    void clone.text().then((t) => (entry.body = t ? JSON.parse(t) : undefined));
  });
  return seen;
}

function expectWellFormed(slots: SlotsByDay) {
  for (const [day, list] of Object.entries(slots)) {
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const s of list) {
      expect(s.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(s.duration).toBeGreaterThan(0);
    }
  }
}

beforeEach(() => resetConfig());
afterEach(() => server.events.removeAllListeners());

describe('fetchDoctorSlots', () => {
  it('ten calls in one tick → exactly ONE slots_bulk request; every caller gets its own doctor', async () => {
    const seen = record();
    const asks: { doctorId: number; lpuId: number }[] = [
      DOCTOR_IDS.ivanova,
      DOCTOR_IDS.petrov,
      DOCTOR_IDS.lebedeva,
      BENCH_DOCTOR_ID,
      DOCTOR_IDS.ivanova, // duplicate pair
    ].map((doctorId) => ({ doctorId, lpuId: LPU_IDS.yasen }));
    asks.push(
      { doctorId: DOCTOR_IDS.ivanova, lpuId: LPU_IDS.dobryDoctor },
      { doctorId: DOCTOR_IDS.smirnova, lpuId: LPU_IDS.dobryDoctor },
      { doctorId: DOCTOR_IDS.petrov, lpuId: LPU_IDS.yasen },
      { doctorId: BENCH_DOCTOR_ID, lpuId: LPU_IDS.yasen },
      { doctorId: DOCTOR_IDS.lebedeva, lpuId: LPU_IDS.yasen },
    );
    expect(asks).toHaveLength(10);
    const results = await Promise.all(asks.map((a) => fetchDoctorSlots({ ...a, ...Q })));

    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe('/ajax/schedule/slots_bulk/');
    const body = seen[0].body as { doctors_lpus: unknown[] };
    expect(body).toMatchObject({ days: 14, dt_start: START, town_timedelta: 0 });
    expect(body.doctors_lpus).toHaveLength(6); // identical pairs sent once
    expect(body.doctors_lpus).toContainEqual({
      lpu_id: 101,
      doctor_id: 1001,
      lpu_timedelta: 0,
      has_slots: true,
    });

    results.forEach(expectWellFormed);
    expect(results[0]).toEqual(results[4]); // the duplicate pair gets the same slots…
    expect(results[0]).not.toBe(results[4]); // …as its own copy
    expect(results[0]).not.toEqual(results[1]);
    // durations per doctor, in seconds
    expect(Object.values(results[0]).flat()[0].duration).toBe(1800);
    expect(Object.values(results[1]).flat()[0].duration).toBe(2700);
    expect(Object.values(results[6]).flat()[0].duration).toBe(3600);
  });

  it('different start days or towns go into separate requests', async () => {
    const seen = record();
    await Promise.all([
      fetchDoctorSlots({ doctorId: 1001, lpuId: 101, ...Q }),
      fetchDoctorSlots({ doctorId: 1004, lpuId: 201, ...Q, townTimedelta: 2 }),
      fetchDoctorSlots({ doctorId: 1001, lpuId: 101, ...Q, dtStart: '2026-11-30' }),
    ]);
    expect(seen).toHaveLength(3);
  });

  it('the bench doctor has 30 slots on each of 14 days', async () => {
    const slots = await fetchDoctorSlots({ doctorId: BENCH_DOCTOR_ID, lpuId: LPU_IDS.yasen, ...Q });
    expect(Object.keys(slots)).toHaveLength(14);
    for (const list of Object.values(slots)) expect(list).toHaveLength(30);
  });

  it('a doctor without slots resolves with no slot at all', async () => {
    const slots = await fetchDoctorSlots({
      doctorId: EMPTY_DOCTOR_ID,
      lpuId: LPU_IDS.uralHealth,
      ...Q,
      townTimedelta: 2,
    });
    expect(Object.values(slots).flat()).toHaveLength(0);
  });

  it('the late clinic has no slots on its first 3 days', async () => {
    const slots = await fetchDoctorSlots({
      doctorId: DOCTOR_IDS.sokolova,
      lpuId: LATE_LPU_ID,
      ...Q,
      townTimedelta: 2,
    });
    expect(slots['2026-11-23']).toEqual([]);
    expect(slots['2026-11-25']).toEqual([]);
    expect(slots['2026-11-26'].length).toBeGreaterThan(5);
  });

  it('the failing doctor rejects with ApiError server', async () => {
    const err = await fetchDoctorSlots({
      doctorId: FAILING_DOCTOR_ID,
      lpuId: LATE_LPU_ID,
      ...Q,
      dtStart: '2026-12-01',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'server', status: 500 });
  });

  it('a bad query rejects with the §5 text without a request and without spoiling the others', async () => {
    const seen = record();
    const bad = fetchDoctorSlots({ doctorId: 1001, lpuId: 101, ...Q, days: 0 });
    const good = fetchDoctorSlots({ doctorId: 1001, lpuId: 101, ...Q });
    await expect(bad).rejects.toThrow(ScheduleRequestError);
    await expect(bad).rejects.toThrow('Не передано количество дней');
    await expect(good).resolves.toBeTypeOf('object');
    expect(seen).toHaveLength(1);
  });

  it('an aborted caller is rejected, the others of the batch still get their slots', async () => {
    const ctrl = new AbortController();
    const a = fetchDoctorSlots({ doctorId: 1001, lpuId: 101, ...Q }, ctrl.signal);
    const b = fetchDoctorSlots({ doctorId: 1002, lpuId: 101, ...Q });
    ctrl.abort();
    await expect(a).rejects.toMatchObject({ kind: 'aborted' });
    expect(Object.keys(await b).length).toBeGreaterThan(0);
  });

  it('rejects a reply with a bad day key as a parse error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('*/ajax/schedule/slots_bulk/', () =>
        HttpResponse.json({ result: [{ lpu_id: 101, doctor_id: 1001, slots: { '23.11.2026': [] } }] }),
      ),
    );
    await expect(fetchDoctorSlots({ doctorId: 1001, lpuId: 101, ...Q })).rejects.toMatchObject({
      kind: 'parse',
    });
  });

  it("one clinic's malformed slots fail that calendar alone; the others of the same request get theirs (ADR 224)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = record();
    server.use(
      http.post('*/ajax/schedule/slots_bulk/', () =>
        HttpResponse.json({
          result: [
            { lpu_id: 101, doctor_id: 1001, slots: { [START]: [{ time: '24:00', duration: 1800 }] } },
            { lpu_id: 102, doctor_id: 1001, slots: { [START]: [{ time: '09:30', duration: 1800 }] } },
          ],
        }),
      ),
    );
    const [broken, fine] = await Promise.allSettled([
      fetchDoctorSlots({ doctorId: 1001, lpuId: 101, ...Q }),
      fetchDoctorSlots({ doctorId: 1001, lpuId: 102, ...Q }),
    ]);
    expect(seen.filter((s) => s.path === '/ajax/schedule/slots_bulk/')).toHaveLength(1);
    expect(broken).toMatchObject({ status: 'rejected', reason: { kind: 'parse' } });
    expect((broken as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(fine).toEqual({ status: 'fulfilled', value: { [START]: [{ time: '09:30', duration: 1800 }] } });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toMatch(
      /\[pd-widgets\] http: POST \/ajax\/schedule\/slots_bulk\/: unexpected reply shape \(.*a slot time must be HH:mm/,
    );
  });
});

describe('fetchSpecialitySlots', () => {
  it('coalesces into one slots_bulk_by_specialities request; slots carry doctorId', async () => {
    const seen = record();
    const [therapists, cardio] = await Promise.all([
      fetchSpecialitySlots({
        lpuId: 101,
        specialityId: SPECIALITIES.therapist.id,
        name: 'Терапевт',
        translit: 'terapevt',
        ...Q,
      }),
      fetchSpecialitySlots({
        lpuId: 101,
        specialityId: SPECIALITIES.cardiologist.id,
        name: 'Кардиолог',
        translit: 'kardiolog',
        ...Q,
      }),
    ]);
    expect(seen.map((s) => s.path)).toEqual(['/ajax/schedule/slots_bulk_by_specialities/']);
    expect(seen[0].body).toMatchObject({
      lpus_specialities: [
        { lpu_id: 101, name: 'Терапевт', translit: 'terapevt', speciality_id: 1 },
        { lpu_id: 101, name: 'Кардиолог', translit: 'kardiolog', speciality_id: 2 },
      ],
      town_timedelta: 0,
    });
    const doctors = new Set(
      Object.values(therapists)
        .flat()
        .map((s) => s.doctorId),
    );
    expect([...doctors].sort()).toEqual([1001, 1002, 1999]);
    expect(
      new Set(
        Object.values(cardio)
          .flat()
          .map((s) => s.doctorId),
      ),
    ).toEqual(new Set([1002]));
  });
});

describe('fetchServiceSlots', () => {
  it('coalesces into one /ajax/services/schedule/ request with only_free; 30 days for the preliminary service', async () => {
    const seen = record();
    const [gastro, mri] = await Promise.all([
      fetchServiceSlots({
        lpuId: 101,
        serviceId: PRELIMINARY_SERVICE_ID,
        dayStart: START,
        days: 30,
        townTimedelta: 0,
      }),
      fetchServiceSlots({
        lpuId: 102,
        serviceId: String(SERVICE_IDS.brainMri),
        dayStart: START,
        days: 30,
        townTimedelta: 0,
      }),
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0].body).toMatchObject({ days: 30, day_start: START, only_free: true, town_timedelta: 0 });
    expectWellFormed(gastro);
    const days = Object.keys(gastro)
      .filter((d) => gastro[d].length > 0)
      .sort();
    expect(days[0] < '2026-11-26').toBe(true);
    expect(days.at(-1)! > '2026-12-15').toBe(true); // the window really spans 30 days
    expect(
      Object.values(gastro)
        .flat()
        .every((s) => s.doctorId === DOCTOR_IDS.lebedeva),
    ).toBe(true);
    expect(Object.values(mri).flat()[0].duration).toBe(2400);
  });

  it('asks for one doctor with doctor_id', async () => {
    const seen = record();
    const slots = await fetchServiceSlots({
      lpuId: 101,
      serviceId: SERVICE_IDS.therapistVisit,
      doctorId: DOCTOR_IDS.ivanova,
      dayStart: START,
      days: 30,
      townTimedelta: 0,
    });
    expect(seen[0].body).toMatchObject({ services: [{ lpu_id: 101, service_id: 5005, doctor_id: 1001 }] });
    const all = Object.values(slots).flat();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((s) => s.doctorId === DOCTOR_IDS.ivanova)).toBe(true);
  });
});

describe('fetchTelemedSlots', () => {
  it('sends the telemed body and converts minutes to seconds; date-time starts become HH:mm', async () => {
    const seen = record();
    const slots = await fetchTelemedSlots({
      lpuId: 101,
      doctorId: DOCTOR_IDS.ivanova,
      typeSchedule: 'medtochka',
      userStartDate: START,
      userTimezone: 3,
      days: 14,
    });
    expect(seen[0]).toEqual({
      path: '/ajax/schedule/slots_bulk/telemed/',
      body: {
        days: 14,
        user_start_date: START,
        only_free: true,
        user_timezone: 3,
        lpu_params: [{ lpu_id: 101, schedule_params: [{ doctor_id: 1001, type_schedule: 'medtochka' }] }],
      },
    });
    expectWellFormed(slots);
    const all = Object.values(slots).flat();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((s) => s.duration === 1200)).toBe(true);
  });

  it('drops busy slots', async () => {
    server.use(
      http.post('*/ajax/schedule/slots_bulk/telemed/', () =>
        HttpResponse.json([
          {
            lpu_id: 201,
            schedule_data: [
              {
                schedule: [
                  {
                    date: START,
                    slots: [
                      { time_start: '2026-11-23T18:00:00', free: false, duration: 30 },
                      { time_start: '18:30', free: true, duration: 30 },
                    ],
                  },
                ],
              },
            ],
          },
        ]),
      ),
    );
    const slots = await fetchTelemedSlots({
      lpuId: 201,
      doctorId: 1005,
      typeSchedule: 'clinic',
      userStartDate: START,
      userTimezone: 5,
      days: 14,
    });
    expect(slots).toEqual({ [START]: [{ time: '18:30', duration: 1800 }] });
  });
});
