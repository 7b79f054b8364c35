/**
 * Russian texts of `<pd-phone-auth>` (moved from src/core/i18n/messages so they ride in the phone-auth chunk, not the
 * shared runtime; issue 8 item 6) and its sign-in dialog (portal-identity-reviews §4 "Phone confirmation", §5 phone
 * and code rules, §8 the error catalogue, §9 button labels, free number, consent links). Texts quoted by the spec are
 * kept letter for letter; the few the spec leaves open (field labels, the VK and call prompts' wording, the call
 * screen) are marked "ours".
 */
export const phoneAuthMessages = {
  // ——— Fields (§5) ———
  /** Label of the phone field (ours). */
  phoneLabel: 'Номер телефона',
  /** §5: the phone is required. */
  phoneRequired: 'Укажите номер телефона',
  /** §5: pattern or digit count wrong; `{masks}` = the allowed masks of the country, e.g. '+7 9XX XXX-XX-XX'. */
  phoneFormat: 'Укажите номер в формате {masks}',
  /** Joins several masks in {@link phoneAuthMessages.phoneFormat} (ours). */
  masksJoiner: ' или ',
  /** Accessible name of the pen button that unlocks a locked phone (ours). */
  editPhone: 'Изменить номер',
  /** Status next to the checkmark of a confirmed phone (ours). */
  phoneConfirmed: 'Номер подтверждён',
  /** Label of the code field when no method prompt applies (ours). */
  codeLabel: 'Код подтверждения',

  // ——— Prompts (§9) ———
  /** §9: the SMS prompt. */
  smsPrompt: 'Введите код из СМС',
  /** §9: "The call prompt asks for the last 4 digits of the incoming number" (wording ours). */
  callPrompt: 'Введите последние 4 цифры входящего номера',
  /** VK prompt (ours; the spec names no wording). */
  vkPrompt: 'Введите код из сообщения ВКонтакте',

  // ——— Buttons (§9) ———
  /** §9: the manual confirm of the code (the check also starts by itself at the 4th digit). */
  confirm: 'Подтвердить',
  getCodeVk: 'Получить код ВКонтакте',
  confirmByCall: 'Подтвердить через звонок',
  confirmBySms: 'Подтвердить через СМС',
  resendSms: 'Отправить СМС повторно',
  callAgain: 'Позвонить повторно',
  pleaseWait: 'Пожалуйста, подождите',
  /** A disabled resend button with its countdown; `{label}` a button label, `{time}` 'm:ss' (ours). */
  countdown: '{label} через {time}',

  // ——— Call confirmation screen (§4, §9: "The call-confirmation screen shows a free number {phone}") ———
  /** The free number to call (§9, booking-schedule §9). */
  freeNumber: '8 800 707-87-86',
  /** `tel:` form of {@link phoneAuthMessages.freeNumber}. */
  freeNumberHref: 'tel:88007078786',
  callTitle: 'Подтвердите номер звонком',
  /** `{phone}` the user's formatted phone (ours). */
  callText: 'Позвоните с номера {phone} на бесплатный номер',
  callNote: 'Звонок бесплатный и сбросится автоматически. Ждём звонок…',
  callCancel: 'Отменить',

  // ——— Consent (§9) ———
  /** Consent before the links (ours). */
  consentStart: 'Продолжая, вы принимаете ',
  consentTerms: 'пользовательское соглашение',
  consentAnd: ' и ',
  consentComma: ', ',
  consentPrivacy: 'политику конфиденциальности',
  consentPublishing: 'правила публикации отзывов',
  consentEnd: '.',
  /** Suffix of the accessible name of a link that opens a new tab (ours). */
  newTab: '(откроется в новой вкладке)',

  // ——— Sign-in dialog (§9 "Auth modal 360 on desktop") ———
  dialogTitle: 'Вход в личный кабинет',

  // ——— §8 phone request errors (field phone.code) ———
  errInvalidPhone: 'Некорректный номер телефона',
  errLimit: 'Достигнут лимит сообщений на заданный номер',
  errLimitTotal: 'Отправить новый код можно через сутки',
  errLimitTotalLegacy: 'Достигнут лимит отправки сообщений',
  errFields: 'Неверно заполненное поле',
  errAttemptsOut: 'Слишком много попыток. Повторите запрос',
  errDeleting: 'С этого номера пока нельзя записаться на приём или оставить отзыв',
  /** §8 "Deleting-in-progress on sign-in shows a red alert". */
  errDeletingAlert:
    'С этого номера пока нельзя записаться на приём или оставить отзыв: старый профиль ещё на удалении, это займёт до 30 дней.',
  /** §8 request exceeded (error_limit / error_limit_total without waiting_time). */
  requestExceeded: 'Подтвердить этот номер можно через сутки. Было слишком много попыток',

  // ——— §8 code errors (field secret_code.code), by method ———
  errCodeCall: 'Неверные цифры',
  errCodeSms: 'Неверный СМС код',
  errCodeVk: 'Неверный код',
  errObsoleteCall: 'Эти цифры устарели. Повторите запрос',
  errObsolete: 'Этот код устарел, нужно получить новый',
  errCodeExpired: 'Лимит вводов превышен',
  errCodeExpiredLegacy: 'Код устарел',
  errCodeInvalidLegacy: 'Некорректный код',

  // ——— §8 dialogs ———
  userHasPhoneTitle: 'Вы уже авторизованы. Пожалуйста, обновите страницу',
  vkExhaustedTitle: 'Не получается подтвердить телефон через ВКонтакте',
  vkExhaustedText: 'Закончились попытки. Можно подтвердить через звонок или СМС.',
  confirmFailedTitle: 'Не получилось подтвердить номер',
  confirmFailedText: 'Обновите страницу и попробуйте ещё раз.',
  offlineTitle: 'Нет соединения с интернетом',
  offlineText: 'Проверьте соединение и попробуйте снова.',
  understood: 'Понятно',
  loginOfflineTitle: 'Нет интернета',
  loginFailedTitle: 'Что-то пошло не так',
  /** §8 generic confirm: 'Произошла ошибка / Обновите страницу и попробуйте ещё раз.', reload on OK. */
  genericTitle: 'Произошла ошибка',
  genericText: 'Обновите страницу и попробуйте ещё раз.',
  ok: 'OK',
  refresh: 'Обновить страницу',
  /** The reload confirm's second button (§8 "confirm …": a confirm can be declined). */
  cancel: 'Отмена',
  close: 'Закрыть',
} as const;
