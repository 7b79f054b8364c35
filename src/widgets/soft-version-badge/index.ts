/**
 * `<pd-soft-version-badge>` (portal-identity-reviews §2 "Soft-version badges", §3 "Soft versions", §5 "Soft-version
 * benefits"). Importing this module defines the tag. Decisions: docs/decisions/155-info-popup-badges-stage.md,
 * 215 (the popover's content loads on its first open).
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { SoftVersionBadge, type SoftVersionBadgeProps } from './SoftVersionBadge';
import { softVersionBadgeShellStyles } from './SoftVersionBadgeShell.styles';
import { SOFT_VERSION_BADGE_TAG } from './soft-version-model';

export { SoftVersionBadge, type SoftVersionBadgeProps } from './SoftVersionBadge';
export { softVersionBadgeWidgetStyles } from './SoftVersionBadge.styles';
export { softVersionMessages } from './messages';
// The popover's content loads on its first open in the CDN build (ADR 215): re-exports the CDN entry drops.
export { softVersionBenefits } from './soft-version-benefits';
export {
  SOFT_VERSIONS,
  SOFT_VERSION_BADGE_TAG,
  parseSoftVersion,
  parseSoftVersionPage,
  type SoftVersion,
  type SoftVersionBenefit,
  type SoftVersionPage,
} from './soft-version-model';

const props: Record<keyof SoftVersionBadgeProps & string, WidgetProp> = {
  version: {
    type: 'string',
    doc: 'LIGHT, STANDARD, PRO or ULTIMA (portal-identity-reviews §3). Anything else: logged, nothing rendered.',
  },
  page: {
    type: 'string',
    doc: 'doctor or clinic: the page the badge is on (§5 benefits differ).',
    default: 'doctor',
  },
};

defineWidget<SoftVersionBadgeProps>({
  tag: SOFT_VERSION_BADGE_TAG,
  component: SoftVersionBadge,
  props,
  styles: softVersionBadgeShellStyles,
  parts: {
    badge: "The badge button ('Лайт', 'Стандарт', 'Профи', 'Ультима').",
    panel: 'The popover listing the benefits.',
  },
  docs:
    "A profile's soft-version badge 'Лайт' / 'Стандарт' / 'Профи' / 'Ультима'; a click shows the version's benefits " +
    'on this page (portal-identity-reviews §5); Esc or a click elsewhere hides them.',
});
