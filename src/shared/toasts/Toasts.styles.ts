/** Styles of {@link Toasts} (`toastsStyles`): add them to the `styles` of a widget that renders `<Toasts>`. */
import { css, tokens } from '../../core/styles';

export const toastsStyles = css`
  .pd-toasts {
    position: fixed;
    inset: auto 0 16px 0;
    z-index: 1100;
    width: max-content;
    max-width: calc(100vw - 32px);
    margin: 0 auto;
    padding: 0;
    border: 0;
    background: transparent;
    overflow: visible;
    color: inherit;
    pointer-events: none;
    font-family: ${tokens.font};
    font-size: ${tokens.fontSize};
    line-height: 1.4;
  }
  .pd-toasts__list {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
  }
  .pd-toast {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    max-width: 480px;
    padding: 8px 8px 8px 16px;
    border-radius: ${tokens.radius};
    background: ${tokens.colorText};
    color: ${tokens.colorSurface};
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
    pointer-events: auto;
    animation: pd-toast-in 0.2s ease-out;
  }
  .pd-toast[data-tone='error'] {
    background: ${tokens.colorError};
  }
  .pd-toast__text {
    flex: 1 1 auto;
  }
  .pd-toast__action,
  .pd-toast__close {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 32px;
    min-width: 32px;
    padding: 0 8px;
    border: 0;
    border-radius: ${tokens.radiusSm};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
  }
  .pd-toast__close {
    padding: 0;
    text-decoration: none;
  }
  .pd-toast__action:hover,
  .pd-toast__close:hover {
    background: rgb(255 255 255 / 0.15);
  }
  .pd-toast__action:focus-visible,
  .pd-toast__close:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
  @keyframes pd-toast-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pd-toast {
      animation: none;
    }
  }
`;
