/**
 * The Russian texts `<pd-mistake-report>` shows before its popup's code has arrived (ADR 216): the popup's name and the
 * failure of its first load. Part of {@link mistakeReportMessages} (./messages.ts), kept apart so that the listening
 * element carries these three only.
 */
export const mistakeReportShellMessages = {
  /** The popup's title. */
  title: 'Сообщить об ошибке',
  /** The popup's code could not load. */
  loadFailed: 'Не удалось загрузить форму. Попробуйте ещё раз',
  retry: 'Повторить',
} as const;
