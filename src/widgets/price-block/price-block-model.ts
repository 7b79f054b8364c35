/**
 * Pure rules of `<pd-price-block>` (booking-schedule §2 "Price block", §3 "Price block inputs", "Club offer",
 * "Current user club info", "Price set derived per workplace", §4 "Price block", §5 "Club price labels apply only
 * to clinics in the club", §6 club users, §9 "Club", "Telemed price is shown as 'от' the minimum").
 *
 * No DOM, no React, no store: inputs in, view data out. Decisions: docs/decisions/070–074. All prices are in
 * ROUBLES (whole numbers as the server sends them).
 */
import type { ClubInfo } from '../../core/config';
import { safeUrl } from '../../core/dom';
import { dayMonthLong, format } from '../../core/i18n';
import { defaultPrice, priceTabKinds, type ShownPrice } from '../../shared/booking/price-tabs';
import { formatRoubles } from '../../shared/format';
import { priceMessages as msg } from './messages';
import { isValidDay, parseDay } from '../../core/time';

/** The tag. */
export const PRICE_BLOCK_TAG = 'pd-price-block';
/** DOM event of a tab choice (CONTRACT `<pd-price-block>`), `detail` = {@link RedirectDetail}. */
export const REDIRECT_EVENT = 'price-block:redirect';

// --- club constants (booking-schedule §9 "Club") ---------------------------------------------------------------
/** Full price of the club card, roubles (§9 "full card price 499"); struck through when the user pays less. */
export const CLUB_CARD_FULL_PRICE = 499;
/**
 * What access to club prices for the next 6 months costs, roubles (§9 "costs 99 ₽"): the card price of a user who
 * is not in the club when the page config gives no `cardNextPrice` (docs/decisions/072).
 */
export const CLUB_ACCESS_PRICE = 99;
/** Club discount, percent (§9 "club discount 30% (badge '-30%')"). */
export const CLUB_DISCOUNT_PERCENT = 30;
/** Club membership (and card) length, months (§9 "club membership lasts 6 months", card labelled 'полгода'). */
export const CLUB_MEMBERSHIP_MONTHS = 6;
/** Share of the club price paid on the site, percent (§9 "paid 50% on the site and 50% at the clinic"). */
export const CLUB_PREPAY_PERCENT = 50;
/** Minutes to pay the prepaid share, else no booking (§9 "within 20 minutes"). */
export const CLUB_PAYMENT_MINUTES = 20;
/** Default target of 'Подробнее про клуб' (§2 "Club screens": the club pages live under `/club/`). */
export const CLUB_URL = '/club/';

// --- inputs ----------------------------------------------------------------------------------------------------
/** Page types of §3 "Price block inputs". */
export const PAGE_TYPES = ['clinic', 'telemed', 'home', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The tabs of §4 "Price block", in display order. */
export const PRICE_TABS = ['club', 'default', 'on-site'] as const;
export type PriceTab = (typeof PRICE_TABS)[number];

/**
 * Value of `price-block:redirect` (§4 "club, on-site, default, or by page type"): `club` and `on-site` as the tab;
 * the default tab gives the page type on telemed and home pages (the booking is online / at home) and `default`
 * on clinic and other pages — the calendar's regular `type` (docs/decisions/070, 041).
 */
export type RedirectValue = 'club' | 'on-site' | 'default' | 'telemed' | 'home';

/** `detail` of {@link REDIRECT_EVENT} and the argument of `onRedirect`. */
export interface RedirectDetail {
  value: RedirectValue;
}

/**
 * Inputs of the price block: the CONTRACT attributes in camelCase plus the derived price set of a workplace
 * (booking-schedule §3 "Price set derived per workplace"). Prices in roubles; `null`, `undefined` or `0` = no
 * such price.
 */
export interface PriceBlockInputs {
  /** `clinic` | `telemed` | `home` | `other` (default `other`; anything else logs and counts as `other`). */
  pageType?: string | null;
  /** Price of a visit to the clinic, roubles: the default tab on clinic/other pages, the on-site tab on telemed and home pages. */
  price?: number | null;
  /** Home-visit price, roubles: the default tab on home pages. */
  priceHome?: number | null;
  /** The clinic's own telemed price (`pd_price_online`), roubles: with `priceMedtochkaTelemed`, the default tab on telemed pages. */
  priceOnline?: number | null;
  /** Telemed price on the own platform (MedTochka, `mt_price_online`), roubles. Attribute `telemed-medtochka-price`. */
  priceMedtochkaTelemed?: number | null;
  /** Club price, roubles. Attribute `club-price`. Shown only for a clinic in the club. */
  priceClub?: number | null;
  /**
   * The clinic is in the club (`tabs_data.in_club`). Default: `true` when a club price is given — a page that sends
   * a club price means a club clinic. Club prices are shown only when this is true (§5).
   */
  isClubClinic?: boolean | null;
  /**
   * The item selected in the clinic card (a speciality translit or service id). A change of it resets the user's
   * tab choice to the default tab (the prices belong to another item).
   */
  specialitySelected?: string | null;
  /** Initial tab: `club` | `default` | `on-site`; ignored (default rule) when that tab is not visible. */
  selectedTab?: string | null;
  /** Target of 'Подробнее про клуб' (http(s) or relative; default `/club/`). */
  clubUrl?: string | null;
}

/** Checked inputs. */
export interface PriceBlockConfig {
  pageType: PageType;
  price: number | null;
  priceHome: number | null;
  priceOnline: number | null;
  priceMedtochkaTelemed: number | null;
  priceClub: number | null;
  isClubClinic: boolean;
  specialitySelected: string;
  selectedTab: PriceTab | null;
  clubUrl: string;
}

const PRICE_KEYS = ['price', 'priceHome', 'priceOnline', 'priceMedtochkaTelemed', 'priceClub'] as const;

/**
 * A number given as text becomes the number: React 19 sets a custom element's props as DOM properties, so
 * `<pd-price-block price="2000">` in JSX (or `el.price = '2000'`) hands the widget a string, not the attribute parser's
 * number. Blank text is "no value"; anything else is returned as is (and reported by the caller).
 */
function numeric(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : value;
}

/** `'true'`/`'false'` text (a property set from JSX) as a boolean; blank text is "no value". */
function booleanish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim().toLowerCase();
  return t === '' ? null : t === 'true' ? true : t === 'false' ? false : value;
}

