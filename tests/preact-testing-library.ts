/**
 * `@testing-library/react` for the unit tests' `preact` project (vitest.config.ts, ADR 115): the same API the
 * component tests import (`render`, `renderHook`, `act`, `cleanup`, `fireEvent`, and everything of
 * `@testing-library/dom`), implemented over the CDN runtime (preact/compat + `preact/test-utils`'s `act`).
 *
 * Why a local module: `@testing-library/react` is CommonJS, and vitest cannot alias `require('react')`, so the
 * real package would always drive React 19 while the component under test runs on Preact. This file is inlined
 * (it lives in tests/), so its `react` / `react-dom/client` imports go through the same aliases as src/
 * (scripts/preact-aliases.mjs) and reach the very Preact instance the components render with.
 *
 * Behaviour kept from `@testing-library/react` 16: a container `<div>` appended to `document.body` per
 * `render`, one root per container, every render/rerender/unmount and every `fireEvent` wrapped in `act`
 * (Preact's: renders and effects queued inside are flushed when it returns), automatic `cleanup` after each test,
 * and `fireEvent.mouseEnter/pointerEnter/focus/blur/select` firing the companion events React listens to.
 * Not supported (throw): `hydrate`, `legacyRoot`, `onUncaughtError`; `onCaughtError`/`onRecoverableError` are
 * ignored — Preact's `createRoot` takes no options (see ADR 116).
 */
import { configure, fireEvent as domFireEvent, getQueriesForElement, prettyDOM } from '@testing-library/dom';
import { act as preactAct } from 'preact/test-utils';
import { createElement, createRef, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';

export * from '@testing-library/dom';

/** Preact's `act`: runs `callback`, then flushes the renders and effects it queued (after it settles if async). */
export function act<T>(callback: () => T | Promise<T>): Promise<void> {
  return preactAct(callback as () => void | Promise<void>);
}

let inEventWrapper = false;
configure({
  unstable_advanceTimersWrapper: (cb) => act(cb),
  // `waitFor` polls outside `act` (Preact renders on its own microtask schedule meanwhile); one macrotask at the
  // end, as React's wrapper does, so renders queued by the last change land before the caller continues.
  asyncWrapper: async (cb) => {
    const result = await cb();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    return result;
  },
  eventWrapper: (cb) => {
    if (inEventWrapper) return cb();
    inEventWrapper = true;
    try {
      let result: unknown;
      void act(() => {
        result = cb();
      });
      return result;
    } finally {
      inEventWrapper = false;
    }
  },
});

type Root = ReturnType<typeof createRoot>;
const mounted = new Map<Element | DocumentFragment, Root>();

/** Options of {@link render} (the subset of `@testing-library/react`'s that the CDN runtime can honour). */
export interface RenderOptions {
  container?: HTMLElement;
  baseElement?: HTMLElement;
  wrapper?: ComponentType<{ children?: ReactNode }>;
  hydrate?: boolean;
  legacyRoot?: boolean;
  onCaughtError?: unknown;
  onUncaughtError?: unknown;
  onRecoverableError?: unknown;
}

function wrap(ui: ReactNode, wrapper: RenderOptions['wrapper']): ReactNode {
  return wrapper ? createElement(wrapper, null, ui) : ui;
}

/** Renders `ui` into a fresh `<div>` in `document.body` (or `container`) with preact/compat's `createRoot`. */
export function render(ui: ReactNode, options: RenderOptions = {}) {
  if (options.hydrate || options.legacyRoot || options.onUncaughtError !== undefined) {
    throw new Error(
      '[tests] preact-testing-library: hydrate, legacyRoot and onUncaughtError are not supported',
    );
  }
  const baseElement = options.baseElement ?? options.container ?? document.body;
  const container = options.container ?? baseElement.appendChild(document.createElement('div'));
  let root = mounted.get(container);
  if (!root) {
    root = createRoot(container);
    mounted.set(container, root);
  }
  const theRoot = root;
  const { wrapper } = options;
  void act(() => theRoot.render(wrap(ui, wrapper)));
  return {
    container,
    baseElement,
    debug: (el: Element = baseElement) => console.log(prettyDOM(el)),
    unmount: () => {
      void act(() => theRoot.unmount());
    },
    rerender: (next: ReactNode) => {
      void act(() => theRoot.render(wrap(next, wrapper)));
    },
    asFragment: () => document.createRange().createContextualFragment(container.innerHTML),
    ...getQueriesForElement(baseElement),
  };
}

/** Unmounts every root {@link render} made and removes the containers it appended to `document.body`. */
export function cleanup(): void {
  for (const [container, root] of mounted) {
    void act(() => root.unmount());
    if (container.parentNode === document.body) document.body.removeChild(container);
  }
  mounted.clear();
}

/** Renders a component that calls `renderCallback(props)`; `result.current` is its latest return value. */
export function renderHook<Result, Props>(
  renderCallback: (props: Props) => Result,
  options: RenderOptions & { initialProps?: Props } = {},
) {
  const { initialProps, ...renderOptions } = options;
  const result = createRef<Result>() as { current: Result };
  function TestComponent({ renderCallbackProps }: { renderCallbackProps: Props }) {
    const pending = renderCallback(renderCallbackProps);
    useEffect(() => {
      result.current = pending;
    });
    return null;
  }
  const view = render(
    createElement(TestComponent, { renderCallbackProps: initialProps as Props }),
    renderOptions,
  );
  return {
    result,
    rerender: (props?: Props) =>
      view.rerender(createElement(TestComponent, { renderCallbackProps: props as Props })),
    unmount: view.unmount,
  };
}

/** `@testing-library/dom`'s `fireEvent` plus the companion events React (and these tests) rely on. */
export const fireEvent = Object.assign(
  (...args: Parameters<typeof domFireEvent>) => domFireEvent(...args),
  domFireEvent,
) as typeof domFireEvent;
fireEvent.mouseEnter = (node, init) => (
  domFireEvent.mouseEnter(node, init),
  domFireEvent.mouseOver(node, init)
);
fireEvent.mouseLeave = (node, init) => (
  domFireEvent.mouseLeave(node, init),
  domFireEvent.mouseOut(node, init)
);
fireEvent.pointerEnter = (node, init) => (
  domFireEvent.pointerEnter(node, init),
  domFireEvent.pointerOver(node, init)
);
fireEvent.pointerLeave = (node, init) => (
  domFireEvent.pointerLeave(node, init),
  domFireEvent.pointerOut(node, init)
);
fireEvent.select = (node, init) => {
  domFireEvent.select(node, init);
  (node as HTMLElement).focus();
  return domFireEvent.keyUp(node, init);
};
fireEvent.blur = (node, init) => (domFireEvent.focusOut(node, init), domFireEvent.blur(node, init));
fireEvent.focus = (node, init) => (domFireEvent.focusIn(node, init), domFireEvent.focus(node, init));

afterEach(() => cleanup());
