import { describe, expect, it } from 'vitest';
import { awardsPhase, nextPhaseChange, phaseStart } from './awards-phase';

/** A Moscow wall-clock moment (UTC+3) as an instant. */
const msk = (iso: string) => new Date(`${iso}+03:00`);

describe('awardsPhase (portal-identity-reviews §4, Moscow time)', () => {
  it.each([
    ['2024-01-15T12:00:00', 'announce'], // before the first phase: announce
    ['2024-10-01T23:59:59', 'announce'],
    ['2024-10-02T00:00:00', 'announce'],
    ['2024-11-01T23:59:59', 'announce'],
    ['2024-11-02T00:00:00', 'results'],
    ['2024-11-10T23:59:59', 'results'],
    ['2024-11-11T00:00:00', 'grandPrixRegistration'],
    ['2024-11-16T18:59:59', 'grandPrixRegistration'],
    ['2024-11-16T18:59:00', 'grandPrixRegistration'],
    ['2024-11-16T19:00:00', 'grandPrixBroadcast'],
    ['2024-11-16T23:59:59', 'grandPrixBroadcast'],
    ['2024-11-17T00:00:00', 'grandResults'],
    ['2024-11-30T23:59:59', 'grandResults'],
    ['2024-12-01T00:00:00', null], // the show is over
    ['2024-12-31T23:59:59', null],
  ])('%s Moscow → %s', (moment, phase) => {
    expect(awardsPhase(msk(moment), 2024)).toBe(phase);
  });

  it('the boundaries are Moscow time, not UTC or the machine zone', () => {
    // 16 Nov 19:00 Moscow is 16:00 UTC.
    expect(awardsPhase(new Date('2024-11-16T15:59:59.999Z'), 2024)).toBe('grandPrixRegistration');
    expect(awardsPhase(new Date('2024-11-16T16:00:00.000Z'), 2024)).toBe('grandPrixBroadcast');
    // 1 Dec 00:00 Moscow is 30 Nov 21:00 UTC.
    expect(awardsPhase(new Date('2024-11-30T20:59:59.999Z'), 2024)).toBe('grandResults');
    expect(awardsPhase(new Date('2024-11-30T21:00:00.000Z'), 2024)).toBeNull();
    expect(phaseStart('announce', 2024).toISOString()).toBe('2024-10-01T21:00:00.000Z');
  });

  it('the year is data: the same days of another year', () => {
    expect(awardsPhase(msk('2026-11-16T19:00:00'), 2026)).toBe('grandPrixBroadcast');
    expect(awardsPhase(msk('2026-11-16T19:00:00'), 2025)).toBeNull(); // last year's season is over
    expect(awardsPhase(msk('2026-11-16T19:00:00'), 2027)).toBe('announce'); // next year's: before the first phase
  });

  it('an invalid moment or year gives null', () => {
    expect(awardsPhase(new Date(Number.NaN), 2024)).toBeNull();
    expect(awardsPhase(msk('2024-11-02T00:00:00'), 24)).toBeNull();
    expect(awardsPhase(msk('2024-11-02T00:00:00'), 2024.5)).toBeNull();
  });
});

describe('nextPhaseChange (the banner timer: when the shown phase changes next)', () => {
  it.each([
    ['2024-09-01T12:00:00+03:00', '2024-11-01T21:00:00.000Z'], // before the announce → results, 2 Nov 00:00 MSK
    ['2024-10-10T12:00:00+03:00', '2024-11-01T21:00:00.000Z'],
    ['2024-11-02T00:00:00+03:00', '2024-11-10T21:00:00.000Z'], // a start belongs to its phase: the next one
    ['2024-11-16T18:59:59+03:00', '2024-11-16T16:00:00.000Z'], // 19:00 MSK broadcast
    ['2024-11-16T19:00:00+03:00', '2024-11-16T21:00:00.000Z'], // 17 Nov 00:00 MSK grand results
    ['2024-11-20T12:00:00+03:00', '2024-11-30T21:00:00.000Z'], // 1 Dec 00:00 MSK: the season ends
  ])('at %s → %s', (at, next) => {
    expect(nextPhaseChange(new Date(at), 2024)?.toISOString()).toBe(next);
  });

  it('none once the season is over or for invalid input', () => {
    expect(nextPhaseChange(new Date('2024-12-01T00:00:00+03:00'), 2024)).toBeNull();
    expect(nextPhaseChange(new Date('nope'), 2024)).toBeNull();
    expect(nextPhaseChange(new Date('2024-11-05T12:00:00+03:00'), 24)).toBeNull();
  });
});
