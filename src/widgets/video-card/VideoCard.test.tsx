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

const UUID = '6b1c2e8a-5d4f-4c2b-9a77-0d3e1f2a9b10';
const YT = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

function mount(attrs: Record<string, string>) {
  const el = document.createElement('pd-video-card');
  for (const [k, val] of Object.entries(attrs)) el.setAttribute(k, val);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

/** Counts view_count POSTs (the reference handler still answers). */
function countViews() {
  const seen: string[] = [];
  server.use(
    http.post('*/api/doctor/video_card/:uuid/view_count', ({ request, params }) => {
      seen.push(`${String(params.uuid)} ${request.headers.get('X-CSRFToken') ? 'csrf' : 'no-csrf'}`);
      return HttpResponse.json({ uuid: params.uuid, view_count: seen.length });
    }),
  );
  return seen;
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
let goals: Array<{ name: string; params: Record<string, unknown> }>;
const onGoal = (e: Event) => goals.push((e as CustomEvent).detail);
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(false);
  goals = [];
  window.addEventListener('pd:goal', onGoal);
  // happy-dom loads frames: the players answer with a blank page (the tests never reach the network).
  const blank = () =>
    new HttpResponse('<!doctype html><title>player</title>', { headers: { 'Content-Type': 'text/html' } });
  server.use(
    http.get('https://www.youtube.com/embed/*', blank),
    http.get('https://player.vimeo.com/video/*', blank),
  );
});
afterEach(async () => {
  window.removeEventListener('pd:goal', onGoal);
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
});

describe('<pd-video-card>', () => {
  it("play opens 'Видеовизитка' fullscreen on mobile with the YouTube player; one view per open", async () => {
    const views = countViews();
    const { q } = mount({ 'video-url': YT, 'video-uuid': UUID });
    fireEvent.click(await q.findByRole('button', { name: 'Видеовизитка: смотреть видео' }));
    const dialog = await q.findByRole('dialog', { name: 'Видеовизитка' });
    expect(dialog.getAttribute('data-variant')).toBe('fullscreen');
    const frame = within(dialog).getByTitle('Видеовизитка врача') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube\.com\/embed\/aqz-KE-bpKQ\?autoplay=1&enablejsapi=1/,
    );
    await waitFor(() => expect(views).toEqual([`${UUID} csrf`]));
  });

  it('desktop: a 456-px dialog; closing before the end records the goal and removes the player', async () => {
    setDesktop(true);
    const views = countViews();
    const { q } = mount({ 'video-url': 'https://vimeo.com/76979871', 'video-uuid': UUID });
    const play = await q.findByRole('button', { name: 'Видеовизитка: смотреть видео' });
    fireEvent.click(play);
    const dialog = await q.findByRole('dialog', { name: 'Видеовизитка' });
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    expect(within(dialog).getByTitle('Видеовизитка врача').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByTitle('Видеовизитка врача')).toBeNull());
    expect(goals).toEqual([
      { name: 'videoCard_closedWithoutView', params: { uuid: UUID, provider: 'vimeo' } },
    ]);
    // Open again: a new view, a fresh player (from the start).
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
    fireEvent.click(play);
    await waitFor(() => expect(q.getByTitle('Видеовизитка врача')).toBeTruthy());
    await waitFor(() => expect(views).toHaveLength(2));
  });

  it('the card raises its view layer 500 ms after opening and lowers it 500 ms after closing', async () => {
    vi.useFakeTimers();
    try {
      const { el } = mount({ 'video-url': YT, 'video-uuid': UUID });
      const root = el.shadowRoot!;
      const card = () => root.querySelector('[part~="card"]')!;
      const play = await until(() => root.querySelector<HTMLButtonElement>('button[part~="play"]'));
      fireEvent.click(play);
      // The dialog's code is asked for in an effect, which preact runs after the next frame (ADR 216): 100 ms of
      // the 500 pass before the player is there.
      await vi.advanceTimersByTimeAsync(100);
      const frame = await until(() => root.querySelector('dialog[open] iframe'));
      expect(frame).toBeTruthy();
      expect(card().hasAttribute('data-raised')).toBe(false);
      await vi.advanceTimersByTimeAsync(399);
      expect(card().hasAttribute('data-raised')).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => card().hasAttribute('data-raised'));
      fireEvent.click(root.querySelector('dialog[open] .pd-modal__close')!);
      await until(() => !root.querySelector('iframe'));
      expect(card().hasAttribute('data-raised')).toBe(true);
      await vi.advanceTimersByTimeAsync(499);
      expect(card().hasAttribute('data-raised')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => !card().hasAttribute('data-raised'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('after the player reports the end, closing records no goal', async () => {
    const { q } = mount({ 'video-url': YT, 'video-uuid': UUID });
    fireEvent.click(await q.findByRole('button', { name: 'Видеовизитка: смотреть видео' }));
    const dialog = await q.findByRole('dialog', { name: 'Видеовизитка' });
    const frame = within(dialog).getByTitle('Видеовизитка врача') as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentWindow).toBeTruthy());
    // A message from another window or origin is ignored; the player's own 'ended' counts.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: '{"event":"onStateChange","info":0}',
        origin: 'https://evil.example',
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: '{"event":"onStateChange","info":0}',
        origin: 'https://www.youtube.com',
        source: frame.contentWindow as unknown as MessageEventSource,
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByTitle('Видеовизитка врача')).toBeNull());
    expect(goals).toEqual([]);
  });

  it.each([
    [
      'https://rutube.ru/video/abc/',
      /^\[pd-widgets\] pd-video-card: video-url "https:\/\/rutube\.ru\/video\/abc\/" is not a YouTube or Vimeo video link/,
    ],
    ['', /^\[pd-widgets\] pd-video-card: video-url is missing/],
  ])('a bad video-url (%j): a clear console error and no play button', async (url, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount({ 'video-url': url, 'video-uuid': UUID });
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(message)));
    expect(el.shadowRoot?.querySelector('button')).toBeNull();
  });

  it('no video-uuid: logged; the video plays but no view is counted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const views = countViews();
    const { q } = mount({ 'video-url': YT });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/pd-video-card: video-uuid is missing/)),
    );
    fireEvent.click(await q.findByRole('button', { name: 'Видеовизитка: смотреть видео' }));
    await q.findByTitle('Видеовизитка врача');
    expect(views).toEqual([]);
  });
});
