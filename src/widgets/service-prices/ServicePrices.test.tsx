import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { resetModals, resetScrollLock } from '../../core/modal';
import { server } from '../../../tests/msw-server';
import {
  DEMO_CSRF_TOKEN,
  SERVICE_PRICES_EKATERINBURG,
  SERVICE_PRICES_MOSCOW,
  SERVICE_PRICES_SCHEDULE_MOSCOW,
  STALE_SLOTS_SERVICE_ID,
} from '../../../mocks/fixtures';
import './index';

/** Monday 23 November 2026, 10:00 Moscow. */
const NOW = '2026-11-23T10:00:00+03:00';
const TAG = 'pd-service-prices';

// r2wc renders outside React's act(): tell React this is not an act() environment while the element renders.
const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
let doctorsRequests = 0;
const countDoctors = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/ajax/services/schedule/doctors/') doctorsRequests += 1;
};

function mount(attrs: Record<string, string> = {}, lpus: unknown = SERVICE_PRICES_MOSCOW) {
  const el = document.createElement(TAG) as HTMLElement & { lpus?: unknown; schedule?: unknown };
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (!('lpus-source' in attrs)) {
    el.lpus = lpus;
    el.schedule = SERVICE_PRICES_SCHEDULE_MOSCOW;
  }
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

/** Names of the shown service rows. */
function rowNames(el: HTMLElement): string[] {
  return [...(el.shadowRoot?.querySelectorAll('.sp__name') ?? [])].map((n) => n.textContent ?? '');
}

/** Lets React render what is pending (macrotasks that fake `setTimeout` timers do not cover). */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
}

/** Waits until the online slots of the clinic are known (the switch is usable or settled). */
async function ready(el: HTMLElement) {
  await waitFor(() => {
    const sw = el.shadowRoot?.querySelector('input[role="switch"]');
    expect(sw).toBeTruthy();
    expect(sw?.getAttribute('aria-busy')).toBeNull();
    expect(doctorsRequests).toBeGreaterThan(0);
  });
}

beforeEach(() => {
  configure({ now: NOW, csrfToken: DEMO_CSRF_TOKEN });
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  doctorsRequests = 0;
  server.events.on('request:start', countDoctors);
});
afterEach(async () => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  server.events.removeAllListeners();
  resetModals();
  resetScrollLock();
  resetConfig();
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
});

