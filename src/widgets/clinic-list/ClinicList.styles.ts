/**
 * Styles of `<pd-clinic-list>` (ARCHITECTURE §9: a `css` string adopted into the shadow root; colours from the
 * `--pd-*` tokens). Mobile: cards are accordion panels. Desktop (`data-desktop`, the 1200-px viewport store): each
 * card is a block with two columns, 336 px of clinic details and 389 px of schedule (booking-schedule §9 "clinic
 * columns 336/389"). Parts: `clinic-card`, `item-select`. The picker's css: on-demand/ItemPicker.styles.ts.
 */
import { css, tokens } from '../../core/styles';
import { chipStyles } from '../../shared/chip/Chip.styles';
import { appointmentCalendarStyles } from '../appointment-calendar/AppointmentCalendar.styles';

export const clinicListStyles = css`
  .cl {
    display: grid;
    gap: 16px;
    min-width: 0;
  }
  .cl__head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  .cl__title {
    margin: 0;
    font-size: 1.43em;
    line-height: 1.25;
  }
  .cl__chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .cl__list {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* A card's place before it is drawn: a collapsed accordion card on a phone, a card with its calendar on the desktop
     (the demo's cards: 119–159 and 334–523 px). */
  .cl__item {
    min-width: 0;
    --cl-place: 120px;
  }
  .cl[data-desktop] .cl__item {
    --cl-place: 340px;
  }
  /* A card not mounted yet (they come one per task after the first slot) keeps about its place, so the page below the
     list is where it will be when the loader decides by position what is near the screen (ADR 219). */
  .cl__item[data-pending] {
    min-height: var(--cl-place);
  }
  /* The cards below the first are laid out and painted only when they come near the screen (ADR 226): mounted after
     the first slot, their calendars and price blocks made the rendering update of ≈ 100 ms at 4× CPU that followed it.
     Until first drawn a card counts its place; then the browser keeps the height it last drew. */
  .cl__item + .cl__item {
    content-visibility: auto;
    contain-intrinsic-size: auto var(--cl-place);
  }

  /* Card */
  .cl-card {
    display: grid;
    gap: 12px;
    padding: 16px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
  }
  .cl-card__head {
    display: grid;
    gap: 4px;
  }
  .cl-card__name {
    margin: 0;
    font-size: 1.15em;
    line-height: 1.3;
  }
  .cl-card a {
    color: ${tokens.colorPrimary};
  }
  .cl-card__name a {
    text-decoration: none;
  }
  .cl-card__name a:hover {
    text-decoration: underline;
  }
  .cl-card a:focus-visible,
  .cl-card button:focus-visible,
  .cl__other button:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cl-card__address {
    margin: 0;
    color: ${tokens.colorText};
  }
  .cl-card__map-link {
    white-space: nowrap;
  }
  .cl-card__toggle,
  .cl__other-toggle {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    margin: 4px 0 0;
    padding: 0;
    border: 0;
    background: none;
    color: ${tokens.colorPrimary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .cl-card__toggle::after,
  .cl__other-toggle::after {
    content: '';
    width: 7px;
    height: 7px;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-2px) rotate(45deg);
    transition: transform 0.15s;
  }
  .cl-card__toggle[aria-expanded='true']::after,
  .cl__other-toggle[aria-expanded='true']::after {
    transform: translateY(2px) rotate(-135deg);
  }
  .cl-card__body {
    display: grid;
    gap: 16px;
    min-width: 0;
  }
  .cl-card__body[hidden] {
    display: none;
  }
  .cl-card__info {
    display: grid;
    align-content: start;
    gap: 10px;
    min-width: 0;
  }
  .cl-card__schedule {
    min-width: 0;
  }
  .cl[data-desktop] .cl-card__body {
    grid-template-columns: minmax(0, 336px) minmax(0, 389px);
    justify-content: space-between;
    column-gap: 24px;
  }

  /* Select 'Специальность или услуга' */
  .cl-card__select {
    display: grid;
    gap: 4px;
  }
  .cl-card__select-label {
    color: ${tokens.colorTextMuted};
    font-size: 0.86em;
  }
  .cl-card__select-button {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    min-height: 40px;
    padding: 6px 12px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .cl-card__select-button:hover {
    border-color: ${tokens.colorPrimary};
  }
  .cl-card__select-value {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .cl-card__select-price {
    color: ${tokens.colorTextMuted};
    white-space: nowrap;
  }
  .cl-card__chevron {
    flex: none;
    width: 7px;
    height: 7px;
    border: solid ${tokens.colorTextMuted};
    border-width: 0 2px 2px 0;
    transform: translateY(-2px) rotate(45deg);
  }

  /* Telemed schedule switch */
  .cl-card__telemed {
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .cl-card__telemed-legend {
    margin-bottom: 4px;
    padding: 0;
    color: ${tokens.colorTextMuted};
    font-size: 0.86em;
  }
  .cl-card__telemed-option {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 28px;
    cursor: pointer;
  }
  .cl-card__telemed-option input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${tokens.colorPrimary};
  }

  .cl-card__age,
  .cl-card__oms,
  .cl-card__note,
  .cl-card__staff-type,
  .cl-card__stub {
    margin: 0;
    color: ${tokens.colorTextMuted};
  }
  .cl-card__stub {
    padding: 24px 0;
    text-align: center;
  }

  /* Metro */
  .cl-card__metro {
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .cl-card__station {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .cl-card__line {
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${tokens.colorNeutral};
  }
  .cl-card__walk {
    color: ${tokens.colorTextMuted};
  }

  .cl-card__phone {
    display: grid;
    gap: 2px;
  }
  .cl-card__phone a {
    justify-self: start;
    font-weight: 600;
    text-decoration: none;
  }
  .cl-card__banner {
    margin: 0;
    padding: 8px 12px;
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorSurfaceMuted};
    color: ${tokens.colorText};
  }
  .cl-card__staff,
  .cl-card__page {
    justify-self: start;
  }
  .cl-card__staff {
    font-size: 0.86em;
  }
  .cl-card__home-call {
    display: grid;
    gap: 8px;
  }

  /* Other countries */
  .cl__other {
    display: grid;
    gap: 8px;
    padding: 8px 16px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
  }
  .cl__other-list {
    display: grid;
    gap: 4px;
    margin: 0 0 8px;
    padding: 0 0 0 20px;
  }
  .cl__other-list[hidden] {
    display: none;
  }
  .cl__other-list a {
    color: ${tokens.colorPrimary};
  }
`;

/**
 * Every css string the list needs, in order: the calendar's list (buttons, spinner, alert, calendar), chips, the
 * list. Used by the element (`index.ts`) and the React entry (`withShadowRoot`). The picker's modal css comes with
 * the lazily loaded dialog, the price block's (and its tabs') with the price blocks after the first slot (PriceBox.tsx).
 */
export const clinicListWidgetStyles: readonly string[] = [
  ...appointmentCalendarStyles,
  chipStyles,
  clinicListStyles,
];
