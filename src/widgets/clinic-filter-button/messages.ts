/**
 * Russian texts of `<pd-clinic-filter-button>` (portal-identity-reviews §2 "Clinic list filter button"; the spec names
 * no label, the `label` attribute overrides it). Decision: docs/decisions/171-clinic-filter-button.md.
 */
export const clinicFilterMessages = {
  /** Default button label. */
  label: 'Найти клиники',
} as const;
