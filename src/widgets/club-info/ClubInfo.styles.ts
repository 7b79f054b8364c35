/**
 * Styles of `<pd-club-info>` (booking-schedule §2 "Club screens": side menu 400 px, tooltip 288 px; z-index 200 for
 * the club info layer). The side sheet itself is the shared modal (its css comes with the lazily loaded modal chunk);
 * these are its contents. Colours are `--pd-*` tokens.
 */
import { css, tokens } from '../../core/styles';
import { CLUB_INFO_Z_INDEX, CLUB_TOOLTIP_WIDTH } from './club-info-model';

export const clubInfoStyles = css`
  :host {
    /* The element shows nothing on the page itself: only the side menu (top layer). */
    display: contents;
  }
  .ci__section + .ci__section {
    margin-top: 20px;
  }
  .ci__heading {
    margin: 0 0 8px;
    font-size: 17px;
    line-height: 1.3;
  }
  .ci__list {
    margin: 0;
    padding-left: 20px;
  }
  .ci__list li + li {
    margin-top: 6px;
  }
  .ci__line {
    /* The tooltip is placed against the whole line: it stays inside the 400-px menu wherever the button wraps. */
    position: relative;
    margin: 8px 0 0;
  }
  .ci__tip-wrap {
    display: inline-block;
    vertical-align: middle;
  }
  .ci__tip-btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    margin: -6px 0;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${tokens.colorPrimary};
    cursor: pointer;
  }
  .ci__tip-btn:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 0;
  }
  .ci__tip {
    position: absolute;
    z-index: ${CLUB_INFO_Z_INDEX};
    left: 0;
    top: calc(100% + 8px);
    box-sizing: border-box;
    width: ${CLUB_TOOLTIP_WIDTH}px;
    max-width: calc(100vw - 32px);
    padding: 12px;
    border-radius: ${tokens.radius};
    background: #1f2733;
    color: #fff;
    font-size: 14px;
    line-height: 1.4;
    box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  }
  .ci__tip[hidden] {
    display: none;
  }
  .ci__faq {
    border-top: 1px solid ${tokens.colorBorder};
  }
  .ci__qa {
    border-bottom: 1px solid ${tokens.colorBorder};
  }
  .ci__q {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    padding: 8px 0;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  .ci__q::-webkit-details-marker {
    display: none;
  }
  .ci__q::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-right: 4px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
  .ci__qa[open] > .ci__q::after {
    transform: rotate(-135deg);
  }
  .ci__q:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .ci__a {
    margin: 0 0 12px;
    color: ${tokens.colorTextMuted};
  }
  .ci__legal {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    margin-top: 24px;
    padding-top: 12px;
    border-top: 1px solid ${tokens.colorBorder};
    font-size: 14px;
  }
  .ci__legal a {
    color: ${tokens.colorPrimary};
  }
  .ci__legal a:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .ci__sr {
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
export const clubInfoWidgetStyles: readonly string[] = [clubInfoStyles];
