/**
 * Russian texts of `<pd-club-payment>` (booking-schedule §4 "Reviews of club payment views", §5 club e-mail, §8 club
 * payment errors, §9 "Club"). The §8 `non_field_errors` messages and the e-mail message are the spec's, verbatim;
 * 'полгода' and the '-30%' badge (price-block messages) are the spec's words. The step headings and labels are ours:
 * the spec names the steps, not their wording (docs/decisions/174-club-payment-state-machine.md).
 */
export const clubPaymentMessages = {
  /** §8 club payment errors (`non_field_errors`), by code. Verbatim. */
  errors: {
    timed_out: 'Истекло время для оплаты.',
    already_paid: 'Купон уже оплачен.',
    already_processing: 'Оплата купона в обработке.',
    appointment_canceled: 'Запись отменена. Попробуйте записаться заново.',
    coupon_request_canceled: 'Запрос на покупку купона аннулирован.',
    invalid_email: 'Введите корректный адрес электронной почты.',
    appointment_reject: 'Ошибка. Попробуйте перезагрузить страницу.',
  },
  /** The dialog title (the club's name, §2 "Club screens"). */
  title: 'Клуб ПроДокторов',
  /** Preloader label (§9 "preloader 1000 ms"). */
  loading: 'Загрузка…',
  /** appointmentProgress while the payment is being created / confirmed. */
  paying: 'Переходим к оплате…',
  waiting: 'Ждём подтверждения оплаты…',
  waitingHint: 'Обычно это занимает не больше минуты. Не закрывайте страницу.',
  /** appointmentWithOffer / appointmentWithoutOffer headings. */
  withOfferTitle: 'Запись по клубной цене',
  withoutOfferTitle: 'Запись по клубной цене',
  withOfferLead: 'Купите купон на приём и клубную карту — приём обойдётся дешевле.',
  withoutOfferLead: 'У вас есть клубная карта: осталось оплатить купон на приём.',
  /** Breakdown rows (§3 "Club coupon request"). */
  rowFullPrice: 'Приём по обычной цене',
  rowClubPrice: 'Приём по клубной цене',
  rowCard: 'Клубная карта на {lifetime}',
  rowDiscount: 'Ваша скидка',
  rowPayNow: 'Оплатить сейчас',
  rowPayAtClinic: 'Оплатить в клинике',
  cardFree: 'бесплатно',
  /** Read before a struck-through price. */
  oldPriceLabel: 'вместо',
  /** §9 "the booking is made only if 50% of the appointment is paid within 20 minutes": `{percent}`, `{minutes}`, `{time}` HH:mm. */
  rule: 'Запись состоится, если оплатить {percent}% приёма в течение {minutes} минут — до {time}.',
  /** §9 refunds and rescheduling. */
  terms:
    'Оплаченная на сайте сумма не возвращается, но приём можно перенести — для этого свяжитесь с клиникой.',
  /** The 'payment' pseudo-action of §4. */
  pay: 'Оплатить',
  payAgain: 'Оплатить снова',
  /** paymentStart. */
  startTitle: 'Оплата купона',
  emailLabel: 'Электронная почта',
  emailHint: 'Пришлём на неё купон и чек',
  paymentTypeLabel: 'Способ оплаты',
  online: 'Картой онлайн',
  offline: 'Через администратора клиники',
  submit: 'Перейти к оплате',
  submitOffline: 'Подтвердить',
  back: 'Назад',
  /** succeeded: the booking ends here — booking-schedule §3 "Booking result dialogs", default success title. */
  succeededTitle: 'Вы записаны',
  succeededText: 'Вы записаны по клубной цене. Купон и чек отправили на {email}.',
  succeededTextNoEmail: 'Вы записаны по клубной цене.',
  /**
   * failed: unpaid in time, the booking is not made (§9) — §3 "Booking result dialogs", default failure title; the
   * §8 reason is the dialog's text.
   */
  failedTitle: 'Не получилось записаться',
  canceled: 'Оплата отменена.',
  /** appointmentError: §3 "Booking result dialogs", default failure title. */
  appointmentErrorTitle: 'Не получилось записаться',
  /** The 'reload' pseudo-action of §4. */
  reload: 'Перезагрузить страницу',
  close: 'Закрыть',
  /** Lifetime of a card in months other than 6 ('полгода'). */
  monthForms: ['месяц', 'месяца', 'месяцев'] as const,
  /** §9 "a 6-month card is labelled 'полгода'". */
  halfYear: 'полгода',
} as const;
