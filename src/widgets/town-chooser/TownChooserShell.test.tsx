/**
 * `<pd-town-chooser>` before its popup code has arrived (ADR 210; src/shared/openers/popup-code.tsx): the element
 * only listens at load; a pointer on an opener or the first open loads TownChooserPanel.tsx; an open meanwhile is
 * kept; a failed load shows the widget's error text and tries again on 'Повторить' (tests/first-use-scenario.ts).
 * The panel is a stand-in here (TownChooser.test.tsx covers the real one).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { describe, expect, vi } from 'vitest';
import type { TownsRequest } from './TownChooserPanel';
import { createArrival } from '../../../tests/arrival';
import { firstUseScenario, popupFailure, popupOutcome } from '../../../tests/first-use-scenario';

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
  const listen = vi.spyOn(document, 'addEventListener');
  const el = document.createElement('pd-town-chooser');
  document.body.append(el);
  // The openers listen once the element has rendered.
  await waitFor(() => expect(listen.mock.calls.some(([type]) => type === 'pointerover')).toBe(true));
  listen.mockRestore();
  const opener = document.createElement('span');
  opener.textContent = 'Москва';
  opener.setAttribute('data-pd-town-chooser', '');
  opener.setAttribute('data-towns-url', '/ajax/towns/');
  document.body.append(opener);
  return { opener, q: within(el.shadowRoot as unknown as HTMLElement) };
}

describe('<pd-town-chooser> before its popup code (ADR 210)', () => {
  firstUseScenario({
    arrival,
    imported,
    mount,
    control: (m) => m.opener,
    use: (m) => fireEvent.keyDown(m.opener, { key: 'Enter' }), // a keyboard open of a non-button opener
    failure: popupFailure('pd-town-chooser', 'Выберите город', 'Не удалось загрузить список городов'),
    outcome: popupOutcome('Выберите город', (dialog) => expect(dialog.textContent).toBe('/ajax/towns/')),
  });
});
