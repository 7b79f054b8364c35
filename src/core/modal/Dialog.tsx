/**
 * `<Dialog>`: the one modal view of the library, a native `<dialog>` rendered inside the widget's shadow root
 * and opened with `showModal()` (ARCHITECTURE §8; ADR 030). Spec: portal-identity-reviews §2 "Modal dialogs in
 * general", §3 "Modal options", §4 "Modal", §9 (dialog widths, default z-index 1000); booking-schedule §2
 * "Preliminary-consultation modal", §9 dialog sizes.
 */
// The one icon module of the widgets (ADR 197: the lazy modal chunk may import this shared piece).
import { ChevronIcon, CloseIcon } from '../../shared/ui/icons';
import { useStore } from '@nanostores/react';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { logWarn } from '../dom';
import { modalMessages } from '../i18n/messages/modal';
import { $isDesktop } from '../stores';
import {
  DEFAULT_DIALOG_SIZE,
  MODAL_DEFAULT_Z_INDEX,
  MODAL_TRANSITION_MS,
  type DialogSize,
} from './constants';
import { deepActiveElement, focusInitial, restoreFocus } from './focus';
import {
  clearModalHash,
  hashFor,
  hashModalIdOf,
  isHashOf,
  onHashChange,
  pushModalHash,
  registerHashModal,
} from './hash';
import {
  $modalStack,
  closeModal,
  isTopModal,
  modalState,
  nextModalId,
  openModal,
  removeModal,
  type ModalAnimation,
  type ModalState,
} from './stack';

/**
 * How the dialog is laid out: `dialog` (centred, width by `size`), `bottom-sheet` (slides up from the bottom,
 * full width), `side-sheet` (slides in from the right, 400 px unless `size`/`width`), `fullscreen`, or `auto`
 * (bottom sheet on mobile, dialog on desktop; desktop = `min-width: 1200px`).
 */
export type DialogVariant = 'dialog' | 'bottom-sheet' | 'side-sheet' | 'fullscreen' | 'auto';

/** What closed the dialog from inside. */
type DismissReason = 'esc' | 'outside' | 'button';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Controlled open state. Setting it to false starts the closing state (transition), then the dialog closes. */
  open: boolean;
  /**
   * Called when the user (Esc, click outside the container, the cross, back button) or `closeTop()` closes
   * the dialog. Set `open` to false here; the dialog closes regardless. Not called when `open` turns false.
   */
  onClose: () => void;
  /** With `useHash`: called when the URL hash becomes `#id` while closed (deep link, forward). Set `open` here. */
  onOpen?: () => void;
  /** Heading, referenced by `aria-labelledby`. */
  title?: ReactNode;
  /** Heading used instead of `title` on mobile (portal-identity-reviews §3 `mobileTitle`). */
  mobileTitle?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  /** Width: sm 304, md 360, lg 456 (default), xl 650 px. */
  size?: DialogSize;
  /** Explicit width in px, overriding `size` (e.g. the 560-px big alert). */
  width?: number;
  /** Layout; default `dialog`. */
  variant?: DialogVariant;
  /** Modal id, unique on the page; required with `useHash` (the hash is `#id`). When absent the stack hands
   * out one ({@link nextModalId}); never pass a `useId()` value (not unique across widgets under preact/compat). */
  id?: string;
  /** Tie the dialog to `#id`: opening pushes the hash, back/forward and hash changes close or open it. */
  useHash?: boolean;
  /** Esc does not close. */
  hideKeyEsc?: boolean;
  /** A click outside the container does not close. */
  hideClickOutContainer?: boolean;
  /** No cross. */
  hideCloseBtn?: boolean;
  /** No cross on mobile (< 1200 px); e.g. the preliminary-consultation modal (booking-schedule §2). */
  hideCloseBtnOnMobile?: boolean;
  /** A back arrow ('Назад') at the start of the header instead of the cross; it closes the same way. */
  useBackIcon?: boolean;
  /** Stacking order when the browser has no top layer (fallback); default 1000. */
  zIndex?: number;
  /** Open/close animation; default `slide-in` (direction by variant). `none` closes without delay. */
  animation?: ModalAnimation;
  /** Content of the footer bar (buttons). */
  footer?: ReactNode;
  /** `alertdialog` for alerts and confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the container. */
  className?: string;
  children?: ReactNode;
}

/** Whether this browser lets us put a dialog into the top layer. */
function supportsShowModal(d: HTMLDialogElement): boolean {
  return typeof d.showModal === 'function';
}

function showDialog(d: HTMLDialogElement): void {
  if (d.open) return;
  if (supportsShowModal(d) && d.isConnected) {
    try {
      d.showModal();
      return;
    } catch {
      // e.g. an ancestor is a popover or the element is not rendered: fall back to a plain open dialog
    }
  }
  d.setAttribute('data-fallback', '');
  d.setAttribute('open', '');
}

