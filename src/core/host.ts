/**
 * The bridge from a widget's React tree to its custom element (ARCHITECTURE §4: outputs leave only as DOM
 * events). {@link defineWidget} provides the element through {@link HostContext}; components read it with
 * {@link useHost} and dispatch with {@link emit}.
 */
import { createContext, useContext } from 'react';

/** The custom element hosting the current React root; `null` outside a widget (plain React usage). */
export const HostContext = createContext<HTMLElement | null>(null);

declare const __PD_CDN__: boolean | undefined;

let detachedHost: HTMLElement | undefined;

/**
 * The custom element hosting the current React tree. Outside a custom element (a React app rendering the
 * component directly, a story) it returns one shared detached element, so `emit` is a harmless no-op there;
 * such users pass callback props instead.
 */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (host) return host;
  // The CDN build (`__PD_CDN__`, Preact in the browser) never renders on a server: the stub drops out of it.
  detachedHost ??=
    typeof __PD_CDN__ === 'undefined' && typeof document === 'undefined'
      ? serverHost()
      : document.createElement('div');
  return detachedHost;
}

/**
 * Where there is no DOM (server rendering of the React entry, issue 18): an empty, detached element as far as a
 * first render looks — an EventTarget (events go nowhere) with no attributes, no children and no document around it
 * (`getRootNode()` is itself, so `getElementById` finds nothing).
 */
function serverHost(): HTMLElement {
  const host = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(host, {
    isConnected: false,
    children: [],
    childNodes: [],
    getRootNode: () => host,
    getElementById: () => null,
    querySelector: () => null,
    querySelectorAll: () => [],
    getAttribute: () => null,
    hasAttribute: () => false,
    closest: () => null,
    contains: () => false,
  });
  return host as unknown as HTMLElement;
}

/**
 * Dispatches `CustomEvent(name, { detail, bubbles: true, composed: true })` on the element, so it crosses
 * shadow boundaries and can be handled with `document.addEventListener(name, …)` (CONTRACT "Events").
 */
export function emit(host: HTMLElement, name: string, detail: unknown): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
