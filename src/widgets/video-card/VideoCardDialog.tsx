/**
 * The dialog of `<pd-video-card>` (portal-identity-reviews §2 "Doctor video card", §4 "Video"): 'Видеовизитка',
 * fullscreen on mobile, 456 px on desktop, with the YouTube or Vimeo player, autoplaying. The player frame exists only
 * while the dialog is open, so closing stops the video and the next open starts from the beginning; the player's end
 * (its `message`, origin and window checked) is written to `ended`. Loaded on the card's first open, with the modal
 * (ADR 216): VideoCard.tsx keeps the play button, the view count, the goal on close and the raised view layer.
 * Decisions: docs/decisions/153-video-card-player.md, 154-video-card-goal-and-z-index.md, 216.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useHost } from '../../core/define';
import { LazyDialog } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { adoptStyles, supportsAdoptedStyleSheets } from '../../core/styles';
import { videoCardMessages as msg } from './messages';
import { videoCardWidgetStyles } from './VideoCard.styles';
import { PLAYER_ORIGINS, embedUrl, isEndedMessage, subscribeMessages } from './player-model';
import { VIDEO_CARD_DIALOG_WIDTH, type VideoSource } from './video-card-model';

/** Props of {@link VideoCardDialog}. */
export interface VideoCardDialogProps {
  open: boolean;
  onClose(): void;
  source: VideoSource;
  /** Set to `true` when the player reports the end of the video. */
  ended: RefObject<boolean>;
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

/** The 'Видеовизитка' dialog with the player. */
export function VideoCardDialog({ open, onClose, source, ended }: VideoCardDialogProps) {
  const host = useHost();
  // Its css, adopted when it first renders (ADR 216: not with the card, which has no player until the first open).
  useState(() => host.shadowRoot && adoptStyles(host.shadowRoot, videoCardWidgetStyles));
  const isDesktop = useStore($isDesktop);
  return (
    <>
      {host.shadowRoot &&
        !supportsAdoptedStyleSheets() &&
        videoCardWidgetStyles.map((css, i) => <style key={i}>{css}</style>)}
      <LazyDialog
        open={open}
        onClose={onClose}
        title={msg.title}
        variant={isDesktop ? 'dialog' : 'fullscreen'}
        width={VIDEO_CARD_DIALOG_WIDTH}
        className="vcd"
      >
        {open && <Player source={source} ended={ended} />}
      </LazyDialog>
    </>
  );
}
