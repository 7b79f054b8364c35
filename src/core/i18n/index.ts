/**
 * i18n: Russian texts, plural forms, template and duration formatters (prices and ages: src/shared/format) and Russian date words.
 */
export { dayMonthLong, dottedDate, shortMonthName, weekdayLong } from './dates';
export { plural } from './plural';
export { format, formatDuration } from './format';
export * from './messages';
