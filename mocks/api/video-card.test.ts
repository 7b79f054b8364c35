import { describe, expect, it } from 'vitest';
import { DEMO_CSRF_TOKEN } from '../fixtures';
import { DEMO_VIDEO_CARD_UUID } from './video-card';

describe('reference API: POST /api/doctor/video_card/{uuid}/view_count', () => {
  const url = (uuid: string) => `http://localhost/api/doctor/video_card/${uuid}/view_count`;
  const post = (uuid: string, token: string | null = DEMO_CSRF_TOKEN) =>
    fetch(url(uuid), { method: 'POST', headers: token ? { 'X-CSRFToken': token } : {} });

  it('counts views per uuid', async () => {
    const first = await post(DEMO_VIDEO_CARD_UUID);
    expect(first.status).toBe(200);
    const { view_count: before } = (await first.json()) as { view_count: number };
    const second = await post(DEMO_VIDEO_CARD_UUID);
    expect(await second.json()).toEqual({ uuid: DEMO_VIDEO_CARD_UUID, view_count: before + 1 });
  });

  it('403 without CSRF; 404 for a malformed uuid', async () => {
    expect((await post(DEMO_VIDEO_CARD_UUID, null)).status).toBe(403);
    expect((await post('bad%20uuid')).status).toBe(404);
  });
});
