import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import { resetFavourites } from '../../../mocks/api/favourites';
import { DEMO_CSRF_TOKEN } from '../../../mocks/fixtures';
import { INITIAL_FAVOURITES } from '../../../mocks/fixtures/favourites';
import { configure, resetConfig } from '../../core/config';
import { ApiError } from '../../core/http';
import {
  addFavourite,
  fetchFavouriteState,
  favouritesBatchWindow,
  markNotificationRead,
  removeFavourite,
} from './favourites-api';

function record() {
  const seen: { method: string; path: string; body: Promise<string> }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: request.clone().text() });
  });
  return seen;
}

beforeEach(() => configure({ csrfToken: DEMO_CSRF_TOKEN }));
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
  resetFavourites();
  resetConfig();
});

describe('favourites API (portal-identity-reviews §7)', () => {
  it('holds state calls while buttons keep arriving, then sends one POST per type', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = record();
    const results: Promise<boolean>[] = [];
    // 10 buttons, one every 30 ms (a slow page): each restarts the 50-ms quiet period.
    for (let i = 0; i < 10; i++) {
      results.push(fetchFavouriteState('doctors', 2001 + i));
      if (i === 4) results.push(fetchFavouriteState('lpu', INITIAL_FAVOURITES.lpu[0]));
      await vi.advanceTimersByTimeAsync(30);
    }
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(favouritesBatchWindow.quietMs);
    vi.useRealTimers();
    const states = await Promise.all(results);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/patient/favourites/doctors/',
      'POST /api/patient/favourites/lpu/',
    ]);
    expect(JSON.parse(await seen[0].body)).toEqual(Array.from({ length: 10 }, (_, i) => 2001 + i));
    expect(states.filter(Boolean)).toHaveLength(3); // doctors 2002 and 2005, clinic 101
  });

  it('sends at the latest maxMs after the first call, and a late call gets its own request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = record();
    const first = fetchFavouriteState('doctors', 2001);
    for (let t = 0; t < favouritesBatchWindow.maxMs; t += 40) {
      void fetchFavouriteState('doctors', 2002);
      await vi.advanceTimersByTimeAsync(40);
    }
    expect(seen.length).toBe(1);
    vi.useRealTimers();
    await first;
    const late = await fetchFavouriteState('doctors', INITIAL_FAVOURITES.doctors[2]);
    expect(late).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(2);
  });

  it('drops a caller that aborts before the request leaves', async () => {
    const seen = record();
    const controller = new AbortController();
    const call = fetchFavouriteState('doctors', 2001, controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen).toEqual([]);
  });

  it('rejects bad input before sending', async () => {
    await expect(fetchFavouriteState('clinic' as never, 1)).rejects.toThrow(TypeError);
    await expect(addFavourite('doctors', 0)).rejects.toThrow(TypeError);
  });

  it('adds with POST and removes with DELETE, with the CSRF header', async () => {
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => headers.push(request.headers.get('x-csrftoken')));
    const seen = record();
    await addFavourite('lpu', 102);
    await removeFavourite('lpu', 102);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/patient/favourites/lpu/102/',
      'DELETE /api/patient/favourites/lpu/102/',
    ]);
    expect(await seen[0].body).toBe('');
    expect(headers).toEqual([DEMO_CSRF_TOKEN, DEMO_CSRF_TOKEN]);
  });

  it('fails with an ApiError the view can show', async () => {
    configure({ csrfToken: 'wrong' });
    await expect(addFavourite('doctors', 2001)).rejects.toBeInstanceOf(ApiError);
  });

  it('marks a notification read with an empty PATCH, only with a CSRF token', async () => {
    const seen = record();
    expect(await markNotificationRead(5)).toBe(true);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /api/medtochka/notifications/5/']);
    expect(await seen[0].body).toBe('');

    resetConfig();
    document.cookie = 'csrftoken=; max-age=0; path=/';
    try {
      expect(await markNotificationRead(6)).toBe(false);
      expect(seen).toHaveLength(1);
    } finally {
      document.cookie = `csrftoken=${DEMO_CSRF_TOKEN}; path=/`;
    }
  });
});
