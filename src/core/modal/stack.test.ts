import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_STORAGE_KEY } from './constants';
import { lockScroll, resetScrollLock, scrollLockCount, unlockScroll } from './scroll-lock';
import {
  $modalStack,
  closeModal,
  closeTop,
  modalState,
  nextModalId,
  openModal,
  readModalRecord,
  removeModal,
  resetModals,
  topModal,
} from './stack';

const html = document.documentElement;
const body = document.body;

function ids(): string[] {
  return $modalStack.get().map((e) => `${e.id}:${e.state}`);
}

function storedRecord(): unknown {
  return JSON.parse(localStorage.getItem(MODAL_STORAGE_KEY) ?? 'null');
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetModals();
  resetScrollLock();
  html.style.overflow = '';
  body.style.overflow = '';
  body.style.paddingRight = '';
});

afterEach(() => {
  resetModals();
  resetScrollLock();
  vi.useRealTimers();
});

describe('modal stack', () => {
  it('pushes in order and closes the top first (closeTop)', () => {
    openModal({ id: 'a' });
    openModal({ id: 'b' });
    expect(ids()).toEqual(['a:open', 'b:open']);
    expect(topModal()?.id).toBe('b');

    expect(closeTop()).toBe(true);
    expect(ids()).toEqual(['a:open', 'b:closing']);
    // A closing modal is no longer the top one: the next Esc acts on "a".
    expect(topModal()?.id).toBe('a');

    vi.advanceTimersByTime(200);
    expect(ids()).toEqual(['a:open']);
    expect(closeTop()).toBe(true);
    vi.advanceTimersByTime(200);
    expect(ids()).toEqual([]);
    expect(closeTop()).toBe(false);
  });

  it('goes closed → open → closing → closed, the closing state lasting the transition time', () => {
    expect(modalState('m')).toBe('closed');
    openModal({ id: 'm' });
    expect(modalState('m')).toBe('open');
    closeModal('m');
    expect(modalState('m')).toBe('closing');
    vi.advanceTimersByTime(199);
    expect(modalState('m')).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(modalState('m')).toBe('closed');
  });

  it('removes at once when the transition time is 0 (reduced motion)', () => {
    openModal({ id: 'm', transitionMs: 0 });
    closeModal('m');
    expect(modalState('m')).toBe('closed');
    expect(scrollLockCount()).toBe(0);
  });

  it('reopening a closing modal cancels the closing and puts it on top', () => {
    openModal({ id: 'a' });
    openModal({ id: 'b' });
    closeModal('a');
    openModal({ id: 'a' });
    vi.advanceTimersByTime(500);
    expect(ids()).toEqual(['b:open', 'a:open']);
    expect(scrollLockCount()).toBe(2);
  });

  it('tells the owner once when closing, unless the owner closed it itself', () => {
    const onClose = vi.fn();
    openModal({ id: 'a', onClose });
    closeModal('a');
    closeModal('a'); // already closing: ignored
    expect(onClose).toHaveBeenCalledTimes(1);

    const silent = vi.fn();
    openModal({ id: 'b', onClose: silent });
    closeModal('b', { notify: false });
    expect(silent).not.toHaveBeenCalled();
    expect(modalState('b')).toBe('closing');
  });

  it('refuses a modal without an id and says so in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    openModal({ id: '' });
    expect($modalStack.get()).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pd-widgets\] modal: .*needs a non-empty id/),
    );
  });

  it('locks page scroll while any modal is in the stack and restores the previous styles', () => {
    html.style.overflow = 'scroll';
    openModal({ id: 'a' });
    expect(html.style.overflow).toBe('hidden');
    expect(body.style.overflow).toBe('hidden');
    openModal({ id: 'b' });
    closeModal('b');
    vi.advanceTimersByTime(200);
    expect(html.style.overflow).toBe('hidden');
    closeModal('a');
    // still locked during the closing transition
    expect(body.style.overflow).toBe('hidden');
    vi.advanceTimersByTime(200);
    expect(html.style.overflow).toBe('scroll');
    expect(body.style.overflow).toBe('');
  });

  it('removeModal drops an entry at once and releases its lock', () => {
    openModal({ id: 'a' });
    removeModal('a');
    expect(ids()).toEqual([]);
    expect(body.style.overflow).toBe('');
  });
});

