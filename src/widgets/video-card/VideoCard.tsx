/**
 * `<VideoCard>`: the doctor's video card (portal-identity-reviews §2 "Doctor video card", §3 "Video card", §4
 * "Video", §5, §7 `POST /api/doctor/video_card/{uuid}/view_count`, §9 "Video card view z-index toggles after 500 ms").
 *
 * A play button (the preview image, a play icon, the caption 'Видеовизитка') opens the dialog 'Видеовизитка'
 * (fullscreen on mobile, 456 px on desktop) with the YouTube or Vimeo player, autoplaying. Each open POSTs the view
 * count once. Closing before the player has reported the end records the goal `videoCard_closedWithoutView`
 * (`{uuid, provider}`). The player frame exists only while the dialog is open, so closing stops the video and the
 * next open starts from the beginning. 500 ms after each open or close the card's view layer toggles its raised
 * z-index (`data-raised`). A missing or non-YouTube/Vimeo `video-url` logs `[pd-widgets] pd-video-card: …` and
 * renders nothing. Rules in `video-card-model.ts`. Decisions: docs/decisions/153, 154.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import * as v from 'valibot';
import { safeUrl } from '../../core/dom';
import { useLoggedProblems } from '../../core/hooks';
import { request } from '../../core/http';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { reachGoal } from '../../core/tracking';
import { videoCardMessages as msg } from './messages';
import {
  MISSING_UUID_PROBLEM,
  PLAYER_ORIGINS,
  VIDEO_CARD_DIALOG_WIDTH,
  VIDEO_CARD_TAG,
  VIDEO_CARD_Z_INDEX_DELAY_MS,
  VIDEO_CLOSED_WITHOUT_VIEW_GOAL,
  embedUrl,
  isEndedMessage,
  parseVideoUrl,
  subscribeMessages,
  viewCountPath,
  type VideoSource,
} from './video-card-model';

/** Props of {@link VideoCard} (attributes `video-url`, `video-uuid`, `preview`). */
export interface VideoCardProps {
  /** §3 `doctorVideoUrl`: a YouTube or Vimeo link (watch, short, embed or player URL). */
  videoUrl?: string;
  /** §3 `doctorVideoUuid`: the video card's uuid, used to count views. */
  videoUuid?: string;
  /** Optional preview image (http(s) or relative URL) shown on the card. */
  preview?: string;
}

/** The server's reply to the view count is not used (any JSON or an empty body). */
const anyReply = v.unknown();

function PlayIcon() {
  return (
    <svg className="vc__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M19 15v18l15-9z" fill="#fff" />
    </svg>
  );
}

/** The player frame; mounted only while the dialog is open (closing resets the position, §4). */
function Player({ source, ended }: { source: VideoSource; ended: RefObject<boolean> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = useMemo(
    () => embedUrl(source, typeof location !== 'undefined' ? location.origin : ''),
    [source],
  );

  // A layout effect: the listener is there as soon as the frame is (preact runs plain effects a frame later).
  useLayoutEffect(() => {
    const origin = PLAYER_ORIGINS[source.provider];
    const onMessage = (e: MessageEvent) => {
      const win = frame.current?.contentWindow;
      if (!win || e.source !== win || e.origin !== origin) return;
      if (isEndedMessage(source.provider, e.data)) ended.current = true;
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [source.provider, ended]);

  const subscribe = () => {
    const win = frame.current?.contentWindow;
    if (!win) return;
    for (const message of subscribeMessages(source.provider)) {
      try {
        win.postMessage(message, PLAYER_ORIGINS[source.provider]);
      } catch {
        // The player is not there (blocked, offline): the end is then never reported (ADR 154).
      }
    }
  };

  return (
    <div className="vc__frame-box" part="player">
      <iframe
        ref={frame}
        className="vc__frame"
        src={src}
        title={msg.player}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={subscribe}
      />
    </div>
  );
}

/** The doctor's video card: a play button and the 'Видеовизитка' dialog. */
export function VideoCard({ videoUrl, videoUuid, preview }: VideoCardProps) {
  const read = useMemo(() => parseVideoUrl(videoUrl), [videoUrl]);
  const uuid = videoUuid?.trim() ?? '';
  const previewUrl = preview ? safeUrl(preview) : null;
  const problems: string[] = [];
  if (read.problem) problems.push(read.problem);
  else if (!uuid) problems.push(MISSING_UUID_PROBLEM);
  if (preview && !previewUrl)
    problems.push(`preview must be an http(s) or relative URL, got ${JSON.stringify(preview)}`);
  useLoggedProblems(VIDEO_CARD_TAG, problems);

  const isDesktop = useStore($isDesktop);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [raised, setRaised] = useState(false);
  const ended = useRef(false);

  // §9: the view layer follows the dialog 500 ms later (both ways). A layout effect: the 500 ms count from the
  // commit that opened or closed the dialog, in both runtimes (preact runs plain effects after the next frame).
  useLayoutEffect(() => {
    if (open === raised) return;
    const timer = setTimeout(() => setRaised(open), VIDEO_CARD_Z_INDEX_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, raised]);

  const source = read.source;
  if (!source) return null;

  const show = () => {
    ended.current = false;
    setWanted(true);
    setOpen(true);
    // §4 "Opening counts a view": once per open; a failure is silent (§8 tracking), the video still plays.
    if (uuid) request(viewCountPath(uuid), anyReply, { method: 'POST' }).catch(() => {});
  };
  const close = () => {
    if (!open) return;
    setOpen(false);
    if (!ended.current) reachGoal(VIDEO_CLOSED_WITHOUT_VIEW_GOAL, { uuid, provider: source.provider });
  };

  return (
    <div className="vc" part="card" data-raised={raised ? '' : undefined}>
      <button
        type="button"
        className="vc__play"
        part="play"
        aria-label={msg.play}
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={() => void preloadModal()}
        onFocus={() => void preloadModal()}
      >
        {previewUrl && <img className="vc__preview" src={previewUrl} alt="" loading="lazy" />}
        <PlayIcon />
        <span className="vc__caption" aria-hidden="true">
          {msg.title}
        </span>
      </button>
      {wanted && (
        <LazyDialog
          open={open}
          onClose={close}
          title={msg.title}
          variant={isDesktop ? 'dialog' : 'fullscreen'}
          width={VIDEO_CARD_DIALOG_WIDTH}
          className="vcd"
        >
          {open && <Player source={source} ended={ended} />}
        </LazyDialog>
      )}
    </div>
  );
}
