import { describe, expect, it } from 'vitest';
import {
  SERVICE_PRICES_EKATERINBURG,
  SERVICE_PRICES_MOSCOW,
  STALE_SLOTS_SERVICE_ID,
} from '../../../mocks/fixtures';
import {
  autoOnlineOnly,
  bookableIndex,
  calendarPropsFor,
  deriveList,
  DESKTOP_PAGE_SIZE,
  formatServiceItem,
  MOBILE_PAGE_SIZE,
  NO_SEARCH,
  NOTHING_BOOKABLE,
  pageSize,
  parseScheduleInit,
  parseServicePrices,
  readJsonScript,
  readShowCalendarDetail,
  searchServices,
  serviceAppointmentUrl,
  serviceDoctorsRequest,
  serviceHasSlots,
  serviceMeta,
  showCalendarDetail,
  showsSearchHint,
  updateNote,
  type ListInputs,
  type ServicePrice,
  type ServicePricesClinic,
} from './service-prices-model';

const { clinics } = parseServicePrices([...SERVICE_PRICES_MOSCOW, ...SERVICE_PRICES_EKATERINBURG]);
const yasen = clinics.find((c) => c.lpu.id === 101) as ServicePricesClinic;
const taganka = clinics.find((c) => c.lpu.id === 102) as ServicePricesClinic;

function svc(name: string, categoryName: string, extra: Partial<ServicePrice> = {}): ServicePrice {
  return {
    key: `1:${name}`,
    lpuId: 1,
    synonymId: 1,
    name,
    duration: null,
    price: null,
    ageMin: null,
    ageMax: null,
    categoryName,
    doctorId: null,
    dtypeId: null,
    ...extra,
  };
}

const SAMPLE = [
  svc('УЗИ щитовидной железы', 'Ультразвуковая диагностика'),
  svc('УЗИ брюшной полости', 'Ультразвуковая диагностика'),
  svc('Приём кардиолога', 'Консультации'),
  svc('ЭКГ', 'Функциональная диагностика'),
];