describe('modal stack record in localStorage', () => {
  it('keeps {stack, historyFull, historyAnchor, stackWithHash, stackWithoutHash}', () => {
    openModal({ id: 'filters', useHash: true });
    openModal({ id: 'alert' });
    expect(storedRecord()).toEqual({
      stack: ['filters', 'alert'],
      historyFull: ['filters', 'alert'],
      historyAnchor: ['filters'],
      stackWithHash: ['filters'],
      stackWithoutHash: ['alert'],
    });
    closeModal('alert');
    vi.advanceTimersByTime(200);
    expect(storedRecord()).toMatchObject({ stack: ['filters'], stackWithoutHash: [] });
    expect(readModalRecord()).toEqual(storedRecord());
  });

  it('trims both histories to the last 10 ids', () => {
    for (let i = 1; i <= 12; i += 1) {
      openModal({ id: `m${i}`, useHash: true });
      closeModal(`m${i}`);
      vi.advanceTimersByTime(200);
    }
    const record = storedRecord() as { historyFull: string[]; historyAnchor: string[]; stack: string[] };
    const last10 = Array.from({ length: 10 }, (_, i) => `m${i + 3}`);
    expect(record.historyFull).toEqual(last10);
    expect(record.historyAnchor).toEqual(last10);
    expect(record.stack).toEqual([]);
  });

  it('continues the histories of a previous page load but not its stack', () => {
    localStorage.setItem(
      MODAL_STORAGE_KEY,
      JSON.stringify({
        stack: ['stale'],
        historyFull: ['x', 'stale'],
        historyAnchor: ['x'],
        stackWithHash: [],
        stackWithoutHash: ['stale'],
      }),
    );
    resetModals(); // a fresh page
    openModal({ id: 'y' });
    expect(storedRecord()).toEqual({
      stack: ['y'],
      historyFull: ['x', 'stale', 'y'],
      historyAnchor: ['x'],
      stackWithHash: [],
      stackWithoutHash: ['y'],
    });
  });

  it('ignores a malformed record with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(MODAL_STORAGE_KEY, '{"stack":5}');
    resetModals();
    openModal({ id: 'y' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] modal:'));
    expect(storedRecord()).toMatchObject({ historyFull: ['y'] });
  });
});

describe('scroll lock', () => {
  it('is ref-counted: only the last unlock restores the page', () => {
    body.style.overflow = 'auto';
    lockScroll();
    lockScroll();
    unlockScroll();
    expect(body.style.overflow).toBe('hidden');
    unlockScroll();
    expect(body.style.overflow).toBe('auto');
    unlockScroll(); // extra unlock is harmless
    expect(scrollLockCount()).toBe(0);
    expect(body.style.overflow).toBe('auto');
  });

  it('pads the body by the width of the vanished scrollbar', () => {
    vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    body.style.paddingRight = '5px';
    lockScroll();
    expect(body.style.paddingRight).toBe('20px');
    unlockScroll();
    expect(body.style.paddingRight).toBe('5px');
  });
});

describe('nextModalId', () => {
  it('hands out a new pd-modal-N id on every call and skips ids already in the stack', () => {
    const first = nextModalId();
    const second = nextModalId();
    expect(first).toMatch(/^pd-modal-\d+$/);
    expect(second).not.toBe(first);
    const n = Number(second.slice('pd-modal-'.length));
    openModal({ id: `pd-modal-${n + 1}`, transitionMs: 0 }); // an explicit id that looks generated
    expect(nextModalId()).toBe(`pd-modal-${n + 2}`);
  });
});
