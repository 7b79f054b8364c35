/**
 * Which tabs a price block shows (booking-schedule §4 "Price block"; docs/decisions/070): the rule `<pd-price-block>`
 * renders by, and the one the clinic list reserves each card's price block box by before the block's code has
 * arrived (docs/decisions/211-price-blocks-after-the-first-slot.md). Pure: checked prices in, tab kinds out.
 */

/** A tab of the price block. */
export type PriceTabKind = 'club' | 'default' | 'on-site';

/** The page types of the price block (§3 "Price block inputs"). */
export type PriceBlockPageType = 'clinic' | 'telemed' | 'home' | 'other';

/** Checked prices of a price block, roubles; `null` = no such price. */
export interface PriceTabPrices {
  pageType: PriceBlockPageType;
  price: number | null;
  priceHome: number | null;
  priceOnline: number | null;
  priceMedtochkaTelemed: number | null;
  priceClub: number | null;
  /** The clinic is in the club: club prices show only then (§5). */
  isClubClinic: boolean;
}

/** A price to show: `from` = prefix 'от'. */
export interface ShownPrice {
  /** Roubles. */
  price: number;
  from: boolean;
}

/**
 * The telemed price (§9 "Telemed price is shown as 'от' the minimum when the two prices differ"): the clinic's own
 * telemed price and the own-platform one; the lower with 'от' when both exist and differ, else the one there is.
 */
export function telemedPrice(priceOnline: number | null, priceMedtochka: number | null): ShownPrice | null {
  if (priceOnline !== null && priceMedtochka !== null) {
    return { price: Math.min(priceOnline, priceMedtochka), from: priceOnline !== priceMedtochka };
  }
  const one = priceOnline ?? priceMedtochka;
  return one === null ? null : { price: one, from: false };
}

/** The price of the default tab: the page type's own price. */
export function defaultPrice(prices: PriceTabPrices): ShownPrice | null {
  switch (prices.pageType) {
    case 'telemed':
      return telemedPrice(prices.priceOnline, prices.priceMedtochkaTelemed);
    case 'home':
      return prices.priceHome === null ? null : { price: prices.priceHome, from: false };
    default:
      return prices.price === null ? null : { price: prices.price, from: false };
  }
}

/**
 * The visible tabs in display order (§4 "Price block", docs/decisions/070):
 * - `club`: the clinic is in the club and has a club price (§5 "Club price labels apply only to clinics in the
 *   club"), on clinic (and other) pages only — §4 "Page type clinic: club tab vs default tab; page type telemed:
 *   on-site-price tab vs default tab": never on telemed or home pages (issue 20 item 10);
 * - `default`: the page type's own price ({@link defaultPrice});
 * - `on-site`: the clinic visit price (`price`) on telemed and home pages.
 * Up to three tabs (§2). An empty list = the block renders nothing (§4).
 */
export function priceTabKinds(prices: PriceTabPrices): PriceTabKind[] {
  const { pageType } = prices;
  const kinds: PriceTabKind[] = [];
  if (prices.isClubClinic && prices.priceClub !== null && pageType !== 'telemed' && pageType !== 'home')
    kinds.push('club');
  if (defaultPrice(prices)) kinds.push('default');
  if ((pageType === 'telemed' || pageType === 'home') && prices.price !== null) kinds.push('on-site');
  return kinds;
}

/**
 * What a price block looks like, known from its inputs alone (docs/decisions/211): `switcher` — more than one tab
 * (the tab row); `clubPanel` — the club tab is the active one (its card line and the 'Как работает клубная цена'
 * link).
 */
export interface PriceBlockShape {
  switcher: boolean;
  clubPanel: boolean;
}

/**
 * The heights of the price block's rows, px: PriceBlock.styles.ts gives its rows these heights, and
 * {@link priceBlockHeight} adds them up for a shape — so a box reserved before the block's code arrives is the
 * block's final size (docs/decisions/211). `gap`: between the tab row and the panel; `panelGap`: between the rows
 * of the panel.
 */
export const PRICE_BLOCK_ROWS = {
  switcher: 40,
  caption: 18,
  priceLine: 25,
  cardLine: 18,
  infoLink: 32,
  gap: 8,
  panelGap: 4,
} as const;

/** The height of a price block of `shape`, px (its texts on one line each, as in a clinic card). */
export function priceBlockHeight(shape: PriceBlockShape): number {
  const r = PRICE_BLOCK_ROWS;
  const head = shape.switcher ? r.switcher + r.gap : r.caption + r.panelGap;
  const club = shape.clubPanel ? r.panelGap + r.cardLine + r.panelGap + r.infoLink : 0;
  return head + r.priceLine + club;
}
