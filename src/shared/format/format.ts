/**
 * Price and age formatters (booking-schedule §3 "Formatted list item", §5 "Age text", §9 "age ranges read
 * 'от N до M' with declension"). Used by the price block, the clinic list and the service price list, not by the
 * calendar: a shared piece (`shared-format` chunk), out of the runtime every page loads
 * (docs/decisions/124-runtime-diet.md). `format`, `plural` and `formatDuration` stay in core/i18n.
 */
import { format, plural } from '../../core/i18n';

/**
 * A whole number with its digits grouped by three with a no-break space, as ru-RU writes amounts: 1500 → '1 500'.
 * Not `Intl.NumberFormat`: creating the page's first number format loads the locale's number data — about 50 ms at
 * 4× CPU in the task that renders the first clinic card, before the doctor page's first slot (issue 21;
 * docs/decisions/211). Prices are whole roubles; anything else is rounded.
 */
const groupDigits = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** Texts of the formatters. */
export const formatMessages = {
  /** `{price}` is a formatted price in roubles. */
  priceFrom: 'от {price}',
  /** 'от 1 года', 'до 3 лет' — genitive after от/до. */
  yearGenitiveForms: ['года', 'лет', 'лет'] as const,
};

/** A price in roubles: `1500` → '1 500 ₽' (grouped with a no-break space). */
export function formatRoubles(price: number): string {
  return `${groupDigits(price)}\u00a0₽`;
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
