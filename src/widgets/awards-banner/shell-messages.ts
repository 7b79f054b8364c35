/**
 * The Russian texts `<pd-awards-banner>` shows before its modal's code has arrived (ADR 216): the banner's own labels
 * and the failure of that code's first load. Part of {@link awardsBannerMessages} (./messages.ts), kept apart so that
 * the banner at load carries these only.
 */
export const awardsBannerShellMessages = {
  /** The hide (close) control of the banner; sets the half-day cookie. */
  hide: 'Скрыть баннер',
  /** Accessible hint after the banner title: the banner opens the modal. */
  more: 'Подробнее',
  /** The modal's code could not load. */
  loadFailed: 'Не удалось загрузить подробности. Попробуйте ещё раз',
  retry: 'Повторить',
} as const;
