/**
 * Texts of the club discount sheet 'Как работает клубная цена' of `<pd-price-block>` (booking-schedule §2 "Price
 * block", §6 club users, §9 "Club"), with the sheet's code in the price block's on-demand chunk (ADR 236).
 *
 * Quoted by the spec and kept verbatim: the title 'Как работает клубная цена', 'Хорошо', 'Подробнее про клуб'. The
 * sentences are ours: the spec gives only their meaning (docs/decisions/071-price-block-wording.md). Placeholders are
 * filled with `format()`.
 */
export const clubSheetMessages = {
  sheetTitle: 'Как работает клубная цена',
  sheetOk: 'Хорошо',
  sheetMore: 'Подробнее про клуб',
  /** `{percent}` 30 (§9 "club discount 30%"; "applies only to the doctor consultation"; §5 club clinics only). */
  sheetIntro:
    'Клубная цена на {percent}% ниже обычной. Она действует на приём врача в клиниках, которые участвуют в Клубе ПроДокторов.',
  /** `{months}` is '6 месяцев' (§9 "club membership lasts 6 months"). */
  sheetCard: 'Клубная карта на полгода открывает доступ к клубным ценам на {months}.',
  /** `{prepay}` 50, `{minutes}` 20 (§9 "paid 50% on the site and 50% at the clinic … within 20 minutes"). */
  sheetPayment:
    'Половину клубной цены вы оплачиваете на сайте, половину — в клинике. Запись состоится, если оплатить {prepay}% приёма в течение {minutes} минут.',
  /** §9 "a non-refundable sum cannot be refunded; the appointment can be rescheduled by contacting the clinic". */
  sheetTerms:
    'Оплаченная на сайте часть не возвращается, но приём можно перенести — для этого свяжитесь с клиникой.',
  /** Rows of the breakdown (§3 "Club offer": lpuPrice, couponPrice, cardPrice, totalPrice, clubDiscount). */
  rowLpuPrice: 'Приём по обычной цене',
  rowClubPrice: 'Приём по клубной цене',
  rowCard: 'Клубная карта на полгода',
  rowTotal: 'Итого',
  rowDiscount: 'Скидка на приём',
  /** Card row values (§6: a member holds a card; a card may be free). */
  cardFree: 'Бесплатно',
  cardMember: 'Уже есть',
  /** `{date}` is 'd MMMM yyyy'. */
  cardMemberUntil: 'Есть, до {date}',
  /** Read before the struck-through full card price (499 ₽). */
  fullCardPriceLabel: 'вместо',
  monthForms: ['месяц', 'месяца', 'месяцев'] as const,
} as const;
