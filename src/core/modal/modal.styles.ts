/**
 * Styles of `<Dialog>` and `<AlertDialog>` (ARCHITECTURE §8, §9): add {@link modalStyles} to a widget's `styles`.
 * Widths: sm 304, md 360, lg 456 (default), xl 650, side sheet 400 (portal-identity-reviews §9, booking-schedule
 * §9). The `<dialog>` itself covers the viewport and dims it; the container inside is the visible panel, so a
 * click on the dialog element outside the container is a backdrop click (the same with and without the top
 * layer). Animations: dialog fades and rises, bottom sheet slides up, side sheet slides in from the right,
 * fullscreen slides in; all switched off by `prefers-reduced-motion`.
 */
import { css, tokens } from '../styles';
import { DIALOG_WIDTHS, MODAL_TRANSITION_MS, SIDE_SHEET_WIDTH } from './constants';

const ms = `${MODAL_TRANSITION_MS}ms`;

/** The css string of the modal dialogs. */
export const modalStyles = css`
  .pd-modal {
    position: fixed;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 0;
    border: 0;
    overflow: hidden;
    box-sizing: border-box;
    background: rgba(16, 24, 32, 0.5);
    color: ${tokens.colorText};
    font-family: ${tokens.font};
    font-size: ${tokens.fontSize};
    line-height: 1.4;
    --pd-modal-width: ${DIALOG_WIDTHS.lg}px;
  }
  .pd-modal *,
  .pd-modal *::before,
  .pd-modal *::after {
    box-sizing: border-box;
  }
  .pd-modal::backdrop {
    background: transparent;
  }
  .pd-modal[open] {
    display: flex;
  }
  .pd-modal:focus-visible {
    outline: none;
  }
  .pd-modal[data-size='sm'] {
    --pd-modal-width: ${DIALOG_WIDTHS.sm}px;
  }
  .pd-modal[data-size='md'] {
    --pd-modal-width: ${DIALOG_WIDTHS.md}px;
  }
  .pd-modal[data-size='lg'] {
    --pd-modal-width: ${DIALOG_WIDTHS.lg}px;
  }
  .pd-modal[data-size='xl'] {
    --pd-modal-width: ${DIALOG_WIDTHS.xl}px;
  }
  .pd-modal[data-size='side'] {
    --pd-modal-width: ${SIDE_SHEET_WIDTH}px;
  }

  .pd-modal__container {
    position: relative;
    display: flex;
    flex-direction: column;
    width: var(--pd-modal-width);
    max-width: 100%;
    max-height: 100%;
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    border-radius: ${tokens.radius};
    box-shadow: 0 8px 32px rgba(16, 24, 32, 0.24);
    overflow: hidden;
  }

  /* Layouts */
  .pd-modal[data-variant='dialog'] {
    align-items: center;
    justify-content: center;
    padding: 16px;
  }
  .pd-modal[data-variant='bottom-sheet'] {
    align-items: flex-end;
    justify-content: center;
    padding-top: 48px;
  }
  .pd-modal[data-variant='bottom-sheet'] .pd-modal__container {
    width: 100%;
    border-radius: ${tokens.radius} ${tokens.radius} 0 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
  }
  @media (min-width: 1200px) {
    /* On desktop a bottom sheet keeps its dialog size, centred at the bottom edge. */
    .pd-modal[data-variant='bottom-sheet'] .pd-modal__container {
      width: var(--pd-modal-width);
    }
  }
  .pd-modal[data-variant='side-sheet'] {
    align-items: stretch;
    justify-content: flex-end;
  }
  .pd-modal[data-variant='side-sheet'] .pd-modal__container {
    height: 100%;
    border-radius: 0;
  }
  .pd-modal[data-variant='fullscreen'] .pd-modal__container {
    width: 100%;
    height: 100%;
    border-radius: 0;
  }
  .pd-modal[data-fallback] {
    /* No top layer: stay above the page by z-index (inline, default 1000). */
    position: fixed;
  }

  /* Parts */
  .pd-modal__header {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    padding: 16px 16px 0 24px;
    min-height: 56px;
  }
  .pd-modal__title {
    flex: 1 1 auto;
    margin: 0;
    padding-top: 6px;
    font-size: 20px;
    font-weight: 600;
    line-height: 1.3;
  }
  .pd-modal__icon-btn {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    margin-left: auto;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${tokens.colorTextMuted};
    cursor: pointer;
  }
  .pd-modal__back {
    margin-left: -8px;
    margin-right: 0;
  }
  .pd-modal__icon-btn:hover {
    background: ${tokens.colorSurfaceMuted};
    color: ${tokens.colorText};
  }
  .pd-modal__icon-btn:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .pd-modal__body {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
    padding: 16px 24px 24px;
  }
  .pd-modal__footer {
    flex: none;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
    padding: 0 24px 24px;
  }
  .pd-modal[data-variant='bottom-sheet'] .pd-modal__footer > *,
  .pd-modal[data-variant='fullscreen'] .pd-modal__footer > * {
    flex: 1 1 auto;
  }
  .pd-modal__text {
    margin: 0;
    white-space: pre-line;
  }

  /* Animations: open, then closing for ${ms} (portal-identity-reviews §4 "closing … with a delay"). */
  @keyframes pd-modal-fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes pd-modal-fade-out {
    to {
      opacity: 0;
    }
  }
  @keyframes pd-modal-rise-in {
    from {
      opacity: 0;
      transform: translateY(16px);
    }
  }
  @keyframes pd-modal-rise-out {
    to {
      opacity: 0;
      transform: translateY(16px);
    }
  }
  @keyframes pd-modal-slide-up {
    from {
      transform: translateY(100%);
    }
  }
  @keyframes pd-modal-slide-down {
    to {
      transform: translateY(100%);
    }
  }
  @keyframes pd-modal-slide-left {
    from {
      transform: translateX(100%);
    }
  }
  @keyframes pd-modal-slide-right {
    to {
      transform: translateX(100%);
    }
  }
  .pd-modal[data-state='open']:not([data-animation='none']) {
    animation: pd-modal-fade-in ${ms} ease-out;
  }
  .pd-modal[data-state='closing']:not([data-animation='none']) {
    animation: pd-modal-fade-out ${ms} ease-in forwards;
  }
  .pd-modal[data-animation='slide-in'][data-state='open'] .pd-modal__container {
    animation: pd-modal-rise-in ${ms} ease-out;
  }
  .pd-modal[data-animation='slide-in'][data-state='closing'] .pd-modal__container {
    animation: pd-modal-rise-out ${ms} ease-in forwards;
  }
  .pd-modal[data-animation='slide-in'][data-variant='bottom-sheet'][data-state='open'] .pd-modal__container,
  .pd-modal[data-animation='slide-in'][data-variant='fullscreen'][data-state='open'] .pd-modal__container {
    animation-name: pd-modal-slide-up;
  }
  .pd-modal[data-animation='slide-in'][data-variant='bottom-sheet'][data-state='closing']
    .pd-modal__container,
  .pd-modal[data-animation='slide-in'][data-variant='fullscreen'][data-state='closing'] .pd-modal__container {
    animation-name: pd-modal-slide-down;
  }
  .pd-modal[data-animation='slide-in'][data-variant='side-sheet'][data-state='open'] .pd-modal__container {
    animation-name: pd-modal-slide-left;
  }
  .pd-modal[data-animation='slide-in'][data-variant='side-sheet'][data-state='closing'] .pd-modal__container {
    animation-name: pd-modal-slide-right;
  }
  @media (prefers-reduced-motion: reduce) {
    .pd-modal,
    .pd-modal .pd-modal__container {
      animation: none !important;
    }
  }
`;
