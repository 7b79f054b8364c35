import { describe, expect, it } from 'vitest';
import { formatAmount, reviewAwardBannerView } from './review-award-banner-model';

const NBSP = '\u00a0';

describe('reviewAwardBannerView (portal-identity-reviews §1)', () => {
  it("'Получите N {currency} за отзыв' with both links", () => {
    const { view, problems } = reviewAwardBannerView({
      amount: 500,
      currency: '₽',
      reviewUrl: '/new/rate/doctor/1001/',
      detailsUrl: '/static/docs/review-award-rules.pdf',
    });
    expect(problems).toEqual([]);
    expect(view).toEqual({
      title: `Получите 500${NBSP}₽ за отзыв`,
      reviewHref: '/new/rate/doctor/1001/',
      detailsHref: '/static/docs/review-award-rules.pdf',
    });
  });

  it('currency defaults to ₽; large and fractional amounts are grouped the Russian way', () => {
    expect(reviewAwardBannerView({ amount: 1500 }).view?.title).toBe(`Получите 1${NBSP}500${NBSP}₽ за отзыв`);
    expect(reviewAwardBannerView({ amount: 1500, currency: '  ' }).view?.title).toContain(`${NBSP}₽`);
    expect(reviewAwardBannerView({ amount: 200, currency: 'баллов' }).view?.title).toBe(
      `Получите 200${NBSP}баллов за отзыв`,
    );
    expect(formatAmount(99.5)).toBe('99,5');
  });

  it('a numeric string amount (a DOM property set by React 19) counts', () => {
    expect(reviewAwardBannerView({ amount: ' 500 ' }).view?.title).toBe(`Получите 500${NBSP}₽ за отзыв`);
    expect(reviewAwardBannerView({ amount: '5O0' }).problems[0]).toBe(
      'attribute "amount" must be a number > 0, got "5O0"; nothing is shown',
    );
    expect(reviewAwardBannerView({ amount: '' }).problems[0]).toMatch(/is required/);
  });

  it('a missing or bad amount: nothing, with a problem', () => {
    expect(reviewAwardBannerView({}).problems).toEqual([
      'attribute "amount" is required (a number > 0); nothing is shown',
    ]);
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { view, problems } = reviewAwardBannerView({ amount });
      expect(view).toBeNull();
      expect(problems[0]).toMatch(/attribute "amount" must be a number > 0/);
    }
  });

  it('a missing URL drops its link silently; an unsafe one with a problem', () => {
    const absent = reviewAwardBannerView({ amount: 500 });
    expect(absent.view).toMatchObject({ reviewHref: null, detailsHref: null });
    expect(absent.problems).toEqual([]);
    const unsafe = reviewAwardBannerView({
      amount: 500,
      reviewUrl: 'javascript:alert(1)',
      detailsUrl: 'data:x',
    });
    expect(unsafe.view).toMatchObject({ reviewHref: null, detailsHref: null });
    expect(unsafe.problems).toHaveLength(2);
    expect(unsafe.problems[0]).toMatch(/attribute "review-url" must be an http\(s\) or relative URL/);
    // Issue 19: a foreign https link is not shown either.
    const foreign = reviewAwardBannerView({
      amount: 500,
      reviewUrl: 'https://evil.example/rate/',
      detailsUrl: 'https://evil.example/d/',
    });
    expect(foreign.view).toMatchObject({ reviewHref: null, detailsHref: null });
    expect(foreign.problems).toHaveLength(2);
  });
});
