/**
 * The popup of `<pd-mistake-report>` (portal-identity-reviews §2 "Doctor page"): the shared modal titled 'Сообщить об
 * ошибке' (a 456-px dialog on desktop, full screen on mobile) with the form's frame. While open, `message` events from
 * the frame (origin AND window checked, ./frame-message.ts) with sender `mistakeForm` close the popup (`close`) or set
 * the frame's height (`resize`). Focus is moved in and given back to the opener; Esc closes — also with the focus
 * inside a same-origin frame (its window's `keydown`; a form on another allowed host posts `close`). Loaded on the
 * first open, with the modal chunk (ADR 216); MistakeReport.tsx keeps the openers and the form URL's check.
 * Decisions: docs/decisions/165-mistake-report-frame.md, 216.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useHost } from '../../core/define';
import { LazyDialog } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { adoptStyles, supportsAdoptedStyleSheets } from '../../core/styles';
import { acceptFrameMessage } from './frame-message';
import { mistakeReportMessages as msg } from './messages';
import { mistakeReportWidgetStyles } from './MistakeReport.styles';
import { DEFAULT_FRAME_HEIGHT, MISTAKE_REPORT_WIDTH, type FrameTarget } from './mistake-report-model';

/** One open of the popup (from an opener), numbered so that the same form opens again. */
export interface MistakeReportRequest {
  target: FrameTarget;
  seq: number;
}

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

/** The popup and its frame, opened by each new `request` (MistakeReport.tsx owns the openers). */
export function MistakeReportPopup({ request }: { request: MistakeReportRequest }) {
  const host = useHost();
  // Its css, adopted when it first renders (ADR 216: not with the element, which only listens until the first open).
  useState(() => host.shadowRoot && adoptStyles(host.shadowRoot, mistakeReportWidgetStyles));
  const isDesktop = useStore($isDesktop);
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(DEFAULT_FRAME_HEIGHT);
  const [seen, setSeen] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const { target } = request;
  // Each open starts with the default height.
  if (request.seq !== seen) {
    setSeen(request.seq);
    setHeight(DEFAULT_FRAME_HEIGHT);
    setOpen(true);
  }

  // A layout effect: the listener is there as soon as the frame is (preact runs plain effects a frame later).
  useLayoutEffect(() => {
    if (!open) return;
    const onMessage = (e: MessageEvent) => {
      const message = acceptFrameMessage(e, { origin: target.origin, window: frame.current?.contentWindow });
      if (!message) return;
      if (message.action === 'close') setOpen(false);
      else setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, target]);

  return (
    <>
      {host.shadowRoot &&
        !supportsAdoptedStyleSheets() &&
        mistakeReportWidgetStyles.map((css, i) => <style key={i}>{css}</style>)}
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
    </>
  );
}
