// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CSRF_TOKEN } from '../fixtures';
import { FAILING_AD_CAMPAIGN, recordedAds, resetRecordedAds } from './ads';

const BASE = 'http://localhost';
const post = (path: string, fields: Record<string, string>, token: string | null = DEMO_CSRF_TOKEN) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { Cookie: `csrftoken=${DEMO_CSRF_TOKEN}` },
    body: new URLSearchParams(token ? { ...fields, csrfmiddlewaretoken: token } : fields),
  });

afterEach(() => resetRecordedAds());

describe('reference ad tracking API (portal-identity-reviews §7 "Tracking")', () => {
  it('records view_banner and view_status forms; checks CSRF and fields', async () => {
    expect((await post('/ajax/view_banner/', { p: '100', c: '501', btype: 'b', redis_id: 'r' })).status).toBe(
      204,
    );
    expect((await post('/ajax/view_banner/', { p: '70', c: '501', btype: 'b' })).status).toBe(400);
    expect((await post('/ajax/view_banner/', { p: '50', c: '501', btype: 'b' }, 'wrong')).status).toBe(403);
    expect((await post('/ajax/view_banner/', { p: '50', c: FAILING_AD_CAMPAIGN, btype: 'b' })).status).toBe(
      500,
    );
    expect((await post('/ajax/view_status/', { key: 'k', redis_id: 'r', js: '1' })).status).toBe(204);
    expect((await post('/ajax/view_status/', { key: 'k', redis_id: 'r' })).status).toBe(400);
    expect(recordedAds()).toEqual({
      banners: [{ p: '100', c: '501', btype: 'b', redis_id: 'r' }],
      statuses: [{ key: 'k', redis_id: 'r', js: '1' }],
      clicks: [],
    });
  });

  it('answers the ad event page and records the click; GET/DELETE recorded', async () => {
    const res = await fetch(`${BASE}/ad/event/c/501/?banner_type=doctor_card`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Кампания <strong>501</strong>');
    const seen = await (await fetch(`${BASE}/ajax/ads/recorded/`)).json();
    expect(seen.clicks).toEqual([{ campaign: '501', banner_type: 'doctor_card' }]);
    expect((await fetch(`${BASE}/ajax/ads/recorded/`, { method: 'DELETE' })).status).toBe(204);
    expect(recordedAds().clicks).toEqual([]);
  });
});
