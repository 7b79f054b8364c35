/**
 * Russian texts of the review award banner `<pd-review-award-banner>` (portal-identity-reviews §1 "a review award
 * banner 'Получите N {currency} за отзыв' with buttons 'Оставить отзыв' and 'Подробнее' (the latter opens a PDF
 * document)"). Decision: docs/decisions/145-review-award-banner.md.
 */
export const reviewAwardBannerMessages = {
  /** The banner's title; `{amount}` is the grouped number, `{currency}` the currency sign or word (§1). */
  title: 'Получите {amount} {currency} за отзыв',
  /** The link to the review form (§1). */
  leaveReview: 'Оставить отзыв',
  /** The link to the rules, a PDF document (§1). */
  details: 'Подробнее',
  /** Screen-reader hint of 'Подробнее': what opens and where (not in the spec; ADR 145). */
  detailsHint: '(PDF, откроется в новой вкладке)',
  /** The default currency (§1 `{currency}`; the site's roubles). */
  defaultCurrency: '₽',
} as const;
