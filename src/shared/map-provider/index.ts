/**
 * The maps-service provider interface of `<pd-clinic-map>` (booking-schedule §2 "Popup map", §4 "Map", §7 "A maps
 * service is used for the map, geocoding and routing"; portal-identity-reviews §7 "A maps service provides
 * geocoding, suggestions, geolocation and multi-route"). Types only: this module emits no code, so the widget and
 * the two providers (`src/shared/map-leaflet`, `src/shared/map-yandex`, each its own lazily loaded chunk) share it
 * without a chunk of its own. Decision: docs/decisions/178-clinic-map-providers.md.
 *
 * Coordinates are always `[lat, lon]` in degrees (WGS 84), distances metres, durations seconds.
 */

/** `[lat, lon]` in degrees. */
export type LatLon = readonly [lat: number, lon: number];

/** A rectangle: `[[south, west], [north, east]]` in degrees. */
export type GeoBounds = readonly [southWest: LatLon, northEast: LatLon];

/** A pin on the map. */
export interface MapMarker {
  /** The clinic (lpu) id; unique among the markers. */
  id: number;
  coords: LatLon;
  /** The accessible name of the pin (the clinic's name). */
  label: string;
}

/** A place found by geocoding, a suggestion or geolocation. */
export interface GeoPlace {
  coords: LatLon;
  /** A human-readable address ('' when the service gives none, e.g. geolocation). */
  address: string;
}

/** Route modes (booking-schedule §9 "route modes car and public transport"). */
export type RouteMode = 'car' | 'transit';

/** Public transport kinds (booking-schedule §9 "transport types"). */
export type TransportType = 'bus' | 'suburban' | 'underground' | 'tramway' | 'trolleybus' | 'minibus';

/** One step of a route: a drive/walk, or a ride on transport. */
export interface RouteStep {
  kind: 'drive' | 'walk' | 'transport';
  /** What to do, from the service ('ул. Тверская', 'до остановки «Пушкинская»'); may be ''. */
  text: string;
  /** Seconds. */
  durationSec: number;
  /** Metres. */
  distanceM: number;
  /** For `transport`: the kind of vehicle. */
  transport?: TransportType;
  /** For `transport`: the route numbers that serve the ride ('15', '15к'). */
  numbers?: readonly string[];
}

/** One alternative route. */
export interface MapRoute {
  mode: RouteMode;
  /** Seconds. */
  durationSec: number;
  /** Metres. */
  distanceM: number;
  steps: readonly RouteStep[];
  /** The polyline, `[lat, lon]` points from departure to clinic. */
  path: readonly LatLon[];
}

/** Options of {@link MapProvider.createMap}. */
export interface MapOptions {
  center: LatLon;
  zoom: number;
  /** A pin was activated (click, Enter). */
  onSelect(id: number): void;
  /** Accessible name of the map region. */
  label: string;
  /** Accessible name of a cluster: `(count) => '3 клиники'`. */
  clusterLabel(count: number): string;
  /** Names of the zoom buttons ('Приблизить', 'Отдалить'), where the provider draws them. */
  zoomLabels: { in: string; out: string };
}

/** Space (px) along the container's edges the fitted pins keep clear of. */
export interface MapInsets {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

/** A rendered map in a container (one per open map popup). */
export interface MapView {
  /** Replaces the pins; they are clustered on a 128-px grid (booking-schedule §9). */
  setMarkers(markers: readonly MapMarker[]): void;
  /** Marks one pin as selected (`null`: none). Does not move the view. */
  setSelected(id: number | null): void;
  /** Centres on a point at a zoom level. */
  focus(coords: LatLon, zoom: number): void;
  /** Fits the view to the pins, keeping `insets` (px) free, e.g. where panels cover the map. */
  fitMarkers(insets?: MapInsets): void;
  /** Draws a route line (`null` removes it) and fits the view to it. */
  showRoute(route: MapRoute | null): void;
  /** The container changed size (the popup opened, the viewport turned). */
  resize(): void;
  /** Removes the map and its listeners. */
  destroy(): void;
}

/** The maps service behind `<pd-clinic-map>`. Every method resolves; failures resolve to `null`/`[]`. */
export interface MapProvider {
  /** `open` (Leaflet + reference API) or `yandex` (Yandex Maps JS API v3). */
  readonly name: 'open' | 'yandex';
  /** Renders a map into `container` (the map script is loaded by the first call). Rejects when it cannot load. */
  createMap(container: HTMLElement, options: MapOptions): Promise<MapView>;
  /** The best match for an address, or `null` (none / failure). */
  geocode(query: string, signal?: AbortSignal): Promise<GeoPlace | null>;
  /** Address suggestions for `query` near `bounds` (the caller keeps those strictly inside, at most 2). */
  suggest(query: string, bounds: GeoBounds, signal?: AbortSignal): Promise<GeoPlace[]>;
  /** The user's position, or `null` when refused or unavailable. */
  geolocate(): Promise<GeoPlace | null>;
  /** Alternative routes from `from` to `to` by `mode` (best first); `[]` when none or on failure. */
  route(from: LatLon, to: LatLon, mode: RouteMode, signal?: AbortSignal): Promise<MapRoute[]>;
}

/** Settings a provider is created with (attributes of `<pd-clinic-map>`). */
export interface ProviderSettings {
  /** `open`: the tile URL template (`{z}`, `{x}`, `{y}`); `{s}` not supported. */
  tileUrl: string;
  /** `open`: the attribution shown in the corner (plain text). */
  tileAttribution: string;
  /** `yandex`: the API key. */
  apiKey: string;
  /** `yandex`: the script URL (`https://api-maps.yandex.ru/v3/?apikey={key}&lang=ru_RU`; `{key}` is replaced). */
  scriptUrl: string;
}
