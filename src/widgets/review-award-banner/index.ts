/**
 * `<pd-review-award-banner>` (portal-identity-reviews §1 "a review award banner 'Получите N {currency} за отзыв'
 * with buttons 'Оставить отзыв' and 'Подробнее' (the latter opens a PDF document)"). Importing this module defines
 * the tag. Decision: docs/decisions/145-review-award-banner.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ReviewAwardBanner, type ReviewAwardBannerProps } from './ReviewAwardBanner';
import { reviewAwardBannerWidgetStyles } from './ReviewAwardBanner.styles';
import { REVIEW_AWARD_BANNER_TAG } from './review-award-banner-model';

export { ReviewAwardBanner, type ReviewAwardBannerProps } from './ReviewAwardBanner';
export { reviewAwardBannerWidgetStyles } from './ReviewAwardBanner.styles';
export { reviewAwardBannerMessages } from './messages';
export {
  REVIEW_AWARD_BANNER_TAG,
  formatAmount,
  reviewAwardBannerView,
  type ReviewAwardBannerInputs,
  type ReviewAwardBannerView,
} from './review-award-banner-model';

const props: Record<keyof ReviewAwardBannerProps & string, WidgetProp> = {
  amount: {
    type: 'number',
    doc: 'The award in units of currency, a number > 0 (required; otherwise an error is logged and nothing shows).',
  },
  currency: { type: 'string', doc: 'Currency sign or word after the amount.', default: '₽' },
  reviewUrl: {
    type: 'string',
    attribute: 'review-url',
    doc: "The review form the 'Оставить отзыв' link leads to (same tab); http(s) or relative. Absent: no link.",
  },
  detailsUrl: {
    type: 'string',
    attribute: 'details-url',
    doc: 'The rules PDF \'Подробнее\' opens in a new tab (rel="noopener noreferrer"); http(s) or relative. Absent: no link.',
  },
};

defineWidget<ReviewAwardBannerProps>({
  tag: REVIEW_AWARD_BANNER_TAG,
  component: ReviewAwardBanner,
  props,
  styles: reviewAwardBannerWidgetStyles,
  parts: {
    banner: 'The banner box.',
    title: "The title 'Получите N {currency} за отзыв'.",
    'review-link': "The 'Оставить отзыв' link.",
    'details-link': "The 'Подробнее' link (the PDF, new tab).",
  },
  docs:
    "The review award banner (portal-identity-reviews §1): 'Получите N {currency} за отзыв' with 'Оставить отзыв' " +
    "(review-url) and 'Подробнее' (details-url, a PDF opened in a new tab). amount is required (> 0).",
});
