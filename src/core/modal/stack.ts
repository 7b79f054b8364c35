/**
 * The modal stack store (ARCHITECTURE §8; portal-identity-reviews §3 "Modal options", "Modal stack record",
 * §4 "Modal", §9 "Modal histories trimmed to 10").
 *
 * Every open modal of the page — whichever widget renders it — is one entry of {@link $modalStack}, oldest
 * first. A modal is `closed` (not in the stack) → `open` → `closing` (still in the stack for the transition
 * time, {@link MODAL_TRANSITION_MS} by default) → removed. Opening the first modal locks page scroll
 * (ref-counted per entry, see `scroll-lock.ts`); removing the last one unlocks it. Esc, a click outside the
 * container and the cross act on the top open entry only ({@link topModal}).
 *
 * The stack record is mirrored to `localStorage[MODAL_STORAGE_KEY]` as
 * `{stack, historyFull, historyAnchor, stackWithHash, stackWithoutHash}` (ids; histories keep the last 10).
 * The record's stack is not restored after a reload (no dialog is open on a fresh page; hash-tied dialogs
 * reopen from the URL instead), the histories are.
 */
import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { logError, logWarn } from '../dom';
import { MODAL_HISTORY_LIMIT, MODAL_STORAGE_KEY, MODAL_TRANSITION_MS } from './constants';
import { lockScroll, unlockScroll } from './scroll-lock';

/** Open/close animation of a modal (portal-identity-reviews §3 "animation (default slide-in)"). */
export type ModalAnimation = 'slide-in' | 'fade' | 'none';

/** Options of one modal (portal-identity-reviews §3 "Modal options"). */
export interface ModalOptions {
  /** Unique id; with `useHash` the URL hash `#id` stands for this modal. Required (spec §5 "Modal needs an id"). */
  id: string;
  /** Tie the modal to the URL hash `#id` and to back/forward. */
  useHash?: boolean;
  /** Esc does not close the modal. */
  hideKeyEsc?: boolean;
  /** A click outside the container does not close the modal. */
  hideClickOutContainer?: boolean;
  /** No cross button. */
  hideCloseBtn?: boolean;
  /** Stacking order when the modal is not in the browser's top layer; default 1000. */
  zIndex?: number;
  /** Default `slide-in`. */
  animation?: ModalAnimation;
}

/** A modal's lifecycle state; `closed` means "not in the stack". */
export type ModalState = 'closed' | 'open' | 'closing';

/** What {@link openModal} takes. */
export interface ModalEntryInput extends ModalOptions {
  /**
   * Called once when the modal starts closing by {@link closeModal}/{@link closeTop} (Esc, outside click,
   * cross, back button, code). The owner should mark itself closed; the entry closes regardless.
   */
  onClose?: () => void;
  /** Length of the closing state in ms; default {@link MODAL_TRANSITION_MS}, 0 removes at once. */
  transitionMs?: number;
}

/** One entry of {@link $modalStack}. */
export interface ModalEntry extends ModalEntryInput {
  state: 'open' | 'closing';
}

/** The localStorage record (portal-identity-reviews §3 "Modal stack record"); all arrays hold modal ids. */
export interface ModalRecord {
  /** Ids in the stack, oldest first. */
  stack: string[];
  /** Every opened id, in order, the last {@link MODAL_HISTORY_LIMIT}. */
  historyFull: string[];
  /** Opened ids of hash-tied modals (`#id` anchors), the last {@link MODAL_HISTORY_LIMIT}. */
  historyAnchor: string[];
  /** Ids in the stack with `useHash`. */
  stackWithHash: string[];
  /** Ids in the stack without `useHash`. */
  stackWithoutHash: string[];
}

const RecordSchema = v.object({
  stack: v.array(v.string()),
  historyFull: v.array(v.string()),
  historyAnchor: v.array(v.string()),
  stackWithHash: v.array(v.string()),
  stackWithoutHash: v.array(v.string()),
});

const $stack = atom<readonly ModalEntry[]>([]);
/** Every modal in the stack, oldest first (read-only; change it with the actions below). */
export const $modalStack: ReadableAtom<readonly ModalEntry[]> = $stack;

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let historyFull: string[] = [];
let historyAnchor: string[] = [];
let historiesLoaded = false;

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null; // access denied (sandboxed iframe, blocked third-party storage)
  }
}

