/**
 * `<Skeleton>`: grey placeholder rows while content loads. The block is one `role="status"` region named
 * 'Загрузка содержимого' and `aria-busy`; the rows are decorative.
 */
import { modalMessages } from '../../core/i18n/messages/modal';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Number of rows; default 3. */
  rows?: number;
  /** Height of one row in px; default 16. */
  rowHeight?: number;
  /** Accessible name; default 'Загрузка содержимого'. */
  label?: string;
  className?: string;
}

/** Placeholder rows (the last one shorter) with a shimmer. */
export function Skeleton({
  rows = 3,
  rowHeight = 16,
  label = modalMessages.loadingContent,
  className,
}: SkeletonProps) {
  const count = Number.isFinite(rows) && rows > 0 ? Math.floor(rows) : 1;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      part="skeleton"
      className={className ? `pd-skeleton ${className}` : 'pd-skeleton'}
    >
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="pd-skeleton__row" style={{ height: rowHeight }} aria-hidden="true" />
      ))}
    </div>
  );
}
