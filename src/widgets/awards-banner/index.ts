/**
 * `<pd-awards-banner>` (portal-identity-reviews §2 "Awards banner and modal", §3 "Awards content per phase", §4
 * "Awards phases", §9 cookie 0.5 day, Moscow +3). Importing this module defines the tag; the modal's code loads on
 * the first open (ADR 216). Decisions: docs/decisions/150–152, 216.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { AwardsBanner, type AwardsBannerProps } from './AwardsBanner';
import { awardsBannerShellStyles } from './AwardsBannerShell.styles';
import { AWARDS_BANNER_TAG } from './awards-banner-model';

export { AwardsBanner, type AwardsBannerProps } from './AwardsBanner';
export { awardsBannerWidgetStyles } from './AwardsBanner.styles';
export {
  AWARDS_BANNER_TAG,
  awardsView,
  parseAwardsContent,
  resolveAwardsBanner,
  type AwardsContent,
  type AwardsEvent,
  type AwardsPhaseContent,
  type AwardsView,
} from './awards-banner-model';
export {
  AWARDS_PHASES,
  AWARDS_PHASE_STARTS,
  awardsPhase,
  phaseStart,
  type AwardsPhase,
} from './awards-phase';
export { AWARD_BANNER_COOKIE, AWARD_BANNER_HIDE_SECONDS } from './awards-cookie';

const props: Record<keyof AwardsBannerProps & string, WidgetProp> = {
  content: {
    type: 'json',
    doc:
      'Content per phase (portal-identity-reviews §3): {year?, siteUrl?, videoUrl?, phases: {announce, results, ' +
      'grandPrixRegistration, grandPrixBroadcast, grandResults: {bannerTitle, modalTitle?, image?, darkTheme?, ' +
      'events?: [{title, date?, paragraphs?: string[], done?}], buttonText?, buttonLink?, siteUrl?, videoUrl?}}}.',
  },
  contentSource: {
    type: 'string',
    doc: 'Id of a <script type="application/json"> holding that content (Django json_script); used when content is not set.',
  },
  year: {
    type: 'number',
    doc:
      "The season's year when the content has no year: the §4 phase dates (2 Oct … 1 Dec, Moscow time) are of this " +
      "year. Neither set: the current season's year by Moscow time (the Moscow calendar year of now).",
  },
};

defineWidget<AwardsBannerProps>({
  tag: AWARDS_BANNER_TAG,
  component: AwardsBanner,
  props,
  // The modal contents' css arrives with their code, the dialog css with the modal chunk (ADR 216).
  styles: awardsBannerShellStyles,
  events: {
    'awards-banner:hide':
      'The visitor hid the banner (cookie award_banner=hidden for half a day); detail {phase}.',
  },
  parts: {
    banner: 'The banner box (data-theme light|dark, data-phase).',
    open: 'The button (image and title) that opens the modal.',
    image: 'The banner image.',
    title: 'The banner title.',
    hide: 'The hide (close) control.',
    events: 'The list of events in the modal.',
    event: 'One event (data-done when it has happened).',
    button: 'The modal button link.',
    'site-link': 'The link to the awards site (new tab).',
    'video-link': 'The link to the video (new tab).',
  },
  docs:
    'The seasonal awards banner: content per phase in Moscow time (announce 2 Oct, results 2 Nov, grand-prix ' +
    'registration 11 Nov, broadcast 16 Nov 19:00, grand results 17 Nov; nothing from 1 Dec) of the year the content ' +
    'names, else of the year attribute, else of the current Moscow year. The banner opens a modal (456 px on desktop, fullscreen on mobile) with the events, a button and links ' +
    'to the awards site and a video. Hiding stores award_banner=hidden for half a day. Bad content logs and renders nothing.',
});
