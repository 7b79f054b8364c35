/** Styles of `<pd-stage-label>` (portal-identity-reviews §1). Decision: docs/decisions/155. */
import { css } from '../../core/styles';

export const stageLabelStyles = css`
  :host {
    display: inline-block;
    vertical-align: middle;
  }
  .stage {
    display: inline-block;
    padding: 2px 8px;
    border-radius: 4px;
    background: #b3261e;
    color: #fff;
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

/** Every css string the widget adopts. */
export const stageLabelWidgetStyles: readonly string[] = [stageLabelStyles];
