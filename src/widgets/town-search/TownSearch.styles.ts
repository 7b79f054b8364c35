/**
 * Styles of `<pd-town-search>` (portal-identity-reviews §5 town search). Decision: docs/decisions/170.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui';
import { inputStyles } from '../../shared/ui/input.styles';

export const townSearchStyles = css`
  :host {
    display: block;
    max-width: 360px;
  }
  .ts {
    position: relative;
  }
  .ts__list,
  .ts__empty,
  .ts__error {
    position: absolute;
    z-index: 20;
    left: 0;
    right: 0;
    top: calc(100% + 4px);
    margin: 0;
    padding: 4px 0;
    list-style: none;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    box-shadow: 0 4px 16px rgb(0 0 0 / 12%);
  }
  .ts__list[hidden] {
    display: none;
  }
  .ts__option {
    padding: 8px 12px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .ts__option[data-active] {
    background: ${tokens.colorSurfaceMuted};
    box-shadow: inset 3px 0 0 ${tokens.colorPrimary};
  }
  .ts__empty,
  .ts__error {
    padding: 8px 12px;
    color: ${tokens.colorTextMuted};
  }
  .ts__error {
    color: ${tokens.colorError};
  }
  .ts__sr {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/**
 * Every css string the widget adopts (the element and the React entry's shadow root). The input is a `pd-input` (the
 * shared input stylesheet); the runtime's button is the retry of a failed code load (ADR 217).
 */
export const townSearchWidgetStyles: readonly string[] = [inputStyles, buttonStyles, townSearchStyles];
