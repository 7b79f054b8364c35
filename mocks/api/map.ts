/**
 * Reference API: maps for `<pd-clinic-map>`'s open provider (booking-schedule §7 "A maps service is used for the
 * map, geocoding and routing"; portal-identity-reviews §7 "geocoding, suggestions, geolocation and multi-route").
 * Our paths (docs/decisions/178-clinic-map-providers.md); everything offline:
 *
 * - `GET /api/maps/tiles/{z}/{x}/{y}.png` → a 256-px PNG tile (two tiny generated pictures, alternating);
 * - `GET /api/maps/geocode/?q=` → `{results: [{lat, lon, address}]}`: a few known places (see {@link MAP_PLACES});
 *   a far one ≥ 100 km from Moscow ('Тверь'); anything else (e.g. 'Несуществующая улица') → no results;
 *   `q` = 'lat,lon' → that point;
 * - `GET /api/maps/suggest/?q=&bbox=south,west,north,east` → `{results: [...]}`: the known places whose address
 *   contains `q` (case-insensitive), up to 5, NOT filtered by the bbox (the widget keeps those strictly inside);
 * - `GET /api/maps/route/?from=lat,lon&to=lat,lon&mode=car|transit` → `{routes: [{duration, distance, path,
 *   steps}]}`: two car alternatives (a direct and a longer one), or two public-transport ones (walk → metro →
 *   bus with 12 route numbers → walk; walk → tram 3 → walk); a bad point or mode → 400 `{"detail": …}`.
 */
import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import type { HandlerOptions } from './schedule';

/** Two generated 256×256 tiles (palette PNG, ≈ 0.4 and 1.1 kB). */
const TILES = [
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAADFBMVEXy7+ni3tb///+q09+1EiZlAAABRklEQVR42u3VwQ0AIAwDsbb7D82DHahQfBNE/qQ6vOpabG6bEwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPALwGQHAACAdAA3CAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAcdd3UZosaRElkAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAADFBMVEXy7+ni3tb///+q09+1EiZlAAAEDElEQVR42u3cWXYjQQhEUST2v+c+blu2hlKphoSMIGAH7/4TdhE/u5juXa/XqzLAVRzgKg5wFQe49asC/PaLAvz1awLc9UsC3PcrAjz0CwI89usBPPXLATz3qwG89IsBvPZrASz0SwEs9SsBLPYLASz36wC86ZcBeNevAvC2XwTgfb8GwEq/BMBavwLAar8AwHp/fYAP/eUBPvVXB/jYXxzgc39tgA39pQG29FcG2NRfGGBbf12Ajf1lAbb2VwXY3F8UYHt/TYAd/SUB9vRXBNjVXxBgX389gJ395QD29lcD2N1fDGB/fy2AA/2lAI70VwI41F8I4Fh/HYCD/WUAjvZXATjcXwTgeH8NgBP9JQDO9FcAONVfAOBcPz/AyX56gLP97ACn+8kBzvdzAwzopwYY0c8MMKSfGGBMPy/AoH5agFH9rADD+kkBxvVzAgzspwQY2c8IMLSfEGBsPx/A4H46gNH9bADD+8kAxvdzAQT0UwFE9DMBhPQTAcT08wAE9dMARPWzAIT1kwDE9XMABPZTAET2MwCE9hMAxPbjAwT3wwNE96MDhPeDA8T3YwMk9EMDZPQjA6T0AwPk9OMCJPXDAmT1owKk9YMC5PVjAiT2QwJk9iMCpPYDAuT24wEk98MBZPejAaT3gwHk92MBTOiHApjRjwQwpR8IYE4/DsCkfhiAWf0oANP6QQDm9WMATOyHAJjZjwAwtR8AYG7/fIDJ/dMBZvfPBpjePxlgfv9cAID+qQAI/TMBIPo/Afjr1epfA/D3V6f/HYB/vhr9ywC+7Sr0LwH49uPvfwXwfcfe/wzg+4+7/xHAjx1z/wOAe4YAVv89gHuGAFj/H4CfO9b+XwD3FAG4/huAe4oAXv8PgHuKAGD/N4B7igBi/38A9xQByP4vAPcUAcx+u4zsXxMA7beLe4oAan8WAGz/cAAn6x8P4Fz9AQBO1Z8BAN0fAeBM/fEA4P0hAE7UHw0A3x8D4Dz9sQAE/UEATtMfCUDRHwXgLP1xACT9YQAs/cEApgvgJP2hACYOYOIAJg7gDdAADdAADdAADdAADdAADdAADdAADdAADdAAWgDWAA3QAMoA1gAN0ADKANYA2gDWANoA1gDaANYA2gDWANoAJg5g4gDWAGwApt2fuCCBC2DK/akrMrgAptufvCSFC2Cq/elrcrgAWXuCwACm2D9jUxQYIGlVFhkgZ1cYGiBlWRobIGNbHBwgYV0eHeBr/6B+/BrAz/9/7fgVAJr9gyAAnf5lAKH+RQCl/iUAqf4FAK3+VwCx/hcAtf5nALn+JwC9/kcAwf4HAMX+ewDJ/jsAzf4/ANH+XwDV/huAbP8PgG7/N4Bw/38A5f4vAOl+u4j320W8/wZg4gAmDiDc/w8LR2Mv1IMKawAAAABJRU5ErkJggg==',
];

/** A known place of the reference geocoder. */
export interface MapPlace {
  address: string;
  lat: number;
  lon: number;
  /** Lower-case words that find it. */
  keys: string[];
}

