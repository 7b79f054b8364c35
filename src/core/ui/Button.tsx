/**
 * `<Button>`: the shared button (ARCHITECTURE §3 core/ui). Variants primary / secondary / text, sizes sm / md,
 * a loading state that keeps the label as the accessible name, sets `aria-busy` and ignores clicks without
 * dropping focus. Carries `part="button"` for `::part(button)` theming.
 */
import type { ComponentPropsWithRef, MouseEvent } from 'react';

/** Look of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'text';
/** Height of a {@link Button}: sm 32 px, md 40 px. */
export type ButtonSize = 'sm' | 'md';

/** Props of {@link Button}: every native `<button>` prop plus the ones below. `type` defaults to `button`. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and `aria-disabled`, and swallows clicks. */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
}

/** A native `<button>` with the library's look. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      {...rest}
      type={type}
      part="button"
      className={className ? `pd-button ${className}` : 'pd-button'}
      data-variant={variant}
      data-size={size}
      data-block={block ? '' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <span className="pd-button__spinner" aria-hidden="true" />}
      <span className="pd-button__label">{children}</span>
    </button>
  );
}
