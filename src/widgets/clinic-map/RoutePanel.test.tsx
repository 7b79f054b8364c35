import { fireEvent, render, screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import type { MapRoute } from '../../shared/map-provider';
import { initialMapState, mapReducer, type MapState } from './map-state';
import { RoutePanel } from './RoutePanel';

const from = { coords: [55.75, 37.59] as const, address: 'Москва, ул. Арбат, д. 10' };
const car = (min: number): MapRoute => ({
  mode: 'car',
  durationSec: min * 60,
  distanceM: 6400,
  path: [],
  steps: [{ kind: 'drive', text: 'по Новому Арбату', durationSec: min * 60, distanceM: 6400 }],
});
const transit: MapRoute = {
  mode: 'transit',
  durationSec: 2400,
  distanceM: 7000,
  path: [],
  steps: [
    { kind: 'walk', text: 'до станции', durationSec: 300, distanceM: 350 },
    { kind: 'transport', text: '', durationSec: 900, distanceM: 5000, transport: 'underground', numbers: [] },
    {
      kind: 'transport',
      text: 'до остановки «Клиника»',
      durationSec: 600,
      distanceM: 1650,
      transport: 'bus',
      numbers: Array.from({ length: 12 }, (_, i) => String(i + 1)),
    },
  ],
};
const start: MapState = [
  {
    type: 'open',
    points: [{ coords: [55.74, 37.56], name: 'К', address: '', id: 1, phone: '', lpuHref: '' }],
  },
  { type: 'routeStart', from },
  { type: 'routesLoaded', from, routes: { car: [car(20), car(35)], transit: [transit] } },
].reduce(mapReducer as (s: MapState, a: unknown) => MapState, initialMapState);

function Harness() {
  const [state, dispatch] = useReducer(mapReducer, start);
  return state.route.status === 'none' ? (
    <p>сброшено</p>
  ) : (
    <RoutePanel route={state.route} dispatch={dispatch} />
  );
}

describe('RoutePanel (booking-schedule §4 "Map": list, expanded details, reset; §9 numbers)', () => {
  it('lists car routes, switches to public transport, expands details, resets', async () => {
    render(<Harness />);
    expect(screen.getByText('Откуда: Москва, ул. Арбат, д. 10')).toBeTruthy();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('20 мин')).toBeTruthy();
    expect(screen.getByText('35 мин')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'На автомобиле' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'На общественном транспорте' }));
    expect(await screen.findByText('Метро → Автобус 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 и др.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Подробнее' }));
    expect(await screen.findByText('Пешком')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скрыть' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить маршрут' }));
    expect(await screen.findByText('сброшено')).toBeTruthy();
  });

  it('says so when no route was found, and while loading', () => {
    const none = mapReducer(mapReducer(initialMapState, { type: 'open', points: start.points }), {
      type: 'routeStart',
      from,
    });
    const { rerender } = render(<RoutePanel route={none.route as never} dispatch={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Строим маршрут…');
    const empty = mapReducer(none, {
      type: 'routesLoaded',
      from: (none.route as { from: typeof from }).from,
      routes: { car: [], transit: [] },
    });
    rerender(<RoutePanel route={empty.route as never} dispatch={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Маршрут не найден');
  });

  it('a failed route call says offline or the generic error (not "Маршрут не найден") and retries from the same place', () => {
    const loading = mapReducer(mapReducer(initialMapState, { type: 'open', points: start.points }), {
      type: 'routeStart',
      from,
    });
    const at = (loading.route as { from: typeof from }).from;
    const failed = mapReducer(loading, { type: 'routesFailed', from: at, offline: false });
    const retried: unknown[] = [];
    const { rerender } = render(
      <RoutePanel route={failed.route as never} dispatch={() => {}} onRetry={(f) => retried.push(f)} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Что-то пошло не так');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retried).toEqual([at]);
    const offline = mapReducer(loading, { type: 'routesFailed', from: at, offline: true });
    rerender(<RoutePanel route={offline.route as never} dispatch={() => {}} onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Нет соединения с интернетом');
    // A late failure of an older request changes nothing.
    expect(mapReducer(offline, { type: 'routesFailed', from: at, offline: false })).toBe(offline);
  });
});
