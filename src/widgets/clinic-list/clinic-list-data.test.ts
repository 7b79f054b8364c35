import { afterEach, describe, expect, it } from 'vitest';
import { CLINIC_LIST_ENTRIES, CLINIC_LIST_OTHER_COUNTRIES } from '../../../mocks/fixtures';
import { parseClinics, parseOtherCountries, resolveClinicListInputs } from './clinic-list-data';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('clinic address entries (§3)', () => {
  it('parses the fixture into camelCase entries, numeric text included', () => {
    const { clinics, problems } = parseClinics(structuredClone(CLINIC_LIST_ENTRIES));
    expect(problems).toEqual([]);
    expect(clinics).toHaveLength(4);
    const ural = clinics[2];
    expect(ural).toMatchObject({ id: 7003, lpuId: 201, doctorId: 1014, lat: 56.8361, lon: 60.6146 });
    expect(ural.lpu.town).toEqual({ name: 'Екатеринбург', translit: 'ekaterinburg', timedelta: 2 });
    expect(ural.workplaces[0]).toMatchObject({ pdPriceOnline: 1600, hasSlotsTelemedInMedtochka: false });
    expect(clinics[3].services.map((s) => s.synonymId)).toEqual([5006, 5007]);
    expect(clinics[0].lpu.metro).toHaveLength(4);
  });

  it('drops a malformed entry, workplace or station with a problem naming it, and keeps the rest', () => {
    const list = structuredClone(CLINIC_LIST_ENTRIES) as unknown as Record<string, unknown>[];
    delete list[1].lpu;
    (list[0].workplaces as unknown[]).push({ price: 1000 });
    (list[2] as { lpu: { lpumetro_set: unknown[] } }).lpu.lpumetro_set.push({ color: '#fff' });
    list.push({ ...list[0] });
    const { clinics, problems } = parseClinics(list);
    expect(clinics.map((c) => c.id)).toEqual([7001, 7003, 7004]);
    expect(clinics[0].workplaces).toHaveLength(2);
    expect(problems).toEqual([
      expect.stringMatching(/^clinics\[0\]\.workplaces\[2\] is malformed \(spec: .*\); it is skipped$/),
      expect.stringMatching(/^clinics\[1\] is malformed \(lpu: .*\); this clinic is not shown$/),
      expect.stringMatching(/^clinics\[2\]\.lpu\.lpumetro_set\[1\] is malformed \(name: /),
      'clinics[4] repeats the entry id 7001; it is skipped',
    ]);
  });

  it('treats a price of 0 or below, null or text as no price', () => {
    const list = structuredClone(CLINIC_LIST_ENTRIES);
    Object.assign(list[0].workplaces![0], {
      price: 0,
      price_go: -1,
      club_price: 'n/a',
      pd_price_online: '1800',
    });
    const { clinics } = parseClinics(list);
    expect(clinics[0].workplaces[0]).toMatchObject({
      price: null,
      priceGo: null,
      clubPrice: null,
      pdPriceOnline: 1800,
    });
  });

  it('reports a value that is not an array', () => {
    expect(parseClinics({ id: 1 })).toEqual({
      clinics: [],
      problems: ['"clinics" must be a JSON array of clinic address entries, got object'],
    });
  });
});

describe('element inputs', () => {
  it('reads the entries from a json_script by id', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'doctor-clinics';
    script.textContent = JSON.stringify(CLINIC_LIST_ENTRIES);
    document.body.append(script);
    const { config, problems } = resolveClinicListInputs({ clinicsSource: 'doctor-clinics', doctorId: 1014 });
    expect(problems).toEqual([]);
    expect(config.clinics).toHaveLength(4);
    expect(config).toMatchObject({ doctorId: 1014, townTimedelta: 0, doctorSpecialityId: null });
  });

  it('explains a missing or broken json_script and a bad attribute without throwing', () => {
    expect(resolveClinicListInputs({ clinicsSource: 'nope' }).problems).toEqual([
      'attribute "clinics-source": no element with id "nope" on the page; no clinics to show',
    ]);
    const script = document.createElement('script');
    script.id = 'broken';
    script.textContent = '[{';
    document.body.append(script);
    expect(resolveClinicListInputs({ clinicsSource: 'broken' }).problems[0]).toMatch(
      /^attribute "clinics-source": #broken does not hold valid JSON/,
    );
    const { config, problems } = resolveClinicListInputs({
      clinics: CLINIC_LIST_ENTRIES,
      doctorId: 1003,
      townTimedelta: Number.NaN,
      doctorSpecialityId: -2,
    });
    expect(config.clinics).toEqual([]);
    expect(problems).toEqual([
      '4 clinic entries name another doctor than doctor-id 1003 (1014, 1014, 1014, 1014); not shown',
      'attribute "doctor-speciality-id" must be a positive integer id, got -2; it is ignored',
      'attribute "town-timedelta" must be a number of hours, got NaN; the first clinic\'s town is used',
    ]);
    expect(resolveClinicListInputs({}).problems).toEqual([
      'set "clinics" (JSON) or "clinics-source" (a json_script id); no clinics to show',
    ]);
  });

  it('parses JSON text given as a property (React 19 sets known properties of custom elements)', () => {
    const { config, problems } = resolveClinicListInputs({
      clinics: JSON.stringify(CLINIC_LIST_ENTRIES),
      otherCountries: JSON.stringify(CLINIC_LIST_OTHER_COUNTRIES),
    });
    expect(problems).toEqual([]);
    expect(config.clinics).toHaveLength(4);
    expect(config.otherCountries).toEqual(CLINIC_LIST_OTHER_COUNTRIES);
    expect(resolveClinicListInputs({ clinics: '[{' }).problems[0]).toMatch(/^"clinics" is not valid JSON/);
  });

  it('keeps other countries with safe links only', () => {
    expect(parseOtherCountries(CLINIC_LIST_OTHER_COUNTRIES).countries).toEqual(CLINIC_LIST_OTHER_COUNTRIES);
    const { countries, problems } = parseOtherCountries([
      { name: 'Казахстан', link: 'javascript:alert(1)' },
      { name: '', link: '/x/' },
      { name: 'Армения', link: 'https://example.am/vrach/' },
    ]);
    expect(countries).toEqual([{ name: 'Армения', link: 'https://example.am/vrach/' }]);
    expect(problems).toHaveLength(2);
  });
});
