/**
 * Styles of `<pd-review-card>`. The cards are light DOM styled by the site; the element lets the page's inherited
 * typography through to them (the base host sheet resets it for widgets that draw their own UI), and adds the shared
 * card styles (tooltip, gallery). docs/decisions/136-review-card-light-dom-styles.md.
 */
import { css } from '../../core/styles';
import { reviewCardsStyles } from '../../shared/review-card';

export const reviewCardHostStyles = css`
  :host {
    /* Back to normal inheritance: the slotted cards take the page's font, colour and line height. */
    all: revert;
    display: block;
  }
`;

/** Every css string of the element (index.ts and the React entry). */
export const reviewCardWidgetStyles: string[] = [reviewCardHostStyles, ...reviewCardsStyles];
