/**
 * `<pd-clinic-map>` before its popup code has arrived (ADR 210): the element only listens at load; the first open (or
 * a pointer on an opener) loads ClinicMapPopup.tsx; an open meanwhile is kept; a failed load shows the widget's
 * error text and tries again on 'Повторить' (tests/first-use-scenario.ts). The popup itself is a stand-in here
 * (ClinicMap.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import type { MapOpenRequest } from './ClinicMapPopup';
import { createArrival } from '../../../tests/arrival';
import { firstUseScenario, popupFailure, popupOutcome } from '../../../tests/first-use-scenario';

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

  firstUseScenario({
    arrival,
    imported,
    mount,
    control: (m) => m.opener,
    use: (m) => fireEvent.keyDown(m.opener, { key: 'Enter' }), // a keyboard open of a non-button opener
    failure: popupFailure('pd-clinic-map', 'Карта клиник', 'Не удалось загрузить карту. Попробуйте ещё раз'),
    outcome: popupOutcome('Карта клиник', (dialog) => expect(dialog.textContent).toBe(POINT.name)),
    beforeEach: () => history.replaceState(null, '', '/doctor/'),
  });
});
