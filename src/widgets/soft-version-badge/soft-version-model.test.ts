import { describe, expect, it } from 'vitest';
import { softVersionBenefits } from './soft-version-benefits';
import { parseSoftVersion, parseSoftVersionPage } from './soft-version-model';

describe('softVersionBenefits (portal-identity-reviews §5 "Soft-version benefits")', () => {
  it.each([
    ['LIGHT', 'doctor', ['updateOwnData', 'answerReviews']],
    ['LIGHT', 'clinic', ['updateDoctorsData', 'answerReviews']],
    ['STANDARD', 'doctor', ['updateOwnData', 'answerReviews', 'trackEffectiveness']],
    ['STANDARD', 'clinic', ['updateDoctorsData', 'answerReviews', 'trackEffectiveness', 'postPromotions']],
    ['PRO', 'doctor', ['updateOwnData', 'answerReviews', 'trackEffectiveness', 'disableAds']],
    [
      'PRO',
      'clinic',
      ['updateDoctorsData', 'answerReviews', 'trackEffectiveness', 'postPromotions', 'disableAds'],
    ],
    [
      'ULTIMA',
      'doctor',
      ['updateOwnData', 'answerReviews', 'trackEffectiveness', 'disableAds', 'publishContacts'],
    ],
    [
      'ULTIMA',
      'clinic',
      ['updateDoctorsData', 'answerReviews', 'trackEffectiveness', 'postPromotions', 'disableAds'],
    ],
  ] as const)('%s on a %s page', (version, page, benefits) => {
    expect(softVersionBenefits(version, page)).toEqual(benefits);
  });
});

describe('parseSoftVersion / parseSoftVersionPage', () => {
  it('accepts the four versions in any case; anything else is null', () => {
    expect(parseSoftVersion('ULTIMA')).toBe('ULTIMA');
    expect(parseSoftVersion(' pro ')).toBe('PRO');
    expect(parseSoftVersion('Standard')).toBe('STANDARD');
    expect(parseSoftVersion('GOLD')).toBeNull();
    expect(parseSoftVersion('')).toBeNull();
    expect(parseSoftVersion(undefined)).toBeNull();
  });
  it('doctor or clinic', () => {
    expect(parseSoftVersionPage('doctor')).toBe('doctor');
    expect(parseSoftVersionPage(' CLINIC')).toBe('clinic');
    expect(parseSoftVersionPage('lpu')).toBeNull();
    expect(parseSoftVersionPage(null)).toBeNull();
  });
});
