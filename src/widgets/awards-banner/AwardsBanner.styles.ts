/**
 * Styles of the modal's contents of `<pd-awards-banner>` (portal-identity-reviews §2 "Awards banner and modal"): the
 * events, the button link and the links, adopted when the modal's code has arrived (ADR 216). The dialog itself is
 * the shared modal (its css comes with the lazily loaded modal chunk: lg 456 on desktop, fullscreen on mobile). A
 * done event has its own icon with a name, never colour alone. Decisions: docs/decisions/150–152, 216.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';
import { awardsBannerShellStyles } from './AwardsBannerShell.styles';

export const awardsBannerDialogStyles = css`
  .ab__events {
    display: flex;
    flex-direction: column;
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .ab__event {
    display: flex;
    align-items: flex-start;
    gap: 12px;
  }
  .ab__event-icon {
    flex: none;
    color: ${tokens.colorTextMuted};
  }
  .ab__event-icon[data-done='true'] {
    color: ${tokens.colorSuccess};
  }
  .ab__event-text {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .ab__event-text p {
    margin: 0;
  }
  .ab__event-title {
    font-weight: 600;
  }
  .ab__event-date {
    color: ${tokens.colorTextMuted};
  }
  .ab__button {
    width: 100%;
    margin-top: 24px;
  }
  .ab__links {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 20px 0 0;
  }
  .ab__link {
    color: ${tokens.colorPrimary};
    font-weight: 600;
  }
  .ab__link:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .ab__sr {
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

/**
 * Every css string the widget adopts (the element and the React entry's shadow root); the modal css comes lazily. The
 * button css comes before the contents' (`.ab__button` sets the width of a `.pd-button`).
 */
export const awardsBannerWidgetStyles: readonly string[] = [
  buttonStyles,
  ...awardsBannerShellStyles,
  awardsBannerDialogStyles,
];
