/**
 * The departure popup 'Откуда поедем?' (portal-identity-reviews §4 "Map popup for clinics", §5 "Departure address";
 * booking-schedule §9 route radius 100000 m). Pure: the state, its transitions and the checks. ADR 180.
 *
 * - The address resets each time the popup opens ({@link initialDeparture}).
 * - Any edit clears the coordinates (and the error).
 * - The route button is disabled while the address is empty or an error shows ({@link canSubmit}).
 * - The route is built only after geocoding and the distance check pass ({@link checkDeparture}).
 * - Suggestions: at most 2, strictly within the bounds of available routes ({@link pickSuggestions}).
 */
import type { GeoBounds, GeoPlace, LatLon } from '../../shared/map-provider';
import { isApiError } from '../../core/http';
import { MAX_SUGGESTIONS, ROUTE_RADIUS_M } from './clinic-map-model';

/** Why a departure is refused: 'Адрес не найден' / 'Слишком далеко от клиники'. */
/** `offline` / `failed`: the geocoding call itself failed (issue 19) — the same address may be tried again. */
export type DepartureError = 'notFound' | 'tooFar' | 'offline' | 'failed';

export interface DepartureState {
  /** The text in 'Адрес отправления'. */
  address: string;
  /** The coordinates of the address (from a suggestion, geolocation or geocoding); `null` after any edit. */
  coords: LatLon | null;
  error: DepartureError | null;
  suggestions: GeoPlace[];
  /** Geocoding or geolocating is under way. */
  busy: boolean;
}

export type DepartureAction =
  | { type: 'edit'; address: string }
  | { type: 'suggestions'; forAddress: string; places: GeoPlace[] }
  | { type: 'pick'; place: GeoPlace }
  | { type: 'busy' }
  | { type: 'located'; place: GeoPlace | null; fallbackAddress: string }
  | { type: 'refused'; error: DepartureError };

/** A fresh popup (every open). */
export function initialDeparture(): DepartureState {
  return { address: '', coords: null, error: null, suggestions: [], busy: false };
}

export function departureReducer(state: DepartureState, action: DepartureAction): DepartureState {
  switch (action.type) {
    case 'edit':
      if (action.address === state.address) return state;
      // Any edit clears the coordinates (§4) and the message.
      return { ...state, address: action.address, coords: null, error: null, suggestions: [] };
    case 'suggestions':
      // A reply for text that has changed since is stale.
      return action.forAddress === state.address && state.coords === null
        ? { ...state, suggestions: action.places }
        : state;
    case 'pick':
      return {
        address: action.place.address,
        coords: action.place.coords,
        error: null,
        suggestions: [],
        busy: false,
      };
    case 'busy':
      return { ...state, busy: true, suggestions: [] };
    case 'located':
      // Geolocation or geocoding finished: no place → 'Адрес не найден'.
      return action.place
        ? {
            address: action.place.address || action.fallbackAddress,
            coords: action.place.coords,
            error: null,
            suggestions: [],
            busy: false,
          }
        : { ...state, coords: null, error: 'notFound', busy: false };
    case 'refused':
      return { ...state, error: action.error, busy: false };
  }
}

/** The route button is enabled: an address, no error, nothing under way. */
export function canSubmit(state: DepartureState): boolean {
  const blocking = state.error === 'notFound' || state.error === 'tooFar';
  return state.address.trim() !== '' && !blocking && !state.busy;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, metres. */
export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `tooFar` when the departure is {@link ROUTE_RADIUS_M} (100 km) or farther from the clinic, else `null`. */
export function checkDeparture(from: LatLon, clinic: LatLon): DepartureError | null {
  return distanceM(from, clinic) >= ROUTE_RADIUS_M ? 'tooFar' : null;
}

/** The bounds of available routes: the square around the clinic that holds the 100-km circle. */
export function routeBounds(clinic: LatLon, radiusM: number = ROUTE_RADIUS_M): GeoBounds {
  const dLat = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const cos = Math.max(Math.cos(rad(clinic[0])), 1e-6);
  const dLon = Math.min(180, dLat / cos);
  const south = Math.max(-90, clinic[0] - dLat);
  const north = Math.min(90, clinic[0] + dLat);
  return [
    [south, clinic[1] - dLon],
    [north, clinic[1] + dLon],
  ];
}

/** True when `p` lies strictly inside `bounds` (on the edge is out). */
export function strictlyInside(p: LatLon, bounds: GeoBounds): boolean {
  const [[s, w], [n, e]] = bounds;
  return p[0] > s && p[0] < n && p[1] > w && p[1] < e;
}

/** The suggestions to show: those strictly within the route bounds, at most {@link MAX_SUGGESTIONS}. */
export function pickSuggestions(places: readonly GeoPlace[], bounds: GeoBounds): GeoPlace[] {
  return places.filter((p) => p.address && strictlyInside(p.coords, bounds)).slice(0, MAX_SUGGESTIONS);
}

/** What {@link resolveDeparture} concludes: a place to route from, or the error to show. */
export type DepartureOutcome = { place: GeoPlace } | { error: DepartureError; cause?: unknown };

/**
 * The departure to route from (§4: "The route is built only after geocoding and the distance check pass"): the
 * coordinates already known (a suggestion, geolocation), else the address geocoded; no result → `notFound`;
 * 100 km or farther from the clinic → `tooFar`.
 */
export async function resolveDeparture(
  state: Pick<DepartureState, 'address' | 'coords'>,
  clinic: LatLon,
  geocode: (address: string) => Promise<GeoPlace | null>,
): Promise<DepartureOutcome> {
  let place: GeoPlace | null;
  try {
    place = state.coords ? { coords: state.coords, address: state.address } : await geocode(state.address);
  } catch (cause) {
    // A failed call is not a missing address: offline, or the generic error; the user may retry as is.
    return { error: isApiError(cause, 'offline') ? 'offline' : 'failed', cause };
  }
  if (!place) return { error: 'notFound' };
  const far = checkDeparture(place.coords, clinic);
  return far
    ? { error: far }
    : { place: { coords: place.coords, address: state.address.trim() || place.address } };
}
