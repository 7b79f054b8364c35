/**
 * Every css string of `<pd-soft-version-badge>`: the badge with the popover's box (./SoftVersionBadgeShell.styles.ts)
 * and the popover's content (./SoftVersionPanel.styles.ts). The React entry adopts them all at once; the element
 * adopts the content's css when the popover first renders (ADR 215). Decision: docs/decisions/155.
 */
import { softVersionBadgeShellStyles } from './SoftVersionBadgeShell.styles';
import { softVersionPanelStyles } from './SoftVersionPanel.styles';

export { softVersionBadgeStyles } from './SoftVersionBadgeShell.styles';

/** Every css string the widget adopts. */
export const softVersionBadgeWidgetStyles: readonly string[] = [
  ...softVersionBadgeShellStyles,
  softVersionPanelStyles,
];
