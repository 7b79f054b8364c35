/**
 * `<MistakeReport>`: the mistake-report form in a popup frame (portal-identity-reviews §2 "Doctor page"). Any element
 * with `data-pd-mistake-report="{form URL}"` (or a link with `data-pd-mistake-report` and an `href`) opens it through
 * `src/shared/openers`; the frame loads the form URL with `iframe=true`. While open, `message` events from the frame
 * (origin AND window checked, `mistake-report-model.ts`) with sender `mistakeForm` close the popup (`close`) or set
 * the frame's height (`resize`). The popup is the shared modal: title, focus moved in and given back to the opener,
 * Esc closes — also with the focus inside a same-origin frame (its window's `keydown`; a form on another allowed host
 * posts `close`); a 456-px dialog on desktop, full screen on mobile. Decision: docs/decisions/165.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useHost } from '../../core/define';
import { logError } from '../../core/dom';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { listenForOpeners } from '../../shared/openers';
import { mistakeReportMessages as msg } from './messages';
import {
  DEFAULT_FRAME_HEIGHT,
  MISTAKE_REPORT_ATTRIBUTE,
  MISTAKE_REPORT_TAG,
  MISTAKE_REPORT_WIDTH,
  acceptFrameMessage,
  frameTarget,
  openerFormUrl,
  type FrameTarget,
} from './mistake-report-model';

/**
 * Escape with the focus inside the frame reaches the frame's document, not the dialog (issue 20 item 27): after each
 * load of a same-origin form its window's `keydown` Escape closes the popup (the dialog then gives the focus back to
 * the opener); a form on another allowed host cannot be listened to and posts `close` instead.
 */
function listenForEscape(frame: HTMLIFrameElement, close: () => void): void {
  try {
    frame.contentWindow?.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && !e.defaultPrevented) close();
    });
  } catch {
    // another origin: only its messages count
  }
}

/** `<pd-mistake-report>` has no attributes: its openers carry the form URL. */
export type MistakeReportProps = Record<string, never>;

/** The popup and its frame; opened by `[data-pd-mistake-report]` elements anywhere on the page. */
export function MistakeReport(_props: MistakeReportProps) {
  const host = useHost();
  const isDesktop = useStore($isDesktop);
  const [target, setTarget] = useState<FrameTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(DEFAULT_FRAME_HEIGHT);
  const frame = useRef<HTMLIFrameElement>(null);

  // A layout effect: the openers work as soon as the element has rendered (preact runs plain effects a frame later).
  useLayoutEffect(
    () =>
      listenForOpeners(host.ownerDocument, MISTAKE_REPORT_ATTRIBUTE, {
        onOpen: ({ opener }) => {
          const read = frameTarget(openerFormUrl(opener), location.href);
          if (!read.target) {
            logError(MISTAKE_REPORT_TAG, `${read.problem}; the popup does not open`);
            return;
          }
          setTarget(read.target);
          setHeight(DEFAULT_FRAME_HEIGHT);
          setOpen(true);
        },
        onWarm: () => void preloadModal(),
      }),
    [host],
  );

  // A layout effect: the listener is there as soon as the frame is (preact runs plain effects a frame later).
  useLayoutEffect(() => {
    if (!open || !target) return;
    const onMessage = (e: MessageEvent) => {
      const message = acceptFrameMessage(e, { origin: target.origin, window: frame.current?.contentWindow });
      if (!message) return;
      if (message.action === 'close') setOpen(false);
      else setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, target]);

  if (!target) return null;
  return (
    <LazyDialog
      open={open}
      onClose={() => setOpen(false)}
      title={msg.title}
      variant={isDesktop ? 'dialog' : 'fullscreen'}
      width={MISTAKE_REPORT_WIDTH}
      className="mr"
    >
      {open && (
        <iframe
          ref={frame}
          className="mr__frame"
          part="frame"
          src={target.url}
          title={msg.frame}
          style={{ height: `${height}px` }}
          data-height={height}
          onLoad={(e) => listenForEscape(e.currentTarget, () => setOpen(false))}
        />
      )}
    </LazyDialog>
  );
}
