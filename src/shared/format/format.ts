/**
 * Price and age formatters (booking-schedule §3 "Formatted list item", §5 "Age text", §9 "age ranges read
 * 'от N до M' with declension"). Used by the price block, the clinic list and the service price list, not by the
 * calendar: a shared piece (`shared-format` chunk), out of the runtime every page loads
 * (docs/decisions/124-runtime-diet.md). `format`, `plural` and `formatDuration` stay in core/i18n.
 */
import { format, plural } from '../../core/i18n';

/** Texts of the formatters. */
export const formatMessages = {
  /** `{price}` is a formatted price in roubles. */
  priceFrom: 'от {price}',
  /** 'от 1 года', 'до 3 лет' — genitive after от/до. */
  yearGenitiveForms: ['года', 'лет', 'лет'] as const,
};

/**
 * A price in roubles, rounded to whole roubles: `1500` → '1 500 ₽' (thousands grouped with a no-break space, as
 * `Intl.NumberFormat('ru-RU')` groups them; format.test.ts compares the two). Not through Intl: a page's first Intl
 * formatter loads the locale data on the main thread, 60–70 ms at 4× CPU, inside the clinic list's first render
 * (docs/decisions/213-date-words-without-intl.md).
 */
export function formatRoubles(price: number): string {
  return `${Math.round(price)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₽`;
}

/** A price line: `formatPrice(1500, {from: true})` → 'от 1 500 ₽'. */
export function formatPrice(price: number, opts: { from?: boolean } = {}): string {
  const text = formatRoubles(price);
  return opts.from ? format(formatMessages.priceFrom, { price: text }) : text;
}

/**
 * Age text with declension (booking-schedule §5): (3, 18) → 'от 3 до 18 лет', (18, null) → 'от 18 лет',
 * (null, 1) → 'до 1 года', neither → ''.
 */
export function formatAge(min?: number | null, max?: number | null): string {
  const hasMin = typeof min === 'number' && Number.isFinite(min) && min > 0;
  const hasMax = typeof max === 'number' && Number.isFinite(max) && max > 0;
  if (hasMin && hasMax) return `от ${min} до ${max} ${plural(max, formatMessages.yearGenitiveForms)}`;
  if (hasMin) return `от ${min} ${plural(min, formatMessages.yearGenitiveForms)}`;
  if (hasMax) return `до ${max} ${plural(max, formatMessages.yearGenitiveForms)}`;
  return '';
}
