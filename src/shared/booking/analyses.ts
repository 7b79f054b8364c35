/**
 * The analyses booking redirect (booking-schedule §2 "Booking redirect targets": "/analyses/appointment/new/ with
 * the non-empty payload fields as query parameters"). The spec does not list the payload's fields, so any flat
 * object is taken as it is (docs/decisions/190; docs/product-questions.md). Not used by a widget yet: exported from
 * the package entry for page code, and for the widget that will book analyses.
 */

/** The new-appointment page of analyses. */
export const ANALYSES_REDIRECT_PATH = '/analyses/appointment/new/';

/** A payload value: `null`, `undefined`, `''`, `NaN` and empty arrays count as empty; an array repeats its key. */
export type AnalysesPayloadValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** A query value as the other booking redirects write it: `encodeURIComponent` keeping `:` (`09:00`). */
const encode = (v: string | number | boolean): string => encodeURIComponent(String(v)).replace(/%3A/gi, ':');

const isEmpty = (v: unknown): boolean =>
  v === null || v === undefined || v === '' || (typeof v === 'number' && !Number.isFinite(v));

/**
 * `/analyses/appointment/new/?{key}={value}&…` with only the non-empty fields of `payload`, in its key order;
 * `false` is kept (it is a value), an array gives one pair per non-empty item. No field → the bare path.
 *
 * @example analysesRedirectUrl({ lpu: 45, slot: '23.11.2026 09:00', analyses: [11, 12], promo: '' })
 *   // '/analyses/appointment/new/?lpu=45&slot=23.11.2026%2009:00&analyses=11&analyses=12'
 */
export function analysesRedirectUrl(payload: Readonly<Record<string, AnalysesPayloadValue>>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(payload)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (!isEmpty(v)) pairs.push(`${encodeURIComponent(key)}=${encode(v as string | number | boolean)}`);
    }
  }
  return pairs.length ? `${ANALYSES_REDIRECT_PATH}?${pairs.join('&')}` : ANALYSES_REDIRECT_PATH;
}
