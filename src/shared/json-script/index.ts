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

/** What {@link resolveJsonInput} needs: a JSON attribute and its `…-source` alternative. */
export interface JsonInput {
  /** The attribute's value: a parsed object (property or json prop), a JSON string, or nothing. */
  value: unknown;
  /** The json_script id of the `…-source` attribute, if any. */
  source: unknown;
  /** The attribute's name, e.g. `documents` (for the problem texts). */
  name: string;
  /** What happens without usable input, appended to the problems (e.g. 'nothing is shown'). */
  consequence: string;
}

const isSet = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/**
 * The JSON input of a widget from `name` (wins) or `name-source` (a Django json_script, looked up in `root` then the
 * document). `value` is `undefined` when nothing usable was given; `problems` are texts for `[pd-widgets] <tag>: …`
 * (both set, missing element, invalid JSON, nothing set). Never throws.
 */
export function resolveJsonInput(
  input: JsonInput,
  root?: Node | null,
): { value: unknown; problems: string[] } {
  const { name, consequence } = input;
  const problems: string[] = [];
  let raw = input.value;
  const source = typeof input.source === 'string' ? input.source.trim() : '';
  if (isSet(raw) && source) problems.push(`both "${name}" and "${name}-source" are set; "${name}" is used`);
  if (!isSet(raw) && source) {
    const read = readJsonScript(source, root);
    if (!read.found)
      return {
        value: undefined,
        problems: [`attribute "${name}-source": no element with id "${source}" on the page; ${consequence}`],
      };
    if ('error' in read)
      return {
        value: undefined,
        problems: [
          `attribute "${name}-source": #${source} does not hold valid JSON (${read.error}); ${consequence}`,
        ],
      };
    raw = read.value;
  }
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch (err) {
      return {
        value: undefined,
        problems: [`"${name}" is not valid JSON (${(err as Error).message}); ${consequence}`],
      };
    }
  }
  if (!isSet(raw))
    return {
      value: undefined,
      problems: [`set "${name}" (JSON) or "${name}-source" (a json_script id); ${consequence}`],
    };
  return { value: raw, problems };
}
