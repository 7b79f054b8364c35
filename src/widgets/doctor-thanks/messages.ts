/**
 * Russian texts of `<pd-doctor-thanks>` (portal-identity-reviews §2 "Thank-you-to-doctor modal", §8). The FAQ is not
 * in the spec (ADR 159): short answers about what a thank-you is. The failure texts are §8's, verbatim.
 */
export const doctorThanksMessages = {
  /** The block's heading on the doctor page. */
  blockTitle: 'Поблагодарить врача',
  /** The block's line under the heading; `{doctor}` is the doctor's name (or 'врача'). */
  blockText: 'Если приём помог, скажите спасибо рублём — деньги получит {doctor}.',
  blockTextNoName: 'Если приём помог, скажите спасибо рублём — деньги получит врач.',
  /** The button that opens the modal, and the modal's button that requests the payment (§2). */
  thank: 'Поблагодарить',
  /** The modal's title. */
  modalTitle: 'Благодарность врачу',
  /** The FAQ heading. */
  faqTitle: 'Частые вопросы',
  /** The FAQ (ADR 159). */
  faq: [
    {
      q: 'Кто получит деньги?',
      a: 'Вся сумма за вычетом комиссии платёжной системы переводится врачу, которого вы благодарите.',
    },
    {
      q: 'Сколько нужно заплатить?',
      a: 'Сумму вы выбираете сами на следующем шаге. Благодарность добровольна и не влияет на запись и лечение.',
    },
    {
      q: 'Как оплатить?',
      a: 'Банковской картой или через СБП. Данные карты вводятся на защищённой странице платёжного сервиса.',
    },
    {
      q: 'Можно ли вернуть деньги?',
      a: 'Благодарность — это подарок врачу, поэтому после оплаты её нельзя отменить.',
    },
  ],
  /** The payment step: the card widget box, the frame title, the busy label. */
  paymentWidgetLabel: 'Оплата благодарности',
  paymentFrameTitle: 'Оплата благодарности врачу',
  /** §8 offline. */
  offlineTitle: 'Нет соединения с интернетом',
  offlineText: 'Проверьте соединение и попробуйте снова.',
  understood: 'Понятно',
  /** §8 "Generic: alert 'Произошла ошибка'". */
  genericTitle: 'Произошла ошибка',
  ok: 'OK',
} as const;
