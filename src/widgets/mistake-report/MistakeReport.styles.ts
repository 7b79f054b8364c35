/**
 * Styles of the popup of `<pd-mistake-report>`: the frame fills the popup's width; its height is the one the form
 * reported (the dialog body scrolls when taller than the screen). Adopted when the popup's code has arrived (ADR 216);
 * the dialog css comes with the lazily loaded modal chunk. Decisions: docs/decisions/165-mistake-report-frame.md, 216.
 */
import { css } from '../../core/styles';
import { mistakeReportShellStyles } from './MistakeReportShell.styles';

export const mistakeReportStyles = css`
  .mr__frame {
    display: block;
    width: 100%;
    border: 0;
    background: #fff;
  }
`;

/** Every css string of the element (index.ts and the React entry). */
export const mistakeReportWidgetStyles: readonly string[] = [
  ...mistakeReportShellStyles,
  mistakeReportStyles,
];
