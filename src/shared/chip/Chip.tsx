/**
 * `<Chip>`: a selectable pill (filters, specialities, day choices). A toggle button: `aria-pressed` tells
 * assistive technology whether it is selected. `part="chip"`.
 */
import type { ComponentPropsWithRef } from 'react';

/** Props of {@link Chip}: native `<button>` props plus `selected`. */
export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Selected (pressed) state; omit for a plain, non-toggle chip. */
  selected?: boolean;
}

/** A pill-shaped toggle button. */
export function Chip({ selected, className, children, ...rest }: ChipProps) {
  return (
    <button
      {...rest}
      type="button"
      part="chip"
      className={className ? `pd-chip ${className}` : 'pd-chip'}
      aria-pressed={selected === undefined ? undefined : selected}
    >
      {children}
    </button>
  );
}
