import { describe, expect, it } from 'vitest';
import {
  TAB_HISTORY_LIMIT,
  appendRecord,
  makeRecord,
  parseHistory,
  recordUrl,
  type TabHistoryRecord,
} from './tab-history-model';

const rec = (i: number): TabHistoryRecord => ({
  url: `/p/${i}`,
  start: i * 10,
  end: i * 10 + 5,
  difference: 5,
});

describe('tab history (portal-identity-reviews §3, §9)', () => {
  it('difference = end - start (ms); an impossible span is no record', () => {
    expect(makeRecord('/a', 1_000, 4_500)).toEqual({
      url: '/a',
      start: 1_000,
      end: 4_500,
      difference: 3_500,
    });
    expect(makeRecord('/a', 5, 5)?.difference).toBe(0);
    expect(makeRecord('/a', 5, 4)).toBeNull();
    expect(makeRecord('', 1, 2)).toBeNull();
    expect(makeRecord('/a', Number.NaN, 2)).toBeNull();
  });

  it('limit 100: the newest are kept, the input is not mutated', () => {
    expect(TAB_HISTORY_LIMIT).toBe(100);
    const full = Array.from({ length: 100 }, (_, i) => rec(i));
    const next = appendRecord(full, rec(100));
    expect(next).toHaveLength(100);
    expect(next[0]).toEqual(rec(1));
    expect(next[99]).toEqual(rec(100));
    expect(full).toHaveLength(100);
    expect(appendRecord([rec(1)], rec(2))).toEqual([rec(1), rec(2)]);
    expect(appendRecord([rec(1), rec(2)], rec(3), 2)).toEqual([rec(2), rec(3)]);
  });

  it('parseHistory drops broken data and trims to 100', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('{oops')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory(JSON.stringify([rec(1), { url: 1 }, { ...rec(2), difference: 99 }, rec(3)]))).toEqual(
      [rec(1), rec(3)],
    );
    const many = Array.from({ length: 120 }, (_, i) => rec(i));
    expect(parseHistory(JSON.stringify(many))).toEqual(many.slice(20));
  });

  it('recordUrl drops the hash', () => {
    expect(recordUrl('https://x.ru/moskva/vrach/?a=1#reviews')).toBe('https://x.ru/moskva/vrach/?a=1');
    expect(recordUrl('/a')).toBe('/a');
  });
});
