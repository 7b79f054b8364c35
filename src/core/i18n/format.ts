/**
 * Formatters for prices, durations and ages (booking-schedule §3 "Formatted list item", §5 "Age text",
 * §9 "Duration words are given in minutes; age ranges read 'от N до M' with declension").
 */
import { commonMessages } from './messages/common';
import { plural } from './plural';

const roubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** Fills `{name}` placeholders: `format('Запись включится {time}', {time: '10:00'})`. Unknown names stay. */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A price in roubles: `1500` → '1 500 ₽' (grouped with a no-break space). */
export function formatRoubles(price: number): string {
  return `${roubles.format(price).replace(/\s/g, '\u00a0')}\u00a0₽`;
}

/** A price line: `formatPrice(1500, {from: true})` → 'от 1 500 ₽'. */
export function formatPrice(price: number, opts: { from?: boolean } = {}): string {
  const text = formatRoubles(price);
  return opts.from ? format(commonMessages.priceFrom, { price: text }) : text;
}

/** Duration words from MINUTES: 30 → '30 минут', 90 → '1 час 30 минут', 60 → '1 час'. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} ${plural(h, commonMessages.hourForms)}`);
  if (m > 0 || h === 0) parts.push(`${m} ${plural(m, commonMessages.minuteForms)}`);
  return parts.join(' ');
}

/**
 * Age text with declension (booking-schedule §5): (3, 18) → 'от 3 до 18 лет', (18, null) → 'от 18 лет',
 * (null, 1) → 'до 1 года', neither → ''.
 */
export function formatAge(min?: number | null, max?: number | null): string {
  const hasMin = typeof min === 'number' && Number.isFinite(min) && min > 0;
  const hasMax = typeof max === 'number' && Number.isFinite(max) && max > 0;
  if (hasMin && hasMax) return `от ${min} до ${max} ${plural(max, commonMessages.yearGenitiveForms)}`;
  if (hasMin) return `от ${min} ${plural(min, commonMessages.yearGenitiveForms)}`;
  if (hasMax) return `до ${max} ${plural(max, commonMessages.yearGenitiveForms)}`;
  return '';
}
