/**
 * Russian texts of `<pd-doctor-sections>` (portal-identity-reviews §2 "Doctor page": the show-all toggle, verbatim).
 * Decision: docs/decisions/164-doctor-sections-toc.md.
 */
export const doctorSectionsMessages = {
  /** §2: the toggle of a hidden list, collapsed. */
  showAll: 'Показать весь список',
  /** §2: the toggle, expanded. */
  hide: 'Скрыть',
  /** A section whose first page could not be loaded (a button retries it). */
  failed: 'Не удалось загрузить раздел',
  /** The retry button of a failed section. */
  retry: 'Повторить',
  /** The accessible name of the list loader while it loads. */
  loading: 'Загрузка',
} as const;
