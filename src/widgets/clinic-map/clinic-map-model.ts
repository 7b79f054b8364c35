/**
 * Constants and input parsing of `<pd-clinic-map>` (booking-schedule §2 "Popup map", §3 "Map point", §9 map
 * constants; portal-identity-reviews §4 "Map popup for clinics"). Pure. Decisions: docs/decisions/178–181.
 */
import type { LatLon } from '../../shared/map-provider';

/** The tag. */
export const CLINIC_MAP_TAG = 'pd-clinic-map';

/**
 * The popup's modal id. The modal is tied to the URL hash `#map_page` (portal-identity-reviews §2: "The hashes
 * #map_page and #filters suppress slider initialisation"): opening pushes a history entry, back closes, closing by
 * a button goes back.
 */
export const MAP_DIALOG_ID = 'map_page';

/** The window event the clinic list dispatches (ADR 085); the map calls `preventDefault()`. */
export const SHOW_MAP_EVENT = 'pd:show-map';

/** Elements with this attribute open the map (shared openers); its value is a map point or a list of them (JSON). */
export const MAP_OPENER_ATTRIBUTE = 'data-pd-clinic-map';

/** §9: route radius, metres; a departure this far or farther is refused ('Слишком далеко от клиники'). */
export const ROUTE_RADIUS_M = 100_000;
/** §9: cluster grid, px. */
export const CLUSTER_GRID_PX = 128;
/** §9: the zoom of a single point. */
export const SINGLE_POINT_ZOOM = 15;
/** §9: more transport numbers than this are truncated. */
export const TRANSPORT_NUMBERS_LIMIT = 10;
/** §9: how many numbers are kept when truncating (then 'и др.'). */
export const TRANSPORT_NUMBERS_SHOWN = 11;
/** §5: at most this many departure suggestions. */
export const MAX_SUGGESTIONS = 2;
/** portal-identity-reviews §9: the departure popup is 360 px wide. */
export const DEPARTURE_POPUP_WIDTH = 360;
/** The zoom of the first view of several points before fitting them (any; the view fits the pins at once). */
export const DEFAULT_ZOOM = 10;

/** A clinic pin (booking-schedule §3 "Map point"; the shape of the clinic list's `pd:show-map` detail, ADR 085). */
export interface MapPoint {
  /** `[lat, lon]`, degrees. */
  coords: LatLon;
  name: string;
  address: string;
  /** The clinic (lpu) id. */
  id: number;
  /** The phone as shown; '' when none. */
  phone: string;
  /** The clinic page (checked with `safeUrl` before it is rendered). */
  lpuHref: string;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** One map point from untrusted JSON, or `null` (no valid coordinates or id). Coordinates given as strings count. */
export function readMapPoint(raw: unknown): MapPoint | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const coords = Array.isArray(r.coords) ? r.coords.map((c) => (typeof c === 'string' ? Number(c) : c)) : [];
  const [lat, lon] = coords;
  if (coords.length !== 2 || !isFiniteNumber(lat) || !isFiniteNumber(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const id = typeof r.id === 'string' ? Number(r.id) : r.id;
  if (!isFiniteNumber(id)) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    coords: [lat, lon],
    name: text(r.name),
    address: text(r.address),
    id,
    phone: text(r.phone),
    lpuHref: text(r.lpuHref),
  };
}

/**
 * The valid, distinct (by id) points of a `pd:show-map` detail (`{points: [...]}`), an opener's JSON (one point or
 * a list) or an array. `problems` lists what was dropped (logged by the caller).
 */
export function readMapPoints(raw: unknown): { points: MapPoint[]; problems: string[] } {
  const list: unknown[] = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && raw !== null && Array.isArray((raw as { points?: unknown }).points)
      ? (raw as { points: unknown[] }).points
      : raw && typeof raw === 'object'
        ? [raw]
        : [];
  const points: MapPoint[] = [];
  const problems: string[] = [];
  const seen = new Set<number>();
  list.forEach((item, i) => {
    const point = readMapPoint(item);
    if (!point) problems.push(`map point #${i} has no valid coords/id; it is left out`);
    else if (!seen.has(point.id)) {
      seen.add(point.id);
      points.push(point);
    }
  });
  if (!list.length) problems.push('no map points given');
  return { points, problems };
}

/** An opener's points: its attribute value as JSON (a point or a list). */
export function readOpenerPoints(value: string | null): { points: MapPoint[]; problems: string[] } {
  if (!value) return { points: [], problems: [`${MAP_OPENER_ATTRIBUTE} is empty`] };
  try {
    return readMapPoints(JSON.parse(value));
  } catch {
    return { points: [], problems: [`${MAP_OPENER_ATTRIBUTE} is not valid JSON`] };
  }
}

/** The centre of points (the mean; the view fits them right after). */
export function centreOf(points: readonly MapPoint[]): LatLon {
  if (!points.length) return [55.751244, 37.618423];
  const lat = points.reduce((s, p) => s + p.coords[0], 0) / points.length;
  const lon = points.reduce((s, p) => s + p.coords[1], 0) / points.length;
  return [lat, lon];
}
