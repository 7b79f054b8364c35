/**
 * Pure rules of the player in the dialog of `<pd-video-card>` (portal-identity-reviews §4 "Opening … plays", "closed
 * without view"): the embed URL, the messages that make the player report its end, and the reading of that end. No
 * DOM. Loaded with the dialog's code (ADR 216), apart from video-card-model.ts, which the card reads at load.
 * Decisions: docs/decisions/153-video-card-player.md, 154-video-card-goal-and-z-index.md, 216.
 */
import type { VideoProvider, VideoSource } from './video-card-model';

/** Origins of the players (embed URLs and the `message` events they post). */
export const PLAYER_ORIGINS: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube.com',
  vimeo: 'https://player.vimeo.com',
};

/**
 * The player URL of a source (autoplay: §4 "Opening … plays"). YouTube: `https://www.youtube.com/embed/{id}` with
 * `autoplay=1&enablejsapi=1&rel=0&playsinline=1&origin={pageOrigin}` (the JS API lets the card hear `ended`); Vimeo:
 * `https://player.vimeo.com/video/{id}` with `autoplay=1` and `h={hash}` for unlisted videos.
 *
 * @param pageOrigin the embedding page's origin (YouTube's `origin` parameter); omitted when empty.
 */
export function embedUrl(source: VideoSource, pageOrigin = ''): string {
  if (source.provider === 'youtube') {
    const q = new URLSearchParams({ autoplay: '1', enablejsapi: '1', rel: '0', playsinline: '1' });
    if (pageOrigin && /^https?:\/\//.test(pageOrigin)) q.set('origin', pageOrigin);
    return `${PLAYER_ORIGINS.youtube}/embed/${source.id}?${q}`;
  }
  const q = new URLSearchParams({ autoplay: '1' });
  if (source.hash) q.set('h', source.hash);
  return `${PLAYER_ORIGINS.vimeo}/video/${source.id}?${q}`;
}

/**
 * The messages the card posts to the player once its frame has loaded, so that the player reports its end
 * (YouTube IFrame API `listening` + `addEventListener onStateChange`; Vimeo `addEventListener ended`). JSON strings.
 */
export function subscribeMessages(provider: VideoProvider): string[] {
  if (provider === 'youtube') {
    return [
      JSON.stringify({ event: 'listening', id: 'pd-video-card', channel: 'widget' }),
      JSON.stringify({
        event: 'command',
        func: 'addEventListener',
        args: ['onStateChange'],
        id: 'pd-video-card',
      }),
    ];
  }
  return [
    JSON.stringify({ method: 'addEventListener', value: 'ended' }),
    JSON.stringify({ method: 'addEventListener', value: 'finish' }),
  ];
}

function asRecord(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * True when a `message` from the player says the video has ended: YouTube `{event:'onStateChange', info:0}` or
 * `{event:'infoDelivery', info:{playerState:0}}`; Vimeo `{event:'ended'}` or `{event:'finish'}` (string or object
 * data). The caller checks the message's origin and source window.
 */
export function isEndedMessage(provider: VideoProvider, data: unknown): boolean {
  const m = asRecord(data);
  if (!m) return false;
  if (provider === 'youtube') {
    if (m.event === 'onStateChange') return m.info === 0;
    if (m.event === 'infoDelivery') return asRecord(m.info)?.playerState === 0;
    return false;
  }
  return m.event === 'ended' || m.event === 'finish';
}
