/**
 * Russian texts of `<pd-town-chooser>` (portal-identity-reviews §2 "Town chooser popup"; the spec names no title).
 * Decision: docs/decisions/170-town-chooser-and-search.md.
 */
export const townChooserMessages = {
  /** The popup's title. */
  title: 'Выберите город',
  /** While the towns load. */
  loading: 'Загружаем города',
  /** The towns did not load. */
  loadFailed: 'Не удалось загрузить список городов',
  /** Retry the load. */
  retry: 'Повторить',
  /** Choosing a town failed (or its reply was refused). */
  chooseFailed: 'Произошла ошибка. Попробуйте ещё раз',
} as const;
