import { describe, expect, it } from 'vitest';
import { CLINIC_ENTRY_IDS, CLINIC_LIST_ENTRIES, CLINIC_LIST_SINGLE_TYPE } from '../../../mocks/fixtures';
import { parseClinics, type ClinicEntry, type ClinicEntryWire } from './clinic-list-data';
import {
  activePriceTab,
  addressText,
  ageText,
  allItems,
  availableFilters,
  bookingType,
  calendarInputsFor,
  clinicUrl,
  defaultItem,
  derivePrices,
  externalMapUrl,
  formatPhone,
  initialFilter,
  itemPriceText,
  itemsFor,
  mapPoint,
  metroStations,
  parseHash,
  phoneFor,
  reloadsSlots,
  scheduleFilter,
  searchItems,
  selectedItem,
  showFilterChips,
  shownPrices,
  showsHomeCall,
  showsMedcardBanner,
  staffScheduleProblemsUrl,
  telemedKindFor,
  telemedPrice,
  visibleEntries,
  walkTimeText,
  type ClinicItem,
  type FilterType,
  type SelectionContext,
} from './clinic-list-model';
import { bookingUrl } from './on-demand/booking';

/** The fixture entries, parsed; `patch` changes the wire entry first. */
function entries(list: ClinicEntryWire[] = CLINIC_LIST_ENTRIES): ClinicEntry[] {
  const { clinics, problems } = parseClinics(structuredClone(list));
  expect(problems).toEqual([]);
  return clinics;
}
function entry(id: number, patch: (e: ClinicEntryWire) => void = () => {}): ClinicEntry {
  const wire = structuredClone(CLINIC_LIST_ENTRIES.find((e) => e.id === id) as ClinicEntryWire);
  patch(wire);
  return entries([wire])[0];
}
const yasen = () => entry(CLINIC_ENTRY_IDS.yasen);
const dobry = () => entry(CLINIC_ENTRY_IDS.dobryDoctor);
const ural = () => entry(CLINIC_ENTRY_IDS.uralHealth);
const iset = () => entry(CLINIC_ENTRY_IDS.iset);
const noCtx: SelectionContext = { hashSpeciality: null, doctorSpecialityId: null };
const item = (e: ClinicEntry, key: string, filter: FilterType = 'clinic') =>
  allItems(e, filter).find((i) => i.key === key) as ClinicItem;

describe('URL hash inputs (§2)', () => {
  it('reads filter and speciality', () => {
    expect(parseHash('#filter=home&speciality=endokrinolog')).toEqual({
      filter: 'home',
      speciality: 'endokrinolog',
    });
    expect(parseHash('#speciality=detskiy-lor-2')).toEqual({ filter: null, speciality: 'detskiy-lor-2' });
  });

  it('ignores a filter that is not one of the three types and a speciality with other characters', () => {
    expect(parseHash('#filter=office')).toEqual({ filter: null, speciality: null });
    expect(parseHash('#filter=HOME')).toEqual({ filter: null, speciality: null });
    expect(parseHash('#filter=telemed&speciality=<script>')).toEqual({ filter: 'telemed', speciality: null });
    expect(parseHash('#speciality=a b')).toEqual({ filter: null, speciality: null });
    expect(parseHash('#pd-modal-1')).toEqual({ filter: null, speciality: null });
    expect(parseHash('')).toEqual({ filter: null, speciality: null });
  });
});