function describeValue(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/**
 * Checks the inputs. Never throws: each malformed input gives a problem text (for
 * `[pd-widgets] pd-price-block: …`) and its default.
 */
export function resolvePriceBlockConfig(inputs: PriceBlockInputs): {
  config: PriceBlockConfig;
  problems: string[];
} {
  const problems: string[] = [];

  const prices = {} as Record<(typeof PRICE_KEYS)[number], number | null>;
  for (const key of PRICE_KEYS) {
    const value = numeric(inputs[key]);
    if (value === undefined || value === null || value === 0) prices[key] = null;
    else if (typeof value === 'number' && Number.isFinite(value) && value > 0) prices[key] = value;
    else {
      prices[key] = null;
      problems.push(
        `${key} must be a price in roubles (a number ≥ 0), got ${describeValue(value)}; it is ignored`,
      );
    }
  }

  let pageType: PageType = 'other';
  const rawType: unknown = inputs.pageType;
  if (typeof rawType === 'string' && (PAGE_TYPES as readonly string[]).includes(rawType)) {
    pageType = rawType as PageType;
  } else if (rawType !== undefined && rawType !== null && rawType !== '') {
    problems.push(
      `page-type must be one of ${PAGE_TYPES.join(', ')}, got ${describeValue(rawType)}; using "other"`,
    );
  }

  let selectedTab: PriceTab | null = null;
  const rawTab: unknown = inputs.selectedTab;
  if (typeof rawTab === 'string' && (PRICE_TABS as readonly string[]).includes(rawTab)) {
    selectedTab = rawTab as PriceTab;
  } else if (rawTab !== undefined && rawTab !== null && rawTab !== '') {
    problems.push(
      `selected-tab must be one of ${PRICE_TABS.join(', ')}, got ${describeValue(rawTab)}; it is ignored`,
    );
  }

  let isClubClinic = prices.priceClub !== null;
  const rawClub = booleanish(inputs.isClubClinic);
  if (typeof rawClub === 'boolean') isClubClinic = rawClub;
  else if (rawClub !== undefined && rawClub !== null) {
    problems.push(`is-club-clinic must be true or false, got ${describeValue(rawClub)}; it is ignored`);
  }

  let clubUrl = CLUB_URL;
  const rawUrl: unknown = inputs.clubUrl;
  if (typeof rawUrl === 'string' && rawUrl.trim() !== '') {
    const safe = safeUrl(rawUrl);
    if (safe) clubUrl = safe;
    else
      problems.push(
        `club-url must be an http(s) or relative URL, got ${describeValue(rawUrl)}; using ${CLUB_URL}`,
      );
  }

  const rawSpec: unknown = inputs.specialitySelected;
  const specialitySelected = typeof rawSpec === 'string' ? rawSpec : '';

  return {
    config: { pageType, ...prices, isClubClinic, specialitySelected, selectedTab, clubUrl },
    problems,
  };
}

// --- prices ----------------------------------------------------------------------------------------------------
// Which tabs show and their prices: src/shared/booking/price-tabs.ts (the clinic list reserves a card's price block
// box by the same rule before this chunk arrives; docs/decisions/211).
export { defaultPrice, telemedPrice, type ShownPrice } from '../../shared/booking/price-tabs';

/** The redirect value of a tab on a page type (see {@link RedirectValue}). */
export function redirectValue(pageType: PageType, tab: PriceTab): RedirectValue {
  if (tab !== 'default') return tab;
  return pageType === 'telemed' || pageType === 'home' ? pageType : 'default';
}

/** One visible tab. */
export interface PriceTabView {
  value: PriceTab;
  /** Tab label (or the caption of a lone price). */
  label: string;
  /** Roubles. */
  price: number;
  /** 'от' before the price (telemed minimum). */
  from: boolean;
  /** The regular price struck through next to a club price, roubles; `null` when there is none or it is not higher. */
  oldPrice: number | null;
  /** The discount badge ('-30%') of the club tab, else `null`. */
  badge: string | null;
  /** What choosing it emits. */
  redirect: RedirectValue;
}

/** The club badge text, '-30%'. */
export function discountBadge(): string {
  return format(msg.discountBadge, { percent: CLUB_DISCOUNT_PERCENT });
}

/**
 * The visible tabs in display order (§4 "Price block", docs/decisions/070):
 * - `club`: the clinic is in the club and has a club price (§5 "Club price labels apply only to clinics in the
 *   club"), on clinic (and other) pages only — §4 "Page type clinic: club tab vs default tab; page type telemed:
 *   on-site-price tab vs default tab": never on telemed or home pages (issue 20 item 10);
 * - `default`: the page type's own price ({@link defaultPrice}); on telemed 'от' the minimum of the two online prices;
 * - `on-site`: the clinic visit price (`price`) on telemed and home pages (§4 "Page type telemed: on-site-price tab
 *   vs default tab").
 * Up to three tabs (§2). An empty list = the block renders nothing (§4).
 */
export function visibleTabs(config: PriceBlockConfig): PriceTabView[] {
  const { pageType } = config;
  const base = { oldPrice: null, badge: null, from: false };
  const tabs = priceTabKinds(config).map((value): PriceTabView => {
    const redirect = redirectValue(pageType, value);
    if (value === 'club') {
      const club = config.priceClub as number;
      const regular = config.price;
      const oldPrice = regular !== null && regular > club ? regular : null;
      return { ...base, value, label: msg.tabClub, price: club, oldPrice, badge: discountBadge(), redirect };
    }
    if (value === 'on-site')
      return { ...base, value, label: msg.tabOnSite, price: config.price as number, redirect };
    const label =
      pageType === 'telemed' ? msg.tabTelemed : pageType === 'home' ? msg.tabHome : msg.tabDefault;
    return { ...base, ...(defaultPrice(config) as ShownPrice), value, label, redirect };
  });

  // A lone regular price on a clinic page has nothing to contrast with: 'Стоимость приёма', not 'Обычная цена'.
  if (tabs.length === 1 && tabs[0].value === 'default' && tabs[0].label === msg.tabDefault) {
    tabs[0] = { ...tabs[0], label: msg.priceAlone };
  }
  return tabs;
}

/** The user's tab choice, remembered with the inputs it was made under. */
export interface TabChoice {
  tab: PriceTab;
  /** {@link choiceKey} of the inputs when the choice was made. */
  key: string;
}

/**
 * The inputs a choice belongs to: a new `selectedTab` or `specialitySelected` from the page makes an earlier
 * choice void (the page asked for another tab, or the prices are another item's).
 */
export function choiceKey(config: Pick<PriceBlockConfig, 'selectedTab' | 'specialitySelected'>): string {
  return `${config.selectedTab ?? ''}|${config.specialitySelected}`;
}

/**
 * The active tab (§4 "The club tab is active by default where shown; choosing club, default or on-site price tab
 * switches the active tab"): the user's choice (if still valid and visible), else `selectedTab` (if visible), else
 * club, else the first visible tab; `null` with no tab.
 */
export function activeTab(
  tabs: readonly PriceTabView[],
  config: Pick<PriceBlockConfig, 'selectedTab' | 'specialitySelected'>,
  choice: TabChoice | null,
): PriceTab | null {
  const has = (t: PriceTab | null | undefined): t is PriceTab => !!t && tabs.some((v) => v.value === t);
  if (choice && choice.key === choiceKey(config) && has(choice.tab)) return choice.tab;
  if (has(config.selectedTab)) return config.selectedTab;
  if (has('club')) return 'club';
  return tabs[0]?.value ?? null;
}

// --- club --------------------------------------------------------------------------------------------------------
/**
 * The current user's club card (§6 "Club users may hold a card, be free of card price, or be without a card"):
 * - `member`: in the club, holds a card (until `dateEnd`): nothing to pay for a card;
 * - `free`: not in the club, the next card costs 0;
 * - `paid`: not in the club, the card costs `price` (config `cardNextPrice`, else {@link CLUB_ACCESS_PRICE}).
 */
export type ClubCard =
  { kind: 'member'; dateEnd: string | null } | { kind: 'free' } | { kind: 'paid'; price: number };

/** The club card of a user from `$session` `club` (§3 "Current user club info"; docs/decisions/072). */
export function clubCardFor(club: Partial<ClubInfo> | null | undefined): ClubCard {
  if (club?.isInClub) {
    const end = typeof club.cardDateEnd === 'string' ? club.cardDateEnd.slice(0, 10) : null;
    return { kind: 'member', dateEnd: end && isValidDay(end) ? end : null };
  }
  const next = club?.cardNextPrice;
  if (next === 0) return { kind: 'free' };
  if (typeof next === 'number' && Number.isFinite(next) && next > 0) return { kind: 'paid', price: next };
  return { kind: 'paid', price: CLUB_ACCESS_PRICE };
}

/** The club offer of §3 "Club offer" for one price block and user. Roubles. */
export interface ClubOffer {
  /** The regular price at the clinic; `null` when unknown. */
  lpuPrice: number | null;
  /** The appointment at the club price. */
  couponPrice: number;
  /** What the user pays for the card now: `null` = absent (a member holds one), `0` = free. */
  cardPrice: number | null;
  /** Appointment at the club price plus the card. */
  totalPrice: number;
  /** A member's card end date `yyyy-MM-dd`, else `null`. */
  cardDateEnd: string | null;
  /** {@link clubDiscount}; `null` without a regular price. */
  clubDiscount: number | null;
  /** The user's card state. */
  card: ClubCard;
}

/**
 * The discount shown (§9 "The discount shown = full price minus (total minus card price); the card is free when
 * the card price is absent"): `lpuPrice − (totalPrice − (cardPrice ?? 0))`, never below 0; `null` without a
 * regular price. E.g. full 2000, total 1899 with a 499 card → 600.
 */
export function clubDiscount(offer: {
  lpuPrice: number | null;
  totalPrice: number;
  cardPrice: number | null;
}): number | null {
  if (offer.lpuPrice === null) return null;
  return Math.max(0, offer.lpuPrice - (offer.totalPrice - (offer.cardPrice ?? 0)));
}

/** The offer for a regular price, a club price and the user's card. */
export function clubOffer(lpuPrice: number | null, clubPrice: number, card: ClubCard): ClubOffer {
  const cardPrice = card.kind === 'member' ? null : card.kind === 'free' ? 0 : card.price;
  const totalPrice = clubPrice + (cardPrice ?? 0);
  return {
    lpuPrice,
    couponPrice: clubPrice,
    cardPrice,
    totalPrice,
    cardDateEnd: card.kind === 'member' ? card.dateEnd : null,
    clubDiscount: clubDiscount({ lpuPrice, totalPrice, cardPrice }),
    card,
  };
}

/** 'd MMMM yyyy' of a `yyyy-MM-dd` day: '12 мая 2027'. */
export function longDate(day: string): string {
  const date = parseDay(day);
  return `${dayMonthLong(date)} ${date.getFullYear()}`;
}

/** The line under the club price: what the card costs this user (§6 "changes the card price shown"). */
export function cardLine(card: ClubCard): string {
  switch (card.kind) {
    case 'member':
      return card.dateEnd
        ? format(msg.cardLineMember, { date: longDate(card.dateEnd) })
        : msg.cardLineMemberNoDate;
    case 'free':
      return msg.cardLineFree;
    case 'paid':
      return format(msg.cardLinePaid, { price: formatRoubles(card.price) });
  }
}

// --- the whole view ------------------------------------------------------------------------------------------------
/** Everything the view renders. */
export interface PriceBlockView {
  config: PriceBlockConfig;
  tabs: PriceTabView[];
  active: PriceTab | null;
  /** The club offer when the club tab is visible, else `null`. */
  offer: ClubOffer | null;
}

/** The view data for checked inputs, the user's card and the user's tab choice. */
export function priceBlockView(
  config: PriceBlockConfig,
  card: ClubCard,
  choice: TabChoice | null,
): PriceBlockView {
  const tabs = visibleTabs(config);
  const club = tabs.find((t) => t.value === 'club');
  return {
    config,
    tabs,
    active: activeTab(tabs, config, choice),
    offer: club ? clubOffer(config.price, club.price, card) : null,
  };
}
