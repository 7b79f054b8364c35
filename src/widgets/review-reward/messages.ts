/**
 * Russian texts of the review-reward info popup `<pd-review-reward>` (portal-identity-reviews §2 "Review-reward info
 * popup", §9 "Review reward discount 300 ₽"). Decision: docs/decisions/144-review-reward-popup.md.
 */
export const reviewRewardMessages = {
  /** The popup's title (§2, verbatim). */
  title: 'Дарим скидку 300 ₽ за честный отзыв',
  /** The short explanation under the title (not in the spec; ADR 144). */
  text:
    'Расскажите, как прошёл приём. После проверки отзыва мы подарим вам скидку 300\u00a0₽ ' +
    'на следующую запись через наш сайт.',
  /** The link to the doctor review form (payload `doctorReviewUrl`). */
  reviewDoctor: 'Оставить отзыв о враче',
  /** The link to the clinic review form (payload `lpuReviewUrl`). */
  reviewClinic: 'Оставить отзыв о клинике',
  /** The label of the clinic list (payload `lpuList`; not in the spec's words, ADR 144). */
  chooseClinic: 'Выберите клинику, о которой хотите оставить отзыв:',
  /** The button that closes the popup (§2). */
  ok: 'Хорошо',
} as const;
