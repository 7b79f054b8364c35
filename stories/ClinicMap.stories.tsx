/**
 * `<pd-clinic-map>` in the states of booking-schedule §2 "Popup map", §4 "Map" and portal-identity-reviews §4 "Map
 * popup for clinics", §5 departure address, each at mobile 390 px and desktop 1280 px. The story renders the real
 * element (open provider: Leaflet over the reference API's tiles, msw worker) and an opener button holding the map
 * points (`data-pd-clinic-map`); its `play` clicks the opener and drives the state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { clinicMapMessages as msg } from '../src/widgets/clinic-map/messages';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { CLINIC_MAP_TAG as TAG, type MapPoint } from '../src/widgets/clinic-map/index';

const CLINICS: MapPoint[] = [
  {
    coords: [55.7446, 37.5661],
    name: 'Медицинский центр «Ясень»',
    address: 'ул. Большая Дорогомиловская, д. 9',
    id: 101,
    phone: '+7 495 123-45-67',
    lpuHref: '/moskva/lpu/medicinskiy-centr-yasen/',
  },
  {
    coords: [55.7397, 37.6621],
    name: 'Клиника «Добрый доктор» на Таганке',
    address: 'ул. Марксистская, д. 3, стр. 1',
    id: 102,
    phone: '',
    lpuHref: '/moskva/lpu/klinika-dobryy-doktor-na-taganke/',
  },
  {
    coords: [56.8361, 60.6146],
    name: 'Медицинский центр «Уральское здоровье»',
    address: 'ул. Малышева, д. 51',
    id: 201,
    phone: '+7 (343) 200-11-22',
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

interface MapStoryArgs {
  /** How many of the demo clinics the opener holds (1: preselected; more: the list). */
  clinics: number;
}

function MapStory({ clinics }: MapStoryArgs) {
  return createElement(
    'div',
    null,
    createElement(
      'button',
      {
        type: 'button',
        'data-pd-clinic-map': JSON.stringify(CLINICS.slice(0, clinics)),
        style: { padding: '8px 16px', font: 'inherit', cursor: 'pointer' },
      },
      'Показать на карте',
    ),
    createElement(TAG, { key: clinics, provider: 'open' }),
  );
}

const meta = {
  title: 'Widgets/ClinicMap',
  render: (args) => <MapStory {...args} />,
  args: { clinics: 1 },
  argTypes: { clinics: { control: { type: 'range', min: 1, max: 4 } } },
  parameters: {
    docs: {
      description: {
        component:
          "The popup map of clinics. On a page: one `<pd-clinic-map>`; it takes the clinic list's `pd:show-map` and " +
          "clicks on `data-pd-clinic-map='<map point JSON or list>'` openers. In React: " +
          "`import { ClinicMap } from 'pd-widgets/react'` (mount it once).",
      },
    },
  },
} satisfies Meta<MapStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(() => {
    root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
    expect(root).toBeTruthy();
  });
  return root as unknown as ShadowRoot;
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name,
  );
const mapReady = (root: ShadowRoot) => root.querySelector('dialog[open] .leaflet-tile-loaded');
const departure = (root: ShadowRoot) =>
  [...root.querySelectorAll('dialog[open]')].find((d) => d.textContent?.includes(msg.departureTitle));

/** Clicks the opener, waits for the map, then `then`. */
const openAnd =
  (then?: (root: ShadowRoot) => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = await shadowOf(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-pd-clinic-map]')).toBeTruthy());
    await userEvent.click(canvasElement.querySelector('[data-pd-clinic-map]') as HTMLElement);
    await waitFor(() => expect(mapReady(root)).toBeTruthy(), { timeout: 15000 });
    if (then) await then(root);
  };

/** Opens the departure popup of the preselected clinic. */
async function openDeparture(root: ShadowRoot) {
  const build = await waitFor(() => {
    const b = buttonNamed(root, msg.buildRoute) as HTMLButtonElement | undefined;
    expect(b && !b.disabled).toBeTruthy();
    return b as HTMLButtonElement;
  });
  await userEvent.click(build);
  await waitFor(() => expect(departure(root)).toBeTruthy());
}

