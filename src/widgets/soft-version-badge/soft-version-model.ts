/**
 * Pure rules of `<pd-soft-version-badge>` (portal-identity-reviews §3 "Soft versions: LIGHT 'Лайт', STANDARD
 * 'Стандарт', PRO 'Профи', ULTIMA 'Ультима'", §5 "Soft-version benefits"). No DOM. Decision:
 * docs/decisions/155-info-popup-badges-stage.md.
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

const rank = (version: SoftVersion) => SOFT_VERSIONS.indexOf(version);

/**
 * The benefits of `version` on a `page` (§5 "Soft-version benefits"):
 * all versions update data (of the doctors on a clinic page, of oneself otherwise) and answer reviews; STANDARD, PRO,
 * ULTIMA also track page effectiveness and, on clinic pages, post promotions; PRO and ULTIMA disable ads; ULTIMA on a
 * doctor page publishes contacts.
 */
export function softVersionBenefits(version: SoftVersion, page: SoftVersionPage): SoftVersionBenefit[] {
  const benefits: SoftVersionBenefit[] = [
    page === 'clinic' ? 'updateDoctorsData' : 'updateOwnData',
    'answerReviews',
  ];
  if (rank(version) >= rank('STANDARD')) {
    benefits.push('trackEffectiveness');
    if (page === 'clinic') benefits.push('postPromotions');
  }
  if (rank(version) >= rank('PRO')) benefits.push('disableAds');
  if (version === 'ULTIMA' && page === 'doctor') benefits.push('publishContacts');
  return benefits;
}
