import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './index';

const TOWNS = ['Абакан', 'Барнаул', 'Кемерово', 'Киров', 'Кострома', 'Курган', 'Курск', 'Липецк'];
/** 200 items: the towns first, then 'Пункт NNN'. */
const ITEMS = [
  ...TOWNS.map((t, i) => ({ value: `t${i}`, title: t })),
  ...Array.from({ length: 192 }, (_, i) => ({
    value: `p${i}`,
    title: `Пункт ${String(i + 1).padStart(3, '0')}`,
  })),
];
const ROW = 36;
const VIEW = 300;

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  // happy-dom has no layout: the list is VIEW px tall, each option ROW px.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'listbox' ? VIEW : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'listbox' ? this.children.length * ROW : 0;
  });
});
afterEach(async () => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  vi.restoreAllMocks();
});

function mount(attrs: Record<string, string> = {}, parent: HTMLElement = document.body) {
  const el = document.createElement('pd-dropdown-list');
  el.setAttribute('label', 'Город');
  el.setAttribute('items', JSON.stringify(ITEMS));
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  parent.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}
const options = (q: ReturnType<typeof within>) => q.queryAllByRole('option');
const activeTitle = (q: ReturnType<typeof within>, combo: HTMLElement) => {
  const id = combo.getAttribute('aria-activedescendant');
  return id ? q.getAllByRole('option').find((o: HTMLElement) => o.id === id)?.textContent : null;
};

describe('<pd-dropdown-list> (portal-identity-reviews §9)', () => {
  it('renders 20 options, 20 more within 200 px of the end', async () => {
    const { q } = mount();
    const combo = await q.findByRole('combobox', { name: /Город/ });
    expect(combo.getAttribute('aria-haspopup')).toBe('listbox');
    fireEvent.click(combo);
    const list = await q.findByRole('listbox', { name: 'Город' });
    await waitFor(() => expect(options(q)).toHaveLength(20));
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    // 20 × 36 = 720 px; 219 px from the end is not near enough …
    list.scrollTop = 720 - VIEW - 201;
    fireEvent.scroll(list);
    expect(options(q)).toHaveLength(20);
    // … 200 px is.
    list.scrollTop = 720 - VIEW - 200;
    fireEvent.scroll(list);
    await waitFor(() => expect(options(q)).toHaveLength(40));
    expect(list.getAttribute('data-rendered')).toBe('40');
  });

  it('keys: arrows, End renders up to the last, Enter chooses (event + hidden input), Escape closes', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    const { el, q } = mount({ name: 'town' }, form);
    const changes: unknown[] = [];
    el.addEventListener('dropdown-list:change', (e) => changes.push((e as CustomEvent).detail));
    const combo = await q.findByRole('combobox');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Абакан'));
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Барнаул'));
    fireEvent.keyDown(combo, { key: 'End' });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Пункт 192'));
    expect(options(q)).toHaveLength(200);
    fireEvent.keyDown(combo, { key: 'Escape' });
    await waitFor(() => expect(combo.getAttribute('aria-expanded')).toBe('false'));
    expect(changes).toEqual([]);
    fireEvent.keyDown(combo, { key: 'Enter' });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Абакан'));
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Барнаул'));
    fireEvent.keyDown(combo, { key: 'Enter' });
    await waitFor(() => expect(combo.getAttribute('aria-expanded')).toBe('false'));
    expect(changes).toEqual([{ value: 't1', title: 'Барнаул' }]);
    expect(combo.textContent).toBe('Барнаул');
    expect(new FormData(form).get('town')).toBe('t1');
  });

  it('typed prefix search; the prefix resets after 1 s (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { q } = mount();
    const combo = await q.findByRole('combobox');
    fireEvent.click(combo);
    await waitFor(() => expect(options(q)).toHaveLength(20));
    fireEvent.keyDown(combo, { key: 'к' });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Кемерово'));
    vi.advanceTimersByTime(500);
    fireEvent.keyDown(combo, { key: 'у' });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Курган'));
    vi.advanceTimersByTime(999);
    fireEvent.keyDown(combo, { key: 'р' });
    fireEvent.keyDown(combo, { key: 'с' }); // 'курс'
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Курск'));
    vi.advanceTimersByTime(1000);
    fireEvent.keyDown(combo, { key: 'л' }); // a new prefix
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Липецк'));
    vi.advanceTimersByTime(1000);
    fireEvent.keyDown(combo, { key: 'П' }); // far down the list: rendered up to it
    fireEvent.keyDown(combo, { key: 'у' });
    fireEvent.keyDown(combo, { key: 'н' });
    fireEvent.keyDown(combo, { key: 'к' });
    fireEvent.keyDown(combo, { key: 'т' });
    fireEvent.keyDown(combo, { key: ' ' });
    for (const k of '150') fireEvent.keyDown(combo, { key: k });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Пункт 150'));
    expect(options(q)).toHaveLength(160);
  });

  it('typing on the closed combobox opens at the match; items-source; bad input is logged', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'dd-items';
    script.textContent = JSON.stringify(ITEMS.slice(0, 8));
    document.body.append(script);
    const { q } = mount({ items: '', 'items-source': 'dd-items', value: 't3' });
    const combo = await q.findByRole('combobox');
    await waitFor(() => expect(combo.textContent).toBe('Киров'));
    fireEvent.keyDown(combo, { key: 'б' });
    await waitFor(() => expect(activeTitle(q, combo)).toBe('Барнаул'));
    expect(options(q)).toHaveLength(8);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('pd-dropdown-list');
    el.setAttribute('items', '[{"value":"a"}]');
    document.body.append(el);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[pd-widgets] pd-dropdown-list: label is missing: the list needs an accessible name',
      ),
    );
    expect(error).toHaveBeenCalledWith(
      '[pd-widgets] pd-dropdown-list: 1 item(s) without a string value and a title were skipped',
    );
  });
});
