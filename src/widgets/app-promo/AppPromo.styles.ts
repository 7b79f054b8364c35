/**
 * Styles of `<pd-app-promo>` (booking-schedule §2 "Mobile-app promo banner"). The dialog is the shared modal (its css
 * comes with the lazily loaded modal chunk). Decision: docs/decisions/161-app-promo.md.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';

export const appPromoStyles = css`
  .ap {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 12px;
    width: 100%;
    padding: 12px 16px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: color-mix(in srgb, ${tokens.colorPrimary} 6%, ${tokens.colorSurface});
    color: ${tokens.colorText};
    font: inherit;
    text-align: start;
  }
  .ap--button {
    cursor: pointer;
  }
  .ap--button:focus-visible,
  .ap__info:focus-visible,
  .ap__arrow:focus-visible,
  .ap__dot:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .ap__icon {
    width: 40px;
    height: 40px;
    color: ${tokens.colorPrimary};
  }
  .ap__body {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .ap__title {
    margin: 0;
    font-weight: 600;
  }
  .ap__text {
    margin: 0;
    color: ${tokens.colorTextMuted};
    font-size: 0.93em;
  }
  .ap__info {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${tokens.colorPrimary};
    cursor: pointer;
  }
  .ap__info:hover {
    background: color-mix(in srgb, ${tokens.colorPrimary} 10%, transparent);
  }
  .ap__slider {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  .ap__slide {
    text-align: center;
  }
  .ap__slide[hidden] {
    display: none;
  }
  .ap__picture {
    display: block;
    width: 100%;
    max-width: 280px;
    height: auto;
    margin: 0 auto 16px;
  }
  .ap__slide-title {
    margin: 0 0 8px;
    font-weight: 600;
    font-size: 1.15em;
  }
  .ap__slide-text {
    margin: 0;
    color: ${tokens.colorTextMuted};
  }
  .ap__controls {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
  }
  .ap__arrow {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 1px solid ${tokens.colorBorder};
    border-radius: 50%;
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    cursor: pointer;
  }
  .ap__arrow[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  .ap__dots {
    display: flex;
    gap: 4px;
  }
  .ap__dot {
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  .ap__dot::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: ${tokens.colorBorder};
  }
  .ap__dot[aria-current='true']::before {
    background: ${tokens.colorPrimary};
  }
  .ap__actions {
    display: flex;
    flex-direction: column;
    gap: 8px;
    width: 100%;
  }
  .ap__sr {
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
export const appPromoWidgetStyles: readonly string[] = [buttonStyles, appPromoStyles];
