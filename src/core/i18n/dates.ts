/**
 * Russian date words through the platform's `Intl.DateTimeFormat('ru-RU')` (CLDR data the browser already
 * ships), used instead of date-fns `format` + the `ru` locale, which cost ≈ 10 KB brotli of every page
 * (docs/decisions/003-dates-intl-for-words.md). Day arithmetic is src/core/time.ts (ADR 122). Every function formats the
 * local calendar fields of `date` (a local-midnight day from `parseDay`, or a wall-clock date).
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function fmt(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('ru-RU', options);
    cache.set(key, f);
  }
  return f;
}

function part(date: Date, options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes): string {
  return (
    fmt(options)
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? ''
  );
}

/** Short month in the formatting context, without the abbreviation dot: 'нояб', 'мар', 'мая' (date-fns 'MMM'). */
export function shortMonthName(date: Date): string {
  return part(date, { day: 'numeric', month: 'short' }, 'month').replace(/\.$/, '');
}

/** Day and full month: '23 ноября' (date-fns 'd MMMM'). */
export function dayMonthLong(date: Date): string {
  return `${date.getDate()} ${part(date, { day: 'numeric', month: 'long' }, 'month')}`;
}

/** Full weekday in lower case: 'понедельник' (date-fns 'EEEE'). */
export function weekdayLong(date: Date): string {
  return part(date, { weekday: 'long' }, 'weekday');
}

/** `dd.MM.yyyy`: '23.11.2026'. */
export function dottedDate(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getFullYear()}`;
}
