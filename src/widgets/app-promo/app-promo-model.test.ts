import { describe, expect, it } from 'vitest';
import { slideForKey, storeFor, storeLinks } from './app-promo-model';

describe('storeFor (booking-schedule §2: iOS store on iPhone/iPad/iPod, Android otherwise)', () => {
  it.each([
    [
      'iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      0,
      'ios',
    ],
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 0, 'ios'],
    ['iPod', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15', 0, 'ios'],
    [
      'iPadOS 13+ (desktop UA, touch)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      5,
      'ios',
    ],
    [
      'a Mac (no touch)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      0,
      'android',
    ],
    [
      'Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      5,
      'android',
    ],
    [
      'Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      0,
      'android',
    ],
    ['empty', '', 0, 'android'],
  ] as const)('%s → %s', (_name, ua, touch, store) => {
    expect(storeFor(ua, touch)).toBe(store);
  });
});

describe('storeLinks', () => {
  it('both links pass; missing or unsafe ones are null with a problem', () => {
    expect(
      storeLinks({ iosUrl: 'https://apps.apple.com/app/id1', androidUrl: 'https://play.google.com/x' }),
    ).toEqual({
      links: { ios: 'https://apps.apple.com/app/id1', android: 'https://play.google.com/x' },
      problems: [],
    });
    const bad = storeLinks({ iosUrl: 'javascript:alert(1)' });
    expect(bad.links).toEqual({ ios: null, android: null });
    expect(bad.problems).toEqual([
      'attribute "ios-url" must be an http(s) URL, got "javascript:alert(1)"',
      'attribute "android-url" is required (the store link)',
    ]);
  });
});

describe('slideForKey (arrow keys, Home, End; no wrap-around)', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 1, 1],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 0],
    ['Home', 1, 0],
    ['End', 0, 1],
    ['Enter', 0, null],
  ] as const)('%s from %i → %s', (key, from, to) => {
    expect(slideForKey(key, from)).toBe(to);
  });
});
