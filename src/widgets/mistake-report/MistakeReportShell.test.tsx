/**
 * `<pd-mistake-report>` before its popup code has arrived (ADR 216): the element only listens at load; a pointer or
 * focus on an opener loads MistakeReportPopup.tsx; an open meanwhile is kept (the opener busy); a failed load shows
 * the widget's error text and tries again on 'Повторить'; a bad form URL is still logged at the click. The popup
 * itself is a stand-in here (MistakeReport.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import type { MistakeReportRequest } from './MistakeReportPopup';
import { createArrival } from '../../../tests/arrival';

/** The popup module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./MistakeReportPopup', async () => {
  imported();
  await arrival.promise;
  return {
    MistakeReportPopup: ({ request }: { request: MistakeReportRequest }) => (
      <div role="dialog" aria-label="Сообщить об ошибке">
        {request.target.url}
      </div>
    ),
  };
});

await import('./index');

async function mount(formUrl = '/mistake/report/?doctor=7') {
  const listen = vi.spyOn(document, 'addEventListener');
  const el = document.createElement('pd-mistake-report');
  document.body.append(el);
  // The openers listen once the element has rendered.
  await waitFor(() => expect(listen.mock.calls.some(([type]) => type === 'pointerover')).toBe(true));
  listen.mockRestore();
  const opener = document.createElement('a');
  opener.textContent = 'Сообщить об ошибке';
  opener.setAttribute('href', formUrl);
  opener.setAttribute('data-pd-mistake-report', '');
  document.body.append(opener);
  return { el, opener, q: within(el.shadowRoot as unknown as HTMLElement) };
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

describe('<pd-mistake-report> before its popup code (ADR 216)', () => {
  // The popup module is imported once per file (a failed import is tried again), so these run in order.
  it('a bad form URL is logged at the click, without the popup code', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { opener } = await mount('javascript:alert(1)');
    fireEvent.click(opener);
    await waitFor(() =>
      expect(errors.mock.calls.flat().join(' ')).toMatch(
        /\[pd-widgets\] pd-mistake-report: the form URL must be .*; the popup does not open/,
      ),
    );
    expect(imported).not.toHaveBeenCalled();
  });

  it('a pointer on an opener starts loading the popup code; a failed preload shows and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { opener, q } = await mount();
    expect(imported).not.toHaveBeenCalled();
    fireEvent.pointerOver(opener);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('an open while the code loads is kept (opener busy); a failure shows the error text, logs, does not throw; "Повторить" (busy) opens the popup', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { opener, q } = await mount();
    fireEvent.click(opener);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(2));
    expect(opener.getAttribute('aria-busy')).toBe('true');
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Сообщить об ошибке' });
    expect(within(alert).getByText('Не удалось загрузить форму. Попробуйте ещё раз')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-mistake-report: could not load the popup code/,
    );
    expect(opener.hasAttribute('aria-busy')).toBe(false);

    arrival.reset();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(3));
    // The failure stays until the code has arrived, its button busy.
    expect(within(alert).getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy')).toBe('true');
    expect(q.queryByRole('dialog', { name: 'Сообщить об ошибке' })).toBeNull();
    arrival.release();
    const dialog = await q.findByRole('dialog', { name: 'Сообщить об ошибке' });
    expect(dialog.textContent).toMatch(/\/mistake\/report\/\?doctor=7&iframe=true$/);
    expect(q.queryByRole('alertdialog')).toBeNull();
  });
});
