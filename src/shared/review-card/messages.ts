/**
 * Russian texts of the review-card behaviour shared by `<pd-review-list>` and `<pd-review-card>`
 * (portal-identity-reviews §2 "Review cards", §8 "Gallery image failure"). Decisions: docs/decisions/136–139.
 */
export const reviewCardMessages = {
  /** Accessible label of a rate's stars; `{filled}` = filled stars (value + 3), `{max}` = 5 (§5, §9 "Max stars 5"). */
  stars: 'Оценка {filled} из {max}',
  /** Accessible label of a rate without a value (§3 "Review assessment" value null). */
  noRate: 'Без оценки',
  /** Accessible name of the gallery dialog. */
  galleryTitle: 'Фотографии к отзыву',
  /** The gallery counter, 'N из M'. */
  counter: '{n} из {m}',
  /** The gallery's previous button. */
  previous: 'Предыдущее фото',
  /** The gallery's next button. */
  next: 'Следующее фото',
  /** §8 "Gallery image failure" (verbatim). */
  imageFailed: 'не удается загрузить изображение',
  /** Fallback alt of a gallery image whose preview has none; `{n}` = its number. */
  imageAlt: 'Фото {n}',
} as const;
