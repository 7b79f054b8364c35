/**
 * Review-card behaviour shared by `<pd-review-list>` and `<pd-review-card>` (chunk `shared-review-card`;
 * portal-identity-reviews §2 "Review cards", §3, §4 "Review seen", §5, §7 "Tracking", §8, §9; docs/reviews-html.md).
 * Decisions: docs/decisions/136–139.
 *
 * ```tsx
 * // inside a widget rendered in a shadow root whose light DOM holds the server-rendered cards:
 * <slot />
 * <ReviewCards root={host} tag="pd-review-list" metricsBase={metricsBase} />
 * // and reviewCardsStyles in the widget's styles
 * ```
 */
import { reviewCardsCss } from './ReviewCards.styles';

export { ReviewCards, type ReviewCardsProps } from './ReviewCards';
export { reviewCardMessages } from './messages';
export {
  MAX_STARS,
  SEEN_DWELL_MS,
  SEEN_ROOT_MARGIN,
  STAR_THRESHOLDS,
  filledStars,
  starColour,
  starsLabel,
  type StarColour,
} from './review-card-model';
export { CARD_SELECTOR } from './enhance';
export { resetSeenMetrics } from './seen-metrics';

/** CSS for the shadow root that renders {@link ReviewCards} (tooltip, gallery contents). */
export const reviewCardsStyles: string[] = [reviewCardsCss];
