/**
 * Template filling and duration words (booking-schedule §9 "Duration words are given in minutes"). Price and age
 * formatters, which the calendar does not use, are the shared piece src/shared/format (ADR 124).
 */
import { commonMessages } from './messages/common';
import { plural } from './plural';

/** Fills `{name}` placeholders: `format('Запись включится {time}', {time: '10:00'})`. Unknown names stay. */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
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
