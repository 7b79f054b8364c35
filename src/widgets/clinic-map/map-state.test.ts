import { describe, expect, it } from 'vitest';
import type { GeoPlace, MapRoute } from '../../shared/map-provider';
import type { MapPoint } from './clinic-map-model';
import {
  activeRoute,
  initialMapState,
  mapReducer,
  selectedPoint,
  type MapAction,
  type MapState,
} from './map-state';

const point = (id: number): MapPoint => ({
  coords: [55.75 + id / 100, 37.6],
  name: `Клиника ${id}`,
  address: '',
  id,
  phone: '',
  lpuHref: '',
});
const from: GeoPlace = { coords: [55.7, 37.5], address: 'ул. Арбат, 1' };
const route = (mode: MapRoute['mode'], durationSec: number): MapRoute => ({
  mode,
  durationSec,
  distanceM: 1000,
  steps: [],
  path: [],
});
const run = (...actions: MapAction[]) => actions.reduce<MapState>(mapReducer, initialMapState);

describe('mapReducer (portal-identity-reviews §4 "Map popup for clinics"; booking-schedule §4 "Map")', () => {
  it('one clinic: its marker is preselected, no list', () => {
    const s = run({ type: 'open', points: [point(1)] });
    expect(s.open).toBe(true);
    expect(s.selectedId).toBe(1);
    expect(s.listOpen).toBe(false);
    expect(selectedPoint(s)?.id).toBe(1);
  });

  it('several clinics: the list panel shows, nothing is selected; the list closes and reopens', () => {
    let s = run({ type: 'open', points: [point(1), point(2)] });
    expect(s.selectedId).toBeNull();
    expect(s.listOpen).toBe(true);
    s = mapReducer(s, { type: 'toggleList', open: false });
    expect(s.listOpen).toBe(false);
    expect(mapReducer(s, { type: 'toggleList', open: true }).listOpen).toBe(true);
  });

  it('opening with no points does nothing; each open counts', () => {
    expect(run({ type: 'open', points: [] })).toBe(initialMapState);
    const s = run(
      { type: 'open', points: [point(1)] },
      { type: 'close' },
      { type: 'open', points: [point(2)] },
    );
    expect(s.openCount).toBe(2);
    expect(s.selectedId).toBe(2);
  });

  it('selecting a marker shows its details and resets any route', () => {
    const routes = { car: [route('car', 600)], transit: [] };
    let s = run(
      { type: 'open', points: [point(1), point(2)] },
      { type: 'select', id: 1 },
      { type: 'openDeparture' },
      { type: 'routeStart', from },
      { type: 'routesLoaded', from, routes },
    );
    expect(s.route.status).toBe('ready');
    expect(activeRoute(s)?.durationSec).toBe(600);
    s = mapReducer(s, { type: 'select', id: 2 });
    expect(s.selectedId).toBe(2);
    expect(s.route).toEqual({ status: 'none' });
    expect(mapReducer(s, { type: 'select', id: 99 })).toBe(s);
  });

  it('the departure popup opens only with a clinic selected; starting a route closes it', () => {
    let s = run({ type: 'open', points: [point(1), point(2)] }, { type: 'openDeparture' });
    expect(s.departureOpen).toBe(false);
    s = mapReducer(mapReducer(s, { type: 'select', id: 1 }), { type: 'openDeparture' });
    expect(s.departureOpen).toBe(true);
    s = mapReducer(s, { type: 'routeStart', from });
    expect(s.departureOpen).toBe(false);
    expect(s.route.status).toBe('loading');
  });

  it('routes: car first when there is one, else public transport; mode switch, details, reset', () => {
    const base = run({ type: 'open', points: [point(1)] }, { type: 'routeStart', from });
    const onlyTransit = mapReducer(base, {
      type: 'routesLoaded',
      from,
      routes: { car: [], transit: [route('transit', 1800)] },
    });
    expect(onlyTransit.route.status === 'ready' && onlyTransit.route.mode).toBe('transit');

    let s = mapReducer(base, {
      type: 'routesLoaded',
      from,
      routes: { car: [route('car', 600), route('car', 900)], transit: [route('transit', 1800)] },
    });
    expect(s.route.status === 'ready' && s.route.mode).toBe('car');
    s = mapReducer(s, { type: 'expand', index: 1 });
    expect(s.route.status === 'ready' && [s.route.active, s.route.expanded]).toEqual([1, 1]);
    s = mapReducer(s, { type: 'expand', index: 1 });
    expect(s.route.status === 'ready' && s.route.expanded).toBeNull();
    s = mapReducer(s, { type: 'setMode', mode: 'transit' });
    expect(activeRoute(s)?.durationSec).toBe(1800);
    expect(mapReducer(s, { type: 'activate', index: 5 })).toBe(s);
    s = mapReducer(s, { type: 'resetRoute' });
    expect(s.route).toEqual({ status: 'none' });
    expect(activeRoute(s)).toBeNull();
  });

  it('a stale route reply (another departure started since) is ignored', () => {
    const other: GeoPlace = { coords: [55.8, 37.7], address: 'другой' };
    const s = run(
      { type: 'open', points: [point(1)] },
      { type: 'routeStart', from },
      { type: 'routeStart', from: other },
    );
    expect(mapReducer(s, { type: 'routesLoaded', from, routes: { car: [], transit: [] } })).toBe(s);
  });

  it('closing drops the route and the departure popup but keeps the points', () => {
    const s = run({ type: 'open', points: [point(1)] }, { type: 'openDeparture' }, { type: 'close' });
    expect(s).toMatchObject({ open: false, departureOpen: false, route: { status: 'none' } });
    expect(mapReducer(s, { type: 'close' })).toBe(s);
  });
});
