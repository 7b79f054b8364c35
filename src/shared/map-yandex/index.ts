/**
 * The Yandex Maps JS API v3 provider of `<pd-clinic-map>` (the seeds' maps service; ADR 178). The script
 * (`scriptUrl` with `{key}` replaced by `apiKey`) is added to the page on the first open and defines the global
 * `ymaps3`; clusters come from the `@yandex/ymaps3-clusterer` package (`clusterByGrid({gridSize: 128})`,
 * booking-schedule §9); geocoding is `ymaps3.search`, suggestions `ymaps3.suggest` (each resolved to coordinates by
 * a search), the position `ymaps3.geolocation.getPosition`, routes `ymaps3.route` (`driving` / `transit`).
 *
 * Yandex takes and gives coordinates as `[lon, lat]`; the provider interface is `[lat, lon]`: every crossing flips
 * them. Not loadable offline: covered by a contract test against the interface with a fake `ymaps3`
 * (index.test.ts), the demo and e2e use the open provider.
 */
import type {
  GeoBounds,
  GeoPlace,
  LatLon,
  MapMarker,
  MapOptions,
  MapProvider,
  MapRoute,
  MapView,
  ProviderSettings,
  RouteStep,
  TransportType,
} from '../map-provider';

/** §9: the cluster grid, px. */
export const YANDEX_GRID_SIZE = 128;
/** The clusterer package loaded through `ymaps3.import`. */
export const YANDEX_CLUSTERER = '@yandex/ymaps3-clusterer@0.0.1';
const SUGGEST_RESOLVE = 5;

/** Css of the pins and clusters (Yandex draws the map itself; the pins are our buttons). */
export const yandexMarkerStyles = `
.pd-map-pin{position:relative;width:32px;height:40px;margin:-38px 0 0 -16px;padding:0;border:0;background:none;cursor:pointer}
.pd-map-pin::before{content:"";position:absolute;left:4px;top:2px;width:24px;height:24px;border-radius:50% 50% 50% 0;
transform:rotate(-45deg);background:#1a73e8;border:2px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / .4)}
.pd-map-pin[data-selected]::before{background:#d93025}
.pd-map-cluster{display:flex;align-items:center;justify-content:center;width:40px;height:40px;margin:-20px 0 0 -20px;
border-radius:50%;background:#fff;border:4px solid #1a73e8;color:#0b3d91;font:700 14px/1 system-ui,sans-serif;cursor:pointer}
`;

type LonLat = [number, number];
const flip = (p: LatLon): LonLat => [p[1], p[0]];
const unflip = (p: readonly number[]): LatLon => [p[1]!, p[0]!];

/** The part of the `ymaps3` global the provider uses (typed loosely: the real types package is not a dependency). */
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface Ymaps3Like {
  ready: Promise<unknown>;
  import(pkg: string): Promise<any>;
  YMap: new (el: HTMLElement, props: any) => any;
  YMapDefaultSchemeLayer: new (props: any) => any;
  YMapDefaultFeaturesLayer: new (props: any) => any;
  YMapMarker: new (props: any, element?: HTMLElement) => any;
  YMapFeature: new (props: any) => any;
  search(opts: { text?: string; uri?: string; bounds?: LonLat[] }): Promise<any[]>;
  suggest(opts: { text: string; bounds?: LonLat[]; results?: number }): Promise<any[]>;
  geolocation: { getPosition(opts?: any): Promise<{ coords: LonLat }> };
  route(opts: { points: LonLat[]; type: 'driving' | 'transit'; bounds?: boolean }): Promise<any[]>;
}

declare global {
  var ymaps3: Ymaps3Like | undefined;
}

let loading: Promise<Ymaps3Like> | undefined;

/** Adds the API script once and waits for `ymaps3.ready`. Rejects when the script cannot load. */
export function loadYmaps3(settings: ProviderSettings, doc: Document = document): Promise<Ymaps3Like> {
  if (globalThis.ymaps3) return globalThis.ymaps3.ready.then(() => globalThis.ymaps3!);
  return (loading ??= new Promise<Ymaps3Like>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = settings.scriptUrl.replace('{key}', encodeURIComponent(settings.apiKey));
    script.async = true;
    script.onload = () => {
      const api = globalThis.ymaps3;
      if (!api) reject(new Error('the script defined no ymaps3'));
      else api.ready.then(() => resolve(api), reject);
    };
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    doc.head.append(script);
  }).catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));
}

const TRANSPORTS: readonly string[] = ['bus', 'suburban', 'underground', 'tramway', 'trolleybus', 'minibus'];

function toSteps(steps: any[]): RouteStep[] {
  return steps.map((s) => {
    const p = s?.properties ?? {};
    const durationSec = Number(p.duration) || 0;
    const distanceM = Number(p.length ?? p.distance) || 0;
    const text = typeof p.name === 'string' ? p.name : '';
    if (p.mode === 'walking') return { kind: 'walk', text, durationSec, distanceM };
    if (p.mode !== 'transit') return { kind: 'drive', text, durationSec, distanceM };
    const transports: any[] = Array.isArray(p.transports) ? p.transports : [];
    const type = transports.map((t) => t?.type).find((t) => TRANSPORTS.includes(t)) as
      TransportType | undefined;
    const numbers = transports.map((t) => String(t?.name ?? '')).filter(Boolean);
    return { kind: 'transport', text, durationSec, distanceM, transport: type, numbers };
  });
}

