/**
 * The one stylesheet of the single-line form controls (issue 20 item 32): the town search input, the dropdown list's
 * button and the club payment inputs carry `class="pd-input"` and adopt {@link inputStyles} before their own sheet
 * (which keeps only what differs: the club's 44-px touch height and smaller radius). Colours are `--pd-*` tokens.
 */
import { css, tokens } from '../../core/styles';

export const inputStyles = css`
  .pd-input {
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    margin: 0;
    padding: 8px 12px;
    border: 1px solid ${tokens.colorNeutral};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
  }
  .pd-input:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 1px;
  }
  .pd-input[aria-invalid='true'] {
    border-color: ${tokens.colorError};
  }
`;
