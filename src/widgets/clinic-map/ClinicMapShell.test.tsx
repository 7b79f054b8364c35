/**
 * `<pd-clinic-map>` before its popup code has arrived (ADR 210): the element only listens at load; the first open (or
 * a pointer on an opener) loads ClinicMapPopup.tsx; an open meanwhile is kept; a failed load shows the widget's
 * error text and tries again on 'Повторить'. The popup itself is a stand-in here (ClinicMap.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import type { MapOpenRequest } from './ClinicMapPopup';
import { createArrival } from '../../../tests/arrival';

/** The popup module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./ClinicMapPopup', async () => {
  imported();
  await arrival.promise;
  return {
    ClinicMapPopup: ({ request }: { request: MapOpenRequest }) => (
      <div role="dialog" aria-label="Карта клиник">
        {request.points.map((p) => p.name).join(', ')}
      </div>
    ),
  };
});

await import('./index');

const POINT = { coords: [55.7446, 37.5661], name: 'Медицинский центр «Ясень»', id: 101 };

async function mount() {
  const listen = vi.spyOn(window, 'addEventListener');
  const el = document.createElement('pd-clinic-map');
  document.body.append(el);
  await waitFor(() => expect(listen.mock.calls.some(([type]) => type === 'pd:show-map')).toBe(true));
  listen.mockRestore();
  const opener = document.createElement('span');
  opener.textContent = 'На карте';
  opener.setAttribute('data-pd-clinic-map', JSON.stringify(POINT));
  document.body.append(opener);
  return { el, opener, q: within(el.shadowRoot as unknown as HTMLElement) };
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  history.replaceState(null, '', '/doctor/');
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 300));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  vi.restoreAllMocks();
});

describe('<pd-clinic-map> before its popup code (ADR 210)', () => {
  // The popup module is imported once per file (a failed import is tried again), so these run in order.
  it('a malformed provider is reported at once, before any open and without the popup code', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('pd-clinic-map');
    el.setAttribute('provider', 'no-such-value');
    document.body.append(el);
    await waitFor(() =>
      expect(errors.mock.calls.flat().join(' ')).toMatch(
        /\[pd-widgets\] pd-clinic-map: provider="no-such-value" is not open\|yandex; the open provider is used/,
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

  it('an open while the code loads is kept (opener busy); a failure shows the error text, logs, does not throw; "Повторить" (busy) opens the map', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { opener, q } = await mount();
    fireEvent.keyDown(opener, { key: 'Enter' }); // a keyboard open of a non-button opener
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(2));
    expect(opener.getAttribute('aria-busy')).toBe('true');
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Карта клиник' });
    expect(within(alert).getByText('Не удалось загрузить карту. Попробуйте ещё раз')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-clinic-map: could not load the popup code/,
    );
    expect(opener.hasAttribute('aria-busy')).toBe(false);

    arrival.reset();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(3));
    // The failure stays until the code has arrived, its button busy.
    expect(within(alert).getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy')).toBe('true');
    expect(q.queryByRole('dialog', { name: 'Карта клиник' })).toBeNull();
    arrival.release();
    const dialog = await q.findByRole('dialog', { name: 'Карта клиник' });
    expect(dialog.textContent).toBe('Медицинский центр «Ясень»');
    expect(q.queryByRole('alertdialog')).toBeNull();
  });
});
