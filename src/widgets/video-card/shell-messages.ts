/**
 * The Russian texts `<pd-video-card>` shows before its dialog code has arrived (ADR 216): the card's caption and
 * button, the dialog's name and the failure of its first load. Part of {@link videoCardMessages} (./messages.ts), kept
 * apart so that the card at load carries these only.
 */
export const videoCardShellMessages = {
  /** The dialog's title and the card's caption (§2, verbatim). */
  title: 'Видеовизитка',
  /** The play button's accessible name: starts with the visible caption (axe label-content-name-mismatch). */
  play: 'Видеовизитка: смотреть видео',
  /** The dialog's code could not load. */
  loadFailed: 'Не удалось загрузить видео. Попробуйте ещё раз',
  retry: 'Повторить',
} as const;
