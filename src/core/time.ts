/**
 * Time: the one clock of the library and town/Moscow time (booking-schedule §3 "timedelta",
 * portal-identity-reviews §9 "Moscow offset +3 hours").
 *
 * A town's clock is Moscow time (UTC+3) plus the town's `timedelta` in hours. Day strings are `yyyy-MM-dd`
 * and slot times `HH:mm` in TOWN time. Nothing else in the library calls `new Date()` for "now".
 */
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

/** A town's offset from UTC in whole minutes: Moscow (+180) plus `timedelta` hours; a non-finite timedelta is 0. */
function townOffsetMinutes(timedelta: number): number {
  return Math.round((MOSCOW_UTC_OFFSET_HOURS + (Number.isFinite(timedelta) ? timedelta : 0)) * 60);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * UTC offset string of a town: Moscow (+03:00) plus `timedelta` hours, e.g. `2` → `'+05:00'`,
 * `-1` → `'+02:00'`. Fractional hours are kept (`3.5` → `'+06:30'`).
 */
export function townOffset(timedelta: number): string {
  const totalMinutes = townOffsetMinutes(timedelta);
  const abs = Math.abs(totalMinutes);
  return `${totalMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The town's wall clock now, as a `Date` whose UTC fields (`getUTCHours()` …) read the town's time. A town keeps
 * a fixed offset (Moscow has no daylight saving time), so shifting the instant is exact and no time-zone library
 * is needed (docs/decisions/122-chunks-follow-folders.md).
 */
function townClock(timedelta: number): Date {
  return new Date(now().getTime() + townOffsetMinutes(timedelta) * 60_000);
}

/** Today in the town, `yyyy-MM-dd`. */
export function townToday(timedelta: number): string {
  const t = townClock(timedelta);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The time now in the town, `HH:mm`. */
export function townNowTime(timedelta: number): string {
  const t = townClock(timedelta);
  return `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
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
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `day` plus `n` calendar days, `yyyy-MM-dd`. */
export function addDaysToDay(day: string, n: number): string {
  const date = parseDay(day);
  return formatDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + n));
}
