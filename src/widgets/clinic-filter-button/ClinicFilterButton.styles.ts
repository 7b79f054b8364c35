/** Styles of `<pd-clinic-filter-button>`. Decision: docs/decisions/171-clinic-filter-button.md. */
import { css } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';

export const clinicFilterButtonStyles = css`
  :host {
    display: inline-block;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root). */
export const clinicFilterButtonWidgetStyles: readonly string[] = [buttonStyles, clinicFilterButtonStyles];
