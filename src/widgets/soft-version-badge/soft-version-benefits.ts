/**
 * The benefits of a soft version (portal-identity-reviews §5 "Soft-version benefits"), pure. Part of the popover of
 * `<pd-soft-version-badge>`, loaded on its first open (ADR 215). Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import {
  SOFT_VERSIONS,
  type SoftVersion,
  type SoftVersionBenefit,
  type SoftVersionPage,
} from './soft-version-model';

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
