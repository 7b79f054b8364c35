/**
 * Styles of `<pd-ad>`. The ad is light DOM styled by the site: the element lets the page's inherited typography
 * through (the base host sheet resets it for widgets that draw their own UI) and shows a pointer and a focus ring.
 */
import { css, tokens } from '../../core/styles';

export const adHostStyles = css`
  :host {
    all: revert;
    display: block;
    cursor: pointer;
  }
  :host(:focus-visible) {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
`;

/** Every css string of the element (index.ts and the React entry). */
export const adWidgetStyles: string[] = [adHostStyles];
