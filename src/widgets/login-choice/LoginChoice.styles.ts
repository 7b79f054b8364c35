/** Styles of `<pd-login-choice>`: two entries side by side on desktop, stacked in the mobile bottom sheet. */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';

export const loginChoiceStyles = css`
  :host {
    display: contents;
  }
  .lc {
    display: grid;
    grid-template-columns: 1fr;
    gap: 16px;
  }
  @media (min-width: 1200px) {
    .lc {
      grid-template-columns: 1fr 1fr;
    }
  }
  .lc__entry {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 16px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
  }
  .lc__title {
    margin: 0;
    font-size: 1.15em;
    font-weight: 700;
  }
  .lc__bullets {
    flex: 1 1 auto;
    margin: 0;
    padding-left: 20px;
    color: ${tokens.colorTextMuted};
  }
  .lc__bullets li + li {
    margin-top: 6px;
  }
  .lc__login {
    align-self: stretch;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); the dialog css is lazy. */
export const loginChoiceWidgetStyles: readonly string[] = [buttonStyles, loginChoiceStyles];
