/**
 * Styles of `<pd-club-payment>` (booking-schedule §9 "club dialog max width 476"). The dialog itself is the shared
 * modal (its css comes with the lazily loaded modal chunk); these are its contents. Colours are `--pd-*` tokens.
 */
import { css, tokens } from '../../core/styles';
import { alertStyles, buttonStyles, spinnerStyles } from '../../core/ui';
import { inputStyles } from '../../shared/ui/input.styles';

export const clubPaymentStyles = css`
  :host {
    /* The element shows nothing on the page itself: only the dialog (top layer). */
    display: contents;
  }
  .cp__body {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .cp__lead {
    margin: 0;
  }
  .cp__muted,
  .cp__rule {
    margin: 0;
    font-size: 14px;
    color: ${tokens.colorTextMuted};
  }
  .cp__rule {
    color: ${tokens.colorText};
  }
  .cp__note {
    margin: 0;
    font-weight: 600;
  }
  .cp__progress {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 12px;
    padding: 24px 0;
    text-align: center;
  }
  .cp__rows {
    margin: 0;
    padding: 12px 16px;
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurfaceMuted};
  }
  .cp__row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 12px;
    padding: 4px 0;
  }
  .cp__row dt,
  .cp__row dd {
    margin: 0;
  }
  .cp__row dd {
    white-space: nowrap;
    text-align: right;
  }
  .cp__row--total {
    margin-top: 4px;
    padding-top: 8px;
    border-top: 1px solid ${tokens.colorBorder};
    font-weight: 600;
  }
  .cp__row--discount dd {
    /* A darker green than --pd-color-success: 4.5:1 on the muted surface at 14-16 px. */
    color: #137333;
    font-weight: 600;
  }
  .cp__badge {
    display: inline-block;
    margin-left: 4px;
    padding: 0 6px;
    border-radius: ${tokens.radiusSm};
    /* A darker green than --pd-color-success: white text at 13 px needs 4.5:1. */
    background: #137333;
    color: #fff;
    font-size: 13px;
    font-weight: 600;
  }
  .cp__old {
    color: ${tokens.colorTextMuted};
  }
  .cp__form {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .cp__field {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .cp__label {
    font-weight: 600;
  }
  .cp__input {
    min-height: 44px;
    border-radius: ${tokens.radiusSm};
  }
  .cp__error {
    margin: 0;
    color: ${tokens.colorError};
    font-size: 14px;
  }
  .cp__types {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .cp__type {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }
  .cp__actions {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .cp__sr {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** Every css string the widget adopts, in order (the element and the React entry's shadow root). */
export const clubPaymentWidgetStyles: readonly string[] = [
  buttonStyles,
  inputStyles,
  spinnerStyles,
  alertStyles,
  clubPaymentStyles,
];
