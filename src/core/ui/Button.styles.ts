/** Styles of {@link Button} (`buttonStyles`): add them to a widget's `styles`. */
import { css, tokens } from '../styles';

export const buttonStyles = css`
  .pd-button {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 40px;
    padding: 0 16px;
    border: 1px solid transparent;
    border-radius: ${tokens.radius};
    font: inherit;
    font-weight: 600;
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    user-select: none;
    transition:
      background-color 0.15s,
      border-color 0.15s,
      color 0.15s;
  }
  .pd-button[data-size='sm'] {
    min-height: 32px;
    padding: 0 12px;
    font-size: 0.875em;
  }
  .pd-button[data-block] {
    display: flex;
    width: 100%;
  }
  .pd-button[data-variant='primary'] {
    background: ${tokens.colorPrimary};
    color: ${tokens.colorOnPrimary};
  }
  .pd-button[data-variant='primary']:hover:not(:disabled, [aria-disabled='true']) {
    filter: brightness(0.92);
  }
  .pd-button[data-variant='secondary'] {
    background: ${tokens.colorSurface};
    border-color: ${tokens.colorPrimary};
    color: ${tokens.colorPrimary};
  }
  .pd-button[data-variant='secondary']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${tokens.colorSurfaceMuted};
  }
  .pd-button[data-variant='text'] {
    background: transparent;
    color: ${tokens.colorPrimary};
    padding-left: 8px;
    padding-right: 8px;
  }
  .pd-button[data-variant='text']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${tokens.colorSurfaceMuted};
  }
  .pd-button:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .pd-button:disabled,
  .pd-button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.5;
  }
  .pd-button[aria-busy='true'] {
    opacity: 1;
    cursor: progress;
  }
  /* Transparent, not hidden: the label stays the busy button's accessible name (visibility: hidden drops it). */
  .pd-button[aria-busy='true'] .pd-button__label {
    opacity: 0;
  }
  .pd-button__spinner {
    position: absolute;
    inset: 0;
    margin: auto;
    width: 18px;
    height: 18px;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    /* The Spinner's keyframes, same name and steps: either sheet's copy serves. */
    animation: pd-spinner-spin 0.8s linear infinite;
  }
  @keyframes pd-spinner-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pd-button,
    .pd-button__spinner {
      transition: none;
      animation-duration: 2.4s;
    }
  }
`;
