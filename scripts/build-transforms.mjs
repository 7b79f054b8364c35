// TypeScript AST transformers used by rollup.config.mjs while transpiling src/ (docs/decisions/060-lazy-modal-and-size-diet.md).
// They only drop bytes the browser never needs; the code they produce behaves the same.
//
// - minifyCssTemplates (both builds): the literal parts of every css`…` template lose comments and the
//   whitespace a stylesheet does not need.
// - stripWidgetDocs (CDN build only, widget definition modules src/widgets/<name>/index.ts): the documentation
//   strings of a widget definition (`doc`, `docs`, and the descriptions in `events`, `parts`, `slots`) become '';
//   a prop spec's `default` (read only by the manifest) is dropped too.
//   They feed the custom-elements manifest, which scripts/gen-manifest.mjs builds from dist/lib; no browser
//   code reads them.
import ts from 'typescript';

/**
 * Minifies one literal part of a css template. `atStart`/`atEnd`: the part begins/ends the whole template (not
 * next to a `${…}`), so whitespace there can go entirely. Quoted strings are kept as they are.
 * @param {string} text
 * @param {{ atStart?: boolean, atEnd?: boolean }} [edges]
 * @returns {string}
 */
export function minifyCss(text, { atStart = true, atEnd = true } = {}) {
  // Comments go first, each read as a whole (one quoting a string used to be split at its quote and survive);
  // a `/*` inside a quoted string is no comment.
  const pieces = text
    .replace(/(\/\*[\s\S]*?\*\/)|('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g, (_, comment, quoted) =>
      comment ? ' ' : quoted,
    )
    .split(/('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/);
  let out = pieces
    .map((piece, i) =>
      i % 2
        ? // A quoted string: kept, except an attribute selector's value that is an identifier (`[data-size='sm']` →
          // `[data-size=sm]`, the same selector).
          /=$/.test(pieces[i - 1]) && /^\]/.test(pieces[i + 1] ?? '') && /^.[a-zA-Z_][\w-]*.$/.test(piece)
          ? piece.slice(1, -1)
          : piece
        : piece
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':')
            .replace(/;}/g, '}')
            // A number's leading zero (`0.8s` → `.8s`), not inside a name or after a sign.
            .replace(/(^|[\s:,(/*])0\.(\d)/g, '$1.$2'),
    )
    .join('');
  if (atStart) out = out.trimStart();
  if (atEnd) out = out.trimEnd();
  return out;
}

/** @param {ts.Node} node */
const isCssTag = (node) =>
  ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'css';

/**
 * css`…` → the same template with minified literal parts (see {@link minifyCss}); `${…}` values untouched.
 * @type {ts.TransformerFactory<ts.SourceFile>}
 */
export const minifyCssTemplates = (context) => (sourceFile) => {
  const f = context.factory;
  /** @param {ts.Node} node @returns {ts.Node} */
  const visit = (node) => {
    if (!isCssTag(node)) return ts.visitEachChild(node, visit, context);
    const tagged = /** @type {ts.TaggedTemplateExpression} */ (node);
    const tpl = tagged.template;
    let template;
    if (ts.isNoSubstitutionTemplateLiteral(tpl)) {
      template = f.createNoSubstitutionTemplateLiteral(undefined, minifyCss(rawOf(tpl, sourceFile)));
    } else {
      const last = tpl.templateSpans.length - 1;
      template = f.createTemplateExpression(
        f.createTemplateHead(undefined, minifyCss(rawOf(tpl.head, sourceFile), { atEnd: false })),
        tpl.templateSpans.map((span, i) => {
          const raw = minifyCss(rawOf(span.literal, sourceFile), { atStart: false, atEnd: i === last });
          const literal =
            i === last ? f.createTemplateTail(undefined, raw) : f.createTemplateMiddle(undefined, raw);
          return f.createTemplateSpan(ts.visitNode(span.expression, visit), literal);
        }),
      );
    }
    return f.updateTaggedTemplateExpression(tagged, tagged.tag, tagged.typeArguments, template);
  };
  return /** @type {ts.SourceFile} */ (ts.visitNode(sourceFile, visit));
};

/**
 * The raw source text of a template literal part, without its delimiters (`` ` ``, `${`, `}`).
 * @param {ts.TemplateLiteralLikeNode} node
 * @param {ts.SourceFile} sourceFile
 */
function rawOf(node, sourceFile) {
  const text = node.getText(sourceFile); // opens with '`' or '}', closes with '`' or '${'
  return text.slice(1, text.length - (text.endsWith('${') ? 2 : 1));
}

const DOC_KEYS = new Set(['doc', 'docs']);
const DESCRIPTION_MAPS = new Set(['events', 'parts', 'slots']);

/** @param {ts.PropertyName} name */
const keyOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/** A string literal, a template or a `+` concatenation of them. @param {ts.Expression} node @returns {boolean} */
const isText = (node) =>
  ts.isStringLiteralLike(node) ||
  ts.isTemplateExpression(node) ||
  (ts.isParenthesizedExpression(node) && isText(node.expression)) ||
  (ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    isText(node.left) &&
    isText(node.right));

/** An object literal `{ type: '…', … }` inside `props: {…}`: a widget prop's spec. @param {ts.Node} node */
const isPropSpec = (node) =>
  ts.isObjectLiteralExpression(node) &&
  node.properties.some((p) => ts.isPropertyAssignment(p) && keyOf(p.name) === 'type') &&
  ts.isPropertyAssignment(node.parent) &&
  ts.isObjectLiteralExpression(node.parent.parent);

/**
 * In a widget definition module (CDN build only): `doc: '…'`, `docs: '…'` and the `events: {…}`, `parts: {…}`,
 * `slots: {…}` object literals are removed. Only the widget registry reads them (the manifest and `listWidgets()`
 * of the npm entry), and the CDN runtime does not register widgets (src/core/define.ts `__PD_CDN__`).
 * @type {ts.TransformerFactory<ts.SourceFile>}
 */
export const stripWidgetDocs = (context) => (sourceFile) => {
  /** @param {ts.Node} node @returns {ts.Node} */
  const visit = (node) => {
    if (ts.isPropertyAssignment(node)) {
      const key = keyOf(node.name);
      if (key && DOC_KEYS.has(key) && isText(node.initializer)) return undefined;
      // A prop's `default` is documentation too (the manifest's); the element never reads it (ADR 190).
      if (key === 'default' && isPropSpec(node.parent)) return undefined;
      if (key && DESCRIPTION_MAPS.has(key) && ts.isObjectLiteralExpression(node.initializer))
        return undefined;
    }
    return ts.visitEachChild(node, visit, context);
  };
  return /** @type {ts.SourceFile} */ (ts.visitNode(sourceFile, visit));
};
