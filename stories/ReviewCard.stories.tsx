/**
 * `<pd-review-card>`: server-rendered review cards with the shared card behaviour (portal-identity-reviews §2 "Review
 * cards", §5 "Review star colour", §8 "Gallery image failure"; docs/reviews-html.md), each state at mobile 390 and
 * desktop 1280. The card HTML is the fixtures' `reviewCardHtml` (what Django renders); a small stylesheet stands in
 * for the site's css. The photos come from the reference API (msw worker). No `metrics-base`: no seen beacons here.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  REVIEWS_DOCTOR_ID,
  doctorReviews,
  reviewCardHtml,
  type ReviewFixture,
} from '../mocks/fixtures/reviews';
import { reviewCardMessages as msg } from '../src/shared/review-card/messages';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { REVIEW_CARD_TAG as TAG } from '../src/widgets/review-card/index';

const reviews = doctorReviews(REVIEWS_DOCTOR_ID);
const byId = (id: number) => reviews.find((r) => r.id === id)!;

/** The first card of the demo doctor (5 rates, 3 photos — the third missing on the server) with a long reply. */
const FULL: ReviewFixture = { ...byId(1001001), reply: byId(1001002).reply };
/** A negative card and a clinic card with a rate without value: the error and neutral colours. */
const CARDS = { full: [FULL], colours: [FULL, byId(1001003), byId(1001005)] };

/** What the site's css does for the cards (the widget adds behaviour only). */
const SITE_CSS = `
  .story-cards { max-width: 720px; font: 15px/1.45 system-ui, sans-serif; color: #1f2733; }
  .review-card { border: 1px solid #dde3ea; border-radius: 12px; padding: 16px 20px; margin: 0 0 12px; background: #fff; }
  .review-card__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
  .review-card__patient { padding: 0; border: 0; background: none; color: #0d5bb5; font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer; }
  .review-card__date { color: #5f6b7a; font-size: 14px; }
  .review-card__statuses { display: flex; flex-wrap: wrap; gap: 6px; width: 100%; }
  .review-card__status { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: #e8f3ea; color: #145c29; }
  .review-card__rates { list-style: none; margin: 12px 0 0; padding: 0; display: grid; gap: 4px; }
  .review-card__rate { display: flex; justify-content: space-between; gap: 12px; max-width: 360px; font-size: 14px; }
  .review-card__more { margin: 6px 0 0; padding: 0; border: 0; background: none; color: #0d5bb5; font: inherit; font-size: 14px; text-decoration: underline; cursor: pointer; }
  .review-card__gallery { display: flex; gap: 8px; margin-top: 12px; }
  .review-card__photo img { display: block; border-radius: 8px; }
  .review-card__reply { margin-top: 12px; padding: 12px; border-radius: 8px; background: #f3f5f8; font-size: 14px; }
  .review-card__reply p { margin: 0; }
  .review-card__reply-title { font-weight: 600; }
`;

/** Story args. */
interface CardStoryArgs {
  /** Which cards the element holds. */
  cards: keyof typeof CARDS;
}

function CardStory({ cards }: CardStoryArgs) {
  return createElement(
    'div',
    { className: 'story-cards' },
    createElement('style', null, SITE_CSS),
    createElement(TAG, {
      key: cards,
      dangerouslySetInnerHTML: { __html: CARDS[cards].map(reviewCardHtml).join('') },
    }),
  );
}

