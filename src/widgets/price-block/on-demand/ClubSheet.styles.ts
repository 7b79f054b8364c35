/**
 * Styles of the club discount sheet of `<pd-price-block>` (the `.pb-sheet…` layout inside the dialog), adopted into
 * the price block's shadow root with the sheet's code (ADR 236). The badge, the struck-through price and the
 * screen-reader text are the price block's own classes.
 */
import { css, tokens } from '../../../core/styles';

export const clubSheetStyles = css`
  .pb-sheet__text {
    margin: 0 0 12px;
  }
  .pb-sheet__muted {
    font-size: 13px;
    color: ${tokens.colorTextMuted};
  }
  .pb-sheet__rows {
    display: grid;
    gap: 8px;
    margin: 0 0 16px;
    padding: 12px 16px;
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurfaceMuted};
  }
  .pb-sheet__row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 12px;
  }
  .pb-sheet__row dt {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 6px;
  }
  .pb-sheet__row dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    white-space: nowrap;
  }
  .pb-sheet__row dd .pb__old {
    margin-left: 6px;
    font-weight: 400;
  }
  .pb-sheet__row--total {
    padding-top: 8px;
    border-top: 1px solid ${tokens.colorBorder};
  }
  .pb-sheet__row--total dt,
  .pb-sheet__row--total dd {
    font-weight: 700;
  }
`;
