// Pure body builders and validators of booking-schedule §3/§5/§7 — no network.
import {
  ScheduleRequestError,
  buildDoctorsBulkBody,
  buildServicesBody,
  buildSpecialitiesBulkBody,
  buildTelemedBody,
  telemedToSlotsByDay,
  type DoctorLpuItem,
} from './schedule';
import { normalizeTelemedTime, slotsByDaySchema } from './schedule.schemas';
import * as v from 'valibot';

const W = { days: 14, dtStart: '2026-11-23', townTimedelta: 0 };
const pair: DoctorLpuItem = { lpuId: 101, doctorId: 1001 };

function thrown(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ScheduleRequestError);
    return (err as Error).message;
  }
  throw new Error('expected a ScheduleRequestError');
}

describe('buildDoctorsBulkBody (slots_bulk)', () => {
  it('builds the spec body and sends identical doctor/clinic pairs once', () => {
    const body = buildDoctorsBulkBody(
      [
        { lpuId: 101, doctorId: 1001, hasSlots: false },
        { lpuId: 201, doctorId: 1004, lpuTimedelta: 2 },
        { lpuId: 101, doctorId: 1001, hasSlots: true },
      ],
      W,
    );
    expect(body).toEqual({
      days: 14,
      dt_start: '2026-11-23',
      town_timedelta: 0,
      doctors_lpus: [
        { lpu_id: 101, doctor_id: 1001, lpu_timedelta: 0, has_slots: true },
        { lpu_id: 201, doctor_id: 1004, lpu_timedelta: 2, has_slots: true },
      ],
    });
  });

  it('sends lpu_timedelta or user_timedelta instead of town_timedelta, and all_slots when given', () => {
    const body = buildDoctorsBulkBody([pair], {
      days: 14,
      dtStart: '2026-11-23',
      lpuTimedelta: 2,
      allSlots: true,
    });
    expect(body).toMatchObject({ lpu_timedelta: 2, all_slots: true });
    expect(body).not.toHaveProperty('town_timedelta');
    expect(buildDoctorsBulkBody([pair], { days: 1, dtStart: '2026-11-23', userTimedelta: -1 })).toMatchObject(
      {
        user_timedelta: -1,
      },
    );
  });

  it.each([
    [
      'no days',
      () => buildDoctorsBulkBody([pair], { ...W, days: undefined as unknown as number }),
      'Не передано количество дней',
    ],
    ['zero days', () => buildDoctorsBulkBody([pair], { ...W, days: 0 }), 'Не передано количество дней'],
    ['no start', () => buildDoctorsBulkBody([pair], { ...W, dtStart: '' }), 'Не передана стартовая дата'],
    [
      'bad start',
      () => buildDoctorsBulkBody([pair], { ...W, dtStart: '23.11.2026' }),
      'Не передана стартовая дата',
    ],
    ['no list', () => buildDoctorsBulkBody(undefined, W), 'Не передан doctors_lpus'],
    ['empty list', () => buildDoctorsBulkBody([], W), 'Массив "doctors_lpus" не должен быть пустым'],
    [
      'no timedelta',
      () => buildDoctorsBulkBody([pair], { days: 14, dtStart: '2026-11-23' }),
      'Не передан timedelta',
    ],
    [
      'two timedeltas',
      () => buildDoctorsBulkBody([pair], { ...W, userTimedelta: 2 }),
      'Передано несколько timedelta',
    ],
  ])('%s → §5 message', (_name, fn, message) => {
    expect(thrown(fn)).toBe(message);
  });

  it('accepts a timedelta of 0 (Moscow)', () => {
    expect(buildDoctorsBulkBody([pair], W).town_timedelta).toBe(0);
  });
});

describe('buildSpecialitiesBulkBody', () => {
  const spec = { lpuId: 101, specialityId: 1, name: 'Терапевт', translit: 'terapevt' };
  it('builds the spec body, deduplicated', () => {
    expect(buildSpecialitiesBulkBody([spec, spec], W)).toEqual({
      days: 14,
      dt_start: '2026-11-23',
      town_timedelta: 0,
      lpus_specialities: [{ lpu_id: 101, name: 'Терапевт', translit: 'terapevt', speciality_id: 1 }],
    });
  });
  it.each([
    ['missing list', () => buildSpecialitiesBulkBody(null, W), 'Не передан lpus_specialities'],
    ['empty list', () => buildSpecialitiesBulkBody([], W), 'Не передан lpus_specialities'],
    ['no days', () => buildSpecialitiesBulkBody([spec], { ...W, days: -1 }), 'Не передано количество дней'],
    [
      'no start',
      () => buildSpecialitiesBulkBody([spec], { ...W, dtStart: '2026-02-30' }),
      'Не передана стартовая дата',
    ],
    [
      'no timedelta',
      () => buildSpecialitiesBulkBody([spec], { ...W, townTimedelta: NaN }),
      'Не передан timedelta',
    ],
  ])('%s → message', (_n, fn, message) => expect(thrown(fn)).toBe(message));
});

