/**
 * The modal on demand (docs/decisions/060-lazy-modal-and-size-diet.md): `src/core/modal` (dialog, modal stack,
 * URL-hash sync, scroll lock, focus handling and the modal css) is its own chunk in the CDN build, fetched only by
 * a widget that may open a dialog. A page with one plain calendar never downloads it.
 *
 * Use {@link LazyDialog} exactly like `<Dialog>` (same props; the css comes with it); call {@link preloadModal}
 * as soon as a dialog is likely (a calendar with `preliminary-consultation`), so the first open does not wait
 * for the network.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { logError } from './dom/index';
import type { DialogProps } from './modal/Dialog';

type DialogComponent = ComponentType<DialogProps>;

let loading: Promise<DialogComponent> | undefined;

const makeLazy = () => lazy(() => preloadModal().then((component) => ({ default: component })));
let LazyImpl = makeLazy();

/**
 * Starts loading the modal chunk (once per page; later calls share the same promise). Never rejects: when the
 * chunk cannot load it logs `[pd-widgets] modal: …` and resolves to a component that renders nothing; the next
 * render of a {@link LazyDialog} (e.g. the next open) then tries again.
 */
export function preloadModal(): Promise<DialogComponent> {
  loading ??= import('./modal/StyledDialog').then(
    (module) => module.StyledDialog,
    (err: unknown) => {
      loading = undefined;
      LazyImpl = makeLazy();
      logError('modal', 'could not load the dialog code; it will be retried on the next open', err);
      return () => null;
    },
  );
  return loading;
}

/**
 * `<Dialog>` from the lazily loaded modal chunk, with the modal css adopted into the widget's shadow root.
 * Renders nothing until the chunk has arrived (a dialog rendered `open` opens then).
 */
export function LazyDialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyImpl {...props} />
    </Suspense>
  );
}
