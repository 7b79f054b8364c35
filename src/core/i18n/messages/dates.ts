/**
 * Russian month and weekday words: the CLDR `ru` words that `Intl.DateTimeFormat('ru-RU')` and date-fns' `ru` locale
 * give (src/core/i18n/dates.test.ts compares every one with the browser's Intl). Kept as data, not asked from Intl:
 * a page's first Intl formatter loads the locale data on the main thread — 65–160 ms at 4× CPU in Chromium, inside
 * the calendar's first render (docs/decisions/213-date-words-without-intl.md).
 */
export const dateMessages = {
  /** Short months in the formatting context, without the abbreviation dot (date-fns 'MMM'); January first. */
  monthsShort: ['янв', 'февр', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сент', 'окт', 'нояб', 'дек'],
  /** Months in the genitive, as after a day number ('23 ноября', date-fns 'd MMMM'); January first. */
  monthsGenitive: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  /** Full weekdays in lower case (date-fns 'EEEE'); Sunday first, as `Date#getDay`. */
  weekdays: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
} as const;
