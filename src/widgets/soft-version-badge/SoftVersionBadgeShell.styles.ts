/**
 * The css `<pd-soft-version-badge>` adopts at load (portal-identity-reviews §3 "Soft versions"): the badge, and its
 * load-failure dialog's alert and retry button (`popupCodeStyles`, the runtime's css; the dialog's own css comes with
 * the modal chunk). The popover's css comes with it on its first open (./SoftVersionPanel.styles.ts, ADR 215).
 * Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import { css, tokens } from '../../core/styles';
import { popupCodeStyles } from '../../shared/openers/popup-code';

export const softVersionBadgeStyles = css`
  :host {
    display: inline-block;
    vertical-align: middle;
  }
  .svb {
    position: relative;
    display: inline-block;
  }
  .svb__badge {
    all: unset;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    padding: 2px 10px;
    border-radius: 12px;
    background: #e3edfb;
    color: #0d47a1;
    font-size: 13px;
    font-weight: 600;
    cursor: pointer;
  }
  .svb[data-version='STANDARD'] .svb__badge {
    background: #e0f2e9;
    color: #14532d;
  }
  .svb[data-version='PRO'] .svb__badge {
    background: #fdf0d5;
    color: #6b3e00;
  }
  .svb[data-version='ULTIMA'] .svb__badge {
    background: #2d1b4e;
    color: #fff;
  }
  .svb__badge:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
`;

/** The css of the element at load. */
export const softVersionBadgeShellStyles: readonly string[] = [softVersionBadgeStyles, ...popupCodeStyles];
