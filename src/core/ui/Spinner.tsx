/**
 * `<Spinner>`: a loading indicator. `role="status"` with a visually hidden Russian label (default 'Загрузка'),
 * so screen readers announce it; the circle itself is decorative.
 */
import { modalMessages } from '../i18n/messages/modal';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Announced text; default 'Загрузка'. */
  label?: string;
  /** Diameter: sm 16, md 24 (default), lg 40 px. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A spinning circle announced as a status. */
export function Spinner({ label = modalMessages.loading, size = 'md', className }: SpinnerProps) {
  return (
    <span
      role="status"
      part="spinner"
      className={className ? `pd-spinner ${className}` : 'pd-spinner'}
      data-size={size}
    >
      <span className="pd-spinner__circle" aria-hidden="true" />
      <span className="pd-visually-hidden">{label}</span>
    </span>
  );
}
