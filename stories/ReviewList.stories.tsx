/**
 * `<pd-review-list>` in every state of portal-identity-reviews §2 "Reviews page", §4 "Reviews list", §8 "Reviews ajax
 * errors are logged and the flow continues", each at mobile 390 px and desktop 1280 px (the filter modal exists on
 * mobile only). As for the other widgets (ADR 055) the story renders the real custom element, with the first page of
 * review cards in its light DOM as Django renders it (mocks/fixtures/reviews.ts `reviewCardHtml`) and a little of the
 * site's card css; further pages come from the reference API (msw worker). Each `play` waits for its state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import {
  FAILING_REVIEWS_DOCTOR_ID,
  REVIEWS_DOCTOR_ID,
  reviewCardHtml,
  reviewFilterOptions,
  reviewsOfType,
} from '../mocks/fixtures/reviews';
import { reviewListMessages as msg } from '../src/widgets/review-list/messages';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { REVIEW_LIST_TAG as TAG } from '../src/widgets/review-list/index';

/** Story args. */
interface ReviewListStoryArgs {
  /** Whose reviews (the ajax URL and the first page). */
  doctorId: number;
  /** Clinic branches (2+ show the branch button). */
  branches: boolean;
}

const BRANCHES = [
  {
    name: 'Медицинский центр «Ясень»',
    address: 'ул. Большая Дорогомиловская, д. 9',
    link: '/reviews.html?branch=101',
    current: true,
  },
  {
    name: 'Клиника «Добрый доктор» на Таганке',
    address: 'ул. Марксистская, д. 3, стр. 1',
    link: '/reviews.html?branch=102',
  },
];

/** A little of the site's css for the light-DOM cards (the widget does not style them; docs/reviews-html.md). */
const SITE_CSS = `
  .review-card { background: #fff; border: 1px solid #dfe3ea; border-radius: 12px; padding: 16px 20px; margin: 0 0 12px; font: 15px/1.5 system-ui, sans-serif; }
  .review-card [hidden] { display: none !important; }
  .review-card__head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
  .review-card__patient, .review-card__more { padding: 0; border: 0; background: none; color: #1565c0; font: inherit; text-decoration: underline; cursor: pointer; }
  .review-card__date { color: #5b6475; font-size: 14px; }
  .review-card__statuses { display: flex; flex-wrap: wrap; gap: 6px; width: 100%; }
  .review-card__status { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: #e8f3ea; color: #145c29; }
  .review-card__rates { list-style: none; margin: 12px 0 0; padding: 0; }
  .review-card__rate { display: flex; justify-content: space-between; max-width: 360px; font-size: 14px; }
  .review-card__reply { margin-top: 12px; padding: 12px; border-radius: 8px; background: #f3f5f8; font-size: 14px; }
  .review-card__gallery { display: flex; gap: 8px; margin-top: 12px; }
`;

/** The element as Django renders it: attributes, the first page of reviews (10) in the light DOM. */
function ReviewListStory({ doctorId, branches }: ReviewListStoryArgs) {
  const all = reviewsOfType(doctorId, 'all');
  return createElement(
    'div',
    { style: { maxWidth: 800, padding: 16, background: '#f3f5f8' } },
    createElement('style', null, SITE_CSS),
    createElement(TAG, {
      key: `${doctorId}-${branches}`,
      'ajax-url': `/ajax/rates/doctor/${doctorId}/`,
      'next-page': all.length > 10 ? '2' : '0',
      // Objects as properties (React 19 sets custom-element properties; the element keeps their identity).
      filters: reviewFilterOptions(doctorId),
      branches: branches ? BRANCHES : undefined,
      dangerouslySetInnerHTML: { __html: all.slice(0, 10).map(reviewCardHtml).join('\n') },
    }),
  );
}

