import { describe, expect, it } from 'vitest';
import { pageKind, type PageKind } from './page-kind';

describe('pageKind (portal-identity-reviews §2)', () => {
  const cases: [string, PageKind][] = [
    ['/moskva/vrach/', 'doctorList'],
    ['/moskva/vrach/metro-kievskaya/', 'doctorList'],
    ['/moskva/vrach/metro-kievskaya/deti/', 'doctorList'],
    ['https://prodoctorov.ru/ekaterinburg/vrach/?page=2', 'doctorList'],
    ['/moskva/lechenie/gastrit/', 'doctorTreatmentList'],
    ['/online/vrach/', 'onlineDoctorList'],
    ['/online/vrach/deti/', 'onlineDoctorList'],
    ['/moskva/vrach/1001-ivanova/', 'doctorCard'],
    ['/moskva/vrach/1001/', 'doctorCard'],
    ['/moskva/vrach/1001-ivanova/#reviews', 'doctorCard'],
    ['/moskva/lpu/', 'clinicList'],
    ['/moskva/lpu/metro-kievskaya/', 'clinicList'],
    ['/moskva/top/detskie-polikliniki/', 'clinicFilter'],
    ['/moskva/lpu/101-yasen/', 'clinicCard'],
    ['/moskva/uslugi/', 'services'],
    ['/moskva/uslugi/uzi/', 'services'],
    ['/moskva/diagnostika/mrt/', 'services'],
    ['/favourites', 'favourites'],
    ['/favourites/', 'favourites'],
    ['/login/?next=%2Fmoskva%2Fvrach%2F', 'login'],
    ['/moskva/vrach/1001-ivanova/otzivi/', 'reviews'],
    ['/moskva/lpu/101-yasen/otzivi/', 'reviews'],
    ['/', 'other'],
    ['/login/', 'other'],
    ['/moskva/', 'other'],
    ['/moskva/terapevt/', 'other'],
    ['/moskva/top/', 'other'],
    ['/favourites.html', 'other'],
    ['/Moskva/VRACH/', 'doctorList'],
  ];
  it.each(cases)('%s → %s', (url, kind) => {
    expect(pageKind(url)).toBe(kind);
  });

  it('recognises the disease-information site by its host only when told', () => {
    expect(pageKind('https://bolezni.example/gripp/')).toBe('other');
    expect(pageKind('https://bolezni.example/gripp/', { diseaseHosts: ['bolezni.example'] })).toBe(
      'diseaseInfo',
    );
  });

  it('accepts URL objects and never throws on junk', () => {
    expect(pageKind(new URL('https://x.ru/moskva/lpu/5-a/'))).toBe('clinicCard');
    expect(pageKind('http://[bad')).toBe('other');
    expect(pageKind('/%E0%A4%A/vrach/')).toBe('other');
  });
});
