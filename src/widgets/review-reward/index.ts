/**
 * `<pd-review-reward>` (portal-identity-reviews §2 "Review-reward info popup", §3 "Review-reward payload", §9).
 * Importing this module defines the tag. Decision: docs/decisions/144-review-reward-popup.md.
 */
import { defineWidget } from '../../core/define';
import { ReviewReward, type ReviewRewardProps } from './ReviewReward';
import { reviewRewardWidgetStyles } from './ReviewReward.styles';
import { REVIEW_REWARD_TAG } from './review-reward-model';

export { ReviewReward, type ReviewRewardProps } from './ReviewReward';
export { reviewRewardWidgetStyles } from './ReviewReward.styles';
export { reviewRewardMessages } from './messages';
export {
  REVIEW_REWARD_ATTRIBUTE,
  REVIEW_REWARD_DISCOUNT_RUB,
  REVIEW_REWARD_MAX_HEIGHT,
  REVIEW_REWARD_TAG,
  REVIEW_REWARD_WIDTH,
  parseRewardPayload,
  readReward,
  rewardView,
  type RewardClinic,
  type ReviewRewardPayload,
  type ReviewRewardRead,
  type ReviewRewardView,
} from './review-reward-model';

defineWidget<ReviewRewardProps>({
  tag: REVIEW_REWARD_TAG,
  component: ReviewReward,
  props: {},
  // The modal css comes with the lazily loaded modal (core/lazy-modal.tsx).
  styles: reviewRewardWidgetStyles,
  parts: {
    text: 'The explanation under the title.',
    links: "The 'Оставить отзыв о враче' / 'Оставить отзыв о клинике' links.",
    link: 'One of those links.',
    clinics: 'The list of clinics (when the payload has lpuList).',
    clinic: "A clinic's link (name and address) to its review form.",
  },
  docs:
    "The review-reward info popup 'Дарим скидку 300 ₽ за честный отзыв' (portal-identity-reviews §2, §3, §9). Put " +
    'ONE `<pd-review-reward>` on the page; any element with `data-pd-review-reward=\'{"doctorReviewUrl":"…",' +
    '"lpuReviewUrl":"…","lpuList":[{"name","address","reviewUrl","doctorPrsLandingUrl"}]}\'` opens it (click, or ' +
    "Enter/Space). A 360-px dialog, at most 500 px high; 'Хорошо' closes it. Invalid JSON or no usable link logs " +
    'an error and opens nothing.',
});
