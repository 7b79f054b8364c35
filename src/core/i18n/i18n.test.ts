import { describe, expect, it } from 'vitest';
import { format, formatDuration, plural } from './index';

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
  it('formats durations given in minutes', () => {
    expect(formatDuration(30)).toBe('30 минут');
    expect(formatDuration(1)).toBe('1 минута');
    expect(formatDuration(60)).toBe('1 час');
    expect(formatDuration(90)).toBe('1 час 30 минут');
    expect(formatDuration(150)).toBe('2 часа 30 минут');
  });
  it('fills placeholders', () => {
    expect(format('Запись включится {time}', { time: '10:00' })).toBe('Запись включится 10:00');
  });
});
