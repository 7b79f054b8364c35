/**
 * `<ReviewAwardBanner>`: the review award banner (portal-identity-reviews §1): 'Получите N {currency} за отзыв' with
 * two links styled as buttons — 'Оставить отзыв' (the review form, same tab) and 'Подробнее' (the rules, a PDF,
 * opened in a new tab with `rel="noopener noreferrer"`). A bad or missing `amount` logs
 * `[pd-widgets] pd-review-award-banner: …` and renders nothing; rules in `review-award-banner-model.ts`.
 */
import { useLoggedProblems } from '../../core/hooks';
import { reviewAwardBannerMessages as msg } from './messages';
import {
  REVIEW_AWARD_BANNER_TAG,
  reviewAwardBannerView,
  type ReviewAwardBannerInputs,
} from './review-award-banner-model';

/** Props of {@link ReviewAwardBanner}: the CONTRACT attributes in camelCase. */
export type ReviewAwardBannerProps = ReviewAwardBannerInputs;

function GiftIcon() {
  return (
    <svg className="rab__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7C10.5 3.5 7 3.8 7 5.7 7 7 9 7 12 7zm0 0c1.5-3.5 5-3.2 5-1.3C17 7 15 7 12 7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The review award banner. */
export function ReviewAwardBanner({ amount, currency, reviewUrl, detailsUrl }: ReviewAwardBannerProps) {
  const { view, problems } = reviewAwardBannerView({ amount, currency, reviewUrl, detailsUrl });
  useLoggedProblems(REVIEW_AWARD_BANNER_TAG, problems);
  if (!view) return null;
  return (
    <div className="rab" part="banner">
      <div className="rab__inner">
        <GiftIcon />
        <p className="rab__title" part="title">
          {view.title}
        </p>
        {(view.reviewHref || view.detailsHref) && (
          <div className="rab__actions">
            {view.reviewHref && (
              <a
                className="pd-button rab__action"
                part="review-link"
                data-variant="primary"
                data-size="md"
                href={view.reviewHref}
              >
                {msg.leaveReview}
              </a>
            )}
            {view.detailsHref && (
              <a
                className="pd-button rab__action"
                part="details-link"
                data-variant="secondary"
                data-size="md"
                href={view.detailsHref}
                target="_blank"
                rel="noopener noreferrer"
              >
                {msg.details}
                <span className="rab__sr">{` ${msg.detailsHint}`}</span>
              </a>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
