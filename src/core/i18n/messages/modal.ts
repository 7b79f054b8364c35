/**
 * Russian texts of the modal stack (`core/modal`) and the shared UI primitives (`core/ui`).
 * Spec: portal-identity-reviews §2 "Modal dialogs in general", §3 "Modal options" (cross, back icon);
 * booking-schedule §2 "Alert dialog".
 */
export const modalMessages = {
  /** Accessible name of the cross button of every dialog and of dismissible alerts. */
  close: 'Закрыть',
  /** Accessible name of the back arrow shown instead of the cross (`useBackIcon`). */
  back: 'Назад',
  /** Default accessible name of `<Spinner>` (role=status). */
  loading: 'Загрузка',
  /** Accessible name of `<Skeleton>` while content loads. */
  loadingContent: 'Загрузка содержимого',
};
