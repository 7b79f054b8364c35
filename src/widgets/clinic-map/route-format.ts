/**
 * The texts the popup composes: the list panel's clinic count (portal-identity-reviews §4) and the route (kept out
 * of clinic-map-model.ts, which the listening element loads at once: ADR 210). Route formatting for the route list (booking-schedule §4 "Map", §9: "transport numbers over 10 are truncated to
 * 11 plus 'и др.'", transport types bus, suburban, underground, tramway, trolleybus, minibus). Pure. ADR 181.
 */
import { format, plural } from '../../core/i18n';
import type { MapRoute, RouteStep } from '../../shared/map-provider';
import { TRANSPORT_NUMBERS_LIMIT, TRANSPORT_NUMBERS_SHOWN } from './clinic-map-model';
import { clinicMapMessages as msg } from './messages';

/** The list panel heading: '1 клиника', '3 клиники', '5 клиник'. */
export function clinicsCountText(n: number): string {
  return `${n} ${plural(n, msg.clinicForms)}`;
}

/** '7 мин', '1 ч', '1 ч 25 мин' (seconds rounded up to whole minutes; at least 1 min). */
export function formatRouteDuration(seconds: number): string {
  const total = Math.max(1, Math.ceil(Math.max(0, seconds) / 60));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (!h) return format(msg.minutes, { n: m });
  return m ? format(msg.hoursMinutes, { h, m }) : format(msg.hours, { h });
}

/** '850 м', '1,2 км', '35 км' (one decimal below 10 km, a Russian decimal comma). */
export function formatRouteDistance(metres: number): string {
  const m = Math.max(0, Math.round(metres));
  if (m < 1000) return format(msg.metres, { n: m });
  const km = m / 1000;
  const text = km < 10 ? (Math.round(km * 10) / 10).toString().replace('.', ',') : String(Math.round(km));
  return format(msg.kilometres, { n: text });
}

/**
 * The route numbers of a ride: all of them when there are at most 10; more than 10 → the first 11 and 'и др.'
 * (§9 verbatim: "over 10 are truncated to 11 plus 'и др.'"). `['5', '12']` → '5, 12'.
 */
export function transportNumbersText(numbers: readonly string[]): string {
  const clean = numbers.map((n) => n.trim()).filter(Boolean);
  if (clean.length <= TRANSPORT_NUMBERS_LIMIT) return clean.join(', ');
  return `${clean.slice(0, TRANSPORT_NUMBERS_SHOWN).join(', ')} ${msg.andMore}`;
}

/** A step's line: 'Автобус 5, 12', 'Пешком', 'На автомобиле' plus the service's text. */
export function stepTitle(step: RouteStep): string {
  if (step.kind === 'walk') return msg.walk;
  if (step.kind === 'drive') return msg.drive;
  const kind = step.transport ? msg.transport[step.transport] : '';
  const numbers = transportNumbersText(step.numbers ?? []);
  return [kind, numbers].filter(Boolean).join(' ');
}

/** The summary of a public-transport route: the rides, 'Метро → Автобус 5'. */
export function transitSummary(route: MapRoute): string {
  return route.steps
    .filter((s) => s.kind === 'transport')
    .map(stepTitle)
    .join(' → ');
}
