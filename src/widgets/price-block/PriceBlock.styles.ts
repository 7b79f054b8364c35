/**
 * Styles of `<pd-price-block>` (ARCHITECTURE §9: a `css` string adopted into the shadow root). The tab list is the
 * shared `Tabs` restyled as a segmented switcher; colours come from the `--pd-*` tokens. Parts: `price-block`,
 * `panel`, `price`, `badge`, `card`. The club sheet's own layout (`.pb-sheet…`) comes with its code
 * (on-demand/ClubSheet.styles.ts, ADR 236); it uses `.pb__badge`, `.pb__old` and `.pb__sr` from here.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';
import { PRICE_BLOCK_ROWS as rows } from '../../shared/booking/price-tabs';
import { tabsStyles } from '../../shared/tabs/Tabs.styles';

export const priceBlockStyles = css`
  .pb {
    display: grid;
    gap: ${rows.gap}px;
    min-width: 0;
  }
  .pb__sr {
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

  /* Segmented switcher on top of the shared tabs */
  .pb .pb__tabs {
    gap: 2px;
    padding: 2px;
    border: 0;
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurfaceMuted};
  }
  .pb .pb__tabs .pd-tabs__tab {
    flex: 1 1 0;
    min-width: max-content;
    min-height: ${rows.switcher - 4}px;
    padding: 0 10px;
    border: 0;
    border-radius: calc(${tokens.radius} - 2px);
    color: ${tokens.colorTextMuted};
    font-size: 13px;
    white-space: nowrap;
  }
  .pb .pb__tabs .pd-tabs__tab[aria-selected='true'] {
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    box-shadow: 0 1px 3px rgba(16, 24, 32, 0.16);
  }
  .pb .pb__tabs .pd-tabs__tab:hover:not([aria-selected='true']) {
    color: ${tokens.colorText};
  }

  .pb__panel {
    display: grid;
    gap: ${rows.panelGap}px;
    justify-items: start;
  }
  .pb__panel[hidden] {
    display: none;
  }
  .pb__caption {
    margin: 0;
    line-height: ${rows.caption}px;
    font-size: 13px;
    color: ${tokens.colorTextMuted};
  }
  .pb__price-line {
    display: flex;
    min-height: ${rows.priceLine}px;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 8px;
    margin: 0;
  }
  .pb__price {
    font-size: 20px;
    font-weight: 700;
    line-height: 1.2;
    white-space: nowrap;
  }
  .pb__old {
    color: ${tokens.colorTextMuted};
    white-space: nowrap;
  }
  .pb__badge {
    display: inline-block;
    padding: 1px 6px;
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorError};
    color: #fff;
    font-size: 12px;
    font-weight: 700;
    line-height: 1.4;
    white-space: nowrap;
  }
  .pb__card {
    margin: 0;
    line-height: ${rows.cardLine}px;
    font-size: 13px;
    color: ${tokens.colorTextMuted};
  }
  .pb .pb__info {
    min-height: ${rows.infoLink}px;
    margin-left: -8px;
    text-decoration: underline;
    text-decoration-style: dotted;
    text-underline-offset: 3px;
  }
`;

/**
 * Every css string the widget adopts, in order (the element and the React entry's shadow root); the club sheet's
 * css comes with its code, and the modal css with the lazily loaded dialog.
 */
export const priceBlockWidgetStyles: readonly string[] = [buttonStyles, tabsStyles, priceBlockStyles];
