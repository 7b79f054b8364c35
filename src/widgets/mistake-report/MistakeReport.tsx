/**
 * `<MistakeReport>`: the mistake-report form in a popup frame (portal-identity-reviews §2 "Doctor page"). Any element
 * with `data-pd-mistake-report="{form URL}"` (or a link with `data-pd-mistake-report` and an `href`) opens it through
 * `src/shared/openers`; the frame loads the form URL with `iframe=true`. While open, `message` events from the frame
 * (origin AND window checked) with sender `mistakeForm` close the popup (`close`) or set the frame's height
 * (`resize`). The popup is the shared modal: title, focus moved in and given back to the opener, Esc closes; a 456-px
 * dialog on desktop, full screen on mobile. Decision: docs/decisions/165.
 *
 * This part only listens, and checks the opener's form URL (a bad one is logged at the click and opens nothing): the
 * popup (MistakeReportPopup.tsx — the dialog, the frame and its messages, their css) is loaded on the first open (ADR
 * 216); a pointer or focus on an opener starts loading it with the modal, an open meanwhile is kept (the opener busy),
 * and a failed load shows 'Не удалось загрузить форму. Попробуйте ещё раз' with 'Повторить'
 * (src/shared/openers/popup-code.tsx).
 */
import { useLayoutEffect, useState } from 'react';
import { useHost } from '../../core/define';
import { logError } from '../../core/dom';
import { listenForOpeners } from '../../shared/openers';
import { popupCode, usePopupCode } from '../../shared/openers/popup-code';
import type { MistakeReportRequest } from './MistakeReportPopup';
import {
  MISTAKE_REPORT_ATTRIBUTE,
  MISTAKE_REPORT_TAG,
  frameTarget,
  openerFormUrl,
} from './mistake-report-model';
import { mistakeReportShellMessages as msg } from './shell-messages';

/** `<pd-mistake-report>` has no attributes: its openers carry the form URL. */
export type MistakeReportProps = Record<string, never>;

/** Starts loading the popup's code and the modal's (once per page; a failure is tried again on the next call). */
const loadPopup = popupCode(() => import('./MistakeReportPopup').then((m) => m.MistakeReportPopup));

/** The popup and its frame; opened by `[data-pd-mistake-report]` elements anywhere on the page. */
export function MistakeReport(_props: MistakeReportProps) {
  const host = useHost();
  const [request, setRequest] = useState<MistakeReportRequest | null>(null);
  const code = usePopupCode(MISTAKE_REPORT_TAG, loadPopup, msg);
  const { ask } = code;

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
          const target = read.target;
          setRequest((r) => ({ target, seq: (r?.seq ?? 0) + 1 }));
          ask(opener);
        },
        onWarm: () => void loadPopup().catch(() => {}),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask` only sets state
    [host],
  );

  return request && code.Popup ? <code.Popup request={request} /> : code.failure;
}
