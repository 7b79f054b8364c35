import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { resetModals, resetScrollLock } from '../../core/modal';
import { server } from '../../../tests/msw-server';
import {
  CLINIC_LIST_ENTRIES,
  CLINIC_LIST_OTHER_COUNTRIES,
  CLINIC_LIST_SINGLE_TYPE,
  DEMO_CSRF_TOKEN,
  doctorSlots,
} from '../../../mocks/fixtures';
import { render } from '@testing-library/react';
import { ClinicList } from '../../react';
import { FIRST_RENDER_WAIT_MS } from './clinic-list-prefetch';
import './index';

/** Monday 23 November 2026, 10:00 Moscow. */
const TODAY = '2026-11-23';
const NOW = '2026-11-23T10:00:00+03:00';

interface Seen {
  path: string;
  body: Record<string, unknown> | unknown[] | null;
}

/** Records every request the widget sends (path and JSON body). */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry: Seen = { path: new URL(request.url).pathname, body: null };
    seen.push(entry);
    void request
      .clone()
      .json()
      .then((b: Seen['body']) => {
        entry.body = b;
      })
      .catch(() => {});
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return seen;
}
const cleanups: (() => void)[] = [];
const count = (seen: Seen[], path: string) => seen.filter((s) => s.path === path).length;
const BULK = '/ajax/schedule/slots_bulk/';
const TELEMED = '/ajax/schedule/slots_bulk/telemed/';
const SERVICES = '/ajax/services/schedule/';

function mount(attrs: Record<string, string> = {}, clinics: unknown = CLINIC_LIST_ENTRIES) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'doctor-clinics';
  script.textContent = JSON.stringify(clinics);
  document.body.append(script);
  const el = document.createElement('pd-clinic-list');
  const all = {
    'clinics-source': 'doctor-clinics',
    'doctor-id': '1014',
    'doctor-speciality-id': '9',
    ...attrs,
  };
  for (const [name, value] of Object.entries(all)) el.setAttribute(name, value);
  document.body.append(el);
  const root = el.shadowRoot as unknown as HTMLElement;
  return { el, q: within(root), root };
}

/** The visible cards (role article), each with a query scoped to it. */
type Queries = ReturnType<typeof within>;

async function cards(q: Queries): Promise<{ card: HTMLElement; q: Queries }[]> {
  // The list mounts one card per task and is aria-busy until every card and calendar is there (ADR 062).
  await waitFor(() => {
    const list = q.getAllByRole('article')[0].closest('ul');
    if (list?.getAttribute('aria-busy') === 'true') throw new Error('the cards are still mounting');
  });
  const list: HTMLElement[] = q.getAllByRole('article');
  return list.map((card) => ({ card, q: within(card) }));
}

/** Slot buttons of the first (open) card, once loaded. */
const firstSlots = async (q: Queries): Promise<HTMLElement[]> =>
  (await cards(q))[0].q.findAllByRole('button', { name: /, записаться на/ });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

// r2wc renders outside React's act(): tell React this is not an act() environment while the element renders.
const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ now: NOW, csrfToken: DEMO_CSRF_TOKEN });
  history.replaceState(null, '', '/moskva/vrach/1014-belova/');
});
afterEach(async () => {
  document.body.innerHTML = '';
  await wait(0); // the deferred unmount of the removed elements
  for (const c of cleanups.splice(0)) c();
  resetModals();
  resetScrollLock();
  resetConfig();
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
});

