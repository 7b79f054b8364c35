import { describe, expect, it } from 'vitest';
import { formatAge, formatPrice, formatRoubles } from './index';

describe('price and age formatters', () => {
  it('formats roubles and from-prices', () => {
    expect(formatRoubles(1500)).toBe('1\u00a0500\u00a0₽');
    expect(formatPrice(990, { from: true })).toBe('от 990\u00a0₽');
  });
  it('groups and rounds as Intl.NumberFormat(ru-RU) does', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    for (const price of [0, 5, 99, 499, 999, 1000, 3000, 12500, 99999, 100000, 1234567, 2100.4, 2100.5, 1999.99]) {
      expect(formatRoubles(price)).toBe(`${intl.format(price).replace(/\s/g, '\u00a0')}\u00a0₽`);
    }
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
