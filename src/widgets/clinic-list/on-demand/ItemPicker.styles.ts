/**
 * Styles of the clinic list's speciality/service picker (ARCHITECTURE §9; booking-schedule §9 "select menu max height
 * 480, max width 472; search menu max height 252"). They come with the picker's code on its first open
 * (docs/decisions/211), adopted into the list's shadow root. Part: `picker-option`.
 */
import { css, tokens } from '../../../core/styles';

export const itemPickerStyles = css`
  .cl-picker__option:focus-visible,
  .cl-picker__search:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cl-picker__search {
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    margin: 0 0 8px;
    padding: 8px 12px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
  }
  /* §9: the select menu (the item picker) at most 480 px high and 472 px wide, its search menu (the results) at
     most 252 px high, scrolling (issue 20 item 5, ADR 200). */
  .pd-modal .pd-modal__container.cl-picker {
    max-width: min(100%, 472px);
    max-height: min(100%, 480px);
  }
  .cl-picker__results {
    max-height: 252px;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .cl-picker__section {
    display: grid;
    gap: 4px;
    margin-top: 8px;
  }
  .cl-picker__heading {
    margin: 0;
    color: ${tokens.colorTextMuted};
    font-size: 0.86em;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  .cl-picker__list {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .cl-picker__option {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 0;
    border-radius: ${tokens.radiusSm};
    background: none;
    color: ${tokens.colorText};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .cl-picker__option:hover {
    background: ${tokens.colorSurfaceMuted};
  }
  .cl-picker__option[aria-current='true'] {
    background: ${tokens.colorSurfaceMuted};
    font-weight: 600;
  }
  .cl-picker__price {
    color: ${tokens.colorTextMuted};
    white-space: nowrap;
  }
  .cl-picker__empty {
    margin: 16px 0 8px;
    color: ${tokens.colorTextMuted};
    text-align: center;
  }
  .cl-picker__empty:empty {
    display: none;
  }
`;