describe('filter types (§2, §4)', () => {
  it('offers the three types and shows the chips when more than one type has a price', () => {
    const all = availableFilters(entries());
    expect(all).toEqual(['clinic', 'home', 'telemed']);
    expect(showFilterChips(all)).toBe(true);
    const single = availableFilters(entries(CLINIC_LIST_SINGLE_TYPE));
    expect(single).toEqual(['clinic']);
    expect(showFilterChips(single)).toBe(false);
  });

  it('§2 filter chips show only when MORE THAN ONE type has a price: an entry with only price_go offers home alone', () => {
    const homeOnly = entries([
      {
        ...CLINIC_LIST_ENTRIES[1],
        tabs_data: { price: null, price_go: 4000, club_price: null, in_club: false },
        workplaces: [
          { ...CLINIC_LIST_ENTRIES[1].workplaces![0], price: null, club_price: null, price_go: 4000 },
        ],
        services: [],
      },
    ]);
    expect(availableFilters(homeOnly)).toEqual(['home']);
    expect(showFilterChips(availableFilters(homeOnly))).toBe(false);
    expect(initialFilter(availableFilters(homeOnly), null)).toBe('home');
  });

  it('starts on the hash filter when offered, else the clinic filter', () => {
    expect(initialFilter(['clinic', 'home', 'telemed'], 'telemed')).toBe('telemed');
    expect(initialFilter(['clinic', 'home', 'telemed'], null)).toBe('clinic');
    expect(initialFilter(['clinic'], 'home')).toBe('clinic');
    expect(initialFilter(['home'], null)).toBe('home');
  });

  it('shows only the cards with an item for the filter', () => {
    const ids = (f: FilterType) => visibleEntries(entries(), f, null).map((e) => e.id);
    const { yasen: y, dobryDoctor: d, uralHealth: u, iset: i } = CLINIC_ENTRY_IDS;
    expect(ids('clinic')).toEqual([y, d, u, i]);
    expect(ids('home')).toEqual([y, d, u]);
    expect(ids('telemed')).toEqual([y, u]);
  });

  it('sorts the cards having the hash speciality first, keeping the order otherwise', () => {
    const list = entries([CLINIC_LIST_ENTRIES[3], CLINIC_LIST_ENTRIES[1], CLINIC_LIST_ENTRIES[0]]);
    expect(visibleEntries(list, 'clinic', 'dietolog').map((e) => e.id)).toEqual([
      CLINIC_ENTRY_IDS.yasen,
      CLINIC_ENTRY_IDS.iset,
      CLINIC_ENTRY_IDS.dobryDoctor,
    ]);
    expect(visibleEntries(list, 'clinic', 'nevrolog').map((e) => e.id)).toEqual(list.map((e) => e.id));
  });
});

describe('derived prices (§3, §5, §9)', () => {
  it('derives the five prices of a workplace at a club clinic with both telemed schedules', () => {
    expect(derivePrices(yasen(), yasen().workplaces[0])).toEqual({
      price: 3000,
      priceHome: 5500,
      priceOnline: 1800,
      priceMedtochkaTelemed: 1500,
      priceClub: 2100,
    });
  });

  it('gives online prices only when the telemed conditions hold', () => {
    const off = entry(CLINIC_ENTRY_IDS.yasen, (e) => {
      e.appointment_telemed = false;
    });
    expect(derivePrices(off, off.workplaces[0])).toMatchObject({
      priceOnline: null,
      priceMedtochkaTelemed: 1500,
    });
    const noSlots = entry(CLINIC_ENTRY_IDS.yasen, (e) => {
      e.workplaces![0].metric = { has_slots_telemed_in_clinic: false, has_slots_telemed_in_medtochka: false };
    });
    expect(derivePrices(noSlots, noSlots.workplaces[0])).toMatchObject({
      priceOnline: null,
      priceMedtochkaTelemed: null,
    });
    // Without the workplace metric the entry's flags decide.
    const noMetric = entry(CLINIC_ENTRY_IDS.yasen, (e) => {
      e.workplaces![0].metric = null;
      e.has_slots_telemed_in_medtochka = false;
    });
    expect(derivePrices(noMetric, noMetric.workplaces[0])).toMatchObject({
      priceOnline: 1800,
      priceMedtochkaTelemed: null,
    });
    // The own platform is off at «Уральское здоровье»: its 1 400 ₽ is not an online price.
    expect(derivePrices(ural(), ural().workplaces[0])).toMatchObject({
      priceOnline: 1600,
      priceMedtochkaTelemed: null,
    });
  });

  it('shows club prices only for clinics in the club', () => {
    const outOfClub = entry(CLINIC_ENTRY_IDS.yasen, (e) => {
      e.tabs_data!.in_club = false;
    });
    expect(derivePrices(outOfClub, outOfClub.workplaces[0]).priceClub).toBeNull();
    expect(derivePrices(dobry(), dobry().workplaces[0]).priceClub).toBeNull();
  });

  it("shows the telemed price as 'от' the minimum when the two differ", () => {
    expect(telemedPrice({ priceOnline: 1800, priceMedtochkaTelemed: 1500 })).toEqual({
      price: 1500,
      from: true,
    });
    expect(telemedPrice({ priceOnline: 1500, priceMedtochkaTelemed: 1500 })).toEqual({
      price: 1500,
      from: false,
    });
    expect(telemedPrice({ priceOnline: null, priceMedtochkaTelemed: 1500 })).toEqual({
      price: 1500,
      from: false,
    });
    expect(telemedPrice({ priceOnline: null, priceMedtochkaTelemed: null })).toBeNull();
    const endo = item(yasen(), 'wp:9', 'telemed');
    expect(itemPriceText(endo, 'telemed')).toBe('от 1\u00a0500\u00a0₽');
    expect(itemPriceText(endo, 'home')).toBe('5\u00a0500\u00a0₽');
    expect(itemPriceText(item(ural(), 'wp:9', 'telemed'), 'telemed')).toBe('1\u00a0600\u00a0₽');
  });

  it('picks the telemed schedule by the user or by the lowest price', () => {
    const prices = derivePrices(yasen(), yasen().workplaces[0]);
    expect(telemedKindFor(prices, null)).toBe('medtochka');
    expect(telemedKindFor(prices, 'clinic')).toBe('clinic');
    const uralPrices = derivePrices(ural(), ural().workplaces[0]);
    expect(telemedKindFor(uralPrices, 'medtochka')).toBe('clinic');
    expect(telemedKindFor({ ...uralPrices, priceOnline: null }, null)).toBeNull();
  });
});

