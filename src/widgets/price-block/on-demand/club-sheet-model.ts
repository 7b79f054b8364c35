/**
 * Pure rules of the club discount sheet 'Как работает клубная цена' of `<pd-price-block>` (booking-schedule §2 "Price
 * block", §3 "Club offer", §6 club users, §9 "Club"): with the sheet's code in the price block's on-demand chunk
 * (ADR 236). Prices in ROUBLES.
 */
import { format, plural } from '../../../core/i18n';
import {
  CLUB_CARD_FULL_PRICE,
  CLUB_DISCOUNT_PERCENT,
  CLUB_MEMBERSHIP_MONTHS,
  CLUB_PAYMENT_MINUTES,
  CLUB_PREPAY_PERCENT,
  longDate,
  type ClubCard,
} from '../price-block-model';
import { clubSheetMessages as msg } from './messages';

/** The card row of the sheet: its value and the full card price struck through when the user pays less. */
export function cardRow(card: ClubCard): {
  text: string | null;
  price: number | null;
  fullPrice: number | null;
} {
  switch (card.kind) {
    case 'member':
      return {
        text: card.dateEnd ? format(msg.cardMemberUntil, { date: longDate(card.dateEnd) }) : msg.cardMember,
        price: null,
        fullPrice: null,
      };
    case 'free':
      return { text: msg.cardFree, price: null, fullPrice: CLUB_CARD_FULL_PRICE };
    case 'paid':
      return {
        text: null,
        price: card.price,
        fullPrice: card.price < CLUB_CARD_FULL_PRICE ? CLUB_CARD_FULL_PRICE : null,
      };
  }
}

/** The sheet's sentences with the club constants filled in. */
export function sheetTexts(): { intro: string; card: string; payment: string; terms: string } {
  return {
    intro: format(msg.sheetIntro, { percent: CLUB_DISCOUNT_PERCENT }),
    card: format(msg.sheetCard, {
      months: `${CLUB_MEMBERSHIP_MONTHS} ${plural(CLUB_MEMBERSHIP_MONTHS, msg.monthForms)}`,
    }),
    payment: format(msg.sheetPayment, { prepay: CLUB_PREPAY_PERCENT, minutes: CLUB_PAYMENT_MINUTES }),
    terms: msg.sheetTerms,
  };
}
