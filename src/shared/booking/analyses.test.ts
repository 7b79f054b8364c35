import { describe, expect, it } from 'vitest';
import { analysesRedirectUrl } from './analyses';

describe('analyses redirect (booking-schedule §2 "Booking redirect targets")', () => {
  it('§2 /analyses/appointment/new/ carries the non-empty payload fields as query parameters', () => {
    expect(
      analysesRedirectUrl({
        lpu: 45,
        slot: '23.11.2026 09:00',
        analyses: [11, 12],
        promo: '',
        doctor: null,
        equipmentId: undefined,
        home: false,
        count: Number.NaN,
        empty: [],
      }),
    ).toBe('/analyses/appointment/new/?lpu=45&slot=23.11.2026%2009:00&analyses=11&analyses=12&home=false');
    expect(analysesRedirectUrl({ promo: '' })).toBe('/analyses/appointment/new/');
  });
});
