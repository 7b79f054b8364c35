/**
 * Contract test of the Yandex provider against the provider interface (ADR 178): the real API is not loadable
 * offline, so a fake `ymaps3` global stands in, recording what the provider asks of it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MapOptions } from '../map-provider';
import {
  YANDEX_CLUSTERER,
  YANDEX_GRID_SIZE,
  createYandexProvider,
  loadYmaps3,
  type Ymaps3Like,
} from './index';

type Rec = { kind: string; props?: unknown; element?: HTMLElement };

function fakeYmaps3() {
  const log: Rec[] = [];
  const children: Rec[] = [];
  let clusterer: { props: Record<string, unknown>; features: unknown[] } | null = null;
  class Node {
    constructor(
      public kind: string,
      public props: unknown,
      public element?: HTMLElement,
    ) {
      log.push({ kind, props, element });
    }
  }
  const api: Ymaps3Like = {
    ready: Promise.resolve(),
    import: async (pkg: string) => {
      log.push({ kind: 'import', props: pkg });
      return {
        clusterByGrid: (o: unknown) => ({ method: 'grid', ...(o as object) }),
        YMapClusterer: class {
          features: unknown[] = [];
          constructor(public props: Record<string, unknown>) {
            // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test reads the instance the provider made
            clusterer = this;
          }
          update(p: { features: unknown[] }) {
            this.features = p.features;
          }
        },
      };
    },
    YMap: class {
      zoom = 10;
      location: unknown;
      constructor(_el: HTMLElement, props: { location: unknown }) {
        this.location = props.location;
        log.push({ kind: 'YMap', props });
      }
      addChild(c: Rec) {
        children.push(c);
      }
      removeChild(c: Rec) {
        children.splice(children.indexOf(c), 1);
      }
      update(p: { location: unknown }) {
        this.location = p.location;
        log.push({ kind: 'update', props: p.location });
      }
      destroy() {
        log.push({ kind: 'destroy' });
      }
    },
    YMapDefaultSchemeLayer: class extends Node {
      constructor(p: unknown) {
        super('scheme', p);
      }
    },
    YMapDefaultFeaturesLayer: class extends Node {
      constructor(p: unknown) {
        super('features', p);
      }
    },
    YMapMarker: class extends Node {
      constructor(p: unknown, el?: HTMLElement) {
        super('marker', p, el);
      }
    },
    YMapFeature: class extends Node {
      constructor(p: unknown) {
        super('feature', p);
      }
    },
    search: async ({ text, uri }) =>
      text === 'нигде'
        ? []
        : [
            {
              geometry: { coordinates: [37.59, 55.75] },
              properties: { name: 'ул. Арбат, 10', description: uri ?? 'Москва' },
            },
          ],
    suggest: async () => [
      { title: { text: 'ул. Арбат, 10' }, subtitle: { text: 'Москва' }, uri: 'ymapsbm1://geo?arbat' },
      { title: { text: 'ул. Тверская, 7' }, subtitle: { text: 'Москва' } },
    ],
    geolocation: { getPosition: async () => ({ coords: [37.6, 55.76] as [number, number] }) },
    route: async ({ type }) => [
      {
        toRoute: () => ({
          geometry: {
            type: 'LineString',
            coordinates: [
              [37.59, 55.75],
              [37.56, 55.74],
            ],
          },
          properties: { duration: 1200, length: 4200 },
        }),
        toSteps: () =>
          type === 'driving'
            ? [{ properties: { mode: 'driving', duration: 1200, length: 4200, name: 'ул. Арбат' } }]
            : [
                { properties: { mode: 'walking', duration: 300, length: 350 } },
                {
                  properties: {
                    mode: 'transit',
                    duration: 900,
                    length: 3850,
                    transports: [
                      { name: '15', type: 'bus' },
                      { name: '15к', type: 'bus' },
                    ],
                  },
                },
              ],
      },
    ],
  };
  return { api, log, children, clusterer: () => clusterer! };
}

const SETTINGS = {
  tileUrl: '',
  tileAttribution: '',
  apiKey: 'KEY',
  scriptUrl: 'https://api-maps.yandex.ru/v3/?apikey={key}&lang=ru_RU',
};
let fake: ReturnType<typeof fakeYmaps3>;
beforeEach(() => {
  fake = fakeYmaps3();
  globalThis.ymaps3 = fake.api;
});
afterEach(() => {
  delete globalThis.ymaps3;
  document.head.querySelectorAll('script[src*="api-maps"]').forEach((s) => s.remove());
});

describe('Yandex provider (contract against the MapProvider interface)', () => {
  it('geocode / suggest / geolocate / route turn [lon, lat] into [lat, lon] and the interface shapes', async () => {
    const p = createYandexProvider(SETTINGS);
    expect(p.name).toBe('yandex');
    expect(await p.geocode('ул. Арбат')).toEqual({
      coords: [55.75, 37.59],
      address: 'ул. Арбат, 10, Москва',
    });
    expect(await p.geocode('нигде')).toBeNull();
    expect(await p.geocode('  ')).toBeNull();
    const suggestions = await p.suggest('арбат', [
      [55, 37],
      [56, 38],
    ]);
    expect(suggestions.map((s) => s.address)).toEqual(['ул. Арбат, 10, Москва', 'ул. Тверская, 7, Москва']);
    expect(suggestions[0]!.coords).toEqual([55.75, 37.59]);
    expect(await p.geolocate()).toEqual({ coords: [55.76, 37.6], address: '' });

    const [car] = await p.route([55.75, 37.59], [55.74, 37.56], 'car');
    expect(car).toMatchObject({
      mode: 'car',
      durationSec: 1200,
      distanceM: 4200,
      path: [
        [55.75, 37.59],
        [55.74, 37.56],
      ],
    });
    expect(car!.steps).toEqual([{ kind: 'drive', text: 'ул. Арбат', durationSec: 1200, distanceM: 4200 }]);
    const [transit] = await p.route([55.75, 37.59], [55.74, 37.56], 'transit');
    expect(transit!.steps[1]).toEqual({
      kind: 'transport',
      text: '',
      durationSec: 900,
      distanceM: 3850,
      transport: 'bus',
      numbers: ['15', '15к'],
    });
  });

  it('every method resolves to null / [] when the API fails', async () => {
    fake.api.search = () => Promise.reject(new Error('x'));
    fake.api.suggest = () => Promise.reject(new Error('x'));
    fake.api.route = () => Promise.reject(new Error('x'));
    fake.api.geolocation.getPosition = () => Promise.reject(new Error('denied'));
    const p = createYandexProvider(SETTINGS);
    expect(await p.geocode('a')).toBeNull();
    expect(
      await p.suggest('a', [
        [0, 0],
        [1, 1],
      ]),
    ).toEqual([]);
    expect(await p.route([0, 0], [1, 1], 'car')).toEqual([]);
    expect(await p.geolocate()).toBeNull();
  });

  it('createMap: YMap at [lon, lat], layers, a 128-px grid clusterer; pins select; routes draw; destroy', async () => {
    const selected: number[] = [];
    const options: MapOptions = {
      center: [55.74, 37.56],
      zoom: 15,
      onSelect: (id) => selected.push(id),
      label: 'Карта',
      clusterLabel: (n) => `${n} клиники`,
      zoomLabels: { in: '+', out: '-' },
    };
    const el = document.createElement('div');
    const view = await createYandexProvider(SETTINGS).createMap(el, options);
    expect(fake.log.find((r) => r.kind === 'import')!.props).toBe(YANDEX_CLUSTERER);
    expect(fake.log.find((r) => r.kind === 'YMap')!.props).toEqual({
      location: { center: [37.56, 55.74], zoom: 15 },
    });
    expect(el.getAttribute('aria-label')).toBe('Карта');
    const c = fake.clusterer();
    expect(c.props.method).toEqual({ method: 'grid', gridSize: YANDEX_GRID_SIZE });

    view.setMarkers([
      { id: 1, coords: [55.74, 37.56], label: 'Ясень' },
      { id: 2, coords: [55.73, 37.66], label: 'Добрый доктор' },
    ]);
    view.setSelected(2);
    expect(c.features).toHaveLength(2);
    // the clusterer's marker factory: a button named by the clinic; a click selects
    const feature = c.features[1] as { geometry: { coordinates: number[] }; properties: { id: number } };
    expect(feature.geometry.coordinates).toEqual([37.66, 55.73]);
    (c.props.marker as (f: unknown) => unknown)(feature);
    const pin = fake.log.filter((r) => r.kind === 'marker').at(-1)!.element!;
    expect(pin.getAttribute('aria-label')).toBe('Добрый доктор');
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    pin.click();
    expect(selected).toEqual([2]);
    (c.props.cluster as (co: number[], f: unknown[]) => unknown)([37.6, 55.7], [{}, {}, {}]);
    expect(
      fake.log
        .filter((r) => r.kind === 'marker')
        .at(-1)!
        .element!.getAttribute('aria-label'),
    ).toBe('3 клиники');

    view.focus([55.7, 37.5], 15);
    expect(fake.log.at(-1)).toEqual({ kind: 'update', props: { center: [37.5, 55.7], zoom: 15 } });
    view.showRoute({
      mode: 'car',
      durationSec: 1,
      distanceM: 1,
      steps: [],
      path: [
        [55.75, 37.59],
        [55.74, 37.56],
      ],
    });
    const line = fake.log.filter((r) => r.kind === 'feature').at(-1)!.props as {
      geometry: { coordinates: number[][] };
    };
    expect(line.geometry.coordinates).toEqual([
      [37.59, 55.75],
      [37.56, 55.74],
    ]);
    view.showRoute(null);
    view.destroy();
    expect(fake.log.at(-1)).toEqual({ kind: 'destroy' });
  });

  it('loads the script from the configured URL with the key when ymaps3 is missing; a load failure rejects', async () => {
    delete globalThis.ymaps3;
    const loading = loadYmaps3(SETTINGS);
    const script = document.head.querySelector('script[src*="api-maps"]') as HTMLScriptElement;
    expect(script.src).toBe('https://api-maps.yandex.ru/v3/?apikey=KEY&lang=ru_RU');
    script.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/could not load/);
  });
});
