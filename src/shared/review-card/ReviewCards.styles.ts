/**
 * Shadow-root styles of `<ReviewCards>`: the tooltip and the gallery dialog's contents (the dialog itself is the shared
 * modal, whose css comes with the lazily loaded modal chunk). The stars are drawn in the light DOM and styled by
 * `light-styles.ts`. Colours are `--pd-*` tokens.
 */
import { css, tokens } from '../../core/styles';

/** Tooltip maximum width, px. */
export const TOOLTIP_MAX_WIDTH = 280;

export const reviewCardsCss = css`
  .rc-tooltip {
    position: fixed;
    top: 0;
    left: 0;
    z-index: 1001;
    max-width: min(${TOOLTIP_MAX_WIDTH}px, calc(100vw - 16px));
    padding: 6px 10px;
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorText};
    color: ${tokens.colorSurface};
    font-family: ${tokens.font};
    font-size: 13px;
    font-style: normal;
    font-weight: 400;
    line-height: 1.35;
    letter-spacing: normal;
    text-align: start;
    text-transform: none;
    white-space: normal;
    box-shadow: 0 4px 16px rgba(16, 24, 32, 0.24);
    visibility: hidden;
    pointer-events: auto;
  }
  .rc-tooltip[data-ready] {
    visibility: visible;
  }
  @media (forced-colors: active) {
    .rc-tooltip {
      border: 1px solid CanvasText;
    }
  }

  .rc-gallery .pd-modal__body {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .rc-gallery__stage {
    flex: 1 1 auto;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 240px;
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorSurfaceMuted};
    overflow: hidden;
  }
  .pd-modal[data-variant='dialog'] .rc-gallery__stage {
    height: min(640px, calc(100vh - 220px));
  }
  .rc-gallery__image {
    display: block;
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
  .rc-gallery__error {
    margin: 0;
    padding: 24px;
    color: ${tokens.colorTextMuted};
    text-align: center;
  }
  .rc-gallery__nav {
    flex: none;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 16px;
  }
  .rc-gallery__counter {
    min-width: 4em;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .rc-gallery__btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 1px solid ${tokens.colorBorder};
    border-radius: 50%;
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    cursor: pointer;
  }
  .rc-gallery__btn:hover {
    background: ${tokens.colorSurfaceMuted};
  }
  .rc-gallery__btn:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
`;
