/**
 * Time: the one clock of the library and town/Moscow time (booking-schedule §3 "timedelta",
 * portal-identity-reviews §9 "Moscow offset +3 hours").
 *
 * A town's clock is Moscow time (UTC+3) plus the town's `timedelta` in hours. Day strings are `yyyy-MM-dd`
 * and slot times `HH:mm` in TOWN time. Nothing else in the library calls `new Date()` for "now".
 */
import { TZDateMini } from '@date-fns/tz';
import { addDays, lightFormat } from 'date-fns';
import { getConfig } from './config';

/** Moscow is UTC+3 all year. */
export const MOSCOW_UTC_OFFSET_HOURS = 3;

/** The current instant: config `now` (ISO date-time, for demos and tests) when set, else the real clock. */
export function now(): Date {
  const fixed = getConfig().now;
  if (fixed) {
    const t = Date.parse(fixed);
    if (!Number.isNaN(t)) return new Date(t);
  }
  return new Date();
}

/**
 * UTC offset string of a town: Moscow (+03:00) plus `timedelta` hours, e.g. `2` → `'+05:00'`,
 * `-1` → `'+02:00'`. Fractional hours are kept (`3.5` → `'+06:30'`).
 */
export function townOffset(timedelta: number): string {
  const totalMinutes = Math.round(
    (MOSCOW_UTC_OFFSET_HOURS + (Number.isFinite(timedelta) ? timedelta : 0)) * 60,
  );
  const sign = totalMinutes < 0 ? '-' : '+';
  const abs = Math.abs(totalMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** An instant seen on the town's wall clock (a `TZDate` in the town's fixed offset). */
export function toTownDate(instant: Date, timedelta: number): Date {
  return new TZDateMini(instant.getTime(), townOffset(timedelta));
}

/** Today in the town, `yyyy-MM-dd`. */
export function townToday(timedelta: number): string {
  return lightFormat(toTownDate(now(), timedelta), 'yyyy-MM-dd');
}

/** The time now in the town, `HH:mm`. */
export function townNowTime(timedelta: number): string {
  return lightFormat(toTownDate(now(), timedelta), 'HH:mm');
}

/** Now on the Moscow clock. */
export function moscowNow(): Date {
  return toTownDate(now(), 0);
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strict check of a `yyyy-MM-dd` day string that names a real date. */
export function isValidDay(day: unknown): day is string {
  if (typeof day !== 'string') return false;
  const m = DAY_RE.exec(day);
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return (
    d.getFullYear() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3])
  );
}

/**
 * `yyyy-MM-dd` → a local-midnight `Date`, for calendar arithmetics and formatting of the day itself
 * (never for "now"). Throws `RangeError` on an invalid day string.
 */
export function parseDay(day: string): Date {
  if (!isValidDay(day)) throw new RangeError(`invalid day "${day}", expected yyyy-MM-dd`);
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A date's calendar day as `yyyy-MM-dd` (local fields). */
export function formatDay(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** `day` plus `n` calendar days, `yyyy-MM-dd`. */
export function addDaysToDay(day: string, n: number): string {
  return formatDay(addDays(parseDay(day), n));
}
