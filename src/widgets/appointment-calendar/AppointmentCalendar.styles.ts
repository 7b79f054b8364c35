/**
 * Styles of `<pd-appointment-calendar>` (ARCHITECTURE §9: a `css` string adopted into the shadow root). Colours
 * come from the `--pd-*` tokens; weekend subtitles use `--pd-color-error` on enabled, non-active tabs only
 * (booking-schedule §9). Parts: `day-tab`, `day-scroll-prev`, `day-scroll-next`, `slot`, `stub`, `order-call`,
 * `opens-on`.
 */
import { css, tokens } from '../../core/styles';
import { alertStyles, buttonStyles, spinnerStyles } from '../../core/ui';
import { STRIP_SCROLL_INSET_PX } from './calendar-model';

export const calendarStyles = css`
  .cal {
    display: grid;
    gap: 12px;
    min-width: 0;
  }
  .cal__loading {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 128px;
  }

  /* Day strip */
  .cal__strip {
    position: relative;
    min-width: 0;
  }
  .cal__days {
    position: relative;
    display: flex;
    gap: 8px;
    overflow-x: auto;
    padding: 2px;
    margin: -2px;
    scroll-snap-type: x proximity;
    /* A snapped or focused tab stops clear of the scroll buttons (ADR 130). */
    scroll-padding-inline: ${STRIP_SCROLL_INSET_PX}px;
    scrollbar-width: thin;
  }

  /* Previous/next scroll buttons over the strip's ends, shown only where tabs are cut (ADR 130) */
  .cal__scroll {
    position: absolute;
    z-index: 1;
    top: -2px;
    bottom: -2px;
    display: flex;
    align-items: center;
    width: ${STRIP_SCROLL_INSET_PX}px;
    margin: 0;
    /* Room for the icon's focus ring inside the strip. */
    padding: 0 6px;
    border: 0;
    color: ${tokens.colorText};
    font: inherit;
    cursor: pointer;
  }
  .cal__scroll[hidden] {
    display: none;
  }
  .cal__scroll--prev {
    left: -2px;
    justify-content: flex-start;
    background: linear-gradient(to right, ${tokens.colorSurface} 55%, transparent);
  }
  .cal__scroll--next {
    right: -2px;
    justify-content: flex-end;
    background: linear-gradient(to left, ${tokens.colorSurface} 55%, transparent);
  }
  .cal__scroll-icon {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: 50%;
    background: ${tokens.colorSurface};
    box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
    transition: border-color 0.15s;
  }
  .cal__scroll-icon::before {
    content: '';
    width: 7px;
    height: 7px;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
  }
  .cal__scroll--prev .cal__scroll-icon::before {
    transform: translateX(1px) rotate(135deg);
  }
  .cal__scroll--next .cal__scroll-icon::before {
    transform: translateX(-1px) rotate(-45deg);
  }
  .cal__scroll:hover .cal__scroll-icon {
    border-color: ${tokens.colorPrimary};
  }
  .cal__scroll:focus-visible {
    outline: none;
  }
  .cal__scroll:focus-visible .cal__scroll-icon {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cal__day {
    flex: 0 0 auto;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 1px;
    min-width: 56px;
    padding: 6px 8px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
    line-height: 1.2;
    text-align: center;
    cursor: pointer;
    scroll-snap-align: start;
    transition:
      background-color 0.15s,
      border-color 0.15s,
      color 0.15s;
  }
  .cal__day:hover:not([aria-disabled='true'], [aria-selected='true']) {
    border-color: ${tokens.colorPrimary};
  }
  .cal__day:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cal__day-label {
    min-height: 1.2em;
    font-size: 11px;
    color: ${tokens.colorTextMuted};
  }
  .cal__day-title {
    font-weight: 600;
    white-space: nowrap;
  }
  .cal__day-subtitle {
    font-size: 12px;
    color: ${tokens.colorTextMuted};
    white-space: nowrap;
  }
  .cal__day[data-weekend]:not([aria-selected='true'], [aria-disabled='true']) .cal__day-subtitle {
    color: ${tokens.colorError};
  }
  .cal__day[aria-selected='true'] {
    background: ${tokens.colorPrimary};
    border-color: ${tokens.colorPrimary};
    color: ${tokens.colorOnPrimary};
  }
  .cal__day[aria-disabled='true'] {
    background: ${tokens.colorSurfaceMuted};
    border-color: transparent;
    color: ${tokens.colorNeutral};
    cursor: default;
  }
  .cal__day:is([aria-selected='true'], [aria-disabled='true']) :is(.cal__day-label, .cal__day-subtitle) {
    color: inherit;
  }

  /* Slot grid */
  .cal__panel {
    display: grid;
    gap: 8px;
  }
  .cal__slots {
    display: grid;
    gap: 8px;
  }
  .cal__slot {
    min-width: 0;
    min-height: 36px;
    padding: 0 8px;
    border: 1px solid ${tokens.colorPrimary};
    border-radius: 999px;
    background: ${tokens.colorSurface};
    color: ${tokens.colorPrimary};
    font: inherit;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    transition:
      background-color 0.15s,
      color 0.15s;
  }
  .cal__slot:hover:not(:disabled, [data-selected]) {
    background: ${tokens.colorSurfaceMuted};
  }
  .cal__slot:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cal__slot[data-selected] {
    background: ${tokens.colorPrimary};
    color: ${tokens.colorOnPrimary};
  }
  /* Express (§4): inert slots keep the slot look, so they do not read as 'no slots' (issue 20 item 8). */
  .cal__slot:disabled {
    cursor: default;
  }
  .cal__more {
    justify-self: start;
  }

  /* Stub, booking window, order call */
  .cal__stub {
    margin: 0;
    padding: 16px;
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurfaceMuted};
    color: ${tokens.colorTextMuted};
    text-align: center;
  }
  .cal__opens {
    width: 100%;
    min-height: 36px;
    padding: 6px 12px;
    border: 1px dashed ${tokens.colorBorder};
    border-radius: 999px;
    background: ${tokens.colorSurfaceMuted};
    color: ${tokens.colorTextMuted};
    font: inherit;
    cursor: default;
  }
  .cal__order-call {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 6px;
  }
  .cal__order-call-note {
    margin: 0;
    font-size: 12px;
    color: ${tokens.colorTextMuted};
  }
`;

/** Every css string the calendar adopts: the ui primitives it uses, then its own (the modal brings its own). */
export const appointmentCalendarStyles: readonly string[] = [
  buttonStyles,
  spinnerStyles,
  alertStyles,
  calendarStyles,
];
