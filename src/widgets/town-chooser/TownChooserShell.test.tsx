/**
 * `<pd-town-chooser>` before its popup code has arrived (ADR 210; src/shared/openers/popup-code.tsx): the element
 * only listens at load; a pointer on an opener or the first open loads TownChooserPanel.tsx; an open meanwhile is
 * kept; a failed load shows the widget's error text and tries again on 'Повторить'. The panel is a stand-in here
 * (TownChooser.test.tsx covers the real one).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import type { TownsRequest } from './TownChooserPanel';
import { createArrival } from '../../../tests/arrival';

/** The panel module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./TownChooserPanel', async () => {
  imported();
  await arrival.promise;
  return {
    TownChooserPanel: ({ request }: { request: TownsRequest }) => (
      <div role="dialog" aria-label="Выберите город">
        {request.url}
      </div>
    ),
  };
});

await import('./index');

async function mount() {
  const el = document.createElement('pd-town-chooser');
  document.body.append(el);
  await waitFor(() => expect(el.shadowRoot).toBeTruthy());
  const opener = document.createElement('span');
  opener.textContent = 'Москва';
  opener.setAttribute('data-pd-town-chooser', '');
  opener.setAttribute('data-towns-url', '/ajax/towns/');
  document.body.append(opener);
  return { opener, q: within(el.shadowRoot as unknown as HTMLElement) };
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

describe('<pd-town-chooser> before its popup code (ADR 210)', () => {
  // The panel module is imported once per file (a failed import is tried again), so these run in order.
  it('a pointer on an opener starts loading the popup code; a failed preload shows and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { opener, q } = await mount();
    await waitFor(() => {
      fireEvent.pointerOver(opener); // once the element listens
      expect(imported).toHaveBeenCalledTimes(1);
    });
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('an open while the code loads is kept (opener busy); a failure shows "Не удалось загрузить список городов" and "Повторить" (busy) opens the popup', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { opener, q } = await mount();
    await waitFor(() => {
      fireEvent.keyDown(opener, { key: 'Enter' }); // a keyboard open of a non-button opener
      expect(imported).toHaveBeenCalledTimes(2);
    });
    expect(opener.getAttribute('aria-busy')).toBe('true');
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Выберите город' });
    expect(within(alert).getByText('Не удалось загрузить список городов')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-town-chooser: could not load the popup code/,
    );
    expect(opener.hasAttribute('aria-busy')).toBe(false);

    arrival.reset();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(3));
    expect(within(alert).getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy')).toBe('true');
    arrival.release();
    const dialog = await q.findByRole('dialog', { name: 'Выберите город' });
    expect(dialog.textContent).toBe('/ajax/towns/');
    expect(q.queryByRole('alertdialog')).toBeNull();
  });
});
