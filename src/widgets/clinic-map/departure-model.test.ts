import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http';
import type { GeoPlace, LatLon } from '../../shared/map-provider';
import {
  canSubmit,
  checkDeparture,
  departureReducer,
  distanceM,
  initialDeparture,
  pickSuggestions,
  resolveDeparture,
  routeBounds,
  strictlyInside,
} from './departure-model';

const CLINIC: LatLon = [55.7446, 37.5661];
/** Moves `km` north of a point (1° of latitude ≈ 111.195 km on the mean sphere). */
const north = (p: LatLon, km: number): LatLon => [p[0] + km / 111.19508, p[1]];

describe('distanceM (haversine, metres)', () => {
  it.each([
    ['the same point', CLINIC, CLINIC, 0],
    ['Moscow → Saint Petersburg', [55.7558, 37.6173], [59.9343, 30.3351], 634_000],
    ['Moscow → Yekaterinburg', [55.7558, 37.6173], [56.8389, 60.6057], 1_418_000],
  ] as const)('%s', (_, a, b, metres) => {
    expect(Math.abs(distanceM(a, b) - metres)).toBeLessThan(metres * 0.005 + 1);
  });

  it('is symmetric', () => {
    expect(distanceM(CLINIC, [55.9, 37.9])).toBeCloseTo(distanceM([55.9, 37.9], CLINIC), 6);
  });
});

describe('checkDeparture (§5: blocked at 100 km or more)', () => {
  it.each([
    [0, null],
    [50, null],
    [99.9, null],
    [100.01, 'tooFar'],
    [150, 'tooFar'],
  ] as const)('%d km → %s', (km, error) => {
    expect(checkDeparture(north(CLINIC, km), CLINIC)).toBe(error);
  });

  it('exactly 100 000 m is refused (≥)', () => {
    const exact = north(CLINIC, 100);
    const d = distanceM(exact, CLINIC);
    expect(Math.abs(d - 100_000)).toBeLessThan(1);
    // Nudge to exactly the limit or just past it: both refused.
    const atLimit: LatLon = [CLINIC[0] + (100_000 / d) * (exact[0] - CLINIC[0]), CLINIC[1]];
    expect(distanceM(atLimit, CLINIC)).toBeGreaterThanOrEqual(99_999.999);
    expect(checkDeparture(north(CLINIC, 100.001), CLINIC)).toBe('tooFar');
  });
});

describe('suggestions (§5: at most 2, strictly within the route bounds)', () => {
  const bounds = routeBounds(CLINIC);
  const place = (coords: LatLon, address = 'адрес'): GeoPlace => ({ coords, address });

  it('the bounds hold the 100-km circle', () => {
    expect(strictlyInside(north(CLINIC, 99), bounds)).toBe(true);
    expect(strictlyInside(north(CLINIC, 101), bounds)).toBe(false);
    expect(strictlyInside([CLINIC[0], CLINIC[1] + 1.5], bounds)).toBe(true); // ≈ 94 km east
    expect(strictlyInside([CLINIC[0], CLINIC[1] + 1.7], bounds)).toBe(false); // ≈ 107 km east
    expect(strictlyInside(bounds[0], bounds)).toBe(false); // the edge is out
  });

  it('keeps those inside, at most two, with an address', () => {
    const list = [
      place(north(CLINIC, 150), 'далеко'),
      place(north(CLINIC, 1), 'первый'),
      place(north(CLINIC, 2), ''),
      place(north(CLINIC, 3), 'второй'),
      place(north(CLINIC, 4), 'третий'),
    ];
    expect(pickSuggestions(list, bounds).map((p) => p.address)).toEqual(['первый', 'второй']);
    expect(pickSuggestions([], bounds)).toEqual([]);
  });
});

