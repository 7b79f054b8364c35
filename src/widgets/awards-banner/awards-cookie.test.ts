import { afterEach, describe, expect, it } from 'vitest';
import { hideBanner, hideCookie, isBannerHidden, isHiddenCookie } from './awards-cookie';

afterEach(() => {
  document.cookie = 'award_banner=; max-age=0; path=/';
});

describe('the hide cookie (portal-identity-reviews §4, §9: 0.5 day)', () => {
  it('is award_banner=hidden for 43200 s on the whole site', () => {
    expect(hideCookie()).toMatch(/^award_banner=hidden; max-age=43200; path=\//);
  });

  it('reads only award_banner=hidden', () => {
    expect(isHiddenCookie('a=1; award_banner=hidden; b=2')).toBe(true);
    expect(isHiddenCookie('award_banner=hidden')).toBe(true);
    expect(isHiddenCookie('award_banner=shown')).toBe(false);
    expect(isHiddenCookie('x_award_banner=hidden')).toBe(false);
    expect(isHiddenCookie('')).toBe(false);
  });

  it('hideBanner stores it and isBannerHidden sees it', () => {
    expect(isBannerHidden()).toBe(false);
    hideBanner();
    expect(isBannerHidden()).toBe(true);
  });

  it('a document whose cookies throw counts as not hidden and hiding does not throw', () => {
    const doc = {
      get cookie(): string {
        throw new Error('sandboxed');
      },
      set cookie(_v: string) {
        throw new Error('sandboxed');
      },
    } as unknown as Document;
    expect(isBannerHidden(doc)).toBe(false);
    expect(() => hideBanner(doc)).not.toThrow();
  });
});
