/** Styles of {@link Skeleton} (`skeletonStyles`). */
import { css, tokens } from '../../core/styles';

export const skeletonStyles = css`
  .pd-skeleton {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .pd-skeleton__row {
    display: block;
    width: 100%;
    border-radius: ${tokens.radiusSm};
    background: linear-gradient(
      90deg,
      ${tokens.colorSurfaceMuted} 25%,
      ${tokens.colorBorder} 50%,
      ${tokens.colorSurfaceMuted} 75%
    );
    background-size: 200% 100%;
    animation: pd-skeleton-shimmer 1.4s ease-in-out infinite;
  }
  .pd-skeleton__row:last-child:not(:first-child) {
    width: 60%;
  }
  @keyframes pd-skeleton-shimmer {
    from {
      background-position: 200% 0;
    }
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pd-skeleton__row {
      animation: none;
    }
  }
`;
