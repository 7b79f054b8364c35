/**
 * Russian texts of the patient profile panel `<pd-patient-profile>` (booking-schedule §2 "Patient profile panel",
 * §4 "Patient profile", §9 "Trust"). Decisions: docs/decisions/140–141.
 */
export const patientProfileMessages = {
  /** §2: the panel title, `{title}` = the review author's name as the card shows it ('Анна К.'). */
  title: 'Пациент {title}',
  /** The title when the card gives no name. */
  titleNoName: 'Пациент',
  /** Accessible name of the skeleton while the profile loads. */
  loading: 'Загружаем профиль пациента',
  /** Caption of the trust percent. */
  trustLabel: 'Уровень доверия',
  /** The trust percent, `{percent}` = 0–100. */
  percent: '{percent}%',
  /** §9 "Trust": `can_trust` true. */
  canTrust: 'Можно доверять',
  /** §9 "Trust": `can_trust` false. */
  trustWithCaution: 'Доверяйте с осторожностью',
  /** Heading of the trust criteria list. */
  criteriaTitle: 'Критерии доверия',
  /** Screen-reader state of a criterion the patient meets (the icon is a check mark). */
  criterionMet: 'выполнено',
  /** Screen-reader state of a criterion the patient does not meet (the icon is a cross). */
  criterionNotMet: 'не выполнено',
  /** Heading of the reviews block. */
  reviewsTitle: 'Отзывы',
  /** Label of the progress bar: the share of positive among positive + negative reviews (§9). */
  positiveShare: 'Положительные отзывы',
  /** When the patient has no positive or negative review (no share to show). */
  noRatedReviews: 'Нет положительных и отрицательных отзывов',
  /** Total reviews (§9 "total reviews = positive+negative+canceled+without mark"), `{count} {noun}`. */
  reviewsTotal: 'Всего {count} {noun}',
  /** Plural forms of 'отзыв' for {@link reviewsTotal}. */
  reviewForms: ['отзыв', 'отзыва', 'отзывов'] as const,
  /** Names of the review counts. */
  countPositive: 'Положительные',
  countNegative: 'Отрицательные',
  countCanceled: 'Аннулированные',
  countWithoutMark: 'Без оценки',
  /** Heading of the appointments block. */
  appointmentsTitle: 'Записи на приём',
  /** `{count} {noun}`: '3 записи'. */
  appointmentsCount: '{count} {noun}',
  /** Plural forms of 'запись' for {@link appointmentsCount}. */
  appointmentForms: ['запись', 'записи', 'записей'] as const,
  /** §2: the button at the bottom of the panel. */
  close: 'Закрыть',
} as const;
