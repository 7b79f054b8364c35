// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import {
  bookingOpensOn,
  bookingOpensText,
  buildDays,
  calendarBody,
  dayMatchesFilters,
  hashSpeciality,
  initialActiveDay,
  mergeEmptyDays,
  nextEnabledTabIndex,
  nextSlotIndex,
  orderCallDetail,
  parseScheduleFilters,
  resolveCalendarConfig,
  slotAccessibleName,
  slotColumns,
  slotRequestFor,
  STRIP_NOT_CUT,
  stripPageTarget,
  stripRevealTarget,
  stripScrollState,
  timeChoiceDetail,
  visibleSlots,
  type CalendarDay,
  type SlotsByDay,
} from './calendar-model';
import { doctorRedirectUrl, redirectSource, redirectUrlFor, serviceRedirectUrl } from './on-demand/redirect';

const slot = (time: string, duration = 1800, doctorId?: number) =>
  doctorId ? { time, duration, doctorId } : { time, duration };

/** 2026-11-23 is a Monday. */
const TODAY = '2026-11-23';

function days(slots: SlotsByDay, n = 14, dateStart = TODAY, today = TODAY): CalendarDay[] {
  return buildDays({ dateStart, days: n, today, slots });
}

afterEach(() => resetConfig());

describe('buildDays', () => {
  it('builds day items with short month title, two-letter weekday and today/tomorrow labels', () => {
    const list = days({ '2026-11-23': [slot('09:00')], '2026-11-24': [slot('10:00')] }, 7);
    expect(list).toHaveLength(7);
    expect(list[0]).toEqual({
      date: '2026-11-23',
      title: '23 нояб',
      subtitle: 'Пн',
      label: 'Сегодня',
      disabled: false,
      weekend: false,
    });
    expect(list[1]).toMatchObject({
      date: '2026-11-24',
      title: '24 нояб',
      subtitle: 'Вт',
      label: 'Завтра',
      disabled: false,
    });
    expect(list[2]).toMatchObject({ date: '2026-11-25', subtitle: 'Ср', label: '', disabled: true });
    expect(list.map((d) => d.subtitle)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
  });

  it('flags Saturday and Sunday as weekend', () => {
    const list = days({}, 7);
    expect(list.filter((d) => d.weekend).map((d) => d.subtitle)).toEqual(['Сб', 'Вс']);
  });

  it('writes months without the abbreviation dot, and May in full', () => {
    expect(days({}, 1, '2026-03-05')[0].title).toBe('5 мар');
    expect(days({}, 1, '2026-05-05')[0].title).toBe('5 мая');
    expect(days({}, 1, '2026-09-01')[0].title).toBe('1 сент');
  });

  it('treats an empty list as no slots and crosses month and year boundaries', () => {
    const list = days({ '2026-12-31': [], '2027-01-01': [slot('09:00')] }, 3, '2026-12-30');
    expect(list.map((d) => [d.date, d.disabled])).toEqual([
      ['2026-12-30', true],
      ['2026-12-31', true],
      ['2027-01-01', false],
    ]);
    expect(list[2].title).toBe('1 янв');
  });

  it('gives no days for an invalid start or zero days', () => {
    expect(days({}, 0)).toEqual([]);
    expect(days({}, 5, '2026-02-30')).toEqual([]);
  });
});

describe('mergeEmptyDays', () => {
  it('merges consecutive empty days into one disabled range tab with merged weekday labels and no label', () => {
    // 2026-03-05 is a Thursday.
    const list = days(
      { '2026-03-04': [slot('09:00')], '2026-03-09': [slot('09:00')] },
      6,
      '2026-03-04',
      '2026-03-04',
    );
    const tabs = mergeEmptyDays(list);
    expect(tabs.map((t) => t.title)).toEqual(['4 мар', '5–8 мар', '9 мар']);
    const range = tabs[1];
    expect(range).toMatchObject({
      range: true,
      disabled: true,
      label: '',
      weekend: false,
      subtitle: 'Чт–Вс',
      date: '2026-03-05',
      endDate: '2026-03-08',
      dates: ['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'],
    });
  });

  it('drops the today label inside a range', () => {
    const tabs = mergeEmptyDays(days({ '2026-11-25': [slot('09:00')] }, 3));
    expect(tabs[0]).toMatchObject({ range: true, label: '', title: '23–24 нояб', subtitle: 'Пн–Вт' });
  });

  it('keeps a single empty day as a plain disabled day tab', () => {
    const tabs = mergeEmptyDays(days({ '2026-11-23': [slot('09:00')], '2026-11-25': [slot('09:00')] }, 3));
    expect(tabs.map((t) => [t.title, t.range, t.disabled, t.label])).toEqual([
      ['23 нояб', false, false, 'Сегодня'],
      ['24 нояб', false, true, 'Завтра'],
      ['25 нояб', false, false, ''],
    ]);
  });

  it('writes a range across months as "30 нояб – 2 дек"', () => {
    const tabs = mergeEmptyDays(days({ '2026-12-03': [slot('09:00')] }, 4, '2026-11-30', '2026-11-30'));
    expect(tabs[0]).toMatchObject({ title: '30 нояб – 2 дек', subtitle: 'Пн–Ср', range: true });
    expect(tabs[1]).toMatchObject({ title: '3 дек', range: false });
  });

  it('merges a trailing run too', () => {
    const tabs = mergeEmptyDays(days({ '2026-11-23': [slot('09:00')] }, 14));
    expect(tabs).toHaveLength(2);
    expect(tabs[1]).toMatchObject({ title: '24 нояб – 6 дек', range: true });
  });
});

describe('slotColumns and visibleSlots', () => {
  it('uses 4 on mobile and 5 on desktop below 500 px, and round(width/100) from 500 px', () => {
    expect(slotColumns(499, false)).toBe(4);
    expect(slotColumns(499, true)).toBe(5);
    expect(slotColumns(500, false)).toBe(5);
    expect(slotColumns(549, true)).toBe(5);
    expect(slotColumns(550, false)).toBe(6);
    expect(slotColumns(1280, true)).toBe(13);
    expect(slotColumns(0, false)).toBe(4);
    expect(slotColumns(null, true)).toBe(5);
  });

  it('shows 2 rows and offers more only when there are more slots', () => {
    const list = Array.from({ length: 11 }, (_, i) => i);
    expect(visibleSlots(list, 5, false)).toEqual({ shown: list.slice(0, 10), hasMore: true });
    expect(visibleSlots(list, 5, true)).toEqual({ shown: list, hasMore: true });
    expect(visibleSlots(list.slice(0, 10), 5, false)).toEqual({ shown: list.slice(0, 10), hasMore: false });
    expect(visibleSlots(list, 4, false).shown).toHaveLength(8);
  });
});

describe('URL filters', () => {
  it('parses dates and day parts, ignoring invalid values', () => {
    expect(parseScheduleFilters('?date_from=2026-11-25&date_to=2026-11-30&daytimes=morning,evening')).toEqual(
      {
        dateFrom: '2026-11-25',
        dateTo: '2026-11-30',
        dayParts: ['morning', 'evening'],
      },
    );
    expect(parseScheduleFilters('date_from=2026-13-01&date_to=tomorrow&daytimes=night,,Afternoon')).toEqual({
      dateFrom: null,
      dateTo: null,
      dayParts: ['afternoon'],
    });
    expect(parseScheduleFilters('')).toEqual({ dateFrom: null, dateTo: null, dayParts: [] });
  });

  it('matches day parts with inclusive bounds', () => {
    const f = parseScheduleFilters('daytimes=morning');
    expect(dayMatchesFilters(TODAY, [slot('11:00')], f)).toBe(true);
    expect(dayMatchesFilters(TODAY, [slot('06:00')], f)).toBe(true);
    expect(dayMatchesFilters(TODAY, [slot('05:59')], f)).toBe(false);
    expect(dayMatchesFilters(TODAY, [slot('11:01')], f)).toBe(false);
    const afternoon = parseScheduleFilters('daytimes=afternoon');
    expect(dayMatchesFilters(TODAY, [slot('11:00')], afternoon)).toBe(true);
    expect(dayMatchesFilters(TODAY, [slot('17:00')], afternoon)).toBe(true);
    const evening = parseScheduleFilters('daytimes=evening');
    expect(dayMatchesFilters(TODAY, [slot('23:59')], evening)).toBe(true);
    expect(dayMatchesFilters(TODAY, [slot('16:59')], evening)).toBe(false);
  });

  it('needs both the date range (inclusive) and the day time when both are given', () => {
    const f = parseScheduleFilters('date_from=2026-11-24&date_to=2026-11-25&daytimes=evening');
    expect(dayMatchesFilters('2026-11-24', [slot('18:00')], f)).toBe(true);
    expect(dayMatchesFilters('2026-11-25', [slot('18:00')], f)).toBe(true);
    expect(dayMatchesFilters('2026-11-23', [slot('18:00')], f)).toBe(false);
    expect(dayMatchesFilters('2026-11-26', [slot('18:00')], f)).toBe(false);
    expect(dayMatchesFilters('2026-11-24', [slot('09:00')], f)).toBe(false);
  });
});

describe('initialActiveDay', () => {
  const slots: SlotsByDay = {
    '2026-11-24': [slot('09:00')],
    '2026-11-26': [slot('18:30')],
    '2026-11-27': [slot('10:00')],
  };
  const list = days(slots, 7);

  it('starts on the first enabled day', () => {
    expect(initialActiveDay(list, slots)).toBe('2026-11-24');
  });

  it('starts on initDay when it is enabled, else ignores it', () => {
    expect(initialActiveDay(list, slots, { initDay: '2026-11-27' })).toBe('2026-11-27');
    expect(initialActiveDay(list, slots, { initDay: '2026-11-25' })).toBe('2026-11-24');
  });

  it('is narrowed by URL filters, falling back to the first enabled day when nothing matches', () => {
    expect(initialActiveDay(list, slots, { filters: parseScheduleFilters('daytimes=evening') })).toBe(
      '2026-11-26',
    );
    expect(initialActiveDay(list, slots, { filters: parseScheduleFilters('date_from=2026-11-27') })).toBe(
      '2026-11-27',
    );
    expect(initialActiveDay(list, slots, { filters: parseScheduleFilters('date_from=2026-12-20') })).toBe(
      '2026-11-24',
    );
  });

  it('is null without slots', () => {
    expect(initialActiveDay(days({}, 7), {})).toBeNull();
  });
});

describe('time-choice and order-call payloads', () => {
  it('formats dateName and selectedFullDate as the spec', () => {
    expect(timeChoiceDetail('2026-11-23', { time: '09:00', duration: 1800 })).toEqual({
      day: '2026-11-23',
      time: '09:00',
      duration: 1800,
      dateName: '23 ноября (понедельник)',
      selectedFullDate: '23.11.2026 09:00',
    });
    expect(timeChoiceDetail('2027-01-05', { time: '17:45', duration: 900 })).toMatchObject({
      dateName: '5 января (вторник)',
      selectedFullDate: '05.01.2027 17:45',
    });
  });

  it('names the ids of order-call, null when absent', () => {
    const { config } = resolveCalendarConfig({ lpuId: 45, synonymId: 678 }, TODAY);
    expect(orderCallDetail(config)).toEqual({ doctorId: null, lpuId: 45, synonymId: 678 });
  });
});

describe('redirect URLs', () => {
  it('builds the doctor redirect with every key in the contract order', () => {
    expect(
      doctorRedirectUrl({
        doctorId: 123,
        lpuId: 45,
        day: '2026-11-23',
        time: '09:00',
        club: false,
        doctorSpec: 'terapevt',
        specPlacement: 'top',
        source: 'doctor-inner',
      }),
    ).toBe(
      '/appointment/new/?doctor=123&lpu=45&slot=23.11.2026%2009:00&type=default&doctorSpec=terapevt&spec_placement=top&source=doctor-inner&speciality=terapevt',
    );
  });

  it('appends timedelta when given and lets an explicit type override the club flag', () => {
    const base = {
      doctorId: 123,
      lpuId: 45,
      day: '2026-11-23',
      time: '09:00',
      club: true,
      doctorSpec: 'terapevt',
      specPlacement: '',
      source: 'doctor-inner',
    };
    expect(doctorRedirectUrl({ ...base, timedelta: 2, type: 'home' })).toBe(
      '/appointment/new/?doctor=123&lpu=45&slot=23.11.2026%2009:00&type=home&doctorSpec=terapevt&spec_placement=&source=doctor-inner&speciality=terapevt&timedelta=2',
    );
    expect(doctorRedirectUrl({ ...base, timedelta: 0, type: '' })).toContain('&type=club&');
    expect(doctorRedirectUrl({ ...base, timedelta: 0 })).toMatch(/&timedelta=0$/);
    expect(doctorRedirectUrl({ ...base, timedelta: null })).not.toContain('timedelta');
  });

  it('uses type=club for a club calendar and takes doctorSpec from the URL hash first', () => {
    const { config } = resolveCalendarConfig(
      { doctorId: 123, lpuId: 45, club: true, doctorSpec: 'nevrolog' },
      TODAY,
    );
    expect(
      redirectUrlFor(config, '2026-11-23', slot('09:00'), {
        hash: '#filter=clinic&speciality=terapevt',
        pathname: '/moskva/vrach/123-ivanova/',
      }),
    ).toBe(
      '/appointment/new/?doctor=123&lpu=45&slot=23.11.2026%2009:00&type=club&doctorSpec=terapevt&spec_placement=&source=doctor-inner&speciality=terapevt',
    );
    expect(
      redirectUrlFor(config, '2026-11-23', slot('09:00'), { hash: '#speciality=<script>', pathname: '' }),
    ).toContain('doctorSpec=nevrolog&');
  });

  it("uses the slot's doctor and the calendar's speciality for a clinic speciality calendar, null without a doctor", () => {
    const { config } = resolveCalendarConfig(
      { lpuId: 45, specialityId: 7, specialityName: 'Терапевт', specialityTranslit: 'terapevt' },
      TODAY,
    );
    expect(redirectUrlFor(config, '2026-11-23', slot('10:30', 1800, 555))).toBe(
      '/appointment/new/?doctor=555&lpu=45&slot=23.11.2026%2010:30&type=default&doctorSpec=terapevt&spec_placement=&source=other&speciality=terapevt',
    );
    const explicit = resolveCalendarConfig(
      { lpuId: 45, specialityId: 7, specialityTranslit: 'terapevt', doctorSpec: 'vrach-terapevt' },
      TODAY,
    ).config;
    expect(redirectUrlFor(explicit, '2026-11-23', slot('10:30', 1800, 555))).toContain(
      'doctorSpec=vrach-terapevt&',
    );
    expect(redirectUrlFor(config, '2026-11-23', slot('10:30'))).toBeNull();
  });

  it('builds the service redirect, with doctorId and an empty equipmentId for a doctor price list', () => {
    expect(
      serviceRedirectUrl({
        lpuId: 45,
        day: '2026-11-23',
        time: '09:00',
        synonymId: 678,
        dtypeId: 12,
        doctorPriceList: false,
        doctorId: null,
        source: 'other',
      }),
    ).toBe(
      '/uslugi/appointment/new/?lpu=45&slot=23.11.2026%2009:00&synonymId=678&dTypeId=12' +
        '&service=678&dtype=12&dclass=&device=&source=other',
    );
    const { config } = resolveCalendarConfig(
      { lpuId: 45, synonymId: 678, doctorId: 123, doctorPriceList: true },
      TODAY,
    );
    expect(redirectUrlFor(config, '2026-11-24', slot('14:15'))).toBe(
      '/uslugi/appointment/new/?lpu=45&slot=24.11.2026%2014:15&synonymId=678&dTypeId=&doctorId=123&equipmentId=' +
        '&service=678&dtype=&dclass=&device=&source=other',
    );
  });

  it('§7 source of the calendar redirect per page kind: list pages do not say doctor-inner', () => {
    expect(redirectSource('/moskva/vrach/1001-ivanova/')).toBe('doctor-inner');
    expect(redirectSource('/online/vrach/1001/')).toBe('doctor-inner');
    expect(redirectSource('/moskva/vrach/')).toBe('doctor-list');
    expect(redirectSource('/moskva/vrach/metro-kievskaya/')).toBe('doctor-list');
    expect(redirectSource('/moskva/lpu/101-yasen/')).toBe('lpu-inner');
    expect(redirectSource('/moskva/lpu/')).toBe('lpu-list');
    expect(redirectSource('/moskva/uslugi/')).toBe('other');
    expect(redirectSource('/')).toBe('other');
    const { config } = resolveCalendarConfig({ doctorId: 123, lpuId: 45 }, TODAY);
    const at = (pathname: string) =>
      redirectUrlFor(config, '2026-11-23', slot('09:00'), { hash: '', pathname });
    expect(at('/moskva/vrach/')).toMatch(/&source=doctor-list&/);
    expect(at('/moskva/vrach/123-ivanova/')).toMatch(/&source=doctor-inner&/);
    const explicit = resolveCalendarConfig({ doctorId: 123, lpuId: 45, source: 'promo' }, TODAY).config;
    expect(
      redirectUrlFor(explicit, '2026-11-23', slot('09:00'), { hash: '', pathname: '/moskva/vrach/' }),
    ).toMatch(/&source=promo&/);
  });

  it('§2 vs §7: the redirects carry every parameter the spec names, under both spellings (speciality/doctorSpec; service/synonymId, dtype/dTypeId, dclass, device, source)', () => {
    const doctor = resolveCalendarConfig({ doctorId: 123, lpuId: 45, doctorSpec: 'nevrolog' }, TODAY).config;
    const d = new URL(
      redirectUrlFor(doctor, '2026-11-23', slot('09:00'), { hash: '', pathname: '/moskva/vrach/' }) as string,
      'https://x.test',
    ).searchParams;
    expect([d.get('doctorSpec'), d.get('speciality'), d.get('source')]).toEqual([
      'nevrolog',
      'nevrolog',
      'doctor-list',
    ]);
    const service = resolveCalendarConfig({ lpuId: 45, synonymId: 678, dtypeId: 12 }, TODAY).config;
    const u = new URL(
      redirectUrlFor(service, '2026-11-23', slot('09:00'), {
        hash: '',
        pathname: '/moskva/lpu/45-yasen/',
      }) as string,
      'https://x.test',
    ).searchParams;
    expect(Object.fromEntries(u)).toMatchObject({
      lpu: '45',
      synonymId: '678',
      service: '678',
      dTypeId: '12',
      dtype: '12',
      dclass: '',
      device: '',
      source: 'lpu-inner',
    });
  });

  it('reads only a well-formed speciality from the hash', () => {
    expect(hashSpeciality('#speciality=detskiy-lor')).toBe('detskiy-lor');
    expect(hashSpeciality('#filter=home&speciality=a b')).toBeNull();
    expect(hashSpeciality('')).toBeNull();
  });
});

describe('accessible names', () => {
  it('WCAG 2.5.3 label-in-name: a slot name starts with its visible time, then day, weekday and duration', () => {
    expect(slotAccessibleName('2026-11-23', { time: '09:00', duration: 1800 })).toBe(
      '09:00, записаться на 23 ноября, понедельник, 30 минут',
    );
    expect(slotAccessibleName('2026-11-28', { time: '12:00', duration: 5400 })).toBe(
      '12:00, записаться на 28 ноября, суббота, 1 час 30 минут',
    );
  });
});

describe('booking window not open yet (§4, ADR 198)', () => {
  it("is the window's dateStart when it is after today: 'Запись включится 26 ноября'", () => {
    expect(bookingOpensOn({ dateStart: '2026-11-26', today: TODAY })).toBe('2026-11-26');
    expect(bookingOpensText('2026-11-26')).toBe('Запись включится 26 ноября');
  });

  it('is null for a window that starts today or earlier, whatever the slots', () => {
    expect(bookingOpensOn({ dateStart: TODAY, today: TODAY })).toBeNull();
    expect(bookingOpensOn({ dateStart: '2026-11-20', today: TODAY })).toBeNull();
  });
});

describe('calendarBody', () => {
  const cfg = (express: boolean, expressEnabled: boolean) => ({
    kind: 'doctor' as const,
    express,
    expressEnabled,
  });
  it('shows slots normally, inert slots plus order call in express mode', () => {
    expect(calendarBody(cfg(false, false), true)).toEqual({
      slots: true,
      slotsInert: false,
      orderCall: false,
      stub: false,
    });
    expect(calendarBody(cfg(true, true), true)).toEqual({
      slots: true,
      slotsInert: true,
      orderCall: true,
      stub: false,
    });
  });
  it('§4 express mode shows the order-call button under the slots without needing another flag', () => {
    expect(calendarBody(cfg(true, false), true)).toEqual({
      slots: true,
      slotsInert: true,
      orderCall: true,
      stub: false,
    });
  });
  it('without slots shows the order call alone (express + flag) or the stub', () => {
    expect(calendarBody(cfg(true, true), false)).toEqual({
      slots: false,
      slotsInert: false,
      orderCall: true,
      stub: false,
    });
    expect(calendarBody(cfg(true, false), false)).toMatchObject({ orderCall: false, stub: true });
    expect(calendarBody(cfg(false, true), false)).toMatchObject({ orderCall: false, stub: true });
    expect(calendarBody({ kind: null, express: true, expressEnabled: true }, true)).toMatchObject({
      slots: false,
      stub: true,
    });
  });
});

describe('resolveCalendarConfig and slotRequestFor', () => {
  it('defaults start to today in town time and days to 14 for a doctor', () => {
    configure({ now: '2026-11-23T22:30:00+03:00' });
    const { config, problems } = resolveCalendarConfig({ doctorId: 123, lpuId: 45, townTimedelta: 2 });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ kind: 'doctor', dateStart: '2026-11-24', today: '2026-11-24', days: 14 });
    expect(slotRequestFor(config)).toEqual({
      kind: 'doctor',
      query: { doctorId: 123, lpuId: 45, dtStart: '2026-11-24', days: 14, townTimedelta: 2 },
    });
  });

  it('asks the services schedule for 30 days with a synonym, with the doctor for a doctor price list', () => {
    const { config } = resolveCalendarConfig(
      { lpuId: 45, synonymId: 678, doctorId: 9, doctorPriceList: true },
      TODAY,
    );
    expect(slotRequestFor(config)).toEqual({
      kind: 'service',
      query: { lpuId: 45, serviceId: 678, doctorId: 9, dayStart: TODAY, days: 30, townTimedelta: 0 },
    });
  });

  it('asks by speciality without a doctor, and telemed with a telemed type', () => {
    const spec = resolveCalendarConfig(
      { lpuId: 45, specialityId: 7, specialityName: 'Терапевт', specialityTranslit: 'terapevt', days: 7 },
      TODAY,
    ).config;
    expect(slotRequestFor(spec)).toEqual({
      kind: 'speciality',
      query: {
        lpuId: 45,
        specialityId: 7,
        name: 'Терапевт',
        translit: 'terapevt',
        dtStart: TODAY,
        days: 7,
        townTimedelta: 0,
      },
    });
    const tm = resolveCalendarConfig(
      { lpuId: 45, doctorId: 1, telemedType: 'medtochka', townTimedelta: 2 },
      TODAY,
    ).config;
    expect(slotRequestFor(tm)).toEqual({
      kind: 'telemed',
      query: {
        lpuId: 45,
        doctorId: 1,
        typeSchedule: 'medtochka',
        userStartDate: TODAY,
        userTimezone: 5,
        days: 14,
      },
    });
  });

  it('reports missing and malformed inputs and degrades to defaults or the stub', () => {
    const none = resolveCalendarConfig({ lpuId: 45 }, TODAY);
    expect(none.config.kind).toBeNull();
    expect(slotRequestFor(none.config)).toBeNull();
    expect(none.problems.join('\n')).toMatch(/doctor-id.*synonym-id/);

    const noLpu = resolveCalendarConfig({ doctorId: 1 }, TODAY);
    expect(noLpu.config.kind).toBeNull();
    expect(noLpu.problems.join('\n')).toMatch(/"lpu-id" is required/);

    const bad = resolveCalendarConfig(
      {
        doctorId: 1,
        lpuId: 2,
        dateStart: '23.11.2026',
        days: -3,
        initDay: 'x',
        appointmentType: 'fast',
        doctorSpec: ' terapevt ',
      },
      TODAY,
    );
    expect(bad.config).toMatchObject({
      kind: 'doctor',
      dateStart: TODAY,
      days: 14,
      initDay: null,
      express: false,
      doctorSpec: 'terapevt',
    });
    expect(bad.problems).toHaveLength(4);
    expect(bad.problems.join('\n')).toMatch(/"date-start" must be yyyy-MM-dd/);

    const badId = resolveCalendarConfig({ doctorId: 1.5, lpuId: 2 }, TODAY);
    expect(badId.config.kind).toBeNull();
    expect(badId.problems[0]).toMatch(/"doctor-id" must be a positive integer/);
  });
});

