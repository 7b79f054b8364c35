/**
 * Components loaded on demand with the css they bring (docs/decisions/123-shared-react-glue.md): the modal
 * (src/core/lazy-modal.tsx), the favourite button's alert, the contacts' phone confirmation. The code and its css
 * arrive together; the css is adopted into the rendering widget's shadow root before the component renders
 * (a `<style>` element where constructable style sheets are missing).
 */
import {
  useEffect,
  useInsertionEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { useHost } from './host';
import { adoptStyles, supportsAdoptedStyleSheets } from './styles/css';

/** What a loader of {@link lazyWithStyles} resolves to: the component and the css strings it needs. */
export interface LoadedComponent<P> {
  component: ComponentType<P>;
  styles?: readonly string[];
}

/** A component from {@link lazyWithStyles}. */
export interface LazyWithStyles<P> {
  /** Renders nothing until the code has arrived, then the component with its css adopted. */
  Component: (props: P) => ReactElement | null;
  /** Starts loading (once per page; later calls share the promise). Never rejects. */
  preload: () => Promise<ComponentType<P>>;
}

function Nothing(): null {
  return null;
}

/** `component` that first adopts `styles` into the shadow root of the widget rendering it. */
function withStyles<P extends object>(Inner: ComponentType<P>, styles: readonly string[]): ComponentType<P> {
  return function Styled(props: P) {
    const root = useHost().shadowRoot;
    useInsertionEffect(() => {
      if (root) adoptStyles(root, styles);
    }, [root]);
    return (
      <>
        {root && !supportsAdoptedStyleSheets() && styles.map((s, i) => <style key={i}>{s}</style>)}
        <Inner {...props} />
      </>
    );
  };
}

/**
 * A component whose code (and css) is loaded on first render or {@link LazyWithStyles.preload}, once per page.
 *
 * @param load imports the chunk and picks the component and its css.
 * @param onError called when `load` rejects (a network failure): log `[pd-widgets] <tag>: …` there. It may return
 *   the component rendered instead (e.g. one that cancels the step); by default nothing is rendered. The failed
 *   load is forgotten, so the next render or `preload` tries again.
 */
export function lazyWithStyles<P extends object>(
  load: () => Promise<LoadedComponent<P>>,
  onError: (err: unknown) => ComponentType<P> | void,
): LazyWithStyles<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      ({ component, styles }) => (loaded = styles?.length ? withStyles(component, styles) : component),
      (err: unknown) => {
        loading = undefined;
        return onError(err) ?? (Nothing as ComponentType<P>);
      },
    ));
  function Component(props: P): ReactElement | null {
    // Plain state instead of React.lazy + Suspense: the same on React and preact/compat, and compat's Suspense
    // (≈ 0.5 kB brotli) stays out of the runtime chunk (docs/decisions/124-runtime-diet.md).
    const [state, setState] = useState<{ Impl?: ComponentType<P> }>(() => ({ Impl: loaded }));
    // The fallback rendered after a failure: that render does not retry, the next one does.
    const fallbackShown = useRef<ComponentType<P> | undefined>(undefined);
    const { Impl } = state;
    useEffect(() => {
      if (Impl && Impl === loaded) return;
      if (Impl && fallbackShown.current === Impl) {
        fallbackShown.current = undefined;
        return;
      }
      let live = true;
      void preload().then((component) => {
        if (!live) return;
        if (component !== loaded) fallbackShown.current = component;
        setState({ Impl: component });
      });
      return () => {
        live = false;
      };
    });
    return Impl ? <Impl {...props} /> : null;
  }
  return { Component, preload };
}

/**
 * `load` once per page (docs/decisions/222-load-once-and-first-use-scenario.md; here since ADR 243): the first call
 * starts it and every later call gets the same promise (one `import()` for a preload, a click and a retry); a
 * rejection is forgotten, so the call after it starts `load` again, while a success is kept for good. Never throws
 * synchronously: a `load` that throws gives a rejected promise (forgotten as well). The on-demand code of a widget —
 * the first-use widgets' popups and actions (ADR 210, 215–217), a slot choice's redirects (ADR 243) — comes through it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= new Promise<T>((resolve) => resolve(load())).catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
