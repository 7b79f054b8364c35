/** The open provider's reference-API calls against the msw reference handlers (mocks/api/map.ts). */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FAR_ADDRESS, UNKNOWN_ADDRESS } from '../../../mocks/api/map';
import { server } from '../../../tests/msw-server';
import { geocode, route, suggest } from './open-api';

describe('open provider: geocode / suggest / route (reference API)', () => {
  it('geocodes a known address, none for an unknown one', async () => {
    expect(await geocode('ул. Арбат')).toEqual({
      coords: [55.7515, 37.5945],
      address: 'Москва, ул. Арбат, д. 10',
    });
    expect(await geocode(FAR_ADDRESS)).toMatchObject({ coords: [56.8587, 35.9176] });
    expect(await geocode(UNKNOWN_ADDRESS)).toBeNull();
    expect(await geocode('')).toBeNull();
  });

  it('suggests by substring (the widget filters by the bbox)', async () => {
    const list = await suggest('москва', [
      [55, 37],
      [56, 38],
    ]);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((p) => p.address.startsWith('Москва'))).toBe(true);
  });

  it('routes by car and public transport into the interface shape', async () => {
    const car = await route([55.7515, 37.5945], [55.7446, 37.5661], 'car');
    expect(car).toHaveLength(2);
    expect(car[0]).toMatchObject({ mode: 'car', steps: [{ kind: 'drive' }] });
    expect(car[0]!.path[0]).toEqual([55.7515, 37.5945]);
    const transit = await route([55.7515, 37.5945], [55.7446, 37.5661], 'transit');
    const bus = transit[0]!.steps.find((s) => s.transport === 'bus');
    expect(bus?.numbers).toHaveLength(12);
    expect(transit[0]!.steps.map((s) => s.kind)).toEqual(['walk', 'transport', 'transport', 'walk']);
  });

  it('a failed geocode or route rejects with the ApiError (not "none found"); a failed suggestion is just none', async () => {
    server.use(
      http.get('*/api/maps/geocode/', () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500 })),
      http.get('*/api/maps/route/', () => HttpResponse.json({ unexpected: { shape: true } })),
      http.get('*/api/maps/suggest/', () => HttpResponse.error()),
    );
    await expect(geocode('ул. Арбат')).rejects.toMatchObject({ name: 'ApiError', kind: 'server' });
    await expect(route([55.75, 37.59], [55.74, 37.56], 'car')).rejects.toMatchObject({ kind: 'parse' });
    expect(
      await suggest('москва', [
        [55, 37],
        [56, 38],
      ]),
    ).toEqual([]);
  });
});
