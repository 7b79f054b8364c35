import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeoPlace, LatLon, MapProvider } from '../../shared/map-provider';
import { DepartureForm } from './DeparturePopup';

const CLINIC: LatLon = [55.7446, 37.5661];

function fakeProvider(over: Partial<MapProvider> = {}): MapProvider {
  return {
    name: 'open',
    createMap: () => Promise.reject(new Error('not here')),
    geocode: async () => null,
    suggest: async () => [
      { coords: [55.75, 37.59], address: 'Москва, ул. Арбат, д. 10' },
      { coords: [59.93, 30.33], address: 'Санкт-Петербург, Невский пр.' },
      { coords: [55.7, 37.58], address: 'Москва, Ленинский проспект, д. 30' },
      { coords: [55.76, 37.61], address: 'Москва, ул. Тверская, д. 7' },
    ],
    geolocate: async () => null,
    route: async () => [],
    ...over,
  };
}

function setup(provider: MapProvider) {
  const onRoute = vi.fn<(p: GeoPlace) => void>();
  const onCancel = vi.fn();
  render(<DepartureForm provider={provider} clinic={CLINIC} onCancel={onCancel} onRoute={onRoute} />);
  const input = screen.getByLabelText('Адрес отправления') as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: 'Проложить маршрут' }) as HTMLButtonElement;
  const type = async (value: string) => {
    fireEvent.input(input, { target: { value } });
    await waitFor(() => expect(input.value).toBe(value));
  };
  return { onRoute, onCancel, input, submit, type };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DepartureForm "Откуда поедем?" (portal-identity-reviews §4, §5)', () => {
  it('empty → disabled; no geocoding result → "Адрес не найден" and disabled; any edit clears it', async () => {
    const geocode = vi.fn(async () => null);
    const { input, submit, type, onRoute } = setup(fakeProvider({ geocode }));
    expect(input.value).toBe('');
    expect(submit().disabled).toBe(true);
    await type('Несуществующая улица');
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    expect(await screen.findByText('Адрес не найден')).toBeTruthy();
    expect(geocode).toHaveBeenCalledWith('Несуществующая улица');
    await waitFor(() => expect(submit().disabled).toBe(true));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await type('Несуществующая улица 2');
    await waitFor(() => expect(screen.queryByText('Адрес не найден')).toBeNull());
    expect(submit().disabled).toBe(false);
    expect(onRoute).not.toHaveBeenCalled();
  });

  it('100 km or farther → "Слишком далеко от клиники"; near → onRoute with the geocoded point', async () => {
    let answer: GeoPlace = { coords: [56.8587, 35.9176], address: 'Тверь' };
    const { submit, type, onRoute } = setup(fakeProvider({ geocode: async () => answer }));
    await type('Тверь');
    fireEvent.click(submit());
    expect(await screen.findByText('Слишком далеко от клиники')).toBeTruthy();
    expect(onRoute).not.toHaveBeenCalled();
    answer = { coords: [55.8887, 37.4304], address: 'Химки' };
    await type('Химки');
    fireEvent.click(submit());
    await waitFor(() =>
      expect(onRoute).toHaveBeenCalledWith({ coords: [55.8887, 37.4304], address: 'Химки' }),
    );
  });

  it('suggestions: at most 2 within the route bounds; a pick fills the address and skips geocoding', async () => {
    const geocode = vi.fn(async () => null);
    const { input, submit, type, onRoute } = setup(fakeProvider({ geocode }));
    await type('Москва');
    const list = await screen.findByRole('list', { name: 'Подсказки адресов' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Москва, ул. Арбат, д. 10', 'Москва, Ленинский проспект, д. 30']);
    fireEvent.click(within(list).getByRole('button', { name: 'Москва, ул. Арбат, д. 10' }));
    await waitFor(() => expect(input.value).toBe('Москва, ул. Арбат, д. 10'));
    fireEvent.click(submit());
    await waitFor(() =>
      expect(onRoute).toHaveBeenCalledWith({ coords: [55.75, 37.59], address: 'Москва, ул. Арбат, д. 10' }),
    );
    expect(geocode).not.toHaveBeenCalled();
  });

  it('geolocation: a failure says "Адрес не найден"; a position fills "Моё местоположение"; cancel', async () => {
    let here: GeoPlace | null = null;
    const { input, submit, onCancel } = setup(fakeProvider({ geolocate: async () => here }));
    const locate = () =>
      screen.getByRole('button', { name: 'Определить моё местоположение' }) as HTMLButtonElement;
    fireEvent.click(locate());
    expect(await screen.findByText('Адрес не найден')).toBeTruthy();
    await waitFor(() => expect(locate().disabled).toBe(false));
    here = { coords: [55.75, 37.6], address: '' };
    fireEvent.click(locate());
    await waitFor(() => expect(input.value).toBe('Моё местоположение'));
    expect(screen.queryByText('Адрес не найден')).toBeNull();
    expect(submit().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('a far position is refused at once', async () => {
    const { input } = setup(
      fakeProvider({ geolocate: async () => ({ coords: [59.93, 30.33], address: '' }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Определить моё местоположение' }));
    expect(await screen.findByText('Слишком далеко от клиники')).toBeTruthy();
    expect(input.value).toBe('Моё местоположение');
  });
});
