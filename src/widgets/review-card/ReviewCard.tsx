/**
 * `<pd-review-card>`'s view (portal-identity-reviews §2 "Review cards"; docs/reviews-html.md): the server-rendered
 * card(s) stay in the element's light DOM (a `<slot>` shows them, the site's CSS styles them) and get the shared card
 * behaviour of `src/shared/review-card` — stars, tooltips, 'show more', the gallery, seen metrics.
 */
import { useHost } from '../../core/define';
import { ReviewCards } from '../../shared/review-card';

/** The tag. */
export const REVIEW_CARD_TAG = 'pd-review-card';

/** Props of {@link ReviewCard}. */
export interface ReviewCardProps {
  /** The metrics service base URL (attribute `metrics-base`); absent = no seen beacons (§7 "Tracking"). */
  metricsBase?: string;
}

/** One or more server-rendered review cards outside a list. */
export function ReviewCard({ metricsBase }: ReviewCardProps) {
  const host = useHost();
  return (
    <>
      <slot />
      <ReviewCards root={host} tag={REVIEW_CARD_TAG} metricsBase={metricsBase} />
    </>
  );
}
