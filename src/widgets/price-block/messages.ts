/**
 * Texts of `<pd-price-block>` and its club discount sheet (booking-schedule §2 "Price block", §4 "Price block",
 * §6 club users, §9 "Club").
 *
 * Quoted by the spec and kept verbatim: the sheet title 'Как работает клубная цена', 'Хорошо', 'Подробнее про
 * клуб', the badge '-30%' (built from the 30 % constant), 'полгода'. The tab labels and the sheet's sentences are
 * ours: the spec gives only their meaning (docs/decisions/071-price-block-wording.md). Placeholders are filled with
 * `format()`; `{price}` is always a formatted price ('1 400 ₽').
 */
export const priceMessages = {
  /** Tab of the club price (§4 "club tab"). */
  tabClub: 'Клубная цена',
  /** The default tab on a clinic (or other) page, next to the club tab. */
  tabDefault: 'Обычная цена',
  /** The default tab on a telemed page: the online price (the filter chip's word, §2). */
  tabTelemed: 'Онлайн',
  /** The default tab on a home-visit page (the filter chip's word, §2). */
  tabHome: 'На дому',
  /** The on-site tab: the price of a visit to the clinic (the filter chip's word, §2). */
  tabOnSite: 'В клинике',
  /** Caption of a lone regular price (no switcher, nothing to contrast it with). */
  priceAlone: 'Стоимость приёма',
  /** Accessible name of the tab list. */
  tabsLabel: 'Вариант цены',
  /** The club discount badge (§9 "badge '-30%'"): `{percent}` is 30. */
  discountBadge: '-{percent}%',
  /** Read before the struck-through regular price next to a club price (screen readers skip `<s>`). */
  oldPriceLabel: 'Обычная цена:',
  /** The club info link of the price block: opens the sheet (§2 "plus a club info link"). */
  clubInfoLink: 'Как работает клубная цена',
  /** Club line under the club price for a user who has to buy the card (§6, §9). */
  cardLinePaid: '+ клубная карта на полгода — {price}',
  /** … for a user whose card is free (§6 "free of card price", §9 "the card is free"). */
  cardLineFree: 'Клубная карта на полгода — бесплатно',
  /** … for a club member: `{date}` is 'd MMMM yyyy' (§3 "Current user club info" cardDateEnd). */
  cardLineMember: 'Ваша клубная карта действует до {date}',
  /** … for a club member whose card end date is unknown. */
  cardLineMemberNoDate: 'Клубная цена по вашей клубной карте',

  /** The club discount sheet (§2 "Price block"). */
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
