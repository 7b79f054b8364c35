/**
 * `<pd-mistake-report>` (portal-identity-reviews §2 "Doctor page": the mistake-report form in a popup frame).
 * Importing this module defines the tag; the popup's code loads on the first open (ADR 216). Decisions:
 * docs/decisions/165-mistake-report-frame.md, 216.
 *
 * ```html
 * <pd-mistake-report></pd-mistake-report>
 * <a href="/mistake/report/?doctor={{ doctor.id }}" data-pd-mistake-report>Сообщить об ошибке</a>
 * ```
 */
import { defineWidget } from '../../core/define';
import { MistakeReport, type MistakeReportProps } from './MistakeReport';
import { mistakeReportShellStyles } from './MistakeReportShell.styles';
import { MISTAKE_REPORT_TAG } from './mistake-report-model';

export { MistakeReport, type MistakeReportProps } from './MistakeReport';
export { mistakeReportWidgetStyles } from './MistakeReport.styles';
export { mistakeReportMessages } from './messages';
export {
  DEFAULT_FRAME_HEIGHT,
  MISTAKE_REPORT_ATTRIBUTE,
  MISTAKE_REPORT_TAG,
  MISTAKE_REPORT_WIDTH,
  frameTarget,
  type FrameTarget,
} from './mistake-report-model';
export {
  FRAME_HEIGHT_RANGE,
  MISTAKE_FORM_SENDER,
  acceptFrameMessage,
  readFrameMessage,
  type FrameMessage,
} from './frame-message';

defineWidget<MistakeReportProps>({
  tag: MISTAKE_REPORT_TAG,
  // The site's session (cookies, CSRF, the signed-in user): not on a partner page (ADR 184).
  session: true,
  component: MistakeReport,
  props: {},
  // The frame's css arrives with the popup's code, the dialog css with the modal chunk (ADR 216).
  styles: mistakeReportShellStyles,
  parts: { frame: 'The form frame inside the popup.' },
  docs:
    'The mistake-report popup (portal-identity-reviews §2 "Doctor page"). Put ONE `<pd-mistake-report>` on the page; ' +
    'any element with `data-pd-mistake-report="{form URL}"` (or a link with `data-pd-mistake-report` and an `href`) ' +
    'opens the form in a frame at that URL with `iframe=true` (same origin or config `allowedRedirectHosts`). ' +
    "Messages from that frame only (its origin and window) with `sender: 'mistakeForm'` close the popup " +
    "(`action: 'close'`) or set the frame height (`action: 'resize', height`). 456-px dialog on desktop, full screen " +
    'on mobile; Esc closes; focus returns to the opener.',
});
