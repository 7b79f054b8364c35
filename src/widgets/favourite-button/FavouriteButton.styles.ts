/**
 * Styles of `<pd-favourite-button>` (portal-identity-reviews §9 "Favourite button 32 by 32 px, or 72 wide with
 * the share icon"). Sizes come from the model constants.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';
import { toastsStyles } from '../../shared/toasts/Toasts.styles';
import { BUTTON_SIZE, BUTTON_WITH_SHARE_WIDTH } from './favourite-button-model';

export const favouriteButtonStyles = css`
  :host {
    display: inline-block;
    vertical-align: middle;
    line-height: 0;
  }
  /* No reserved height while the first render waits for its slice: the box in the shadow root is the reserve
     (mountInBox in mount-slices.ts, ADR 207, 231). */
  :host([data-pd-mounting]) {
    min-height: 0;
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
  /* The box kept for a button until its first render (mount-slices.ts, ADR 207) takes no space beside the button
     (an element moved before its first render renders at once). */
  .fav[data-box]:not(:only-child) {
    display: none;
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
