/**
 * The awards phases (portal-identity-reviews §4 "Awards phases", §9 "Moscow offset +3 hours"): which phase of the
 * season a moment falls in. Pure: no DOM, no clock (the caller passes `now()` of src/core/time). The year is data
 * (the content's `year` or the element's `year` attribute), else the current season's: the Moscow calendar year of
 * `now` ({@link moscowSeasonYear}). Decisions: docs/decisions/150-awards-banner-phases.md, 195.
 */
import { MOSCOW_UTC_OFFSET_HOURS } from '../../core/time';

/** The phase keys, in season order (also the keys of the content's `phases` object). */
export const AWARDS_PHASES = [
  'announce',
  'results',
  'grandPrixRegistration',
  'grandPrixBroadcast',
  'grandResults',
] as const;

/** One phase of the season. */
export type AwardsPhase = (typeof AWARDS_PHASES)[number];

/**
 * §4: when each phase starts, Moscow wall clock (month 1–12, day, hour). `over` (1 Dec 00:00) ends the season: from
 * then on nothing is shown.
 */
export const AWARDS_PHASE_STARTS: Readonly<
  Record<AwardsPhase | 'over', { month: number; day: number; hour: number }>
> = {
  announce: { month: 10, day: 2, hour: 0 },
  results: { month: 11, day: 2, hour: 0 },
  grandPrixRegistration: { month: 11, day: 11, hour: 0 },
  grandPrixBroadcast: { month: 11, day: 16, hour: 19 },
  grandResults: { month: 11, day: 17, hour: 0 },
  over: { month: 12, day: 1, hour: 0 },
};

/** A plausible season year (a four-digit integer). */
export function isAwardsYear(year: unknown): year is number {
  return typeof year === 'number' && Number.isInteger(year) && year >= 2000 && year <= 9999;
}

/**
 * §4 "Awards phases (Moscow time)": the current season's year when the content names none — the calendar year of
 * `now` on the Moscow clock (31 Dec 21:00 UTC is already the next year). An invalid `now` gives `null`.
 */
export function moscowSeasonYear(now: Date): number | null {
  if (!Number.isFinite(now.getTime())) return null;
  // Moscow is UTC+3 all year (no DST, §9): its calendar year is the UTC year of the instant 3 hours later — the same
  // fixed-offset arithmetic as {@link phaseStart}, with no time-zone library in the chunk (ADR 209).
  return new Date(now.getTime() + MOSCOW_UTC_OFFSET_HOURS * 3_600_000).getUTCFullYear();
}

/** 1 Jan 00:00 Moscow time of `year`: where a season taken from the clock ({@link moscowSeasonYear}) gives way. */
export function moscowNewYear(year: number): Date {
  return new Date(Date.UTC(year, 0, 1, -MOSCOW_UTC_OFFSET_HOURS));
}

/** The instant a phase (or `over`) of `year` starts: its Moscow wall-clock time shifted to UTC (+3, no DST). */
export function phaseStart(phase: AwardsPhase | 'over', year: number): Date {
  const { month, day, hour } = AWARDS_PHASE_STARTS[phase];
  return new Date(Date.UTC(year, month - 1, day, hour - MOSCOW_UTC_OFFSET_HOURS));
}

/**
 * The phase shown at `now` for the season of `year` (§4): the latest phase already reached; before the first one,
 * `announce`; from 1 Dec 00:00 Moscow time, `null` (the banner is not shown). A start instant belongs to its phase
 * (16 Nov 19:00:00.000 Moscow is already the broadcast). An invalid `now` or `year` gives `null`.
 */
export function awardsPhase(now: Date, year: number): AwardsPhase | null {
  const t = now.getTime();
  if (!Number.isFinite(t) || !isAwardsYear(year)) return null;
  if (t >= phaseStart('over', year).getTime()) return null;
  let reached: AwardsPhase = 'announce';
  for (const phase of AWARDS_PHASES) if (t >= phaseStart(phase, year).getTime()) reached = phase;
  return reached;
}

/**
 * The next instant after `now` at which {@link awardsPhase} of `year` changes: the next phase start after the
 * announce (2 Nov, 11 Nov, 16 Nov 19:00, 17 Nov Moscow time) or the season's end (1 Dec 00:00); `null` once the
 * season is over or for an invalid `now`/`year`. The banner sets a timer for it so an open page switches phase
 * (e.g. to the broadcast at 19:00) without a reload.
 */
export function nextPhaseChange(now: Date, year: number): Date | null {
  const t = now.getTime();
  if (!Number.isFinite(t) || !isAwardsYear(year)) return null;
  for (const key of [...AWARDS_PHASES.slice(1), 'over'] as const) {
    const start = phaseStart(key, year);
    if (start.getTime() > t) return start;
  }
  return null;
}
