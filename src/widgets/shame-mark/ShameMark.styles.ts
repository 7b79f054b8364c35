/**
 * Styles of `<pd-shame-mark>` (booking-schedule §2 "Shame-mark notice"): a warning box — the warning token as the
 * accent bar and icon, a light warning tint behind body-coloured text (contrast from the text token, not from the
 * orange). Decision: docs/decisions/143-shame-mark.md.
 */
import { css, tokens } from '../../core/styles';

export const shameMarkStyles = css`
  .sm {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    margin: 0;
    padding: 12px 16px;
    border-left: 4px solid ${tokens.colorWarning};
    border-radius: ${tokens.radius};
    background: color-mix(in srgb, ${tokens.colorWarning} 12%, ${tokens.colorSurface});
    color: ${tokens.colorText};
  }
  .sm__icon {
    flex: none;
    width: 24px;
    height: 24px;
    color: ${tokens.colorWarning};
  }
  .sm__text {
    margin: 0;
    padding-top: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root). */
export const shameMarkWidgetStyles: readonly string[] = [shameMarkStyles];
