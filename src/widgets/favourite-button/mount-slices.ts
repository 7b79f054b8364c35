/**
 * The first renders of `<pd-favourite-button>` elements, in time slices, one slice a frame (issue 19, ADR 206), each
 * in the box it will fill (ADR 207, {@link mountInBox}).
 *
 * A catalogue page may carry hundreds of buttons. The browser upgrades all of them in the task that defines the tag,
 * and each first render (a React root, its shadow DOM, then its style and layout) costs a few tenths of a
 * millisecond: 500 of them were one task of 150–300 ms. The widget's `onConnect` hands each element's first render
 * to {@link mountInSlices} (defineWidget's scheduler hook); the renders run one after another until
 * {@link MOUNT_SLICE_MS} have passed, then the next slice waits until the next frame has been rendered, so each
 * frame lays out one slice. (A `scheduler.yield()` continuation would run before the frame, and that frame would
 * then lay out every slice at once.) A page with a few buttons renders them all in the first slice, a microtask
 * after the upgrade, as before.
 */

import { adoptStyles } from '../../core/styles';
import { $session } from '../../shared/stores';
import { favouriteButtonWidgetStyles } from './FavouriteButton.styles';
import { audienceOf, resolveInputs, type FavouriteButtonInputs } from './favourite-button-model';

/** Wall-clock time the first renders of one slice may take, ms (a long task is 50 ms). */
export const MOUNT_SLICE_MS = 8;

/** First renders waiting, in connection (document) order. */
const waiting: (() => void)[] = [];
let draining = false;

/**
 * Resolves in a new task after the next frame has been rendered (after `requestAnimationFrame`); where no frame
 * comes (a hidden tab), after 100 ms.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, 100);
    globalThis.requestAnimationFrame?.(() => {
      clearTimeout(late);
      setTimeout(resolve, 0);
    });
  });
}

async function drain(): Promise<void> {
  let next = 0;
  while (next < waiting.length) {
    const started = performance.now();
    do {
      try {
        waiting[next++]();
      } catch {
        // a render never throws out of defineWidget (its error boundary logs); the next one still goes
      }
    } while (next < waiting.length && performance.now() - started < MOUNT_SLICE_MS);
    if (next < waiting.length) await afterNextFrame();
  }
  waiting.length = 0;
  draining = false;
}

/**
 * Schedules the first render of one element (defineWidget `onConnect` → scheduler): in the current sequence of
 * slices, the first slice a microtask after the first call — the state requests the upgrade started are flushed
 * before it (ADR 119), and every element of the upgrading task has joined the queue.
 */
export function mountInSlices(render: () => void): void {
  waiting.push(render);
  if (draining) return;
  draining = true;
  queueMicrotask(() => void drain());
}

/**
 * The scheduler of one element's first render (defineWidget `onConnect`): {@link mountInSlices}, with the button's
 * box (32×32, 72×32 with the share icon) kept for it until then (ADR 207). Without it a button grew from 0×0 to its
 * size in its slice, and every slice moved the rest of the page: each frame laid out and repainted all the buttons
 * below. The box is an empty `.fav` in the shadow root, removed in the task of the first render, so nothing moves
 * when the button appears. An element that renders nothing (malformed attributes, a logged-in user who is not a real
 * patient) keeps no box.
 *
 * The widget's css is adopted here, in the connect, for every element: `defineWidget` adopts a widget's css only at
 * its first render (ADR 221), and without it the box had no size while the host kept the runtime's reserved box for
 * a waiting render (`:host([data-pd-mounting])`, 120 px unless the page sets `--pd-cloak-height`), so each slice
 * shrank its buttons from that box to 32 px and moved the rest of the page (ADR 231). With it the host is its
 * inline 32-px box from the connect on (the widget's css sets no reserved height: the box is the reserve), and an
 * element that renders nothing takes no space while it waits either.
 *
 * `onLeftBeforeRender` is called in the slice of an element that left the page before it (nothing is rendered).
 */
export function mountInBox(
  host: HTMLElement,
  inputs: FavouriteButtonInputs,
  onLeftBeforeRender?: () => void,
): (render: () => void) => void {
  const { item } = resolveInputs(inputs);
  const root = host.shadowRoot;
  if (root) adoptStyles(root, favouriteButtonWidgetStyles);
  if (!item || !root || audienceOf($session.get()) === 'hidden') return mountInSlices;
  const box = document.createElement('span');
  box.className = 'fav';
  box.setAttribute('data-box', '');
  if (item.share) box.setAttribute('data-share', '');
  root.append(box);
  return (render) =>
    mountInSlices(() => {
      box.remove();
      render();
      // Left the page before its slice: nothing rendered (`onLeftBeforeRender`: its state request is not wanted for it).
      if (!host.isConnected) onLeftBeforeRender?.();
    });
}
