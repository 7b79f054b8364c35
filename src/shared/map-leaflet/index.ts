/**
 * The open maps provider of `<pd-clinic-map>` (ADR 178): Leaflet 1.9 with a configurable tile URL, `supercluster`
 * for the clusters (a 128-px grid, booking-schedule §9), geocoding, suggestions and routes from the reference API
 * (./open-api.ts), the position from the browser. Loaded on the first open of the map only (its own chunk,
 * `shared-map-leaflet`, with Leaflet, supercluster and the Leaflet css).
 */
import {
  DomEvent,
  control,
  LatLngBounds,
  divIcon,
  layerGroup,
  map as leafletMap,
  marker as leafletMarker,
  polyline,
  tileLayer,
  type Marker,
  type Polyline,
} from 'leaflet/dist/leaflet-src.esm.js';
import Supercluster from 'supercluster';
import { getConfig } from '../../core/config';
import type {
  LatLon,
  MapMarker,
  MapOptions,
  MapProvider,
  MapRoute,
  MapView,
  ProviderSettings,
} from '../map-provider';
import { leafletStyles } from './leaflet-css';
import { browserGeolocate, geocode, route, suggest } from './open-api';

export { leafletStyles } from './leaflet-css';

/** §9: the cluster grid, px (supercluster's radius on 256-px tiles). */
export const CLUSTER_RADIUS_PX = 128;
/** Above this zoom pins are never clustered. */
const CLUSTER_MAX_ZOOM = 17;
const MAX_ZOOM = 19;

/** Css of the pins, clusters and route (with the Leaflet css: the provider's styles). */
export const openMarkerStyles = `
.pd-map-pin{position:relative;width:32px;height:40px;margin:0;padding:0;border:0;background:none;cursor:pointer}
.pd-map-pin::before{content:"";position:absolute;left:4px;top:2px;width:24px;height:24px;border-radius:50% 50% 50% 0;
transform:rotate(-45deg);background:#1a73e8;border:2px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / .4)}
.pd-map-pin[data-selected]::before{background:#d93025;width:28px;height:28px;left:2px;top:0}
.pd-map-cluster{display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;
background:#fff;border:4px solid #1a73e8;color:#0b3d91;font:700 14px/1 system-ui,sans-serif;cursor:pointer;
box-shadow:0 1px 4px rgb(0 0 0 / .4)}
.leaflet-marker-icon:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`;

/** Every css string the provider needs in the shadow root. */
export const openProviderStyles: readonly string[] = [leafletStyles, openMarkerStyles];

type PinProps = { id: number; label: string };

/** The tile URL template: a path (`/…`) is prefixed with the config `apiBase`; the `{z}/{x}/{y}` stay as they are. */
export function tileTemplate(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? getConfig().apiBase.replace(/\/+$/, '') + url : url;
}

