/**
 * Styles of `<pd-doctor-cases>` (booking-schedule §2 "Before-and-after cases": case image size 197 px desktop,
 * 200 px mobile, 670-px drawer; §9 gallery slide speed 400 ms, gap 5 px). The dialogs are the shared modal (its css
 * comes with the lazily loaded modal chunk); these are their contents. Decisions: docs/decisions/166, 169.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles, spinnerStyles } from '../../core/ui';
import { CASE_IMAGE_SIZE, GALLERY_GAP_PX, GALLERY_SLIDE_MS } from './doctor-cases-model';

export const doctorCasesStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .cs {
    position: relative;
  }
  .cs__track {
    display: flex;
    gap: 12px;
    margin: 0;
    padding: 2px 2px 8px;
    list-style: none;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: 2px;
    scroll-behavior: smooth;
    scrollbar-width: thin;
  }
  .cs__slide {
    flex: 0 0 calc(100% - 24px);
    scroll-snap-align: start;
    display: flex;
  }
  .cs[data-desktop] .cs__slide {
    flex-basis: calc((100% - 24px) / 3);
  }
  .cs[data-fixed] .cs__track {
    overflow-x: visible;
  }
  .cs__card {
    position: relative;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    gap: 8px;
    width: 100%;
    padding: 12px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurface};
  }
  .cs__card:hover {
    border-color: ${tokens.colorPrimary};
  }
  .cs__card-btn {
    all: unset;
    cursor: pointer;
  }
  /* The whole card is the button's click target. */
  .cs__card-btn::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: ${tokens.radius};
  }
  .cs__card:has(.cs__card-btn:focus-visible) {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cs__nav:focus-visible,
  .cs__thumb-btn:focus-visible,
  .cs__link:focus-visible,
  .csg__btn:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cs__card-title {
    font-weight: 600;
  }
  .cs__card-clinic {
    color: ${tokens.colorTextMuted};
    font-size: 14px;
  }
  /* The preview's images: the first one large, the others stacked beside it (2fr 1fr), each caption under its
     image, whole (issue 20 item 28: three equal 72-px squares at 1280 with the caption strip over half of each and
     two-line captions cut). A single image takes the card's width. */
  .cs__thumbs {
    display: grid;
    grid-template-columns: 2fr 1fr;
    gap: 6px;
    align-items: start;
  }
  .cs__thumbs[data-count='1'] {
    grid-template-columns: 1fr;
  }
  .cs__thumbs[data-count='3'] .cs__shot:first-child {
    grid-row: span 2;
  }
  .cs__shot {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .cs__shot-caption {
    color: ${tokens.colorTextMuted};
    font-size: 12px;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .cs__thumb {
    position: relative;
    display: block;
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorSurfaceMuted};
  }
  .cs__thumb img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .cs__video-mark {
    position: absolute;
    top: 50%;
    left: 50%;
    width: 32px;
    height: 32px;
    margin: -16px 0 0 -16px;
    border-radius: 50%;
    background: rgb(0 0 0 / 0.6);
  }
  .cs__video-mark::after {
    content: '';
    position: absolute;
    top: 9px;
    left: 12px;
    border-style: solid;
    border-width: 7px 0 7px 11px;
    border-color: transparent transparent transparent #fff;
  }
  .cs__all {
    all: unset;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    min-height: 120px;
    border: 1px dashed ${tokens.colorPrimary};
    border-radius: ${tokens.radius};
    color: ${tokens.colorPrimary};
    font-weight: 600;
    cursor: pointer;
  }
  .cs__all:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .cs__navs {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 4px;
  }
  .cs__nav {
    all: unset;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: 50%;
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    cursor: pointer;
  }
  .cs__nav[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  /* The loading preview: the preview's own boxes, the text lines as muted bars. */
  .cs__skeleton .cs__track {
    overflow: hidden;
  }
  .cs__skeleton .cs__card:hover {
    border-color: ${tokens.colorBorder};
  }
  .cs__bone {
    width: 60%;
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorSurfaceMuted};
  }
  .cs__shot-caption.cs__bone {
    width: 40%;
  }
  /* The small shots' captions (period words: 'сразу после процедуры') take two lines where those shots are narrow:
     three cards side by side on the desktop, one card on a phone. */
  .cs[data-desktop] .cs__shot + .cs__shot .cs__bone {
    height: 2.6em;
  }
  @media (max-width: 599px) {
    .cs__shot + .cs__shot .cs__bone {
      height: 2.6em;
    }
  }
  .cs__skeleton .cs__nav {
    cursor: default;
  }

  /* The list (drawer / fullscreen). */
  .csl__list {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .csl__case {
    padding: 16px 0;
  }
  .csl__case + .csl__case {
    border-top: 1px solid ${tokens.colorBorder};
  }
  .csl__title {
    margin: 0 0 8px;
    font-size: 18px;
    font-weight: 600;
  }
  .csl__title:focus {
    outline: none;
  }
  .csl__meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0 0 12px;
    font-size: 14px;
  }
  .cs__link {
    color: ${tokens.colorPrimary};
    text-decoration: underline;
  }
  .csl__images {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
  }
  .cs__thumb-btn {
    all: unset;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    gap: 4px;
    width: ${CASE_IMAGE_SIZE.mobile}px;
    max-width: 100%;
    cursor: zoom-in;
  }
  .csl[data-desktop] .cs__thumb-btn {
    width: ${CASE_IMAGE_SIZE.desktop}px;
  }
  .cs__thumb-btn .cs__thumb {
    width: 100%;
  }
  .csl__caption {
    color: ${tokens.colorTextMuted};
    font-size: 14px;
  }
  .csl__description {
    margin: 0 0 12px;
    white-space: pre-line;
  }
  .csl__price {
    margin: 0 0 12px;
  }
  .csl__price-label {
    display: block;
    color: ${tokens.colorTextMuted};
    font-size: 14px;
  }
  .csl__price-value {
    font-size: 18px;
    font-weight: 600;
  }
  .csl__services {
    all: unset;
    display: inline;
    margin-left: 12px;
    color: ${tokens.colorPrimary};
    text-decoration: underline dotted;
    cursor: pointer;
  }
  .csl__services:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .csl__more {
    display: flex;
    justify-content: center;
    padding: 8px 0 16px;
  }
  .csl__sentinel {
    height: 1px;
  }

  /* The services modal. */
  .css__list {
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
  }
  .css__row {
    display: flex;
    gap: 12px;
    justify-content: space-between;
    padding: 8px 0;
  }
  .css__row + .css__row {
    border-top: 1px solid ${tokens.colorBorder};
  }
  .css__category {
    display: block;
    color: ${tokens.colorTextMuted};
    font-size: 14px;
  }
  .css__price {
    flex: none;
    text-align: right;
    white-space: nowrap;
  }
  .css__note {
    margin: 8px 0 0;
    padding: 8px 12px;
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorSurfaceMuted};
    font-size: 14px;
  }

  /* The gallery. */
  .csg {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-height: 100%;
  }
  .csg__bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .csg__counter {
    font-weight: 600;
  }
  .csg__viewport {
    position: relative;
    overflow: hidden;
    flex: 1 1 auto;
  }
  .csg__track {
    display: flex;
    gap: ${GALLERY_GAP_PX}px;
    transition: transform ${GALLERY_SLIDE_MS}ms ease;
  }
  .csg__slide {
    flex: 0 0 100%;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-height: 240px;
  }
  .csg__media {
    display: block;
    width: 100%;
    height: auto;
    max-width: 100%;
    max-height: 70vh;
    object-fit: contain;
    background: #000;
  }
  .csg__error {
    margin: 0;
    padding: 48px 16px;
    color: ${tokens.colorTextMuted};
    text-align: center;
  }
  .csg__nav {
    display: flex;
    justify-content: center;
    gap: 16px;
  }
  .csg__btn {
    all: unset;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    height: 40px;
    padding: 0 8px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.radiusSm};
    background: ${tokens.colorSurface};
    color: ${tokens.colorText};
    cursor: pointer;
  }
  .csg__btn[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  .csg__caption {
    margin: 0;
    font-weight: 600;
  }
  .csg__description {
    margin: 0;
    white-space: pre-line;
  }
  .csa__text {
    margin: 0 0 16px;
  }
  @media (prefers-reduced-motion: reduce) {
    .csg__track,
    .cs__track {
      transition: none;
      scroll-behavior: auto;
    }
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); the modal css comes lazily. */
export const doctorCasesWidgetStyles: readonly string[] = [buttonStyles, spinnerStyles, doctorCasesStyles];
