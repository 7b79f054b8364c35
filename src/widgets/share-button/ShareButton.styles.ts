/** Styles of `<pd-share-button>`: a quiet text button with the share icon, 40 px tall (a comfortable target). */
import { css, tokens } from '../../core/styles';
import { toastsStyles } from '../../shared/toasts/Toasts.styles';

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

/** Every css string of the element (index.ts and the React entry). */
export const shareButtonWidgetStyles: string[] = [shareButtonStyles, toastsStyles];
