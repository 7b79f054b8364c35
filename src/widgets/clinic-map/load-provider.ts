/**
 * Loads the maps provider on the first open of the map (portal-identity-reviews §4: "the map script is loaded on
 * first open"). Each provider is its own chunk (`src/shared/map-leaflet` with Leaflet + supercluster + the Leaflet
 * css; `src/shared/map-yandex`): the widget's own chunk imports neither statically. ADR 178.
 */
import type { MapProvider, ProviderSettings } from '../../shared/map-provider';

export type {
  GeoBounds,
  GeoPlace,
  LatLon,
  MapMarker,
  MapOptions,
  MapProvider,
  MapRoute,
  MapView,
  ProviderSettings,
  RouteMode,
  RouteStep,
  TransportType,
} from '../../shared/map-provider';

/** Which maps service: `open` (Leaflet, the default) or `yandex`. */
export type ProviderKind = 'open' | 'yandex';

/** A loaded provider and the css it needs inside the widget's shadow root. */
export interface LoadedProvider {
  provider: MapProvider;
  styles: readonly string[];
}

/** Default tile URL: the reference API's tiles (a real deployment sets `tile-url`). */
export const DEFAULT_TILE_URL = '/api/maps/tiles/{z}/{x}/{y}.png';
/** Default attribution of the default tiles. */
export const DEFAULT_TILE_ATTRIBUTION = '';
/** Default Yandex script URL; `{key}` is replaced by the key. */
export const DEFAULT_YANDEX_SCRIPT_URL = 'https://api-maps.yandex.ru/v3/?apikey={key}&lang=ru_RU';

const cache = new Map<string, Promise<LoadedProvider>>();

/**
 * The provider of `kind` (one load per page and settings; a failed load is forgotten so the next open retries).
 * Rejects when the chunk cannot load.
 */
export function loadProvider(kind: ProviderKind, settings: ProviderSettings): Promise<LoadedProvider> {
  const key = `${kind} ${JSON.stringify(settings)}`;
  let loading = cache.get(key);
  if (!loading) {
    loading =
      kind === 'yandex'
        ? import('../../shared/map-yandex').then((m) => ({
            provider: m.createYandexProvider(settings),
            styles: [m.yandexMarkerStyles],
          }))
        : import('../../shared/map-leaflet').then((m) => ({
            provider: m.createOpenProvider(settings),
            styles: m.openProviderStyles,
          }));
    loading.catch(() => cache.delete(key));
    cache.set(key, loading);
  }
  return loading;
}
