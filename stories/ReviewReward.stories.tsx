/**
 * `<pd-review-reward>` (portal-identity-reviews §2 "Review-reward info popup", §3 "Review-reward payload", §9 "360
 * wide with max height 500"): the popup with the doctor and clinic links, and with a list of clinics, each at mobile
 * 390 px and desktop 1280 px. The story renders the real custom element plus an opener button carrying the JSON
 * payload in `data-pd-review-reward`, and its `play` clicks the opener. The links point at the reference API's
 * review form pages (mocks/api/review-extras.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { REVIEW_REWARD_ATTRIBUTE, REVIEW_REWARD_TAG as TAG } from '../src/widgets/review-reward/index';

/** Story args: the opener's payload (portal-identity-reviews §3 "Review-reward payload"). */
interface RewardStoryArgs {
  /** The JSON the opener's `data-pd-review-reward` holds. */
  payload: Record<string, unknown>;
}

const LINKS = {
  doctorReviewUrl: '/new/rate/doctor/1001/',
  lpuReviewUrl: '/new/rate/lpu/45/',
  lpuList: [],
};

const CLINICS = {
  lpuList: [
    {
      name: 'Медицинский центр «Ясень»',
      address: 'ул. Большая Дорогомиловская, д. 9',
      reviewUrl: '/new/rate/lpu/45/',
      doctorPrsLandingUrl: '/moskva/lpu/45-yasen/vrachi/',
    },
    {
      name: 'Клиника «Добрый доктор» на Таганке',
      address: 'ул. Марксистская, д. 3, стр. 1',
      reviewUrl: '/new/rate/lpu/46/',
      doctorPrsLandingUrl: '/moskva/lpu/46-dobryy-doktor/vrachi/',
    },
    {
      name: 'Семейная клиника «Здоровье»',
      address: 'Ленинский проспект, д. 32',
      reviewUrl: '/new/rate/lpu/47/',
      doctorPrsLandingUrl: '/moskva/lpu/47-zdorove/vrachi/',
    },
  ],
};

/** The element and one opener, as a page has them. */
function RewardStory({ payload }: RewardStoryArgs) {
  return createElement(
    'div',
    { style: { fontFamily: 'system-ui, sans-serif' } },
    createElement(
      'button',
      {
        type: 'button',
        [REVIEW_REWARD_ATTRIBUTE]: JSON.stringify(payload),
        style: { padding: '8px 16px', font: 'inherit', cursor: 'pointer' },
      },
      'Скидка 300 ₽ за отзыв',
    ),
    createElement(TAG),
  );
}

const meta = {
  title: 'Widgets/ReviewReward',
  render: (args) => <RewardStory {...args} />,
  args: { payload: LINKS },
  parameters: {
    docs: {
      description: {
        component:
          "The review-reward info popup 'Дарим скидку 300 ₽ за честный отзыв'. On a page: one `<pd-review-reward>` " +
          'and any number of openers `<button data-pd-review-reward=\'{"doctorReviewUrl":"…","lpuReviewUrl":"…",' +
          "\"lpuList\":[…]}'>`; in React: `import { ReviewReward } from 'pd-widgets/react'` (mount it once).",
      },
    },
  },
} satisfies Meta<RewardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** Clicks the opener (once the element is defined) and waits for `until` in the open dialog. */
const openAnd =
  (until: (dialog: HTMLDialogElement) => unknown) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() => expect(customElements.get(TAG)).toBeTruthy(), { timeout: 10000 });
    const opener = canvasElement.querySelector<HTMLElement>(`[${REVIEW_REWARD_ATTRIBUTE}]`) as HTMLElement;
    // The element listens once it has rendered (an effect); a click before that does nothing, so click again.
    await waitFor(
      async () => {
        const dialog = canvasElement
          .querySelector(TAG)
          ?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]');
        if (!dialog) {
          await userEvent.click(opener);
          throw new Error('not open yet');
        }
        expect(until(dialog)).toBeTruthy();
      },
      { timeout: 10000 },
    );
  };

// --- doctor and clinic links ---------------------------------------------------------------------------------------
const links: Story = {
  play: openAnd((d) => d.querySelectorAll('a[part~="link"]').length === 2),
};
export const LinksMobile: Story = { ...links, name: 'Ссылки на отзыв · mobile 390', globals: MOBILE };
export const LinksDesktop: Story = { ...links, name: 'Ссылки на отзыв · desktop 1280', globals: DESKTOP };

// --- a list of clinics ---------------------------------------------------------------------------------------------
const clinics: Story = {
  args: { payload: CLINICS },
  play: openAnd((d) => d.querySelectorAll('a[part~="clinic"]').length === 3),
};
export const ClinicsMobile: Story = { ...clinics, name: 'Список клиник · mobile 390', globals: MOBILE };
export const ClinicsDesktop: Story = { ...clinics, name: 'Список клиник · desktop 1280', globals: DESKTOP };
