/**
 * `<pd-review-award-banner>` (portal-identity-reviews §1 "a review award banner 'Получите N {currency} за отзыв' with
 * buttons 'Оставить отзыв' and 'Подробнее' (the latter opens a PDF document)"), at mobile 390 px (stacked buttons)
 * and desktop 1280 px (one row), plus a large amount in another currency. Stories render the real custom element
 * (ADR 055); the links point at the reference API's review form and rules PDF (mocks/api/review-extras.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, waitFor } from 'storybook/test';
import { REVIEW_AWARD_RULES_PATH } from '../mocks/api/review-extras';
import type { ReviewAwardBannerProps } from '../src/widgets/review-award-banner/ReviewAwardBanner';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { REVIEW_AWARD_BANNER_TAG as TAG } from '../src/widgets/review-award-banner/index';

/** The element with its attributes, in a page column. */
function BannerElement({ amount, currency, reviewUrl, detailsUrl }: ReviewAwardBannerProps) {
  const attributes: Record<string, string> = {};
  if (amount != null) attributes.amount = String(amount);
  if (currency) attributes.currency = currency;
  if (reviewUrl) attributes['review-url'] = reviewUrl;
  if (detailsUrl) attributes['details-url'] = detailsUrl;
  return createElement(
    'div',
    { style: { fontFamily: 'system-ui, sans-serif', maxWidth: 760 } },
    createElement(TAG, { key: JSON.stringify(attributes), ...attributes }),
  );
}

const meta = {
  title: 'Widgets/ReviewAwardBanner',
  render: (args) => <BannerElement {...args} />,
  args: {
    amount: 500,
    currency: '₽',
    reviewUrl: '/new/rate/doctor/1001/',
    detailsUrl: REVIEW_AWARD_RULES_PATH,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The review award banner: `<pd-review-award-banner amount="500" currency="₽" review-url="…" ' +
          'details-url="….pdf">`. \'Подробнее\' opens the PDF in a new tab (rel="noopener noreferrer"). In ' +
          "React: `import { ReviewAwardBanner } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<ReviewAwardBannerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** Waits for the title and both links. */
const shows =
  (title: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(
      () => {
        const root = canvasElement.querySelector(TAG)?.shadowRoot;
        expect(root?.querySelector('[part~="title"]')?.textContent).toBe(title);
        expect(root?.querySelector('a[part~="details-link"]')?.getAttribute('rel')).toBe(
          'noopener noreferrer',
        );
        expect(root?.querySelector('a[part~="review-link"]')).toBeTruthy();
      },
      { timeout: 10000 },
    );
  };

// --- 500 ₽ --------------------------------------------------------------------------------------------------------
const banner: Story = { play: shows('Получите 500\u00a0₽ за отзыв') };
export const BannerMobile: Story = { ...banner, name: 'Баннер · mobile 390', globals: MOBILE };
export const BannerDesktop: Story = { ...banner, name: 'Баннер · desktop 1280', globals: DESKTOP };

// --- a large amount, another currency -------------------------------------------------------------------------------
const points: Story = {
  args: { amount: 1500, currency: 'баллов' },
  play: shows('Получите 1\u00a0500\u00a0баллов за отзыв'),
};
export const PointsMobile: Story = { ...points, name: '1 500 баллов · mobile 390', globals: MOBILE };
export const PointsDesktop: Story = { ...points, name: '1 500 баллов · desktop 1280', globals: DESKTOP };
