import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import type { GeoPlace, MapOptions, MapProvider, MapRoute, MapView } from '../../shared/map-provider';
import type { MapPoint } from './clinic-map-model';

// A fake maps service: the real ones are covered by their own tests (provider contract) and e2e.
const calls: string[] = [];
let options: MapOptions | null = null;
let geocodeResult: GeoPlace | null = null;
let locateResult: GeoPlace | null = null;
const route = (mode: MapRoute['mode'], minutes: number): MapRoute => ({
  mode,
  durationSec: minutes * 60,
  distanceM: 5000,
  path: [
    [55.7, 37.5],
    [55.74, 37.56],
  ],
  steps:
    mode === 'car'
      ? [{ kind: 'drive', text: 'по Новому Арбату', durationSec: minutes * 60, distanceM: 5000 }]
      : [
          { kind: 'walk', text: '', durationSec: 300, distanceM: 400 },
          {
            kind: 'transport',
            text: '',
            durationSec: 900,
            distanceM: 4600,
            transport: 'bus',
            numbers: Array.from({ length: 12 }, (_, i) => String(i + 1)),
          },
        ],
});
const view: MapView = {
  setMarkers: (m) => void calls.push(`markers ${m.map((x) => x.id).join(',')}`),
  setSelected: (id) => void calls.push(`selected ${id}`),
  focus: (c, z) => void calls.push(`focus ${c.join(',')} ${z}`),
  fitMarkers: () => void calls.push('fit'),
  showRoute: (r) => void calls.push(`route ${r ? r.mode : 'none'}`),
  resize: () => {},
  destroy: () => void calls.push('destroy'),
};
const provider: MapProvider = {
  name: 'open',
  createMap: async (_el, o) => {
    options = o;
    calls.push(`create ${o.zoom}`);
    return view;
  },
  geocode: async (q) => {
    calls.push(`geocode ${q}`);
    return geocodeResult;
  },
  suggest: async () => [
    { coords: [55.75, 37.59], address: 'Москва, ул. Арбат, д. 10' },
    { coords: [59.93, 30.33], address: 'Санкт-Петербург, Невский пр.' },
    { coords: [55.7, 37.58], address: 'Москва, Ленинский проспект, д. 30' },
    { coords: [55.76, 37.61], address: 'Москва, ул. Тверская, д. 7' },
  ],
  geolocate: async () => locateResult,
  route: async (_f, _t, mode) =>
    mode === 'car' ? [route('car', 20), route('car', 30)] : [route('transit', 40)],
};
const loads = vi.fn();
vi.mock('./load-provider', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadProvider: (...args: unknown[]) => {
    loads(...args);
    return Promise.resolve({ provider, styles: ['.fake-map{}'] });
  },
}));

await import('./index');

const CLINICS: MapPoint[] = [
  {
    coords: [55.7446, 37.5661],
    name: 'Медицинский центр «Ясень»',
    address: 'ул. Большая Дорогомиловская, д. 9',
    id: 101,
    phone: '+7 495 123-45-67',
    lpuHref: '/moskva/lpu/101/',
  },
  {
    coords: [55.7397, 37.6621],
    name: 'Клиника «Добрый доктор»',
    address: 'ул. Марксистская, д. 3',
    id: 102,
    phone: '',
    lpuHref: 'javascript:alert(1)',
  },
  {
    coords: [56.8361, 60.6146],
    name: 'Уральское здоровье',
    address: 'ул. Малышева, д. 51',
    id: 201,
    phone: '',
    lpuHref: '',
  },
  {
    coords: [56.8389, 60.6057],
    name: 'Клиника «Исеть»',
    address: 'пр-т Ленина, д. 24/8',
    id: 202,
    phone: '',
    lpuHref: '',
  },
];

/** Mounts the element and waits until it listens (its effects ran). */
async function mount() {
  const listen = vi.spyOn(window, 'addEventListener');
  const el = document.createElement('pd-clinic-map');
  document.body.append(el);
  await waitFor(() => expect(listen.mock.calls.some(([type]) => type === 'pd:show-map')).toBe(true));
  listen.mockRestore();
  return { el, q: within(el.shadowRoot as unknown as HTMLElement) };
}
const showMap = (points: unknown) => {
  const e = new CustomEvent('pd:show-map', { detail: { points }, cancelable: true });
  window.dispatchEvent(e);
  return e;
};

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  calls.length = 0;
  options = null;
  geocodeResult = null;
  locateResult = null;
  loads.mockClear();
  setDesktop(false);
  history.replaceState(null, '', '/doctor/');
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 300));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
});

