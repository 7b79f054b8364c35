/**
 * Russian texts of `<pd-mistake-report>` (portal-identity-reviews §2 "Doctor page": the mistake-report form; the spec
 * names no title, so the popup is titled after what it does). Decision: docs/decisions/165-mistake-report-frame.md.
 */
export const mistakeReportMessages = {
  /** The popup's title. */
  title: 'Сообщить об ошибке',
  /** The frame's accessible name. */
  frame: 'Форма сообщения об ошибке',
} as const;
