/**
 * `<pd-service-prices>` in every state of booking-schedule §2 "Service price list section" and §4 "Service list",
 * each at mobile 390 px and desktop 1280 px. Stories render the real custom element (shadow root, adopted styles)
 * with the data set as DOM properties (`lpus`, `schedule`), as a page's script would; the API is the reference API
 * (msw worker): `POST /ajax/services/schedule/doctors/` and `POST /ajax/services/schedule/`.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import {
  OFFLINE_PRICES_LPU_ID,
  SERVICE_PRICES_EKATERINBURG,
  SERVICE_PRICES_MOSCOW,
  SERVICE_PRICES_SCHEDULE_EKATERINBURG,
  SERVICE_PRICES_SCHEDULE_MOSCOW,
} from '../mocks/fixtures';
import { servicesMessages as msg } from '../src/widgets/service-prices/messages';
import { ServicePrices, type ServicePricesProps } from '../src/widgets/service-prices/ServicePrices';
// Importing the widget entry defines <pd-service-prices>, as the CDN chunk does on a page (a named import: a bare
// one would be tree-shaken away, package.json `sideEffects` lists only dist/).
import { SERVICE_PRICES_TAG as TAG } from '../src/widgets/service-prices/index';

/** Renders the element with the props set as DOM properties; a change of the args makes a new element. */
function PricesElement(props: ServicePricesProps) {
  const ref = (el: HTMLElement | null) => {
    if (el) Object.assign(el, props);
  };
  return createElement(TAG, { ref, key: JSON.stringify(props) });
}

const meta = {
  title: 'Widgets/ServicePrices',
  component: ServicePrices,
  render: (args) => <PricesElement {...args} />,
  args: { lpus: SERVICE_PRICES_MOSCOW, schedule: SERVICE_PRICES_SCHEDULE_MOSCOW },
  parameters: {
    docs: {
      description: {
        component:
          'A clinic service price list. On a page: `<pd-service-prices lpus-source="prices" schedule-source="schedule">` ' +
          "with the data in Django `json_script` elements; in React: `import { ServicePrices } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<typeof ServicePrices>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element's shadow root once the online slots are known (the switch no longer busy). */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(
    () => {
      root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
      const sw = root?.querySelector('input[role="switch"]');
      expect(sw).toBeTruthy();
      expect(sw?.getAttribute('aria-busy')).toBeNull();
    },
    { timeout: 10000 },
  );
  return root as unknown as ShadowRoot;
}

/**
 * Types into the search box. `userEvent.type` does not reach an input inside a shadow root (it types into
 * `document.activeElement`, the host), so set the value as the browser does and fire `input`, which React listens to.
 */
function typeSearch(root: ShadowRoot, text: string): void {
  const input = root.querySelector('input[type="search"]') as HTMLInputElement;
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

// --- loading: the online slots never arrive (switch busy and disabled) -----------------------------------------
const loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/ajax/services/schedule/doctors/', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
        ...handlers,
      ],
    },
  },
};
export const LoadingMobile: Story = {
  ...loading,
  name: 'Загрузка онлайн-записи · mobile 390',
  globals: MOBILE,
};
export const LoadingDesktop: Story = {
  ...loading,
  name: 'Загрузка онлайн-записи · desktop 1280',
  globals: DESKTOP,
};

// --- normal: 24 online services, the switch on by itself, status 1 note ------------------------------------------
const normal: Story = {};
export const NormalMobile: Story = {
  ...normal,
  name: 'Онлайн-запись включена · mobile 390',
  globals: MOBILE,
};
export const NormalDesktop: Story = {
  ...normal,
  name: 'Онлайн-запись включена · desktop 1280',
  globals: DESKTOP,
};

// --- the express clinic: nothing online, switch off; status 2 'Цены могли устареть' ------------------------------
const express: Story = { args: { lpuId: OFFLINE_PRICES_LPU_ID } };
export const NoOnlineMobile: Story = { ...express, name: 'Без онлайн-записи · mobile 390', globals: MOBILE };
export const NoOnlineDesktop: Story = {
  ...express,
  name: 'Без онлайн-записи · desktop 1280',
  globals: DESKTOP,
};

