import { describe, expect, it } from 'vitest';
import {
  activeTab,
  CLUB_ACCESS_PRICE,
  CLUB_CARD_FULL_PRICE,
  cardLine,
  choiceKey,
  clubCardFor,
  clubDiscount,
  clubOffer,
  discountBadge,
  priceBlockView,
  redirectValue,
  resolvePriceBlockConfig,
  telemedPrice,
  visibleTabs,
  type PriceBlockInputs,
} from './price-block-model';
import { cardRow, sheetTexts } from './on-demand/club-sheet-model';

const NBSP = '\u00a0';

function config(inputs: PriceBlockInputs) {
  const { config: c, problems } = resolvePriceBlockConfig(inputs);
  expect(problems).toEqual([]);
  return c;
}
const tabsOf = (inputs: PriceBlockInputs) => visibleTabs(config(inputs)).map((t) => t.value);
const nonMember = clubCardFor({ isInClub: false, cardNextPrice: null, cardDateEnd: null });

describe('visible tabs per page type and prices (booking-schedule §4 "Price block")', () => {
  it('clinic: club tab vs default tab at a club clinic', () => {
    const tabs = visibleTabs(config({ pageType: 'clinic', price: 2000, priceClub: 1400 }));
    expect(tabs.map((t) => [t.value, t.label, t.price])).toEqual([
      ['club', 'Клубная цена', 1400],
      ['default', 'Обычная цена', 2000],
    ]);
    expect(tabs[0].oldPrice).toBe(2000);
    expect(tabs[0].badge).toBe('-30%');
    expect(tabs[1].badge).toBeNull();
  });

  it('club prices only for club clinics (§5): is-club-clinic false hides the club tab', () => {
    expect(tabsOf({ pageType: 'clinic', price: 2000, priceClub: 1400, isClubClinic: false })).toEqual([
      'default',
    ]);
    // No club price: nothing to show even at a club clinic.
    expect(tabsOf({ pageType: 'clinic', price: 2000, isClubClinic: true })).toEqual(['default']);
  });

  it('a lone clinic price is captioned "Стоимость приёма", not "Обычная цена"', () => {
    expect(visibleTabs(config({ pageType: 'clinic', price: 2000 }))[0].label).toBe('Стоимость приёма');
  });

  it('telemed: the online default tab vs the on-site tab with the clinic visit price', () => {
    const tabs = visibleTabs(
      config({ pageType: 'telemed', price: 2500, priceOnline: 1500, priceMedtochkaTelemed: 1200 }),
    );
    expect(tabs.map((t) => [t.value, t.label, t.price, t.from])).toEqual([
      ['default', 'Онлайн', 1200, true],
      ['on-site', 'В клинике', 2500, false],
    ]);
  });

  it('home: the home price vs the on-site price; no home price leaves the on-site tab alone', () => {
    expect(
      visibleTabs(config({ pageType: 'home', price: 2000, priceHome: 4500 })).map((t) => [t.label, t.price]),
    ).toEqual([
      ['На дому', 4500],
      ['В клинике', 2000],
    ]);
    expect(tabsOf({ pageType: 'home', price: 2000 })).toEqual(['on-site']);
  });

  it('§4 price-block tabs: clinic page = club vs default; telemed = on-site vs default; no club tab on telemed or home', () => {
    expect(tabsOf({ pageType: 'clinic', price: 2000, priceClub: 1400, isClubClinic: true })).toEqual([
      'club',
      'default',
    ]);
    expect(
      tabsOf({ pageType: 'telemed', price: 2000, priceClub: 1400, priceOnline: 1500, isClubClinic: true }),
    ).toEqual(['default', 'on-site']);
    expect(
      tabsOf({ pageType: 'home', price: 2000, priceClub: 1400, priceHome: 4000, isClubClinic: true }),
    ).toEqual(['default', 'on-site']);
  });

  it('other pages behave like clinic pages', () => {
    expect(tabsOf({ pageType: 'other', price: 2000, priceClub: 1400 })).toEqual(['club', 'default']);
    expect(tabsOf({ price: 2000 })).toEqual(['default']);
  });

  it('no price at all → no tab (the block renders nothing)', () => {
    expect(tabsOf({ pageType: 'clinic' })).toEqual([]);
    expect(tabsOf({ pageType: 'telemed', priceHome: 3000 })).toEqual([]);
    expect(tabsOf({ pageType: 'clinic', price: 0, priceClub: 0 })).toEqual([]);
  });

  it('the struck-through regular price shows only when it is higher than the club price', () => {
    const [club] = visibleTabs(config({ pageType: 'clinic', price: 1400, priceClub: 1400 }));
    expect(club.oldPrice).toBeNull();
    const [alone] = visibleTabs(config({ pageType: 'clinic', priceClub: 1400 }));
    expect(alone.value).toBe('club');
    expect(alone.oldPrice).toBeNull();
  });
});

