/**
 * The modal stack and its views (ARCHITECTURE §8; portal-identity-reviews §2–§4, §9; booking-schedule §2, §9).
 * Widgets render dialogs through `LazyDialog` (src/core/lazy-modal.tsx): this folder is then its own chunk, fetched
 * on demand, and brings {@link modalStyles} with it (docs/decisions/060-lazy-modal-and-size-diet.md). Rendering
 * `Dialog`/`AlertDialog` directly, add `modalStyles` (and `buttonStyles` for `AlertDialog`) to the widget's `styles`.
 */
export { Dialog, type DialogProps, type DialogVariant } from './Dialog';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export {
  $modalStack,
  openModal,
  closeModal,
  closeTop,
  removeModal,
  modalState,
  nextModalId,
  topModal,
  isTopModal,
  readModalRecord,
  resetModals,
  type ModalAnimation,
  type ModalEntry,
  type ModalEntryInput,
  type ModalOptions,
  type ModalRecord,
  type ModalState,
} from './stack';
export { lockScroll, unlockScroll, scrollLockCount, resetScrollLock } from './scroll-lock';
export { isSliderSuppressedByHash, hashFor } from './hash';
export {
  ALERT_BIG_WIDTH,
  ALERT_WIDTH,
  DEFAULT_DIALOG_SIZE,
  DIALOG_WIDTHS,
  MODAL_DEFAULT_Z_INDEX,
  MODAL_HISTORY_LIMIT,
  MODAL_STORAGE_KEY,
  MODAL_TRANSITION_MS,
  SIDE_SHEET_WIDTH,
  type DialogSize,
} from './constants';
export { modalStyles } from './modal.styles';
