import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';
import { Dialog, type DialogProps } from './Dialog';
import { isSliderSuppressedByHash } from './hash';
import { modalStyles } from './modal.styles';
import { resetScrollLock, scrollLockCount } from './scroll-lock';
import { $modalStack, closeTop, resetModals } from './stack';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };

const hosts: HTMLElement[] = [];

/** Renders `ui` inside an open shadow root, as a widget would. */
function renderInShadow(ui: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const result = render(ui, { container });
  return { ...result, root, q: within(root as unknown as HTMLElement) };
}

type HarnessProps = Partial<DialogProps> & { opener?: string; initiallyOpen?: boolean; content?: ReactNode };

/** A button that opens a dialog, the way a widget owns one. */
function Harness({
  opener = 'Открыть',
  initiallyOpen = false,
  content,
  id = 'a',
  title = 'Заголовок',
  ...rest
}: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {opener}
      </button>
      <Dialog
        id={id}
        title={title}
        open={open}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
        {...rest}
      >
        {content ?? <button type="button">Действие {id}</button>}
      </Dialog>
    </>
  );
}

function dialogOf(root: ShadowRoot, id: string): HTMLDialogElement {
  const d = root.querySelector<HTMLDialogElement>(`dialog[data-modal-id="${id}"]`);
  if (!d) throw new Error(`no dialog ${id}`);
  return d;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Runs `navigate` and waits for the `popstate` or `hashchange` it causes (happy-dom fires them from a timer). */
async function navigating(navigate: () => void) {
  await act(async () => {
    const fired = new Promise<void>((resolve) => {
      const done = () => {
        window.removeEventListener('popstate', done);
        window.removeEventListener('hashchange', done);
        resolve();
      };
      window.addEventListener('popstate', done);
      window.addEventListener('hashchange', done);
    });
    navigate();
    await fired;
  });
}

/** The browser's back button. */
const goBack = () => navigating(() => history.back());

function setDesktop(desktop: boolean) {
  act(() => {
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 375, height: 800 });
  });
}

beforeEach(() => {
  resetModals();
  resetScrollLock();
  localStorage.clear();
  setDesktop(false);
});

afterEach(() => {
  cleanup(); // unmount before the stores are reset, so no update lands outside act()
  vi.useRealTimers();
  resetModals();
  resetScrollLock();
  hosts.splice(0).forEach((h) => h.remove());
  history.replaceState(null, '', '/');
});

