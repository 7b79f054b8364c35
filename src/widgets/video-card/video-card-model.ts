/**
 * Pure rules of `<pd-video-card>` (portal-identity-reviews §2 "Doctor video card", §3 "Video card", §4 "Video", §5
 * "Video carousel links must be for YouTube or Vimeo; a missing or unsupported video url is an error", §7
 * `POST /api/doctor/video_card/{uuid}/view_count`, §9 "Video card view z-index toggles after 500 ms"). No DOM.
 * Decisions: docs/decisions/153-video-card-player.md, 154-video-card-goal-and-z-index.md.
 */

/** The tag. */
export const VIDEO_CARD_TAG = 'pd-video-card';
/** The dialog's width on desktop, px (§2 "456 px on desktop"). */
export const VIDEO_CARD_DIALOG_WIDTH = 456;
/** Delay before the card's view layer toggles its raised z-index after an open or a close, ms (§9). */
export const VIDEO_CARD_Z_INDEX_DELAY_MS = 500;
/** The raised z-index of the card's view layer (§9 "Default modal z-index 1000"). */
export const VIDEO_CARD_RAISED_Z_INDEX = 1000;
/** The goal recorded when the dialog closes before the video has ended (§4 "closed without view"; ADR 154). */
export const VIDEO_CLOSED_WITHOUT_VIEW_GOAL = 'videoCard_closedWithoutView';

/** A video host the card can embed (§5: YouTube or Vimeo only). */
export type VideoProvider = 'youtube' | 'vimeo';

/** A recognised video link. */
export interface VideoSource {
  provider: VideoProvider;
  /** The YouTube video id (11 characters) or the Vimeo numeric id. */
  id: string;
  /** Vimeo's privacy hash of an unlisted video (`vimeo.com/{id}/{hash}` or `?h=`), else `null`. */
  hash: string | null;
}

/** The result of {@link parseVideoUrl}: a source, or the problem to log (`source: null`). */
export type VideoUrlRead = { source: VideoSource; problem: null } | { source: null; problem: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
}

function youtubeId(url: URL): string | null {
  const host = hostOf(url);
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  } else return null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoSource(url: URL): VideoSource | null {
  const host = hostOf(url);
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video') return null;
    [, id] = parts;
  } else if (host === 'vimeo.com') {
    // vimeo.com/{id}[/{hash}], vimeo.com/channels/{name}/{id}, vimeo.com/groups/{name}/videos/{id}
    const at = parts.findIndex((p) => VIMEO_ID.test(p));
    if (at < 0) return null;
    id = parts[at];
    hash = parts[at + 1];
  } else return null;
  if (!id || !VIMEO_ID.test(id)) return null;
  const h = url.searchParams.get('h') ?? hash ?? null;
  return { provider: 'vimeo', id, hash: h && VIMEO_HASH.test(h) ? h : null };
}

/**
 * Recognises a YouTube or Vimeo link (§3 `doctorVideoUrl`, §5). Accepted: `youtube.com/watch?v=ID`, `youtu.be/ID`,
 * `youtube.com/embed|shorts|live/ID` (also `m.`, `www.`, `youtube-nocookie.com`), `vimeo.com/ID[/HASH]`,
 * `vimeo.com/channels/…/ID`, `player.vimeo.com/video/ID[?h=HASH]`; http or https. Anything else — missing, not a
 * URL, another host, no recognisable id — gives `source: null` and the problem text (§5 "is an error"). Never throws.
 */
export function parseVideoUrl(raw: string | null | undefined): VideoUrlRead {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { source: null, problem: 'video-url is missing: set it to a YouTube or Vimeo link' };
  let url: URL;
  try {
    url = new URL(text.startsWith('//') ? `https:${text}` : text);
  } catch {
    return {
      source: null,
      problem: `video-url ${JSON.stringify(text)} is not an absolute YouTube or Vimeo URL`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      source: null,
      problem: `video-url ${JSON.stringify(text)} must be an http(s) YouTube or Vimeo link`,
    };
  }
  const yt = youtubeId(url);
  if (yt) return { source: { provider: 'youtube', id: yt, hash: null }, problem: null };
  const vimeo = vimeoSource(url);
  if (vimeo) return { source: vimeo, problem: null };
  return {
    source: null,
    problem:
      `video-url ${JSON.stringify(text)} is not a YouTube or Vimeo video link ` +
      '(only youtube.com, youtu.be, vimeo.com and player.vimeo.com videos can be played); no play button is shown',
  };
}

/** `POST` path that counts a view (§7 `/api/doctor/video_card/{uuid}/view_count`). */
export function viewCountPath(uuid: string): string {
  return `/api/doctor/video_card/${encodeURIComponent(uuid)}/view_count`;
}

/** The problem logged when `video-uuid` is missing (the video still plays; views are not counted). */
export const MISSING_UUID_PROBLEM = 'video-uuid is missing: the video plays but its views are not counted';
