/**
 * Styles of `<pd-clinic-map>` (booking-schedule §2 "Popup map"; portal-identity-reviews §9 "departure popup 360").
 * The dialog css comes with the lazily loaded modal chunk, the map's (Leaflet's) with the provider chunk. ADR 179.
 */
import { css, tokens } from '../../core/styles';

export const clinicMapStyles = css`
  :host {
    display: contents;
  }
  .pd-modal__container.cm .pd-modal__body {
    position: relative;
    display: flex;
    padding: 0;
    overflow: hidden;
  }
  .pd-modal__container.cm .pd-modal__footer {
    padding: 12px 16px;
    border-top: 1px solid ${tokens.colorBorder};
  }
  .cm__stage {
    position: relative;
    flex: 1 1 auto;
    min-height: 0;
    display: flex;
  }
  .cm__map {
    position: absolute;
    inset: 0;
    background: #e8eef3;
  }
  .cm__overlay {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
    align-items: center;
    justify-content: center;
    background: rgb(255 255 255 / 0.8);
    text-align: center;
  }
  .cm__panels {
    position: absolute;
    z-index: 1001;
    left: 8px;
    right: 8px;
    bottom: 8px;
    display: flex;
    flex-direction: column;
    gap: 8px;
    max-height: calc(100% - 16px);
    pointer-events: none;
  }
  .cm__panels > * {
    pointer-events: auto;
  }
  @media (min-width: 1200px) {
    .cm__panels {
      top: 12px;
      bottom: auto;
      left: 12px;
      right: auto;
      width: 360px;
      max-height: calc(100% - 24px);
    }
  }
  .cm-list,
  .cm-details {
    display: flex;
    flex-direction: column;
    min-height: 0;
    padding: 12px 16px 16px;
    background: ${tokens.colorSurface};
    border-radius: ${tokens.radius};
    box-shadow: 0 2px 12px rgb(16 24 32 / 0.24);
    overflow: auto;
  }
  .cm-list {
    flex: 0 1 auto;
    max-height: 50vh;
  }
  .cm-details {
    flex: 0 1 auto;
  }
  .cm-panel__head {
    display: flex;
    align-items: flex-start;
    gap: 8px;
  }
  .cm-panel__title {
    flex: 1 1 auto;
    margin: 6px 0 8px;
    font-size: 17px;
    font-weight: 600;
    line-height: 1.3;
  }
  .cm-icon-btn {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${tokens.colorTextMuted};
    cursor: pointer;
  }
  .cm-icon-btn:hover {
    background: ${tokens.colorSurfaceMuted};
  }
  .cm-list__items {
    margin: 0;
    padding: 0;
    list-style: none;
    overflow: auto;
  }
  .cm-list__item {
    display: flex;
    flex-direction: column;
    gap: 2px;
    width: 100%;
    padding: 10px 8px;
    border: 0;
    border-top: 1px solid ${tokens.colorBorder};
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .cm-list__item[aria-pressed='true'] {
    background: #eef4fd;
  }
  .cm-muted {
    color: ${tokens.colorTextMuted};
    font-size: 14px;
  }
  .cm-details__address,
  .cm-details__links {
    margin: 0 0 8px;
  }
  .cm-details__links {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }
  .cm-details a,
  .cm-link {
    color: #1558b0;
  }
  .cm-btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    padding: 8px 16px;
    border: 1px solid ${tokens.colorPrimary};
    border-radius: ${tokens.radiusSm};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .cm-btn--primary {
    background: ${tokens.colorPrimary};
    color: ${tokens.colorOnPrimary};
  }
  .cm-btn--secondary {
    background: ${tokens.colorSurface};
    color: #1558b0;
  }
  .cm-btn:disabled {
    border-color: #c4c9d0;
    background: #eceff3;
    color: #5f6670;
    cursor: not-allowed;
  }
  .cm-btn:focus-visible,
  .cm-icon-btn:focus-visible,
  .cm-list__item:focus-visible,
  .cm-chip:focus-visible,
  .cm-link:focus-visible,
  .cm-route__pick:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cm-show-list {
    align-self: flex-start;
  }
  @media (min-width: 1200px) {
    .pd-modal__container.cm .pd-modal__footer > .cm-close {
      flex: none;
    }
  }
  .cm-link {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  .cm-route {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .cm-route__title {
    margin: 0;
    font-size: 16px;
  }
  .cm-route__from {
    margin: 0;
  }
  .cm-route__modes {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .cm-chip {
    min-height: 36px;
    padding: 6px 12px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: 18px;
    background: ${tokens.colorSurface};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .cm-chip[aria-pressed='true'] {
    border-color: ${tokens.colorPrimary};
    background: #eef4fd;
    color: #0b3d91;
    font-weight: 600;
  }
  .cm-route__status:empty {
    display: none;
  }
  .cm-route__list,
  .cm-route__steps {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .cm-route__item {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    padding: 8px 0;
    border-top: 1px solid ${tokens.colorBorder};
  }
  .cm-route__pick {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    flex: 1 1 auto;
    padding: 4px;
    border: 0;
    border-radius: ${tokens.radiusSm};
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .cm-route__item[data-active] .cm-route__pick {
    background: #eef4fd;
  }
  .cm-route__time {
    font-weight: 700;
  }
  .cm-route__summary {
    flex-basis: 100%;
    font-size: 14px;
  }
  .cm-route__steps {
    flex-basis: 100%;
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding-left: 8px;
    border-left: 3px solid ${tokens.colorBorder};
    font-size: 14px;
  }
  /* The departure popup 'Откуда поедем?' (360 px). */
  .dp {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .dp__label {
    font-weight: 600;
  }
  .dp__field {
    display: flex;
    align-items: center;
    border: 1px solid #8a929c;
    border-radius: ${tokens.radiusSm};
  }
  .dp__field[data-invalid] {
    border-color: ${tokens.colorError};
  }
  .dp__field:focus-within {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 1px;
  }
  .dp__input {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 40px;
    padding: 8px 12px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    outline: none;
  }
  .dp__locate {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border: 0;
    background: none;
    color: #1558b0;
    cursor: pointer;
  }
  .dp__error {
    min-height: 1.3em;
    margin: 0;
    color: ${tokens.colorError};
    font-size: 14px;
  }
  .dp__suggestions {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .dp__suggestion {
    width: 100%;
    padding: 8px;
    border: 0;
    border-bottom: 1px solid ${tokens.colorBorder};
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .dp__actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 8px;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); modal and map css come lazily. */
export const clinicMapWidgetStyles: readonly string[] = [clinicMapStyles];
