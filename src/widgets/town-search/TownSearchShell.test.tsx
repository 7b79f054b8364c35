/**
 * `<pd-town-search>` before its suggestions code has arrived (ADR 217): the input is there at load; a pointer or the
 * focus loads TownSuggestions.tsx; what is typed meanwhile stays and is searched when the code arrives; a failed
 * load shows the widget's error text and tries again on 'Повторить' (tests/first-use-scenario.ts). The code is the
 * real one, held back here.
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { TOWN_SEARCH_PATH } from '../../../mocks/api/towns';
import { server } from '../../../tests/msw-server';
import { createArrival } from '../../../tests/arrival';
import { firstUseScenario } from '../../../tests/first-use-scenario';

/** The suggestions module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./TownSuggestions', async (importOriginal) => {
  imported();
  await arrival.promise;
  return importOriginal();
});

await import('./index');

async function mount() {
  const el = document.createElement('pd-town-search');
  el.setAttribute('search-url', TOWN_SEARCH_PATH);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  const input = (await q.findByRole('combobox', { name: 'Поиск города' })) as HTMLInputElement;
  return { el, q, input, root: el.shadowRoot!.querySelector('[part~="root"]')!, searches: trackSearches() };
}

/** The town searches requested (`q`) from the element's mount on; stopped after each test. */
let stopTracking = () => {};

function trackSearches() {
  const searches: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === TOWN_SEARCH_PATH) searches.push(url.searchParams.get('q') ?? '');
  };
  server.events.on('request:start', listener);
  stopTracking = () => server.events.removeListener('request:start', listener);
  return searches;
}

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

describe('<pd-town-search> before its suggestions code (ADR 217)', () => {
  // The module is imported once per file (a failed import is tried again), so these run in order.
  it('Escape clears what was typed before the code arrived', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input } = await mount();
    expect(imported).not.toHaveBeenCalled();
    type(input, 'мо');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.value).toBe(''));
    // The keystroke's load fails, so the cases below start without the code.
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    arrival.fail();
    await vi.dynamicImportSettled();
  });

  firstUseScenario({
    arrival,
    imported,
    mount,
    control: (m) => m.input,
    // The combobox names a listbox that exists (empty, hidden) and says it is collapsed.
    atLoad: ({ el, input }) => {
      expect(input.getAttribute('aria-expanded')).toBe('false');
      const list = el.shadowRoot!.getElementById(input.getAttribute('aria-controls')!);
      expect(list?.getAttribute('role')).toBe('listbox');
      expect(list?.hidden).toBe(true);
      expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    },
    afterPreload: ({ el }) => expect(el.shadowRoot!.querySelector('[role="alert"]')).toBeNull(),
    use: ({ input }) => {
      input.focus();
      type(input, 'м');
      type(input, 'мо');
      type(input, 'мос');
      expect(input.value).toBe('мос');
    },
    busy: (m) => m.root,
    whileWaiting: ({ input }) => expect(input.getAttribute('aria-expanded')).toBe('false'),
    failure: {
      role: 'alert',
      text: 'Не удалось загрузить поиск городов.',
      log: /\[pd-widgets\] pd-town-search: could not load the suggestions code/,
    },
    afterFailure: ({ input, searches }) => {
      expect(input.value).toBe('мос');
      expect(searches).toEqual([]);
    },
    outcome: {
      absent: ({ q }) => expect(q.queryByRole('option')).toBeNull(),
      // What was typed is searched once; the focus is back in the input ('Повторить' had it).
      arrived: async ({ q, input, searches }) => {
        expect(await q.findByRole('option', { name: 'Москва' })).toBeTruthy();
        expect(searches).toEqual(['мос']);
        expect(input.getAttribute('aria-expanded')).toBe('true');
        expect((input.getRootNode() as ShadowRoot).activeElement).toBe(input);
      },
    },
    afterEach: () => stopTracking(),
  });
});
