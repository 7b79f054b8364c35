/**
 * Styles of the banner of `<pd-awards-banner>` at load (portal-identity-reviews §2 "Awards banner and modal", §3
 * dark-theme flag) and the load-failure dialog of the modal's code. The modal's contents have their css in
 * AwardsBanner.styles.ts, which comes with their code (ADR 216); the dialog itself is the shared modal (its css comes
 * with the lazily loaded modal chunk). Decisions: docs/decisions/150–152, 216.
 */
import { css, tokens } from '../../core/styles';
import { popupCodeStyles } from '../../shared/openers/popup-code';

export const awardsBannerStyles = css`
  .ab {
    position: relative;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: color-mix(in srgb, ${tokens.colorWarning} 10%, ${tokens.colorSurface});
    color: ${tokens.colorText};
  }
  .ab[data-theme='dark'] {
    border-color: #1d2a3a;
    background: #14202e;
    color: #fff;
  }
  .ab__open {
    display: flex;
    align-items: center;
    gap: 12px 16px;
    width: 100%;
    min-height: 64px;
    margin: 0;
    padding: 12px 48px 12px 12px;
    border: 0;
    border-radius: inherit;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .ab__open:focus-visible,
  .ab__hide:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .ab__image {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${tokens.radiusSm};
    object-fit: cover;
  }
  .ab__title {
    flex: 1;
    min-width: 0;
    font-size: 1.1em;
    font-weight: 600;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .ab__more {
    flex: none;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  .ab__hide {
    position: absolute;
    top: 4px;
    right: 4px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .ab__hide:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  @media (max-width: 599px) {
    .ab__more {
      display: none;
    }
  }
`;

/** The css the element adopts at load: the banner and the failure dialog of the modal's code. */
export const awardsBannerShellStyles: readonly string[] = [awardsBannerStyles, ...popupCodeStyles];
