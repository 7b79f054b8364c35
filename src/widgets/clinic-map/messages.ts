/**
 * Russian texts of `<pd-clinic-map>` (booking-schedule §2 "Popup map", §4 "Map", §9; portal-identity-reviews §4
 * "Map popup for clinics", §5 departure address). Spec texts verbatim; the rest are ours (ADR 179).
 */
import { clinicMapShellMessages } from './shell-messages';

export const clinicMapMessages = {
  /** The popup's accessible name, the failure of a load and its retry (./shell-messages.ts). */
  ...clinicMapShellMessages,
  /** §2: the visible close button. */
  closeMap: 'Закрыть карту',
  /** The map region. */
  mapLabel: 'Карта',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  /** The clinic count of the list panel: `plural(n, clinicForms)`. */
  clinicForms: ['клиника', 'клиники', 'клиник'] as const,
  /** The list panel's close button. */
  closeList: 'Скрыть список',
  /** The button that shows the list again. */
  showList: 'Список клиник',
  /** The details' close button. */
  closeDetails: 'Скрыть описание клиники',
  /** A clinic's page link. */
  clinicPage: 'Страница клиники',
  /** §2/§4: the route button and the departure popup's submit. */
  buildRoute: 'Проложить маршрут',
  /** §4: the departure popup. */
  departureTitle: 'Откуда поедем?',
  departureLabel: 'Адрес отправления',
  geolocate: 'Определить моё местоположение',
  cancel: 'Отмена',
  /** §5 departure errors. */
  tooFar: 'Слишком далеко от клиники',
  notFound: 'Адрес не найден',
  suggestions: 'Подсказки адресов',
  /** Route panel. */
  routeTitle: 'Маршрут',
  modeCar: 'На автомобиле',
  modeTransit: 'На общественном транспорте',
  modes: 'Способ передвижения',
  routesLoading: 'Строим маршрут…',
  noRoutes: 'Маршрут не найден',
  resetRoute: 'Сбросить маршрут',
  details: 'Подробнее',
  hideDetails: 'Скрыть',
  from: 'Откуда: {address}',
  myLocation: 'Моё местоположение',
  walk: 'Пешком',
  drive: 'На автомобиле',
  /** §9 "и др." after the 11 shown transport numbers. */
  andMore: 'и др.',
  minutes: '{n} мин',
  hoursMinutes: '{h} ч {m} мин',
  hours: '{h} ч',
  metres: '{n} м',
  kilometres: '{n} км',
  transport: {
    bus: 'Автобус',
    suburban: 'Электричка',
    underground: 'Метро',
    tramway: 'Трамвай',
    trolleybus: 'Троллейбус',
    minibus: 'Маршрутка',
  },
  loading: 'Загружаем карту…',
} as const;