function hideDialog(d: HTMLDialogElement): void {
  d.removeAttribute('data-fallback');
  if (typeof d.close === 'function') d.close();
  else d.removeAttribute('open');
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function safeIdPart(raw: string): string {
  return raw.replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * A modal dialog on the shared modal stack.
 *
 * - Opens with `showModal()` (top layer: no z-index wars, no clipping by partner CSS); where that is missing
 *   it falls back to the `open` attribute with `position: fixed` and `zIndex`.
 * - Esc (`cancel`/keydown), a click on the backdrop (the `<dialog>` itself, outside its container) and the
 *   cross close the TOP modal only, unless `hideKeyEsc` / `hideClickOutContainer` forbid it.
 * - Opening takes a scroll-lock reference; the last closing modal releases the page scroll.
 * - Focus moves in on open (an `[autofocus]` element, the first focusable element of the body or footer, else
 *   the dialog) and back to the opener when the dialog has closed.
 * - States: closed → open → closing (`data-state="closing"` for {@link MODAL_TRANSITION_MS} ms, 0 with
 *   `prefers-reduced-motion` or `animation="none"`) → closed.
 *
 * Widgets render it as `LazyDialog` (src/core/lazy-modal.tsx), which loads this module on demand and adopts
 * `modalStyles` into the shadow root (docs/decisions/060-lazy-modal-and-size-diet.md); rendering `Dialog`
 * directly, add `modalStyles` to the widget's `styles`. Without an `id`, the stack hands out one unique on the
 * page (`pd-modal-1`, `pd-modal-2`, …; {@link nextModalId}).
 */
export function Dialog(props: DialogProps) {
  const {
    open,
    title,
    mobileTitle,
    size,
    width,
    variant = 'dialog',
    useHash = false,
    hideKeyEsc = false,
    hideClickOutContainer = false,
    hideCloseBtn = false,
    hideCloseBtnOnMobile = false,
    useBackIcon = false,
    zIndex = MODAL_DEFAULT_Z_INDEX,
    animation = 'slide-in',
    footer,
    role = 'dialog',
    className,
    children,
  } = props;
  // Page-wide stack key: from the stack's counter, never `useId()` (restarts per widget root under preact/compat).
  const [generatedId] = useState(nextModalId);
  const id = props.id || generatedId;
  const titleId = `${safeIdPart(id)}-title`;

  const isDesktop = useStore($isDesktop);
  const stack = useStore($modalStack);
  const phase: ModalState = stack.find((e) => e.id === id)?.state ?? 'closed';

  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const shownRef = useRef(false);
  const hashRef = useRef<{ active: boolean; pushed: boolean }>({ active: false, pushed: false });

  const notifyClose = useEffectEvent(() => props.onClose());
  const notifyOpen = useEffectEvent(() => props.onOpen?.());

  /** Closes this modal for a user action when it is the top one and its options allow. */
  const tryDismiss = (reason: DismissReason): boolean => {
    if (!isTopModal(id)) return false;
    if (reason === 'esc' && hideKeyEsc) return false;
    if (reason === 'outside' && hideClickOutContainer) return false;
    return closeModal(id);
  };
  const dismiss = useEffectEvent((reason: DismissReason): boolean => tryDismiss(reason));

  const syncOpen = useEffectEvent((isOpen: boolean) => {
    if (isOpen) {
      if (useHash && !props.id) {
        logWarn('modal', `useHash needs an explicit id; using the generated "${id}"`);
      }
      openModal({
        id,
        useHash,
        hideKeyEsc,
        hideClickOutContainer,
        hideCloseBtn,
        zIndex,
        animation,
        transitionMs: animation === 'none' || prefersReducedMotion() ? 0 : MODAL_TRANSITION_MS,
        onClose: () => notifyClose(),
      });
    } else if (modalState(id) === 'open') {
      closeModal(id, { notify: false });
    }
  });

  // The `open` prop drives the stack entry.
  useEffect(() => {
    syncOpen(open);
  }, [open, id]);

  // Leaving the page while open: drop the entry at once, release the scroll lock, give focus back.
  useEffect(
    () => () => {
      const wasShown = shownRef.current;
      removeModal(id);
      if (hashRef.current.active) {
        hashRef.current.active = false;
        clearModalHash(id, hashRef.current.pushed);
      }
      if (wasShown) {
        shownRef.current = false;
        restoreFocus(openerRef.current);
      }
    },
    [id],
  );

  const onPhase = useEffectEvent((next: ModalState) => {
    const d = dialogRef.current;
    if (!d) return;
    if (next !== 'closed' && !shownRef.current) {
      openerRef.current = deepActiveElement();
      shownRef.current = true;
      showDialog(d);
      focusInitial(d, [bodyRef.current, footerRef.current]);
      if (useHash) hashRef.current = { active: true, pushed: pushModalHash(id) };
    }
    if (next !== 'open' && hashRef.current.active) {
      hashRef.current.active = false;
      clearModalHash(id, hashRef.current.pushed);
    }
    if (next === 'closed' && shownRef.current) {
      shownRef.current = false;
      hideDialog(d);
      restoreFocus(openerRef.current);
      openerRef.current = null;
    }
  });

  // The stack entry drives the element: showModal on open, close() after the closing state.
  useLayoutEffect(() => {
    onPhase(phase);
  }, [phase]);

  const onHash = useEffectEvent((hash: string) => {
    if (hash === hashFor(id)) {
      if (modalState(id) !== 'open') notifyOpen();
      return;
    }
    if (modalState(id) !== 'open') return;
    // The new hash belongs to another hash-tied dialog: stay open under it when it is about to open
    // (forward) or is already open above this one; close when it is below (back).
    const other = hashModalIdOf(hash);
    if (other !== undefined) {
      const entries = $modalStack.get();
      const mine = entries.findIndex((e) => e.id === id);
      const theirs = entries.findIndex((e) => e.id === other);
      if (theirs === -1 || entries[theirs].state !== 'open' || theirs > mine) return;
    }
    hashRef.current.active = false; // the URL already moved: do not touch history when closing
    closeModal(id);
  });

  // URL hash ↔ dialog (portal-identity-reviews §4 "Back or hash change closes or opens by hash").
  useEffect(() => {
    if (!useHash) return;
    const unregister = registerHashModal(id);
    if (isHashOf(id)) onHash(hashFor(id));
    const unsubscribe = onHashChange((hash) => onHash(hash));
    return () => {
      unsubscribe();
      unregister();
    };
  }, [useHash, id]);

  // Native events on the <dialog> element.
  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    let pressedOn: EventTarget | null = null;
    const onCancel = (e: Event) => {
      // Always ours: the closing state needs the element to stay open for the transition.
      e.preventDefault();
      dismiss('esc');
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || e.isComposing) return;
      e.preventDefault(); // also stops the browser's own cancel for this key press
      dismiss('esc');
    };
    const onPointerDown = (e: Event) => {
      pressedOn = e.target;
    };
    const onClick = (e: Event) => {
      // A drag that started inside the container and ended on the backdrop is not an outside click.
      const startedOnBackdrop = pressedOn === null || pressedOn === d;
      pressedOn = null;
      if (e.target === d && startedOnBackdrop) dismiss('outside');
    };
    const onNativeClose = () => {
      // Closed by the browser itself (repeated Esc without user activation, form method=dialog).
      if (!shownRef.current) return;
      if (!dismiss('esc')) showDialog(d);
    };
    d.addEventListener('cancel', onCancel);
    d.addEventListener('keydown', onKeyDown);
    d.addEventListener('pointerdown', onPointerDown);
    d.addEventListener('click', onClick);
    d.addEventListener('close', onNativeClose);
    return () => {
      d.removeEventListener('cancel', onCancel);
      d.removeEventListener('keydown', onKeyDown);
      d.removeEventListener('pointerdown', onPointerDown);
      d.removeEventListener('click', onClick);
      d.removeEventListener('close', onNativeClose);
    };
  }, []);

  const resolvedVariant = variant === 'auto' ? (isDesktop ? 'dialog' : 'bottom-sheet') : variant;
  const shownTitle = !isDesktop && mobileTitle ? mobileTitle : title;
  const showClose = !useBackIcon && !hideCloseBtn && !(hideCloseBtnOnMobile && !isDesktop);
  const dataSize = size ?? (resolvedVariant === 'side-sheet' ? 'side' : DEFAULT_DIALOG_SIZE);
  const containerStyle = width ? ({ '--pd-modal-width': `${width}px` } as CSSProperties) : undefined;
  const hasHeader = Boolean(shownTitle) || showClose || useBackIcon;

  return (
    <dialog
      ref={dialogRef}
      className="pd-modal"
      part="dialog"
      data-modal-id={id}
      data-variant={resolvedVariant}
      data-size={dataSize}
      data-state={phase}
      data-animation={animation}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={shownTitle ? titleId : undefined}
      aria-label={shownTitle ? undefined : props['aria-label']}
      tabIndex={-1}
      style={{ zIndex }}
    >
      {phase !== 'closed' && (
        <div
          className={className ? `pd-modal__container ${className}` : 'pd-modal__container'}
          part="container"
          style={containerStyle}
        >
          {hasHeader && (
            <div className="pd-modal__header" part="header">
              {useBackIcon && (
                <button
                  type="button"
                  className="pd-modal__icon-btn pd-modal__back"
                  part="back-button"
                  aria-label={modalMessages.back}
                  onClick={() => tryDismiss('button')}
                >
                  <ChevronIcon dir="left" size={24} />
                </button>
              )}
              {shownTitle && (
                <h2 id={titleId} className="pd-modal__title" part="title">
                  {shownTitle}
                </h2>
              )}
              {showClose && (
                <button
                  type="button"
                  className="pd-modal__icon-btn pd-modal__close"
                  part="close-button"
                  aria-label={modalMessages.close}
                  onClick={() => tryDismiss('button')}
                >
                  <CloseIcon size={24} />
                </button>
              )}
            </div>
          )}
          <div ref={bodyRef} className="pd-modal__body" part="body">
            {children}
          </div>
          {footer && (
            <div ref={footerRef} className="pd-modal__footer" part="footer">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
