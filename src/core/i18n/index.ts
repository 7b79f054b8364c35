/**
 * i18n: Russian texts, plural forms, price/duration/age formatters and Russian date words.
 */
export { dayMonthLong, dottedDate, shortMonthName, weekdayLong } from './dates';
export { plural } from './plural';
export { format, formatAge, formatDuration, formatPrice, formatRoubles } from './format';
export * from './messages';
