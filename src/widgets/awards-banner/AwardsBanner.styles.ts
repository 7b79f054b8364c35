/**
 * Styles of `<pd-awards-banner>` (portal-identity-reviews §2 "Awards banner and modal", §3 dark-theme flag). The
 * dialog itself is the shared modal (its css comes with the lazily loaded modal chunk: lg 456 on desktop,
 * fullscreen on mobile); these are the banner and the modal's contents. A done event has its own icon with a name,
 * never colour alone.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';

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

/** Every css string the widget adopts (the element and the React entry's shadow root); the modal css comes lazily. */
export const awardsBannerWidgetStyles: readonly string[] = [buttonStyles, awardsBannerStyles];
