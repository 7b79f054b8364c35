/**
 * The Russian texts `<pd-clinic-map>` shows before its popup code has arrived (ADR 210): the popup's name and the
 * failure of its first load. Part of {@link clinicMapMessages} (./messages.ts), kept apart so that the listening
 * element carries these three only.
 */
export const clinicMapShellMessages = {
  /** The popup's accessible name. */
  title: 'Карта клиник',
  /** The map could not load. */
  loadFailed: 'Не удалось загрузить карту. Попробуйте ещё раз',
  retry: 'Повторить',
} as const;
