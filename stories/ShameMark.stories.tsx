/**
 * `<pd-shame-mark>` (booking-schedule §2 "Shame-mark notice", §8 "Shame-mark texts"): `kind="review"` and
 * `kind="rating"`, each at mobile 390 px and desktop 1280 px. Stories render the real custom element (ADR 055).
 * No API calls.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { ShameMarkProps } from '../src/widgets/shame-mark/ShameMark';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { SHAME_MARK_KINDS, SHAME_MARK_TAG as TAG, shameMarkMessages } from '../src/widgets/shame-mark/index';

/** The element as a reviews page places it, above the review list. */
function ShameMarkElement({ kind }: ShameMarkProps) {
  return createElement(
    'div',
    { style: { fontFamily: 'system-ui, sans-serif', maxWidth: 760 } },
    createElement(TAG, { key: kind ?? '', kind: kind ?? undefined }),
  );
}

const meta = {
  title: 'Widgets/ShameMark',
  render: (args) => <ShameMarkElement {...args} />,
  args: { kind: 'review' },
  argTypes: { kind: { control: 'select', options: [...SHAME_MARK_KINDS] } },
  parameters: {
    docs: {
      description: {
        component:
          'The shame-mark notice: `<pd-shame-mark kind="review">` (some reviews were removed: their authors ' +
          'wrote them to order) or `kind="rating"` (the rating was annulled). In React: ' +
          "`import { ShameMark } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<ShameMarkProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** Waits for the note with the §8 text of `kind`. */
const shows =
  (kind: 'review' | 'rating') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('[role="note"]')?.textContent,
        ).toBe(shameMarkMessages[kind]),
      { timeout: 10000 },
    );
  };

// --- reviews removed ----------------------------------------------------------------------------------------------
const review: Story = { args: { kind: 'review' }, play: shows('review') };
export const ReviewMobile: Story = { ...review, name: 'Отзывы удалены · mobile 390', globals: MOBILE };
export const ReviewDesktop: Story = { ...review, name: 'Отзывы удалены · desktop 1280', globals: DESKTOP };

// --- rating annulled ----------------------------------------------------------------------------------------------
const rating: Story = { args: { kind: 'rating' }, play: shows('rating') };
export const RatingMobile: Story = { ...rating, name: 'Рейтинг аннулирован · mobile 390', globals: MOBILE };
export const RatingDesktop: Story = {
  ...rating,
  name: 'Рейтинг аннулирован · desktop 1280',
  globals: DESKTOP,
};
