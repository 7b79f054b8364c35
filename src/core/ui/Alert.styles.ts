/** Styles of {@link Alert} (`alertStyles`). */
import { css, tokens } from '../styles';

export const alertStyles = css`
  .pd-alert {
    --pd-alert-accent: ${tokens.colorPrimary};
    position: relative;
    padding: 12px 16px;
    border-radius: ${tokens.radius};
    border-left: 4px solid var(--pd-alert-accent);
    background: ${tokens.colorSurfaceMuted};
    color: ${tokens.colorText};
  }
  .pd-alert[data-tone='error'] {
    --pd-alert-accent: ${tokens.colorError};
    background: color-mix(in srgb, ${tokens.colorError} 8%, ${tokens.colorSurface});
  }
  .pd-alert[data-tone='warning'] {
    --pd-alert-accent: ${tokens.colorWarning};
    background: color-mix(in srgb, ${tokens.colorWarning} 10%, ${tokens.colorSurface});
  }
  .pd-alert__title {
    margin: 0 0 4px;
    font-weight: 600;
  }
  .pd-alert__text {
    margin: 0;
    white-space: pre-line;
  }
  .pd-alert__actions {
    margin-top: 12px;
  }
`;