describe('<Dialog>', () => {
  it('opens as a modal <dialog> named by its title, with a Russian close button, and moves focus in', () => {
    const { root, q } = renderInShadow(<Harness />);
    expect(q.queryByRole('dialog')).toBeNull();

    const opener = q.getByRole('button', { name: 'Открыть' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = q.getByRole('dialog', { name: 'Заголовок' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeTruthy();
    // Focus goes to the first focusable element of the body, not to the cross.
    expect(root.activeElement).toBe(within(dialog).getByRole('button', { name: 'Действие a' }));
    expect($modalStack.get().map((e) => e.id)).toEqual(['a']);
  });

  it('never starts in an embedded frame: the first other focusable element, else the dialog itself (ADR 223)', () => {
    const first = renderInShadow(
      <Harness
        initiallyOpen
        content={
          <>
            <iframe title="Плеер" src="about:blank" />
            <button type="button">После плеера</button>
          </>
        }
      />,
    );
    expect(first.root.activeElement).toBe(first.q.getByRole('button', { name: 'После плеера' }));
    cleanup();
    resetModals();

    const only = renderInShadow(
      <Harness initiallyOpen content={<iframe title="Плеер" src="about:blank" />} />,
    );
    expect(only.root.activeElement).toBe(only.q.getByRole('dialog'));
  });

  it('focuses the dialog itself when its content has nothing focusable', () => {
    const { root, q } = renderInShadow(<Harness initiallyOpen content={<p>Текст</p>} />);
    expect(root.activeElement).toBe(q.getByRole('dialog'));
  });

  it('stays in the closing state for 200 ms, then closes and returns focus to the opener', () => {
    vi.useFakeTimers();
    const { root, q } = renderInShadow(<Harness />);
    const opener = q.getByRole('button', { name: 'Открыть' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = dialogOf(root, 'a');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(dialog.getAttribute('data-state')).toBe('closing');
    expect(dialog.open).toBe(true);
    advance(199);
    expect(dialog.open).toBe(true);
    advance(1);
    expect(dialog.open).toBe(false);
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(q.queryByRole('button', { name: 'Действие a' })).toBeNull();
    expect(root.activeElement).toBe(opener);
  });

  it('Esc closes only the top dialog', () => {
    vi.useFakeTimers();
    const { root, q } = renderInShadow(
      <>
        <Harness id="lower" opener="Первый" />
        <Harness id="upper" opener="Второй" />
      </>,
    );
    fireEvent.click(q.getByRole('button', { name: 'Первый' }));
    fireEvent.click(q.getByRole('button', { name: 'Второй' }));
    const lower = dialogOf(root, 'lower');
    const upper = dialogOf(root, 'upper');

    // A cancel reaching the lower dialog (it is not the top one) does nothing.
    fireEvent(lower, new Event('cancel', { cancelable: true }));
    expect(lower.getAttribute('data-state')).toBe('open');

    fireEvent.keyDown(within(upper).getByRole('button', { name: 'Действие upper' }), { key: 'Escape' });
    expect(upper.getAttribute('data-state')).toBe('closing');
    expect(lower.getAttribute('data-state')).toBe('open');

    // A second Esc during the closing transition does not reach through to the lower one.
    fireEvent.keyDown(upper, { key: 'Escape' });
    advance(200);
    expect(upper.open).toBe(false);
    expect(lower.open).toBe(true);

    // The browser's own cancel event (Esc in the top layer, Android back) closes the new top.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(lower, cancel);
    expect(cancel.defaultPrevented).toBe(true); // we run the closing transition ourselves
    expect(lower.getAttribute('data-state')).toBe('closing');
  });

  it('hideKeyEsc keeps the dialog open on Esc and on the browser cancel', () => {
    const { root } = renderInShadow(<Harness initiallyOpen hideKeyEsc />);
    const dialog = dialogOf(root, 'a');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.getAttribute('data-state')).toBe('open');
  });

  it('reopens itself when the browser force-closes a dialog that may not be closed by Esc', () => {
    const { root } = renderInShadow(<Harness initiallyOpen hideKeyEsc />);
    const dialog = dialogOf(root, 'a');
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('data-state')).toBe('open');
  });

  it('a click on the backdrop closes; a click inside the container or a drag out of it does not', () => {
    const { root } = renderInShadow(<Harness initiallyOpen />);
    const dialog = dialogOf(root, 'a');
    const inner = root.querySelector('.pd-modal__body') as HTMLElement;

    fireEvent.click(inner);
    expect(dialog.getAttribute('data-state')).toBe('open');

    fireEvent.pointerDown(inner);
    fireEvent.click(dialog); // press inside, release on the backdrop
    expect(dialog.getAttribute('data-state')).toBe('open');

    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog.getAttribute('data-state')).toBe('closing');
  });

  it('hideClickOutContainer ignores backdrop clicks', () => {
    const { root } = renderInShadow(<Harness initiallyOpen hideClickOutContainer />);
    const dialog = dialogOf(root, 'a');
    fireEvent.click(dialog);
    expect(dialog.getAttribute('data-state')).toBe('open');
  });

  it('hideCloseBtn removes the cross; hideCloseBtnOnMobile shows it on desktop only', () => {
    const first = renderInShadow(<Harness initiallyOpen hideCloseBtn />);
    expect(first.q.queryByRole('button', { name: 'Закрыть' })).toBeNull();
    first.unmount();

    const mobile = renderInShadow(<Harness id="p" initiallyOpen hideCloseBtnOnMobile />);
    expect(mobile.q.queryByRole('button', { name: 'Закрыть' })).toBeNull();
    setDesktop(true);
    expect(mobile.q.getByRole('button', { name: 'Закрыть' })).toBeTruthy();
  });

  it('auto is a bottom sheet on mobile and a centred dialog on desktop; mobileTitle replaces the title on mobile', () => {
    const { root, q } = renderInShadow(
      <Harness initiallyOpen variant="auto" mobileTitle="Коротко" size="sm" />,
    );
    const dialog = dialogOf(root, 'a');
    expect(dialog.getAttribute('data-variant')).toBe('bottom-sheet');
    expect(q.getByRole('dialog', { name: 'Коротко' })).toBe(dialog);
    setDesktop(true);
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    expect(dialog.getAttribute('data-size')).toBe('sm');
    expect(q.getByRole('dialog', { name: 'Заголовок' })).toBe(dialog);
  });

  it('keeps the page scroll locked until both of two dialogs have closed', () => {
    vi.useFakeTimers();
    const { root, q } = renderInShadow(
      <>
        <Harness id="one" opener="Первый" />
        <Harness id="two" opener="Второй" />
      </>,
    );
    fireEvent.click(q.getByRole('button', { name: 'Первый' }));
    fireEvent.click(q.getByRole('button', { name: 'Второй' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(within(dialogOf(root, 'two')).getByRole('button', { name: 'Закрыть' }));
    advance(200);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(scrollLockCount()).toBe(1);

    fireEvent.click(within(dialogOf(root, 'one')).getByRole('button', { name: 'Закрыть' }));
    advance(200);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.overflow).toBe('');
  });

  it('closing by the owner (open=false) runs the closing state without calling onClose', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Готово
          </button>
          <Dialog id="o" open={open} onClose={onClose} title="Т">
            <p>Текст</p>
          </Dialog>
        </>
      );
    }
    const { root, q } = renderInShadow(<Owner />);
    fireEvent.click(q.getByRole('button', { name: 'Готово', hidden: true }));
    expect(dialogOf(root, 'o').getAttribute('data-state')).toBe('closing');
    advance(200);
    expect(dialogOf(root, 'o').open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closeTop() from code closes the top dialog and tells its owner', () => {
    vi.useFakeTimers();
    const { root } = renderInShadow(<Harness initiallyOpen />);
    act(() => {
      closeTop();
    });
    advance(200);
    expect(dialogOf(root, 'a').open).toBe(false);
    expect($modalStack.get()).toEqual([]);
  });

  it('unmounting an open dialog releases the stack entry and the scroll lock', () => {
    const { unmount } = renderInShadow(<Harness initiallyOpen />);
    expect(scrollLockCount()).toBe(1);
    unmount();
    expect($modalStack.get()).toEqual([]);
    expect(document.body.style.overflow).toBe('');
  });

  it('falls back to the open attribute where showModal is missing', () => {
    const original = HTMLDialogElement.prototype.showModal;
    // @ts-expect-error simulating an old browser
    delete HTMLDialogElement.prototype.showModal;
    try {
      const { root } = renderInShadow(<Harness initiallyOpen zIndex={210} />);
      const dialog = dialogOf(root, 'a');
      expect(dialog.hasAttribute('open')).toBe(true);
      expect(dialog.hasAttribute('data-fallback')).toBe(true);
      expect(dialog.style.zIndex).toBe('210');
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(dialog.getAttribute('data-state')).toBe('closing');
    } finally {
      HTMLDialogElement.prototype.showModal = original;
    }
  });
});

describe('<Dialog> motion and styles', () => {
  it('closes without the 200 ms closing state when the user prefers reduced motion', () => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ ...original(query), matches: true } as MediaQueryList)
        : original(query),
    );
    const { root } = renderInShadow(<Harness initiallyOpen />);
    fireEvent.keyDown(dialogOf(root, 'a'), { key: 'Escape' });
    expect(dialogOf(root, 'a').open).toBe(false);
    expect(scrollLockCount()).toBe(0);
  });

  it('modalStyles carries the spec widths and switches animations off for reduced motion', () => {
    for (const px of [304, 360, 456, 650, 400]) expect(modalStyles).toContain(`--pd-modal-width: ${px}px`);
    expect(modalStyles).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*animation: none/);
    expect(modalStyles).toContain('pd-modal-slide-up');
    expect(modalStyles).toContain('pd-modal-slide-left');
  });
});

