/**
 * i18n: Russian texts, plural forms and formatters. date-fns `ru` is re-exported for date formatting.
 */
export { ru } from 'date-fns/locale/ru';
export { plural } from './plural';
export { format, formatAge, formatDuration, formatPrice, formatRoubles } from './format';
export * from './messages';
