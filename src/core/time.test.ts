import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from './config';
import { addDaysToDay, isValidDay, now, parseDay, townNowTime, townOffset, townToday } from './time';

afterEach(() => resetConfig());

describe('time', () => {
  it('uses config now when set', () => {
    configure({ now: '2026-11-22T20:30:00Z' });
    expect(now().toISOString()).toBe('2026-11-22T20:30:00.000Z');
  });

  it('computes town offsets from Moscow', () => {
    expect(townOffset(0)).toBe('+03:00');
    expect(townOffset(2)).toBe('+05:00');
    expect(townOffset(-4)).toBe('-01:00');
    expect(townOffset(3.5)).toBe('+06:30');
  });

  it('gives today and the time in the town, crossing midnight with the timedelta', () => {
    configure({ now: '2026-11-22T20:30:00Z' }); // 23:30 in Moscow, 01:30 next day in Yekaterinburg (+2)
    expect(townToday(0)).toBe('2026-11-22');
    expect(townNowTime(0)).toBe('23:30');
    expect(townToday(2)).toBe('2026-11-23');
    expect(townNowTime(2)).toBe('01:30');
    expect(townNowTime(0.5)).toBe('00:00');
    expect(townToday(-4)).toBe('2026-11-22');
    expect(townNowTime(-4)).toBe('19:30');
  });

  it('crosses the new year on the town clock, not the machine clock', () => {
    configure({ now: '2026-12-31T21:15:00Z' });
    expect(townToday(0)).toBe('2027-01-01');
    expect(townNowTime(0)).toBe('00:15');
    expect(townToday(Number.NaN)).toBe('2027-01-01');
  });

  it('validates and shifts day strings', () => {
    expect(isValidDay('2026-02-28')).toBe(true);
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('26-2-3')).toBe(false);
    expect(isValidDay(undefined)).toBe(false);
    expect(addDaysToDay('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysToDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDay('2026-03-28', 2)).toBe('2026-03-30');
    expect(() => parseDay('nope')).toThrow(RangeError);
  });
});
