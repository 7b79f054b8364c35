/**
 * Styles of `<pd-favourite-button>` (portal-identity-reviews §9 "Favourite button 32 by 32 px, or 72 wide with
 * the share icon"). Sizes come from the model constants.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';
import { toastsStyles } from '../../shared/toasts/Toasts.styles';
import { BUTTON_SIZE, BUTTON_WITH_SHARE_WIDTH, FAVOURITE_BUTTON_TAG } from './favourite-button-model';

export const favouriteButtonStyles = css`
  :host {
    display: inline-block;
    vertical-align: middle;
    line-height: 0;
  }
  /* Its own stacking context (ADR 207): Chromium then repaints a page of 500 buttons from each button's cached
     paint, not by walking every button's boxes on each frame (a state change or a mount slice). Nothing is drawn
     differently: nothing inside overlaps or blends with the page. */
  .fav {
    isolation: isolate;
    display: inline-flex;
    align-items: center;
    justify-content: space-between;
    width: ${BUTTON_SIZE}px;
    height: ${BUTTON_SIZE}px;
  }
  .fav[data-share] {
    width: ${BUTTON_WITH_SHARE_WIDTH}px;
  }
  .fav__button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: ${BUTTON_SIZE}px;
    height: ${BUTTON_SIZE}px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${tokens.colorTextMuted};
    cursor: pointer;
    transition:
      background-color 0.15s,
      color 0.15s;
  }
  .fav__button:hover {
    background: ${tokens.colorSurfaceMuted};
    color: ${tokens.colorText};
  }
  .fav__button:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 1px;
  }
  .fav__icon {
    fill: none;
  }
  .fav__button--favourite[data-active] {
    color: ${tokens.colorError};
  }
  .fav__button--favourite[data-active] .fav__icon {
    fill: currentColor;
  }
  .fav__button[aria-busy='true'] {
    cursor: progress;
    opacity: 0.6;
  }
  @media (prefers-reduced-motion: reduce) {
    .fav__button {
      transition: none;
    }
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); the modal css is lazy. */
export const favouriteButtonWidgetStyles: readonly string[] = [
  buttonStyles,
  toastsStyles,
  favouriteButtonStyles,
];

/**
 * The document rule for a button whose first render waits for its slice (mountInBox in mount-slices.ts, ADR 207,
 * 234): the element itself is the button's box — 32×32, 72×32 with the share icon — placed as the rendered button
 * will be (the `:host` rule above), so nothing moves when it renders. The element's own shadow root has no css
 * until then (the definition's `ownWaitingBox`). The favourite module adopts it into the document.
 */
export const favouriteWaitingBoxStyles = css`
  /* Not on an element the page hides: the browser's own [hidden] rule would lose to this one. */
  ${FAVOURITE_BUTTON_TAG}[data-pd-box]:not([hidden]) {
    display: inline-block;
    vertical-align: middle;
    width: ${BUTTON_SIZE}px;
    height: ${BUTTON_SIZE}px;
  }
  ${FAVOURITE_BUTTON_TAG}[data-pd-box='share']:not([hidden]) {
    width: ${BUTTON_WITH_SHARE_WIDTH}px;
  }
`;