/** The places the reference geocoder knows (Moscow and Yekaterinburg, matching the demo clinics). */
export const MAP_PLACES: readonly MapPlace[] = [
  { address: 'Москва, ул. Арбат, д. 10', lat: 55.7515, lon: 37.5945, keys: ['арбат'] },
  { address: 'Москва, Ленинский проспект, д. 30', lat: 55.7077, lon: 37.5858, keys: ['ленинский'] },
  { address: 'Москва, ул. Тверская, д. 7', lat: 55.7579, lon: 37.6109, keys: ['тверская'] },
  { address: 'Химки, ул. Московская, д. 1', lat: 55.8887, lon: 37.4304, keys: ['химки'] },
  { address: 'Тверь, ул. Советская, д. 1', lat: 56.8587, lon: 35.9176, keys: ['тверь'] },
  {
    address: 'Екатеринбург, ул. Ленина, д. 40',
    lat: 56.8385,
    lon: 60.6031,
    keys: ['екатеринбург', 'ленина'],
  },
];

/** An address the reference geocoder does not find. */
export const UNKNOWN_ADDRESS = 'Несуществующая улица, д. 1';
/** A known address 100 km or farther from the Moscow clinics. */
export const FAR_ADDRESS = 'Тверь, ул. Советская, д. 1';

const place = (p: MapPlace) => ({ lat: p.lat, lon: p.lon, address: p.address });

function find(q: string): MapPlace[] {
  const text = q.trim().toLowerCase();
  if (!text) return [];
  return MAP_PLACES.filter(
    (p) => p.address.toLowerCase().includes(text) || p.keys.some((k) => text.includes(k)),
  );
}

function parsePoint(raw: string | null): [number, number] | null {
  const parts = (raw ?? '').split(',').map(Number);
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [lat, lon] = parts as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? [lat, lon] : null;
}

function distance(a: [number, number], b: [number, number]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b[0] - a[0]) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A path from `a` to `b` through a bend (`bend` as a share of the span, sideways). */
function path(a: [number, number], b: [number, number], bend: number): [number, number][] {
  const mid: [number, number] = [
    (a[0] + b[0]) / 2 + (b[1] - a[1]) * bend,
    (a[1] + b[1]) / 2 - (b[0] - a[0]) * bend,
  ];
  return [a, mid, b];
}

function routes(from: [number, number], to: [number, number], mode: 'car' | 'transit') {
  const d = Math.max(200, distance(from, to));
  if (mode === 'car') {
    return [1, 1.25].map((k, i) => {
      const dist = Math.round(d * 1.3 * k);
      const duration = Math.round(dist / 8.5); // ≈ 30 km/h in town
      return {
        duration,
        distance: dist,
        path: path(from, to, i ? -0.15 : 0.08),
        steps: [
          { kind: 'drive', text: i ? 'через Садовое кольцо' : 'по Новому Арбату', duration, distance: dist },
        ],
      };
    });
  }
  const walk = (m: number, text: string) => ({
    kind: 'walk',
    text,
    duration: Math.round(m / 1.3),
    distance: m,
  });
  const ride = (share: number, transport: string, numbers: string[], text: string) => ({
    kind: 'transport',
    text,
    transport,
    numbers,
    duration: Math.round((d * share) / 7),
    distance: Math.round(d * share),
  });
  const busNumbers = ['91', '119', '157', '205', '474', '506', '566', '840', '902', 'т34', 'т34к', 'м2'];
  const alternatives = [
    [
      walk(350, 'до станции «Смоленская»'),
      ride(0.7, 'underground', [], 'Смоленская → Киевская'),
      ride(0.3, 'bus', busNumbers, 'до остановки «Клиника»'),
      walk(200, 'до клиники'),
    ],
    [
      walk(500, 'до остановки «Арбатская площадь»'),
      ride(1, 'tramway', ['3'], 'до остановки «Клиника»'),
      walk(150, 'до клиники'),
    ],
  ];
  return alternatives.map((steps, i) => ({
    duration: steps.reduce((t, s) => t + s.duration, 0) + 300,
    distance: steps.reduce((t, s) => t + s.distance, 0),
    path: path(from, to, i ? 0.2 : -0.1),
    steps,
  }));
}

function tileBytes(index: number): Uint8Array {
  const bin = atob(TILES[index % TILES.length]!);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** Handlers of the maps reference API. */
export function mapHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.get(`${base}/api/maps/tiles/:z/:x/:y`, ({ params }) => {
      const [z, x, y] = [params.z, params.x, String(params.y).replace(/\.png$/, '')].map(Number);
      if (![z, x, y].every((n) => Number.isInteger(n) && n! >= 0))
        return new HttpResponse(null, { status: 404 });
      return new HttpResponse(tileBytes(x! + y!), {
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
      });
    }),
    http.get(`${base}/api/maps/geocode/`, async ({ request }) => {
      await wait();
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const point = parsePoint(q);
      if (point) return HttpResponse.json({ results: [{ lat: point[0], lon: point[1], address: q }] });
      return HttpResponse.json({ results: find(q).slice(0, 1).map(place) });
    }),
    http.get(`${base}/api/maps/suggest/`, async ({ request }) => {
      await wait();
      const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
      const results =
        q.length < 2 ? [] : MAP_PLACES.filter((p) => p.address.toLowerCase().includes(q)).slice(0, 5);
      return HttpResponse.json({ results: results.map(place) });
    }),
    http.get(`${base}/api/maps/route/`, async ({ request }) => {
      await wait();
      const url = new URL(request.url);
      const from = parsePoint(url.searchParams.get('from'));
      const to = parsePoint(url.searchParams.get('to'));
      const mode = url.searchParams.get('mode');
      if (!from || !to || (mode !== 'car' && mode !== 'transit')) {
        return HttpResponse.json({ detail: 'Нужны from, to (lat,lon) и mode=car|transit' }, { status: 400 });
      }
      return HttpResponse.json({ routes: routes(from, to, mode) });
    }),
  ];
}