function toRoutes(responses: any[], mode: MapRoute['mode']): MapRoute[] {
  return responses.flatMap((res) => {
    const feature = res?.toRoute?.();
    const coords: number[][] = feature?.geometry?.coordinates ?? [];
    if (!coords.length) return [];
    const steps = toSteps(res.toSteps?.() ?? []);
    const p = feature.properties ?? {};
    const sum = (key: 'durationSec' | 'distanceM') => steps.reduce((t, s) => t + s[key], 0);
    return [
      {
        mode,
        durationSec: Number(p.duration) || sum('durationSec'),
        distanceM: Number(p.length ?? p.distance) || sum('distanceM'),
        steps,
        path: coords.map(unflip),
      },
    ];
  });
}

function placeOf(feature: any): GeoPlace | null {
  const c = feature?.geometry?.coordinates;
  if (!Array.isArray(c) || c.length !== 2) return null;
  const p = feature.properties ?? {};
  const address = [p.name, p.description].filter((s) => typeof s === 'string' && s).join(', ');
  return { coords: unflip(c), address };
}

function pinElement(className: string, label: string, text = ''): HTMLElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.setAttribute('aria-label', label);
  el.textContent = text;
  return el;
}

async function createView(api: Ymaps3Like, container: HTMLElement, options: MapOptions): Promise<MapView> {
  const { YMapClusterer, clusterByGrid } = await api.import(YANDEX_CLUSTERER);
  const map = new api.YMap(container, { location: { center: flip(options.center), zoom: options.zoom } });
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', options.label);
  map.addChild(new api.YMapDefaultSchemeLayer({}));
  map.addChild(new api.YMapDefaultFeaturesLayer({}));
  let markers: readonly MapMarker[] = [];
  let selected: number | null = null;
  let routeFeature: any = null;

  const features = () =>
    markers.map((m) => ({
      type: 'Feature',
      id: String(m.id),
      geometry: { type: 'Point', coordinates: flip(m.coords) },
      properties: { id: m.id, label: m.label },
    }));
  const clusterer = new YMapClusterer({
    method: clusterByGrid({ gridSize: YANDEX_GRID_SIZE }),
    features: [],
    marker: (f: any) => {
      const el = pinElement('pd-map-pin', f.properties.label);
      const on = f.properties.id === selected;
      el.toggleAttribute('data-selected', on);
      el.setAttribute('aria-pressed', String(on));
      el.addEventListener('click', () => options.onSelect(f.properties.id));
      return new api.YMapMarker({ coordinates: f.geometry.coordinates }, el);
    },
    cluster: (coordinates: LonLat, list: any[]) => {
      const el = pinElement('pd-map-cluster', options.clusterLabel(list.length), String(list.length));
      el.addEventListener('click', () =>
        map.update({ location: { center: coordinates, zoom: map.zoom + 2 } }),
      );
      return new api.YMapMarker({ coordinates }, el);
    },
  });
  map.addChild(clusterer);
  const redraw = () => clusterer.update({ features: features() });

  return {
    setMarkers(list) {
      markers = list;
      redraw();
    },
    setSelected(id) {
      selected = id;
      redraw();
    },
    focus(coords, zoom) {
      map.update({ location: { center: flip(coords), zoom } });
    },
    fitMarkers() {
      if (!markers.length) return;
      const lats = markers.map((m) => m.coords[0]);
      const lons = markers.map((m) => m.coords[1]);
      map.update({
        location: {
          bounds: [
            [Math.min(...lons), Math.min(...lats)],
            [Math.max(...lons), Math.max(...lats)],
          ],
        },
      });
    },
    showRoute(r) {
      if (routeFeature) map.removeChild(routeFeature);
      routeFeature = null;
      if (!r || r.path.length < 2) return;
      routeFeature = new api.YMapFeature({
        geometry: { type: 'LineString', coordinates: r.path.map(flip) },
        style: { stroke: [{ color: r.mode === 'car' ? '#1a73e8' : '#188038', width: 5 }] },
      });
      map.addChild(routeFeature);
    },
    resize() {
      // YMap follows its container's size itself.
    },
    destroy() {
      map.destroy();
    },
  };
}

/** The Yandex provider with these settings (API key and script URL). */
export function createYandexProvider(settings: ProviderSettings): MapProvider {
  const api = () => loadYmaps3(settings);
  return {
    name: 'yandex',
    async createMap(container, options) {
      return createView(await api(), container, options);
    },
    async geocode(query) {
      const q = query.trim();
      if (!q) return null;
      try {
        const found = await (await api()).search({ text: q });
        return placeOf(found[0]);
      } catch {
        return null;
      }
    },
    async suggest(query, bounds: GeoBounds) {
      const q = query.trim();
      if (!q) return [];
      try {
        const ym = await api();
        const box = [flip(bounds[0]), flip(bounds[1])];
        const items = (await ym.suggest({ text: q, bounds: box })).slice(0, SUGGEST_RESOLVE);
        const places = await Promise.all(
          items.map(async (item) => {
            const title = [item?.title?.text, item?.subtitle?.text].filter(Boolean).join(', ');
            const found = await ym.search(item?.uri ? { uri: item.uri } : { text: title });
            const place = placeOf(found[0]);
            return place && { ...place, address: title || place.address };
          }),
        );
        return places.filter((p): p is GeoPlace => p !== null);
      } catch {
        return [];
      }
    },
    async geolocate() {
      try {
        const pos = await (await api()).geolocation.getPosition();
        return { coords: unflip(pos.coords), address: '' };
      } catch {
        return null;
      }
    },
    async route(from, to, mode) {
      try {
        const res = await (
          await api()
        ).route({
          points: [flip(from), flip(to)],
          type: mode === 'car' ? 'driving' : 'transit',
          bounds: true,
        });
        return toRoutes(res, mode);
      } catch {
        return [];
      }
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