describe('<pd-clinic-map> (booking-schedule §2 "Popup map", §4 "Map"; portal-identity-reviews §4)', () => {
  it('loads nothing until the first open; takes pd:show-map (preventDefault); one clinic preselected at zoom 15', async () => {
    const { q } = await mount();
    expect(loads).not.toHaveBeenCalled();
    const e = showMap([CLINICS[0]]);
    expect(e.defaultPrevented).toBe(true);
    const dialog = await q.findByRole('dialog', { name: 'Карта клиник' });
    await waitFor(() => expect(calls).toContain('create 15'));
    await waitFor(() => expect(calls).toContain('focus 55.7446,37.5661 15'));
    expect(calls).toContain('selected 101');
    expect(loads).toHaveBeenCalledTimes(1);
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Медицинский центр «Ясень»' })).toBeTruthy();
    expect(d.getByRole('link', { name: '+7 495 123-45-67' }).getAttribute('href')).toBe('tel:+74951234567');
    expect(d.queryByRole('heading', { name: /^\d+ клиник/ })).toBeNull(); // no list for one clinic
    expect(location.hash).toBe('#map_page');
    expect(d.getByRole('button', { name: 'Закрыть карту' })).toBeTruthy();
  });

  it('several clinics: the list with the plural count and a close button; selecting shows details', async () => {
    setDesktop(true);
    const { q } = await mount();
    showMap(CLINICS);
    const dialog = await q.findByRole('dialog', { name: 'Карта клиник' });
    const d = within(dialog);
    expect(await d.findByRole('heading', { name: '4 клиники' })).toBeTruthy();
    await waitFor(() => expect(calls).toContain('fit'));
    fireEvent.click(d.getByRole('button', { name: /Клиника «Добрый доктор»/ }));
    expect(await d.findByRole('heading', { name: 'Клиника «Добрый доктор»' })).toBeTruthy();
    // an unsafe clinic link is not rendered
    expect(d.queryByRole('link', { name: 'Страница клиники' })).toBeNull();
    // a pin click selects too
    options!.onSelect(101);
    expect(await d.findByRole('link', { name: 'Страница клиники' })).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Скрыть список' }));
    await waitFor(() => expect(d.queryByRole('heading', { name: '4 клиники' })).toBeNull());
    fireEvent.click(d.getByRole('button', { name: 'Список клиник' }));
    expect(await d.findByRole('heading', { name: '4 клиники' })).toBeTruthy();
  });

  it('an opener with a point opens the map; a bad opener logs and opens nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = await mount();
    const bad = document.createElement('button');
    bad.setAttribute('data-pd-clinic-map', '{oops');
    const good = document.createElement('button');
    good.setAttribute('data-pd-clinic-map', JSON.stringify(CLINICS[2]));
    document.body.append(bad, good);
    fireEvent.click(bad);
    expect(errors.mock.calls.flat().join(' ')).toMatch(/pd-clinic-map: data-pd-clinic-map is not valid JSON/);
    fireEvent.click(good);
    const dialog = await q.findByRole('dialog', { name: 'Карта клиник' });
    expect(await within(dialog).findByRole('heading', { name: 'Уральское здоровье' })).toBeTruthy();
  });

  it('"Проложить маршрут" opens the departure popup "Откуда поедем?" (360 px) with an empty address', async () => {
    const { q } = await mount();
    showMap([CLINICS[0]]);
    const dialog = await q.findByRole('dialog', { name: 'Карта клиник' });
    const build = (await within(dialog).findByRole('button', {
      name: 'Проложить маршрут',
    })) as HTMLButtonElement;
    await waitFor(() => expect(build.disabled).toBe(false)); // the provider has loaded
    fireEvent.click(build);
    const popup = await q.findByRole('dialog', { name: 'Откуда поедем?' });
    const p = within(popup);
    expect((p.getByLabelText('Адрес отправления') as HTMLInputElement).value).toBe('');
    expect((p.getByRole('button', { name: 'Проложить маршрут' }) as HTMLButtonElement).disabled).toBe(true);
    expect(p.getByRole('button', { name: 'Определить моё местоположение' })).toBeTruthy();
    expect(p.getByRole('button', { name: 'Отмена' })).toBeTruthy();
    expect(
      (popup.querySelector('.pd-modal__container') as HTMLElement).style.getPropertyValue('--pd-modal-width'),
    ).toBe('360px');
  });

  it('"Закрыть карту" closes and goes back in history; back closes the map', async () => {
    const { q } = await mount();
    showMap([CLINICS[0]]);
    const dialog = await q.findByRole('dialog', { name: 'Карта клиник' });
    expect(location.hash).toBe('#map_page');
    const back = vi.spyOn(history, 'back');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть карту' }));
    await waitFor(() => expect(back).toHaveBeenCalled());
    await waitFor(() => expect(calls).toContain('destroy'));
  });
});
