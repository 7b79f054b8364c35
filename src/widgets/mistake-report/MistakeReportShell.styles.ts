/**
 * Styles of `<pd-mistake-report>` at load: the element takes no room; the load-failure dialog of the popup's code
 * (ADR 216). The frame's css comes with the popup's code (MistakeReport.styles.ts), the dialog css with the modal
 * chunk. Decisions: docs/decisions/165-mistake-report-frame.md, 216.
 */
import { css } from '../../core/styles';
import { popupCodeStyles } from '../../shared/openers/popup-code';

export const mistakeReportHostStyles = css`
  :host {
    display: contents;
  }
`;

/** The css the element adopts at load. */
export const mistakeReportShellStyles: readonly string[] = [mistakeReportHostStyles, ...popupCodeStyles];
