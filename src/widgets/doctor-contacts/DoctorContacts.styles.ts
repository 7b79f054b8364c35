/**
 * Styles of `<pd-doctor-contacts>` (booking-schedule §2 "Doctor contacts panel", §9 "contacts 360 px"). The panel
 * itself is the shared modal (its css comes with the lazily loaded modal chunk); these are its contents. Colours are
 * `--pd-*` tokens; brand colours of the messengers are fixed (they identify the network).
 */
import { css, tokens } from '../../core/styles';
import { alertStyles, buttonStyles, spinnerStyles } from '../../core/ui';
import { skeletonStyles } from './Skeleton.styles';
import { toastsStyles } from '../../shared/toasts/Toasts.styles';

export const doctorContactsStyles = css`
  :host {
    /* The element shows nothing on the page itself: only the dialog (top layer) and toasts. */
    display: contents;
  }
  .dc__doctor {
    margin: 0 0 12px;
    color: ${tokens.colorTextMuted};
  }
  .dc__skeleton {
    padding: 4px 0;
  }
  .dc__list {
    list-style: none;
    margin: 0 -8px;
    padding: 0;
  }
  .dc__item + .dc__item {
    border-top: 1px solid ${tokens.colorBorder};
  }
  .dc__row {
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    min-height: 56px;
    margin: 0;
    padding: 8px;
    border: 0;
    border-radius: ${tokens.radiusSm};
    background: transparent;
    color: ${tokens.colorText};
    font: inherit;
    text-align: left;
    text-decoration: none;
  }
  a.dc__row,
  button.dc__row {
    cursor: pointer;
  }
  /* Hover underlines the link text (a tinted background would drop the link colour below 4.5:1). */
  a.dc__row:hover .dc__detail,
  button.dc__row:hover .dc__detail {
    text-decoration: underline;
  }
  .dc__row:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: -2px;
  }
  .dc__icon {
    flex: none;
    width: 24px;
    height: 24px;
    color: ${tokens.colorPrimary};
  }
  .dc__item[data-kind='whatsapp'] .dc__icon {
    color: #128c4a;
  }
  .dc__item[data-kind='telegram'] .dc__icon,
  .dc__item[data-kind='blog-v-telegram'] .dc__icon {
    color: #1c7fb8;
  }
  .dc__item[data-kind='vk-messenger'] .dc__icon,
  .dc__item[data-kind='blog-v-vk'] .dc__icon {
    color: #0060d0;
  }
  .dc__item[data-kind='blog-v-dzen'] .dc__icon {
    color: #1f2733;
  }
  .dc__text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .dc__name {
    font-weight: 600;
  }
  .dc__detail {
    color: ${tokens.colorTextMuted};
    overflow-wrap: anywhere;
  }
  a.dc__row .dc__detail,
  button.dc__row .dc__detail {
    color: ${tokens.colorPrimary};
  }
  .dc__empty {
    margin: 0;
    color: ${tokens.colorTextMuted};
  }
  .dc__footnote {
    margin: 16px 0 0;
    font-size: 12px;
    color: ${tokens.colorTextMuted};
  }
  .dc__sr {
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
`;

/**
 * Every css string the widget adopts, in order (the element and the React entry's shadow root). The modal css comes
 * with the lazily loaded modal, the phone confirmation css with its chunk (PhoneAuthGate.tsx); button, spinner and
 * alert are the ui pieces that dialog uses.
 */
export const doctorContactsWidgetStyles: readonly string[] = [
  buttonStyles,
  spinnerStyles,
  alertStyles,
  skeletonStyles,
  toastsStyles,
  doctorContactsStyles,
];