describe('<pd-service-prices>', () => {
  it('shows the header, clinic selector, note, categories and the first page; "Показать ещё" adds one', async () => {
    const { el, q } = mount();
    expect(await q.findByRole('heading', { level: 2, name: 'Цены на услуги' })).toBeTruthy();
    const select = q.getByRole('combobox', { name: 'Клиника' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Медицинский центр «Ясень»',
      'Клиника «Добрый доктор» на Таганке',
    ]);
    expect(q.getByText('Цены обновлены 20 ноября 2026')).toBeTruthy();
    expect(q.getByRole('group', { name: 'Категории услуг' }).querySelectorAll('button')).toHaveLength(6);
    await ready(el);

    // 24 online services: the switch is on by itself; mobile pages hold 10 services.
    expect((q.getByRole('switch', { name: 'Только с онлайн-записью' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(rowNames(el)).toHaveLength(10);
    expect(rowNames(el)[0]).toBe('Приём терапевта первичный');
    const firstRow = el.shadowRoot?.querySelector('.sp__item') as HTMLElement;
    expect(firstRow.querySelector('.sp__price')?.textContent).toBe('2\u00a0500\u00a0₽');
    expect(firstRow.querySelector('.sp__meta')?.textContent).toBe('30 минут · от 18 лет');

    fireEvent.click(q.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(rowNames(el)).toHaveLength(20));
    fireEvent.click(q.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(rowNames(el)).toHaveLength(24));
    expect(q.queryByRole('button', { name: 'Показать ещё' })).toBeNull();

    // Without the switch the service with no online slots shows too (and paging starts again).
    fireEvent.click(q.getByRole('switch', { name: 'Только с онлайн-записью' }));
    await waitFor(() => expect(rowNames(el)).toHaveLength(10));
    fireEvent.click(q.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(rowNames(el)).toContain('УЗИ щитовидной железы'));
  });

  it('search is debounced 300 ms, needs 2 characters, and shows "Услуга не найдена"', async () => {
    const { el, q } = mount();
    await ready(el);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = q.getByRole('searchbox', { name: 'Поиск по услугам' }) as HTMLInputElement;

    // Typing fires `input` (React's and preact/compat's onChange both listen to it; a bare `change` event reaches
    // only React's — ADR 116).
    fireEvent.input(input, { target: { value: 'к' } });
    // preact/compat renders an event's updates in a microtask, React before dispatchEvent returns: wait.
    const hint = await q.findByText('Введите 2 символа для поиска');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    vi.advanceTimersByTime(300);
    await settle();
    // One character filters nothing ('Приём терапевта первичный' has no 'к').
    expect(rowNames(el)).toHaveLength(10);
    expect(rowNames(el)[0]).toBe('Приём терапевта первичный');

    fireEvent.input(input, { target: { value: '  КОЛОНО ' } });
    await waitFor(() => expect(q.queryByText('Введите 2 символа для поиска')).toBeNull());
    vi.advanceTimersByTime(299);
    await settle();
    expect(rowNames(el)).toHaveLength(10);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(rowNames(el)).toEqual(['Колоноскопия']));

    fireEvent.input(input, { target: { value: 'томография' } });
    vi.advanceTimersByTime(300);
    expect(await q.findByText('Услуга не найдена')).toBeTruthy();
    expect(q.queryByRole('button', { name: 'Показать ещё' })).toBeNull();

    // Clearing resets at once.
    fireEvent.click(q.getByRole('button', { name: 'Очистить поиск' }));
    await vi.waitFor(() => expect(rowNames(el)).toHaveLength(10));
    expect(input.value).toBe('');
  });

  it('choosing a category searches by its name, falling back to names', async () => {
    const { el, q } = mount();
    await ready(el);
    const chip = q.getByRole('button', { name: 'Эндоскопия' });
    fireEvent.click(chip);
    await waitFor(() => expect(chip.getAttribute('aria-pressed')).toBe('true'));
    expect((q.getByRole('searchbox') as HTMLInputElement).value).toBe('Эндоскопия');
    expect(rowNames(el)).toEqual(['Гастроскопия (ЭГДС)', 'Колоноскопия', 'Эндоскопия ЛОР-органов']);
    expect(q.getByRole('heading', { level: 3 }).textContent).toBe('Эндоскопия');
    fireEvent.click(chip);
    await waitFor(() => expect(rowNames(el)).toHaveLength(10));
  });

  it('the booking button opens the calendar inline; another one replaces it; the up-arrow closes it', async () => {
    const { el, q } = mount();
    await ready(el);
    const book = q.getByRole('button', { name: 'Записаться: Приём кардиолога первичный' });
    expect(book.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(book);

    const region = await q.findByRole('region', { name: 'Расписание: Приём кардиолога первичный' });
    expect(book.getAttribute('aria-expanded')).toBe('true');
    expect(book.getAttribute('aria-label')).toBe('Свернуть календарь');
    expect(book.getAttribute('aria-controls')).toBe(region.id);
    const slots = await within(region).findAllByRole('button', { name: /, записаться на / });
    expect(slots.length).toBeGreaterThan(0);
    expect(within(region).getAllByRole('tab').length).toBeGreaterThan(1);

    // Only one calendar at a time.
    fireEvent.click(q.getByRole('button', { name: 'Записаться: УЗИ брюшной полости' }));
    expect(await q.findByRole('region', { name: 'Расписание: УЗИ брюшной полости' })).toBeTruthy();
    expect(q.queryByRole('region', { name: 'Расписание: Приём кардиолога первичный' })).toBeNull();
    expect(book.getAttribute('aria-expanded')).toBe('false');

    const up = q.getByRole('button', { name: 'Свернуть календарь' });
    fireEvent.click(up);
    await waitFor(() => expect(q.queryByRole('region', { name: /^Расписание/ })).toBeNull());
    expect(up.getAttribute('aria-label')).toBe('Записаться: УЗИ брюшной полости'); // the same button, focus stays
  });

  it('a slot of the inline calendar redirects to the clinic new-appointment page with the doctor', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { el, q } = mount();
    await ready(el);
    fireEvent.click(q.getByRole('button', { name: 'Записаться: Приём кардиолога первичный' }));
    const region = await q.findByRole('region', { name: /^Расписание/ });
    const slot = (await within(region).findAllByRole('button', { name: /, записаться на / }))[0];
    fireEvent.click(slot);
    // The calendar's redirect code loads on the first choice (ADR 243).
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0][0] as string, 'http://x');
    expect(url.pathname).toBe('/uslugi/appointment/new/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lpu: '101',
      synonymId: '5101',
      doctorId: '1002',
      equipmentId: '',
    });
    expect(url.searchParams.get('slot')).toMatch(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}$/);
  });

  it('falls back to the redirect when the service calendar has no slots', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { el, q } = mount();
    await ready(el);
    fireEvent.click(q.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(rowNames(el)).toHaveLength(20));
    fireEvent.click(q.getByRole('button', { name: 'Показать ещё' }));
    fireEvent.click(await q.findByRole('button', { name: 'Записаться: Вакцинация от гриппа' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `/uslugi/appointment/new/?lpu=101&synonymId=${STALE_SLOTS_SERVICE_ID}`,
    );
    await waitFor(() => expect(q.queryByRole('region', { name: /^Расписание/ })).toBeNull());
  });

  it('the express clinic: a new slots request, the switch off and disabled, the warning note, no booking', async () => {
    const { el, q } = mount();
    await ready(el);
    fireEvent.change(q.getByRole('combobox', { name: 'Клиника' }), { target: { value: '102' } });
    await waitFor(() => expect(doctorsRequests).toBe(2));
    await waitFor(() => expect(q.getByRole('switch').getAttribute('aria-busy')).toBeNull());
    const sw = q.getByRole('switch') as HTMLInputElement;
    expect([sw.checked, sw.disabled]).toEqual([false, true]);
    expect(q.getByText('Цены обновлены 3 сентября 2026')).toBeTruthy();
    expect(q.getByText('Цены могли устареть')).toBeTruthy();
    expect(q.getByText('ул. Марксистская, д. 3, стр. 1')).toBeTruthy();
    expect(rowNames(el)).toHaveLength(6);
    expect(q.queryAllByRole('button', { name: /^Записаться/ })).toHaveLength(0);
  });

  it('reads the data from a json_script (lpus-source); no note without a date', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'prices-ekb';
    script.textContent = JSON.stringify(SERVICE_PRICES_EKATERINBURG);
    document.body.append(script);
    const { el, q } = mount({ 'lpus-source': 'prices-ekb', 'lpu-id': '202' });
    expect(await q.findByText('Общий анализ крови')).toBeTruthy();
    expect(el.shadowRoot?.querySelector('[part="note"]')).toBeNull();
    fireEvent.change(q.getByRole('combobox', { name: 'Клиника' }), { target: { value: '201' } });
    expect(await q.findByText('Цены устарели')).toBeTruthy();
  });

  it('a missing data source logs a clear error and renders nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount({ 'lpus-source': 'nowhere' });
    await waitFor(() =>
      expect(errors.mock.calls.map((c) => String(c[0]))).toContainEqual(
        '[pd-widgets] pd-service-prices: attribute "lpus-source": no element with id "nowhere" on the page; nothing is shown',
      ),
    );
    expect(el.shadowRoot?.querySelector('.sp')).toBeNull();
  });
});
