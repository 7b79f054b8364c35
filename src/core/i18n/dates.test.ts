import { describe, expect, it } from 'vitest';
import { dayMonthLong, dottedDate, shortMonthName, weekdayLong } from './dates';

/** What the browser's CLDR data says (the source the word tables were taken from, ADR 003 and 213). */
const intlPart = (date: Date, options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes) =>
  new Intl.DateTimeFormat('ru-RU', options).formatToParts(date).find((p) => p.type === type)?.value ?? '';

describe('Russian date words (kept as data, ADR 213)', () => {
  const months = Array.from({ length: 12 }, (_, m) => new Date(2026, m, 23));
  const week = Array.from({ length: 7 }, (_, d) => new Date(2026, 10, 22 + d)); // Sunday 22 Nov … Saturday 28 Nov

  it('shows the day tab titles of §3: short months without the dot, as Intl gives them', () => {
    expect(months.map(shortMonthName)).toEqual(
      months.map((d) => intlPart(d, { day: 'numeric', month: 'short' }, 'month').replace(/\.$/, '')),
    );
    expect(shortMonthName(new Date(2026, 10, 26))).toBe('нояб');
    expect(shortMonthName(new Date(2026, 4, 1))).toBe('мая');
  });

  it("gives 'd MMMM' and the weekday of the time-choice dateName, as Intl gives them", () => {
    expect(months.map(dayMonthLong)).toEqual(
      months.map((d) => `23 ${intlPart(d, { day: 'numeric', month: 'long' }, 'month')}`),
    );
    expect(week.map(weekdayLong)).toEqual(week.map((d) => intlPart(d, { weekday: 'long' }, 'weekday')));
    expect(dayMonthLong(new Date(2026, 10, 23))).toBe('23 ноября');
    expect(weekdayLong(new Date(2026, 10, 23))).toBe('понедельник');
  });

  it('formats dd.MM.yyyy', () => {
    expect(dottedDate(new Date(2026, 0, 5))).toBe('05.01.2026');
  });
});
