import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from './config';
import { navigateToBooking, navigate, navigation } from './dom';
import { bookingUrl, isPartnerPage, PARTNER_SOURCE, siteOrigin } from './site';

afterEach(() => resetConfig());

const SITE = 'https://prodoctorov.example';
const DOCTOR_REDIRECT =
  '/appointment/new/?doctor=7&lpu=45&slot=23.11.2026%2009:00&type=default&doctorSpec=&spec_placement=&source=doctor-inner';

describe('site and partner pages (CONTRACT "Page config", ADR 184)', () => {
  it('a same-origin page (no siteBase; the npm build): not a partner page, URLs stay relative', () => {
    expect(siteOrigin()).toBe(location.origin);
    expect(isPartnerPage()).toBe(false);
    expect(bookingUrl(DOCTOR_REDIRECT)).toBe(DOCTOR_REDIRECT);
  });

  it('siteBase naming the page origin (a Django page with a CDN host) is not a partner page', () => {
    configure({ siteBase: `${location.origin}/` });
    expect(isPartnerPage()).toBe(false);
  });

  it('siteBase on another origin: a partner page; booking URLs say source=partner, other pairs as written', () => {
    configure({ siteBase: `${SITE}/` });
    expect(siteOrigin()).toBe(SITE);
    expect(isPartnerPage()).toBe(true);
    const url = bookingUrl(DOCTOR_REDIRECT);
    expect(url).toBe(DOCTOR_REDIRECT.replace('source=doctor-inner', 'source=partner'));
    // A redirect with no source gets one.
    expect(bookingUrl('/uslugi/appointment/new/?lpu=45&synonymId=3')).toBe(
      `/uslugi/appointment/new/?lpu=45&synonymId=3&source=${PARTNER_SOURCE}`,
    );
  });

  it('a malformed siteBase logs a config error and the page stays a site page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ siteBase: 'not a url' });
    configure({ siteBase: 'javascript:alert(1)' });
    expect(isPartnerPage()).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[pd-widgets] config: key "siteBase" has the wrong type'),
    );
  });

  it('navigate from a partner page: the site URL, same tab; redirectTarget _blank opens a new tab', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    configure({ siteBase: SITE });
    expect(navigateToBooking(DOCTOR_REDIRECT)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls[0][0]).toMatch(/^https:\/\/prodoctorov\.example\/appointment\/new\/\?doctor=7&/);
    expect(assign.mock.calls[0][0]).toMatch(/&slot=23\.11\.2026%2009:00&.*&source=partner$/);
    configure({ redirectTarget: '_blank' });
    expect(navigateToBooking(DOCTOR_REDIRECT)).toBe(true);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/prodoctorov\.example\//),
      '_blank',
      'noopener,noreferrer',
    );
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a partner page still refuses foreign hosts and bad schemes', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ siteBase: SITE });
    expect(navigate('https://evil.example/x')).toBe(false);
    expect(navigate('javascript:alert(1)')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('redirectTarget is checked: a bad value logs and keeps _self', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ redirectTarget: 'top' as never });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] config: key "redirectTarget"'));
  });
});
