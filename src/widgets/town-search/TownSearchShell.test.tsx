/**
 * `<pd-town-search>` before its suggestions code has arrived (ADR 217): the input is there at load; a pointer or the
 * focus loads TownSuggestions.tsx; what is typed meanwhile stays and is searched when the code arrives; a failed
 * load shows the widget's error text and tries again on 'Повторить'. The code is the real one, held back here.
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOWN_SEARCH_PATH } from '../../../mocks/api/towns';
import { server } from '../../../tests/msw-server';
import { createArrival } from '../../../tests/arrival';

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
  return { el, q, input, root: el.shadowRoot!.querySelector('[part~="root"]')! };
}

function trackSearches() {
  const searches: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === TOWN_SEARCH_PATH) searches.push(url.searchParams.get('q') ?? '');
  };
  server.events.on('request:start', listener);
  return { searches, stop: () => server.events.removeListener('request:start', listener) };
}

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  vi.restoreAllMocks();
});

describe('<pd-town-search> before its suggestions code (ADR 217)', () => {
  // The module is imported once per file (a failed import is tried again), so these run in order.
  it('renders the closed combobox at load without the code; a pointer loads it; a failed preload shows and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el, input } = await mount();
    expect(imported).not.toHaveBeenCalled();
    // The combobox names a listbox that exists (empty, hidden) and says it is collapsed.
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const list = el.shadowRoot!.getElementById(input.getAttribute('aria-controls')!);
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(list?.hidden).toBe(true);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.pointerOver(input);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(el.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('Escape clears what was typed before the code arrived', async () => {
    arrival.reset();
    const { input } = await mount();
    type(input, 'мо');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('what is typed while the code loads is kept (busy) and searched when it arrives; a failure shows "Не удалось загрузить поиск городов." and "Повторить" (busy) brings the suggestions', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = trackSearches();
    const { q, input, root } = await mount();
    input.focus();
    type(input, 'м');
    type(input, 'мо');
    type(input, 'мос');
    expect(input.value).toBe('мос');
    await waitFor(() => expect(root.getAttribute('aria-busy')).toBe('true'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    arrival.fail();
    const alert = await q.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить поиск городов.');
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-town-search: could not load the suggestions code/,
    );
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(input.value).toBe('мос');
    expect(t.searches).toEqual([]);

    arrival.reset();
    const retry = within(alert).getByRole('button', { name: 'Повторить' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(retry.getAttribute('aria-busy')).toBe('true'));
    arrival.release();
    expect(await q.findByRole('option', { name: 'Москва' })).toBeTruthy();
    expect(t.searches).toEqual(['мос']);
    expect(q.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect((input.getRootNode() as ShadowRoot).activeElement).toBe(input);
    t.stop();
  });
});
