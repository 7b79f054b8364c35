import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import {
  FAILING_REVIEWS_DOCTOR_ID,
  REVIEWS_DOCTOR_ID,
  reviewCardHtml,
  reviewFilterOptions,
  reviewsOfType,
  type ReviewType,
} from '../../../mocks/fixtures/reviews';
import { resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { resetModals, resetScrollLock } from '../../core/modal';
import { $isDesktop } from '../../core/stores';
import type { WritableAtom } from 'nanostores';
import './index';

// DOMPurify does not work under happy-dom (ADR 002: it mangles the first element): here the templates are parsed
// as they are. Sanitising is tested in jsdom (src/shared/sanitize/sanitize.test.ts, review-list-store.test.ts) and
// in Chromium (tests/e2e/reviews.test.mjs, the hostile doctor).
vi.mock('../../shared/sanitize', () => ({
  sanitizeToElements(html: string, selector: string): Element[] {
    const template = document.createElement('template');
    template.innerHTML = html;
    return [...template.content.children].filter((el) => el.matches(selector));
  },
}));

// The viewport store as a plain atom the tests set: happy-dom's matchMedia never fires `change`, so the library's
// store (kept mounted between tests) would keep the first viewport it saw.
vi.mock('../../core/stores', async () => {
  const { atom } = await import('nanostores');
  return { $isDesktop: atom(true), DESKTOP_QUERY: '(min-width: 1200px)' };
});
const setDesktop = (desktop: boolean) => ($isDesktop as WritableAtom<boolean>).set(desktop);

const BRANCHES = [
  {
    name: 'Медицинский центр «Ясень»',
    address: 'ул. Большая Дорогомиловская, д. 9',
    link: '/reviews.html?branch=101',
    current: true,
  },
  { name: 'Клиника «Добрый доктор»', address: 'ул. Марксистская, д. 3', link: '/reviews.html?branch=102' },
];

interface MountOptions {
  doctorId?: number;
  type?: ReviewType;
  cards?: number;
  attrs?: Record<string, string>;
}

/** `<pd-review-list>` as Django renders it: the first page of `type` in the light DOM. */
function mount({ doctorId = REVIEWS_DOCTOR_ID, type = 'all', cards = 10, attrs = {} }: MountOptions = {}) {
  const el = document.createElement('pd-review-list');
  const list = reviewsOfType(doctorId, type);
  el.innerHTML = list.slice(0, cards).map(reviewCardHtml).join('\n');
  el.setAttribute('ajax-url', `/ajax/rates/doctor/${doctorId}/`);
  el.setAttribute('filters', JSON.stringify(reviewFilterOptions(doctorId)));
  el.setAttribute('next-page', list.length > cards ? '2' : '0');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

/** The text of the list's own notice (a live region). */
const notice = (el: Element) => el.shadowRoot?.querySelector('.rl__notice')?.textContent;

const cardIds = (el: Element) =>
  [...el.querySelectorAll(':scope > [data-pd-review]')].map((c) => c.getAttribute('data-review-id'));
const expectedIds = (type: ReviewType, from: number, to: number, doctorId: number = REVIEWS_DOCTOR_ID) =>
  reviewsOfType(doctorId, type)
    .slice(from, to)
    .map((r) => String(r.id));

/** Every reviews ajax request: `page`, `ratetype`, `page_size`. */
function reviewRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/ajax/rates/')) seen.push(url.search);
  });
  return seen;
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  history.replaceState(null, '', '/reviews.html');
  setDesktop(true);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  server.events.removeAllListeners();
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  resetConfig();
  history.replaceState(null, '', '/');
});