const meta = {
  title: 'Widgets/ReviewCard',
  render: (args) => <CardStory {...args} />,
  args: { cards: 'colours' },
  argTypes: { cards: { control: 'select', options: Object.keys(CARDS) } },
  parameters: {
    docs: {
      description: {
        component:
          'Server-rendered review card(s) outside a list: `<pd-review-card metrics-base="…"><article data-pd-review …>' +
          '</article></pd-review-card>`. Stars (value + 3 of 5, colour by §5), tooltips on `[data-pd-tooltip]`, ' +
          "'show more', the photo gallery, seen metrics (prod/stage/smoke). `<pd-review-list>` uses the same behaviour.",
      },
    },
  },
} satisfies Meta<CardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element, once defined, rendered and its cards enhanced. */
async function enhanced(canvasElement: HTMLElement): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  let host: HTMLElement | null = null;
  await waitFor(() => {
    host = canvasElement.querySelector<HTMLElement>(TAG);
    const cards = [...(host?.querySelectorAll('[data-pd-review]') ?? [])];
    expect(host?.shadowRoot).toBeTruthy();
    expect(cards.length > 0 && cards.every((c) => c.querySelector('.pd-rv-stars'))).toBe(true);
  });
  const el = host as unknown as HTMLElement;
  return { host: el, root: el.shadowRoot as ShadowRoot };
}

// --- stars in the three colours, a tooltip on a verification status -------------------------------------------------
const stars: Story = {
  play: async ({ canvasElement }) => {
    const { host, root } = await enhanced(canvasElement);
    (host.querySelector('.review-card__status') as HTMLElement).focus();
    await waitFor(() => expect(root.querySelector('.rc-tooltip[data-ready]')).toBeTruthy());
  },
};
export const StarsMobile: Story = { ...stars, name: 'Звёзды и подсказка · mobile 390', globals: MOBILE };
export const StarsDesktop: Story = { ...stars, name: 'Звёзды и подсказка · desktop 1280', globals: DESKTOP };

// --- 'show more': every rate and the whole reply ----------------------------------------------------------------------
const more: Story = {
  args: { cards: 'full' },
  play: async ({ canvasElement }) => {
    const { host } = await enhanced(canvasElement);
    await userEvent.click(host.querySelector('[data-pd-more="rates"]') as HTMLElement);
    await userEvent.click(host.querySelector('[data-pd-more="reply"]') as HTMLElement);
    await waitFor(() => expect(host.querySelectorAll('[data-pd-more-item][hidden]')).toHaveLength(0));
  },
};
export const ShowMoreMobile: Story = { ...more, name: 'Все оценки и ответ · mobile 390', globals: MOBILE };
export const ShowMoreDesktop: Story = {
  ...more,
  name: 'Все оценки и ответ · desktop 1280',
  globals: DESKTOP,
};

/** Opens the gallery at photo `n` (1-based) and waits for `until`. */
const gallery =
  (n: number, until: (root: ShadowRoot) => unknown): Story['play'] =>
  async ({ canvasElement }) => {
    const { host, root } = await enhanced(canvasElement);
    await userEvent.click(host.querySelectorAll('a[data-pd-gallery-item]')[n - 1] as HTMLElement);
    await waitFor(() => expect(until(root)).toBeTruthy(), { timeout: 10000 });
  };

// --- the gallery open: 'N из M', arrows ------------------------------------------------------------------------------
const galleryOpen: Story = {
  args: { cards: 'full' },
  play: gallery(1, (root) => {
    const img = root.querySelector<HTMLImageElement>('dialog[open] img');
    return (
      img?.complete &&
      img.naturalWidth > 0 &&
      root.querySelector('dialog[open]')?.textContent?.includes('1 из 3')
    );
  }),
};
export const GalleryMobile: Story = { ...galleryOpen, name: 'Галерея · mobile 390', globals: MOBILE };
export const GalleryDesktop: Story = { ...galleryOpen, name: 'Галерея · desktop 1280', globals: DESKTOP };

// --- the gallery: a photo that fails to load (§8) ----------------------------------------------------------------------
const galleryFailure: Story = {
  args: { cards: 'full' },
  play: gallery(3, (root) => root.querySelector('dialog[open]')?.textContent?.includes(msg.imageFailed)),
};
export const GalleryFailureMobile: Story = {
  ...galleryFailure,
  name: 'Фото не загрузилось · mobile 390',
  globals: MOBILE,
};
export const GalleryFailureDesktop: Story = {
  ...galleryFailure,
  name: 'Фото не загрузилось · desktop 1280',
  globals: DESKTOP,
};
