/**
 * Texts of `<pd-service-prices>`, the clinic service price list (booking-schedule §2 "Service price list section",
 * §4 "Service list", §5 service search, §8 service list errors).
 *
 * Quoted by the spec and kept verbatim: `notFound`, `searchHint`, `pricesMayBeOutdated`, `pricesOutdated`. The
 * spec names the other parts (header, clinic selector, search box, switch, last-update note, 'show more', the
 * booking button and the up-arrow) without their wording; those texts are ours
 * (docs/decisions/075-service-prices-model.md).
 */
export const servicesMessages = {
  /** Section header (§2). */
  title: 'Цены на услуги',
  /** Accessible name of the whole section: `{clinic}` is the selected clinic (unique when a page has several). */
  sectionLabel: 'Цены на услуги: {clinic}',
  /** Accessible name of the search landmark: `{clinic}` is the selected clinic. */
  searchRegionLabel: 'Поиск по услугам: {clinic}',
  /** Label of the clinic selector (§2). */
  clinicLabel: 'Клиника',
  /** Accessible name of the search box (§2). */
  searchLabel: 'Поиск по услугам',
  /** Placeholder of the search box. */
  searchPlaceholder: 'Название услуги или категории',
  /** The clear button of the search box ("clearing resets", §4). */
  searchClear: 'Очистить поиск',
  /** Search hint below the minimum length (§5 "Service search", verbatim). */
  searchHint: 'Введите 2 символа для поиска',
  /** The online-booking-only switch (§2). */
  onlineOnly: 'Только с онлайн-записью',
  /** Last-update note: `{date}` is the server's `updateInfo.dateString` as given (§4 "Update status"). */
  updatedOn: 'Цены обновлены {date}',
  /** Update status 2, warning (§4, §8 verbatim). */
  pricesMayBeOutdated: 'Цены могли устареть',
  /** Update status 3, error (§4, §8 verbatim). */
  pricesOutdated: 'Цены устарели',
  /** Accessible name of the category list (§2). */
  categoriesLabel: 'Категории услуг',
  /** 'show more' button (§2, §4: adds one page). */
  showMore: 'Показать ещё',
  /** Empty state of a search (§2, §8 verbatim). */
  notFound: 'Услуга не найдена',
  /** The booking button of a service row (visible text). */
  book: 'Записаться',
  /** Accessible name of the booking button: `{name}` is the service name (starts with the visible text). */
  bookService: 'Записаться: {name}',
  /** Accessible name of the up-arrow that closes the open calendar (§4). */
  collapseCalendar: 'Свернуть календарь',
  /** Accessible name of the inline calendar region: `{name}` is the service name. */
  calendarLabel: 'Расписание: {name}',
  /** Screen-reader summary of the list: `{count}` services, `{word}` from {@link servicesMessages.serviceForms}. */
  foundCount: 'Найдено: {count} {word}',
  serviceForms: ['услуга', 'услуги', 'услуг'] as const,
  /** Separator between the duration and age texts of a row. */
  metaSeparator: ' · ',
};
