/**
 * `<pd-price-block>` in every state (booking-schedule §2 "Price block", §4 "Price block", §6 club users, §9 "Club"),
 * each at mobile 390 px and desktop 1280 px. As for the calendar (ADR 055), stories render the real custom element
 * (shadow root, adopted styles, attributes) with the React component's camelCase args turned into attributes.
 * The visitor's club state (config `user.club`) is set per story with `setSession` in a loader. No API calls.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ClubInfo } from '../src/core/config';
import { priceMessages as msg } from '../src/widgets/price-block/messages';
import { resetSession, setSession } from '../src/shared/stores';
import { PriceBlock, type PriceBlockProps } from '../src/widgets/price-block/PriceBlock';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { PRICE_BLOCK_TAG as TAG } from '../src/widgets/price-block/index';

/** Attribute names that differ from the kebab-case of the prop (the widget registry's `attribute`). */
const ATTRIBUTES: Record<string, string> = {
  priceClub: 'club-price',
  priceMedtochkaTelemed: 'telemed-medtochka-price',
};
const toAttribute = (name: string) =>
  ATTRIBUTES[name] ?? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Renders the element with `props` as attributes (`true`/`false` text for the json `isClubClinic`) and functions as
 * properties. Values keep their type: React 19 sets a name it finds on the element (`price`) as a DOM property.
 */
function PriceBlockElement(props: PriceBlockProps) {
  const attributes: Record<string, string | number> = {};
  const functions: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') functions[name] = value;
    else if (typeof value === 'boolean') attributes[toAttribute(name)] = String(value);
    else if (typeof value === 'number' || (typeof value === 'string' && value !== ''))
      attributes[toAttribute(name)] = value;
  }
  const ref = (el: HTMLElement | null) => {
    if (el) Object.assign(el, functions);
  };
  return createElement(
    'div',
    { style: { maxWidth: 360 } },
    createElement(TAG, { ref, key: JSON.stringify(attributes), ...attributes }),
  );
}

/** Club states of §6 (config `user.club`). */
const CLUB: Record<string, ClubInfo> = {
  guest: { isInClub: false, cardNextPrice: null, cardDateEnd: null },
  paid: { isInClub: false, cardNextPrice: 499, cardDateEnd: null },
  free: { isInClub: false, cardNextPrice: 0, cardDateEnd: null },
  member: { isInClub: true, cardNextPrice: 499, cardDateEnd: '2027-05-12' },
};

/** A loader that puts the visitor into a club state before the story renders. */
const asUser = (club: ClubInfo) => async () => {
  resetSession();
  setSession({ club });
  return {};
};

