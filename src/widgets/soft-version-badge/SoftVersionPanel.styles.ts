/**
 * The css of the popover of `<pd-soft-version-badge>` (portal-identity-reviews §5; §9 "Club info tooltip 288" width
 * reused for it): its box, title and benefit list, adopted when the popover first renders (ADR 215).
 */
import { css, tokens } from '../../core/styles';

export const softVersionPanelStyles = css`
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