describe('parseServicePrices (booking-schedule §3 "Service prices data")', () => {
  it('reads the fixture: four clinics, categories in page order, every service with its clinic', () => {
    expect(clinics.map((c) => [c.lpu.id, c.services.length])).toEqual([
      [101, 25],
      [102, 6],
      [201, 6],
      [202, 4],
    ]);
    expect(yasen.categories.map((c) => c.name)).toEqual([
      'Консультации врачей',
      'Ультразвуковая диагностика',
      'Функциональная диагностика',
      'Эндоскопия',
      'Стоматология',
      'Вакцинация',
    ]);
    expect(yasen.services[0]).toMatchObject({
      key: '101:5005:1001',
      lpuId: 101,
      synonymId: 5005,
      name: 'Приём терапевта первичный',
      price: 2500,
      duration: 30,
      ageMin: 18,
      ageMax: null,
      doctorId: 1001,
    });
    expect(yasen.lpu.isServiceDirect).toBe(true);
    expect(taganka.lpu.isServiceDirect).toBe(false);
  });

  it('skips a malformed clinic or service with a message, degrades bad optional fields to null', () => {
    const { clinics: out, problems } = parseServicePrices([
      { lpu: { id: 'x', name: 'A' }, serviceCategories: [] },
      {
        lpu: { id: 7, name: 'Клиника' },
        serviceCategories: [
          {
            name: 'Категория',
            servicePrices: [
              { synonymId: 10, name: 'Хорошая', price: 'дорого', duration: -5, age: 'взрослым', doctorId: 0 },
              { name: 'Без синонима' },
              { synonymId: '12', name: '  С пробелами  ', price: 100 },
            ],
          },
          { name: 'Пустая', servicePrices: [] },
        ],
      },
      { lpu: { id: 7, name: 'Повтор' }, serviceCategories: [] },
    ]);
    expect(out).toHaveLength(1);
    expect(out[0].categories.map((c) => c.name)).toEqual(['Категория']);
    expect(
      out[0].services.map((s) => [s.synonymId, s.name, s.price, s.duration, s.doctorId, s.categoryName]),
    ).toEqual([
      [10, 'Хорошая', null, null, null, 'Категория'],
      [12, 'С пробелами', 100, null, null, 'Категория'],
    ]);
    expect(out[0].updateInfo).toEqual({ status: 1, dateString: null });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/clinic entry 0 is skipped \(lpu\.id/);
    expect(problems[1]).toMatch(/clinic 7, category "Категория": service 1 is skipped \(synonymId/);
    expect(problems[2]).toMatch(/clinic 7 is listed twice/);
  });

  it('a non-array is a problem and no clinics', () => {
    expect(parseServicePrices({}).clinics).toEqual([]);
    expect(parseServicePrices('x').problems[0]).toMatch(/must be an array/);
  });
});

describe('parseScheduleInit (booking-schedule §3 "Schedule init data")', () => {
  it('defaults, and keeps valid fields', () => {
    expect(parseScheduleInit(undefined).schedule).toEqual({
      dateStart: null,
      doctorsLpus: [],
      townTimedelta: 0,
    });
    expect(
      parseScheduleInit({
        dateStart: '2026-11-23',
        townTimedelta: 2,
        doctorsLpus: [{ lpu_id: 201, has_slots: true }, { lpu_id: 'x' }],
      }).schedule,
    ).toEqual({ dateStart: '2026-11-23', doctorsLpus: [{ lpu_id: 201, has_slots: true }], townTimedelta: 2 });
  });
  it('reports bad fields and uses the defaults', () => {
    const { schedule, problems } = parseScheduleInit({ dateStart: '23.11.2026', townTimedelta: '2' });
    expect(schedule).toEqual({ dateStart: null, doctorsLpus: [], townTimedelta: 0 });
    expect(problems).toHaveLength(2);
  });
});

describe('readJsonScript (Django json_script)', () => {
  it('parses the element text, or says what is wrong', () => {
    const doc = {
      getElementById: (id: string) =>
        (({ ok: { textContent: '[{"a":1}]' }, bad: { textContent: '[{' } })[id] as HTMLElement | undefined) ??
        null,
    };
    expect(readJsonScript('ok', doc)).toEqual({ value: [{ a: 1 }], problem: null });
    expect(readJsonScript('bad', doc).problem).toMatch(/does not hold valid JSON/);
    expect(readJsonScript('none', doc).problem).toBe('no element with id "none" on the page');
  });
});

describe('search (booking-schedule §4 "Search", §5 "Service search")', () => {
  it('needs 2 characters after trimming; one character shows the hint and filters nothing', () => {
    expect(searchServices(SAMPLE, { text: 'у', field: 'name' })).toHaveLength(4);
    expect(searchServices(SAMPLE, { text: '  э ', field: 'name' })).toHaveLength(4);
    expect(showsSearchHint('у')).toBe(true);
    expect(showsSearchHint('  у  ')).toBe(true);
    expect(showsSearchHint('')).toBe(false);
    expect(showsSearchHint('   ')).toBe(false);
    expect(showsSearchHint('уз')).toBe(false);
    expect(searchServices(SAMPLE, { text: 'эк', field: 'name' }).map((s) => s.name)).toEqual(['ЭКГ']);
  });

  it('is lowercased, trimmed, a substring of the name', () => {
    expect(searchServices(SAMPLE, { text: '  ЩИТОВИДНОЙ ', field: 'name' }).map((s) => s.name)).toEqual([
      'УЗИ щитовидной железы',
    ]);
    expect(searchServices(SAMPLE, { text: 'узи', field: 'name' })).toHaveLength(2);
    expect(searchServices(SAMPLE, { text: 'полост', field: 'name' }).map((s) => s.name)).toEqual([
      'УЗИ брюшной полости',
    ]);
  });

  it('typing searches names and falls back to the category when no name matches', () => {
    // 'диагностика' is in no name: the category field is tried.
    expect(searchServices(SAMPLE, { text: 'диагностика', field: 'name' }).map((s) => s.name)).toEqual([
      'УЗИ щитовидной железы',
      'УЗИ брюшной полости',
      'ЭКГ',
    ]);
  });

  it('choosing a category searches by its name, and falls back to names when no category matches', () => {
    expect(searchServices(SAMPLE, { text: 'Консультации', field: 'category' }).map((s) => s.name)).toEqual([
      'Приём кардиолога',
    ]);
    expect(searchServices(SAMPLE, { text: 'кардиолог', field: 'category' }).map((s) => s.name)).toEqual([
      'Приём кардиолога',
    ]);
    expect(searchServices(SAMPLE, { text: 'МРТ', field: 'category' })).toEqual([]);
  });

  it('ё and е find each other', () => {
    const list = [
      svc('Приём офтальмолога (осмотр глазного дна)', 'Осмотры'),
      svc('Массаж всего тела', 'Ещё'),
    ];
    expect(searchServices(list, { text: 'ещё', field: 'category' }).map((s) => s.name)).toEqual([
      'Массаж всего тела',
    ]);
    expect(searchServices(list, { text: 'еще', field: 'category' })).toHaveLength(1);
  });
});

describe('paging and the online-only rule (booking-schedule §4, §5, §9)', () => {
  it('pages are 10 on mobile and 20 on desktop', () => {
    expect(pageSize(false)).toBe(MOBILE_PAGE_SIZE);
    expect(pageSize(true)).toBe(DESKTOP_PAGE_SIZE);
    expect([MOBILE_PAGE_SIZE, DESKTOP_PAGE_SIZE]).toEqual([10, 20]);
  });

  it('the switch turns on at 20 online services, off at none, otherwise stays', () => {
    expect(autoOnlineOnly(false, 20)).toBe(true);
    expect(autoOnlineOnly(false, 24)).toBe(true);
    expect(autoOnlineOnly(false, 19)).toBe(false);
    expect(autoOnlineOnly(true, 19)).toBe(true);
    expect(autoOnlineOnly(true, 1)).toBe(true);
    expect(autoOnlineOnly(true, 0)).toBe(false);
  });

  it('online-only needs slots AND direct booking', () => {
    const s = svc('Приём', 'К', { synonymId: 5, doctorId: 9 });
    const direct = { lpu: { id: 1, name: 'A', address: '', isServiceDirect: true } };
    const express = { lpu: { id: 1, name: 'A', address: '', isServiceDirect: false } };
    expect(formatServiceItem(s, direct, true)).toMatchObject({
      hasSlots: true,
      isEnabledCalendar: true,
      isEnabledServiceDirect: true,
    });
    expect(formatServiceItem(s, direct, false).isEnabledCalendar).toBe(false);
    expect(formatServiceItem(s, express, true)).toMatchObject({
      hasSlots: true,
      isEnabledCalendar: false,
      isEnabledServiceDirect: false,
    });
  });
});

describe('online slots: POST /ajax/services/schedule/doctors/ (booking-schedule §7)', () => {
  it('asks for the doctors of the doctor entries and every synonym of the clinic', () => {
    const body = serviceDoctorsRequest(yasen);
    expect(body?.lpu_id).toBe(101);
    expect([...(body?.doctors ?? [])].sort((a, b) => a - b)).toEqual([
      1001, 1002, 1008, 1009, 1010, 1011, 1012,
    ]);
    expect(body?.services).toHaveLength(25);
    expect(new Set(body?.services).size).toBe(25);
    expect(
      serviceDoctorsRequest({ ...yasen, services: yasen.services.map((s) => ({ ...s, doctorId: null })) }),
    ).toBe(null);
  });

  it('a doctor entry needs its own doctor, a clinic entry any doctor; an empty reply means none', () => {
    const index = bookableIndex(
      [
        {
          lpuId: 101,
          doctors: [
            { doctorId: 1001, services: [5005, 5111] },
            { doctorId: 1002, services: [5101] },
          ],
        },
      ],
      101,
    );
    const doctorEntry = { synonymId: 5005, doctorId: 1001 };
    expect(serviceHasSlots(doctorEntry, index)).toBe(true);
    expect(serviceHasSlots({ synonymId: 5005, doctorId: 1002 }, index)).toBe(false);
    expect(serviceHasSlots({ synonymId: 5111, doctorId: null }, index)).toBe(true);
    expect(serviceHasSlots({ synonymId: 5101, doctorId: null }, index)).toBe(true);
    expect(serviceHasSlots({ synonymId: 5001, doctorId: null }, index)).toBe(false);
    expect(bookableIndex([{ lpuId: 101, doctors: [] }], 101)).toEqual(NOTHING_BOOKABLE);
    expect(bookableIndex([], 101)).toEqual(NOTHING_BOOKABLE);
  });
});

describe('update note (booking-schedule §4 "Update status", §8)', () => {
  it('1 plain, 2 "Цены могли устареть", 3 "Цены устарели", no date no note', () => {
    expect(updateNote({ status: 1, dateString: '20 ноября 2026' })).toEqual({
      tone: 'success',
      text: 'Цены обновлены 20 ноября 2026',
      warning: null,
    });
    expect(updateNote({ status: 2, dateString: '3 сентября 2026' })).toEqual({
      tone: 'warning',
      text: 'Цены обновлены 3 сентября 2026',
      warning: 'Цены могли устареть',
    });
    expect(updateNote({ status: 3, dateString: '14 января 2026' })).toEqual({
      tone: 'error',
      text: 'Цены обновлены 14 января 2026',
      warning: 'Цены устарели',
    });
    expect(updateNote({ status: 3, dateString: null })).toBeNull();
    expect(updateNote(clinics.find((c) => c.lpu.id === 202)!.updateInfo)).toBeNull();
  });
});

describe('formatted list items (booking-schedule §3 "Formatted list item", §9)', () => {
  const direct = { lpu: { id: 1, name: 'A', address: '', isServiceDirect: true } };
  it('price, duration words in minutes, age text with declension', () => {
    const item = formatServiceItem(
      svc('Приём', 'К', { price: 1800, duration: 90, ageMin: 3, ageMax: 18 }),
      direct,
      false,
    );
    expect(item.formattedPrice).toBe('1\u00a0800\u00a0₽');
    expect(item.durationText).toBe('1 час 30 минут');
    expect(item.agesText).toBe('от 3 до 18 лет');
    expect(serviceMeta(item)).toBe('1 час 30 минут · от 3 до 18 лет');
  });
  it('other forms, and empty texts for missing values', () => {
    const a = formatServiceItem(svc('A', 'К', { price: 450, duration: 21, ageMin: 1 }), direct, false);
    expect([a.formattedPrice, a.durationText, a.agesText]).toEqual(['450\u00a0₽', '21 минута', 'от 1 года']);
    const b = formatServiceItem(svc('B', 'К', { duration: 1440, ageMax: 14 }), direct, false);
    expect([b.formattedPrice, b.durationText, b.agesText]).toEqual(['', '24 часа', 'до 14 лет']);
    const c = formatServiceItem(svc('C', 'К'), direct, false);
    expect([c.formattedPrice, c.durationText, c.agesText, serviceMeta(c)]).toEqual(['', '', '', '']);
  });
});

describe('deriveList (booking-schedule §4 "Service list")', () => {
  // Every doctor of the clinic's doctor entries has slots for every synonym but 5001.
  const bookable = yasen.services.map((s) => s.synonymId).filter((id) => id !== 5001);
  const yasenOnline = bookableIndex(
    [
      {
        lpuId: 101,
        doctors: [1001, 1002, 1008, 1009, 1010, 1011, 1012].map((doctorId) => ({
          doctorId,
          services: bookable,
        })),
      },
    ],
    101,
  );
  const base: ListInputs = {
    clinic: yasen,
    online: { status: 'ready', lpuId: 101, index: NOTHING_BOOKABLE },
    onlineOnly: false,
    search: NO_SEARCH,
    input: '',
    pages: 1,
    pageSize: 10,
  };

  it('shows one page grouped by category, and "show more" while more remain', () => {
    const v1 = deriveList(base);
    expect(v1.shownCount).toBe(10);
    expect(v1.hasMore).toBe(true);
    expect(v1.groups.map((g) => [g.name, g.items.length])).toEqual([
      ['Консультации врачей', 7],
      ['Ультразвуковая диагностика', 3],
    ]);
    expect(deriveList({ ...base, pages: 2 }).shownCount).toBe(20);
    const v3 = deriveList({ ...base, pages: 3 });
    expect([v3.shownCount, v3.hasMore]).toEqual([25, false]);
    expect(deriveList({ ...base, pageSize: 20 }).shownCount).toBe(20);
  });

  it('the online-only switch keeps services with slots and direct booking, once the slots are known', () => {
    const online = { status: 'ready' as const, lpuId: 101, index: yasenOnline };
    const v = deriveList({ ...base, online, onlineOnly: true, pages: 5 });
    expect(v.onlineCount).toBe(24);
    expect(v.found).toHaveLength(24);
    expect(v.found.some((i) => i.synonymId === 5001)).toBe(false);
    expect(v.onlineOnlyApplied).toBe(true);
    expect(v.switchDisabled).toBe(false);
    // While loading the switch does not filter (nothing is known yet) and cannot be used.
    const loading = deriveList({ ...base, online: { ...online, status: 'loading' }, onlineOnly: true });
    expect([loading.onlineOnlyApplied, loading.switchDisabled, loading.found.length]).toEqual([
      false,
      true,
      25,
    ]);
    // Slots of another clinic do not count.
    expect(deriveList({ ...base, online: { ...online, lpuId: 102 } }).onlineCount).toBe(0);
  });

  it('an express clinic has no online services even when doctors have slots', () => {
    const index = bookableIndex([{ lpuId: 102, doctors: [{ doctorId: 1013, services: [5125, 5126] }] }], 102);
    const v = deriveList({ ...base, clinic: taganka, online: { status: 'ready', lpuId: 102, index } });
    expect(v.found.filter((i) => i.hasSlots)).toHaveLength(2);
    expect(v.onlineCount).toBe(0);
    expect(v.switchDisabled).toBe(true);
  });

  it('search, empty state, hint, active category, note', () => {
    const none = deriveList({ ...base, search: { text: 'томография', field: 'name' }, input: 'томография' });
    expect([none.empty, none.found.length, none.hasMore]).toEqual([true, 0, false]);
    const hint = deriveList({ ...base, input: 'т' });
    expect([hint.hint, hint.found.length]).toEqual([true, 25]);
    const cat = deriveList({
      ...base,
      search: { text: 'Эндоскопия', field: 'category' },
      input: 'Эндоскопия',
    });
    expect(cat.activeCategory).toBe('Эндоскопия');
    expect(cat.found.map((i) => i.name)).toEqual([
      'Гастроскопия (ЭГДС)',
      'Колоноскопия',
      'Эндоскопия ЛОР-органов',
    ]);
    expect(cat.categories).toHaveLength(6);
    expect(base.clinic && deriveList(base).note?.text).toBe('Цены обновлены 20 ноября 2026');
  });
});

describe('page-wide events (booking-schedule §7)', () => {
  const schedule = {
    dateStart: null,
    townTimedelta: 0,
    doctorsLpus: [
      { lpu_id: 101, has_slots: true },
      { lpu_id: 102, has_slots: false },
    ],
  };
  const doctorEntry = yasen.services[0];
  const clinicEntry = yasen.services.find((s) => s.synonymId === 5107) as ServicePrice;

  it('the show-calendar detail carries the spec payload and its fixed flags', () => {
    expect(showCalendarDetail(doctorEntry, schedule, '2026-11-23', null)).toEqual({
      lpuId: 101,
      doctorId: 1001,
      synonymId: 5005,
      dateStart: '2026-11-23',
      doctorsLpus: [{ lpu_id: 101, has_slots: true }],
      townTimedelta: 0,
      container: null,
      serviceIsDirect: true,
      isEnabledLpuClub: false,
      isDoctorPriceList: true,
      serviceIsPreliminaryConsultation: false,
    });
  });

  it('calendar inputs: 30 days, redirect, the doctor only for a doctor entry', () => {
    const withDoctor = calendarPropsFor(
      showCalendarDetail(doctorEntry, schedule, '2026-11-23', null),
      '2026-11-23',
      null,
    );
    expect(withDoctor).toEqual({
      lpuId: 101,
      synonymId: 5005,
      doctorId: 1001,
      dateStart: '2026-11-23',
      days: 30,
      townTimedelta: 0,
      useRedirect: true,
      serviceDirect: true,
      club: false,
      preliminaryConsultation: false,
      doctorPriceList: true,
      lpuPriceList: false,
    });
    const clinicOnly = calendarPropsFor(
      showCalendarDetail(clinicEntry, schedule, '2026-11-23', null),
      '2026-11-23',
      42,
    );
    expect(clinicOnly).toMatchObject({ doctorPriceList: false, lpuPriceList: true, dtypeId: 42 });
    expect(clinicOnly).not.toHaveProperty('doctorId');
  });

  it('reads a page-made detail leniently and refuses one without ids', () => {
    expect(readShowCalendarDetail({ lpuId: 101, synonymId: '5107' })).toMatchObject({
      lpuId: 101,
      synonymId: 5107,
      doctorId: null,
      dateStart: '',
      serviceIsDirect: true,
      isDoctorPriceList: true,
    });
    expect(readShowCalendarDetail({ lpuId: 101 })).toBeNull();
    expect(readShowCalendarDetail(null)).toBeNull();
  });

  it('the fallback redirect: lpu, synonymId and the target doctor when known', () => {
    expect(serviceAppointmentUrl({ lpu: 101, synonymId: STALE_SLOTS_SERVICE_ID, targetDoctorId: null })).toBe(
      '/uslugi/appointment/new/?lpu=101&synonymId=5122',
    );
    expect(serviceAppointmentUrl({ lpu: 101, synonymId: 5005, targetDoctorId: 1001 })).toBe(
      '/uslugi/appointment/new/?lpu=101&synonymId=5005&targetDoctorId=1001',
    );
  });
});
