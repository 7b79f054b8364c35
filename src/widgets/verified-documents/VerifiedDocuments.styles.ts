/**
 * Styles of `<pd-verified-documents>` (booking-schedule §2 "Verified documents panel", §9 dialog size lg 456). The
 * dialog itself is the shared modal (its css comes with the lazily loaded modal chunk); these are the badge and the
 * panel's contents. A note is never told by colour alone: it has its own icon and text.
 */
import { css, tokens } from '../../core/styles';

export const verifiedDocumentsStyles = css`
  :host {
    display: inline-block;
    vertical-align: middle;
  }
  .vd__badge {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    margin: 0;
    padding: 4px 10px 4px 6px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: 999px;
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .vd__badge:hover {
    border-color: ${tokens.colorSuccess};
  }
  .vd__badge:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .vd__badge-icon,
  .vd__icon {
    flex: none;
    color: ${tokens.colorSuccess};
  }
  .vd__list {
    display: flex;
    flex-direction: column;
    gap: 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .vd__row {
    display: flex;
    align-items: flex-start;
    gap: 10px;
  }
  .vd__text {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .vd__label {
    font-weight: 600;
  }
  .vd__detail {
    color: ${tokens.colorTextMuted};
    overflow-wrap: anywhere;
  }
  .vd__note {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: ${tokens.colorText};
  }
  .vd__note-icon {
    flex: none;
  }
  .vd__note[data-tone='error'] .vd__note-icon {
    color: ${tokens.colorError};
  }
  .vd__note[data-tone='warning'] .vd__note-icon {
    color: ${tokens.colorWarning};
  }
  .vd__link {
    display: inline-block;
    margin-top: 20px;
    color: ${tokens.colorPrimary};
    font-weight: 600;
  }
  .vd__link:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); the modal css comes lazily. */
export const verifiedDocumentsWidgetStyles: readonly string[] = [verifiedDocumentsStyles];