function loadHistories(): void {
  if (historiesLoaded) return;
  historiesLoaded = true;
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(MODAL_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  const parsed = v.safeParse(RecordSchema, data);
  if (!parsed.success) {
    logWarn('modal', `ignored a malformed modal record in localStorage["${MODAL_STORAGE_KEY}"]`);
    return;
  }
  historyFull = parsed.output.historyFull.slice(-MODAL_HISTORY_LIMIT);
  historyAnchor = parsed.output.historyAnchor.slice(-MODAL_HISTORY_LIMIT);
}

function buildRecord(stack: readonly ModalEntry[]): ModalRecord {
  return {
    stack: stack.map((e) => e.id),
    historyFull: [...historyFull],
    historyAnchor: [...historyAnchor],
    stackWithHash: stack.filter((e) => e.useHash).map((e) => e.id),
    stackWithoutHash: stack.filter((e) => !e.useHash).map((e) => e.id),
  };
}

function setStack(next: readonly ModalEntry[]): void {
  $stack.set(next);
  try {
    storage()?.setItem(MODAL_STORAGE_KEY, JSON.stringify(buildRecord(next)));
  } catch {
    // Quota or privacy mode: the record is a convenience, the stack itself lives in memory.
  }
}

function pushHistory(list: string[], id: string): string[] {
  return [...list, id].slice(-MODAL_HISTORY_LIMIT);
}

function clearTimer(id: string): void {
  const t = timers.get(id);
  if (t !== undefined) {
    clearTimeout(t);
    timers.delete(id);
  }
}

let lastGeneratedId = 0;

/**
 * Hands out a modal id unique on the page: `pd-modal-1`, `pd-modal-2`, … from a module counter, skipping ids that
 * are already in the stack. One counter per page because this module is loaded once per page (the CDN modal
 * chunk, or the lib build's module graph). Widgets must not key the stack with `useId()`: under preact/compat
 * (the CDN runtime) every widget root restarts its `useId` counter, so two widgets would share an id
 * (docs/decisions/111-modal-ids-from-the-stack.md).
 */
export function nextModalId(): string {
  const inStack = new Set($stack.get().map((e) => e.id));
  let id: string;
  do {
    lastGeneratedId += 1;
    id = `pd-modal-${lastGeneratedId}`;
  } while (inStack.has(id));
  return id;
}

/** The current record as written to localStorage. */
export function readModalRecord(): ModalRecord {
  loadHistories();
  return buildRecord($stack.get());
}

/** `closed`, `open` or `closing` for the modal `id`. */
export function modalState(id: string): ModalState {
  return $stack.get().find((e) => e.id === id)?.state ?? 'closed';
}

/** The top entry that is open (not closing), if any: the one Esc, outside click and the cross act on. */
export function topModal(): ModalEntry | undefined {
  const stack = $stack.get();
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    if (stack[i].state === 'open') return stack[i];
  }
  return undefined;
}

/** True when `id` is the {@link topModal}. */
export function isTopModal(id: string): boolean {
  return topModal()?.id === id;
}

/**
 * Opens a modal: pushes it on top of the stack and takes one scroll-lock reference. Opening an id that is
 * already open only updates its options; opening one that is closing cancels the closing and moves it to
 * the top. An empty id logs `[pd-widgets] modal: …` and does nothing.
 */
export function openModal(entry: ModalEntryInput): void {
  if (typeof entry?.id !== 'string' || entry.id === '') {
    logError('modal', 'openModal() needs a non-empty id (portal-identity-reviews §5 "Modal needs an id")');
    return;
  }
  loadHistories();
  const stack = $stack.get();
  const existing = stack.find((e) => e.id === entry.id);
  if (existing?.state === 'open') {
    setStack(stack.map((e) => (e.id === entry.id ? { ...e, ...entry, state: 'open' } : e)));
    return;
  }
  if (existing) {
    clearTimer(entry.id); // was closing: keep its scroll-lock reference
  } else {
    lockScroll();
  }
  historyFull = pushHistory(historyFull, entry.id);
  if (entry.useHash) historyAnchor = pushHistory(historyAnchor, entry.id);
  setStack([...stack.filter((e) => e.id !== entry.id), { ...entry, state: 'open' }]);
}

/** Removes `id` from the stack at once (no closing state) and releases its scroll lock. Used on unmount. */
export function removeModal(id: string): void {
  clearTimer(id);
  const stack = $stack.get();
  if (!stack.some((e) => e.id === id)) return;
  setStack(stack.filter((e) => e.id !== id));
  unlockScroll();
}

/**
 * Starts closing the modal `id`: state `closing` for its transition time, then removed (and the scroll
 * lock released). Calls the entry's `onClose` unless `notify` is false (the owner closed it itself).
 * Returns false when `id` is not open.
 */
export function closeModal(id: string, opts: { notify?: boolean } = {}): boolean {
  const stack = $stack.get();
  const entry = stack.find((e) => e.id === id);
  if (!entry || entry.state !== 'open') return false;
  setStack(stack.map((e) => (e.id === id ? { ...e, state: 'closing' } : e)));
  const delay = entry.transitionMs ?? MODAL_TRANSITION_MS;
  if (delay > 0) {
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        removeModal(id);
      }, delay),
    );
  }
  if (opts.notify !== false && entry.onClose) {
    try {
      entry.onClose();
    } catch (err) {
      logError('modal', `onClose of "${id}" threw`, err);
    }
  }
  if (delay <= 0) removeModal(id);
  return true;
}

/** Closes the {@link topModal}; returns false when no modal is open. */
export function closeTop(): boolean {
  const top = topModal();
  return top ? closeModal(top.id) : false;
}

/** Tests only: empties the stack, cancels timers, forgets the histories and releases every scroll lock. */
export function resetModals(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  const n = $stack.get().length;
  $stack.set([]);
  for (let i = 0; i < n; i += 1) unlockScroll();
  historyFull = [];
  historyAnchor = [];
  historiesLoaded = false;
}
