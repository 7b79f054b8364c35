/**
 * `<pd-video-card>` (portal-identity-reviews §2 "Doctor video card", §3 "Video card", §4 "Video", §5, §7, §9).
 * Importing this module defines the tag; the dialog's code loads on the first open (ADR 216). Decisions:
 * docs/decisions/153-video-card-player.md, 154-video-card-goal-and-z-index.md, 216.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { VideoCard, type VideoCardProps } from './VideoCard';
import { videoCardShellStyles } from './VideoCardShell.styles';
import { VIDEO_CARD_TAG } from './video-card-model';

export { VideoCard, type VideoCardProps } from './VideoCard';
export { videoCardWidgetStyles } from './VideoCard.styles';
export { videoCardMessages } from './messages';
export { PLAYER_ORIGINS, embedUrl, isEndedMessage } from './player-model';
export {
  VIDEO_CARD_DIALOG_WIDTH,
  VIDEO_CARD_TAG,
  VIDEO_CARD_Z_INDEX_DELAY_MS,
  VIDEO_CLOSED_WITHOUT_VIEW_GOAL,
  parseVideoUrl,
  viewCountPath,
  type VideoProvider,
  type VideoSource,
  type VideoUrlRead,
} from './video-card-model';

const props: Record<keyof VideoCardProps & string, WidgetProp> = {
  videoUrl: {
    type: 'string',
    doc:
      '§3 doctorVideoUrl: a YouTube (youtube.com/watch?v=, youtu.be/, /embed/, /shorts/) or Vimeo (vimeo.com/ID, ' +
      'player.vimeo.com/video/ID) link. Missing or any other URL: a console error and nothing is rendered.',
  },
  videoUuid: {
    type: 'string',
    doc: '§3 doctorVideoUuid: each open POSTs /api/doctor/video_card/{uuid}/view_count. Missing: logged, no count.',
  },
  preview: { type: 'string', doc: 'Optional preview image URL shown on the card (http(s) or relative).' },
};

defineWidget<VideoCardProps>({
  tag: VIDEO_CARD_TAG,
  component: VideoCard,
  props,
  // The player's css arrives with the dialog's code, the dialog css with the modal chunk (ADR 216).
  styles: videoCardShellStyles,
  parts: {
    card: 'The card (carries data-raised 500 ms after the dialog opened, until 500 ms after it closed).',
    play: "The play button ('Видеовизитка: смотреть видео').",
    player: 'The box of the player frame in the dialog.',
  },
  docs:
    "The doctor's video card: a play button opens the dialog 'Видеовизитка' (fullscreen on mobile, 456 px on " +
    'desktop) with the YouTube or Vimeo player. Each open counts a view (POST /api/doctor/video_card/{uuid}/' +
    "view_count); closing before the end records the goal 'videoCard_closedWithoutView' ({uuid, provider}); " +
    'closing resets the position. Goals go out as the window event pd:goal.',
});
