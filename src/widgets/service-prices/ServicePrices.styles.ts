/**
 * Styles of `<pd-service-prices>` (ARCHITECTURE §9: a `css` string adopted into the shadow root). Colours come from
 * the `--pd-*` tokens; the layout follows the element's own width (container queries), so the list reads well in a
 * narrow page column as well as full width. Parts: `clinic-select`, `search`, `switch`, `note`, `service`, `price`,
 * `empty` (plus `button` and `chip` of the shared primitives).
 */
import { css, tokens } from '../../core/styles';
import { modalStyles } from '../../core/modal/modal.styles';
import { alertStyles, buttonStyles, spinnerStyles } from '../../core/ui';
import { chipStyles } from '../../shared/chip/Chip.styles';
import { calendarStyles } from '../appointment-calendar/AppointmentCalendar.styles';

export const servicePricesStyles = css`
  .sp {
    container-type: inline-size;
    display: grid;
    gap: 16px;
    min-width: 0;
  }
  .sp__title {
    margin: 0;
    font-size: 1.43em;
    line-height: 1.25;
    font-weight: 700;
  }
  .sp__sr {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }

  /* Controls: clinic, search, switch */
  .sp__controls {
    display: grid;
    gap: 12px;
    align-items: start;
  }
  @container (min-width: 720px) {
    .sp__controls {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    .sp__switch {
      grid-column: 1 / -1;
    }
  }
  .sp__clinic,
  .sp__search-field {
    display: grid;
    gap: 4px;
    min-width: 0;
  }
  .sp__label {
    font-size: 0.875em;
    color: ${tokens.colorTextMuted};
  }
  .sp__clinic-name {
    margin: 0;
    font-weight: 600;
  }
  .sp__address {
    margin: 0;
    font-size: 0.875em;
    color: ${tokens.colorTextMuted};
  }
  .sp__select,
  .sp__input {
    width: 100%;
    min-height: 40px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
  }
  .sp__select {
    padding: 0 12px;
  }
  .sp__search {
    position: relative;
    min-width: 0;
  }
  .sp__input {
    padding: 0 40px 0 12px;
    -webkit-appearance: none;
    appearance: none;
  }
  .sp__input::-webkit-search-cancel-button {
    display: none;
  }
  .sp__input::placeholder {
    color: ${tokens.colorTextMuted};
  }
  .sp__select:focus-visible,
  .sp__input:focus-visible,
  .sp__clear:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 1px;
  }
  .sp__clear {
    position: absolute;
    top: 50%;
    right: 4px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    margin-top: -16px;
    padding: 0;
    border: 0;
    border-radius: ${tokens.radiusSm};
    background: transparent;
    color: ${tokens.colorTextMuted};
    cursor: pointer;
  }
  .sp__clear:hover {
    color: ${tokens.colorText};
  }
  .sp__hint {
    margin: 0;
    font-size: 0.875em;
    color: ${tokens.colorTextMuted};
  }

  /* The online-only switch: a native checkbox (role=switch) over a drawn track */
  .sp__switch {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 10px;
    justify-self: start;
    min-height: 32px;
    cursor: pointer;
  }
  .sp__switch[data-disabled] {
    cursor: default;
    color: ${tokens.colorTextMuted};
  }
  .sp__switch-input {
    position: absolute;
    left: 0;
    top: 50%;
    width: 40px;
    height: 24px;
    margin: -12px 0 0;
    opacity: 0;
    cursor: inherit;
  }
  .sp__switch-track {
    position: relative;
    flex: 0 0 auto;
    width: 40px;
    height: 24px;
    border-radius: 12px;
    background: ${tokens.colorNeutral};
    transition: background-color 0.15s;
  }
  .sp__switch-track::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${tokens.colorSurface};
    transition: transform 0.15s;
  }
  .sp__switch-input:checked + .sp__switch-track {
    background: ${tokens.colorPrimary};
  }
  .sp__switch-input:checked + .sp__switch-track::after {
    transform: translateX(16px);
  }
  .sp__switch-input:disabled + .sp__switch-track {
    opacity: 0.5;
  }
  .sp__switch-input:focus-visible + .sp__switch-track {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }

  /* Last-update note: a tinted bar; the text stays dark for contrast, the tone is the bar's colour */
  .sp__note {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    margin: 0;
    padding: 8px 12px;
    border-left: 4px solid ${tokens.colorSuccess};
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorSurfaceMuted};
    font-size: 0.875em;
  }
  .sp__note[data-tone='warning'] {
    border-left-color: ${tokens.colorWarning};
  }
  .sp__note[data-tone='error'] {
    border-left-color: ${tokens.colorError};
  }
  .sp__note-warning {
    font-weight: 700;
  }

  /* Category list */
  .sp__categories {
    display: flex;
    gap: 8px;
    overflow-x: auto;
    padding: 2px;
    margin: -2px;
    scrollbar-width: thin;
  }
  @container (min-width: 720px) {
    .sp__categories {
      flex-wrap: wrap;
      overflow: visible;
    }
  }

  /* Services */
  .sp__list {
    display: grid;
    gap: 20px;
  }
  .sp__group {
    display: grid;
    gap: 4px;
  }
  .sp__group-title {
    margin: 0;
    font-size: 1.07em;
    font-weight: 700;
  }
  .sp__items {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .sp__item {
    border-bottom: 1px solid ${tokens.colorBorder};
  }
  .sp__item:last-child {
    border-bottom: 0;
  }
  .sp__row {
    display: grid;
    gap: 8px;
    padding: 12px 0;
  }
  @container (min-width: 560px) {
    .sp__row {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      gap: 16px;
    }
  }
  .sp__info {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  .sp__name {
    overflow-wrap: anywhere;
  }
  .sp__meta {
    font-size: 0.875em;
    color: ${tokens.colorTextMuted};
  }
  .sp__side {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  .sp__price {
    font-weight: 700;
    white-space: nowrap;
  }
  .sp__book {
    min-width: 116px;
  }
  .sp__book--open {
    min-width: 48px;
  }
  .sp__icon {
    display: block;
  }
  .sp__calendar {
    padding: 4px 0 16px;
  }
  .sp__empty {
    margin: 0;
    padding: 24px 0;
    text-align: center;
    color: ${tokens.colorTextMuted};
  }
`;

/** Every css string the widget adopts, in order (the element and the React entry's shadow root). */
export const servicePricesWidgetStyles: readonly string[] = [
  buttonStyles,
  chipStyles,
  spinnerStyles,
  alertStyles,
  modalStyles,
  calendarStyles,
  servicePricesStyles,
];