describe('<pd-clinic-list>', () => {
  it("renders 'Запись на приём' with one card per clinic and ONE slots_bulk request for all cards", async () => {
    const seen = recordRequests();
    const { q } = mount();
    expect(await q.findByRole('heading', { level: 2, name: 'Запись на приём' })).toBeTruthy();
    const list = await cards(q);
    expect(list.map((c) => c.q.getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Медицинский центр «Ясень»',
      'Клиника «Добрый доктор» на Таганке',
      'Медицинский центр «Уральское здоровье»',
      'Клиника «Исеть»',
    ]);
    const slots = await firstSlots(q);
    const expected = doctorSlots(1014, 101, { dtStart: TODAY, days: 14 })[TODAY];
    expect(slots.map((b) => b.textContent)).toEqual(expected.slice(0, 8).map((s) => s.time));
    await waitFor(() => expect(count(seen, SERVICES)).toBe(1));
    await wait(50);
    expect(count(seen, BULK)).toBe(1);
    const bulk = seen.find((s) => s.path === BULK)?.body as { doctors_lpus: { lpu_id: number }[] };
    expect(bulk.doctors_lpus.map((p) => p.lpu_id)).toEqual([101, 102, 201]);
    expect(count(seen, TELEMED)).toBe(0);
  });

  it("one clinic's malformed slots in the shared slots_bulk reply: that card alone shows the error with 'Повторить', the others their slots (ADR 224)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('*/ajax/schedule/slots_bulk/', async ({ request }) => {
        const body = (await request.json()) as { doctors_lpus: { lpu_id: number; doctor_id: number }[] };
        return HttpResponse.json({
          result: body.doctors_lpus.map(({ lpu_id, doctor_id }) => ({
            lpu_id,
            doctor_id,
            slots:
              lpu_id === 201
                ? { [TODAY]: [{ time: '9 утра', duration: 1800 }] }
                : doctorSlots(doctor_id, lpu_id, { dtStart: TODAY, days: 14 }),
          })),
        });
      }),
    );
    const { q } = mount();
    expect((await firstSlots(q)).length).toBeGreaterThan(0);
    const [, , ural] = await cards(q);
    expect(ural.q.getByRole('heading', { level: 3 }).textContent).toBe(
      'Медицинский центр «Уральское здоровье»',
    );
    fireEvent.click(ural.q.getByRole('button', { name: 'Показать расписание' }));
    const alert = await ural.q.findByRole('alert');
    expect(alert.textContent).toContain('Что-то пошло не так');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(ural.q.queryAllByRole('button', { name: /, записаться на/ })).toEqual([]);
  });

  it("renders its first card with that calendar's slots at once (ADR 245), then one card per task, aria-busy until all are there, still with ONE slots_bulk", async () => {
    const seen = recordRequests();
    const { q } = mount();
    const first = await q.findAllByRole('article');
    // The list's first render waited for the first card's slots: the card comes with them, no loading state.
    expect(first).toHaveLength(1);
    expect(first[0].closest('ul')?.getAttribute('aria-busy')).toBe('true');
    expect(within(first[0]).getAllByRole('button', { name: /, записаться на/ }).length).toBeGreaterThan(0);
    expect(within(first[0]).queryByRole('status')).toBeNull();
    // Before the first slot only the first card's request (with the doctor calendars that join it): the services-only
    // clinic's schedule is asked for after it, still in one request.
    expect(count(seen, SERVICES)).toBe(0);
    expect(await cards(q)).toHaveLength(4);
    await wait(50);
    expect(count(seen, BULK)).toBe(1);
    expect(count(seen, SERVICES)).toBe(1);
  });

  it(`waits at most ${FIRST_RENDER_WAIT_MS} ms for the first card's slots: a slow reply finds the list rendered, its first calendar loading (ADR 245)`, async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/ajax/schedule/slots_bulk/', async ({ request }) => {
        const body = (await request.json()) as { doctors_lpus: { lpu_id: number; doctor_id: number }[] };
        await held;
        return HttpResponse.json({
          result: body.doctors_lpus.map(({ lpu_id, doctor_id }) => ({
            lpu_id,
            doctor_id,
            slots: doctorSlots(doctor_id, lpu_id, { dtStart: TODAY, days: 14 }),
          })),
        });
      }),
    );
    const started = performance.now();
    const { q } = mount();
    const first = await q.findAllByRole('article', {}, { timeout: 2000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(FIRST_RENDER_WAIT_MS - 5);
    expect(within(first[0]).getByRole('status').textContent).toBe('Загружаем расписание');
    expect(within(first[0]).queryByRole('button', { name: /, записаться на/ })).toBeNull();
    answer();
    expect((await firstSlots(q)).length).toBeGreaterThan(0);
  });

  it('shows the filter chips, and a chip switch refreshes the slots of every card', async () => {
    const seen = recordRequests();
    const { q } = mount();
    await firstSlots(q);
    const group = q.getByRole('group', { name: 'Тип приёма' });
    const chip = (name: string) => within(group).getByRole('button', { name });
    expect(chip('В клинике').getAttribute('aria-pressed')).toBe('true');
    expect(count(seen, BULK)).toBe(1);

    fireEvent.click(chip('На дому'));
    await waitFor(() => expect(count(seen, BULK)).toBe(2));
    expect(chip('На дому').getAttribute('aria-pressed')).toBe('true');
    // The clinic with services only is not shown at home; «Добрый доктор» (direct booking off) offers a call.
    const home = await cards(q);
    expect(home).toHaveLength(3);
    await waitFor(() => {
      const body = seen.filter((s) => s.path === BULK)[1].body as { doctors_lpus: { lpu_id: number }[] };
      expect(body.doctors_lpus.map((p) => p.lpu_id)).toEqual([101, 201]);
    });
    expect(home[1].q.getByRole('button', { name: 'Вызвать врача на дом', hidden: true })).toBeTruthy();
    expect(
      home[1].q.getByText(
        'Цена зависит от удалённости клиники. Уточните цену и способ оплаты во время звонка администратора.',
      ),
    ).toBeTruthy();

    fireEvent.click(chip('Онлайн'));
    await waitFor(() => expect(count(seen, TELEMED)).toBe(2));
    expect(count(seen, BULK)).toBe(2);
    const online = await cards(q);
    expect(online).toHaveLength(2);
    // «Ясень» has both schedules: the cheaper own platform (the second option) is preselected; the user may switch.
    const radios: HTMLElement[] = online[0].q.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true]);
    await waitFor(() => {
      const types = seen
        .filter((s) => s.path === TELEMED)
        .map(
          (s) =>
            (s.body as { lpu_params: { schedule_params: { type_schedule: string }[] }[] } | null)
              ?.lpu_params[0],
        );
      expect(types.map((t) => t?.schedule_params[0].type_schedule).sort()).toEqual(['clinic', 'medtochka']);
    });
    fireEvent.click(online[0].q.getByRole('radio', { name: /Через клинику/ }));
    await waitFor(() => expect(count(seen, TELEMED)).toBe(3));
  });

  it('hides the chips when only one type has a price', async () => {
    const { q } = mount({}, CLINIC_LIST_SINGLE_TYPE);
    await cards(q);
    expect(q.queryByRole('group', { name: 'Тип приёма' })).toBeNull();
  });

  it('WCAG 2.5.3 label-in-name (§2 clinic card select): the item select is named by its visible text, price first', async () => {
    const { q } = mount();
    await firstSlots(q);
    const select = q.getAllByRole('button', { name: /^Эндокринолог/ })[0];
    const visible = (select.textContent ?? '').trim();
    expect(visible).toMatch(/^Эндокринолог \S.*₽$/);
    expect(select.getAttribute('aria-label')).toBe(`${visible}, специальность или услуга`);
  });

  it('the picker searches after 200 ms, shows Услуги only under the clinic filter and Ничего не найдено', async () => {
    const seen = recordRequests();
    const { q, el } = mount();
    await firstSlots(q);
    // Every card's calendar has shown its schedule (each mounts a task after its card): the timing below is the
    // picker's own, not a calendar's render.
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[aria-busy="true"], [role="progressbar"]') ?? null).toBeNull(),
    );
    fireEvent.click(q.getByRole('button', { name: /^Эндокринолог .*, специальность или услуга$/ }));
    const dialog = await q.findByRole('dialog', { name: 'Специальность или услуга' });
    const d = within(dialog);
    const options = () => d.queryAllByRole('button', { name: /₽$/ }).map((b) => b.textContent);
    expect(d.getByRole('heading', { name: 'Приём' })).toBeTruthy();
    expect(d.getByRole('heading', { name: 'Услуги' })).toBeTruthy();
    expect(options()).toHaveLength(3);

    const search = d.getByRole('searchbox', { name: 'Поиск по специальностям и услугам' });
    const typedAt = performance.now();
    fireEvent.input(search, { target: { value: 'ДИЕТ' } });
    await wait(20);
    // Not yet: debounced 200 ms. Read before 200 ms have passed (a loaded machine can stretch the 20-ms wait past
    // the debounce; the ≥ 200 ms check below holds either way).
    const early = options();
    if (performance.now() - typedAt < 200) expect(early).toHaveLength(3);
    await waitFor(() => expect(options()).toEqual(['Диетолог2\u00a0200\u00a0₽']), { interval: 10 });
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(200);
    expect(d.queryByRole('heading', { name: 'Услуги' })).toBeNull();

    fireEvent.input(search, { target: { value: 'хирург' } });
    await waitFor(() => expect(d.getByText('Ничего не найдено')).toBeTruthy());

    fireEvent.input(search, { target: { value: 'диет' } });
    await waitFor(() => expect(options()).toHaveLength(1));
    const before = count(seen, BULK);
    fireEvent.click(d.getByRole('button', { name: /^Диетолог/ }));
    await waitFor(() =>
      expect(q.getByRole('button', { name: /^Диетолог .*, специальность или услуга$/ })).toBeTruthy(),
    );
    // Between two workplaces the slots are not reloaded (§4).
    await wait(50);
    expect(count(seen, BULK)).toBe(before);

    // A service reloads: the service calendar.
    const servicesBefore = count(seen, SERVICES);
    fireEvent.click(q.getByRole('button', { name: /^Диетолог .*, специальность или услуга$/ }));
    const again = within(await q.findByRole('dialog', { name: 'Специальность или услуга' }));
    fireEvent.click(again.getByRole('button', { name: /^Биоимпедансометрия/ }));
    await waitFor(() => expect(count(seen, SERVICES)).toBe(servicesBefore + 1));

    // Under the home filter there is no 'Услуги' section.
    fireEvent.click(q.getByRole('button', { name: 'На дому' }));
    await waitFor(() =>
      expect(q.getByRole('button', { name: 'На дому' }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(q.getByRole('button', { name: /^Эндокринолог .*, специальность или услуга$/ }));
    const home = within(await q.findByRole('dialog', { name: 'Специальность или услуга' }));
    expect(home.getByRole('heading', { name: 'Приём' })).toBeTruthy();
    expect(home.queryByRole('heading', { name: 'Услуги' })).toBeNull();
  });

  it('shows the staff link, the town and the appointment type only to staff', async () => {
    const { q } = mount();
    const [first] = await cards(q);
    expect(first.q.queryByRole('link', { name: 'Проблемы с расписанием' })).toBeNull();
    expect(first.q.getByText('ул. Большая Дорогомиловская, д. 9')).toBeTruthy();
    document.body.innerHTML = '';
    await wait(0);

    configure({ user: { isStaff: true } });
    const staff = mount();
    const [card] = await cards(staff.q);
    expect(card.q.getByRole('link', { name: 'Проблемы с расписанием' }).getAttribute('href')).toBe(
      '/staff/schedule-problems/?lpu_id=101&doctor_id=1014',
    );
    expect(card.q.getByText('Москва, ул. Большая Дорогомиловская, д. 9')).toBeTruthy();
  });

  it('shows card details: price block, metro with walk time, phone rules, medcard banner, age, clinic page', async () => {
    const { q } = mount();
    const list = await cards(q);
    const yasen = list[0].q;
    expect(yasen.getByRole('link', { name: 'Медицинский центр «Ясень»' }).getAttribute('href')).toBe(
      '/moskva/lpu/medicinskiy-centr-yasen/',
    );
    expect(yasen.getByRole('link', { name: 'Страница клиники' }).getAttribute('href')).toBe(
      '/moskva/lpu/medicinskiy-centr-yasen/',
    );
    expect(yasen.getByRole('tab', { name: /Клубная цена/ }).getAttribute('aria-selected')).toBe('true');
    const metro = within(yasen.getByRole('list', { name: 'Станции метро' })).getAllByRole('listitem');
    expect(metro.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Метро Киевская, пешком 7 мин',
      'Метро Студенческая, пешком 13 мин',
      'Метро Смоленская, пешком 21 мин',
    ]);
    expect(yasen.getByRole('link', { name: 'Позвонить в клинику: +7 (495) 123-45-67' })).toBeTruthy();
    expect(yasen.queryByText('По ОМС приём бесплатный')).toBeNull();
    expect(yasen.getByText('К врачу можно приходить с электронной медкартой')).toBeTruthy();
    expect(yasen.getByText('Принимает пациентов от 18 лет')).toBeTruthy();

    // Mobile accordion: only the first panel is open.
    const toggle = list[1].q.getByRole('button', { name: 'Показать расписание' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    const dobry = list[1].q;
    expect(dobry.getByText('По ОМС приём бесплатный')).toBeTruthy();
    expect(dobry.getByRole('link', { name: 'Позвонить в клинику: +7 (495) 987-65-43' })).toBeTruthy();
    expect(dobry.getByLabelText('Метро Марксистская, пешком 1 мин')).toBeTruthy();
    expect(dobry.queryByText('К врачу можно приходить с электронной медкартой')).toBeNull();
  });

  it('books a slot through the doctor page redirect with the §7 parameters', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { q } = mount();
    const [slot] = await firstSlots(q);
    fireEvent.click(slot);
    // The booking code loads on the first choice (ADR 243).
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/appointment/new/?doctor=1014&lpu=101&slot=23.11.2026%20${slot.textContent}&type=club` +
          '&doctorSpec=endokrinolog&spec_placement=&source=doctor-inner&speciality=endokrinolog&timedelta=0',
      ),
    );
  });

  it('reads #filter and #speciality from the URL hash', async () => {
    history.replaceState(null, '', '#filter=telemed');
    const a = mount();
    await waitFor(() =>
      expect(a.q.getByRole('button', { name: 'Онлайн' }).getAttribute('aria-pressed')).toBe('true'),
    );
    document.body.innerHTML = '';
    await wait(0);

    history.replaceState(null, '', '#speciality=dietolog&filter=office');
    const b = mount();
    await waitFor(() =>
      expect(b.q.getByRole('button', { name: /^Диетолог .*, специальность или услуга$/ })).toBeTruthy(),
    );
    expect(b.q.getByRole('button', { name: 'В клинике' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("a card's map link dispatches pd:show-map with the clinic's point", async () => {
    const shown: CustomEvent[] = [];
    const onMap = (e: Event) => {
      shown.push(e as CustomEvent);
      e.preventDefault();
    };
    window.addEventListener('pd:show-map', onMap);
    cleanups.push(() => window.removeEventListener('pd:show-map', onMap));
    const { q } = mount();
    const [first] = await cards(q);
    fireEvent.click(first.q.getByRole('link', { name: 'Показать на карте' }));
    expect(shown).toHaveLength(1);
    expect(shown[0].detail).toEqual({
      points: [
        {
          coords: [55.7446, 37.5661],
          name: 'Медицинский центр «Ясень»',
          address: 'ул. Большая Дорогомиловская, д. 9',
          id: 101,
          phone: '+7 (495) 123-45-67',
          lpuHref: '/moskva/lpu/medicinskiy-centr-yasen/',
        },
      ],
    });
    // 'На карте' over the list is a desktop control.
    expect(q.queryByRole('button', { name: 'На карте' })).toBeNull();
  });

  it("shows 'Принимает в других странах' only with its flag", async () => {
    const attrs = { 'other-countries': JSON.stringify(CLINIC_LIST_OTHER_COUNTRIES) };
    const off = mount(attrs);
    await cards(off.q);
    expect(off.q.queryByRole('button', { name: 'Принимает в других странах' })).toBeNull();
    document.body.innerHTML = '';
    await wait(0);

    configure({ flags: { pd_info_about_other_countries: true } });
    const on = mount(attrs);
    const toggle = await on.q.findByRole('button', { name: 'Принимает в других странах' });
    expect(on.q.queryByRole('link', { name: 'Казахстан, Алматы' })).toBeNull();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(on.q.getByRole('link', { name: 'Казахстан, Алматы' }).getAttribute('href')).toBe(
        '/kz/almaty/vrach/1014-belova/',
      ),
    );
  });

  it("on desktop: every card open, 'На карте' over the list (not for telemed) and the staff appointment type", async () => {
    const happy = (
      window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
    ).happyDOM;
    happy.setViewport({ width: 1280, height: 900 });
    cleanups.push(() => happy.setViewport({ width: 1024, height: 768 }));
    configure({ user: { isStaff: true } });
    const shown: CustomEvent[] = [];
    const onMap = (e: Event) => {
      shown.push(e as CustomEvent);
      e.preventDefault();
    };
    window.addEventListener('pd:show-map', onMap);
    cleanups.push(() => window.removeEventListener('pd:show-map', onMap));
    const { q } = mount();
    const map = await q.findByRole('button', { name: 'На карте' });
    const list = await cards(q);
    expect(list).toHaveLength(4);
    expect(q.queryByRole('button', { name: 'Показать расписание' })).toBeNull();
    expect(list[0].q.getByText('Тип записи: Прямая запись через МИС')).toBeTruthy();
    fireEvent.click(map);
    expect(shown[0].detail.points.map((p: { id: number }) => p.id)).toEqual([101, 102, 201, 202]);
    fireEvent.click(q.getByRole('button', { name: 'Онлайн' }));
    await waitFor(() => expect(q.queryByRole('button', { name: 'На карте' })).toBeNull());
  });

  it('renders from the React entry in its own shadow root, with clinics as an array', async () => {
    const seen = recordRequests();
    const { container } = render(<ClinicList clinics={CLINIC_LIST_ENTRIES} doctorId={1014} />);
    const host = container.querySelector('[data-pd-widget="pd-clinic-list"]') as HTMLElement;
    await waitFor(() => expect(host.shadowRoot).toBeTruthy());
    const q = within(host.shadowRoot as unknown as HTMLElement);
    expect(await cards(q)).toHaveLength(4);
    await firstSlots(q);
    expect(count(seen, BULK)).toBe(1);
  });

  it('logs malformed input and renders nothing instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = mount({ 'clinics-source': 'missing' });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[pd-widgets] pd-clinic-list: attribute "clinics-source": no element with id "missing" on the page; no clinics to show',
      ),
    );
    expect(root.textContent).toBe('');
  });
});