describe('buildServicesBody', () => {
  const S = { days: 30, dayStart: '2026-11-23', townTimedelta: 2 };
  it('builds the spec body with only_free true and the optional doctor_id', () => {
    expect(
      buildServicesBody(
        [
          { lpuId: 101, serviceId: 5003 },
          { lpuId: 101, serviceId: '5005', doctorId: 1001 },
          { lpuId: 101, serviceId: 5003 },
        ],
        S,
      ),
    ).toEqual({
      days: 30,
      day_start: '2026-11-23',
      only_free: true,
      town_timedelta: 2,
      services: [
        { lpu_id: 101, service_id: 5003 },
        { lpu_id: 101, service_id: '5005', doctor_id: 1001 },
      ],
    });
  });
  it.each([
    ['no lpu_id', [{ serviceId: 1 }], 'Не передан lpu_id услуги'],
    ['service_id object', [{ lpuId: 1, serviceId: {} }], 'service_id должен быть строкой или числом'],
    ['service_id empty', [{ lpuId: 1, serviceId: '' }], 'service_id должен быть строкой или числом'],
    ['empty list', [], 'Массив "services" не должен быть пустым'],
  ])('%s → message', (_n, items, message) => {
    expect(thrown(() => buildServicesBody(items as never, S))).toBe(message);
  });
  it('needs days, a start and a timedelta', () => {
    const item = [{ lpuId: 1, serviceId: 1 }];
    expect(thrown(() => buildServicesBody(item, { ...S, days: 1.5 }))).toBe('Не передано количество дней');
    expect(thrown(() => buildServicesBody(item, { ...S, dayStart: 'завтра' }))).toBe(
      'Не передана стартовая дата',
    );
    expect(thrown(() => buildServicesBody(item, { ...S, townTimedelta: undefined as never }))).toBe(
      'Не передан timedelta',
    );
  });
});

describe('buildTelemedBody', () => {
  const T = { days: 14, userStartDate: '2026-11-23', userTimezone: 5 };
  it('groups schedule params by clinic, only_free true', () => {
    expect(
      buildTelemedBody(
        [
          { lpuId: 201, doctorId: 1005, typeSchedule: 'clinic' },
          { lpuId: 201, doctorId: 1005, typeSchedule: 'medtochka' },
          { lpuId: 101, doctorId: 1001, typeSchedule: 'medtochka' },
          { lpuId: 201, doctorId: 1005, typeSchedule: 'clinic' },
        ],
        T,
      ),
    ).toEqual({
      days: 14,
      user_start_date: '2026-11-23',
      only_free: true,
      user_timezone: 5,
      lpu_params: [
        {
          lpu_id: 201,
          schedule_params: [
            { doctor_id: 1005, type_schedule: 'clinic' },
            { doctor_id: 1005, type_schedule: 'medtochka' },
          ],
        },
        { lpu_id: 101, schedule_params: [{ doctor_id: 1001, type_schedule: 'medtochka' }] },
      ],
    });
  });
  it('fails with the §5 texts', () => {
    expect(thrown(() => buildTelemedBody([], T))).toBe('Массив "lpu_params" не должен быть пустым');
    const item = [{ lpuId: 1, doctorId: 2, typeSchedule: 'clinic' }];
    expect(thrown(() => buildTelemedBody(item, { ...T, days: 0 }))).toBe('Не передано количество дней');
    expect(thrown(() => buildTelemedBody(item, { ...T, userStartDate: '' }))).toBe(
      'Не передана стартовая дата',
    );
    expect(thrown(() => buildTelemedBody(item, { ...T, userTimezone: undefined as never }))).toBe(
      'Не передан timedelta',
    );
  });
});

describe('reply normalisation', () => {
  it('normalises telemed time_start to HH:mm', () => {
    expect(normalizeTelemedTime('09:30')).toBe('09:30');
    expect(normalizeTelemedTime('09:30:00')).toBe('09:30');
    expect(normalizeTelemedTime('2026-11-23T18:45:00+05:00')).toBe('18:45');
    expect(normalizeTelemedTime('2026-11-23 07:00')).toBe('07:00');
    expect(normalizeTelemedTime('25:00')).toBeNull();
    expect(normalizeTelemedTime('9:30')).toBeNull();
  });

  it('keeps only free telemed slots, minutes × 60 → seconds', () => {
    const slots = telemedToSlotsByDay({
      lpu_id: 1,
      schedule_data: [
        {
          doctor_id: undefined,
          schedule: [
            {
              date: '2026-11-23',
              slots: [
                { time_start: '18:00', free: true, duration: 30, doctor_id: undefined },
                { time_start: '18:30', free: false, duration: 30, doctor_id: undefined },
                { time_start: '19:00', free: true, duration: 45, doctor_id: undefined },
              ],
            },
            { date: '2026-11-24', slots: null },
          ],
        },
      ],
    });
    expect(slots).toEqual({
      '2026-11-23': [
        { time: '18:00', duration: 1800 },
        { time: '19:00', duration: 2700 },
      ],
      '2026-11-24': [],
    });
  });

  it('rejects bad day keys, times and durations', () => {
    const ok = { '2026-11-23': [{ time: '09:00', duration: 1800, doctor_id: 7 }], '2026-11-24': null };
    expect(v.parse(slotsByDaySchema, ok)).toEqual({
      '2026-11-23': [{ time: '09:00', duration: 1800, doctorId: 7 }],
      '2026-11-24': [],
    });
    expect(v.safeParse(slotsByDaySchema, { '23.11.2026': [] }).success).toBe(false);
    expect(v.safeParse(slotsByDaySchema, { '2026-11-23': [{ time: '9:00', duration: 1800 }] }).success).toBe(
      false,
    );
    expect(v.safeParse(slotsByDaySchema, { '2026-11-23': [{ time: '09:00', duration: 0 }] }).success).toBe(
      false,
    );
    expect(v.safeParse(slotsByDaySchema, { '2026-11-23': [{ time: '09:00', duration: '30' }] }).success).toBe(
      false,
    );
  });
});
