/**
 * `<VideoCard>`: the doctor's video card (portal-identity-reviews §2 "Doctor video card", §3 "Video card", §4
 * "Video", §5, §7 `POST /api/doctor/video_card/{uuid}/view_count`, §9 "Video card view z-index toggles after 500 ms").
 *
 * A play button (the preview image, a play icon, the caption 'Видеовизитка') opens the dialog 'Видеовизитка'
 * (fullscreen on mobile, 456 px on desktop) with the YouTube or Vimeo player, autoplaying. Each open POSTs the view
 * count once (on the click). Closing before the player has reported the end records the goal
 * `videoCard_closedWithoutView` (`{uuid, provider}`). 500 ms after each open or close the card's view layer toggles
 * its raised z-index (`data-raised`). A missing or non-YouTube/Vimeo `video-url` logs `[pd-widgets] pd-video-card: …`
 * and renders nothing. Rules in `video-card-model.ts`.
 *
 * This part is the card: the dialog and its player (VideoCardDialog.tsx, with its css) are loaded on the first open
 * (ADR 216), like the modal they render in. A pointer or focus on the play button starts loading both; a click
 * meanwhile is kept (the button busy); a failed load shows 'Не удалось загрузить видео. Попробуйте ещё раз' with
 * 'Повторить' (src/shared/openers/popup-code.tsx). Decisions: docs/decisions/153, 154, 216.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { safeUrl } from '../../core/dom';
import { useLoggedProblems } from '../../core/hooks';
import { request } from '../../core/http';
import { reachGoal } from '../../core/tracking';
import { popupCode, usePopupCode } from '../../shared/openers/popup-code';
import type { VideoCardDialogProps } from './VideoCardDialog';
import { videoCardShellMessages as msg } from './shell-messages';
import {
  MISSING_UUID_PROBLEM,
  VIDEO_CARD_TAG,
  VIDEO_CARD_Z_INDEX_DELAY_MS,
  VIDEO_CLOSED_WITHOUT_VIEW_GOAL,
  parseVideoUrl,
  viewCountPath,
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

/** Starts loading the dialog's code and the modal's (once per page; a failure is tried again on the next call). */
const loadDialog = popupCode<VideoCardDialogProps>(() =>
  import('./VideoCardDialog').then((m) => m.VideoCardDialog),
);
const preload = () => void loadDialog().catch(() => {});

function PlayIcon() {
  return (
    <svg className="vc__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M19 15v18l15-9z" fill="#fff" />
    </svg>
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

  const [open, setOpen] = useState(false);
  const [raised, setRaised] = useState(false);
  const ended = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const code = usePopupCode(VIDEO_CARD_TAG, loadDialog, msg);
  // The failure dialog was closed: the open is dropped (no player was shown, so no goal).
  if (open && !code.asked) setOpen(false);

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
    setOpen(true);
    code.ask(button.current);
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
        ref={button}
        type="button"
        className="vc__play"
        part="play"
        aria-label={msg.play}
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {previewUrl && <img className="vc__preview" src={previewUrl} alt="" loading="lazy" />}
        <PlayIcon />
        <span className="vc__caption" aria-hidden="true">
          {msg.title}
        </span>
      </button>
      {code.Popup ? <code.Popup open={open} onClose={close} source={source} ended={ended} /> : code.failure}
    </div>
  );
}
