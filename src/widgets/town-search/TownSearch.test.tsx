import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { DEMO_CSRF_TOKEN } from '../../../mocks/fixtures';
import {
  FAILING_TOWN_SLUG,
  FOREIGN_TOWN_SLUG,
  HOSTILE_TOWN_NAME,
  TOWN_SEARCH_PATH,
  townHomeUrl,
} from '../../../mocks/api/towns';
import { server } from '../../../tests/msw-server';
import './index';

function mount(attrs: Record<string, string> = { 'search-url': TOWN_SEARCH_PATH }) {
  const el = document.createElement('pd-town-search');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

function track() {
  const searches: string[] = [];
  const posts: { path: string; body: string }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === TOWN_SEARCH_PATH) searches.push(url.searchParams.get('q') ?? '');
    if (request.method === 'POST')
      void request
        .clone()
        .text()
        .then((body) => posts.push({ path: url.pathname, body }));
  };
  server.events.on('request:start', listener);
  return { searches, posts, stop: () => server.events.removeListener('request:start', listener) };
}

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ csrfToken: DEMO_CSRF_TOKEN });
  document.cookie = `csrftoken=${DEMO_CSRF_TOKEN}; path=/`;
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  document.cookie = 'csrftoken=; max-age=0; path=/';
  resetConfig();
  vi.restoreAllMocks();
});

describe('<pd-town-search> (portal-identity-reviews §5 town search)', () => {
  it('searches from 3 characters; at most 5 suggestions; combobox ARIA', async () => {
    const t = track();
    const { q } = mount();
    const input = await q.findByRole('combobox', { name: 'Поиск города' });
    type(input, 'рс');
    await new Promise((r) => setTimeout(r, 20));
    expect(t.searches).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type(input, 'рск');
    const list = await q.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(5));
    expect(t.searches).toEqual(['рск']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    t.stop();
  });

  it("'Совпадений не найдено' for an empty result", async () => {
    const { el, q } = mount();
    type(await q.findByRole('combobox'), 'ъъъ');
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[part~="empty"]')?.textContent).toBe('Совпадений не найдено'),
    );
    expect(q.queryByRole('option')).toBeNull();
  });

  it('hostile names render as text', async () => {
    const { q } = mount();
    type(await q.findByRole('combobox'), 'мос');
    expect(await q.findByRole('option', { name: HOSTILE_TOWN_NAME })).toBeTruthy();
    const root = q.getByRole('listbox');
    expect(root.querySelector('img')).toBeNull();
  });

  it('arrows move aria-activedescendant; Enter POSTs with csrfmiddlewaretoken and navigates to the reply url', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const t = track();
    const { q } = mount();
    const input = await q.findByRole('combobox');
    type(input, 'мос');
    await q.findByRole('option', { name: 'Москва' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => {
      const active = input.getAttribute('aria-activedescendant');
      expect(active && q.getByRole('option', { name: 'Москва' }).id === active).toBe(true);
    });
    expect(q.getByRole('option', { name: 'Москва' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(townHomeUrl('moskva')));
    expect(t.posts).toEqual([
      { path: '/ajax/towns/moskva/choose/', body: `csrfmiddlewaretoken=${DEMO_CSRF_TOKEN}` },
    ]);
    t.stop();
  });

  it('Escape closes the list, a second Escape clears the input', async () => {
    const { q } = mount();
    const input = (await q.findByRole('combobox')) as HTMLInputElement;
    type(input, 'мос');
    await q.findByRole('option', { name: 'Москва' });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('a foreign host in the reply is refused (console error, no navigation)', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount();
    type(await q.findByRole('combobox'), FOREIGN_TOWN_SLUG.slice(0, 5));
    fireEvent.click(await q.findByRole('option', { name: 'Чужбино' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] navigation: refused')),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(await q.findByRole('alert')).toBeTruthy();
  });

  it('a suggestion on a foreign host is neither listed nor POSTed to (issue 19)', async () => {
    server.use(
      http.get(`*${TOWN_SEARCH_PATH}`, () =>
        HttpResponse.json([
          { name: 'Чужая', url: 'https://evil.example/ajax/towns/x/choose/', translit: 'x', value: 'x' },
          { name: 'Москва', url: '/ajax/towns/moskva/choose/', translit: 'moskva', value: 'moskva' },
        ]),
      ),
    );
    const t = track();
    const { q } = mount();
    type(await q.findByRole('combobox'), 'мос');
    await q.findByRole('option', { name: 'Москва' });
    expect(q.queryByRole('option', { name: 'Чужая' })).toBeNull();
    expect(t.posts).toEqual([]);
    t.stop();
  });

  it('a failing POST shows the failure and logs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount();
    type(await q.findByRole('combobox'), FAILING_TOWN_SLUG.slice(0, 4));
    fireEvent.click(await q.findByRole('option', { name: 'Ошибкино' }));
    expect((await q.findByRole('alert')).textContent).toBe('Произошла ошибка. Попробуйте ещё раз');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[pd-widgets] pd-town-search:'),
      expect.anything(),
    );
  });

  it('a stale reply never replaces a newer one (the previous request is aborted)', async () => {
    const { q } = mount();
    const input = await q.findByRole('combobox');
    type(input, 'мос');
    type(input, 'моск');
    await q.findByRole('option', { name: 'Москва' });
    await waitFor(() => expect(q.getAllByRole('option')).toHaveLength(1));
  });

  it('no search-url: console error, nothing rendered', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount({});
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[pd-widgets] pd-town-search: search-url is missing: the town search is not rendered',
      ),
    );
    expect(el.shadowRoot?.querySelector('input')).toBeNull();
  });

  it('a javascript: search-url is reported and nothing is rendered (issue 19)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount({ 'search-url': 'javascript:window.__pwned=1' });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[pd-widgets\] pd-town-search: search-url must be/),
      ),
    );
    expect(el.shadowRoot?.querySelector('input')).toBeNull();
  });
});
