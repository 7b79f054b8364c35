/**
 * Towns and the list pieces of issue 11, each state at mobile 390 and desktop 1280:
 * - `<pd-town-chooser>` (portal-identity-reviews §2 "Town chooser popup"): the popup with the towns HTML (loaded from
 *   the reference API on open, sanitised), and a failed load with 'Повторить';
 * - `<pd-town-search>` (§5): five suggestions for 'рск', and 'Совпадений не найдено';
 * - `<pd-clinic-filter-button>` (§2 "Clinic list filter button") in its filter form;
 * - `<pd-dropdown-list>` (§9): 200 items, closed and open (20 rendered).
 * Choosing a town is not played here (it navigates the page): the e2e test (tests/e2e/towns.test.mjs) does it.
 * Decisions: docs/decisions/170–173.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, type ReactNode } from 'react';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { TOWN_SEARCH_PATH, TOWNS_HTML_PATH } from '../mocks/api/towns';
// Named imports, not bare ones: package.json `sideEffects` lists only dist/ (see ADR 055).
import { CLINIC_FILTER_TAG } from '../src/widgets/clinic-filter-button/index';
import { DROPDOWN_TAG } from '../src/widgets/dropdown-list/index';
import { TOWN_CHOOSER_TAG } from '../src/widgets/town-chooser/index';
import { TOWN_SEARCH_TAG } from '../src/widgets/town-search/index';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

const SPECIALITIES = [
  'Аллерголог',
  'Гастроэнтеролог',
  'Кардиолог',
  'Лор',
  'Невролог',
  'Офтальмолог',
  'Терапевт',
];
const ITEMS = Array.from({ length: 200 }, (_, i) => ({
  value: `d${i + 1}`,
  title: i < SPECIALITIES.length ? SPECIALITIES[i] : `Кабинет №${String(i + 1).padStart(3, '0')}`,
}));

type Kind = 'chooser' | 'chooser-failed' | 'search' | 'filter' | 'dropdown';

/** Story args: which piece. */
interface TownsArgs {
  kind: Kind;
}

const select = (id: string, name: string, label: string, options: [string, string][]) =>
  createElement(
    'div',
    { key: id },
    createElement('label', { htmlFor: id, style: { display: 'block', fontWeight: 600 } }, label),
    createElement(
      'select',
      { id, name, defaultValue: options[0][0], style: { minHeight: 40, width: '100%' } },
      ...options.map(([value, text]) => createElement('option', { key: value, value }, text)),
    ),
  );

function TownsStory({ kind }: TownsArgs) {
  let body: ReactNode;
  if (kind === 'chooser' || kind === 'chooser-failed') {
    body = [
      createElement(
        'a',
        {
          key: 'opener',
          href: '#towns',
          'data-pd-town-chooser': '',
          'data-towns-url': kind === 'chooser' ? TOWNS_HTML_PATH : '/ajax/towns-missing/',
        },
        'Москва',
      ),
      createElement(TOWN_CHOOSER_TAG, { key: 'chooser' }),
    ];
  } else if (kind === 'search') {
    body = createElement(TOWN_SEARCH_TAG, { 'search-url': TOWN_SEARCH_PATH });
  } else if (kind === 'filter') {
    body = createElement(
      'form',
      { style: { display: 'grid', gap: 12, maxWidth: 360 }, onSubmit: (e: Event) => e.preventDefault() },
      select('s-town', 'town', 'Город', [
        ['moskva', 'Москва'],
        ['spb', 'Санкт-Петербург'],
      ]),
      select('s-speciality', 'speciality', 'Специальность', [
        ['all', 'Все специальности'],
        ['lor', 'Лор'],
      ]),
      createElement(CLINIC_FILTER_TAG, { key: 'button' }),
    );
  } else {
    body = createElement(DROPDOWN_TAG, {
      label: 'Отделение',
      name: 'department',
      items: JSON.stringify(ITEMS),
    });
  }
  return createElement('div', { style: { padding: 16, minHeight: 420 } }, body);
}

const meta = {
  title: 'Widgets/Towns',
  render: (args) => <TownsStory {...args} />,
  args: { kind: 'search' },
  parameters: {
    docs: {
      description: {
        component:
          '`<pd-town-chooser>` (openers `data-pd-town-chooser data-towns-url`), `<pd-town-search search-url>`, ' +
          '`<pd-clinic-filter-button>`, `<pd-dropdown-list items label name>`.',
      },
    },
  },
} satisfies Meta<TownsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement };
const shadow = (c: HTMLElement, tag: string) => c.querySelector(tag)?.shadowRoot ?? null;