describe("telemed 'от' the minimum (§9)", () => {
  it('two different prices: the lower with от', () => {
    expect(telemedPrice(1500, 1200)).toEqual({ price: 1200, from: true });
    expect(telemedPrice(900, 1200)).toEqual({ price: 900, from: true });
  });
  it('equal prices or a single one: that price without от', () => {
    expect(telemedPrice(1200, 1200)).toEqual({ price: 1200, from: false });
    expect(telemedPrice(null, 1200)).toEqual({ price: 1200, from: false });
    expect(telemedPrice(1500, null)).toEqual({ price: 1500, from: false });
    expect(telemedPrice(null, null)).toBeNull();
  });
});

describe('default active tab (§4 "The club tab is active by default where shown")', () => {
  const clinic = config({ pageType: 'clinic', price: 2000, priceClub: 1400 });
  const clinicTabs = visibleTabs(clinic);

  it('club where shown, else the first visible tab', () => {
    expect(activeTab(clinicTabs, clinic, null)).toBe('club');
    const tele = config({ pageType: 'telemed', price: 2000, priceOnline: 1500 });
    expect(activeTab(visibleTabs(tele), tele, null)).toBe('default');
    const empty = config({});
    expect(activeTab(visibleTabs(empty), empty, null)).toBeNull();
  });

  it('selected-tab wins when that tab is visible, and is ignored when it is not', () => {
    const withDefault = config({ pageType: 'clinic', price: 2000, priceClub: 1400, selectedTab: 'default' });
    expect(activeTab(visibleTabs(withDefault), withDefault, null)).toBe('default');
    const withOnSite = config({ pageType: 'clinic', price: 2000, priceClub: 1400, selectedTab: 'on-site' });
    expect(activeTab(visibleTabs(withOnSite), withOnSite, null)).toBe('club');
  });

  it("the user's choice wins while the page's selected tab and selected item stay the same", () => {
    const choice = { tab: 'default' as const, key: choiceKey(clinic) };
    expect(activeTab(clinicTabs, clinic, choice)).toBe('default');
    const otherItem = config({ pageType: 'clinic', price: 2000, priceClub: 1400, specialitySelected: 'lor' });
    expect(activeTab(visibleTabs(otherItem), otherItem, choice)).toBe('club');
    const pageAsks = config({ pageType: 'clinic', price: 2000, priceClub: 1400, selectedTab: 'club' });
    expect(activeTab(visibleTabs(pageAsks), pageAsks, choice)).toBe('club');
  });
});

describe('redirect value per tab (§4 "club, on-site, default, or by page type")', () => {
  it('club and on-site as they are; default by page type', () => {
    expect(redirectValue('clinic', 'club')).toBe('club');
    expect(redirectValue('telemed', 'on-site')).toBe('on-site');
    expect(redirectValue('clinic', 'default')).toBe('default');
    expect(redirectValue('other', 'default')).toBe('default');
    expect(redirectValue('telemed', 'default')).toBe('telemed');
    expect(redirectValue('home', 'default')).toBe('home');
  });
  it('each visible tab carries its value', () => {
    const tabs = visibleTabs(config({ pageType: 'home', price: 2000, priceHome: 4000, priceClub: 1400 }));
    expect(tabs.map((t) => [t.value, t.redirect])).toEqual([
      ['default', 'home'],
      ['on-site', 'on-site'],
    ]);
  });
});

