/**
 * Russian texts of the shame-mark notice `<pd-shame-mark>` (booking-schedule §2 "Shame-mark notice", §8
 * "Shame-mark texts", verbatim). Decision: docs/decisions/143-shame-mark.md.
 */
export const shameMarkMessages = {
  /** `kind="review"`: some reviews were removed because their authors wrote them to order (§8). */
  review:
    'Некоторые отзывы удалены. Авторы сообщили, что написали их по заказу. Доверяйте остальным отзывам на этой странице с осторожностью.',
  /** `kind="rating"`: the rating was annulled (§8). */
  rating: 'Рейтинг аннулирован: авторы отзывов сообщили, что писали отзывы по заказу',
} as const;
