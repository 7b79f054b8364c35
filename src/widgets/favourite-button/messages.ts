/**
 * Texts of the favourite button (portal-identity-reviews §4 "Favourite button", §6 "Anonymous visitor", §8
 * favourites and sharing failures, §9 "Notices").
 */
export const favouritesMessages = {
  /** §9 notices. */
  added: 'Добавлено в избранное',
  /** Action of the 'added' notice, a link to {@link favouritesMessages.favouritesPath}. */
  goToFavourites: 'Перейти',
  removed: 'Удалено из избранного',
  /** Action of the 'removed' notice: re-adds the item. */
  undo: 'Отменить',
  restored: 'Восстановлено',
  linkCopied: 'Ссылка скопирована',
  /** §6: the prompt an anonymous click opens. */
  loginTitle: 'Необходимо войти в личный кабинет',
  loginLater: 'Не сейчас',
  loginConfirm: 'Войти',
  /** Accessible names of the icon buttons (the favourite one is a toggle with `aria-pressed`). */
  favouriteLabel: 'В избранное',
  shareLabel: 'Поделиться',
  /** The favourites page the 'Перейти' action leads to (§2 "Favourites page: /favourites"). */
  favouritesPath: '/favourites',
};