describe('keyboard helpers', () => {
  const tabs = [
    { disabled: false },
    { disabled: true },
    { disabled: false },
    { disabled: false },
    { disabled: true },
  ];
  it('moves among enabled tabs, wrapping, with Home/End', () => {
    expect(nextEnabledTabIndex(tabs, 0, 'ArrowRight')).toBe(2);
    expect(nextEnabledTabIndex(tabs, 3, 'ArrowRight')).toBe(0);
    expect(nextEnabledTabIndex(tabs, 0, 'ArrowLeft')).toBe(3);
    expect(nextEnabledTabIndex(tabs, 2, 'Home')).toBe(0);
    expect(nextEnabledTabIndex(tabs, 0, 'End')).toBe(3);
    expect(nextEnabledTabIndex(tabs, 0, 'Enter')).toBeNull();
    expect(nextEnabledTabIndex([{ disabled: true }], 0, 'ArrowRight')).toBeNull();
  });
  it('moves in the slot grid by one and by a row, staying inside', () => {
    expect(nextSlotIndex(0, 10, 4, 'ArrowRight')).toBe(1);
    expect(nextSlotIndex(0, 10, 4, 'ArrowLeft')).toBeNull();
    expect(nextSlotIndex(1, 10, 4, 'ArrowDown')).toBe(5);
    expect(nextSlotIndex(7, 10, 4, 'ArrowDown')).toBeNull();
    expect(nextSlotIndex(5, 10, 4, 'ArrowUp')).toBe(1);
    expect(nextSlotIndex(5, 10, 4, 'End')).toBe(9);
  });
});

