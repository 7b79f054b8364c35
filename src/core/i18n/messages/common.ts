/**
 * Shared Russian texts (portal-identity-reviews §8 generic and offline errors; booking-schedule §8 cases alert).
 */
export const commonMessages = {
  /** Offline / network error (portal-identity-reviews §8, booking-schedule §8). */
  offlineTitle: 'Нет соединения с интернетом',
  offlineText: 'Проверьте соединение и попробуйте снова',
  /** Any other failure (booking-schedule §8 "Что-то пошло не так"). */
  genericTitle: 'Что-то пошло не так',
  genericText: 'Попробуйте немного подождать и обновите страницу',
  retry: 'Повторить',
  understood: 'Понятно',
  refresh: 'Обновить',
  /** Generic alert (portal-identity-reviews §8). */
  errorOccurred: 'Произошла ошибка',
  errorTryAgain: 'Произошла ошибка. Попробуйте ещё раз',
  hourForms: ['час', 'часа', 'часов'] as const,
  minuteForms: ['минута', 'минуты', 'минут'] as const,
  loading: 'Загрузка',
  close: 'Закрыть',
};
