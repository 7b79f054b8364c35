/**
 * `<pd-club-info>` (booking-schedule §2 "Club screens", §6 club users, §9 "Club"). Importing this module defines the
 * tag. Decision: docs/decisions/177-club-info-side-menu.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ClubInfo, type ClubInfoProps } from './ClubInfo';
import { clubInfoWidgetStyles } from './ClubInfo.styles';
import { CLUB_INFO_TAG } from './club-info-model';

export { ClubInfo, type ClubInfoProps } from './ClubInfo';
export { clubInfoWidgetStyles } from './ClubInfo.styles';
export {
  CLUB_INFO_OPENER_ATTRIBUTE,
  CLUB_INFO_TAG,
  CLUB_INFO_Z_INDEX,
  CLUB_OFFER_URL,
  CLUB_RULES_URL,
  CLUB_SIDE_MENU_WIDTH,
  CLUB_SIDE_MENU_Z_INDEX,
  CLUB_TOOLTIP_WIDTH,
  clubInfoView,
  joinText,
  resolveClubInfo,
  type ClubInfoView,
} from './club-info-model';

const props: Record<keyof ClubInfoProps & string, WidgetProp> = {
  open: { type: 'boolean', doc: 'Opens the side menu (also any [data-pd-club-info] element).' },
  offerUrl: { type: 'string', doc: 'The club offer page (legal footer; new tab). Default /club/offer/.' },
  rulesUrl: { type: 'string', doc: 'The club rules page (legal footer; new tab). Default /club/rules/.' },
};

defineWidget<ClubInfoProps>({
  tag: CLUB_INFO_TAG,
  component: ClubInfo,
  props,
  // The side sheet css arrives with the lazily loaded modal chunk.
  styles: clubInfoWidgetStyles,
  parts: {
    section: 'One section of the menu (what the club gives, coupon and discount, how to join, Q&A).',
    join: "The join line for the user's card (data-card member|free|paid).",
    faq: 'The Q&A accordion (details/summary).',
    legal: 'The legal footer (offer and club rules links).',
    'tooltip-button': 'The info button of the discount toggletip.',
    tooltip: 'The toggletip text (288 px).',
  },
  docs:
    "The club info side menu 'Клуб ПроДокторов' (booking-schedule §2): 400 px side sheet (z-index 210) on desktop, " +
    'bottom sheet on mobile; what the club gives, coupon and discount (with a 288-px info toggletip), how to join ' +
    "(the user's card), a Q&A accordion and the offer / club rules links. Opened by the open attribute or any " +
    '[data-pd-club-info] element (its value, when set, is the id of the element it opens).',
});
