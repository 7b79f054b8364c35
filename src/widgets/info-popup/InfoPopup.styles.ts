/**
 * Styles of `<pd-info-popup>` (portal-identity-reviews §2 "Psychiatric doctor info popup"). The dialog is the shared
 * modal (its css comes with the lazily loaded modal chunk). Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';

export const infoPopupStyles = css`
  :host {
    display: inline-block;
    vertical-align: middle;
  }
  .ip__button {
    all: unset;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    min-height: 24px;
    border-radius: 50%;
    color: ${tokens.colorPrimary};
    cursor: pointer;
  }
  .ip__button--text {
    border-radius: ${tokens.radiusSm};
    text-decoration: underline;
    font-weight: 600;
  }
  .ip__button:hover {
    opacity: 0.85;
  }
  .ip__button:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .ip__subtitle {
    margin: 0 0 12px;
    color: ${tokens.colorTextMuted};
    font-weight: 600;
  }
  .ip__description p {
    margin: 0 0 12px;
  }
  .ip__description p:last-child {
    margin-bottom: 0;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); the modal css comes lazily. */
export const infoPopupWidgetStyles: readonly string[] = [buttonStyles, infoPopupStyles];
