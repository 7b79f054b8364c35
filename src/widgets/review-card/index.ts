/**
 * `<pd-review-card>` (docs/reviews-html.md; portal-identity-reviews §2 "Review cards", §3 "Review card data", §4
 * "Review seen", §5, §7 "Tracking", §8, §9). Importing this module defines the tag. Decisions: docs/decisions/136–139.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { REVIEW_CARD_TAG, ReviewCard, type ReviewCardProps } from './ReviewCard';
import { reviewCardWidgetStyles } from './ReviewCard.styles';

export { REVIEW_CARD_TAG, ReviewCard, type ReviewCardProps } from './ReviewCard';
export { reviewCardWidgetStyles } from './ReviewCard.styles';

const props: Record<keyof ReviewCardProps & string, WidgetProp> = {
  metricsBase: {
    type: 'string',
    attribute: 'metrics-base',
    doc:
      'The metrics service base URL (absolute or a path). Cards visible 2 s are reported to ' +
      '{metrics-base}/rates/seen/ on prod, stage and smoke; absent = no tracking.',
  },
};

defineWidget<ReviewCardProps>({
  tag: REVIEW_CARD_TAG,
  component: ReviewCard,
  props,
  styles: reviewCardWidgetStyles,
  parts: {
    tooltip: 'The tooltip of stars and verification statuses.',
    dialog: 'The gallery dialog.',
  },
  slots: {
    '': 'One or more server-rendered review cards (`<article data-pd-review …>`, docs/reviews-html.md).',
  },
  docs:
    'Server-rendered review card(s) outside a list (portal-identity-reviews §2 "Review cards"). Put the cards in the ' +
    "element's light DOM; it draws the stars (value + 3 of 5, coloured by §5), shows tooltips on `[data-pd-tooltip]`, " +
    "'show more' on `[data-pd-more]`, opens the image gallery of `a[data-pd-gallery-item]`, and reports cards seen " +
    'for 2 s to the metrics service.',
});
