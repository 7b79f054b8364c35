/**
 * Pure rules of `<pd-soft-version-badge>` (portal-identity-reviews §3 "Soft versions: LIGHT 'Лайт', STANDARD
 * 'Стандарт', PRO 'Профи', ULTIMA 'Ультима'", §5 "Soft-version benefits"). No DOM. Decision:
 * docs/decisions/155-info-popup-badges-stage.md. Which benefits a version has is ./soft-version-benefits.ts, loaded
 * with the popover on its first open (ADR 215).
 */

/** The tag. */
export const SOFT_VERSION_BADGE_TAG = 'pd-soft-version-badge';

/** The soft versions in ascending order (§3). */
export const SOFT_VERSIONS = ['LIGHT', 'STANDARD', 'PRO', 'ULTIMA'] as const;
/** A soft version. */
export type SoftVersion = (typeof SOFT_VERSIONS)[number];

/** The page a badge is on (§5: some benefits depend on it). */
export type SoftVersionPage = 'doctor' | 'clinic';

/**
 * A benefit of a soft version (§5), in display order:
 * - `updateOwnData` — update one's own data (doctor page); `updateDoctorsData` — of the clinic's doctors (clinic page);
 * - `answerReviews` — answer reviews (all versions);
 * - `trackEffectiveness` — track page effectiveness (STANDARD and up);
 * - `postPromotions` — post promotions (STANDARD and up, clinic pages);
 * - `disableAds` — disable ads (PRO, ULTIMA);
 * - `publishContacts` — publish contacts (ULTIMA, doctor page).
 */
export type SoftVersionBenefit =
  | 'updateOwnData'
  | 'updateDoctorsData'
  | 'answerReviews'
  | 'trackEffectiveness'
  | 'postPromotions'
  | 'disableAds'
  | 'publishContacts';

/** Parses the `version` attribute (case-insensitive, trimmed); `null` when it is not one of {@link SOFT_VERSIONS}. */
export function parseSoftVersion(raw: string | null | undefined): SoftVersion | null {
  const v = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return (SOFT_VERSIONS as readonly string[]).includes(v) ? (v as SoftVersion) : null;
}

/** Parses the `page` attribute; `null` when it is neither `doctor` nor `clinic`. */
export function parseSoftVersionPage(raw: string | null | undefined): SoftVersionPage | null {
  const v = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return v === 'doctor' || v === 'clinic' ? v : null;
}
