/**
 * The modal on demand (docs/decisions/060-lazy-modal-and-size-diet.md): `src/core/modal` (dialog, modal stack,
 * URL-hash sync, scroll lock, focus handling and the modal css) is its own chunk in the CDN build, fetched only by
 * a widget that may open a dialog. A page with one plain calendar never downloads it.
 *
 * Use {@link LazyDialog} exactly like `<Dialog>` (same props; the css comes with it); call {@link preloadModal}
 * as soon as a dialog is likely (a calendar with `preliminary-consultation`), so the first open does not wait
 * for the network.
 */
import { logError } from './dom/index';
import { lazyWithStyles } from './lazy';
import type { DialogProps } from './modal/Dialog';

// StyledDialog adopts the modal css itself (it is also rendered directly where the modal chunk is at hand).
const modal = lazyWithStyles<DialogProps>(
  () => import('./modal/StyledDialog').then((module) => ({ component: module.StyledDialog })),
  (err) => logError('modal', 'could not load the dialog code; it will be retried on the next open', err),
);

/**
 * Starts loading the modal chunk (once per page; later calls share the same promise). Never rejects: when the
 * chunk cannot load it logs `[pd-widgets] modal: …` and resolves to a component that renders nothing; the next
 * render of a {@link LazyDialog} (e.g. the next open) then tries again.
 */
export const preloadModal = modal.preload;

/**
 * `<Dialog>` from the lazily loaded modal chunk, with the modal css adopted into the widget's shadow root.
 * Renders nothing until the chunk has arrived (a dialog rendered `open` opens then).
 */
export const LazyDialog = modal.Component;
