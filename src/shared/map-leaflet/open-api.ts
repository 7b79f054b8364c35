/**
 * The open provider's calls to the reference maps API (mocks/api/map.ts; docs/api.md "Maps"): geocoding,
 * suggestions and routes through `request` of src/core/http, replies checked with valibot. ADR 178, 203. An empty answer
 * is `null` / `[]`; a failed geocode or route REJECTS with the `ApiError` (issue 19: a server fault is not 'Адрес не
 * найден' / 'Маршрут не найден' — the widget shows the generic error or the offline one and a retry); a failed
 * suggestion is only a missing aid and resolves `[]`.
 *
 * - `GET /api/maps/geocode/?q=` → `{results: [{lat, lon, address}]}` (best first);
 * - `GET /api/maps/suggest/?q=&bbox=south,west,north,east` → `{results: [{lat, lon, address}]}`;
 * - `GET /api/maps/route/?from=lat,lon&to=lat,lon&mode=car|transit` → `{routes: [{duration (s), distance (m),
 *   path: [[lat, lon]…], steps: [{kind: drive|walk|transport, text, duration, distance, transport?, numbers?}]}]}`.
 */
import * as v from 'valibot';
import { request } from '../../core/http';
import type {
  GeoBounds,
  GeoPlace,
  LatLon,
  MapRoute,
  RouteMode,
  RouteStep,
  TransportType,
} from '../map-provider';

export const GEOCODE_PATH = '/api/maps/geocode/';
export const SUGGEST_PATH = '/api/maps/suggest/';
export const ROUTE_PATH = '/api/maps/route/';

const placeSchema = v.object({ lat: v.number(), lon: v.number(), address: v.nullish(v.string(), '') });
const placesSchema = v.object({ results: v.array(placeSchema) });
const stepSchema = v.object({
  kind: v.string(),
  text: v.nullish(v.string(), ''),
  duration: v.number(),
  distance: v.number(),
  transport: v.nullish(v.string()),
  numbers: v.nullish(v.array(v.string())),
});
const routesSchema = v.object({
  routes: v.array(
    v.object({
      duration: v.number(),
      distance: v.number(),
      path: v.array(v.array(v.number())),
      steps: v.array(stepSchema),
    }),
  ),
});

const TRANSPORTS: readonly string[] = ['bus', 'suburban', 'underground', 'tramway', 'trolleybus', 'minibus'];
const pair = (p: LatLon) => `${p[0]},${p[1]}`;
const toPlace = (r: v.InferOutput<typeof placeSchema>): GeoPlace => ({
  coords: [r.lat, r.lon],
  address: r.address,
});

function toStep(s: v.InferOutput<typeof stepSchema>): RouteStep {
  const kind = s.kind === 'transport' || s.kind === 'walk' ? s.kind : 'drive';
  const step: RouteStep = { kind, text: s.text, durationSec: s.duration, distanceM: s.distance };
  if (kind !== 'transport') return step;
  const transport =
    s.transport && TRANSPORTS.includes(s.transport) ? (s.transport as TransportType) : undefined;
  return { ...step, transport, numbers: s.numbers ?? [] };
}

async function places(
  path: string,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<GeoPlace[]> {
  const reply = await request(path, placesSchema, { query, signal });
  return reply.results.map(toPlace);
}

export async function geocode(query: string, signal?: AbortSignal): Promise<GeoPlace | null> {
  const q = query.trim();
  if (!q) return null;
  return (await places(GEOCODE_PATH, { q }, signal))[0] ?? null;
}

export function suggest(query: string, bounds: GeoBounds, signal?: AbortSignal): Promise<GeoPlace[]> {
  const q = query.trim();
  if (!q) return Promise.resolve([]);
  return places(SUGGEST_PATH, { q, bbox: `${pair(bounds[0])},${pair(bounds[1])}` }, signal).catch(() => []);
}

export async function route(
  from: LatLon,
  to: LatLon,
  mode: RouteMode,
  signal?: AbortSignal,
): Promise<MapRoute[]> {
  const reply = await request(ROUTE_PATH, routesSchema, {
    query: { from: pair(from), to: pair(to), mode },
    signal,
  });
  return reply.routes.map((r) => ({
    mode,
    durationSec: r.duration,
    distanceM: r.distance,
    steps: r.steps.map(toStep),
    path: r.path.filter((p) => p.length === 2).map((p) => [p[0]!, p[1]!] as const),
  }));
}

/** The browser's position (`navigator.geolocation`), or `null` when refused, unavailable or slower than 10 s. */
export function browserGeolocate(): Promise<GeoPlace | null> {
  return new Promise((resolve) => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return resolve(null);
    geo.getCurrentPosition(
      (pos) => resolve({ coords: [pos.coords.latitude, pos.coords.longitude], address: '' }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
