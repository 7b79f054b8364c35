/**
 * Styles as code (ARCHITECTURE §9): a widget's styles are plain `css` strings in `*.styles.ts`, turned into
 * one constructable `CSSStyleSheet` per distinct string and adopted into each shadow root. Adopted sheets
 * need no `<style>` element, so they work under a strict CSP without `'unsafe-inline'`.
 */

/**
 * Tagged template for a css string. It only joins the parts (no processing); it exists so that editors
 * highlight the css and so that values such as design tokens can be interpolated:
 * `` css`:host{color:${tokens.colorText}}` ``.
 *
 * Marked side-effect free for the bundler, so a style module whose css no widget uses is dropped from the
 * bundle (docs/decisions/060-lazy-modal-and-size-diet.md).
 */
/*#__NO_SIDE_EFFECTS__*/
export function css(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += String(values[i]) + strings[i + 1];
  return out;
}

/** True when the browser can adopt constructed stylesheets into shadow roots (all current browsers). */
export function supportsAdoptedStyleSheets(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    typeof ShadowRoot !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  );
}

const sheets = new Map<string, CSSStyleSheet>();

/**
 * The one shared `CSSStyleSheet` for a css string (created on first use and cached for the page), or
 * `null` where constructable stylesheets are unsupported.
 */
export function getSheet(cssText: string): CSSStyleSheet | null {
  if (!supportsAdoptedStyleSheets()) return null;
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts the sheets for `styles` into `root`, after any sheets already adopted there (duplicates are
 * skipped; when every sheet is there already, `root` is left untouched). Returns `false` when constructable
 * stylesheets are unsupported; the caller then renders the strings as `<style>` elements instead (old browsers
 * only).
 */
export function adoptStyles(root: DocumentOrShadowRoot, styles: readonly string[]): boolean {
  if (!supportsAdoptedStyleSheets()) return false;
  const adopted = [...root.adoptedStyleSheets];
  const before = adopted.length;
  for (const text of styles) {
    const sheet = getSheet(text)!;
    if (!adopted.includes(sheet)) adopted.push(sheet);
  }
  // Each assignment makes the browser check the root's styles again (≈ 0.1 ms at 4× CPU): a widget whose css was
  // adopted at its connect (the favourite buttons, ADR 231) is not styled a second time at its first render.
  if (adopted.length > before) root.adoptedStyleSheets = adopted;
  return true;
}
