/**
 * `<pd-awards-banner>` before its modal's code has arrived (ADR 216): the banner renders at load (its phase decides
 * it); a pointer or focus on it loads AwardsBannerDialog.tsx; a click meanwhile is kept (the banner busy); a failed
 * load shows the widget's error text and tries again on 'Повторить' (tests/first-use-scenario.ts); the hide control
 * works without that code. The modal itself is a stand-in here (AwardsBanner.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { awardsContent } from '../../../mocks/api/awards';
import { configure, resetConfig } from '../../core/config';
import type { AwardsBannerDialogProps } from './AwardsBannerDialog';
import { createArrival } from '../../../tests/arrival';
import {
  firstUseScenario,
  pointerEnter,
  popupFailure,
  popupOutcome,
} from '../../../tests/first-use-scenario';

/** The modal module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./AwardsBannerDialog', async () => {
  imported();
  await arrival.promise;
  return {
    AwardsBannerDialog: ({ view, open, onClose }: AwardsBannerDialogProps) =>
      open ? (
        <div role="dialog" aria-label={view.modalTitle}>
          {view.phase}
          <button type="button" onClick={onClose}>
            Закрыть
          </button>
        </div>
      ) : null,
  };
});

await import('./index');

const CONTENT = JSON.stringify(awardsContent(2024));
const BANNER = /Итоги премии ПроДокторов 2024/;
const MODAL = 'Итоги премии 2024';

async function mount() {
  configure({ now: '2024-11-05T12:00:00+03:00' });
  const el = document.createElement('pd-awards-banner');
  el.setAttribute('content', CONTENT);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  const banner = await q.findByRole('button', { name: BANNER });
  return { el, q, banner };
}

describe('<pd-awards-banner> before its modal code (ADR 216)', () => {
  // The modal module is imported once per file (a failed import is tried again), so these run in order.
  it('hides the banner without the modal code', async () => {
    const { el, q } = await mount();
    const hidden = vi.fn();
    el.addEventListener('awards-banner:hide', hidden);
    fireEvent.click(q.getByRole('button', { name: 'Скрыть баннер' }));
    await waitFor(() => expect(q.queryByRole('button', { name: BANNER })).toBeNull());
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('award_banner=hidden');
    expect(imported).not.toHaveBeenCalled();
  });

  firstUseScenario({
    arrival,
    imported,
    mount,
    control: (m) => m.banner,
    pointer: pointerEnter,
    focus: (banner) => banner.focus(),
    atLoad: (m) => expect(m.q.getByText('Подробнее')).toBeTruthy(),
    use: (m) => fireEvent.click(m.banner),
    failure: popupFailure('pd-awards-banner', MODAL, 'Не удалось загрузить подробности. Попробуйте ещё раз'),
    outcome: popupOutcome(
      MODAL,
      (dialog) => expect(dialog.textContent).toContain('results'),
      async (m, dialog) => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
        await waitFor(() => expect(m.q.queryByRole('dialog', { name: MODAL })).toBeNull());
      },
    ),
    afterEach: () => {
      document.cookie = 'award_banner=; max-age=0; path=/';
      resetConfig();
    },
  });
});
