/**
 * Pure rules of `<pd-club-info>` (booking-schedule §2 "Club screens", §6 club users, §9 "Club"). No DOM: the
 * constants, the inputs check and the texts with the §9 numbers filled in. The club constants and the user's card
 * are the price block's (docs/decisions/072), imported, not copied. Decision: docs/decisions/177.
 */
import type { ClubInfo } from '../../core/config';
import { safeUrl } from '../../core/dom';
import { format, plural } from '../../core/i18n';
import { formatRoubles } from '../../shared/format';
import {
  CLUB_CARD_FULL_PRICE,
  CLUB_DISCOUNT_PERCENT,
  CLUB_MEMBERSHIP_MONTHS,
  CLUB_PAYMENT_MINUTES,
  CLUB_PREPAY_PERCENT,
  clubCardFor,
  discountBadge,
  longDate,
  type ClubCard,
} from '../price-block/price-block-model';
import { clubInfoMessages as msg } from './messages';

/** The tag. */
export const CLUB_INFO_TAG = 'pd-club-info';
/** Page openers: any element with this attribute opens the side menu (src/shared/openers). */
export const CLUB_INFO_OPENER_ATTRIBUTE = 'data-pd-club-info';
/** §2 "default width 400 px", px. */
export const CLUB_SIDE_MENU_WIDTH = 400;
/** §2 "z-index … 210 is given for the club side menu". */
export const CLUB_SIDE_MENU_Z_INDEX = 210;
/** §2 "z-index 200": the club info layer's default (the tooltip inside the menu). */
export const CLUB_INFO_Z_INDEX = 200;
/** §2 "Club info tooltip width 288 px". */
export const CLUB_TOOLTIP_WIDTH = 288;
/** Default legal links (the club pages live under `/club/`). */
export const CLUB_OFFER_URL = '/club/offer/';
export const CLUB_RULES_URL = '/club/rules/';

/** Inputs (attributes in camelCase). */
export interface ClubInfoInputs {
  offerUrl?: unknown;
  rulesUrl?: unknown;
}

/** Checked inputs. */
export interface ClubInfoConfig {
  offerUrl: string;
  rulesUrl: string;
}

/** Checks the inputs; an unsafe URL logs (problem text) and falls back to the default. Never throws. */
export function resolveClubInfo(inputs: ClubInfoInputs): { config: ClubInfoConfig; problems: string[] } {
  const problems: string[] = [];
  const url = (value: unknown, name: string, fallback: string): string => {
    if (value === undefined || value === null || value === '') return fallback;
    const safe = typeof value === 'string' ? safeUrl(value) : null;
    if (safe) return safe;
    problems.push(`${name} must be an http(s) or relative URL, got "${String(value)}"; using ${fallback}`);
    return fallback;
  };
  return {
    config: {
      offerUrl: url(inputs.offerUrl, 'offer-url', CLUB_OFFER_URL),
      rulesUrl: url(inputs.rulesUrl, 'rules-url', CLUB_RULES_URL),
    },
    problems,
  };
}

const months = (n: number) => `${n} ${plural(n, msg.monthForms)}`;
const numbers = () => ({
  percent: CLUB_DISCOUNT_PERCENT,
  badge: discountBadge(),
  months: months(CLUB_MEMBERSHIP_MONTHS),
  prepay: CLUB_PREPAY_PERCENT,
  minutes: CLUB_PAYMENT_MINUTES,
});

/** The join line for the user's card (§6): `price`/`full` for the struck-through full card price. */
export interface JoinView {
  card: ClubCard;
  text: string;
}

/** The side menu's texts with the §9 numbers and the user's card. */
export interface ClubInfoView {
  gives: string[];
  coupon: string[];
  join: JoinView;
  faq: { q: string; a: string }[];
}

/** The join sentence for a card (§6, §9: 99 ₽ instead of 499, free, or the member's end date). */
export function joinText(card: ClubCard): string {
  switch (card.kind) {
    case 'member':
      return card.dateEnd ? format(msg.joinMember, { date: longDate(card.dateEnd) }) : msg.joinMemberNoDate;
    case 'free':
      return msg.joinFree;
    case 'paid':
      if (card.price >= CLUB_CARD_FULL_PRICE)
        return format(msg.joinPaidFull, { price: formatRoubles(card.price) });
      return format(msg.joinPaid, {
        price: formatRoubles(card.price),
        full: formatRoubles(CLUB_CARD_FULL_PRICE),
      });
  }
}

/** Everything the menu shows for the user's club state (`$session` `club`). */
export function clubInfoView(club: Partial<ClubInfo> | null | undefined): ClubInfoView {
  const n = numbers();
  const card = clubCardFor(club);
  return {
    gives: msg.gives.map((t) => format(t, n)),
    coupon: msg.coupon.map((t) => format(t, n)),
    join: { card, text: joinText(card) },
    faq: msg.faq.map(({ q, a }) => ({ q, a: format(a, n) })),
  };
}
