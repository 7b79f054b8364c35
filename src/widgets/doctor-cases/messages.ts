/**
 * Russian texts of `<pd-doctor-cases>` (booking-schedule §2 "Before-and-after cases", §8 cases errors and notes, §9
 * "Cases preview" period words). Spec texts verbatim; the period words decline by number with `plural` of
 * core/i18n. Decisions: docs/decisions/166–169.
 */
export const doctorCasesMessages = {
  /** §2: the title of the list (mobile fullscreen dialog, desktop drawer) and the preview region's name. */
  title: 'Фото до и после',
  /** §2: each case's heading; `{n}` = its 1-based place in the list. */
  caseTitle: 'Случай {n}',
  /** §9: the last preview slide, with more than 10 cases. */
  showAll: 'Смотреть все',
  /** §2: the price line and its value; `{price}` = '12 500 ₽'. */
  priceLabel: 'Стоимость выполнения аналогичных услуг',
  priceFrom: 'от {price}',
  /** §2: the link opening the services modal. */
  servicesLink: 'Что входит в стоимость',
  /** §2: the services modal's title; `{total}` = '12 500 ₽'. */
  servicesTitle: 'Услуги на {total}',
  /** §8 case services modal notes (verbatim): always, and when the doctor no longer works at the clinic. */
  servicesNoteDoctor: 'Комплекс услуг указан врачом. Цена может быть не окончательной.',
  servicesNoteLeft: 'Врач больше не работает в клинике, где выполнял услуги. Цена может отличаться.',
  /** A service row's quantity, `{n}` = quantity (shown when more than 1). */
  quantity: '× {n}',
  /** §2: the button scrolling to the appointment block. */
  consultation: 'Записаться на консультацию',
  /** §2: the gallery's close button and its pagination 'N из M'. */
  close: 'Закрыть',
  counter: '{n} из {m}',
  /** The gallery's accessible name; `{title}` = 'Случай N'. */
  galleryTitle: 'Фото до и после: {title}',
  previousSlide: 'Предыдущее фото',
  nextSlide: 'Следующее фото',
  /** The preview slider's buttons. */
  previousCases: 'Предыдущие случаи',
  nextCases: 'Следующие случаи',
  /** Said after 'Случай N' by a preview card's button (its accessible name starts with the visible title). */
  openCaseSuffix: ': смотреть фото до и после',
  /** An image button's accessible name; `{n}` = its number, `{caption}` = its period caption (may be empty). */
  openImage: 'Открыть фото {n} {caption}',
  /** An image's alt text. */
  imageAlt: 'Фото {n}',
  /** A video slide's label. */
  video: 'Видео',
  /** §8 "Image load failure in the gallery" (verbatim). */
  imageFailed: 'не удается загрузить изображение',
  /** The list's load-more button (paging by has_next, §4 "Cases list"). */
  more: 'Показать ещё случаи',
  loading: 'Загрузка',
  /** §8 cases loading failure alert, offline (verbatim). */
  offlineTitle: 'Нет соединения с интернетом',
  offlineText: 'Проверьте соединение и попробуйте снова',
  understood: 'Понятно',
  /** §8 cases loading failure alert, any other failure (verbatim). */
  failureTitle: 'Что-то пошло не так',
  failureText: 'Попробуйте немного подождать и обновите страницу',
  refresh: 'Обновить',
  /** §9 period captions: 'до процедуры', 'сразу после процедуры', 'через {period} {word}'. */
  before: 'до процедуры',
  atOnce: 'сразу после процедуры',
  after: 'через {period} {word}',
  /** §9 period words declined by number: [one, few, many]. */
  sessionForms: ['сеанс', 'сеанса', 'сеансов'] as const,
  dayForms: ['день', 'дня', 'дней'] as const,
  weekForms: ['неделю', 'недели', 'недель'] as const,
  monthForms: ['месяц', 'месяца', 'месяцев'] as const,
  yearForms: ['год', 'года', 'лет'] as const,
} as const;