const meta = {
  title: 'Widgets/ReviewList',
  render: (args) => <ReviewListStory {...args} />,
  args: { doctorId: REVIEWS_DOCTOR_ID, branches: true },
  argTypes: {
    doctorId: { control: 'select', options: [REVIEWS_DOCTOR_ID, FAILING_REVIEWS_DOCTOR_ID] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The reviews list. On a page: `<pd-review-list ajax-url="/ajax/rates/doctor/1001/" filters-source="…" ' +
          'next-page="2" branches-source="…" metrics-base="/metrics">…the first page of review cards…</pd-review-list>` ' +
          "(docs/reviews-html.md); in React: `import { ReviewList } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<ReviewListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element's shadow root, once the widget has rendered its filter. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(
    () => {
      root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
      expect(root?.querySelector('.rl__top')).toBeTruthy();
    },
    { timeout: 10000 },
  );
  return root as unknown as ShadowRoot;
}

const cards = (canvasElement: HTMLElement, state?: string) =>
  [...canvasElement.querySelectorAll(`${TAG} > [data-pd-review]`)].filter(
    (c) => !state || c.getAttribute('data-review-state') === state,
  );

/** Chooses a filter: the desktop button, or on mobile 'Фильтр' → the radio → 'Показать'. */
async function chooseFilter(root: ShadowRoot, title: string): Promise<void> {
  const desktopButton = [...root.querySelectorAll<HTMLButtonElement>('.rl__chip')].find((b) =>
    b.textContent?.startsWith(title),
  );
  if (desktopButton) {
    await userEvent.click(desktopButton);
    return;
  }
  await userEvent.click(root.querySelector('.rl__filter-button') as HTMLElement);
  let radio: HTMLInputElement | undefined;
  await waitFor(() => {
    radio = [...root.querySelectorAll<HTMLInputElement>('dialog[open] input[type="radio"]')].find((r) =>
      r.closest('label')?.textContent?.startsWith(title),
    );
    expect(radio).toBeTruthy();
  });
  await userEvent.click(radio!);
  const apply = [...root.querySelectorAll('dialog[open] button')].find((b) => b.textContent === msg.apply);
  await userEvent.click(apply as HTMLElement);
}

const waitIn = (root: ShadowRoot, check: (root: ShadowRoot) => unknown) =>
  waitFor(() => expect(check(root)).toBeTruthy(), { timeout: 10000 });

// --- the first page: filter, 10 server cards, 'Показать ещё' ----------------------------------------------------------
const firstPage: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await waitIn(root, (r) => r.querySelector('.rl__more'));
    await expect(cards(canvasElement).length).toBeGreaterThanOrEqual(10);
  },
};
export const FirstPageMobile: Story = { ...firstPage, name: 'Первая страница · mobile 390', globals: MOBILE };
export const FirstPageDesktop: Story = {
  ...firstPage,
  name: 'Первая страница · desktop 1280',
  globals: DESKTOP,
};

// --- filtered: the negative reviews (from the server), the button pressed ----------------------------------------------
const filtered: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await chooseFilter(root, 'Отрицательные');
    await waitFor(() => expect(cards(canvasElement, 'negative')).toHaveLength(9), { timeout: 10000 });
    await expect(cards(canvasElement)).toHaveLength(9);
  },
};
export const FilteredMobile: Story = { ...filtered, name: 'Отрицательные · mobile 390', globals: MOBILE };
export const FilteredDesktop: Story = { ...filtered, name: 'Отрицательные · desktop 1280', globals: DESKTOP };

// --- loading: a filter whose page does not come (the loader, aria-busy) ------------------------------------------------
const loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/ajax/rates/doctor/:id/', async ({ request }) => {
          if (new URL(request.url).searchParams.get('ratetype') !== 'all') await delay('infinite');
          return undefined;
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await chooseFilter(root, 'Положительные');
    await waitIn(root, (r) => r.querySelector('[part~="list"][aria-busy="true"] [role="status"]'));
  },
};
export const LoadingMobile: Story = { ...loading, name: 'Загрузка · mobile 390', globals: MOBILE };
export const LoadingDesktop: Story = { ...loading, name: 'Загрузка · desktop 1280', globals: DESKTOP };

// --- mobile: the 'Фильтр' modal open ----------------------------------------------------------------------------------
export const FilterModalMobile: Story = {
  name: 'Окно «Фильтр» · mobile 390',
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await userEvent.click(root.querySelector('.rl__filter-button') as HTMLElement);
    await waitIn(root, (r) => r.querySelectorAll('dialog[open] input[type="radio"]').length === 7);
  },
};

// --- the branch bottom sheet ------------------------------------------------------------------------------------------
const branchesOpen: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await userEvent.click(root.querySelector('.rl__branches-button') as HTMLElement);
    await waitIn(root, (r) => r.querySelectorAll('dialog[open] .rl__branch').length === 2);
  },
};
export const BranchesMobile: Story = { ...branchesOpen, name: 'Филиалы · mobile 390', globals: MOBILE };
export const BranchesDesktop: Story = { ...branchesOpen, name: 'Филиалы · desktop 1280', globals: DESKTOP };

// --- a type with no reviews on the server: 'Отзывов этого типа пока нет' -------------------------------------------------
const emptyType: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/ajax/rates/doctor/:id/', ({ request }) =>
          new URL(request.url).searchParams.get('ratetype') === 'deleted'
            ? HttpResponse.json({ template: '', next_page_number: null })
            : undefined,
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await chooseFilter(root, 'Удалённые');
    await waitIn(root, (r) => r.querySelector('.rl__empty')?.textContent === msg.empty);
  },
};
export const EmptyTypeMobile: Story = { ...emptyType, name: 'Пустой тип · mobile 390', globals: MOBILE };
export const EmptyTypeDesktop: Story = { ...emptyType, name: 'Пустой тип · desktop 1280', globals: DESKTOP };

// --- the server fails (§8): logged, the previous cards come back, a notice -------------------------------------------------
const failure: Story = {
  args: { doctorId: FAILING_REVIEWS_DOCTOR_ID },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await chooseFilter(root, 'Положительные');
    await waitIn(root, (r) => r.querySelector('.rl__notice')?.textContent === msg.loadError);
    await expect(cards(canvasElement).length).toBeGreaterThan(0);
  },
};
export const ErrorMobile: Story = { ...failure, name: 'Ошибка сервера · mobile 390', globals: MOBILE };
export const ErrorDesktop: Story = { ...failure, name: 'Ошибка сервера · desktop 1280', globals: DESKTOP };
