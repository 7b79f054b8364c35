/**
 * The React glue every widget shares (docs/decisions/123-shared-react-glue.md): the latest callback without
 * re-subscribing ({@link useEvent}), a store created from the widget's inputs and re-created only when they change
 * by value ({@link useWidgetStore}), and input problems logged once each ({@link useLoggedProblems}). The lazily
 * loaded, styled component helper is {@link lazyWithStyles} in src/core/lazy.tsx.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { logError } from './dom/index';

/**
 * A stable function that always calls the latest `fn` given on render — React's `useEffectEvent` idea, usable in
 * React 19 and preact/compat alike. Hand it to stores and event registrations made once (a `useState`/`useMemo`
 * initialiser, an effect without the callback in its dependencies): they keep one function, the widget keeps
 * its newest props. `fn` may be `undefined` (an optional callback prop): the call then does nothing and returns
 * `undefined`.
 *
 * The latest `fn` is taken in a layout effect, so call the result from events and effects, never during render
 * (during the first render it is still a no-op).
 */
export function useEvent<A extends unknown[], R>(
  fn: ((...args: A) => R) | undefined,
): (...args: A) => R | undefined {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  const [stable] = useState(
    () =>
      (...args: A) =>
        latest.current?.(...args),
  );
  return stable;
}

/**
 * Structural equality of widget inputs: the same value (`Object.is`), or arrays / plain objects whose items or own
 * enumerable properties are structurally equal. Other objects (dates, maps, class instances, functions) are equal
 * only when identical. Cost: nothing for unchanged references — a custom element passes the same parsed prop
 * object until its attribute changes — and one walk of the changed value otherwise; no string is built.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue(a[key], b[key]));
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The widget's store, made by `create(inputs)` on the first render and made again only when `inputs` changes by
 * value ({@link sameValue}) — a new object literal of the same props on every render keeps the store. `create`
 * must not have effects beyond building the store (it may run during render); start and stop the store in an
 * effect keyed by the returned store (`useEffect(() => store.start(), [store])`).
 *
 * @param inputs the props the store depends on (a plain object of the widget's inputs; callbacks excluded —
 *   pass them through {@link useEvent}).
 * @param create builds the store; it reads only its argument and values that never change for the widget.
 */
export function useWidgetStore<I extends object, S>(inputs: I, create: (inputs: I) => S): S {
  const [entry, setEntry] = useState(() => ({ inputs, store: create(inputs) }));
  if (sameValue(entry.inputs, inputs)) return entry.store;
  // React's "adjusting state when a prop changes": the render restarts at once with the new store.
  const next = { inputs, store: create(inputs) };
  setEntry(next);
  return next.store;
}

/**
 * Logs each input problem of a widget once per mounted widget as `[pd-widgets] <tag>: <problem>` (console.error),
 * after render. A problem that persists across renders is not logged again; a new one is, when it first appears.
 *
 * @param tag the widget's tag, e.g. `pd-price-block`.
 * @param problems human-readable problems of the current inputs (empty when all is well).
 */
export function useLoggedProblems(tag: string, problems: readonly string[]): void {
  const [logged] = useState(() => new Set<string>());
  useEffect(() => {
    for (const problem of problems) {
      if (logged.has(problem)) continue;
      logged.add(problem);
      logError(tag, problem);
    }
  });
}
