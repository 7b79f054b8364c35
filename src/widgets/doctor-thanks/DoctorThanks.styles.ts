/**
 * Styles of `<pd-doctor-thanks>` (portal-identity-reviews §2 "Thank-you-to-doctor modal"). The block is a size
 * container: narrow (a phone, a side column) the button goes under the text; wide, one row. The dialog is the shared
 * modal (its css comes with the lazily loaded modal chunk). Decision: docs/decisions/159-doctor-thanks-payment.md.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';

export const doctorThanksStyles = css`
  :host {
    /* The block's layout follows the element's width (a container query needs the container outside .dt). */
    container-type: inline-size;
  }
  .dt {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 12px 16px;
    align-items: center;
    padding: 16px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
  }
  .dt__icon {
    width: 32px;
    height: 32px;
    color: ${tokens.colorError};
  }
  .dt__title {
    margin: 0 0 4px;
    font-weight: 600;
    font-size: 1.1em;
  }
  .dt__text {
    margin: 0;
    color: ${tokens.colorTextMuted};
  }
  .dt__open {
    grid-column: 1 / -1;
    width: 100%;
  }
  @container (min-width: 560px) {
    .dt {
      grid-template-columns: auto 1fr auto;
    }
    .dt__open {
      grid-column: auto;
      width: auto;
    }
  }
  .dt__faq-title {
    margin: 0 0 8px;
    font-weight: 600;
  }
  .dt__qa {
    border-top: 1px solid ${tokens.colorBorder};
  }
  .dt__qa:last-child {
    border-bottom: 1px solid ${tokens.colorBorder};
  }
  .dt__q {
    min-height: 44px;
    padding: 10px 0;
    cursor: pointer;
    font-weight: 500;
  }
  .dt__q:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .dt__a {
    margin: 0 0 12px;
    color: ${tokens.colorTextMuted};
  }
  .dt__widget {
    min-height: 200px;
  }
  .dt__frame {
    display: block;
    width: 100%;
    height: min(480px, 60vh);
    border: 0;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root). */
export const doctorThanksWidgetStyles: readonly string[] = [buttonStyles, doctorThanksStyles];
