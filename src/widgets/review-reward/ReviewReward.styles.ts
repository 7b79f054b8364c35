/**
 * Styles of `<pd-review-reward>` (portal-identity-reviews §2 "Review-reward info popup", §9 "360 wide with max
 * height 500"). The dialog is the shared modal (its css comes with the lazily loaded modal chunk); these are the
 * height cap and the contents. Decision: docs/decisions/144-review-reward-popup.md.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';
import { REVIEW_REWARD_MAX_HEIGHT } from './review-reward-model';

export const reviewRewardStyles = css`
  :host {
    /* The element shows nothing on the page itself: only the dialog (top layer). */
    display: contents;
  }
  /* Two classes: beats the modal's own max-height whatever order the sheets were adopted in. The body scrolls. */
  .pd-modal__container.rr {
    max-height: min(${REVIEW_REWARD_MAX_HEIGHT}px, 100%);
  }
  .rr__text {
    margin: 0 0 16px;
  }
  .rr__links {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .rr__list-title {
    margin: 0 0 8px;
    font-weight: 600;
  }
  .rr__clinics {
    list-style: none;
    margin: 0 -8px;
    padding: 0;
  }
  .rr__links + .rr__list-title {
    margin-top: 16px;
  }
  .rr__clinic + .rr__clinic {
    border-top: 1px solid ${tokens.colorBorder};
  }
  .rr__clinic-link {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-height: 48px;
    padding: 8px;
    border-radius: ${tokens.radiusSm};
    color: ${tokens.colorText};
    text-decoration: none;
  }
  .rr__clinic-link:hover .rr__clinic-name {
    text-decoration: underline;
  }
  .rr__clinic-link:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: -2px;
  }
  .rr__clinic-name {
    color: ${tokens.colorPrimary};
    font-weight: 600;
  }
  .rr__clinic-address {
    color: ${tokens.colorTextMuted};
    font-size: 0.93em;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); the modal css comes lazily. */
export const reviewRewardWidgetStyles: readonly string[] = [buttonStyles, reviewRewardStyles];
