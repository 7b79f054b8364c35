/**
 * Russian texts of `<pd-awards-banner>` (portal-identity-reviews §2 "Awards banner and modal"). The banner and modal
 * titles, events and button come with the content; these are the widget's own labels (those of the banner at load
 * are in ./shell-messages.ts, ADR 216). Decisions: docs/decisions/151-awards-banner-content.md, 216.
 */
import { awardsBannerShellMessages } from './shell-messages';

export const awardsBannerMessages = {
  ...awardsBannerShellMessages,
  /** §2: the link to the external awards site (new tab). */
  site: 'Сайт премии',
  /** §2: the link to the video (new tab). */
  video: 'Смотреть видео',
  /** Visually hidden after a link that opens a new tab. */
  newTab: '(откроется в новой вкладке)',
  /** Accessible name of the done icon of an event. */
  done: 'Состоялось',
} as const;