/** Types an address and submits the departure popup. */
async function submitAddress(root: ShadowRoot, address: string) {
  const popup = departure(root) as HTMLElement;
  const input = popup.querySelector('input') as HTMLInputElement;
  // userEvent.type does not reach React's onChange inside a shadow root in Storybook (the e2e types for real).
  fireEvent.input(input, { target: { value: address } });
  await waitFor(() => expect((buttonNamed(popup, msg.buildRoute) as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(buttonNamed(popup, msg.buildRoute) as HTMLButtonElement);
}

// --- one clinic: its pin preselected at zoom 15, the details -------------------------------------------------------
const one: Story = {
  play: openAnd(async (root) => {
    await waitFor(() => expect(root.querySelector('[part~="details"]')).toBeTruthy());
  }),
};
export const OneClinicMobile: Story = { ...one, name: 'Одна клиника · mobile 390', globals: MOBILE };
export const OneClinicDesktop: Story = { ...one, name: 'Одна клиника · desktop 1280', globals: DESKTOP };

// --- several clinics: the list '4 клиники', clusters ------------------------------------------------------------------
const several: Story = {
  args: { clinics: 4 },
  play: openAnd(async (root) => {
    await waitFor(() => expect(root.querySelector('[part~="list"]')?.textContent).toContain('4 клиники'));
  }),
};
export const SeveralMobile: Story = { ...several, name: 'Несколько клиник · mobile 390', globals: MOBILE };
export const SeveralDesktop: Story = {
  ...several,
  name: 'Несколько клиник · desktop 1280',
  globals: DESKTOP,
};

// --- the departure popup 'Откуда поедем?' ----------------------------------------------------------------------------
const popup: Story = { play: openAnd(openDeparture) };
export const DepartureMobile: Story = { ...popup, name: 'Откуда поедем? · mobile 390', globals: MOBILE };
export const DepartureDesktop: Story = { ...popup, name: 'Откуда поедем? · desktop 1280', globals: DESKTOP };

// --- 100 km or farther: 'Слишком далеко от клиники' ----------------------------------------------------------------
const tooFar: Story = {
  play: openAnd(async (root) => {
    await openDeparture(root);
    await submitAddress(root, 'Тверь, ул. Советская, д. 1');
    await waitFor(() => expect(departure(root)?.textContent).toContain(msg.tooFar), { timeout: 10000 });
  }),
};
export const TooFarMobile: Story = { ...tooFar, name: 'Слишком далеко · mobile 390', globals: MOBILE };
export const TooFarDesktop: Story = { ...tooFar, name: 'Слишком далеко · desktop 1280', globals: DESKTOP };

// --- no geocoding result: 'Адрес не найден' --------------------------------------------------------------------------
const notFound: Story = {
  play: openAnd(async (root) => {
    await openDeparture(root);
    await submitAddress(root, 'Несуществующая улица, д. 1');
    await waitFor(() => expect(departure(root)?.textContent).toContain(msg.notFound), { timeout: 10000 });
  }),
};
export const NotFoundMobile: Story = { ...notFound, name: 'Адрес не найден · mobile 390', globals: MOBILE };
export const NotFoundDesktop: Story = {
  ...notFound,
  name: 'Адрес не найден · desktop 1280',
  globals: DESKTOP,
};

// --- routes by public transport, the first one's details expanded ----------------------------------------------------
const routes: Story = {
  play: openAnd(async (root) => {
    await openDeparture(root);
    await submitAddress(root, 'ул. Арбат');
    await waitFor(() => expect(root.querySelector('[part~="route-list"]')).toBeTruthy(), { timeout: 10000 });
    await userEvent.click(buttonNamed(root, msg.modeTransit) as HTMLButtonElement);
    await waitFor(() => expect(buttonNamed(root, msg.details)).toBeTruthy());
    await userEvent.click(buttonNamed(root, msg.details) as HTMLButtonElement);
    await waitFor(() => expect(root.querySelector('[part~="route-steps"]')).toBeTruthy());
  }),
};
export const RoutesMobile: Story = { ...routes, name: 'Маршрут · mobile 390', globals: MOBILE };
export const RoutesDesktop: Story = { ...routes, name: 'Маршрут · desktop 1280', globals: DESKTOP };
