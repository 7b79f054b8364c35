/** Styles of {@link Spinner} (`spinnerStyles`), including the shared `.pd-visually-hidden` helper. */
import { css, tokens } from '../styles';

export const spinnerStyles = css`
  .pd-visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  .pd-spinner {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    color: ${tokens.colorPrimary};
  }
  .pd-spinner__circle {
    display: block;
    width: 24px;
    height: 24px;
    border: 3px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: pd-spinner-spin 0.8s linear infinite;
  }
  .pd-spinner[data-size='sm'] .pd-spinner__circle {
    width: 16px;
    height: 16px;
    border-width: 2px;
  }
  .pd-spinner[data-size='lg'] .pd-spinner__circle {
    width: 40px;
    height: 40px;
    border-width: 4px;
  }
  @keyframes pd-spinner-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pd-spinner__circle {
      animation-duration: 2.4s;
    }
  }
`;
