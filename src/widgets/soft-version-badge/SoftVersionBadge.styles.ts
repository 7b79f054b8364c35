/**
 * Styles of `<pd-soft-version-badge>` (portal-identity-reviews §3 "Soft versions", §5, §9 "Club info tooltip 288"
 * width reused for the popover). Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import { css, tokens } from '../../core/styles';

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
  .svb__panel {
    position: absolute;
    z-index: 10;
    top: calc(100% + 6px);
    left: 0;
    width: max-content;
    max-width: min(288px, calc(100vw - 32px));
    padding: 12px 16px;
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.16);
    font-size: 14px;
  }
  .svb__panel[hidden] {
    display: none;
  }
  .svb__title {
    margin: 0 0 8px;
    font-weight: 600;
  }
  .svb__list {
    margin: 0;
    padding-left: 18px;
  }
  .svb__list li + li {
    margin-top: 4px;
  }
`;

/** Every css string the widget adopts. */
export const softVersionBadgeWidgetStyles: readonly string[] = [softVersionBadgeStyles];