function createView(container: HTMLElement, settings: ProviderSettings, options: MapOptions): MapView {
  const map = leafletMap(container, {
    center: [options.center[0], options.center[1]],
    zoom: options.zoom,
    maxZoom: MAX_ZOOM,
    zoomControl: false,
    attributionControl: true,
  });
  // Top right: the clinic panels take the top left on desktop.
  control
    .zoom({ position: 'topright', zoomInTitle: options.zoomLabels.in, zoomOutTitle: options.zoomLabels.out })
    .addTo(map);
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', options.label);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" rel="noopener noreferrer">Leaflet</a>');
  tileLayer(tileTemplate(settings.tileUrl), {
    maxZoom: MAX_ZOOM,
    attribution: settings.tileAttribution.replace(/[<>&]/g, ''),
  }).addTo(map);

  const pins = layerGroup().addTo(map);
  let index = new Supercluster<PinProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  let markers: readonly MapMarker[] = [];
  let selected: number | null = null;
  let line: Polyline | null = null;

  const pinIcon = () =>
    divIcon({ className: 'pd-map-pin', html: '', iconSize: [32, 40], iconAnchor: [16, 38] });

  function label(el: HTMLElement | undefined, text: string, isSelected?: boolean) {
    if (!el) return;
    el.setAttribute('role', 'button');
    el.setAttribute('aria-label', text);
    if (isSelected === undefined) return;
    el.toggleAttribute('data-selected', isSelected);
    el.setAttribute('aria-pressed', String(isSelected));
  }

  function render() {
    pins.clearLayers();
    if (!markers.length) return;
    const b = map.getBounds();
    const zoom = Math.round(map.getZoom());
    const features = index.getClusters(
      [b.getWest() - 1, b.getSouth() - 1, b.getEast() + 1, b.getNorth() + 1],
      zoom,
    );
    for (const f of features) {
      const [lon, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as Partial<Supercluster.ClusterProperties> & Partial<PinProps>;
      let m: Marker;
      if (props.cluster) {
        const count = props.point_count ?? 0;
        const clusterId = props.cluster_id!;
        m = leafletMarker([lat, lon], {
          icon: divIcon({ className: 'pd-map-cluster', html: String(count), iconSize: [40, 40] }),
          keyboard: true,
        });
        m.on('click', () => {
          const to = Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM);
          map.setView([lat, lon], to);
        });
        m.addTo(pins);
        label(m.getElement(), options.clusterLabel(count));
      } else {
        const id = props.id!;
        m = leafletMarker([lat, lon], {
          icon: pinIcon(),
          keyboard: true,
          zIndexOffset: id === selected ? 1000 : 0,
        });
        m.on('click', () => options.onSelect(id));
        m.addTo(pins);
        label(m.getElement(), props.label ?? '', id === selected);
      }
    }
  }

  map.on('moveend', render);

  return {
    setMarkers(list) {
      markers = list;
      index = new Supercluster<PinProps>({
        radius: CLUSTER_RADIUS_PX,
        extent: 256,
        maxZoom: CLUSTER_MAX_ZOOM,
      });
      index.load(
        list.map((m) => ({
          type: 'Feature' as const,
          properties: { id: m.id, label: m.label },
          geometry: { type: 'Point' as const, coordinates: [m.coords[1], m.coords[0]] },
        })),
      );
      render();
    },
    setSelected(id) {
      selected = id;
      render();
    },
    focus(coords: LatLon, zoom: number) {
      map.setView([coords[0], coords[1]], zoom, { animate: false });
    },
    fitMarkers(insets = {}) {
      if (!markers.length) return;
      if (markers.length === 1) {
        map.setView([markers[0]!.coords[0], markers[0]!.coords[1]], map.getZoom(), { animate: false });
        return;
      }
      const bounds = new LatLngBounds(markers.map((m) => [m.coords[0], m.coords[1]] as [number, number]));
      const pad = 48;
      map.fitBounds(bounds, {
        paddingTopLeft: [pad + (insets.left ?? 0), pad + (insets.top ?? 0)],
        paddingBottomRight: [pad + (insets.right ?? 0), pad + (insets.bottom ?? 0)],
        animate: false,
      });
    },
    showRoute(r: MapRoute | null) {
      line?.remove();
      line = null;
      if (!r || r.path.length < 2) return;
      line = polyline(
        r.path.map((p) => [p[0], p[1]] as [number, number]),
        { color: r.mode === 'car' ? '#1a73e8' : '#188038', weight: 5, opacity: 0.85, interactive: false },
      ).addTo(map);
      map.fitBounds(line.getBounds(), { padding: [48, 48], animate: false });
    },
    resize() {
      map.invalidateSize({ animate: false });
    },
    destroy() {
      map.off();
      map.remove();
    },
  };
}

/** The open provider with these settings (tile URL, attribution). */
export function createOpenProvider(settings: ProviderSettings): MapProvider {
  return {
    name: 'open',
    createMap(container, options) {
      DomEvent.disableScrollPropagation(container);
      return Promise.resolve(createView(container, settings, options));
    },
    geocode,
    suggest,
    geolocate: browserGeolocate,
    route,
  };
}
