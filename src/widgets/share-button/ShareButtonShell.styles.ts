/**
 * The css `<pd-share-button>` adopts at load (ADR 215): the button, and its load-failure dialog's alert and retry
 * button (`popupCodeStyles`, the runtime's css; the dialog's own css comes with the modal chunk). The notices' css
 * comes with them on first use (./share-action.tsx).
 */
import { css, tokens } from '../../core/styles';
import { popupCodeStyles } from '../../shared/openers/popup-code';

export const shareButtonStyles = css`
  :host {
    display: inline-block;
    vertical-align: middle;
  }
  .share {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 8px 12px;
    border: 0;
    border-radius: ${tokens.radius};
    background: transparent;
    color: ${tokens.colorPrimary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .share:hover .share__label {
    text-decoration: underline;
  }
  .share:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .share[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The css of the element at load. */
export const shareButtonShellStyles: readonly string[] = [shareButtonStyles, ...popupCodeStyles];
