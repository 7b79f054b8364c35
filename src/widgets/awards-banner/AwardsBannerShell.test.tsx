/**
 * `<pd-awards-banner>` before its modal's code has arrived (ADR 216): the banner renders at load (its phase decides
 * it); a pointer or focus on it loads AwardsBannerDialog.tsx; a click meanwhile is kept (the banner busy); a failed
 * load shows the widget's error text and tries again on 'Повторить'; the hide control works without that code. The
 * modal itself is a stand-in here (AwardsBanner.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awardsContent } from '../../../mocks/api/awards';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import type { AwardsBannerDialogProps } from './AwardsBannerDialog';
import { createArrival } from '../../../tests/arrival';

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

async function mount() {
  configure({ now: '2024-11-05T12:00:00+03:00' });
  const el = document.createElement('pd-awards-banner');
  el.setAttribute('content', CONTENT);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  const banner = await q.findByRole('button', { name: BANNER });
  return { el, q, banner };
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 300));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  document.cookie = 'award_banner=; max-age=0; path=/';
  resetModals();
  resetScrollLock();
  resetConfig();
  vi.restoreAllMocks();
});

describe('<pd-awards-banner> before its modal code (ADR 216)', () => {
  // The modal module is imported once per file (a failed import is tried again), so these run in order.
  it('shows the banner and hides it without the modal code; a pointer on the banner starts loading it; a failed preload shows and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el, q, banner } = await mount();
    expect(q.getByText('Подробнее')).toBeTruthy();
    expect(imported).not.toHaveBeenCalled();
    // A pointer entering the banner (React derives its pointerenter from pointerover).
    fireEvent.pointerOver(banner);
    fireEvent.pointerEnter(banner);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(errors).not.toHaveBeenCalled();

    const hidden = vi.fn();
    el.addEventListener('awards-banner:hide', hidden);
    fireEvent.click(q.getByRole('button', { name: 'Скрыть баннер' }));
    await waitFor(() => expect(q.queryByRole('button', { name: BANNER })).toBeNull());
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('award_banner=hidden');
  });

  it('the focus on the banner starts loading it too', async () => {
    arrival.reset();
    const { banner } = await mount();
    banner.focus();
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(2));
    arrival.fail();
    await vi.dynamicImportSettled();
  });

  it('a click while the code loads is kept (banner busy); a failure shows the error text, logs, does not throw; "Повторить" (busy) opens the modal', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { q, banner } = await mount();
    fireEvent.click(banner);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(3));
    expect(banner.getAttribute('aria-busy')).toBe('true');
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Итоги премии 2024' });
    expect(within(alert).getByText('Не удалось загрузить подробности. Попробуйте ещё раз')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-awards-banner: could not load the popup code/,
    );
    expect(banner.hasAttribute('aria-busy')).toBe(false);

    arrival.reset();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(4));
    // The failure stays until the code has arrived, its button busy.
    expect(within(alert).getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy')).toBe('true');
    expect(q.queryByRole('dialog', { name: 'Итоги премии 2024' })).toBeNull();
    arrival.release();
    const dialog = await q.findByRole('dialog', { name: 'Итоги премии 2024' });
    expect(dialog.textContent).toContain('results');
    expect(q.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog', { name: 'Итоги премии 2024' })).toBeNull());
  });
});
