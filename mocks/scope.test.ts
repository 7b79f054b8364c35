// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCOPE, scoped, setScopeResolver } from './scope';
import { favouritesOf, resetFavourites } from './api/favourites';

describe('reference API state per scope (ADR 183)', () => {
  let scope: string | undefined;
  setScopeResolver(() => scope);
  afterEach(() => {
    scope = undefined;
  });

  it('gives each scope its own instance, created on first use; no scope is the default one', () => {
    const state = scoped(() => ({ codes: new Map<string, number>(), counter: 100 }));
    scope = 'a';
    state.codes.set('+79990000000', 1234);
    state.counter += 1;
    scope = 'b';
    expect(state.codes.size).toBe(0);
    expect(state.counter).toBe(100);
    scope = undefined;
    expect(state.counter).toBe(100);
    scope = DEFAULT_SCOPE;
    expect(state.counter).toBe(100);
    scope = 'a';
    expect(state.codes.get('+79990000000')).toBe(1234);
    expect(state.counter).toBe(101);
    expect(Object.keys(state)).toEqual(['codes', 'counter']);
  });

  it('keeps the favourites of one browser context from another', () => {
    resetFavourites();
    scope = 'ctx-1';
    favouritesOf().doctors.add(4242);
    scope = 'ctx-2';
    expect(favouritesOf().doctors.has(4242)).toBe(false);
    scope = 'ctx-1';
    expect(favouritesOf().doctors.has(4242)).toBe(true);
  });
});
