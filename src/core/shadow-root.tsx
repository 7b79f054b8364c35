/**
 * Widgets in a React app (`pd-widgets/react`, CONTRACT "Package and entry points"): the component renders into
 * its own open shadow root on a `<div data-pd-widget="<tag>">`, with the same adopted stylesheets and `--pd-*`
 * tokens as the custom element, so it looks the same in a React tree as on a Django page and the app's CSS
 * does not leak in. DOM events (`calendar:time-choice` …) are dispatched on that `<div>` (bubbling, composed),
 * and callback props work as well. See docs/decisions/026-react-entry-shadow-root.md.
 *
 * `children` stay in the LIGHT DOM of that `<div>` (the widget shows them through its `<slot>`), as the custom
 * element's children do: e.g. review cards the app renders inside `ReviewCard` (docs/decisions/147).
 */
import { createElement, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { HostContext } from './host';
import { adoptStyles, hostStyles } from './styles/index';

/**
 * Wraps `Component` so it renders inside a shadow root with `styles` (css strings) adopted after the base host
 * styles. The wrapper renders nothing into the shadow root until it is attached (one layout effect).
 */
export function withShadowRoot<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  styles: readonly string[],
): ComponentType<P & { children?: ReactNode }> {
  const all = [hostStyles, ...styles];
  function ShadowRootWidget({ children, ...rest }: P & { children?: ReactNode }) {
    const props = rest as P;
    const hostRef = useRef<HTMLDivElement>(null);
    const [target, setTarget] = useState<{ root: ShadowRoot; host: HTMLElement; inline: boolean } | null>(
      null,
    );
    useLayoutEffect(() => {
      const host = hostRef.current;
      if (!host) return;
      const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      const inline = !adoptStyles(root, all);
      setTarget({ root, host, inline });
    }, []);
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
            createElement(Component, props),
          ),
          target.root,
        ),
    );
  }
  ShadowRootWidget.displayName = `withShadowRoot(${Component.displayName ?? Component.name ?? tag})`;
  return ShadowRootWidget;
}
