import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILING_AD_CAMPAIGN, recordedAds, resetRecordedAds } from '../../../mocks/api/ads';
import { FakeIntersectionObserver } from '../../../tests/fake-intersection-observer';
import { until } from '../../../tests/wait';
import { resetConfig } from '../../core/config';
import { AD_DWELL_MS, AD_TAG } from './index';

/** The ad's observer: `fire(el, ratio)` delivers that visible ratio. */
class FakeIO extends FakeIntersectionObserver {
  fire(el: Element, ratio: number) {
    this.deliver(el, { isIntersecting: ratio > 0, intersectionRatio: ratio });
  }
}

function ioOf(el: Element): FakeIO {
  const io = FakeIO.watching(el)[0] as FakeIO | undefined;
  if (!io) throw new Error('not observed');
  return io;
}

function mountAd(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement(AD_TAG);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML =
    '<div class="ad"><img alt="Клиника «Ясень»: скидка 20%" src="/a.png"><p>Запишитесь онлайн</p></div>';
  document.body.append(el);
  return el;
}

const AD = { campaign: '501', type: 'doctor_card', 'ad-key': 'k-501', 'redis-id': 'r-501' };

beforeEach(() => {
  FakeIO.reset();
  vi.stubGlobal('IntersectionObserver', FakeIO);
  resetRecordedAds();
});
afterEach(() => {
  vi.useRealTimers();
  resetConfig();
  resetRecordedAds();
  document.body.innerHTML = '';
});

describe('<pd-ad> (portal-identity-reviews §4 "Ads", §7 "Tracking")', () => {
  it('keeps the ad in its light DOM, sends js=1 at once and observes at threshold 1', async () => {
    const el = mountAd(AD);
    await waitFor(() => expect(el.shadowRoot?.querySelector('slot')).not.toBeNull());
    expect(el.querySelector('.ad')?.parentElement).toBe(el);
    await waitFor(() =>
      expect(recordedAds().statuses).toEqual([{ key: 'k-501', redis_id: 'r-501', js: '1' }]),
    );
    expect(ioOf(el).options.threshold).toBe(1);
    expect(el.getAttribute('role')).toBe('link');
    expect(el.getAttribute('tabindex')).toBe('0');
  });

  it('reports the impression after 2000 ms fully visible, once; then visible=1', async () => {
    const el = mountAd(AD);
    await waitFor(() => expect(ioOf(el)).toBeTruthy());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    ioOf(el).fire(el, 1);
    await vi.advanceTimersByTimeAsync(AD_DWELL_MS - 100);
    expect(recordedAds().banners).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await until(() => recordedAds().statuses.some((s) => s.visible === '1'));
    expect(recordedAds().banners).toEqual([{ p: '100', c: '501', btype: 'doctor_card', redis_id: 'r-501' }]);
    expect(recordedAds().statuses).toEqual([
      { key: 'k-501', redis_id: 'r-501', js: '1' },
      { key: 'k-501', redis_id: 'r-501', visible: '1' },
    ]);
    expect(FakeIO.instances.some((i) => i.observed.has(el))).toBe(false);
  });

  it('a partly visible or interrupted ad is not reported', async () => {
    const el = mountAd(AD);
    await waitFor(() => expect(ioOf(el)).toBeTruthy());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const io = ioOf(el);
    io.fire(el, 0.9);
    await vi.advanceTimersByTimeAsync(AD_DWELL_MS * 2);
    io.fire(el, 1);
    await vi.advanceTimersByTimeAsync(1900);
    io.fire(el, 0.5);
    await vi.advanceTimersByTimeAsync(AD_DWELL_MS * 2);
    expect(recordedAds().banners).toEqual([]);
  });

  it('a hidden page pauses the dwell', async () => {
    const el = mountAd(AD);
    await waitFor(() => expect(ioOf(el)).toBeTruthy());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    ioOf(el).fire(el, 1);
    await vi.advanceTimersByTimeAsync(1000);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(AD_DWELL_MS * 2);
    expect(recordedAds().banners).toEqual([]);
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(AD_DWELL_MS);
    await until(() => recordedAds().banners.length === 1);
  });

  it('a demo ad counts at 50% and sends p=50', async () => {
    const el = mountAd({ ...AD, demo: '' });
    await waitFor(() => expect(ioOf(el).options.threshold).toBe(0.5));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    ioOf(el).fire(el, 0.5);
    await vi.advanceTimersByTimeAsync(AD_DWELL_MS);
    await until(() => recordedAds().banners.length === 1);
    expect(recordedAds().banners[0]?.p).toBe('50');
  });

  it('failures are silent; no key means no view_status', async () => {
    const error = vi.spyOn(console, 'error');
    const el = mountAd({ campaign: FAILING_AD_CAMPAIGN, type: 'x' });
    await waitFor(() => expect(ioOf(el)).toBeTruthy());
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    ioOf(el).fire(el, 1);
    await vi.advanceTimersByTimeAsync(AD_DWELL_MS);
    await until(() => fetchSpy.mock.calls.length > 0 && fetchSpy.mock.results[0]?.type === 'return');
    await fetchSpy.mock.results[0]!.value.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(recordedAds()).toEqual({ banners: [], statuses: [], clicks: [] });
    expect(error).not.toHaveBeenCalled();
  });

  it('a click without selected text opens the event URL in a new tab (noopener); with selected text nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const el = mountAd(AD);
    await waitFor(() => expect(el.shadowRoot?.querySelector('slot')).not.toBeNull());
    await waitFor(() => expect(el.getAttribute('role')).toBe('link'));
    const text = el.querySelector('p')!;
    fireEvent.click(text);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      `${location.origin}/ad/event/c/501/?banner_type=doctor_card`,
      '_blank',
      'noopener,noreferrer',
    );

    const range = document.createRange();
    range.selectNodeContents(text);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    fireEvent.click(text);
    expect(open).toHaveBeenCalledTimes(1);
    window.getSelection()!.removeAllRanges();

    fireEvent.keyDown(el, { key: 'Enter' });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('a link inside does not navigate itself; the host gets no link role then', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const el = document.createElement(AD_TAG);
    for (const [k, v] of Object.entries(AD)) el.setAttribute(k, v);
    el.innerHTML = '<a href="/somewhere/">Подробнее</a>';
    document.body.append(el);
    await waitFor(() => expect(ioOf(el)).toBeTruthy());
    expect(el.hasAttribute('role')).toBe(false);
    const clicked = fireEvent.click(el.querySelector('a')!);
    expect(clicked).toBe(false); // default prevented
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('logs a missing campaign or type and tracks nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mountAd({ type: 'x' });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('[pd-widgets] pd-ad: attribute "campaign" is required'),
      ),
    );
    expect(FakeIO.instances.some((i) => i.observed.has(el))).toBe(false);
    expect(recordedAds().statuses).toEqual([]);
  });
});
