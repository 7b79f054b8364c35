/**
 * Russian texts of `<pd-awards-banner>` (portal-identity-reviews §2 "Awards banner and modal"). The banner and modal
 * titles, events and button come with the content; these are the widget's own labels. Decision:
 * docs/decisions/151-awards-banner-content.md.
 */
export const awardsBannerMessages = {
  /** The hide (close) control of the banner; sets the half-day cookie. */
  hide: 'Скрыть баннер',
  /** Accessible hint after the banner title: the banner opens the modal. */
  more: 'Подробнее',
  /** §2: the link to the external awards site (new tab). */
  site: 'Сайт премии',
  /** §2: the link to the video (new tab). */
  video: 'Смотреть видео',
  /** Visually hidden after a link that opens a new tab. */
  newTab: '(откроется в новой вкладке)',
  /** Accessible name of the done icon of an event. */
  done: 'Состоялось',
} as const;
