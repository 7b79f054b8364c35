/**
 * Widgets in a React app (`pd-widgets/react`, CONTRACT "Package and entry points"): the component renders into
 * its own open shadow root on a `<div data-pd-widget="<tag>">`, with the same adopted stylesheets and `--pd-*`
 * tokens as the custom element, so it looks the same in a React tree as on a Django page and the app's CSS
 * does not leak in. DOM events (`calendar:time-choice` …) are dispatched on that `<div>` (bubbling, composed),
 * and callback props work as well. See docs/decisions/026-react-entry-shadow-root.md.
 *
 * `children` stay in the LIGHT DOM of that `<div>` (the widget shows them through its `<slot>`), as the custom
 * element's children do: e.g. review cards the app renders inside `ReviewCard` (docs/decisions/147).
 *
 * Server rendering (Next.js, `react-dom/server`; issue 18, docs/decisions/186-package-for-apps.md): with no DOM the
 * wrapper renders a declarative shadow root — `<template shadowrootmode="open">` holding the styles and the widget's
 * first state (its `ssr` view: by default the component itself) — so the server HTML already has the box the client
 * renders first and hydration moves nothing. The HTML parser turns the template into the `<div>`'s shadow root, so
 * the hydrating client tree (which has no template) matches the DOM; the layout effect then clears the server's nodes
 * from the shadow root and portals the live component into it in the same commit, before the browser paints.
 */
import { createElement, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { HostContext } from './host';
import { adoptStyles, hostStyles } from './styles/index';

/** Callback props of a wrapped widget: `{ onTimeChoice: TimeChoiceDetail }` → `onTimeChoice?: (detail) => void`. */
export type EventCallbacks<E> = { [K in keyof E]?: (detail: E[K]) => void };

/** What a wrapped widget does beyond its component: its events' callback props, its server view. */
export interface ShadowRootOptions<P, E = Record<never, unknown>> {
  /**
   * Callback prop → the DOM event it is called for (issue 18): the wrapper listens on its `<div>` for every event
   * the widget dispatches (they bubble out of the shadow root) and calls the prop with the event's `detail`. The
   * component never sees these props (no double call from a component that also calls its own). Every event of the
   * widget's registry entry must be here: tests/unit/react-events.test.tsx holds them to `listWidgets()`.
   */
  events?: { [K in keyof E]: string };
  /**
   * The widget's first state for server rendering, with the same props: the component itself (the default) when its
   * first render needs nothing of the browser, a placeholder with the same box when it does, `null` for a widget that
   * shows nothing until the browser runs it (a dialog, a listener). Held by tests/package/ssr.test.mjs.
   */
  ssr?: ComponentType<P> | null;
}

/** Server rendering: no DOM to attach a shadow root to (Node, an edge runtime). */
const onServer = () => typeof document === 'undefined';

/**
 * Wraps `Component` so it renders inside a shadow root with `styles` (css strings) adopted after the base host
 * styles. In a browser the wrapper renders nothing into the shadow root until it is attached (one layout effect); on
 * the server it renders the declarative shadow root with `options.ssr` (see the module comment).
 */
export function withShadowRoot<P extends object, E = Record<never, unknown>>(
  tag: string,
  Component: ComponentType<P>,
  styles: readonly string[],
  options: ShadowRootOptions<P, E> = {},
): PdReactWidget<Omit<P, keyof E> & EventCallbacks<E> & { children?: ReactNode }> {
  const all = [hostStyles, ...styles];
  const ServerView = options.ssr === undefined ? Component : options.ssr;
  const events = Object.entries((options.events ?? {}) as Record<string, string>);
  function ShadowRootWidget({
    children,
    ...rest
  }: Omit<P, keyof E> & EventCallbacks<E> & { children?: ReactNode }) {
    const allProps = rest as Record<string, unknown>;
    const props = {} as Record<string, unknown>;
    for (const key of Object.keys(allProps)) {
      if (!events.some(([prop]) => prop === key)) props[key] = allProps[key];
    }
    const latest = useRef(allProps);
    useLayoutEffect(() => {
      latest.current = allProps;
    });
    const hostRef = useRef<HTMLDivElement>(null);
    // Each event of the widget → its callback prop, with the latest props (listeners added once).
    useLayoutEffect(() => {
      const host = hostRef.current;
      if (!host || events.length === 0) return;
      const listeners = events.map(([prop, name]) => {
        const listener = (event: Event) => {
          const callback = latest.current[prop];
          if (typeof callback === 'function') callback((event as CustomEvent).detail);
        };
        host.addEventListener(name, listener);
        return () => host.removeEventListener(name, listener);
      });
      return () => listeners.forEach((remove) => remove());
    }, []);
    const [target, setTarget] = useState<{ root: ShadowRoot; host: HTMLElement; inline: boolean } | null>(
      null,
    );
    useLayoutEffect(() => {
      const host = hostRef.current;
      if (!host) return;
      const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      // A declarative shadow root from the server HTML: its nodes give way to the live component (same commit).
      if (!target && root.firstChild) root.replaceChildren();
      const inline = !adoptStyles(root, all);
      setTarget({ root, host, inline });
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
    }, []);
    if (onServer()) {
      return createElement(
        'div',
        { 'data-pd-widget': tag },
        createElement(
          'template',
          { shadowrootmode: 'open' } as Record<string, string>,
          createElement('style', null, all.join('\n')),
          ServerView && createElement(ServerView, props as P),
        ),
        children,
      );
    }
    return createElement(
      'div',
      { ref: hostRef, 'data-pd-widget': tag },
      children,
      target &&
        createPortal(
          createElement(
            HostContext.Provider,
            { value: target.host },
            target.inline ? all.map((text, i) => createElement('style', { key: i }, text)) : null,
            createElement(Component, props as P),
          ),
          target.root,
        ),
    );
  }
  ShadowRootWidget.displayName = `withShadowRoot(${Component.displayName ?? Component.name ?? tag})`;
  return Object.assign(ShadowRootWidget, {
    pdTag: tag,
    pdEvents: Object.fromEntries(events) as Readonly<Record<string, string>>,
  });
}

/** A component of `pd-widgets/react`: the widget's tag and its callback props → events, for tools and tests. */
export type PdReactWidget<Props> = ComponentType<Props> & {
  /** The custom element this component renders (`pd-appointment-calendar`). */
  readonly pdTag: string;
  /** Callback prop → the DOM event it is called for. */
  readonly pdEvents: Readonly<Record<string, string>>;
};
