/**
 * Russian date words (booking-schedule §3 "Calendar day item": 'day and short month'; §3 'calendar:time-choice'
 * `dateName` 'd MMMM (weekday)'), from the CLDR words in {@link dateMessages} — not from date-fns' `ru` locale
 * (≈ 10 KB brotli with its parsing tables, docs/decisions/003-dates-intl-for-words.md) and no longer from
 * `Intl.DateTimeFormat('ru-RU')`, whose first use on a page loads the locale data on the main thread inside the
 * calendar's first render (docs/decisions/213-date-words-without-intl.md). Day arithmetic is src/core/time.ts
 * (ADR 122). Every function reads the local calendar fields of `date` (a local-midnight day from `parseDay`, or a
 * wall-clock date).
 */
import { dateMessages } from './messages/dates';

/** Short month in the formatting context, without the abbreviation dot: 'нояб', 'мар', 'мая' (date-fns 'MMM'). */
export function shortMonthName(date: Date): string {
  return dateMessages.monthsShort[date.getMonth()];
}

/** Day and full month: '23 ноября' (date-fns 'd MMMM'). */
export function dayMonthLong(date: Date): string {
  return `${date.getDate()} ${dateMessages.monthsGenitive[date.getMonth()]}`;
}

/** Full weekday in lower case: 'понедельник' (date-fns 'EEEE'). */
export function weekdayLong(date: Date): string {
  return dateMessages.weekdays[date.getDay()];
}

/** `dd.MM.yyyy`: '23.11.2026'. */
export function dottedDate(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getFullYear()}`;
}
