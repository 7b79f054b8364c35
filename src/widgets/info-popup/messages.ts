/**
 * Russian texts of `<pd-info-popup>` (portal-identity-reviews §2 "Psychiatric doctor info popup"). Decision:
 * docs/decisions/155-info-popup-badges-stage.md.
 */
export const infoPopupMessages = {
  /** The button that closes the popup (§2, verbatim). */
  ok: 'Понятно',
  /** Accessible name prefix of the widget's own info-icon button: 'Подробнее: {title}'. */
  more: 'Подробнее',
} as const;
