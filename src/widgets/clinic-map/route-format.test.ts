import { describe, expect, it } from 'vitest';
import type { MapRoute } from '../../shared/map-provider';
import {
  formatRouteDistance,
  formatRouteDuration,
  stepTitle,
  transitSummary,
  transportNumbersText,
} from './route-format';

const nums = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

describe('transportNumbersText (booking-schedule §9: over 10 → 11 plus "и др.")', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [2, '1, 2'],
    [10, '1, 2, 3, 4, 5, 6, 7, 8, 9, 10'],
    [11, '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 и др.'],
    [12, '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 и др.'],
    [30, '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 и др.'],
  ])('%i numbers → %j', (n, text) => expect(transportNumbersText(nums(n))).toBe(text));

  it('ignores blank numbers', () => {
    expect(transportNumbersText([' 15к ', '', '  '])).toBe('15к');
  });
});

describe('formatRouteDuration / formatRouteDistance', () => {
  it.each([
    [0, '1 мин'],
    [59, '1 мин'],
    [61, '2 мин'],
    [3600, '1 ч'],
    [3600 + 25 * 60, '1 ч 25 мин'],
    [7200 + 60, '2 ч 1 мин'],
  ])('%i s → %s', (s, text) => expect(formatRouteDuration(s)).toBe(text));

  it.each([
    [0, '0 м'],
    [850, '850 м'],
    [1000, '1 км'],
    [1234, '1,2 км'],
    [9960, '10 км'],
    [35_400, '35 км'],
  ])('%i m → %s', (m, text) => expect(formatRouteDistance(m)).toBe(text));
});

describe('stepTitle / transitSummary (§9 transport types)', () => {
  it('names every transport type', () => {
    const titles = (['bus', 'suburban', 'underground', 'tramway', 'trolleybus', 'minibus'] as const).map(
      (t) =>
        stepTitle({
          kind: 'transport',
          text: '',
          durationSec: 60,
          distanceM: 100,
          transport: t,
          numbers: ['7'],
        }),
    );
    expect(titles).toEqual([
      'Автобус 7',
      'Электричка 7',
      'Метро 7',
      'Трамвай 7',
      'Троллейбус 7',
      'Маршрутка 7',
    ]);
    expect(stepTitle({ kind: 'walk', text: '', durationSec: 1, distanceM: 1 })).toBe('Пешком');
    expect(stepTitle({ kind: 'drive', text: '', durationSec: 1, distanceM: 1 })).toBe('На автомобиле');
  });

  it('summarises the rides of a route', () => {
    const route: MapRoute = {
      mode: 'transit',
      durationSec: 1800,
      distanceM: 9000,
      path: [],
      steps: [
        { kind: 'walk', text: '', durationSec: 300, distanceM: 400 },
        {
          kind: 'transport',
          text: '',
          durationSec: 900,
          distanceM: 6000,
          transport: 'underground',
          numbers: [],
        },
        {
          kind: 'transport',
          text: '',
          durationSec: 600,
          distanceM: 2600,
          transport: 'bus',
          numbers: nums(12),
        },
      ],
    };
    expect(transitSummary(route)).toBe('Метро → Автобус 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 и др.');
  });
});