describe('selected item per clinic (§4)', () => {
  it('prefers the workplace of the hash speciality', () => {
    expect(defaultItem(yasen(), 'clinic', { hashSpeciality: 'dietolog', doctorSpecialityId: 9 })?.key).toBe(
      'wp:10',
    );
  });

  it("else the doctor's speciality", () => {
    const e = entry(CLINIC_ENTRY_IDS.yasen, (w) => w.workplaces!.reverse());
    expect(defaultItem(e, 'clinic', { hashSpeciality: 'nevrolog', doctorSpecialityId: 9 })?.key).toBe('wp:9');
  });

  it('else, under the clinic filter, one with a club price', () => {
    const e = entry(CLINIC_ENTRY_IDS.yasen, (w) => {
      w.workplaces![0].club_price = null;
    });
    expect(defaultItem(e, 'clinic', noCtx)?.key).toBe('wp:10');
    // Not under the home filter: there the first workplace fitting it.
    expect(defaultItem(e, 'home', noCtx)?.key).toBe('wp:9');
  });

  it('else the first workplace matching the filter', () => {
    const e = entry(CLINIC_ENTRY_IDS.yasen, (w) => {
      for (const wp of w.workplaces!) wp.club_price = null;
      w.workplaces!.reverse();
    });
    expect(defaultItem(e, 'clinic', noCtx)?.key).toBe('wp:10');
    expect(defaultItem(e, 'telemed', noCtx)?.key).toBe('wp:9');
  });

  it('with no workplaces, the first service', () => {
    expect(defaultItem(iset(), 'clinic', noCtx)).toMatchObject({ kind: 'service', key: 'svc:5006' });
    expect(defaultItem(iset(), 'home', noCtx)).toBeNull();
  });

  it("keeps the user's choice while it fits the filter", () => {
    expect(selectedItem(yasen(), 'clinic', 'svc:5008', noCtx)?.key).toBe('svc:5008');
    // Services are not offered at home: back to the default rule.
    expect(selectedItem(yasen(), 'home', 'svc:5008', { ...noCtx, doctorSpecialityId: 9 })?.key).toBe('wp:9');
    expect(selectedItem(yasen(), 'clinic', 'wp:404', { ...noCtx, doctorSpecialityId: 10 })?.key).toBe(
      'wp:10',
    );
  });

  it('lists services only under the clinic filter', () => {
    expect(itemsFor(yasen(), 'clinic').services.map((s) => s.name)).toEqual([
      'Биоимпедансометрия (анализ состава тела)',
    ]);
    expect(itemsFor(yasen(), 'home').services).toEqual([]);
    expect(itemsFor(yasen(), 'home').workplaces.map((w) => w.name)).toEqual(['Эндокринолог']);
  });
});

