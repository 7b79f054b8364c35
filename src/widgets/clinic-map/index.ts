/**
 * `<pd-clinic-map>` (booking-schedule §2 "Popup map", §3 "Map point", §4 "Map", §9 map constants;
 * portal-identity-reviews §4 "Map popup for clinics", §5 departure address). Importing this module defines the tag.
 * The map code (a provider with Leaflet + supercluster, or Yandex Maps JS API v3) loads on the first open only.
 * Decisions: docs/decisions/178–181.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ClinicMap, clinicMapShellStyles, type ClinicMapProps } from './ClinicMap';
import { CLINIC_MAP_TAG } from './clinic-map-model';

export { ClinicMap, type ClinicMapProps } from './ClinicMap';
export { clinicMapWidgetStyles } from './ClinicMap.styles';
export { clinicMapMessages } from './messages';
export {
  CLINIC_MAP_TAG,
  CLUSTER_GRID_PX,
  DEPARTURE_POPUP_WIDTH,
  MAP_DIALOG_ID,
  MAP_OPENER_ATTRIBUTE,
  MAX_SUGGESTIONS,
  ROUTE_RADIUS_M,
  SHOW_MAP_EVENT,
  SINGLE_POINT_ZOOM,
  readMapPoints,
  type MapPoint,
} from './clinic-map-model';
export { distanceM, checkDeparture } from './departure-model';
export { transportNumbersText } from './route-format';
export { loadProvider, type ProviderKind, type MapProvider } from './load-provider';

const props: Record<keyof ClinicMapProps & string, WidgetProp> = {
  provider: {
    type: 'string',
    doc: "Maps service: 'open' (Leaflet with `tile-url`, default) or 'yandex' (Yandex Maps JS API v3 with `api-key`).",
  },
  tileUrl: {
    type: 'string',
    doc: "open: tile URL template with {z}/{x}/{y} (default the reference API's /api/maps/tiles/{z}/{x}/{y}.png).",
  },
  tileAttribution: {
    type: 'string',
    doc: "open: the tiles' attribution text, e.g. '© OpenStreetMap contributors'.",
  },
  apiKey: { type: 'string', doc: 'yandex: the Yandex Maps API key.' },
  scriptUrl: {
    type: 'string',
    doc: 'yandex: the API script URL; {key} is replaced by the key (default https://api-maps.yandex.ru/v3/?apikey={key}&lang=ru_RU).',
  },
};

defineWidget<ClinicMapProps>({
  tag: CLINIC_MAP_TAG,
  component: ClinicMap,
  props,
  styles: clinicMapShellStyles,
  parts: {
    map: 'The map area.',
    list: "The list panel of several clinics (headed with the count, e.g. '4 клиники').",
    details: "The selected clinic's details with 'Проложить маршрут'.",
    'build-route': "The 'Проложить маршрут' button of the details.",
    route: 'The route panel (modes, list, reset).',
    'route-list': 'The list of alternative routes.',
    'route-steps': "An expanded route's steps.",
    'route-reset': "'Сбросить маршрут'.",
    'close-map': "'Закрыть карту'.",
    'departure-input': "'Адрес отправления' in the departure popup.",
    geolocate: 'The geolocate icon button of the departure popup.',
    'departure-submit': "The departure popup's 'Проложить маршрут'.",
  },
  docs:
    'The popup map of clinics (booking-schedule §2, §4). Put ONE `<pd-clinic-map>` on the page: it takes the clinic ' +
    "list's window event `pd:show-map` (preventDefault) and clicks on any element with " +
    '`data-pd-clinic-map=\'{"coords":[lat,lon],"name","address","id","phone","lpuHref"}\'` (or a list). Full screen, ' +
    'tied to #map_page (back closes); one clinic preselected at zoom 15, several in a list; clusters; routes by car ' +
    "and public transport from the departure popup 'Откуда поедем?' (refused at 100 km or more). The map code loads " +
    'on the first open.',
});
