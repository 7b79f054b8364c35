/**
 * The map popup as a state machine (portal-identity-reviews §4 "Map popup for clinics": closed → open → marker
 * selected → closed; booking-schedule §4 "Map": pin or cluster → selected → 'Проложить маршрут' → departure →
 * route (car or public transport) with a list, expanded details and a reset). Pure. ADR 179.
 */
import type { GeoPlace, MapRoute, RouteMode } from '../../shared/map-provider';
import type { MapPoint } from './clinic-map-model';

/** The route part of the state. */
export type RouteState =
  | { status: 'none' }
  | { status: 'loading'; from: GeoPlace; mode: RouteMode }
  | {
      status: 'ready';
      from: GeoPlace;
      mode: RouteMode;
      /** Alternatives per mode (best first); `[]` = none found. */
      routes: Record<RouteMode, MapRoute[]>;
      /** Index of the alternative drawn on the map. */
      active: number;
      /** Index of the alternative whose details are expanded, or `null`. */
      expanded: number | null;
    }
  /** The route call failed (issue 19): offline or the generic error, with a retry from the same place. */
  | { status: 'failed'; from: GeoPlace; mode: RouteMode; offline: boolean };

/** The whole popup. */
export interface MapState {
  open: boolean;
  points: MapPoint[];
  /** The selected clinic (its details show), or `null`. */
  selectedId: number | null;
  /** The list panel (several clinics only). */
  listOpen: boolean;
  /** The departure popup 'Откуда поедем?'. */
  departureOpen: boolean;
  route: RouteState;
  /** Bumped on each open: a new map view is focused for the new points. */
  openCount: number;
}

export type MapAction =
  | { type: 'open'; points: MapPoint[] }
  | { type: 'close' }
  | { type: 'select'; id: number | null }
  | { type: 'toggleList'; open: boolean }
  | { type: 'openDeparture' }
  | { type: 'closeDeparture' }
  | { type: 'routeStart'; from: GeoPlace }
  | { type: 'routesLoaded'; from: GeoPlace; routes: Record<RouteMode, MapRoute[]> }
  | { type: 'routesFailed'; from: GeoPlace; offline: boolean }
  | { type: 'setMode'; mode: RouteMode }
  | { type: 'activate'; index: number }
  | { type: 'expand'; index: number }
  | { type: 'resetRoute' };

export const NO_ROUTE: RouteState = { status: 'none' };

export const initialMapState: MapState = {
  open: false,
  points: [],
  selectedId: null,
  listOpen: false,
  departureOpen: false,
  route: NO_ROUTE,
  openCount: 0,
};

/** The selected clinic, or `undefined`. */
export function selectedPoint(state: MapState): MapPoint | undefined {
  return state.points.find((p) => p.id === state.selectedId);
}

/** The route drawn on the map, or `null`. */
export function activeRoute(state: MapState): MapRoute | null {
  const r = state.route;
  return r.status === 'ready' ? (r.routes[r.mode][r.active] ?? null) : null;
}

/** The next state. Actions that make no sense in a state leave it as it is (same object). */
export function mapReducer(state: MapState, action: MapAction): MapState {
  switch (action.type) {
    case 'open': {
      if (!action.points.length) return state;
      const single = action.points.length === 1;
      return {
        open: true,
        points: action.points,
        // One clinic: its marker is preselected; several: the list panel shows.
        selectedId: single ? action.points[0]!.id : null,
        listOpen: !single,
        departureOpen: false,
        route: NO_ROUTE,
        openCount: state.openCount + 1,
      };
    }
    case 'close':
      return state.open ? { ...state, open: false, departureOpen: false, route: NO_ROUTE } : state;
    case 'select': {
      if (!state.open) return state;
      if (action.id !== null && !state.points.some((p) => p.id === action.id)) return state;
      // Selecting a marker shows its details and resets any route (§4).
      return { ...state, selectedId: action.id, departureOpen: false, route: NO_ROUTE };
    }
    case 'toggleList':
      return state.open && state.points.length > 1 ? { ...state, listOpen: action.open } : state;
    case 'openDeparture':
      return state.open && state.selectedId !== null ? { ...state, departureOpen: true } : state;
    case 'closeDeparture':
      return state.departureOpen ? { ...state, departureOpen: false } : state;
    case 'routeStart':
      if (!state.open || state.selectedId === null) return state;
      return { ...state, departureOpen: false, route: { status: 'loading', from: action.from, mode: 'car' } };
    case 'routesLoaded': {
      const r = state.route;
      if (r.status !== 'loading' || r.from !== action.from) return state; // stale reply
      const mode = action.routes.car.length || !action.routes.transit.length ? 'car' : 'transit';
      return {
        ...state,
        route: { status: 'ready', from: r.from, mode, routes: action.routes, active: 0, expanded: null },
      };
    }
    case 'routesFailed': {
      const r = state.route;
      if (r.status !== 'loading' || r.from !== action.from) return state; // stale reply
      return { ...state, route: { status: 'failed', from: r.from, mode: r.mode, offline: action.offline } };
    }
    case 'setMode': {
      const r = state.route;
      if (r.status !== 'ready' || r.mode === action.mode) return state;
      return { ...state, route: { ...r, mode: action.mode, active: 0, expanded: null } };
    }
    case 'activate': {
      const r = state.route;
      if (r.status !== 'ready' || !r.routes[r.mode][action.index]) return state;
      return { ...state, route: { ...r, active: action.index } };
    }
    case 'expand': {
      const r = state.route;
      if (r.status !== 'ready' || !r.routes[r.mode][action.index]) return state;
      const expanded = r.expanded === action.index ? null : action.index;
      return { ...state, route: { ...r, active: action.index, expanded } };
    }
    case 'resetRoute':
      return state.route.status === 'none' ? state : { ...state, route: NO_ROUTE };
  }
}
