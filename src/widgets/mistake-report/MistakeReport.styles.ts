/**
 * Styles of `<pd-mistake-report>`: the frame fills the popup's width; its height is the one the form reported (the
 * dialog body scrolls when taller than the screen). The dialog css comes with the lazily loaded modal chunk.
 */
import { css } from '../../core/styles';

export const mistakeReportStyles = css`
  :host {
    display: contents;
  }
  .mr__frame {
    display: block;
    width: 100%;
    border: 0;
    background: #fff;
  }
`;

/** Every css string of the element (index.ts and the React entry). */
export const mistakeReportWidgetStyles: string[] = [mistakeReportStyles];
