import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import type { WritableAtom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { resetModals, resetScrollLock } from '../../core/modal';
import { $isDesktop } from '../../core/stores';
import { DEMO_CSRF_TOKEN } from '../../../mocks/fixtures';
import { TOWNS_HTML_PATH, townHomeUrl } from '../../../mocks/api/towns';
import { server } from '../../../tests/msw-server';
import { until } from '../../../tests/wait';
import './index';

// The viewport store as a plain atom the tests set: the real one re-reads the media query when its first subscriber
// (the popup, loaded on the first open) mounts, and happy-dom's matchMedia never fires `change`.
vi.mock('../../core/stores/viewport', async () => {
  const { atom } = await import('nanostores');
  return { $isDesktop: atom(false), DESKTOP_QUERY: '(min-width: 1200px)' };
});
const setDesktop = (desktop: boolean) => ($isDesktop as WritableAtom<boolean>).set(desktop);

function track() {
  const gets: string[] = [];
  const posts: { path: string; body: string }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith(TOWNS_HTML_PATH))
      gets.push(url.pathname + url.search);
    if (request.method === 'POST')
      void request
        .clone()
        .text()
        .then((body) => posts.push({ path: url.pathname, body }));
  };
  server.events.on('request:start', listener);
  return { gets, posts, stop: () => server.events.removeListener('request:start', listener) };
}

function mount(townsUrl = TOWNS_HTML_PATH) {
  const opener = document.createElement('a');
  opener.href = '/towns/';
  opener.textContent = 'Москва';
  opener.setAttribute('data-pd-town-chooser', '');
  opener.setAttribute('data-towns-url', townsUrl);
  const el = document.createElement('pd-town-chooser');
  document.body.append(opener, el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q, opener };
}

/**
 * Clicks the opener until the (effect-installed) listener opens the dialog, whose code loads on the first use.
 * Polled from tasks (`until`), not from `waitFor`: `waitFor` also runs its callback on every DOM mutation, and a
 * click while the code loads re-renders the element (busy), so click → mutation → click never left the microtask
 * queue and the import never arrived (a test run that hung, session 15).
 */
async function openDialog(q: ReturnType<typeof within>, opener: HTMLElement) {
  return until(() => {
    const dialog = q.queryByRole('dialog', { name: 'Выберите город' });
    if (!dialog) fireEvent.click(opener);
    return dialog;
  });
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ csrfToken: DEMO_CSRF_TOKEN });
  document.cookie = `csrftoken=${DEMO_CSRF_TOKEN}; path=/`;
  setDesktop(false);
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  resetConfig();
  vi.restoreAllMocks();
});

describe('<pd-town-chooser> (portal-identity-reviews §2 "Town chooser popup", §7 "Towns")', () => {
  it('loads the towns once, only when empty: close and reopen sends no second request', async () => {
    const t = track();
    const { q, opener } = mount();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.gets).toEqual([]); // nothing before the first open
    const dialog = await openDialog(q, opener);
    expect(dialog.getAttribute('data-variant')).toBe('bottom-sheet');
    expect(await within(dialog).findByRole('link', { name: 'Москва' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
    const again = await openDialog(q, opener);
    expect(within(again).getByRole('link', { name: 'Москва' })).toBeTruthy();
    expect(t.gets).toEqual([TOWNS_HTML_PATH]);
    t.stop();
  });

  it('an empty reply leaves the list empty: the next open loads again', async () => {
    const t = track();
    const { q, opener } = mount(`${TOWNS_HTML_PATH}?empty=1`);
    const dialog = await openDialog(q, opener);
    // openDialog clicks until the lazily loaded dialog shows: on a busy machine a second click may ask again.
    await waitFor(() => expect(t.gets.length).toBeGreaterThan(0));
    await waitFor(() => expect(dialog.querySelector('[part~="loading"]')).toBeNull());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
    // However many GETs the first open took, the next open asks again: the empty list was not kept as loaded.
    const before = t.gets.length;
    await openDialog(q, opener);
    await waitFor(() => expect(t.gets.length).toBeGreaterThan(before));
    expect(t.gets.every((path) => path === `${TOWNS_HTML_PATH}?empty=1`)).toBe(true);
    t.stop();
  });

  it('desktop: a 456-px dialog; choosing POSTs csrfmiddlewaretoken and goes to the reply url', async () => {
    setDesktop(true);
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const t = track();
    const { q, opener } = mount();
    const dialog = await openDialog(q, opener);
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    expect(dialog.querySelector('.pd-modal__container')?.getAttribute('style')).toContain('456px');
    fireEvent.click(await within(dialog).findByRole('link', { name: 'Казань' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(townHomeUrl('kazan')));
    expect(t.posts).toEqual([
      { path: '/ajax/towns/kazan/choose/', body: `csrfmiddlewaretoken=${DEMO_CSRF_TOKEN}` },
    ]);
    t.stop();
  });

  it('a foreign url in the reply is refused; a failing POST shows the failure', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q, opener } = mount();
    const dialog = await openDialog(q, opener);
    fireEvent.click(await within(dialog).findByRole('link', { name: 'Чужбино' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Произошла ошибка. Попробуйте ещё раз',
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] navigation: refused'));
    fireEvent.click(within(dialog).getByRole('link', { name: 'Ошибкино' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('[pd-widgets] pd-town-chooser: choosing'),
        expect.anything(),
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failed load offers a retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`*${TOWNS_HTML_PATH}`, () =>
        fail
          ? new HttpResponse('oops', { status: 500 })
          : new HttpResponse('<ul><li><a href="/ajax/towns/ufa/choose/">Уфа</a></li></ul>', {
              headers: { 'Content-Type': 'text/html' },
            }),
      ),
    );
    const { q, opener } = mount();
    const dialog = await openDialog(q, opener);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Не удалось загрузить список городов',
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[pd-widgets] pd-town-chooser:'),
      expect.anything(),
    );
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    expect(await within(dialog).findByRole('link', { name: 'Уфа' })).toBeTruthy();
  });
});