const meta = {
  title: 'Widgets/PriceBlock',
  component: PriceBlock,
  render: (args) => <PriceBlockElement {...args} />,
  loaders: [asUser(CLUB.guest)],
  args: { onRedirect: fn() },
  argTypes: {
    pageType: { control: 'inline-radio', options: ['clinic', 'telemed', 'home', 'other'] },
    selectedTab: { control: 'inline-radio', options: [undefined, 'club', 'default', 'on-site'] },
    onRedirect: { table: { category: 'events' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A price with club / default / on-site tabs and the club sheet. On a page: ' +
          '`<pd-price-block page-type="clinic" price="2000" club-price="1400">`; in React: ' +
          "`import { PriceBlock } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<typeof PriceBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element's shadow root once it has rendered a price. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(
    () => {
      root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
      expect(root?.querySelector('[part~="price"]')).toBeTruthy();
    },
    { timeout: 10000 },
  );
  return root as unknown as ShadowRoot;
}

/** Opens the club sheet and waits for it. */
const openSheet: Story['play'] = async ({ canvasElement }) => {
  const root = await shadowOf(canvasElement);
  const info = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === msg.clubInfoLink);
  await expect(info).toBeTruthy();
  await userEvent.click(info as HTMLButtonElement);
  await waitFor(() => expect(root.querySelector('dialog[open]')).toBeTruthy(), { timeout: 10000 });
};

const clubClinic = { pageType: 'clinic', price: 2000, priceClub: 1400, isClubClinic: true } as const;

// --- clinic at a club clinic: club tab vs default tab (visitor not in the club, card 99 ₽) ----------------------
const club: Story = { args: clubClinic };
export const ClubClinicMobile: Story = { ...club, name: 'Клиника в клубе · mobile 390', globals: MOBILE };
export const ClubClinicDesktop: Story = { ...club, name: 'Клиника в клубе · desktop 1280', globals: DESKTOP };

// --- the default tab chosen by the page ---------------------------------------------------------------------------
const selected: Story = { args: { ...clubClinic, selectedTab: 'default' } };
export const SelectedDefaultMobile: Story = {
  ...selected,
  name: 'Выбрана обычная цена · mobile 390',
  globals: MOBILE,
};
export const SelectedDefaultDesktop: Story = {
  ...selected,
  name: 'Выбрана обычная цена · desktop 1280',
  globals: DESKTOP,
};

// --- a clinic outside the club: one price, no switcher --------------------------------------------------------------
const noClub: Story = { args: { ...clubClinic, isClubClinic: false } };
export const NotClubClinicMobile: Story = {
  ...noClub,
  name: 'Клиника не в клубе · mobile 390',
  globals: MOBILE,
};
export const NotClubClinicDesktop: Story = {
  ...noClub,
  name: 'Клиника не в клубе · desktop 1280',
  globals: DESKTOP,
};

// --- telemed: 'от' the lower online price vs the clinic visit price ------------------------------------------------
const telemed: Story = {
  args: { pageType: 'telemed', price: 2500, priceOnline: 1500, priceMedtochkaTelemed: 1200 },
};
export const TelemedMobile: Story = { ...telemed, name: 'Онлайн, «от» · mobile 390', globals: MOBILE };
export const TelemedDesktop: Story = { ...telemed, name: 'Онлайн, «от» · desktop 1280', globals: DESKTOP };

// --- three tabs: a club clinic on a telemed page -------------------------------------------------------------------------
const three: Story = {
  args: { pageType: 'telemed', price: 2000, priceClub: 1400, priceOnline: 1500, isClubClinic: true },
};
export const ThreeTabsMobile: Story = { ...three, name: 'Три вкладки · mobile 390', globals: MOBILE };
export const ThreeTabsDesktop: Story = { ...three, name: 'Три вкладки · desktop 1280', globals: DESKTOP };

// --- home visit -------------------------------------------------------------------------------------------------------------
const home: Story = { args: { pageType: 'home', price: 2000, priceHome: 4500 } };
export const HomeMobile: Story = { ...home, name: 'На дому · mobile 390', globals: MOBILE };
export const HomeDesktop: Story = { ...home, name: 'На дому · desktop 1280', globals: DESKTOP };

// --- no price: the block renders nothing ------------------------------------------------------------------------------------
const empty: Story = { args: { pageType: 'telemed', price: null } };
export const NoPriceMobile: Story = { ...empty, name: 'Нет цены (пусто) · mobile 390', globals: MOBILE };
export const NoPriceDesktop: Story = { ...empty, name: 'Нет цены (пусто) · desktop 1280', globals: DESKTOP };

// --- visitor states of §6 -------------------------------------------------------------------------------------------------
const member: Story = { args: clubClinic, loaders: [asUser(CLUB.member)] };
export const ClubMemberMobile: Story = { ...member, name: 'Участник клуба · mobile 390', globals: MOBILE };
export const ClubMemberDesktop: Story = {
  ...member,
  name: 'Участник клуба · desktop 1280',
  globals: DESKTOP,
};

const cardFree: Story = { args: clubClinic, loaders: [asUser(CLUB.free)] };
export const CardFreeMobile: Story = { ...cardFree, name: 'Карта бесплатно · mobile 390', globals: MOBILE };
export const CardFreeDesktop: Story = {
  ...cardFree,
  name: 'Карта бесплатно · desktop 1280',
  globals: DESKTOP,
};

const cardFull: Story = { args: clubClinic, loaders: [asUser(CLUB.paid)] };
export const CardFullPriceMobile: Story = {
  ...cardFull,
  name: 'Карта за 499 ₽ · mobile 390',
  globals: MOBILE,
};
export const CardFullPriceDesktop: Story = {
  ...cardFull,
  name: 'Карта за 499 ₽ · desktop 1280',
  globals: DESKTOP,
};

// --- the club sheet 'Как работает клубная цена': bottom sheet on mobile, dialog on desktop ---------------------------------
const sheet: Story = { args: clubClinic, play: openSheet };
export const ClubSheetMobile: Story = { ...sheet, name: 'Окно клубной цены · mobile 390', globals: MOBILE };
export const ClubSheetDesktop: Story = {
  ...sheet,
  name: 'Окно клубной цены · desktop 1280',
  globals: DESKTOP,
};

const memberSheet: Story = { args: clubClinic, loaders: [asUser(CLUB.member)], play: openSheet };
export const ClubSheetMemberMobile: Story = {
  ...memberSheet,
  name: 'Окно клубной цены, участник · mobile 390',
  globals: MOBILE,
};
export const ClubSheetMemberDesktop: Story = {
  ...memberSheet,
  name: 'Окно клубной цены, участник · desktop 1280',
  globals: DESKTOP,
};
