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

import { $session } from '../../shared/stores';
import { audienceOf, resolveInputs, type FavouriteButtonInputs } from './favourite-button-model';

/** Wall-clock time the first renders of one slice may take, ms (a long task is 50 ms). */
export const MOUNT_SLICE_MS = 8;

/** The attribute that makes a waiting element its button's box (`favouriteWaitingBoxStyles`). */
export const WAITING_BOX = 'data-pd-box';

/** First renders waiting, in connection (document) order. */
const waiting: (() => void)[] = [];
let draining = false;
/** When the first render of the current sequence was queued (`performance.now()`, ms). */
let queuedAt = 0;

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
  // The first slice is the task that queued the renders (the upgrade of every element of the page): its time counts
  // from the first of them. An upgrade that took a slice already renders nothing more before the next frame (ADR 234).
  let started = queuedAt;
  while (next < waiting.length) {
    if (performance.now() - started >= MOUNT_SLICE_MS) {
      await afterNextFrame();
      started = performance.now();
    }
    do {
      try {
        waiting[next++]();
      } catch {
        // a render never throws out of defineWidget (its error boundary logs); the next one still goes
      }
    } while (next < waiting.length && performance.now() - started < MOUNT_SLICE_MS);
  }
  waiting.length = 0;
  draining = false;
}

/**
 * Schedules the first render of one element (defineWidget `onConnect` → scheduler): in the current sequence of
 * slices, the first slice a microtask after the first call — the state requests the upgrade started are flushed
 * before it (ADR 119), and every element of the upgrading task has joined the queue. That slice's time counts from
 * the first call: after an upgrade of {@link MOUNT_SLICE_MS} or more (hundreds of elements), the first renders wait
 * for the next frame (ADR 234).
 */
export function mountInSlices(render: () => void): void {
  waiting.push(render);
  if (draining) return;
  draining = true;
  queuedAt = performance.now();
  queueMicrotask(() => void drain());
}

/**
 * The scheduler of one element's first render (defineWidget `onConnect`): {@link mountInSlices}, with the button's
 * box (32×32, 72×32 with the share icon) kept for it until then (ADR 207). Without it a button grew from 0×0 to its
 * size in its slice, and every slice moved the rest of the page: each frame laid out and repainted all the buttons
 * below. An element that renders nothing (malformed attributes, a logged-in user who is not a real patient) keeps no
 * box.
 *
 * The box is the element itself: `data-pd-box` (`"share"` for the 72-px variant) until the task of its first render,
 * sized by a document rule (`favouriteWaitingBoxStyles`). Its shadow root gets no css and no node before that (the
 * definition's `ownWaitingBox`): the upgrade of 500 buttons, in the one task that defines the tag, does no style or
 * DOM work per element beyond two attributes (ADR 234). Before it, the box was an empty `.fav` in the shadow root,
 * styled by the widget's css adopted at the connect (ADR 231): two adoptions and a node per element, in that task.
 *
 * `onLeftBeforeRender` is called in the slice of an element that left the page before it (nothing is rendered).
 */
export function mountInBox(
  host: HTMLElement,
  inputs: FavouriteButtonInputs,
  onLeftBeforeRender?: () => void,
): (render: () => void) => void {
  const { item } = resolveInputs(inputs);
  if (!item || audienceOf($session.get()) === 'hidden') return mountInSlices;
  host.setAttribute(WAITING_BOX, item.share ? 'share' : '');
  return (render) =>
    mountInSlices(() => {
      host.removeAttribute(WAITING_BOX);
      render();
      // Left the page before its slice: nothing rendered (`onLeftBeforeRender`: its state request is not wanted for it).
      if (!host.isConnected) onLeftBeforeRender?.();
    });
}
