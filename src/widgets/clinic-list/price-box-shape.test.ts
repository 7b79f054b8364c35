/**
 * The clinic list reserves each card's price block box before the block's code arrives (docs/decisions/211): the
 * shape it reserves by must be the block's own — same tabs, same active tab — for every price set, page type and
 * selected tab, and the height must add up the block's rows.
 */
import { describe, expect, it } from 'vitest';
import { PRICE_BLOCK_ROWS, priceBlockHeight } from '../../shared/booking/price-tabs';
import { clubCardFor, priceBlockView, resolvePriceBlockConfig } from '../price-block/price-block-model';
import { priceBoxShape, type PriceSet, type PricePageType, type PriceTab } from './clinic-list-model';

const PRICES = [null, 0, 1500];
const PAGE_TYPES: PricePageType[] = ['clinic', 'telemed', 'home', 'other'];
const TABS: PriceTab[] = ['club', 'default', 'on-site'];

function* priceSets(): Generator<PriceSet> {
  for (const price of PRICES)
    for (const priceHome of PRICES)
      for (const priceOnline of [null, 900])
        for (const priceMedtochkaTelemed of [null, 700])
          for (const priceClub of [null, 1000])
            yield { price, priceHome, priceOnline, priceMedtochkaTelemed, priceClub };
}

describe('the reserved price block box (ADR 211)', () => {
  it("has the price block's shape for every price set, page type, club membership and selected tab", () => {
    for (const prices of priceSets())
      for (const pageType of PAGE_TYPES)
        for (const isClub of [true, false])
          for (const tab of TABS) {
            const { config } = resolvePriceBlockConfig({
              ...prices,
              pageType,
              isClubClinic: isClub,
              selectedTab: tab,
            });
            const view = priceBlockView(config, clubCardFor(null), null);
            const expected = view.active
              ? { switcher: view.tabs.length > 1, clubPanel: view.active === 'club' }
              : null;
            expect(
              priceBoxShape(prices, pageType, isClub, tab),
              JSON.stringify({ prices, pageType, isClub, tab }),
            ).toEqual(expected);
          }
  });

  it('adds up the rows of the shape: caption or tab row, the price line, the club card line and link', () => {
    const r = PRICE_BLOCK_ROWS;
    expect(priceBlockHeight({ switcher: false, clubPanel: false })).toBe(
      r.caption + r.panelGap + r.priceLine,
    );
    expect(priceBlockHeight({ switcher: true, clubPanel: false })).toBe(r.switcher + r.gap + r.priceLine);
    expect(priceBlockHeight({ switcher: true, clubPanel: true })).toBe(
      r.switcher + r.gap + r.priceLine + r.panelGap + r.cardLine + r.panelGap + r.infoLink,
    );
  });
});
