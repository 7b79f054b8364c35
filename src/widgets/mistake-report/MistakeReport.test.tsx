import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import { server } from '../../../tests/msw-server';
import { until } from '../../../tests/wait';
import './index';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

/** Mounts the element and an opener; resolves once the document delegation listens (a probe span got its role). */
async function mount(
  opener = '<a href="/mistake/report/?doctor=7001" data-pd-mistake-report>Сообщить об ошибке</a>',
) {
  const el = document.createElement('pd-mistake-report');
  document.body.append(el);
  const wrap = document.createElement('p');
  wrap.innerHTML = opener + '<span data-pd-mistake-report="/mistake/report/" id="probe">?</span>';
  document.body.append(wrap);
  await waitFor(() => expect(document.getElementById('probe')!.getAttribute('role')).toBe('button'));
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q, opener: wrap.firstElementChild as HTMLElement };
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(false);
  // happy-dom loads frames: the form answers with a blank page (no script of its own here).
  server.use(
    http.get(
      '*/mistake/report/',
      () =>
        new HttpResponse('<!doctype html><title>form</title>', { headers: { 'Content-Type': 'text/html' } }),
    ),
  );
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  vi.restoreAllMocks();
});

const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));

describe('<pd-mistake-report>', () => {
  it('an opener opens the form frame with iframe=true (mobile: full screen)', async () => {
    const { el, q, opener } = await mount();
    fireEvent.click(opener);
    const dialog = await q.findByRole('dialog', { name: 'Сообщить об ошибке' });
    expect(dialog.getAttribute('data-variant')).toBe('fullscreen');
    const frame = within(dialog).getByTitle('Форма сообщения об ошибке') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${location.origin}/mistake/report/?doctor=7001&iframe=true`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await until(() => !el.shadowRoot!.querySelector('iframe'));
  });

  it('accepts messages only from the frame’s origin and window: resize, then close', async () => {
    setDesktop(true);
    const { el, q, opener } = await mount();
    fireEvent.click(opener);
    const dialog = await q.findByRole('dialog', { name: 'Сообщить об ошибке' });
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    const frame = within(dialog).getByTitle('Форма сообщения об ошибке') as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentWindow).toBeTruthy());
    const height = () => frame.getAttribute('data-height');
    expect(height()).toBe('480');
    const resize = { sender: 'mistakeForm', action: 'resize', height: 640 };
    const close = { sender: 'mistakeForm', action: 'close' };
    post(resize, 'https://evil.example', frame.contentWindow); // foreign origin
    post(resize, location.origin, window); // another window
    post(close, 'https://evil.example', frame.contentWindow);
    post(close, location.origin, window);
    post({ sender: 'other', action: 'close' }, location.origin, frame.contentWindow);
    expect(height()).toBe('480');
    expect(q.getByRole('dialog')).toBeTruthy();
    post(resize, location.origin, frame.contentWindow);
    await waitFor(() => expect(height()).toBe('640'));
    expect(frame.style.height).toBe('640px');
    post(JSON.stringify(close), location.origin, frame.contentWindow);
    await until(() => !el.shadowRoot!.querySelector('iframe'));
    expect(frame.isConnected).toBe(false);
  });

  it('a data-attribute URL wins over href; a foreign or javascript: URL is refused with a clear error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q, opener } = await mount(
      '<button type="button" data-pd-mistake-report="https://evil.example/form/">Ошибка</button>',
    );
    fireEvent.click(opener);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]![0])).toMatch(
      /^\[pd-widgets\] pd-mistake-report: the form URL must be a same-origin/,
    );
    expect(q.queryByRole('dialog')).toBeNull();
  });
});
