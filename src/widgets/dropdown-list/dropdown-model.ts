/**
 * Pure rules of `<pd-dropdown-list>` (portal-identity-reviews §9 "Dropdown lists render 20 items at a time and more
 * within 200 px of the end. Keyboard search prefix resets after 1 s."). No DOM.
 * Decision: docs/decisions/173-dropdown-list-and-tab-history.md.
 */

/** The tag. */
export const DROPDOWN_TAG = 'pd-dropdown-list';
/** Items rendered per step (§9). */
export const DROPDOWN_PAGE_SIZE = 20;
/** More items are rendered when the list is scrolled within this many px of its end (§9). */
export const DROPDOWN_MORE_MARGIN_PX = 200;
/** The typed search prefix resets after this many ms without a key (§9). */
export const DROPDOWN_PREFIX_RESET_MS = 1000;

/** One item: the submitted `value` and the shown `title`. */
export interface DropdownItem {
  value: string;
  title: string;
}

/** Items from the attribute's JSON: `[{value, title}]` (numbers become strings); problems for the log. */
export function parseItems(input: unknown): { items: DropdownItem[]; problems: string[] } {
  if (!Array.isArray(input)) return { items: [], problems: ['items must be a JSON array of {value, title}'] };
  const items: DropdownItem[] = [];
  let skipped = 0;
  for (const raw of input) {
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const value = typeof r.value === 'number' ? String(r.value) : r.value;
    const title = typeof r.title === 'string' ? r.title.trim() : '';
    if (typeof value !== 'string' || !title) skipped += 1;
    else items.push({ value, title });
  }
  return {
    items,
    problems: skipped ? [`${skipped} item(s) without a string value and a title were skipped`] : [],
  };
}

/** How many items to render so that index `index` is rendered (whole steps of 20, at most `total`). */
export function renderedCountFor(index: number, total: number, current: number = DROPDOWN_PAGE_SIZE): number {
  const need = Math.ceil((index + 1) / DROPDOWN_PAGE_SIZE) * DROPDOWN_PAGE_SIZE;
  return Math.min(total, Math.max(current, need, Math.min(total, DROPDOWN_PAGE_SIZE)));
}

/** Whether a list scrolled to `scrollTop` is within 200 px of its end (§9): render the next 20. */
export function nearEnd(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= DROPDOWN_MORE_MARGIN_PX;
}

/** The typeahead state: the typed prefix and the time of its last key (ms, any monotonic clock). */
export interface Typeahead {
  prefix: string;
  at: number;
}

/** The empty typeahead state. */
export const NO_TYPEAHEAD: Typeahead = { prefix: '', at: Number.NEGATIVE_INFINITY };

/** Whether `key` is a printable character for typeahead (one character, not a space at the prefix start). */
export function isTypeaheadKey(key: string, state: Typeahead, time: number): boolean {
  if ([...key].length !== 1) return false;
  if (key === ' ') return prefixAlive(state, time) && state.prefix.length > 0;
  return true;
}

const prefixAlive = (state: Typeahead, time: number) => time - state.at < DROPDOWN_PREFIX_RESET_MS;

/**
 * One typed character at `time` (ms): the prefix grows while keys come less than 1 s apart, else it restarts (§9).
 * Returns the new state and the index of the first item whose title starts with the prefix (case-insensitive),
 * searched from the active item (the next one for a new prefix or a repeated single letter, which cycles through the
 * items with that letter), wrapping; `-1` when none matches (the active item stays).
 */
export function typeahead(
  state: Typeahead,
  char: string,
  time: number,
  titles: readonly string[],
  active: number,
): { state: Typeahead; index: number } {
  const alive = prefixAlive(state, time);
  const lower = char.toLocaleLowerCase('ru');
  let prefix = alive ? state.prefix + lower : lower;
  // A repeated single letter ('к', 'к', 'к') cycles through the items starting with it.
  const repeated = prefix.length > 1 && [...prefix].every((c) => c === lower);
  if (repeated) prefix = lower;
  const next: Typeahead = {
    prefix: repeated ? lower.repeat([...state.prefix].length + 1) : prefix,
    at: time,
  };
  const n = titles.length;
  if (!n) return { state: next, index: -1 };
  const from = alive && !repeated ? Math.max(active, 0) : active + 1;
  for (let k = 0; k < n; k += 1) {
    const i = (((from + k) % n) + n) % n;
    if (titles[i].toLocaleLowerCase('ru').startsWith(prefix)) return { state: next, index: i };
  }
  return { state: next, index: -1 };
}
