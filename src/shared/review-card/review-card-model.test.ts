import { describe, expect, it } from 'vitest';
import {
  MAX_STARS,
  filledStars,
  galleryCounter,
  hasMetricsSession,
  metricsEnabled,
  metricsUrl,
  parseRateValue,
  reviewId,
  reviewKind,
  seenBeaconBody,
  starColour,
  starsLabel,
  stepIndex,
} from './review-card-model';

describe('stars (portal-identity-reviews §5 "Review star colour", §9 thresholds -0.4 and 0.4, max 5)', () => {
  it.each([
    [null, 'neutral', 0],
    [undefined, 'neutral', 0],
    [Number.NaN, 'neutral', 0],
    [-3, 'error', 0],
    [-2, 'error', 1],
    [-1, 'error', 2],
    [-0.41, 'error', 3],
    [-0.4, 'warning', 3],
    [0, 'warning', 3],
    [0.4, 'warning', 3],
    [0.41, 'success', 3],
    [1, 'success', 4],
    [2, 'success', 5],
    [3, 'success', 5],
    [-5, 'error', 0],
    [7, 'success', 5],
  ] as const)('value %s → colour %s, %i filled', (value, colour, filled) => {
    expect(starColour(value)).toBe(colour);
    expect(filledStars(value)).toBe(filled);
  });

  it('the label reads the filled stars out of 5, or "Без оценки"', () => {
    expect(MAX_STARS).toBe(5);
    expect(starsLabel(1)).toBe('Оценка 4 из 5');
    expect(starsLabel(-3)).toBe('Оценка 0 из 5');
    expect(starsLabel(3)).toBe('Оценка 5 из 5');
    expect(starsLabel(null)).toBe('Без оценки');
  });

  it('reads data-rate-value: numbers, else null', () => {
    expect(parseRateValue('2')).toBe(2);
    expect(parseRateValue('-0.5')).toBe(-0.5);
    expect(parseRateValue('')).toBeNull();
    expect(parseRateValue('  ')).toBeNull();
    expect(parseRateValue(null)).toBeNull();
    expect(parseRateValue('abc')).toBeNull();
  });
});

describe('gallery', () => {
  it("counts 'N из M' and steps around both ends", () => {
    expect(galleryCounter(0, 3)).toBe('1 из 3');
    expect(galleryCounter(2, 3)).toBe('3 из 3');
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('card data and metrics (§3 "Review card data", §7 "Tracking")', () => {
  it('reads the review id and kind', () => {
    expect(reviewId('1234')).toBe(1234);
    expect(reviewId('0')).toBeNull();
    expect(reviewId('12a')).toBeNull();
    expect(reviewId(null)).toBeNull();
    expect(reviewKind('doctor')).toBe('doctor');
    expect(reviewKind('lpu')).toBe('lpu');
    expect(reviewKind('clinic')).toBeNull();
  });

  it('builds the beacon body with both lists', () => {
    expect(JSON.parse(seenBeaconBody({ doctor: [1, 2], lpu: [3] }))).toEqual({
      rates_id: { lpu_rates_id: [3], doctor_rates_id: [1, 2] },
    });
    expect(seenBeaconBody({ doctor: [], lpu: [] })).toBe(
      '{"rates_id":{"lpu_rates_id":[],"doctor_rates_id":[]}}',
    );
  });

  it('sends on prod, stage and smoke only', () => {
    expect(['prod', 'stage', 'smoke', 'dev'].map(metricsEnabled)).toEqual([true, true, true, false]);
  });

  it('finds the session cookie and joins URLs', () => {
    expect(hasMetricsSession('csrftoken=a; pd_metrics_session=xyz')).toBe(true);
    expect(hasMetricsSession('pd_metrics_session_old=1; x=pd_metrics_session=2')).toBe(false);
    expect(hasMetricsSession('')).toBe(false);
    expect(metricsUrl('/metrics/', '/rates/seen/')).toBe('/metrics/rates/seen/');
    expect(metricsUrl('https://m.example/api', '/set-session/')).toBe('https://m.example/api/set-session/');
  });
});
