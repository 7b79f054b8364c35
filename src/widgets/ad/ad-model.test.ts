import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AD_DWELL_MS,
  adEventPath,
  clickOpensAd,
  createDwell,
  isVisibleEnough,
  readAd,
  viewBannerForm,
  viewStatusForm,
  visibilityThreshold,
  type AdData,
} from './ad-model';

const ad: AdData = { campaign: '501', type: 'doctor_card', key: 'k-1', redisId: 'r-1', demo: false };
const demo: AdData = { ...ad, demo: true };

describe('readAd (portal-identity-reviews §3 "Ad element data")', () => {
  it('reads campaign, type, key, redis id and the demo flag', () => {
    expect(
      readAd({ campaign: ' 501 ', type: 'doctor_card', adKey: 'k-1', redisId: 'r-1', demo: true }),
    ).toEqual({
      ad: { ...demo },
      problems: [],
    });
    expect(readAd({ campaign: '1', type: 't' }).ad).toEqual({
      campaign: '1',
      type: 't',
      key: null,
      redisId: '',
      demo: false,
    });
  });

  it('needs campaign and type', () => {
    const { ad: none, problems } = readAd({ campaign: '', type: undefined });
    expect(none).toBeNull();
    expect(problems).toEqual([
      expect.stringContaining('attribute "campaign" is required'),
      expect.stringContaining('attribute "type" is required'),
    ]);
  });
});

describe('visibility (§4: fully visible; demo ads at 50%)', () => {
  it('uses threshold 1, or 0.5 for a demo ad', () => {
    expect(visibilityThreshold(ad)).toBe(1);
    expect(visibilityThreshold(demo)).toBe(0.5);
  });

  it('counts a normal ad only when all of it is visible', () => {
    expect(isVisibleEnough(ad, true, 1)).toBe(true);
    expect(isVisibleEnough(ad, true, 0.9999)).toBe(true);
    expect(isVisibleEnough(ad, true, 0.98)).toBe(false);
    expect(isVisibleEnough(ad, false, 1)).toBe(false);
  });

  it('counts a demo ad from half visible', () => {
    expect(isVisibleEnough(demo, true, 0.5)).toBe(true);
    expect(isVisibleEnough(demo, true, 0.49)).toBe(false);
  });
});

describe('forms (§7 "Tracking")', () => {
  it('view_banner: p 100 (50 for demo), c, btype, redis_id', () => {
    expect(viewBannerForm(ad)).toEqual({ p: '100', c: '501', btype: 'doctor_card', redis_id: 'r-1' });
    expect(viewBannerForm(demo).p).toBe('50');
  });

  it('view_status: key, redis_id and the js or visible flag; nothing without a key', () => {
    expect(viewStatusForm(ad, 'js')).toEqual({ key: 'k-1', redis_id: 'r-1', js: '1' });
    expect(viewStatusForm(ad, 'visible')).toEqual({ key: 'k-1', redis_id: 'r-1', visible: '1' });
    expect(viewStatusForm({ ...ad, key: null }, 'js')).toBeNull();
  });

  it('the ad event path is /ad/event/c/{campaign}/?banner_type={type}, encoded', () => {
    expect(adEventPath(ad)).toEqual({ path: '/ad/event/c/501/', query: { banner_type: 'doctor_card' } });
    expect(adEventPath({ campaign: 'a/b', type: 'x' }).path).toBe('/ad/event/c/a%2Fb/');
  });

  it('a click opens the ad only without selected text', () => {
    expect(clickOpensAd('')).toBe(true);
    expect(clickOpensAd(null)).toBe(true);
    expect(clickOpensAd('Иванова')).toBe(false);
  });
});

describe('createDwell (§9 ad visible dwell 2000 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('reports once after 2000 ms of continuous visibility', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const dwell = createDwell(done);
    dwell.update(true);
    vi.advanceTimersByTime(AD_DWELL_MS - 1);
    expect(done).not.toHaveBeenCalled();
    dwell.update(true); // a repeated "visible" does not restart the count
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(dwell.done).toBe(true);
    dwell.update(false);
    dwell.update(true);
    vi.advanceTimersByTime(AD_DWELL_MS * 2);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('leaving at 1.9 s cancels; coming back starts from zero', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const dwell = createDwell(done);
    dwell.update(true);
    vi.advanceTimersByTime(1900);
    dwell.update(false);
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
    dwell.update(true);
    vi.advanceTimersByTime(1999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stop() ends it for good', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const dwell = createDwell(done);
    dwell.update(true);
    vi.advanceTimersByTime(1000);
    dwell.stop();
    dwell.update(true);
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
  });
});
