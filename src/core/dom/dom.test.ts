import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { allowedUrl, isAllowedNavigation, navigate, navigation, safeUrl } from './index';

afterEach(() => resetConfig());

describe('dom helpers', () => {
  it('allows only http(s) and relative URLs', () => {
    expect(safeUrl('/appointment/new/?a=1')).toBe('/appointment/new/?a=1');
    expect(safeUrl('https://prodoctorov.ru/')).toBe('https://prodoctorov.ru/');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeUrl('java\tscript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<b>')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });

  it('keeps navigation on the page origin unless the host is allowed', () => {
    expect(isAllowedNavigation('/appointment/new/')).toBe(true);
    expect(isAllowedNavigation('https://evil.example/')).toBe(false);
    configure({ allowedRedirectHosts: ['pay.example.ru'] });
    expect(isAllowedNavigation('https://pay.example.ru/x')).toBe(true);
  });

  it('allowedUrl: a link from the server stays on the page, the site or an allowed host (issue 19)', () => {
    expect(allowedUrl(' /vrach/1/ ')).toBe('/vrach/1/');
    expect(allowedUrl(`${location.origin}/x`)).toBe(`${location.origin}/x`);
    expect(allowedUrl('https://evil.example/x')).toBeNull();
    expect(allowedUrl('//evil.example/x')).toBeNull();
    expect(allowedUrl('javascript:alert(1)')).toBeNull();
    expect(allowedUrl(null)).toBeNull();
    configure({ siteBase: 'https://prodoctorov.ru', allowedRedirectHosts: ['profile.prodoctorov.ru'] });
    expect(allowedUrl('https://prodoctorov.ru/moskva/')).toBe('https://prodoctorov.ru/moskva/');
    expect(allowedUrl('https://profile.prodoctorov.ru/login/')).toBe('https://profile.prodoctorov.ru/login/');
    expect(allowedUrl('https://evil.prodoctorov.ru.example/')).toBeNull();
  });

  it('navigate refuses foreign hosts with a log and follows same-origin paths', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(navigate('https://evil.example/phish')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] navigation: refused'));
    expect(navigate('/appointment/new/?doctor=1')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/appointment/new/?doctor=1');
  });
});