describe('<pd-review-list> on desktop', () => {
  it('shows a row of filter buttons with title and count, aria-pressed on the current one, coloured by tone', async () => {
    const { el, q } = mount();
    const group = await q.findByRole('group', { name: 'Фильтр отзывов' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Все56',
      'Положительные34',
      'Нейтральные7',
      'Отрицательные9',
      'Решённые3',
      'Неподтверждённые2',
      'Удалённые1',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', ...Array(6).fill('false')]);
    expect(buttons.map((b) => b.getAttribute('data-tone'))).toEqual([
      'neutral',
      'success',
      'warning',
      'error',
      'neutral',
      'neutral',
      'neutral',
    ]);
    // The server cards stay in the light DOM, shown through the slot.
    expect(el.shadowRoot?.querySelector('slot')).not.toBeNull();
    expect(cardIds(el)).toEqual(expectedIds('all', 0, 10));
    expect(await q.findByRole('button', { name: 'Показать ещё' })).toBeTruthy();
  });

  it('filter round trip: loader, the new type, ?type= written, event; the cached type comes back with no request', async () => {
    const requests = reviewRequests();
    const { el, q } = mount();
    const events: CustomEvent[] = [];
    document.addEventListener('review-list:filter', (e) => events.push(e as CustomEvent));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/ajax/rates/doctor/:id/', async () => {
        await held;
        return undefined; // fall through to the reference handler
      }),
    );

    fireEvent.click(await q.findByRole('button', { name: /^Отрицательные/ }));
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[part~="list"]')?.getAttribute('aria-busy')).toBe('true'),
    );
    expect(q.getByRole('status', { name: '' }) ?? null).toBeTruthy();
    expect(cardIds(el)).toEqual([]);
    release();
    await waitFor(() => expect(cardIds(el)).toEqual(expectedIds('negative', 0, 9)));
    expect(el.shadowRoot?.querySelector('[part~="list"]')?.hasAttribute('aria-busy')).toBe(false);
    expect(q.getByRole('button', { name: /^Отрицательные/ }).getAttribute('aria-pressed')).toBe('true');
    expect(location.search).toBe('?type=negative');
    expect(events.map((e) => e.detail)).toEqual([{ type: 'negative', previous: 'all' }]);
    expect(requests).toEqual(['?page=1&ratetype=negative&page_size=10']);
    // 9 negative reviews: all shown, no 'show more'.
    expect(q.queryByRole('button', { name: 'Показать ещё' })).toBeNull();

    fireEvent.click(q.getByRole('button', { name: /^Все/ }));
    await waitFor(() => expect(cardIds(el)).toEqual(expectedIds('all', 0, 10)));
    expect(requests).toHaveLength(1);
    expect(location.search).toBe('?type=all');
    expect(events.map((e) => e.detail)).toEqual([
      { type: 'negative', previous: 'all' },
      { type: 'all', previous: 'negative' },
    ]);
  });

  it("'Показать ещё' loads 10 per click to the end, focusing the first new card, then hides", async () => {
    const requests = reviewRequests();
    history.replaceState(null, '', '/reviews.html?type=positive');
    const { el, q } = mount({ type: 'positive' });
    const more = await q.findByRole('button', { name: 'Показать ещё' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(cardIds(el)).toHaveLength(20));
    const first = el.querySelector(`[data-review-id="${expectedIds('positive', 10, 11)[0]}"]`);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-review-id')).toBe(
        first?.getAttribute('data-review-id'),
      ),
    );
    fireEvent.click(q.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(cardIds(el)).toHaveLength(30));
    fireEvent.click(q.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(cardIds(el)).toEqual(expectedIds('positive', 0, 34)));
    await waitFor(() => expect(q.queryByRole('button', { name: 'Показать ещё' })).toBeNull());
    expect(requests).toEqual([
      '?page=2&ratetype=positive&page_size=10',
      '?page=3&ratetype=positive&page_size=10',
      '?page=4&ratetype=positive&page_size=10',
    ]);
  });

  it('page-size overrides the batch (§9)', async () => {
    const requests = reviewRequests();
    const { el, q } = mount({ attrs: { 'page-size': '5' } });
    fireEvent.click(await q.findByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(cardIds(el)).toHaveLength(15));
    expect(requests).toEqual(['?page=3&ratetype=all&page_size=5']);
  });

  it('takes the initial type from ?type= (the server rendered that page); an unknown value means all', async () => {
    history.replaceState(null, '', '/reviews.html?type=neutral');
    const { q } = mount({ type: 'neutral', cards: 7 });
    expect((await q.findByRole('button', { name: /^Нейтральные/ })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    document.body.innerHTML = '';
    history.replaceState(null, '', '/reviews.html?type=great');
    const second = mount();
    expect((await second.q.findByRole('button', { name: /^Все/ })).getAttribute('aria-pressed')).toBe('true');
  });

  it('logs filter options with an unknown value and drops them; disabled options are disabled', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount({
      attrs: {
        filters: JSON.stringify([
          { value: 'all', title: 'Все', amount: 56, disabled: false },
          { value: 'excellent', title: 'Отличные', amount: 3, disabled: false },
          { value: 'deleted', title: 'Удалённые', amount: 0, disabled: true },
        ]),
      },
    });
    const group = await q.findByRole('group', { name: 'Фильтр отзывов' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Все56', 'Удалённые0']);
    expect((within(group).getByRole('button', { name: /Удалённые/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(
          /^\[pd-widgets\] pd-review-list: filter option #2 has an unknown value "excellent"/,
        ),
      ),
    );
  });

  it('reads filters and branches from json_script elements', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="rf">${JSON.stringify(reviewFilterOptions(REVIEWS_DOCTOR_ID))}</script>` +
        `<script type="application/json" id="rb">${JSON.stringify(BRANCHES)}</script>`,
    );
    const el = document.createElement('pd-review-list');
    el.setAttribute('ajax-url', '/ajax/rates/doctor/1001/');
    el.setAttribute('filters-source', 'rf');
    el.setAttribute('branches-source', 'rb');
    document.body.append(el);
    const q = within(el.shadowRoot as unknown as HTMLElement);
    expect(await q.findByRole('button', { name: /^Положительные/ })).toBeTruthy();
    expect(q.getByRole('button', { name: /^Филиалы клиники/ })).toBeTruthy();
  });

  it('redirect-url: a filter click navigates to the template with $0 = the type instead of filtering', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const requests = reviewRequests();
    const { el, q } = mount({ attrs: { 'redirect-url': '/vrach/1001/otzivi/$0/' } });
    fireEvent.click(await q.findByRole('button', { name: /^Отрицательные/ }));
    expect(assign).toHaveBeenCalledWith('/vrach/1001/otzivi/negative/');
    expect(requests).toEqual([]);
    expect(cardIds(el)).toHaveLength(10);
  });

  it('a foreign redirect template is refused (same-origin only) and logged', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount({ attrs: { 'redirect-url': 'https://evil.example/$0' } });
    fireEvent.click(await q.findByRole('button', { name: /^Отрицательные/ }));
    expect(assign).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] navigation: refused'));
  });

  it('branches: the button opens a bottom sheet of branches (name, address); a choice navigates to its link', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { q } = mount({ attrs: { branches: JSON.stringify(BRANCHES) } });
    fireEvent.click(await q.findByRole('button', { name: 'Филиалы клиники: Медицинский центр «Ясень»' }));
    const sheet = await q.findByRole('dialog', { name: 'Выберите филиал' });
    expect(sheet.getAttribute('data-variant')).toBe('bottom-sheet');
    const links = within(sheet).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/reviews.html?branch=101',
      '/reviews.html?branch=102',
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    expect(links[1]!.textContent).toContain('ул. Марксистская, д. 3');
    fireEvent.click(links[1]!);
    expect(assign).toHaveBeenCalledWith('/reviews.html?branch=102');
  });

  it('one branch: no branch choice', async () => {
    const { q } = mount({ attrs: { branches: JSON.stringify(BRANCHES.slice(0, 1)) } });
    await q.findByRole('group', { name: 'Фильтр отзывов' });
    expect(q.queryByRole('button', { name: /Филиалы/ })).toBeNull();
  });
});

describe('<pd-review-list> errors (§8: logged, the flow continues)', () => {
  it('a failed filter is logged, the previous cards come back and a notice says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el, q } = mount({ doctorId: FAILING_REVIEWS_DOCTOR_ID, cards: 10 });
    const before = cardIds(el);
    fireEvent.click(await q.findByRole('button', { name: /^Положительные/ }));
    await waitFor(() => expect(notice(el)).toBe('Не удалось загрузить отзывы. Попробуйте ещё раз'));
    expect(cardIds(el)).toEqual(before);
    expect(q.getByRole('button', { name: /^Все/ }).getAttribute('aria-pressed')).toBe('true');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[pd-widgets] pd-review-list: could not load the "positive" reviews'),
      expect.anything(),
    );
    expect(location.search).toBe('');
  });

  it("a failed 'show more' keeps the button for a retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el, q } = mount({ doctorId: FAILING_REVIEWS_DOCTOR_ID, cards: 10 });
    fireEvent.click(await q.findByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(notice(el)).toContain('Не удалось загрузить отзывы'));
    expect(q.getByRole('button', { name: 'Показать ещё' })).toBeTruthy();
    expect(cardIds(el)).toHaveLength(10);
  });
});

describe('<pd-review-list> on mobile', () => {
  beforeEach(() => setDesktop(false));

  it('preloads 20 (§9): the 10 server cards are topped up with one request', async () => {
    const requests = reviewRequests();
    const { el } = mount();
    await waitFor(() => expect(cardIds(el)).toEqual(expectedIds('all', 0, 20)));
    expect(requests).toEqual(['?page=2&ratetype=all&page_size=10']);
  });

  it("'Фильтр' opens the modal 'Фильтр' with radio options and counts; 'Показать' applies the choice", async () => {
    const { el, q } = mount({ cards: 20 });
    expect(q.queryByRole('group', { name: 'Фильтр отзывов' })).toBeNull();
    fireEvent.click(await q.findByRole('button', { name: 'Фильтр' }));
    const dialog = await q.findByRole('dialog', { name: 'Фильтр' });
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Все56',
      'Положительные34',
      'Нейтральные7',
      'Отрицательные9',
      'Решённые3',
      'Неподтверждённые2',
      'Удалённые1',
    ]);
    expect(radios[0]!.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Нейтральные/ }));
    await waitFor(() =>
      expect((within(dialog).getByRole('radio', { name: /Нейтральные/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(cardIds(el)).toEqual(expectedIds('neutral', 0, 7)));
    expect(location.search).toBe('?type=neutral');
    expect(q.getByText('Нейтральные · 7')).toBeTruthy();
  });
});

describe('<pd-review-list> scroll to a review (§2 rate_id / #rate-N)', () => {
  it('?rate_id=N of a shown card scrolls to that card', async () => {
    const id = expectedIds('all', 3, 4)[0]!;
    history.replaceState(null, '', `/reviews.html?rate_id=${id}`);
    const { el } = mount();
    const card = el.querySelector(`[data-review-id="${id}"]`)!;
    await waitFor(() => expect(card.scrollIntoView).toHaveBeenCalled());
    const calls = (Element.prototype.scrollIntoView as ReturnType<typeof vi.fn>).mock.contexts;
    expect(calls).toContain(card);
    expect(calls).not.toContain(el);
  });

  it('a review that is not shown (e.g. on page 2) scrolls to the list', async () => {
    history.replaceState(null, '', `/reviews.html?rate_id=${expectedIds('all', 14, 15)[0]}`);
    const { el } = mount();
    await waitFor(() =>
      expect((Element.prototype.scrollIntoView as ReturnType<typeof vi.fn>).mock.contexts).toContain(el),
    );
  });

  it('#rate-N scrolls to that card; a hidden card scrolls to the list; a later hash change too', async () => {
    const id = expectedIds('all', 2, 3)[0]!;
    history.replaceState(null, '', `/reviews.html#rate-${id}`);
    const { el } = mount();
    const card = el.querySelector(`#rate-${id}`) as HTMLElement;
    const spy = Element.prototype.scrollIntoView as ReturnType<typeof vi.fn>;
    await waitFor(() => expect(spy.mock.contexts).toContain(card));
    const other = el.querySelector(`#rate-${expectedIds('all', 5, 6)[0]}`) as HTMLElement;
    other.hidden = true;
    spy.mockClear();
    location.hash = `#rate-${expectedIds('all', 5, 6)[0]}`;
    await waitFor(() => expect(spy.mock.contexts).toContain(el));
    expect(spy.mock.contexts).not.toContain(other);
  });
});
