import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  favouriteKey,
  loginUrlFor,
  readReturnParams,
  resolveInputs,
  shareFailureAction,
  shareGoal,
  shareUrl,
  shouldAddOnReturn,
  urlWithoutParam,
} from './favourite-button-model';

describe('resolveInputs (portal-identity-reviews §5)', () => {
  it('accepts doctors/lpu, an id above 0 and a url', () => {
    expect(resolveInputs({ type: 'doctors', itemId: 1001, url: '/moskva/vrach/1001-ivanova/' })).toEqual({
      item: { type: 'doctors', id: 1001, url: '/moskva/vrach/1001-ivanova/', share: false },
      problems: [],
    });
    expect(resolveInputs({ type: 'lpu', itemId: 5, url: ' /x/ ', share: true }).item).toEqual({
      type: 'lpu',
      id: 5,
      url: '/x/',
      share: true,
    });
  });

  it('names every bad attribute', () => {
    const { item, problems } = resolveInputs({ type: 'clinic', itemId: 0, url: '  ' });
    expect(item).toBeNull();
    expect(problems).toEqual([
      'attribute "type" must be "doctors" or "lpu", got "clinic"',
      'attribute "item-id" must be an integer above 0, got "0"',
      'attribute "url" is required: the page of the item (used to share it)',
    ]);
    expect(resolveInputs({}).problems[0]).toContain('got nothing');
    expect(resolveInputs({ type: 'lpu', itemId: 1.5, url: '/x' }).problems).toHaveLength(1);
    expect(resolveInputs({ type: 'lpu', itemId: -3, url: '/x' }).problems).toHaveLength(1);
  });
});

describe('audienceOf (§5, §6)', () => {
  it('offers favourites to real patients and anonymous users only', () => {
    expect(audienceOf({ isAnonymous: false, isRealPatient: true })).toBe('patient');
    expect(audienceOf({ isAnonymous: true, isRealPatient: false })).toBe('anonymous');
    expect(audienceOf({ isAnonymous: false, isRealPatient: false })).toBe('hidden');
  });
});

describe('login return (§2 "Login page", §4; CONTRACT)', () => {
  it('builds {loginUrl}?next={encoded page URL with addToFavourites}', () => {
    const url = loginUrlFor('/login/', 'https://prodoctorov.ru/moskva/vrach/?page=2#list', 2001);
    expect(url).toBe(
      `/login/?next=${encodeURIComponent('https://prodoctorov.ru/moskva/vrach/?page=2&addToFavourites=2001#list')}`,
    );
    const next = new URL(url, 'https://prodoctorov.ru').searchParams.get('next');
    expect(new URL(next as string).searchParams.get('addToFavourites')).toBe('2001');
  });

  it('replaces an earlier addToFavourites and keeps the login URL query', () => {
    const url = loginUrlFor('https://id.example/login?client=pd', 'https://x.ru/a/?addToFavourites=5', 7);
    expect(url).toBe(
      `https://id.example/login?client=pd&next=${encodeURIComponent('https://x.ru/a/?addToFavourites=7')}`,
    );
  });

  it("§7 notification read: accepts notification-id (the spec's spelling) as well as notification_id", () => {
    expect(readReturnParams('https://x.ru/?notification-id=41').notificationId).toBe(41);
    expect(readReturnParams('https://x.ru/?notification_id=77&notification-id=41').notificationId).toBe(77);
    expect(readReturnParams('https://x.ru/?notification-id=abc').notificationId).toBeNull();
  });

  it('reads addToFavourites and notification_id, ignoring junk', () => {
    expect(readReturnParams('https://x.ru/?addToFavourites=12&notification_id=77')).toEqual({
      addToFavourites: 12,
      notificationId: 77,
    });
    expect(readReturnParams('https://x.ru/?addToFavourites=abc&notification_id=-1')).toEqual({
      addToFavourites: null,
      notificationId: null,
    });
    expect(readReturnParams('https://x.ru/?addToFavourites=0')).toEqual({
      addToFavourites: null,
      notificationId: null,
    });
  });

  it('removes one parameter and keeps the rest of the URL', () => {
    expect(urlWithoutParam('https://x.ru/a/?page=2&addToFavourites=12#h', 'addToFavourites')).toBe(
      '/a/?page=2#h',
    );
    expect(urlWithoutParam('https://x.ru/a/?addToFavourites=12', 'addToFavourites')).toBe('/a/');
    expect(urlWithoutParam('https://x.ru/a/', 'addToFavourites')).toBeNull();
  });

  it('adds on return only for a logged-in patient, a known non-favourite and a matching id', () => {
    const base = {
      returnId: 12,
      item: { type: 'doctors' as const, id: 12 },
      audience: 'patient' as const,
      known: true,
      inFavourites: false,
    };
    expect(shouldAddOnReturn(base)).toBe(true);
    expect(shouldAddOnReturn({ ...base, returnId: 13 })).toBe(false);
    expect(shouldAddOnReturn({ ...base, returnId: null })).toBe(false);
    expect(shouldAddOnReturn({ ...base, audience: 'anonymous' })).toBe(false);
    expect(shouldAddOnReturn({ ...base, known: false })).toBe(false);
    expect(shouldAddOnReturn({ ...base, inFavourites: true })).toBe(false);
    expect(shouldAddOnReturn({ ...base, pendingType: 'lpu' })).toBe(false);
    expect(shouldAddOnReturn({ ...base, pendingType: 'doctors' })).toBe(true);
  });
});

describe('share (§7 goal, §8 sharing)', () => {
  it('names the goal shareButton_{doctor|lpu}_{page kind}', () => {
    expect(shareGoal('doctors', 'doctorList')).toBe('shareButton_doctor_doctorList');
    expect(shareGoal('lpu', 'clinicCard')).toBe('shareButton_lpu_clinicCard');
  });

  it('ignores only a user abort', () => {
    expect(shareFailureAction(new DOMException('cancelled', 'AbortError'))).toBe('ignore');
    expect(shareFailureAction(new DOMException('denied', 'NotAllowedError'))).toBe('copy');
    expect(shareFailureAction(new TypeError('x'))).toBe('copy');
    expect(shareFailureAction(undefined)).toBe('copy');
  });

  it('shares absolute http(s) URLs only', () => {
    expect(shareUrl('/moskva/vrach/1/', 'https://x.ru/a/')).toBe('https://x.ru/moskva/vrach/1/');
    expect(shareUrl('javascript:alert(1)', 'https://x.ru/')).toBeNull();
  });

  it('keys items as type:id', () => {
    expect(favouriteKey('lpu', 101)).toBe('lpu:101');
  });
});
