/**
 * `<pd-video-card>` before its dialog code has arrived (ADR 216): the card renders its play button at load; a pointer
 * or focus on it loads VideoCardDialog.tsx; a click meanwhile is kept (the button busy, the view counted at the
 * click); a failed load shows the widget's error text and tries again on 'Повторить'. The dialog itself is a
 * stand-in here (VideoCard.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import { server } from '../../../tests/msw-server';
import type { VideoCardDialogProps } from './VideoCardDialog';
import { createArrival } from '../../../tests/arrival';

/** The dialog module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./VideoCardDialog', async () => {
  imported();
  await arrival.promise;
  return {
    VideoCardDialog: ({ open, onClose, source }: VideoCardDialogProps) =>
      open ? (
        <div role="dialog" aria-label="Видеовизитка">
          {source.id}
          <button type="button" onClick={onClose}>
            Закрыть
          </button>
        </div>
      ) : null,
  };
});

await import('./index');

const UUID = '6b1c2e8a-5d4f-4c2b-9a77-0d3e1f2a9b10';
const YT = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

async function mount() {
  const el = document.createElement('pd-video-card');
  el.setAttribute('video-url', YT);
  el.setAttribute('video-uuid', UUID);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  const play = await q.findByRole('button', { name: 'Видеовизитка: смотреть видео' });
  return { el, q, play };
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
let goals: Array<{ name: string; params: Record<string, unknown> }>;
let views: string[];
const onGoal = (e: Event) => goals.push((e as CustomEvent).detail);
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  goals = [];
  views = [];
  window.addEventListener('pd:goal', onGoal);
  server.use(
    http.post('*/api/doctor/video_card/:uuid/view_count', ({ params }) => {
      views.push(String(params.uuid));
      return HttpResponse.json({ uuid: params.uuid, view_count: views.length });
    }),
  );
});
afterEach(async () => {
  window.removeEventListener('pd:goal', onGoal);
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 300));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  vi.restoreAllMocks();
});

describe('<pd-video-card> before its dialog code (ADR 216)', () => {
  // The dialog module is imported once per file (a failed import is tried again), so these run in order.
  it('shows the card without the dialog code; a pointer on the play button starts loading it; a failed preload shows and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q, play } = await mount();
    expect(q.getByText('Видеовизитка')).toBeTruthy();
    expect(imported).not.toHaveBeenCalled();
    // A pointer entering the button (React derives its pointerenter from pointerover).
    fireEvent.pointerOver(play);
    fireEvent.pointerEnter(play);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('the focus on the play button starts loading it too', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { q, play } = await mount();
    play.focus();
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(2));
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('a failed load after a click: the error text, logged, no goal; closing it drops the open', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { q, play } = await mount();
    fireEvent.click(play);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(3));
    expect(play.getAttribute('aria-busy')).toBe('true');
    // The view is counted at the click, as before the split.
    await waitFor(() => expect(views).toEqual([UUID]));
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Видеовизитка' });
    expect(within(alert).getByText('Не удалось загрузить видео. Попробуйте ещё раз')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-video-card: could not load the popup code/,
    );
    expect(play.hasAttribute('aria-busy')).toBe(false);
    fireEvent.keyDown(alert, { key: 'Escape' });
    await waitFor(() => expect(q.queryByRole('alertdialog')).toBeNull());
    expect(goals).toEqual([]);
  });

  it('a click while the code loads is kept (button busy); after a failure "Повторить" (busy) opens the dialog; closing it records the goal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { q, play } = await mount();
    fireEvent.click(play);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(4));
    expect(play.getAttribute('aria-busy')).toBe('true');
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Видеовизитка' });

    arrival.reset();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(5));
    // The failure stays until the code has arrived, its button busy.
    expect(within(alert).getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy')).toBe('true');
    expect(q.queryByRole('dialog', { name: 'Видеовизитка' })).toBeNull();
    arrival.release();
    const dialog = await q.findByRole('dialog', { name: 'Видеовизитка' });
    expect(dialog.textContent).toContain('aqz-KE-bpKQ');
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(views).toEqual([UUID]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog', { name: 'Видеовизитка' })).toBeNull());
    expect(goals).toEqual([
      { name: 'videoCard_closedWithoutView', params: { uuid: UUID, provider: 'youtube' } },
    ]);
  });
});
