/**
 * Styles of `<pd-review-award-banner>` (portal-identity-reviews §1). The banner is a size container: narrower than
 * 520 px (a phone, a side column) the title sits above two full-width buttons; wider, the icon, title and buttons
 * share one row. Decision: docs/decisions/145-review-award-banner.md.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';

export const reviewAwardBannerStyles = css`
  .rab {
    container-type: inline-size;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: color-mix(in srgb, ${tokens.colorSuccess} 8%, ${tokens.colorSurface});
    color: ${tokens.colorText};
  }
  .rab__inner {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: 12px 16px;
    padding: 16px;
  }
  .rab__icon {
    width: 32px;
    height: 32px;
    color: ${tokens.colorSuccess};
  }
  .rab__title {
    margin: 0;
    font-size: 1.15em;
    font-weight: 600;
    line-height: 1.3;
  }
  .rab__actions {
    grid-column: 1 / -1;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .rab__action {
    width: 100%;
  }
  @container (min-width: 520px) {
    .rab__inner {
      grid-template-columns: auto 1fr auto;
    }
    .rab__actions {
      grid-column: auto;
      flex-direction: row;
    }
    .rab__action {
      width: auto;
      white-space: nowrap;
    }
  }
  .rab__sr {
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

/** Every css string the widget adopts (the element and the React entry's shadow root). */
export const reviewAwardBannerWidgetStyles: readonly string[] = [buttonStyles, reviewAwardBannerStyles];