describe('club discount arithmetic (§9 "full price minus (total minus card price)")', () => {
  it('the spec formula on server-like totals; the card is free when its price is absent', () => {
    expect(clubDiscount({ lpuPrice: 2000, totalPrice: 1899, cardPrice: 499 })).toBe(600);
    expect(clubDiscount({ lpuPrice: 2000, totalPrice: 1400, cardPrice: null })).toBe(600);
    expect(clubDiscount({ lpuPrice: 2000, totalPrice: 1499, cardPrice: 99 })).toBe(600);
    expect(clubDiscount({ lpuPrice: null, totalPrice: 1400, cardPrice: null })).toBeNull();
    expect(clubDiscount({ lpuPrice: 1000, totalPrice: 1899, cardPrice: 499 })).toBe(0);
  });

  it('non-member paying a 499 card: full 2000, club 1400 → total 1899, discount 600', () => {
    const card = clubCardFor({ isInClub: false, cardNextPrice: 499, cardDateEnd: null });
    expect(card).toEqual({ kind: 'paid', price: 499 });
    expect(clubOffer(2000, 1400, card)).toMatchObject({
      lpuPrice: 2000,
      couponPrice: 1400,
      cardPrice: 499,
      totalPrice: 1899,
      clubDiscount: 600,
      cardDateEnd: null,
    });
  });

  it('non-member with no card price in the config pays the 99 ₽ access price (499 struck through)', () => {
    expect(nonMember).toEqual({ kind: 'paid', price: CLUB_ACCESS_PRICE });
    expect(clubOffer(2000, 1400, nonMember)).toMatchObject({
      cardPrice: 99,
      totalPrice: 1499,
      clubDiscount: 600,
    });
    expect(cardRow(nonMember)).toEqual({ text: null, price: 99, fullPrice: CLUB_CARD_FULL_PRICE });
    expect(cardLine(nonMember)).toBe(`+ клубная карта на полгода — 99${NBSP}₽`);
  });

  it('member: holds a card (card price absent) → total is the club price, discount 600', () => {
    const card = clubCardFor({ isInClub: true, cardNextPrice: 499, cardDateEnd: '2027-05-12' });
    expect(card).toEqual({ kind: 'member', dateEnd: '2027-05-12' });
    expect(clubOffer(2000, 1400, card)).toMatchObject({
      cardPrice: null,
      totalPrice: 1400,
      clubDiscount: 600,
      cardDateEnd: '2027-05-12',
    });
    expect(cardLine(card)).toBe('Ваша клубная карта действует до 12 мая 2027');
    expect(cardRow(card)).toEqual({ text: 'Есть, до 12 мая 2027', price: null, fullPrice: null });
    expect(cardLine(clubCardFor({ isInClub: true, cardNextPrice: null, cardDateEnd: null }))).toBe(
      'Клубная цена по вашей клубной карте',
    );
  });

  it('card free (next card price 0): total is the club price, discount 600', () => {
    const card = clubCardFor({ isInClub: false, cardNextPrice: 0, cardDateEnd: null });
    expect(card).toEqual({ kind: 'free' });
    expect(clubOffer(2000, 1400, card)).toMatchObject({ cardPrice: 0, totalPrice: 1400, clubDiscount: 600 });
    expect(cardLine(card)).toBe('Клубная карта на полгода — бесплатно');
    expect(cardRow(card)).toEqual({ text: 'Бесплатно', price: null, fullPrice: 499 });
  });

  it('a full-price card is not struck through; no regular price → no discount', () => {
    expect(cardRow({ kind: 'paid', price: 499 }).fullPrice).toBeNull();
    expect(clubOffer(null, 1400, nonMember).clubDiscount).toBeNull();
  });

  it('a malformed member end date is dropped, not shown as "Invalid Date"', () => {
    expect(clubCardFor({ isInClub: true, cardNextPrice: null, cardDateEnd: 'скоро' })).toEqual({
      kind: 'member',
      dateEnd: null,
    });
    expect(
      clubCardFor({ isInClub: true, cardNextPrice: null, cardDateEnd: '2027-05-12T00:00:00+03:00' }),
    ).toEqual({ kind: 'member', dateEnd: '2027-05-12' });
  });

  it('the view carries the offer only when the club tab is visible', () => {
    expect(
      priceBlockView(config({ pageType: 'clinic', price: 2000, priceClub: 1400 }), nonMember, null).offer,
    ).toMatchObject({ totalPrice: 1499, clubDiscount: 600 });
    expect(
      priceBlockView(
        config({ pageType: 'clinic', price: 2000, priceClub: 1400, isClubClinic: false }),
        nonMember,
        null,
      ).offer,
    ).toBeNull();
  });
});

describe('texts with the club constants', () => {
  it("badge '-30%' and the sheet sentences", () => {
    expect(discountBadge()).toBe('-30%');
    const t = sheetTexts();
    expect(t.intro).toContain('на 30% ниже обычной');
    expect(t.card).toBe('Клубная карта на полгода открывает доступ к клубным ценам на 6 месяцев.');
    expect(t.payment).toContain('оплатить 50% приёма в течение 20 минут');
  });
});

describe('input checks', () => {
  it('malformed inputs give a problem each and their defaults; nothing throws', () => {
    const { config: c, problems } = resolvePriceBlockConfig({
      pageType: 'clinics',
      price: -5,
      priceClub: Number.NaN,
      selectedTab: 'клуб',
      isClubClinic: 'yes' as unknown as boolean,
      clubUrl: 'javascript:alert(1)',
    });
    expect(c).toMatchObject({
      pageType: 'other',
      price: null,
      priceClub: null,
      selectedTab: null,
      isClubClinic: false,
      clubUrl: '/club/',
    });
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/^price must be a price in roubles/);
    expect(problems.join('\n')).toMatch(
      /page-type must be one of clinic, telemed, home, other, got "clinics"/,
    );
  });

  it('a club price alone means a club clinic; an explicit is-club-clinic wins', () => {
    expect(config({ priceClub: 1400 }).isClubClinic).toBe(true);
    expect(config({ priceClub: 1400, isClubClinic: false }).isClubClinic).toBe(false);
    expect(config({ price: 2000 }).isClubClinic).toBe(false);
  });

  it('numbers and booleans given as text (React 19 sets element props as properties) are read as such', () => {
    const c = config({
      pageType: 'clinic',
      price: '2000' as unknown as number,
      priceClub: ' 1400 ' as unknown as number,
      priceHome: '' as unknown as number,
      isClubClinic: 'false' as unknown as boolean,
    });
    expect(c).toMatchObject({ price: 2000, priceClub: 1400, priceHome: null, isClubClinic: false });
    const { problems } = resolvePriceBlockConfig({ price: '2 000 ₽' as unknown as number });
    expect(problems).toEqual([
      'price must be a price in roubles (a number ≥ 0), got "2 000 ₽"; it is ignored',
    ]);
  });

  it('a safe club URL is kept', () => {
    expect(config({ clubUrl: '/club/?from=price' }).clubUrl).toBe('/club/?from=price');
  });
});
