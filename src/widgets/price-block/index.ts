/**
 * `<pd-price-block>` (CONTRACT; booking-schedule §2 "Price block", §3 "Price block inputs", §4 "Price block", §6
 * club users, §9 "Club"). Importing this module defines the tag. Decisions: docs/decisions/070–074.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { PriceBlock, type PriceBlockProps } from './PriceBlock';
import { priceBlockWidgetStyles } from './PriceBlock.styles';
import { PRICE_BLOCK_TAG as TAG, REDIRECT_EVENT } from './price-block-model';

export { PriceBlock, type PriceBlockProps } from './PriceBlock';
export {
  CLUB_ACCESS_PRICE,
  CLUB_CARD_FULL_PRICE,
  CLUB_DISCOUNT_PERCENT,
  CLUB_MEMBERSHIP_MONTHS,
  CLUB_URL,
  REDIRECT_EVENT,
  clubDiscount,
  clubOffer,
  telemedPrice,
  type ClubOffer,
  type PageType,
  type PriceTab,
  type RedirectDetail,
  type RedirectValue,
} from './price-block-model';

/**
 * The tag. Declared here (not only re-exported from the model) so that a named import of it keeps this module, and
 * so its `defineWidget` call, in bundles that treat src/ as side-effect free (Storybook, ADR 055).
 */
export const PRICE_BLOCK_TAG: typeof TAG = TAG;

const props: Record<keyof PriceBlockProps & string, WidgetProp> = {
  pageType: {
    type: 'string',
    doc: 'clinic | telemed | home | other: which price is the default tab and whether an on-site tab shows.',
    default: 'other',
  },
  price: {
    type: 'number',
    doc: 'Clinic visit price, roubles: the default tab on clinic/other pages, the on-site tab on telemed/home pages.',
  },
  priceHome: { type: 'number', doc: 'Home-visit price, roubles: the default tab on home pages.' },
  priceOnline: {
    type: 'number',
    doc: "The clinic's own telemed price, roubles: with telemed-medtochka-price, the default tab on telemed pages.",
  },
  priceMedtochkaTelemed: {
    type: 'number',
    attribute: 'telemed-medtochka-price',
    doc: "Own-platform (MedTochka) telemed price, roubles; the telemed tab shows 'от' the lower of the two.",
  },
  priceClub: {
    type: 'number',
    attribute: 'club-price',
    doc: "Club price, roubles: the 'Клубная цена' tab (active by default) at a club clinic.",
  },
  isClubClinic: {
    type: 'json',
    doc: 'true | false: the clinic is in the club (club prices only then). Default: true when club-price is set.',
  },
  specialitySelected: {
    type: 'string',
    doc: "The item selected in the clinic card; a change resets the user's tab choice.",
  },
  selectedTab: {
    type: 'string',
    doc: 'Initial tab: club | default | on-site (when visible); else club, else the first visible tab.',
  },
  clubUrl: {
    type: 'string',
    doc: "Target of 'Подробнее про клуб' in the club sheet (http(s) or relative).",
    default: '/club/',
  },
  onRedirect: { type: 'function', doc: 'Callback with the price-block:redirect detail (property only).' },
};

defineWidget<PriceBlockProps>({
  tag: TAG,
  component: PriceBlock,
  props,
  events: {
    [REDIRECT_EVENT]:
      "{value: 'club' | 'on-site' | 'default' | 'telemed' | 'home'} — on a tab choice; the default tab gives " +
      "'telemed'/'home' on those pages, 'default' on clinic/other pages",
  },
  styles: priceBlockWidgetStyles,
  parts: {
    'price-block': 'The block.',
    panel: 'The price of the active tab (or the lone price).',
    price: 'The price amount.',
    badge: "The club discount badge '-30%'.",
    card: 'The club card line under the club price.',
  },
  docs:
    'A price with an optional switcher of club / default / on-site price tabs and the club discount sheet ' +
    "'Как работает клубная цена' (booking-schedule §2, §4, §9). Renders nothing when no price is visible. Emits " +
    'price-block:redirect on a tab choice. The club card price follows the page config user.club.',
});
