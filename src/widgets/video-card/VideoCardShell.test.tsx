/**
 * `<pd-video-card>` before its dialog code has arrived (ADR 216): the card renders its play button at load; a pointer
 * or focus on it loads VideoCardDialog.tsx; a click meanwhile is kept (the button busy, the view counted at the
 * click); a failed load shows the widget's error text and tries again on 'Повторить' (tests/first-use-scenario.ts); closing
 * the failure records no goal. The dialog itself is a stand-in here (VideoCard.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import type { VideoCardDialogProps } from './VideoCardDialog';
import { createArrival } from '../../../tests/arrival';
import {
  firstUseScenario,
  pointerEnter,
  popupFailure,
  popupOutcome,
} from '../../../tests/first-use-scenario';

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
const TITLE = 'Видеовизитка';

async function mount() {
  const el = document.createElement('pd-video-card');
  el.setAttribute('video-url', YT);
  el.setAttribute('video-uuid', UUID);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  const play = await q.findByRole('button', { name: 'Видеовизитка: смотреть видео' });
  return { el, q, play };
}

let goals: Array<{ name: string; params: Record<string, unknown> }>;
let views: string[];
const onGoal = (e: Event) => goals.push((e as CustomEvent).detail);

describe('<pd-video-card> before its dialog code (ADR 216)', () => {
  firstUseScenario({
    arrival,
    imported,
    mount,
    control: (m) => m.play,
    pointer: pointerEnter,
    focus: (play) => play.focus(),
    atLoad: (m) => expect(m.q.getByText('Видеовизитка')).toBeTruthy(),
    use: (m) => fireEvent.click(m.play),
    // The view is counted at the click, as before the split.
    whileWaiting: () => waitFor(() => expect(views).toEqual([UUID])),
    failure: popupFailure('pd-video-card', TITLE, 'Не удалось загрузить видео. Попробуйте ещё раз'),
    // Closing the failure drops the open: no video was shown, no goal.
    dismiss: {
      close: (alert) => fireEvent.keyDown(alert, { key: 'Escape' }),
      after: () => expect(goals).toEqual([]),
    },
    outcome: popupOutcome(
      TITLE,
      (dialog) => expect(dialog.textContent).toContain('aqz-KE-bpKQ'),
      // The view was counted once, at the click; closing the dialog records the goal.
      async (m, dialog) => {
        expect(views).toEqual([UUID]);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
        await waitFor(() => expect(m.q.queryByRole('dialog', { name: TITLE })).toBeNull());
        expect(goals).toEqual([
          { name: 'videoCard_closedWithoutView', params: { uuid: UUID, provider: 'youtube' } },
        ]);
      },
    ),
    beforeEach: () => {
      goals = [];
      views = [];
      window.addEventListener('pd:goal', onGoal);
      server.use(
        http.post('*/api/doctor/video_card/:uuid/view_count', ({ params }) => {
          views.push(String(params.uuid));
          return HttpResponse.json({ uuid: params.uuid, view_count: views.length });
        }),
      );
    },
    afterEach: () => window.removeEventListener('pd:goal', onGoal),
  });
});
