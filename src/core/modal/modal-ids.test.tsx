/**
 * Modal ids are unique on the page even where `useId()` is not (docs/decisions/111-modal-ids-from-the-stack.md).
 *
 * Under preact/compat (the CDN runtime) every widget root restarts its `useId` counter, so the first `useId()` of
 * two `<pd-price-block>`s is the same `P0-0`. This file makes React's `useId` behave that way (the same value in
 * every root) and checks that dialogs of two separate roots still get distinct stack ids and never open, close or
 * render each other.
 */
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';
import { Dialog } from './Dialog';
import { resetScrollLock } from './scroll-lock';
import { $modalStack, resetModals } from './stack';

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  // What preact/compat does for the first useId() of each render root.
  return { ...react, useId: () => 'P0-0' };
});

const hosts: HTMLElement[] = [];

/** Renders `ui` as its own root inside its own shadow root, as each widget on a page is. */
function renderWidget(ui: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const { unmount } = render(ui, { container });
  return { root, unmount, q: within(root as unknown as HTMLElement) };
}

/** A widget owning one dialog without an explicit id (as the price block's club sheet or the favourite prompt). */
function Widget({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть {name}
      </button>
      <Dialog title={`Окно ${name}`} open={open} onClose={() => setOpen(false)}>
        <p>Содержимое {name}</p>
      </Dialog>
    </>
  );
}

function dialogIn(root: ShadowRoot): HTMLDialogElement {
  const d = root.querySelector('dialog');
  if (!d) throw new Error('no dialog');
  return d;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetModals();
  resetScrollLock();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetModals();
  resetScrollLock();
  hosts.splice(0).forEach((h) => h.remove());
});

describe('dialog ids across widget roots whose useId() repeats', () => {
  it('two roots get distinct stack ids', () => {
    const a = renderWidget(<Widget name="А" />);
    const b = renderWidget(<Widget name="Б" />);
    const idA = dialogIn(a.root).getAttribute('data-modal-id');
    const idB = dialogIn(b.root).getAttribute('data-modal-id');
    expect(idA).toMatch(/^pd-modal-\d+$/);
    expect(idB).toMatch(/^pd-modal-\d+$/);
    expect(idA).not.toBe(idB);
  });

  it('opened one after the other, only the one opened shows (two club sheets in turn)', () => {
    const a = renderWidget(<Widget name="А" />);
    const b = renderWidget(<Widget name="Б" />);

    fireEvent.click(a.q.getByRole('button', { name: 'Открыть А' }));
    expect(dialogIn(a.root).open).toBe(true);
    expect(dialogIn(b.root).open).toBe(false);
    expect(b.q.queryByText('Содержимое Б')).toBeNull();

    fireEvent.click(within(dialogIn(a.root)).getByRole('button', { name: 'Закрыть' }));
    advance(200);
    expect(dialogIn(a.root).open).toBe(false);

    fireEvent.click(b.q.getByRole('button', { name: 'Открыть Б' }));
    expect(dialogIn(b.root).open).toBe(true);
    expect(dialogIn(a.root).open).toBe(false);
    expect(a.q.queryByText('Содержимое А')).toBeNull();
    expect($modalStack.get()).toHaveLength(1);
  });

  it('nested: each dialog shows its own content and Esc closes only the top one', () => {
    const a = renderWidget(<Widget name="А" />);
    const b = renderWidget(<Widget name="Б" />);
    fireEvent.click(a.q.getByRole('button', { name: 'Открыть А' }));
    fireEvent.click(b.q.getByRole('button', { name: 'Открыть Б', hidden: true }));

    const lower = dialogIn(a.root);
    const upper = dialogIn(b.root);
    expect(within(upper).getByText('Содержимое Б')).toBeTruthy();
    expect(within(upper).getByRole('heading', { name: 'Окно Б' })).toBeTruthy();
    expect(within(lower).getByText('Содержимое А')).toBeTruthy();
    expect($modalStack.get().map((e) => e.id)).toEqual([
      lower.getAttribute('data-modal-id'),
      upper.getAttribute('data-modal-id'),
    ]);

    fireEvent.keyDown(upper, { key: 'Escape' });
    advance(200);
    expect(upper.open).toBe(false);
    expect(lower.open).toBe(true);
    expect(lower.getAttribute('data-state')).toBe('open');

    fireEvent.keyDown(lower, { key: 'Escape' });
    advance(200);
    expect(lower.open).toBe(false);
    expect($modalStack.get()).toEqual([]);
  });

  it('alert dialogs of two roots (two favourite prompts) open one each', () => {
    function Prompt({ name }: { name: string }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Сердце {name}
          </button>
          <AlertDialog open={open} onClose={() => setOpen(false)} title={`Вопрос ${name}`} text="Текст" />
        </>
      );
    }
    const a = renderWidget(<Prompt name="1" />);
    const b = renderWidget(<Prompt name="2" />);
    fireEvent.click(b.q.getByRole('button', { name: 'Сердце 2' }));
    expect(dialogIn(b.root).open).toBe(true);
    expect(dialogIn(a.root).open).toBe(false);
    expect($modalStack.get()).toHaveLength(1);
  });

  it('unmounting one root does not drop the other root’s open dialog', () => {
    const a = renderWidget(<Widget name="А" />);
    const b = renderWidget(<Widget name="Б" />);
    fireEvent.click(b.q.getByRole('button', { name: 'Открыть Б' }));
    a.unmount();
    expect(dialogIn(b.root).open).toBe(true);
    expect($modalStack.get().map((e) => e.id)).toEqual([dialogIn(b.root).getAttribute('data-modal-id')]);
  });
});
