/**
 * Reading a Django `json_script` (`<script type="application/json" id="…">`), the way widgets take large inputs
 * (CONTRACT `clinics-source`, `lpus-source`; docs/reviews-html.md `filters-source`, `branches-source`,
 * `documents-source`). One reader for every widget with a `…-source` attribute.
 */

/** What {@link readJsonScript} found. */
export type JsonScriptRead =
  { found: false } | { found: true; value: unknown } | { found: true; error: string };

/**
 * Reads the JSON of the element with id `id`, looked up in `root` (the widget's root node: a shadow root or the
 * document) and then in the document. `{found: false}` when absent, `{error}` when its text is not JSON. Never throws.
 */
export function readJsonScript(id: string, root?: Node | null): JsonScriptRead {
  const lookup = (r: Node | null | undefined): Element | null =>
    r && 'getElementById' in r ? (r as Document | ShadowRoot).getElementById(id) : null;
  const el = lookup(root) ?? (typeof document !== 'undefined' ? document.getElementById(id) : null);
  if (!el) return { found: false };
  try {
    return { found: true, value: JSON.parse(el.textContent ?? '') as unknown };
  } catch (err) {
    return { found: true, error: (err as Error).message };
  }
}

/** {@link readJsonScript} as `{value, problem}`: the problem says what is wrong (missing element, not JSON), else `null`. */
export function readJsonScriptValue(
  id: string,
  root?: Node | null,
): { value: unknown; problem: string | null } {
  const read = readJsonScript(id, root);
  if (!read.found) return { value: undefined, problem: `no element with id "${id}" on the page` };
  if ('error' in read)
    return { value: undefined, problem: `element #${id} does not hold valid JSON (${read.error})` };
  return { value: read.value, problem: null };
}