describe('reload rule (§4)', () => {
  const e = yasen();
  const endo = item(e, 'wp:9');
  const diet = item(e, 'wp:10');
  const svc = item(e, 'svc:5008');
  const other = item(iset(), 'svc:5007');

  it('does not reload between two workplaces or under the telemed filter', () => {
    expect(reloadsSlots(endo, diet, 'clinic')).toBe(false);
    expect(reloadsSlots(endo, diet, 'home')).toBe(false);
    expect(reloadsSlots(endo, svc, 'telemed')).toBe(false);
    expect(reloadsSlots(endo, endo, 'clinic')).toBe(false);
  });

  it('reloads to or from a service and between services', () => {
    expect(reloadsSlots(endo, svc, 'clinic')).toBe(true);
    expect(reloadsSlots(svc, diet, 'clinic')).toBe(true);
    expect(reloadsSlots(svc, other, 'clinic')).toBe(true);
    expect(reloadsSlots(null, endo, 'clinic')).toBe(true);
  });

  it('gives two workplaces the same calendar inputs, a service other ones', () => {
    const ctx = { filter: 'clinic' as const, telemedKind: null, townTimedelta: 0, expressEnabled: false };
    expect(calendarInputsFor(e, endo, ctx)).toEqual(calendarInputsFor(e, diet, ctx));
    expect(calendarInputsFor(e, svc, ctx)).not.toEqual(calendarInputsFor(e, endo, ctx));
  });
});

describe('speciality search (§5)', () => {
  it('matches a case-insensitive substring; a blank query keeps all', () => {
    const items = allItems(yasen(), 'clinic');
    expect(searchItems(items, 'ДИЕТ').map((i) => i.name)).toEqual(['Диетолог']);
    expect(searchItems(items, '  состав ').map((i) => i.name)).toEqual([
      'Биоимпедансометрия (анализ состава тела)',
    ]);
    expect(searchItems(items, 'лог').map((i) => i.name)).toEqual(['Эндокринолог', 'Диетолог']);
    expect(searchItems(items, '')).toHaveLength(3);
    expect(searchItems(items, 'хирург')).toEqual([]);
  });
});

describe('card content', () => {
  it("shows walk time as '1 мин' under 60 s, else minutes rounded down (§9)", () => {
    expect(walkTimeText(45)).toBe('1 мин');
    expect(walkTimeText(0)).toBe('1 мин');
    expect(walkTimeText(60)).toBe('1 мин');
    expect(walkTimeText(119)).toBe('1 мин');
    expect(walkTimeText(120)).toBe('2 мин');
    expect(walkTimeText(779)).toBe('12 мин');
    expect(walkTimeText(null)).toBe('');
  });

  it('shows up to 3 metro stations with a safe line colour', () => {
    expect(metroStations(yasen().lpu)).toEqual([
      { name: 'Киевская', color: '#0072BA', walk: '7 мин' },
      { name: 'Студенческая', color: '#0072BA', walk: '13 мин' },
      { name: 'Смоленская', color: '#0033A0', walk: '21 мин' },
    ]);
    const odd = entry(CLINIC_ENTRY_IDS.dobryDoctor, (e) => {
      e.lpu.lpumetro_set = [{ name: 'Таганская', color: 'red;background:url(x)', walk_time: 45 }];
    });
    expect(metroStations(odd.lpu)).toEqual([{ name: 'Таганская', color: '', walk: '1 мин' }]);
  });

  it('shows a phone only with show_phone and a phone, or with the registration-phone flag (+ ОМС)', () => {
    expect(phoneFor(yasen())).toEqual({
      display: '+7 (495) 123-45-67',
      href: 'tel:+74951234567',
      oms: false,
    });
    expect(phoneFor(dobry())).toEqual({ display: '+7 (495) 987-65-43', href: 'tel:+74959876543', oms: true });
    expect(phoneFor(iset())).toBeNull();
    const noPhone = entry(CLINIC_ENTRY_IDS.iset, (e) => {
      e.show_phone = true;
      e.lpu.lpuphone = null;
    });
    expect(phoneFor(noPhone)).toBeNull();
    expect(formatPhone('8 (343) 200-11-22')?.display).toBe('+7 (343) 200-11-22');
    expect(formatPhone('123')).toBeNull();
  });

  it('shows the home-visit call button only with a home price and direct booking off', () => {
    expect(showsHomeCall(dobry(), item(dobry(), 'wp:9', 'home'), 'home')).toBe(true);
    expect(showsHomeCall(dobry(), item(dobry(), 'wp:9'), 'clinic')).toBe(false);
    expect(showsHomeCall(yasen(), item(yasen(), 'wp:9', 'home'), 'home')).toBe(false);
  });

  it('shows the medcard banner for a clinic using the medcard link under the clinic filter', () => {
    expect(showsMedcardBanner(yasen(), 'clinic')).toBe(true);
    expect(showsMedcardBanner(yasen(), 'home')).toBe(false);
    expect(showsMedcardBanner(dobry(), 'clinic')).toBe(false);
  });

  it('reads the age text with declension (§5)', () => {
    expect(ageText(item(yasen(), 'wp:9'))).toBe('Принимает пациентов от 18 лет');
    expect(ageText(item(ural(), 'wp:9'))).toBe('Принимает пациентов от 16 до 75 лет');
    expect(ageText(null)).toBe('');
  });

  it('builds the clinic, staff and map links; staff see the town', () => {
    expect(clinicUrl(yasen().lpu)).toBe('/moskva/lpu/medicinskiy-centr-yasen/');
    expect(staffScheduleProblemsUrl(101, 1014)).toBe('/staff/schedule-problems/?lpu_id=101&doctor_id=1014');
    expect(addressText(yasen(), false)).toBe('ул. Большая Дорогомиловская, д. 9');
    expect(addressText(ural(), true)).toBe('Екатеринбург, ул. Малышева, д. 51');
    expect(mapPoint(ural())).toEqual({
      coords: [56.8361, 60.6146],
      name: 'Медицинский центр «Уральское здоровье»',
      address: 'ул. Малышева, д. 51',
      id: 201,
      phone: '+7 (343) 200-11-22',
      lpuHref: '/ekaterinburg/lpu/medicinskiy-centr-uralskoe-zdorove/',
    });
    const p = mapPoint(yasen());
    expect(externalMapUrl(p ? [p] : [])).toBe('https://yandex.ru/maps/?pt=37.5661,55.7446&z=16&l=map');
    expect(externalMapUrl([])).toBeNull();
  });
});

