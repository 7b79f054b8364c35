import { describe, expect, it } from 'vitest';
import { formatAge, formatPrice, formatRoubles } from './index';

describe('price and age formatters', () => {
  it('formats roubles and from-prices', () => {
    expect(formatRoubles(1500)).toBe('1\u00a0500\u00a0₽');
    expect(formatPrice(990, { from: true })).toBe('от 990\u00a0₽');
  });
  it('writes amounts as ru-RU does: the text of Intl.NumberFormat, without creating one (ADR 211)', () => {
    const ru = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 99, 999, 1000, 1500, 12_345, 100_000, 1_234_567, 1499.6, 2500.4])
      expect(formatRoubles(n)).toBe(`${ru.format(n).replace(/\s/g, '\u00a0')}\u00a0₽`);
  });
  it('formats ages with declension', () => {
    expect(formatAge(3, 18)).toBe('от 3 до 18 лет');
    expect(formatAge(1, 21)).toBe('от 1 до 21 года');
    expect(formatAge(18, null)).toBe('от 18 лет');
    expect(formatAge(1, undefined)).toBe('от 1 года');
    expect(formatAge(null, 2)).toBe('до 2 лет');
    expect(formatAge(null, null)).toBe('');
  });
});
