/**
 * Russian texts of `<pd-mistake-report>` (portal-identity-reviews §2 "Doctor page": the mistake-report form; the spec
 * names no title, so the popup is titled after what it does). Those of the listening element are in
 * ./shell-messages.ts (ADR 216). Decisions: docs/decisions/165-mistake-report-frame.md, 216.
 */
import { mistakeReportShellMessages } from './shell-messages';

export const mistakeReportMessages = {
  ...mistakeReportShellMessages,
  /** The frame's accessible name. */
  frame: 'Форма сообщения об ошибке',
} as const;