describe('calendars and booking (§7)', () => {
  const ctx = { townTimedelta: 0, expressEnabled: true, telemedKind: null };

  it('gives each card the calendar of its filter and item', () => {
    const e = yasen();
    expect(calendarInputsFor(e, item(e, 'wp:9'), { ...ctx, filter: 'clinic' })).toEqual({
      lpuId: 101,
      townTimedelta: 0,
      lpuTimedelta: 0,
      hasSlots: true,
      doctorId: 1014,
    });
    // At home: the same doctor schedule.
    expect(calendarInputsFor(e, item(e, 'wp:9', 'home'), { ...ctx, filter: 'home' })).toEqual({
      lpuId: 101,
      townTimedelta: 0,
      lpuTimedelta: 0,
      hasSlots: true,
      doctorId: 1014,
    });
    expect(
      calendarInputsFor(e, item(e, 'wp:9', 'telemed'), {
        ...ctx,
        filter: 'telemed',
        telemedKind: 'medtochka',
      }),
    ).toEqual({ lpuId: 101, townTimedelta: 0, doctorId: 1014, telemedType: 'medtochka' });
    expect(calendarInputsFor(e, item(e, 'svc:5008'), { ...ctx, filter: 'clinic' })).toEqual({
      lpuId: 101,
      townTimedelta: 0,
      synonymId: 5008,
      doctorId: 1014,
      doctorPriceList: true,
      serviceDirect: true,
    });
  });

  it("§7/§3 slots_bulk doctors_lpus: each pair carries its clinic's real lpu_timedelta and has_slots", () => {
    // Ekaterinburg (timedelta 2) from a Moscow page (town timedelta 0).
    const u = ural();
    expect(u.lpu.town.timedelta).toBe(2);
    expect(calendarInputsFor(u, allItems(u, 'clinic')[0], { ...ctx, filter: 'clinic' })).toMatchObject({
      townTimedelta: 0,
      lpuTimedelta: 2,
      hasSlots: true,
    });
    const none = entry(CLINIC_ENTRY_IDS.yasen, (w) => {
      w.has_slots = false;
    });
    expect(calendarInputsFor(none, item(none, 'wp:9'), { ...ctx, filter: 'clinic' })).toMatchObject({
      hasSlots: false,
    });
  });

  it('puts express clinics in express mode and shows no calendar without online booking', () => {
    const d = dobry();
    expect(calendarInputsFor(d, item(d, 'wp:9'), { ...ctx, filter: 'clinic' })).toMatchObject({
      appointmentType: 'express',
      expressEnabled: true,
    });
    // A home visit without direct booking: the call button instead of a calendar.
    expect(calendarInputsFor(d, item(d, 'wp:9', 'home'), { ...ctx, filter: 'home' })).toBeNull();
    const off = entry(CLINIC_ENTRY_IDS.yasen, (e) => {
      e.appointment_on = false;
    });
    expect(calendarInputsFor(off, item(off, 'wp:9'), { ...ctx, filter: 'clinic' })).toBeNull();
  });

  it('derives the price tab, the booking type and the schedule from the filter and the tab', () => {
    const e = yasen();
    expect(activePriceTab('clinic', item(e, 'wp:9'), null)).toBe('club');
    expect(activePriceTab('clinic', item(dobry(), 'wp:9'), null)).toBe('default');
    expect(activePriceTab('telemed', item(e, 'wp:9', 'telemed'), null)).toBe('default');
    expect(activePriceTab('clinic', item(e, 'wp:9'), 'default')).toBe('default');
    expect(bookingType('clinic', 'club')).toBe('club');
    expect(bookingType('clinic', 'default')).toBe('default');
    expect(bookingType('home', 'default')).toBe('home');
    expect(bookingType('telemed', 'default')).toBe('telemed');
    expect(bookingType('telemed', 'on-site')).toBe('on-site');
    expect(scheduleFilter('telemed', 'on-site')).toBe('clinic');
    expect(scheduleFilter('home', 'club')).toBe('clinic');
    expect(scheduleFilter('home', 'default')).toBe('home');
  });

  it('builds the doctor page redirect with slot, lpu, source, timedelta, doctor, doctorSpec and type', () => {
    const e = yasen();
    expect(
      bookingUrl({
        entry: e,
        item: item(e, 'wp:10'),
        type: 'club',
        timedelta: 0,
        day: '2026-11-24',
        time: '09:30',
      }),
    ).toBe(
      '/appointment/new/?doctor=1014&lpu=101&slot=24.11.2026%2009:30&type=club&doctorSpec=dietolog' +
        '&spec_placement=&source=doctor-inner&speciality=dietolog&timedelta=0',
    );
    expect(
      bookingUrl({
        entry: ural(),
        item: item(ural(), 'wp:9', 'telemed'),
        type: 'telemed',
        timedelta: 2,
        day: '2026-11-24',
        time: '18:00',
      }),
    ).toContain(
      '&type=telemed&doctorSpec=endokrinolog&spec_placement=&source=doctor-inner&speciality=endokrinolog&timedelta=2',
    );
  });

  it('§4 telemed platform choice changes the price shown and the redirect (telemedType)', () => {
    const e = yasen();
    const telemed = item(e, 'wp:9', 'telemed') as Extract<ClinicItem, { kind: 'workplace' }>;
    const p = telemed.prices;
    expect([p.priceOnline, p.priceMedtochkaTelemed]).toEqual([1800, 1500]);
    expect(shownPrices(p, 'clinic')).toMatchObject({ priceOnline: 1800, priceMedtochkaTelemed: null });
    expect(shownPrices(p, 'medtochka')).toMatchObject({ priceOnline: null, priceMedtochkaTelemed: 1500 });
    expect(shownPrices(p, null)).toBe(p);
    const target = {
      entry: e,
      item: telemed,
      type: 'telemed',
      timedelta: 0,
      day: '2026-11-24',
      time: '18:00',
    };
    expect(bookingUrl({ ...target, telemedKind: 'clinic' })).toMatch(/&telemedType=clinic$/);
    expect(bookingUrl({ ...target, telemedKind: 'medtochka' })).toMatch(/&telemedType=medtochka$/);
    expect(bookingUrl(target)).not.toContain('telemedType');
  });

  it('builds the clinic-service redirect with doctorId, equipmentId, targetDoctorId and synonymId', () => {
    const e = iset();
    expect(
      bookingUrl({
        entry: e,
        item: item(e, 'svc:5007'),
        type: 'default',
        timedelta: 2,
        day: '2026-11-26',
        time: '16:30',
      }),
    ).toBe(
      '/uslugi/appointment/new/?lpu=202&slot=26.11.2026%2016:30&synonymId=5007&dTypeId=&doctorId=1014&equipmentId=' +
        '&service=5007&dtype=&dclass=&device=&source=doctor-inner&targetDoctorId=1014&timedelta=2',
    );
  });
});