async function waitForIn(c: HTMLElement, tag: string, selector: string, count = 1) {
  let found: HTMLElement[] = [];
  await waitFor(
    () => {
      found = [...(shadow(c, tag)?.querySelectorAll<HTMLElement>(selector) ?? [])];
      expect(found.length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 10000 },
  );
  return found;
}

async function openChooser(c: HTMLElement) {
  const opener = c.querySelector<HTMLElement>('[data-pd-town-chooser]');
  // The opener listener comes with the widget's effect: click until the dialog is there.
  await waitFor(
    async () => {
      if (!shadow(c, TOWN_CHOOSER_TAG)?.querySelector('dialog[open]')) await userEvent.click(opener!);
      expect(shadow(c, TOWN_CHOOSER_TAG)?.querySelector('dialog[open]')).toBeTruthy();
    },
    { timeout: 10000 },
  );
}

const chooser: Story = {
  args: { kind: 'chooser' },
  play: async ({ canvasElement }: Ctx) => {
    await openChooser(canvasElement);
    const links = await waitForIn(canvasElement, TOWN_CHOOSER_TAG, '[part~="towns"] a[href]', 10);
    await expect(links.some((a) => a.textContent === 'Москва')).toBe(true);
  },
};
export const ChooserMobile: Story = { ...chooser, name: 'Выбор города · mobile 390', globals: MOBILE };
export const ChooserDesktop: Story = { ...chooser, name: 'Выбор города · desktop 1280', globals: DESKTOP };

const chooserFailed: Story = {
  args: { kind: 'chooser-failed' },
  play: async ({ canvasElement }: Ctx) => {
    await openChooser(canvasElement);
    const [alert] = await waitForIn(canvasElement, TOWN_CHOOSER_TAG, '[role="alert"]');
    await expect(alert.textContent).toContain('Не удалось загрузить список городов');
  },
};
export const ChooserFailedMobile: Story = {
  ...chooserFailed,
  name: 'Города не загрузились · mobile 390',
  globals: MOBILE,
};
export const ChooserFailedDesktop: Story = {
  ...chooserFailed,
  name: 'Города не загрузились · desktop 1280',
  globals: DESKTOP,
};

const suggestions: Story = {
  args: { kind: 'search' },
  play: async ({ canvasElement }: Ctx) => {
    const [input] = await waitForIn(canvasElement, TOWN_SEARCH_TAG, 'input[role="combobox"]');
    // userEvent.type does not reach React's onChange inside the shadow root (the value changes, no input event React
    // tracks); an input event with the new value does, as real typing does (tests/e2e/towns.test.mjs).
    await fireEvent.input(input, { target: { value: 'рск' } });
    const options = await waitForIn(canvasElement, TOWN_SEARCH_TAG, '[role="option"]', 5);
    await expect(options).toHaveLength(5);
  },
};
export const SearchMobile: Story = { ...suggestions, name: 'Поиск города · mobile 390', globals: MOBILE };
export const SearchDesktop: Story = { ...suggestions, name: 'Поиск города · desktop 1280', globals: DESKTOP };

const noMatches: Story = {
  args: { kind: 'search' },
  play: async ({ canvasElement }: Ctx) => {
    const [input] = await waitForIn(canvasElement, TOWN_SEARCH_TAG, 'input[role="combobox"]');
    await fireEvent.input(input, { target: { value: 'ъъъ' } });
    const [empty] = await waitForIn(canvasElement, TOWN_SEARCH_TAG, '[part~="empty"]');
    await expect(empty.textContent).toBe('Совпадений не найдено');
  },
};
export const NoMatchesMobile: Story = { ...noMatches, name: 'Совпадений нет · mobile 390', globals: MOBILE };
export const NoMatchesDesktop: Story = {
  ...noMatches,
  name: 'Совпадений нет · desktop 1280',
  globals: DESKTOP,
};

const filter: Story = {
  args: { kind: 'filter' },
  play: async ({ canvasElement }: Ctx) => {
    const [button] = await waitForIn(canvasElement, CLINIC_FILTER_TAG, 'button');
    await expect(button.textContent).toBe('Найти клиники');
  },
};
export const FilterButtonMobile: Story = { ...filter, name: 'Кнопка фильтра · mobile 390', globals: MOBILE };
export const FilterButtonDesktop: Story = {
  ...filter,
  name: 'Кнопка фильтра · desktop 1280',
  globals: DESKTOP,
};

const dropdownOpen: Story = {
  args: { kind: 'dropdown' },
  play: async ({ canvasElement }: Ctx) => {
    const [combo] = await waitForIn(canvasElement, DROPDOWN_TAG, '[role="combobox"]');
    await userEvent.click(combo);
    const options = await waitForIn(canvasElement, DROPDOWN_TAG, '[role="option"]', 20);
    await expect(options).toHaveLength(20);
  },
};
export const DropdownOpenMobile: Story = {
  ...dropdownOpen,
  name: 'Список на 200 пунктов · mobile 390',
  globals: MOBILE,
};
export const DropdownOpenDesktop: Story = {
  ...dropdownOpen,
  name: 'Список на 200 пунктов · desktop 1280',
  globals: DESKTOP,
};
