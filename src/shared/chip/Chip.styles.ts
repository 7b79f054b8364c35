/** Styles of {@link Chip} (`chipStyles`). */
import { css, tokens } from '../../core/styles';

export const chipStyles = css`
  .pd-chip {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 0 12px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: 16px;
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
  }
  .pd-chip:hover:not(:disabled) {
    border-color: ${tokens.colorPrimary};
  }
  .pd-chip[aria-pressed='true'] {
    border-color: ${tokens.colorPrimary};
    background: ${tokens.colorPrimary};
    color: ${tokens.colorOnPrimary};
  }
  .pd-chip:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .pd-chip:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;