describe('<Dialog useHash>', () => {
  it('writes #id on open and closes on a hash change (back button)', async () => {
    const { root, q } = renderInShadow(<Harness id="filters" useHash />);
    fireEvent.click(q.getByRole('button', { name: 'Открыть' }));
    expect(location.hash).toBe('#filters');
    expect(isSliderSuppressedByHash()).toBe(true);

    await goBack();
    await waitFor(() => expect(dialogOf(root, 'filters').getAttribute('data-state')).not.toBe('open'));
    expect(location.hash).toBe('');
    await waitFor(() => expect(dialogOf(root, 'filters').open).toBe(false));
  });

  it('opens when the hash becomes #id, and the cross takes the hash away again', async () => {
    const { root } = renderInShadow(<Harness id="video" useHash />);
    location.hash = '#video';
    await waitFor(() => expect(dialogOf(root, 'video').open).toBe(true));
    expect(isSliderSuppressedByHash()).toBe(false);

    fireEvent.click(within(dialogOf(root, 'video')).getByRole('button', { name: 'Закрыть' }));
    expect(location.hash).toBe(''); // opened by the URL: replaced, not a history step back
    await waitFor(() => expect(dialogOf(root, 'video').open).toBe(false));
  });

  it('opens at once on a page loaded with #id (deep link)', () => {
    history.replaceState(null, '', '/#deep');
    const { root } = renderInShadow(<Harness id="deep" useHash />);
    expect(dialogOf(root, 'deep').open).toBe(true);
  });

  it('a lower hash dialog stays open under an upper one; back closes only the upper', async () => {
    const { root, q } = renderInShadow(
      <>
        <Harness id="lower" opener="Первый" useHash />
        <Harness id="upper" opener="Второй" useHash />
      </>,
    );
    fireEvent.click(q.getByRole('button', { name: 'Первый' }));
    fireEvent.click(q.getByRole('button', { name: 'Второй' }));
    expect(location.hash).toBe('#upper');
    await goBack();
    await waitFor(() => expect(dialogOf(root, 'upper').open).toBe(false));
    expect(location.hash).toBe('#lower');
    expect(dialogOf(root, 'lower').getAttribute('data-state')).toBe('open');

    // Forward reopens the upper one over the lower one.
    await navigating(() => history.forward());
    await waitFor(() => expect(dialogOf(root, 'upper').open).toBe(true));
    expect(location.hash).toBe('#upper');
    expect(dialogOf(root, 'lower').getAttribute('data-state')).toBe('open');
    expect($modalStack.get().map((e) => e.id)).toEqual(['lower', 'upper']);

    // Any other hash (here: none) closes both.
    await navigating(() => {
      location.hash = '';
    });
    await waitFor(() => expect($modalStack.get().every((e) => e.state === 'closing')).toBe(true));
  });
});

