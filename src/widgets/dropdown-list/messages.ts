/**
 * Russian texts of `<pd-dropdown-list>` (the spec names none; `placeholder` overrides the default).
 * Decision: docs/decisions/173-dropdown-list-and-tab-history.md.
 */
export const dropdownMessages = {
  /** Shown while nothing is chosen. */
  placeholder: 'Не выбрано',
  /** Shown when the list has no items. */
  empty: 'Список пуст',
} as const;
