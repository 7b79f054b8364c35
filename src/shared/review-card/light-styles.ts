/**
 * The one stylesheet the review cards need in the LIGHT DOM (the cards stay in the page's DOM so the site's CSS styles
 * them; docs/reviews-html.md): the stars the enhancer draws and the focus ring of tooltip targets, all under `pd-rv-*`
 * classes. It is adopted once per root node (the document, or the shadow root the cards live in), added to the
 * sheets already adopted there: a constructable stylesheet, so it works under a strict CSP (no `<style>`, no style
 * attributes). Decisions: docs/decisions/136-review-card-light-dom-styles.md, 139 (one element per row of stars).
 */
import { css, getSheet, tokens } from '../../core/styles/index';
import { MAX_STARS } from './review-card-model';

/** One star, px (§9 "Max stars 5": five of them in a row). */
export const STAR_SIZE = 16;
/** Gap between two stars, px. */
export const STAR_GAP = 2;
/** Width of the row of 5 stars, px. */
export const STARS_WIDTH = MAX_STARS * STAR_SIZE + (MAX_STARS - 1) * STAR_GAP;

/** The outline of one star (10 points, in % of its box). */
const STAR_POINTS = [
  [50, 2],
  [62, 36],
  [98, 37],
  [69, 59],
  [80, 95],
  [50, 74],
  [20, 95],
  [31, 59],
  [2, 37],
  [38, 36],
] as const;

/** A clip path of the 5 stars of one row, in px: the row is ONE element (docs/decisions/139). */
function starsPath(): string {
  const round = (n: number) => Math.round(n * 100) / 100;
  let d = '';
  for (let i = 0; i < MAX_STARS; i++) {
    const dx = i * (STAR_SIZE + STAR_GAP);
    d += `M${STAR_POINTS.map(([x, y]) => `${round((x * STAR_SIZE) / 100 + dx)} ${round((y * STAR_SIZE) / 100)}`).join(' L')}Z`;
  }
  return d;
}

/** `.pd-rv-stars--nK`: K filled stars = the gradient's edge in the gap after star K. */
function fillRules(): string {
  let out = '';
  for (let k = 0; k <= MAX_STARS; k++) {
    const edge = k === 0 ? 0 : k === MAX_STARS ? STARS_WIDTH : k * (STAR_SIZE + STAR_GAP) - STAR_GAP / 2;
    out += `.pd-rv-stars--n${k}{--pd-rv-fill:${edge}px}`;
  }
  return out;
}

/**
 * The light-DOM css (`pd-rv-*` classes only, so it cannot restyle anything of the page). A row of stars is one
 * element: a two-colour gradient (filled colour up to the K-th star, the empty colour after) clipped to 5 star shapes.
 */
export const reviewCardLightCss = css`
  .pd-rv-stars {
    --pd-rv-on: ${tokens.colorNeutral};
    --pd-rv-off: ${tokens.colorBorder};
    display: inline-block;
    flex: none;
    width: ${STARS_WIDTH}px;
    height: ${STAR_SIZE}px;
    vertical-align: middle;
    background: linear-gradient(90deg, var(--pd-rv-on) var(--pd-rv-fill, 0px), var(--pd-rv-off) 0);
    clip-path: path('${starsPath()}');
  }
  ${fillRules()}
  .pd-rv-stars--error {
    --pd-rv-on: ${tokens.colorError};
  }
  .pd-rv-stars--warning {
    --pd-rv-on: ${tokens.colorWarning};
  }
  .pd-rv-stars--success {
    --pd-rv-on: ${tokens.colorSuccess};
  }
  .pd-rv-tip {
    cursor: help;
  }
  .pd-rv-tip:focus-visible,
  .pd-rv-revealed:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
  @media (forced-colors: active) {
    .pd-rv-stars {
      forced-color-adjust: none;
      --pd-rv-on: CanvasText;
      --pd-rv-off: GrayText;
    }
  }
`;

const adopted = new WeakSet<Node>();

/**
 * Adopts {@link reviewCardLightCss} into the root node of `el` (document or shadow root), once per root. Returns
 * `false` where constructable stylesheets are unsupported (the stars then have no shape; their label still reads).
 */
export function adoptLightStyles(el: Node): boolean {
  const root = el.getRootNode() as Document | ShadowRoot;
  if (adopted.has(root)) return true;
  if (!('adoptedStyleSheets' in root)) return false;
  const sheet = getSheet(reviewCardLightCss);
  if (!sheet) return false;
  try {
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    return false; // e.g. a sheet of another document (the cards were moved into an iframe)
  }
  adopted.add(root);
  return true;
}