describe('<AlertDialog>', () => {
  function AlertHarness(props: { persistent?: boolean; big?: boolean; onConfirm?: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <AlertDialog
        open={open}
        onClose={() => setOpen(false)}
        id="alert"
        title="Не получилось подтвердить номер"
        text="Обновите страницу и попробуйте ещё раз."
        closeText="Отмена"
        confirmText="Обновить"
        {...props}
      />
    );
  }

  it('is an alertdialog with title, text and two buttons; confirm calls back and closes', () => {
    const onConfirm = vi.fn();
    const { root, q } = renderInShadow(<AlertHarness onConfirm={onConfirm} />);
    const dialog = q.getByRole('alertdialog', { name: 'Не получилось подтвердить номер' });
    expect(within(dialog).getByText('Обновите страницу и попробуйте ещё раз.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    const container = root.querySelector('.pd-modal__container') as HTMLElement;
    expect(container.style.getPropertyValue('--pd-modal-width')).toBe('304px');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Обновить' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog.getAttribute('data-state')).toBe('closing');
  });

  it('is 560 wide when big and closes on Esc', () => {
    const { root } = renderInShadow(<AlertHarness big />);
    const container = root.querySelector('.pd-modal__container') as HTMLElement;
    expect(container.style.getPropertyValue('--pd-modal-width')).toBe('560px');
    fireEvent.keyDown(dialogOf(root, 'alert'), { key: 'Escape' });
    expect(dialogOf(root, 'alert').getAttribute('data-state')).toBe('closing');
  });

  it('persistent ignores Esc and outside clicks, the close button still works', () => {
    const { root, q } = renderInShadow(<AlertHarness persistent />);
    const dialog = dialogOf(root, 'alert');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(dialog);
    expect(dialog.getAttribute('data-state')).toBe('open');
    fireEvent.click(q.getByRole('button', { name: 'Отмена' }));
    expect(dialog.getAttribute('data-state')).toBe('closing');
  });
});
