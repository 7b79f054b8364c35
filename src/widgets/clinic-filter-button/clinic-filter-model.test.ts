import { describe, expect, it } from 'vitest';
import { chosen, clinicFilterUrl, type ClinicFilterChoice } from './clinic-filter-model';

describe('clinicFilterUrl (portal-identity-reviews §2 "Clinic list filter button")', () => {
  const all: ClinicFilterChoice = {
    town: 'moskva',
    illness: 'gripp',
    clinicType: 'detskie',
    speciality: 'stomatologiya',
    serviceType: 'uslugi',
    service: 'uzi',
  };
  it.each<[string, ClinicFilterChoice, string | null]>([
    ['illness first', all, '/moskva/lechenie/gripp/'],
    ['then clinic type', { ...all, illness: 'all' }, '/moskva/top/detskie/'],
    ['then speciality', { ...all, illness: 'all', clinicType: '' }, '/moskva/stomatologiya/'],
    [
      'then service type + service',
      { ...all, illness: null, clinicType: 'all', speciality: 'all' },
      '/moskva/uslugi/uzi/',
    ],
    ['service without type → town', { town: 'moskva', service: 'uzi' }, '/moskva/'],
    [
      'service type without service → town',
      { town: 'moskva', serviceType: 'diagnostika', service: 'all' },
      '/moskva/',
    ],
    [
      'all not chosen → town',
      {
        town: 'moskva',
        illness: 'all',
        clinicType: 'all',
        speciality: 'all',
        serviceType: 'all',
        service: 'all',
      },
      '/moskva/',
    ],
    ['only a town', { town: 'spb' }, '/spb/'],
    ['blank values are not chosen', { town: ' spb ', illness: '  ', speciality: ' lor ' }, '/spb/lor/'],
    ['no town → null', { illness: 'gripp' }, null],
    ["town 'all' → null", { town: 'all', speciality: 'lor' }, null],
    ['a slug is one segment', { town: 'moskva', speciality: '../admin' }, '/moskva/..%2Fadmin/'],
  ])('%s', (_, choice, url) => {
    expect(clinicFilterUrl(choice)).toBe(url);
  });

  it("chosen: 'all', empty and blank are not chosen", () => {
    expect(chosen('all')).toBeNull();
    expect(chosen('')).toBeNull();
    expect(chosen(undefined)).toBeNull();
    expect(chosen(' x ')).toBe('x');
  });
});
