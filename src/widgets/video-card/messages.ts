/**
 * Russian texts of `<pd-video-card>` (portal-identity-reviews §2 "Doctor video card"). Decisions:
 * docs/decisions/153-video-card-player.md, 216 (the texts of the card at load are in ./shell-messages.ts).
 */
import { videoCardShellMessages } from './shell-messages';

export const videoCardMessages = {
  ...videoCardShellMessages,
  /** The player frame's accessible name. */
  player: 'Видеовизитка врача',
} as const;
