/**
 * Russian texts of `<pd-club-info>` (booking-schedule §2 "Club screens", §9 "Club"). Quoted by the spec and kept
 * verbatim: the title 'Клуб ПроДокторов', 'полгода', the '-30%' badge (the price block's, built from the 30 %
 * constant). The section headings follow §2 ("what the club gives, how to get the coupon and discount, how to join, a
 * Q&A accordion, and a legal footer with offer and club rules links"); their wording and the paragraphs are ours, made
 * of the §9 facts (docs/decisions/177-club-info-side-menu.md). Placeholders are filled with `format()`.
 */
export const clubInfoMessages = {
  /** §2 side menu title. */
  title: 'Клуб ПроДокторов',
  /** Section headings (§2). */
  givesTitle: 'Что даёт клуб',
  couponTitle: 'Как получить купон и скидку',
  joinTitle: 'Как вступить в клуб',
  faqTitle: 'Вопросы и ответы',
  /**
   * What the club gives (§9 "club discount 30%"): `{percent}` 30, `{months}` '6 месяцев'. The '-30%' badge is the
   * price block's; repeating it after "на 30% ниже" read 'на 30% ниже обычных (-30%)' (issue 20 item 28).
   */
  gives: [
    'Клубные цены на приём врача — на {percent}% ниже обычных.',
    'Скидка действует в клиниках, которые участвуют в клубе.',
    'Доступ к клубным ценам — на {months} с покупки клубной карты.',
  ],
  /** How to get the coupon and the discount (§9): `{prepay}` 50, `{minutes}` 20. */
  coupon: [
    'Выберите врача с клубной ценой и время приёма.',
    'Оплатите на сайте купон — {prepay}% клубной цены — в течение {minutes} минут, иначе запись не состоится.',
    'Остальные {prepay}% оплатите в клинике. Купон придёт на электронную почту.',
  ],
  /** The discount line with the tooltip (§9 "discount shown = full price minus (total minus card price)"). */
  discountLine: 'Скидка — разница между обычной и клубной ценой приёма.',
  /** The info tooltip (§2 "Club info tooltip width 288 px"). */
  tooltipLabel: 'Как считается скидка',
  tooltip:
    'Скидка = обычная цена приёма − (итого к оплате − цена клубной карты). Если клубная карта бесплатна, её цена не учитывается.',
  /** How to join (§9: 6-month card 'полгода', 99 ₽ access, full price 499). `{price}`, `{full}` formatted prices. */
  joinPaid: 'Купите клубную карту на полгода вместе с первым купоном — {price} вместо {full}.',
  joinPaidFull: 'Купите клубную карту на полгода вместе с первым купоном — {price}.',
  joinFree: 'Клубная карта на полгода для вас бесплатна — оформите её вместе с первым купоном.',
  /** `{date}` 'd MMMM yyyy'. */
  joinMember: 'Вы уже в клубе: карта действует до {date}.',
  joinMemberNoDate: 'Вы уже в клубе: клубные цены доступны вам сейчас.',
  /** Read before a struck-through price. */
  insteadOf: 'вместо',
  /** Q&A (§9 facts). */
  faq: [
    {
      q: 'На какие услуги действует скидка?',
      a: 'Клубная скидка действует только на консультацию врача в клиниках — участниках клуба.',
    },
    {
      q: 'Можно ли вернуть оплату?',
      a: 'Сумма, оплаченная на сайте, не возвращается.',
    },
    {
      q: 'Можно ли перенести приём?',
      a: 'Да, приём можно перенести — для этого свяжитесь с клиникой.',
    },
    {
      q: 'Сколько действует клубная карта?',
      a: 'Полгода: {months} с момента покупки. Всё это время вам доступны клубные цены.',
    },
    {
      q: 'Что будет, если не оплатить купон вовремя?',
      a: 'Запись состоится, только если оплатить {prepay}% приёма в течение {minutes} минут. Иначе её придётся сделать заново.',
    },
  ],
  /** Legal footer (§2 "offer and club rules links"). */
  offer: 'Оферта',
  rules: 'Правила клуба',
  legalLabel: 'Документы клуба',
  newTab: '(откроется в новой вкладке)',
  monthForms: ['месяц', 'месяца', 'месяцев'] as const,
} as const;
