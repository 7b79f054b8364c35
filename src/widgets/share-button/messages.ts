/** Texts of `<pd-share-button>` (portal-identity-reviews §8 "Sharing", §9 "Notices"). */
export const shareButtonMessages = {
  /** The button's label (visible text and accessible name). */
  label: 'Поделиться',
  /** §9 notice after the link was copied. */
  linkCopied: 'Ссылка скопирована',
  /** The share code could not load (ADR 215; ours, after the spec's 'Попробуйте ещё раз'). */
  loadFailed: 'Не удалось поделиться. Попробуйте ещё раз',
  /** Load it again and share. */
  retry: 'Повторить',
} as const;