describe('departureReducer (portal-identity-reviews §4 "Откуда поедем?")', () => {
  const here: GeoPlace = { coords: [55.75, 37.6], address: 'ул. Тверская, 1' };

  it('starts empty with the button disabled', () => {
    const s = initialDeparture();
    expect(s).toEqual({ address: '', coords: null, error: null, suggestions: [], busy: false });
    expect(canSubmit(s)).toBe(false);
    expect(canSubmit({ ...s, address: '   ' })).toBe(false);
  });

  it('any edit clears the coordinates and the error', () => {
    let s = departureReducer(initialDeparture(), { type: 'pick', place: here });
    expect(s.coords).toEqual(here.coords);
    expect(canSubmit(s)).toBe(true);
    s = departureReducer(s, { type: 'refused', error: 'tooFar' });
    expect(canSubmit(s)).toBe(false);
    s = departureReducer(s, { type: 'edit', address: 'ул. Тверская, 12' });
    expect(s.coords).toBeNull();
    expect(s.error).toBeNull();
    expect(canSubmit(s)).toBe(true);
    expect(departureReducer(s, { type: 'edit', address: s.address })).toBe(s);
  });

  it('no geocoding result or a geolocation failure → notFound; a result fills address and coords', () => {
    let s = departureReducer(initialDeparture(), { type: 'edit', address: 'Непонятно' });
    s = departureReducer(s, { type: 'busy' });
    expect(canSubmit(s)).toBe(false);
    s = departureReducer(s, { type: 'located', place: null, fallbackAddress: '' });
    expect(s).toMatchObject({ error: 'notFound', busy: false, address: 'Непонятно' });
    expect(canSubmit(s)).toBe(false);
    s = departureReducer(s, {
      type: 'located',
      place: { coords: [1, 2], address: '' },
      fallbackAddress: 'Моё местоположение',
    });
    expect(s).toMatchObject({ address: 'Моё местоположение', coords: [1, 2], error: null });
  });

  it('suggestions for text that changed since are dropped', () => {
    let s = departureReducer(initialDeparture(), { type: 'edit', address: 'Тве' });
    s = departureReducer(s, { type: 'suggestions', forAddress: 'Т', places: [here] });
    expect(s.suggestions).toEqual([]);
    s = departureReducer(s, { type: 'suggestions', forAddress: 'Тве', places: [here] });
    expect(s.suggestions).toEqual([here]);
    s = departureReducer(s, { type: 'pick', place: here });
    expect(s).toMatchObject({ address: here.address, coords: here.coords, suggestions: [] });
  });
});

describe('resolveDeparture (§4: geocoding, then the distance check)', () => {
  const geocodeTo = (place: GeoPlace | null) => async () => place;

  it('known coordinates skip geocoding', async () => {
    const geocode = vi.fn(geocodeTo(null));
    const out = await resolveDeparture(
      { address: 'ул. Арбат, 1', coords: north(CLINIC, 3) },
      CLINIC,
      geocode,
    );
    expect(out).toEqual({ place: { coords: north(CLINIC, 3), address: 'ул. Арбат, 1' } });
    expect(geocode).not.toHaveBeenCalled();
  });

  it('no geocoding result → notFound; 100 km or more → tooFar; else the place', async () => {
    const address = { address: 'Тверь', coords: null };
    expect(await resolveDeparture(address, CLINIC, geocodeTo(null))).toEqual({ error: 'notFound' });
    expect(
      await resolveDeparture(address, CLINIC, geocodeTo({ coords: north(CLINIC, 150), address: 'Тверь' })),
    ).toEqual({ error: 'tooFar' });
    expect(
      await resolveDeparture(address, CLINIC, geocodeTo({ coords: north(CLINIC, 10), address: 'Химки' })),
    ).toEqual({ place: { coords: north(CLINIC, 10), address: 'Тверь' } });
  });

  it('a failed geocoding call is offline or failed (not notFound), and the same address may be sent again', async () => {
    const address = { address: 'ул. Арбат', coords: null };
    const fail = (kind: 'offline' | 'timeout') => () => Promise.reject(new ApiError(kind, 'GET geocode'));
    const offline = await resolveDeparture(address, CLINIC, fail('offline'));
    expect(offline).toMatchObject({ error: 'offline' });
    expect(await resolveDeparture(address, CLINIC, fail('timeout'))).toMatchObject({ error: 'failed' });
    const s = departureReducer(departureReducer(initialDeparture(), { type: 'edit', address: 'ул. Арбат' }), {
      type: 'refused',
      error: 'failed',
    });
    expect(s.address).toBe('ул. Арбат');
    expect(canSubmit(s)).toBe(true);
    expect(canSubmit({ ...s, error: 'notFound' })).toBe(false);
  });
});
