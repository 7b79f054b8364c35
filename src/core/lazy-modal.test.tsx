import { act, cleanup, render, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostContext } from './host';
import { resetModals, resetScrollLock } from './modal';
import { modalStyles } from './modal/modal.styles';
import { getSheet } from './styles';

afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  resetModals();
  resetScrollLock();
  vi.doUnmock('./modal/StyledDialog');
  vi.resetModules();
  vi.restoreAllMocks();
});

/** Renders `ui` into the open shadow root of a host element, with the host in context as defineWidget does. */
function renderInWidget(ui: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const wrap = (node: ReactNode) => <HostContext.Provider value={host}>{node}</HostContext.Provider>;
  const result = render(wrap(ui), { container });
  return {
    root,
    q: within(root as unknown as HTMLElement),
    rerender: (node: ReactNode) => result.rerender(wrap(node)),
  };
}

const modalSheet = () => getSheet(modalStyles);

describe('LazyDialog', () => {
  it('opens the dialog once the modal chunk has loaded and adopts the modal css into the shadow root', async () => {
    const { LazyDialog } = await import('./lazy-modal');
    const { root, q } = renderInWidget(
      <LazyDialog open onClose={() => {}} title="Сначала нужно проконсультироваться с врачом">
        <p>Текст</p>
      </LazyDialog>,
    );
    expect(await q.findByText('Сначала нужно проконсультироваться с врачом')).toBeTruthy();
    expect(root.querySelector('dialog')?.getAttribute('data-state')).toBe('open');
    expect(root.adoptedStyleSheets).toContain(modalSheet());
  });

  it('preloadModal resolves to the dialog component, shared by every caller', async () => {
    const { preloadModal } = await import('./lazy-modal');
    const [a, b] = await Promise.all([preloadModal(), preloadModal()]);
    expect(a).toBe(b);
    expect(a.name).toBe('StyledDialog');
  });

  it('when the chunk fails to load it logs, renders nothing around it broken, and retries on the next render', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    vi.doMock('./modal/StyledDialog', () => {
      throw new Error('network down');
    });
    const { LazyDialog } = await import('./lazy-modal');
    const ui = (label: string) => (
      <>
        <p>{label}</p>
        <LazyDialog open onClose={() => {}} title="Заголовок модального окна" />
      </>
    );
    const { q, rerender } = renderInWidget(ui('Календарь'));
    await waitFor(() =>
      expect(
        error.mock.calls.some((c) =>
          /^\[pd-widgets\] modal: could not load the dialog code/.test(String(c[0])),
        ),
      ).toBe(true),
    );
    expect(q.getByText('Календарь')).toBeTruthy();
    expect(q.queryByText('Заголовок модального окна')).toBeNull();

    vi.doUnmock('./modal/StyledDialog');
    act(() => rerender(ui('Календарь снова')));
    expect(await q.findByText('Заголовок модального окна')).toBeTruthy();
    expect(q.getByText('Календарь снова')).toBeTruthy();
  });
});
