/** Styles of `<pd-dropdown-list>`. Decision: docs/decisions/173-dropdown-list-and-tab-history.md. */
import { css, tokens } from '../../core/styles';

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
    all: unset;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    width: 100%;
    min-height: 40px;
    padding: 8px 12px;
    border: 1px solid ${tokens.colorNeutral};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    cursor: pointer;
  }
  .dd__button:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 1px;
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
export const dropdownListWidgetStyles: readonly string[] = [dropdownListStyles];
