/**
 * `<pd-soft-version-badge>` before its popover's code has arrived (ADR 215; src/shared/openers/popup-code.tsx): at
 * load only the badge; a pointer or focus on it loads SoftVersionPanel.tsx; an open meanwhile is kept (the badge
 * busy); a failed load shows the widget's error text and tries again on 'Повторить'. The popover is the real one,
 * held back by each test (SoftVersionBadge.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import { createArrival } from '../../../tests/arrival';

/** The popover module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./SoftVersionPanel', async (importOriginal) => {
  imported();
  await arrival.promise;
  return importOriginal();
});

await import('./index');

async function mount() {
  const el = document.createElement('pd-soft-version-badge');
  el.setAttribute('version', 'PRO');
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q, badge: await q.findByRole('button', { name: 'Версия «Профи»' }) };
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
  resetModals();
  resetScrollLock();
  vi.restoreAllMocks();
});

describe('<pd-soft-version-badge> before its popover code (ADR 215)', () => {
  // The popover module is imported once per file (a failed import is tried again), so these run in order.
  it('at load only the badge; a pointer or focus on it starts loading the popover; a failed preload shows and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { badge, q } = await mount();
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    expect(q.queryByText(/Возможности версии/)).toBeNull();
    expect(imported).not.toHaveBeenCalled();
    fireEvent.pointerOver(badge);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    arrival.fail();
    await vi.dynamicImportSettled();
    arrival.reset();
    fireEvent.focusIn(badge);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(2));
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    expect(errors).not.toHaveBeenCalled();
  });

  it("an open while the code loads is kept (badge busy); a failure shows 'Не удалось загрузить возможности версии'; closing it closes the badge", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { badge, q } = await mount();
    fireEvent.click(badge);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(3));
    expect(badge.getAttribute('aria-busy')).toBe('true');
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Версия «Профи»' });
    expect(
      within(alert).getByText('Не удалось загрузить возможности версии. Попробуйте ещё раз'),
    ).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-soft-version-badge: could not load the popup code/,
    );
    expect(badge.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(within(alert).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('alertdialog')).toBeNull());
    expect(badge.getAttribute('aria-expanded')).toBe('false');
  });

  it("'Повторить' (busy) shows the popover with its benefits once the code arrives", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { badge, q } = await mount();
    fireEvent.click(badge);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(4));
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Версия «Профи»' });
    arrival.reset();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(imported.mock.calls.length).toBeGreaterThanOrEqual(5));
    expect(within(alert).getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy')).toBe('true');
    arrival.release();
    const title = await q.findByText('Возможности версии «Профи»');
    const panel = title.parentElement!;
    expect(panel.hidden).toBe(false);
    expect(badge.getAttribute('aria-controls')).toBe(panel.id);
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Обновлять данные о себе',
      'Отвечать на отзывы',
      'Отслеживать эффективность страницы',
      'Отключать рекламу на странице',
    ]);
    await waitFor(() => expect(q.queryByRole('alertdialog')).toBeNull());
    expect(badge.getAttribute('aria-expanded')).toBe('true');
  });
});
