/**
 * Components loaded on demand with the css they bring (docs/decisions/123-shared-react-glue.md): the modal
 * (src/core/lazy-modal.tsx), the favourite button's alert, the contacts' phone confirmation. The code and its css
 * arrive together; the css is adopted into the rendering widget's shadow root before the component renders
 * (a `<style>` element where constructable style sheets are missing).
 */
import { lazy, Suspense, useInsertionEffect, type ComponentType, type ReactElement } from 'react';
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
  Component: (props: P) => ReactElement;
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
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      ({ component, styles }) => (styles?.length ? withStyles(component, styles) : component),
      (err: unknown) => {
        loading = undefined;
        LazyImpl = makeLazy();
        return onError(err) ?? (Nothing as ComponentType<P>);
      },
    ));
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let LazyImpl = makeLazy();
  function Component(props: P): ReactElement {
    return (
      <Suspense fallback={null}>
        <LazyImpl {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}
