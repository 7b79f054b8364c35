import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_MORE_MARGIN_PX,
  DROPDOWN_PAGE_SIZE,
  DROPDOWN_PREFIX_RESET_MS,
  NO_TYPEAHEAD,
  isTypeaheadKey,
  nearEnd,
  parseItems,
  renderedCountFor,
  typeahead,
  type Typeahead,
} from './dropdown-model';

const TITLES = ['Акушер', 'Аллерголог', 'Кардиолог', 'Кардиохирург', 'Косметолог', 'Лор', 'Невролог'];

/** Types `keys` with the given gaps (ms) on a fake clock; returns the index after each key. */
function typeKeys(keys: [string, number][], active = -1): number[] {
  let state: Typeahead = NO_TYPEAHEAD;
  let t = 10_000;
  let current = active;
  const out: number[] = [];
  for (const [key, gap] of keys) {
    t += gap;
    const r = typeahead(state, key, t, TITLES, current);
    state = r.state;
    if (r.index >= 0) current = r.index;
    out.push(current);
  }
  return out;
}

describe('dropdown list rules (portal-identity-reviews §9)', () => {
  it('constants', () => {
    expect(DROPDOWN_PAGE_SIZE).toBe(20);
    expect(DROPDOWN_MORE_MARGIN_PX).toBe(200);
    expect(DROPDOWN_PREFIX_RESET_MS).toBe(1000);
  });

  it('renders in steps of 20, enough to show an index', () => {
    expect(renderedCountFor(0, 200)).toBe(20);
    expect(renderedCountFor(19, 200)).toBe(20);
    expect(renderedCountFor(20, 200)).toBe(40);
    expect(renderedCountFor(150, 200, 40)).toBe(160);
    expect(renderedCountFor(5, 200, 60)).toBe(60);
    expect(renderedCountFor(0, 7)).toBe(7);
    expect(renderedCountFor(199, 200)).toBe(200);
  });

  it('more within 200 px of the end', () => {
    expect(nearEnd(0, 300, 800)).toBe(false); // 500 px left
    expect(nearEnd(300, 300, 800)).toBe(true); // exactly 200
    expect(nearEnd(299, 300, 800)).toBe(false);
    expect(nearEnd(0, 300, 450)).toBe(true);
  });

  it('a prefix grows while keys are less than 1 s apart', () => {
    expect(
      typeKeys([
        ['к', 0],
        ['а', 300],
        ['р', 300],
        ['д', 300],
        ['и', 300],
        ['о', 300],
        ['х', 999],
      ]),
    ).toEqual([2, 2, 2, 2, 2, 2, 3]);
  });

  it('the prefix resets after 1 s (fake clock)', () => {
    // 'ко' within 1 s → Косметолог; 'л' after exactly 1000 ms is a new prefix → Лор.
    expect(
      typeKeys([
        ['к', 0],
        ['о', 100],
        ['л', 1000],
      ]),
    ).toEqual([2, 4, 5]);
    // 'кл' would match nothing: 999 ms keeps the prefix (no match, active stays).
    expect(
      typeKeys([
        ['к', 0],
        ['л', 999],
      ]),
    ).toEqual([2, 2]);
  });

  it('a repeated letter cycles through the items with it; case-insensitive', () => {
    expect(
      typeKeys([
        ['К', 0],
        ['к', 100],
        ['к', 100],
        ['к', 100],
      ]),
    ).toEqual([2, 3, 4, 2]);
    expect(typeKeys([['а', 0]], 0)).toEqual([1]); // a new prefix starts after the active item
    expect(typeKeys([['я', 0]], 3)).toEqual([3]); // no match: stays
  });

  it('typeahead keys: one character; a space only inside a running prefix', () => {
    expect(isTypeaheadKey('к', NO_TYPEAHEAD, 0)).toBe(true);
    expect(isTypeaheadKey('ArrowDown', NO_TYPEAHEAD, 0)).toBe(false);
    expect(isTypeaheadKey(' ', NO_TYPEAHEAD, 0)).toBe(false);
    expect(isTypeaheadKey(' ', { prefix: 'ла', at: 100 }, 500)).toBe(true);
    expect(isTypeaheadKey(' ', { prefix: 'ла', at: 100 }, 1100)).toBe(false);
  });

  it('parseItems', () => {
    expect(
      parseItems([{ value: 1, title: ' A ' }, { value: 'b', title: 'B' }, { value: 'c' }, null]),
    ).toEqual({
      items: [
        { value: '1', title: 'A' },
        { value: 'b', title: 'B' },
      ],
      problems: ['2 item(s) without a string value and a title were skipped'],
    });
    expect(parseItems('x').problems).toEqual(['items must be a JSON array of {value, title}']);
  });
});
