/**
 * Pure rule of `<pd-clinic-filter-button>` (portal-identity-reviews §2 "Clinic list filter button": "It navigates to
 * the first of these that applies, checked in this order: /{town}/lechenie/{illness}; /{town}/top/{clinic type};
 * /{town}/{speciality}; /{town}/{service type}/{service}; /{town}/. The value 'all' means not chosen."). No DOM.
 * Decision: docs/decisions/171-clinic-filter-button.md.
 */

/** The tag. */
export const CLINIC_FILTER_TAG = 'pd-clinic-filter-button';
/** The value that means "not chosen" (§2). */
export const NOT_CHOSEN = 'all';

/** The chosen values (slugs). Empty, blank, `null` or `'all'` = not chosen. */
export interface ClinicFilterChoice {
  town?: string | null;
  illness?: string | null;
  clinicType?: string | null;
  speciality?: string | null;
  serviceType?: string | null;
  service?: string | null;
}

/**
 * The form field names the button reads in the form it sits in (a field present in the form wins over the
 * element's attribute of the same meaning).
 */
export const FILTER_FIELDS: Readonly<Record<keyof ClinicFilterChoice, string>> = {
  town: 'town',
  illness: 'illness',
  clinicType: 'clinic_type',
  speciality: 'speciality',
  serviceType: 'service_type',
  service: 'service',
};

/** A chosen slug, or `null` (empty, blank, 'all'). */
export function chosen(value: string | null | undefined): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  return v && v !== NOT_CHOSEN ? v : null;
}

const seg = (slug: string) => encodeURIComponent(slug);

/**
 * The URL the button goes to, the first that applies (§2): `/{town}/lechenie/{illness}/`, `/{town}/top/{clinic
 * type}/`, `/{town}/{speciality}/`, `/{town}/{service type}/{service}/` (both needed), `/{town}/`. Every path ends
 * with `/` (the site's routes do, §2 "Page kinds"); each slug is one path segment (URI-encoded, so a `/` or `..` in
 * a value cannot change the path). `null` when no town is chosen (nothing to navigate to).
 */
export function clinicFilterUrl(choice: ClinicFilterChoice): string | null {
  const town = chosen(choice.town);
  if (!town) return null;
  const base = `/${seg(town)}/`;
  const illness = chosen(choice.illness);
  if (illness) return `${base}lechenie/${seg(illness)}/`;
  const clinicType = chosen(choice.clinicType);
  if (clinicType) return `${base}top/${seg(clinicType)}/`;
  const speciality = chosen(choice.speciality);
  if (speciality) return `${base}${seg(speciality)}/`;
  const serviceType = chosen(choice.serviceType);
  const service = chosen(choice.service);
  if (serviceType && service) return `${base}${seg(serviceType)}/${seg(service)}/`;
  return base;
}
