/**
 * Design tokens (ARCHITECTURE §9): CSS custom properties `--pd-*` that host pages may override on any
 * ancestor of a widget (`:root`, a wrapper, or the element itself), e.g.
 *
 * ```css
 * :root { --pd-color-primary: #0b5cad; --pd-font: "PT Sans", sans-serif; }
 * pd-appointment-calendar { --pd-radius: 4px; }
 * ```
 *
 * Widgets never declare the `--pd-*` properties themselves: they read them through {@link tokens}, whose
 * values are `var(--pd-x, <default>)`. A declaration on `:host` would beat inheritance and make a
 * `:root { --pd-… }` override on the page ineffective (see docs/decisions/022-design-tokens.md).
 * The `:host` block of {@link hostStyles} applies the font and text colour tokens to the element.
 */
import { css } from './css';

/** Token name (without the `--pd-` prefix) → default value. Documented in the manifest and docs/api.md. */
export const tokenDefaults = {
  /** Main accent: links, selected day tab, primary buttons. */
  'color-primary': '#1a73e8',
  /** Text on the primary colour. */
  'color-on-primary': '#fff',
  /** Free slots, confirmations. */
  'color-success': '#1e8e3e',
  /** Warnings, mid-range ratings. */
  'color-warning': '#f29900',
  /** Errors, weekend labels on day tabs (booking-schedule §9). */
  'color-error': '#d93025',
  /** Neutral grey: borders, disabled controls, "no value" ratings. */
  'color-neutral': '#8a94a6',
  /** Body text. */
  'color-text': '#1f2733',
  /** Secondary text. */
  'color-text-muted': '#5f6b7a',
  /** Widget surface (backgrounds of cards, sheets, dialogs). */
  'color-surface': '#fff',
  /** Hover/selected surface tint. */
  'color-surface-muted': '#f2f5f9',
  /** Borders and dividers. */
  'color-border': '#dde3ea',
  /** Corner radius of cards, dialogs and buttons. */
  radius: '8px',
  /** Small corner radius (chips, slot buttons). */
  'radius-sm': '4px',
  /** Font stack. */
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  /** Base font size. */
  'font-size': '14px',
  /** Focus ring colour. */
  'focus-ring': '#1a73e8',
} as const;

export type TokenName = keyof typeof tokenDefaults;

/** `var(--pd-<name>, <default>)` for a token. */
export function token(name: TokenName): string {
  return `var(--pd-${name}, ${tokenDefaults[name]})`;
}

/** A token name in camelCase: `color-surface-muted` → `colorSurfaceMuted`. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/**
 * Ready-made `var()` expressions for use inside `css` strings: `` css`color:${tokens.colorError}` ``; one per
 * token of {@link tokenDefaults}, under its camelCase name.
 */
export const tokens = Object.fromEntries(
  Object.keys(tokenDefaults).map((name) => [
    name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
    token(name as TokenName),
  ]),
) as { readonly [K in TokenName as Camel<K>]: string };

/**
 * The base sheet adopted first into every widget's shadow root: the element is a block (the host page may
 * still override `display` on the tag, which wins over `:host`), honours `hidden`, and gets the font and text
 * colour tokens. Box sizing is border-box inside the widget whatever the host page uses.
 */
export const hostStyles = css`
  :host {
    /* Inherited properties cross the shadow boundary: reset them all, so a partner page's font-style,
       text-transform, letter-spacing, text-align … never reach the widget (custom properties, the --pd-*
       tokens, still inherit). The page's own rules on the element itself still win over :host. */
    all: initial;
    display: block;
    box-sizing: border-box;
    font-family: ${tokens.font};
    font-size: ${tokens.fontSize};
    line-height: 1.4;
    color: ${tokens.colorText};
    -webkit-text-size-adjust: 100%;
  }
  :host([hidden]) {
    display: none;
  }
  /* Defined, its first render scheduled for a later task (the clinic list's, ADR 221): the loader's reserved box
     (--pd-cloak-height, the same default) is kept until then, so the page does not close up and reopen. */
  :host([data-pd-mounting]) {
    min-height: var(--pd-cloak-height, 120px);
  }
  /* A page rule that matches the element itself (\`* { letter-spacing: … }\`) beats :host; the widget's top-level
     nodes therefore reset the inherited typography once more, so nothing of the page reaches the inside. */
  :host > * {
    font-family: ${tokens.font};
    font-size: ${tokens.fontSize};
    font-style: normal;
    font-weight: 400;
    line-height: 1.4;
    letter-spacing: normal;
    word-spacing: normal;
    text-transform: none;
    text-align: start;
    text-indent: 0;
    white-space: normal;
    color: ${tokens.colorText};
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;
