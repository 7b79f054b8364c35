/** Styles toolkit for widgets and ui primitives: the `css` helper, constructable-sheet cache, design tokens. */
export { css, getSheet, adoptStyles, supportsAdoptedStyleSheets } from './css';
export { tokens, token, tokenDefaults, hostStyles, type TokenName } from './tokens';