// --- status 3 'Цены устарели' (Екатеринбург) --------------------------------------------------------------------
const outdated: Story = {
  args: { lpus: SERVICE_PRICES_EKATERINBURG, schedule: SERVICE_PRICES_SCHEDULE_EKATERINBURG },
};
export const OutdatedMobile: Story = { ...outdated, name: 'Цены устарели · mobile 390', globals: MOBILE };
export const OutdatedDesktop: Story = { ...outdated, name: 'Цены устарели · desktop 1280', globals: DESKTOP };

// --- no update date: no note ------------------------------------------------------------------------------------
const noDate: Story = { args: { ...outdated.args, lpuId: SERVICE_PRICES_EKATERINBURG[1].lpu.id } };
export const NoDateMobile: Story = { ...noDate, name: 'Без даты обновления · mobile 390', globals: MOBILE };
export const NoDateDesktop: Story = {
  ...noDate,
  name: 'Без даты обновления · desktop 1280',
  globals: DESKTOP,
};

// --- one character: the hint -------------------------------------------------------------------------------------
const hint: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeSearch(root, 'у');
    await waitFor(() => expect(root.textContent).toContain(msg.searchHint));
  },
};
export const SearchHintMobile: Story = { ...hint, name: 'Подсказка поиска · mobile 390', globals: MOBILE };
export const SearchHintDesktop: Story = {
  ...hint,
  name: 'Подсказка поиска · desktop 1280',
  globals: DESKTOP,
};

// --- a search with results, and one without ('Услуга не найдена') -------------------------------------------------
const search: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeSearch(root, 'узи');
    // Four: the switch is on by itself here and 'УЗИ щитовидной железы' has no online slot.
    await waitFor(() => expect(root.querySelectorAll('[part~="service"]')).toHaveLength(4), {
      timeout: 2000,
    });
  },
};
export const SearchMobile: Story = { ...search, name: 'Поиск «узи» · mobile 390', globals: MOBILE };
export const SearchDesktop: Story = { ...search, name: 'Поиск «узи» · desktop 1280', globals: DESKTOP };

const empty: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    typeSearch(root, 'томография');
    await waitFor(() => expect(root.textContent).toContain(msg.notFound), { timeout: 2000 });
  },
};
export const NotFoundMobile: Story = { ...empty, name: 'Услуга не найдена · mobile 390', globals: MOBILE };
export const NotFoundDesktop: Story = {
  ...empty,
  name: 'Услуга не найдена · desktop 1280',
  globals: DESKTOP,
};

// --- a category chosen -----------------------------------------------------------------------------------------
const category: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const chip = [...root.querySelectorAll('[part~="chip"]')].find((c) => c.textContent === 'Стоматология');
    await userEvent.click(chip as HTMLButtonElement);
    await waitFor(() => expect(chip?.getAttribute('aria-pressed')).toBe('true'));
  },
};
export const CategoryMobile: Story = { ...category, name: 'Категория · mobile 390', globals: MOBILE };
export const CategoryDesktop: Story = { ...category, name: 'Категория · desktop 1280', globals: DESKTOP };

// --- 'Показать ещё' pressed once ----------------------------------------------------------------------------------
const more: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const before = root.querySelectorAll('[part~="service"]').length;
    const button = [...root.querySelectorAll('button')].find((b) => b.textContent === msg.showMore);
    await userEvent.click(button as HTMLButtonElement);
    await waitFor(() => expect(root.querySelectorAll('[part~="service"]').length).toBeGreaterThan(before));
  },
};
export const ShowMoreMobile: Story = { ...more, name: 'Показать ещё · mobile 390', globals: MOBILE };
export const ShowMoreDesktop: Story = { ...more, name: 'Показать ещё · desktop 1280', globals: DESKTOP };

// --- the booking button: the service calendar inline --------------------------------------------------------------
const calendar: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const book = root.querySelector('[aria-label="Записаться: Приём кардиолога первичный"]');
    await userEvent.click(book as HTMLButtonElement);
    await waitFor(() => expect(root.querySelector('button[part~="slot"]')).toBeTruthy(), { timeout: 10000 });
  },
};
export const CalendarMobile: Story = { ...calendar, name: 'Календарь услуги · mobile 390', globals: MOBILE };
export const CalendarDesktop: Story = {
  ...calendar,
  name: 'Календарь услуги · desktop 1280',
  globals: DESKTOP,
};
