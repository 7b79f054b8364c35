/**
 * Styles of `<pd-review-list>` (portal-identity-reviews §2 "Reviews page": desktop filter buttons — positive green,
 * neutral warning, negative red, the rest grey —, the mobile 'Фильтр' button and modal, the branch sheet). The cards
 * are light DOM (the site's CSS); the card enhancements bring their own css (`reviewCardsStyles`). The dialogs' css
 * comes with the lazily loaded modal chunk. Colours are `--pd-*` tokens; the tone colours mark a dot and the
 * pressed border, never the text (contrast).
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles, spinnerStyles } from '../../core/ui';
import { reviewCardsStyles } from '../../shared/review-card';

export const reviewListStyles = css`
  :host {
    display: block;
  }
  .rl__top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    margin: 0 0 16px;
  }
  .rl__bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .rl__chip {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: 999px;
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    font: inherit;
    cursor: pointer;
    --rl-tone: ${tokens.colorNeutral};
  }
  .rl__chip[data-tone='success'] {
    --rl-tone: ${tokens.colorSuccess};
  }
  .rl__chip[data-tone='warning'] {
    --rl-tone: ${tokens.colorWarning};
  }
  .rl__chip[data-tone='error'] {
    --rl-tone: ${tokens.colorError};
  }
  .rl__chip::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--rl-tone);
  }
  .rl__chip:hover:not(:disabled) {
    background: ${tokens.colorSurfaceMuted};
  }
  .rl__chip[aria-pressed='true'] {
    border-color: var(--rl-tone);
    box-shadow: inset 0 0 0 1px var(--rl-tone);
    background: ${tokens.colorSurfaceMuted};
    font-weight: 600;
  }
  .rl__chip:disabled {
    cursor: default;
    color: ${tokens.colorTextMuted};
    opacity: 0.7;
  }
  .rl__chip:focus-visible,
  .rl__option input:focus-visible,
  .rl__more:focus-visible,
  .rl__branch:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .rl__amount {
    color: ${tokens.colorTextMuted};
    font-variant-numeric: tabular-nums;
  }
  .rl__current {
    color: ${tokens.colorTextMuted};
  }
  .rl__list {
    position: relative;
  }
  /* The cards far from the screen are laid out and painted only when scrolled near (ADR 235): the page's frames
     while the cards are enhanced, batch after batch, no longer lay out and paint all of them (a 50-card page: the
     first frame 200-300 → about 100 ms at 4x CPU, and no long task after the first render). A card keeps its place
     meanwhile: the height it had when last drawn, else --pd-review-card-height (the page may set it closer). */
  ::slotted([data-pd-review]) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto var(--pd-review-card-height, 300px);
  }
  .rl__loader {
    display: flex;
    justify-content: center;
    padding: 24px 0;
  }
  .rl__empty {
    margin: 0;
    padding: 24px 0;
    color: ${tokens.colorTextMuted};
    text-align: center;
  }
  .rl__notice {
    margin: 8px 0 0;
    padding: 8px 12px;
    border-left: 4px solid ${tokens.colorError};
    border-radius: ${tokens.radiusSm};
    background: color-mix(in srgb, ${tokens.colorError} 8%, ${tokens.colorSurface});
    color: ${tokens.colorText};
  }
  .rl__notice:empty {
    display: none;
  }
  .rl__footer {
    display: flex;
    justify-content: center;
    margin: 16px 0 0;
  }
  .rl__more {
    min-width: 200px;
  }
  .rl__options {
    margin: 0;
    padding: 0;
    border: 0;
  }
  .rl__option {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 4px 0;
    cursor: pointer;
  }
  .rl__option + .rl__option {
    border-top: 1px solid ${tokens.colorBorder};
  }
  .rl__option input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${tokens.colorPrimary};
  }
  .rl__option-title {
    flex: 1;
  }
  .rl__option[data-disabled] {
    color: ${tokens.colorTextMuted};
    cursor: default;
  }
  .rl__apply {
    width: 100%;
  }
  .rl__branches {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .rl__branches li + li {
    border-top: 1px solid ${tokens.colorBorder};
  }
  .rl__branch {
    display: block;
    padding: 12px 4px;
    border-radius: ${tokens.radiusSm};
    color: ${tokens.colorText};
    text-decoration: none;
  }
  .rl__branch:hover {
    background: ${tokens.colorSurfaceMuted};
  }
  .rl__branch-name {
    display: block;
    font-weight: 600;
    color: ${tokens.colorPrimary};
  }
  .rl__branch-address,
  .rl__branch-current {
    display: block;
    font-size: 0.875em;
    color: ${tokens.colorTextMuted};
  }
`;

/** Every css string `<pd-review-list>` adopts (the element and the React entry use the same list). */
export const reviewListWidgetStyles: string[] = [
  buttonStyles,
  spinnerStyles,
  ...reviewCardsStyles,
  reviewListStyles,
];
