/**
 * Styles of `<pd-doctor-sections>`. The page is light DOM styled by the site: the element lets the page's inherited
 * typography through (the base host sheet resets it for widgets that draw their own UI) and lays out as a block.
 * The TOC's sticky position and the section skeletons are the site's CSS (docs/doctor-sections-html.md).
 */
import { css } from '../../core/styles';

export const doctorSectionsHostStyles = css`
  :host {
    all: revert;
    display: block;
  }
`;

/** Every css string of the element (index.ts and the React entry). */
export const doctorSectionsWidgetStyles: string[] = [doctorSectionsHostStyles];
