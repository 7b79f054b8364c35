import { describe, expect, it } from 'vitest';
import { isSearchable, TOWN_SEARCH_MIN_CHARS, TOWN_SUGGESTIONS_MAX } from '../../shared/towns';
import { nextActive } from './town-search-model';

describe('town search rules (portal-identity-reviews §5, §9)', () => {
  it('starts at 3 characters (trimmed), shows 5', () => {
    expect(TOWN_SEARCH_MIN_CHARS).toBe(3);
    expect(TOWN_SUGGESTIONS_MAX).toBe(5);
    expect(isSearchable('мо')).toBe(false);
    expect(isSearchable('  мо  ')).toBe(false);
    expect(isSearchable('мос')).toBe(true);
  });

  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [1, 3, 'Home', 0],
    [1, 3, 'End', 2],
    [4, 3, 'x', 2],
    [0, 0, 'ArrowDown', -1],
  ])('nextActive(%i, %i, %s) = %i', (active, count, key, result) => {
    expect(nextActive(active, count, key)).toBe(result);
  });
});
