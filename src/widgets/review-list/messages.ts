/**
 * Russian texts of `<pd-review-list>` (portal-identity-reviews §2 "Reviews page": the mobile filter modal 'Фильтр',
 * the desktop filter buttons, the branch bottom sheet; §4 "Reviews list" 'show more'; §8 "Reviews ajax errors are
 * logged and the flow continues"). Texts the spec does not give are ours (docs/decisions/134, 135).
 */
export const reviewListMessages = {
  /** Accessible name of the desktop filter button row. */
  filterGroup: 'Фильтр отзывов',
  /** The mobile filter button and the title of its modal (§2 "a modal titled 'Фильтр'"). */
  filter: 'Фильтр',
  /** Accessible name of the radio group inside the filter modal. */
  filterOptions: 'Какие отзывы показать',
  /** The button of the filter modal that applies the chosen option. */
  apply: 'Показать',
  /** The 'show more' button (§4). */
  showMore: 'Показать ещё',
  /** The loader's announced text while a filter loads. */
  loading: 'Загружаем отзывы',
  /** When the chosen type has no reviews. */
  empty: 'Отзывов этого типа пока нет',
  /** After a failed request (§8: logged, the flow continues; the user may try again). */
  loadError: 'Не удалось загрузить отзывы. Попробуйте ещё раз',
  /** The button that opens the branch choice (§2 "With several clinic branches, a bottom sheet picks a branch"). */
  branches: 'Филиалы клиники',
  /** Title of the branch bottom sheet. */
  branchesTitle: 'Выберите филиал',
  /** Marks the branch whose reviews are shown. */
  currentBranch: 'сейчас открыт',
} as const;
