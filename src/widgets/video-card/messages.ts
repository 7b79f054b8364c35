/**
 * Russian texts of `<pd-video-card>` (portal-identity-reviews §2 "Doctor video card"). Decision:
 * docs/decisions/153-video-card-player.md.
 */
export const videoCardMessages = {
  /** The dialog's title and the card's caption (§2, verbatim). */
  title: 'Видеовизитка',
  /** The play button's accessible name: starts with the visible caption (axe label-content-name-mismatch). */
  play: 'Видеовизитка: смотреть видео',
  /** The player frame's accessible name. */
  player: 'Видеовизитка врача',
} as const;
