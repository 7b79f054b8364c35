// @vitest-environment node
// Node fetch: the Cookie / Set-Cookie headers are readable (a browser-like environment hides them).
import { afterEach, describe, expect, it } from 'vitest';
import { recordedMetrics, resetRecordedMetrics } from './reviews-metrics';

const BASE = 'http://localhost/metrics';

afterEach(() => resetRecordedMetrics());

describe('reference metrics service (portal-identity-reviews §7 "Tracking")', () => {
  it('OPTIONS set-session answers 204 with the pd_metrics_session cookie', async () => {
    const res = await fetch(`${BASE}/set-session/`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^pd_metrics_session=\w+; Path=\//);
    expect(recordedMetrics().sessions).toBe(1);
  });

  it('records a text/plain beacon body and answers 204; a wrong body is 400', async () => {
    const body = JSON.stringify({ rates_id: { lpu_rates_id: [5], doctor_rates_id: [1, 2] } });
    const ok = await fetch(`${BASE}/rates/seen/`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Cookie: 'pd_metrics_session=abc' },
    });
    expect(ok.status).toBe(204);
    const bad = await fetch(`${BASE}/rates/seen/`, {
      method: 'POST',
      body: '{"rates_id":{"lpu_rates_id":"x"}}',
    });
    expect(bad.status).toBe(400);
    const seen = await (await fetch(`${BASE}/rates/seen/`)).json();
    expect(seen).toEqual({
      beacons: [{ lpu_rates_id: [5], doctor_rates_id: [1, 2], session: 'abc' }],
      sessions: 0,
    });
    expect((await fetch(`${BASE}/rates/seen/`, { method: 'DELETE' })).status).toBe(204);
    expect(recordedMetrics().beacons).toEqual([]);
  });
});
