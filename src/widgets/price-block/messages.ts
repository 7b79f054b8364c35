/**
 * Texts of `<pd-price-block>` (booking-schedule §2 "Price block", §4 "Price block", §6 club users, §9 "Club"); the
 * club discount sheet's are in on-demand/messages.ts, with the sheet's code (ADR 236).
 *
 * Quoted by the spec and kept verbatim: the link 'Как работает клубная цена', the badge '-30%' (built from the 30 %
 * constant), 'полгода'. The tab labels are ours: the spec gives only their meaning
 * (docs/decisions/071-price-block-wording.md). Placeholders are filled with `format()`; `{price}` is always a
 * formatted price ('1 400 ₽').
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
} as const;