describe('day strip scrolling (ADR 130)', () => {
  it.each([
    // scrollLeft, clientWidth, scrollWidth → prev, next
    ['all tabs fit', 0, 600, 600, false, false],
    ['fits within the sub-pixel slack', 0, 600, 600.8, false, false],
    ['cut at the end, at the start', 0, 358, 900, false, true],
    ['cut at both ends in the middle', 200, 358, 900, true, true],
    ['scrolled to the end', 542, 358, 900, true, false],
    ['at the end up to half a pixel (zoom)', 541.5, 358, 900, true, false],
    ['one pixel in is not yet cut', 1, 358, 900, false, true],
    ['two pixels in is cut', 2, 358, 900, true, true],
    ['unmeasured (zero width)', 0, 0, 0, false, false],
    ['not finite', Number.NaN, 358, 900, false, false],
  ])('%s: {%d, %d, %d} → prev %s, next %s', (_name, scrollLeft, clientWidth, scrollWidth, prev, next) => {
    expect(stripScrollState({ scrollLeft, clientWidth, scrollWidth })).toEqual({ prev, next });
  });

  it('nothing is cut before the first measurement', () => {
    expect(STRIP_NOT_CUT).toEqual({ prev: false, next: false });
  });

  it.each([
    // a page is the visible width less both 40 px buttons, at least half the width; clamped to the strip
    ['forward from the start', 0, 358, 900, 1, 278],
    ['forward again', 278, 358, 900, 1, 542],
    ['forward at the end stays', 542, 358, 900, 1, 542],
    ['back from the end', 542, 358, 900, -1, 264],
    ['back near the start stops at 0', 100, 358, 900, -1, 0],
    ['a narrow strip pages by half its width', 0, 120, 900, 1, 60],
    ['a wide strip', 0, 1216, 2000, 1, 784],
  ] as const)('%s', (_name, scrollLeft, clientWidth, scrollWidth, dir, target) => {
    expect(stripPageTarget({ scrollLeft, clientWidth, scrollWidth }, dir)).toBe(target);
  });

  it('an unmeasured strip keeps its position', () => {
    expect(stripPageTarget({ scrollLeft: 10, clientWidth: 0, scrollWidth: 0 }, 1)).toBe(10);
  });

  it.each([
    // tab left, width; strip scrollLeft (clientWidth 358, scrollWidth 900) → target or null
    ['a visible tab stays', 100, 60, 0, null],
    ['a tab under the next button comes out to its left', 300, 60, 0, 42],
    ['a tab past the right edge', 700, 60, 0, 442],
    ['the last tab scrolls to the end (no button there)', 838, 60, 0, 542],
    ['a tab under the previous button comes out to its right', 210, 60, 200, 170],
    ['the first tab scrolls to the start', 2, 60, 200, 0],
    ['at the start the left edge has no button', 2, 60, 0, null],
    ['at the end the right edge has no button', 838, 60, 542, null],
  ] as const)('%s', (_name, tabLeft, tabWidth, scrollLeft, target) => {
    expect(stripRevealTarget({ scrollLeft, clientWidth: 358, scrollWidth: 900 }, tabLeft, tabWidth)).toBe(
      target,
    );
  });
});
