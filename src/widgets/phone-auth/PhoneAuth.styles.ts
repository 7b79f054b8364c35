/**
 * Styles of `<pd-phone-auth>` and `PhoneAuthDialog` (ARCHITECTURE §9: a `css` string adopted into the shadow root;
 * colours from the `--pd-*` tokens). Parts: `form`, `phone-input`, `code-input`, `edit-phone`, `confirmed-icon`,
 * `consent`, `consent-link`, `call`, `free-number`. A widget that renders `PhoneAuthDialog` adds
 * {@link phoneAuthStyles} (with `buttonStyles`, `spinnerStyles`, `alertStyles`) to its own `styles`.
 */
import { css, tokens } from '../../core/styles';

export const phoneAuthStyles = css`
  .pa {
    display: grid;
    gap: 16px;
    max-width: 360px;
    min-width: 0;
  }
  .pa__field {
    display: grid;
    gap: 6px;
    position: relative;
  }
  .pa__label {
    font-weight: 600;
  }
  .pa__hint {
    margin: -4px 0 2px;
    color: ${tokens.colorTextMuted};
    font-size: 13px;
  }
  .pa__control {
    position: relative;
    display: flex;
    align-items: center;
  }
  .pa__input {
    width: 100%;
    min-width: 0;
    height: 44px;
    padding: 0 12px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
    font-size: 16px;
    letter-spacing: 0.02em;
    transition: border-color 0.15s;
  }
  .pa__input:hover:not([readonly]) {
    border-color: ${tokens.colorNeutral};
  }
  .pa__input:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 1px;
    border-color: ${tokens.colorPrimary};
  }
  .pa__input[aria-invalid='true'] {
    border-color: ${tokens.colorError};
  }
  .pa__control[data-locked] .pa__input {
    padding-right: 44px;
    background: ${tokens.colorSurfaceMuted};
    color: ${tokens.colorText};
  }
  .pa__control[data-confirmed] .pa__input {
    border-color: ${tokens.colorSuccess};
  }
  .pa__code {
    max-width: 160px;
    font-size: 20px;
    letter-spacing: 0.4em;
    text-align: center;
  }
  .pa__check,
  .pa__pen {
    position: absolute;
    right: 6px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
  }
  .pa__check {
    color: ${tokens.colorSuccess};
    pointer-events: none;
  }
  .pa__pen {
    padding: 0;
    border: 0;
    border-radius: ${tokens.radiusSm};
    background: transparent;
    color: ${tokens.colorPrimary};
    cursor: pointer;
  }
  .pa__pen:hover {
    background: ${tokens.colorSurface};
  }
  .pa__pen:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 1px;
  }
  .pa__error,
  .pa__notice,
  .pa__confirmed {
    margin: 0;
    font-size: 13px;
  }
  .pa__error {
    color: ${tokens.colorError};
  }
  .pa__notice {
    color: #8a5a00;
  }
  /* 13-px text: the success green darkened to 4.5:1 on the surface (the token itself, #1e8e3e, is 4.2:1). */
  .pa__confirmed {
    color: color-mix(in srgb, ${tokens.colorSuccess} 80%, #000);
  }
  /* The main button and the other channel (§4). A size container: the labels stay on one line down to a 320 px
     screen ('Отправить СМС повторно через 0:30', docs/decisions/129-phone-auth-resend-label.md). */
  .pa__actions {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 8px;
    min-width: 0;
    container-type: inline-size;
  }
  .pa__actions .pd-button {
    min-width: 0;
    padding-inline: 12px;
    font-variant-numeric: tabular-nums;
  }
  .pa__actions .pd-button__label {
    min-width: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* 14 px bold 'Отправить СМС повторно через 0:30' is ~296 px wide: a 390 px screen leaves the button ~316 px. */
  @container (max-width: 330px) {
    .pa__actions .pd-button {
      font-size: 13px;
    }
  }
  @container (max-width: 290px) {
    .pa__actions .pd-button {
      padding-inline: 8px;
      font-size: 12px;
    }
  }
  .pa__consent {
    margin: 0;
    color: ${tokens.colorTextMuted};
    font-size: 12px;
    line-height: 1.45;
  }
  .pa__link {
    color: ${tokens.colorPrimary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  .pa__link:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 1px;
    border-radius: 2px;
  }
  .pa__sr {
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
  .pa__call {
    display: grid;
    gap: 8px;
    justify-items: start;
    padding: 16px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    /* The surface, not its muted tint: the 'Отменить' text button's primary colour is 4.1:1 on the tint. */
    background: ${tokens.colorSurface};
  }
  .pa__call p {
    margin: 0;
  }
  .pa__call-title {
    font-weight: 600;
    font-size: 16px;
  }
  .pa__nowrap {
    white-space: nowrap;
  }
  .pa__free-number {
    color: ${tokens.colorPrimary};
    font-size: 22px;
    font-weight: 700;
    text-decoration: none;
    letter-spacing: 0.01em;
  }
  .pa__free-number:hover {
    text-decoration: underline;
  }
  .pa__free-number:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
  .pa__call-note {
    display: flex;
    gap: 8px;
    align-items: center;
    color: ${tokens.colorTextMuted};
    font-size: 13px;
  }
  .pa__dialog-body {
    padding-top: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    .pa__input {
      transition: none;
    }
  }
`;
