import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { until } from '../../../tests/wait';
import { configure, resetConfig } from '../../core/config';
import { reportSeen, resetSeenMetrics, wasReported } from './seen-metrics';

const BASE = 'https://metrics.example/api';

describe('review-seen beacons (portal-identity-reviews §7 "Tracking", §8 "Tracking failures are silent")', () => {
  let beacon: ReturnType<typeof vi.fn>;
  let sessions: number;
  let errors: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    resetSeenMetrics();
    resetConfig();
    configure({ env: 'smoke' });
    document.cookie = 'pd_metrics_session=; max-age=0; path=/';
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    sessions = 0;
    server.use(
      http.options(`${BASE}/set-session/`, ({ request }) => {
        sessions += 1;
        expect(request.credentials).toBe('include');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    vi.useRealTimers();
    resetSeenMetrics();
    resetConfig();
  });

  const bodies = () => beacon.mock.calls.map(([url, body]) => [url, JSON.parse(body as string)]);

  it('batches the ids of one second into one beacon, after one set-session request', async () => {
    reportSeen(BASE, 'doctor', 1);
    reportSeen(BASE, 'lpu', 2);
    await vi.advanceTimersByTimeAsync(500);
    reportSeen(BASE, 'doctor', 3);
    reportSeen(BASE, 'doctor', 1); // again: ignored
    expect(beacon).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    await until(() => beacon.mock.calls.length === 1);
    expect(bodies()).toEqual([
      [`${BASE}/rates/seen/`, { rates_id: { lpu_rates_id: [2], doctor_rates_id: [1, 3] } }],
    ]);
    expect(typeof beacon.mock.calls[0]![1]).toBe('string'); // text/plain: no preflight
    expect(sessions).toBe(1);

    reportSeen(BASE, 'doctor', 4);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => beacon.mock.calls.length === 2);
    expect(bodies()[1]![1]).toEqual({ rates_id: { lpu_rates_id: [], doctor_rates_id: [4] } });
    expect(sessions).toBe(1);
    expect(wasReported('doctor', 4)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('no set-session request when the cookie is there; a path base resolves against the page', async () => {
    document.cookie = 'pd_metrics_session=abc; path=/';
    reportSeen('/metrics', 'lpu', 7);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => beacon.mock.calls.length === 1);
    expect(String(beacon.mock.calls[0]![0])).toBe(new URL('/metrics/rates/seen/', location.href).href);
    expect(sessions).toBe(0);
  });

  it('flushes pending ids at once when the page is hidden', async () => {
    reportSeen(BASE, 'doctor', 11);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(bodies()).toEqual([
      [`${BASE}/rates/seen/`, { rates_id: { lpu_rates_id: [], doctor_rates_id: [11] } }],
    ]);
    state.mockRestore();
    await vi.advanceTimersByTimeAsync(2000);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on dev or without a base', async () => {
    configure({ env: 'dev' });
    reportSeen(BASE, 'doctor', 21);
    configure({ env: 'prod' });
    reportSeen(undefined, 'doctor', 22);
    reportSeen('', 'doctor', 23);
    await vi.advanceTimersByTimeAsync(3000);
    expect(beacon).not.toHaveBeenCalled();
    expect(sessions).toBe(0);
  });

  it('failures are silent: a failing set-session, a throwing sendBeacon', async () => {
    server.use(http.options(`${BASE}/set-session/`, () => HttpResponse.error()));
    beacon.mockImplementation(() => {
      throw new TypeError('beacon refused');
    });
    reportSeen(BASE, 'doctor', 31);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => beacon.mock.calls.length === 1);
    expect(errors).not.toHaveBeenCalled();
  });
});
