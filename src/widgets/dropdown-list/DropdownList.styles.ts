/** Styles of `<pd-dropdown-list>`. Decision: docs/decisions/173-dropdown-list-and-tab-history.md. */
import { css, tokens } from '../../core/styles';
import { inputStyles } from '../../shared/ui/input.styles';

export const dropdownListStyles = css`
  :host {
    display: block;
    max-width: 360px;
  }
  .dd {
    position: relative;
  }
  .dd__label {
    display: block;
    margin: 0 0 4px;
    font-weight: 600;
  }
  .dd__button {
    appearance: none;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    text-align: start;
    cursor: pointer;
  }
  .dd__button:disabled {
    cursor: default;
    color: ${tokens.colorTextMuted};
  }
  .dd__value {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .dd__value--empty {
    color: ${tokens.colorTextMuted};
  }
  .dd__chevron {
    flex: none;
    transition: transform 0.15s;
  }
  .dd[data-open] .dd__chevron {
    transform: rotate(180deg);
  }
  .dd__list {
    position: absolute;
    z-index: 20;
    left: 0;
    right: 0;
    top: calc(100% + 4px);
    max-height: 300px;
    margin: 0;
    padding: 4px 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    list-style: none;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    box-shadow: 0 4px 16px rgb(0 0 0 / 12%);
  }
  .dd__list[hidden] {
    display: none;
  }
  .dd__option {
    padding: 8px 12px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .dd__option[data-chosen] {
    font-weight: 600;
  }
  .dd__option[data-active] {
    background: ${tokens.colorSurfaceMuted};
    box-shadow: inset 3px 0 0 ${tokens.colorPrimary};
  }
  @media (prefers-reduced-motion: reduce) {
    .dd__chevron {
      transition: none;
    }
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root). */
/** The button is a `pd-input` (the shared input stylesheet). */
export const dropdownListWidgetStyles: readonly string[] = [inputStyles, dropdownListStyles];
