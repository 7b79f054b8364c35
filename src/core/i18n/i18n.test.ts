import { describe, expect, it } from 'vitest';
import { format, formatAge, formatDuration, formatPrice, formatRoubles, plural } from './index';

describe('plural', () => {
  const forms = ['минута', 'минуты', 'минут'] as const;
  it.each([
    [1, 'минута'],
    [2, 'минуты'],
    [5, 'минут'],
    [11, 'минут'],
    [21, 'минута'],
    [22, 'минуты'],
    [112, 'минут'],
    [1.5, 'минуты'],
  ])('%s → %s', (n, form) => expect(plural(n, forms)).toBe(form));
});

describe('formatters', () => {
  it('formats roubles and from-prices', () => {
    expect(formatRoubles(1500)).toBe('1\u00a0500\u00a0₽');
    expect(formatPrice(990, { from: true })).toBe('от 990\u00a0₽');
  });
  it('formats durations given in minutes', () => {
    expect(formatDuration(30)).toBe('30 минут');
    expect(formatDuration(1)).toBe('1 минута');
    expect(formatDuration(60)).toBe('1 час');
    expect(formatDuration(90)).toBe('1 час 30 минут');
    expect(formatDuration(150)).toBe('2 часа 30 минут');
  });
  it('formats ages with declension', () => {
    expect(formatAge(3, 18)).toBe('от 3 до 18 лет');
    expect(formatAge(1, 21)).toBe('от 1 до 21 года');
    expect(formatAge(18, null)).toBe('от 18 лет');
    expect(formatAge(1, undefined)).toBe('от 1 года');
    expect(formatAge(null, 2)).toBe('до 2 лет');
    expect(formatAge(null, null)).toBe('');
  });
  it('fills placeholders', () => {
    expect(format('Запись включится {time}', { time: '10:00' })).toBe('Запись включится 10:00');
  });
});
