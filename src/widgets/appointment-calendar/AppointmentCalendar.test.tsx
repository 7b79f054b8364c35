import { fireEvent, waitFor, within } from '@testing-library/dom';
import { fireEvent as reactFireEvent, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { modalStyles, resetModals } from '../../core/modal';
import { resetScrollLock } from '../../core/modal';
import { getSheet } from '../../core/styles';
import { server } from '../../../tests/msw-server';
import {
  DEMO_CSRF_TOKEN,
  DOCTOR_IDS,
  EMPTY_DOCTOR_ID,
  EXPRESS_LPU_ID,
  FAILING_DOCTOR_ID,
  LATE_LPU_ID,
  LPU_IDS,
  doctorSlots,
} from '../../../mocks/fixtures';
import { AppointmentCalendar } from './AppointmentCalendar';
import './index';

/** Monday 23 November 2026, 10:00 Moscow. */
const TODAY = '2026-11-23';
const NOW = '2026-11-23T10:00:00+03:00';

/** The reference API's slots for a doctor at a clinic over the default 14-day window from today. */
function fixtureSlots(doctorId: number, lpuId: number) {
  return doctorSlots(doctorId, lpuId, { dtStart: TODAY, days: 14 });
}

function mount(attrs: Record<string, string | true>) {
  const el = document.createElement('pd-appointment-calendar');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value === true ? '' : value);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

function events(el: HTMLElement, name: string) {
  const list: CustomEvent[] = [];
  el.addEventListener(name, (e) => list.push(e as CustomEvent));
  return list;
}

beforeEach(() => {
  configure({ now: NOW, csrfToken: DEMO_CSRF_TOKEN });
});
afterEach(async () => {
  document.body.innerHTML = '';
  await Promise.resolve();
  resetModals();
  resetScrollLock();
  resetConfig();
});

describe('<pd-appointment-calendar> with the reference API', () => {
  // r2wc renders outside React's act(): tell React this is not an act() environment while the element renders.
  const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previousActEnv: boolean | undefined;
  beforeEach(() => {
    previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
    actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of the removed elements
    actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  });

  const ivanova = { 'doctor-id': String(DOCTOR_IDS.ivanova), 'lpu-id': String(LPU_IDS.yasen) };

  it('shows a spinner, then the day strip and two rows of slots of the first day', async () => {
    // The reply held until the spinner is seen (a resolver that returns nothing hands the request on to the
    // reference API): an answer in before the first render shows the slots in it, with no spinner (ADR 245).
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('*/ajax/schedule/slots_bulk/', () => held.then(() => undefined)));
    const { q } = mount(ivanova);
    expect(await q.findByRole('status')).toHaveProperty('textContent', 'Загружаем расписание');
    answer();
    const tabs = await q.findAllByRole('tab');
    const slots = fixtureSlots(DOCTOR_IDS.ivanova, LPU_IDS.yasen);

    // WCAG 2.5.3 label-in-name (issue 20 item 30): a day tab is named by its visible text, nothing else.
    expect(tabs[0].hasAttribute('aria-label')).toBe(false);
    expect(q.getByRole('tab', { name: 'Сегодня 23 нояб Пн' })).toBe(tabs[0]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(tabs[0].textContent).toBe('Сегодня 23 нояб Пн');
    // The fixture's empty stretch (window days 5–7) is one merged, disabled range tab.
    // (the visually hidden suffix is out of flow: a name may read '… Сб–Пн , нет …')
    const range = q.getByRole('tab', { name: /^28–30 нояб Сб–Пн ?, нет свободного времени$/ });
    expect(range.getAttribute('aria-disabled')).toBe('true');
    // The slot grid is a named group.
    expect(q.getByRole('group', { name: 'Свободное время' })).toBeTruthy();

    const buttons = q.getAllByRole('button', { name: /, записаться на 23 ноября/ });
    // Mobile (happy-dom is narrower than 1200 px, width unmeasured): 4 columns × 2 rows.
    expect(buttons).toHaveLength(8);
    expect(buttons.map((b) => b.textContent)).toEqual(slots[TODAY].slice(0, 8).map((s) => s.time));
    expect(buttons[0].getAttribute('aria-label')).toBe(
      `${slots[TODAY][0].time}, записаться на 23 ноября, понедельник, 30 минут`,
    );

    fireEvent.click(q.getByRole('button', { name: 'Показать все' }));
    expect(q.getAllByRole('button', { name: /, записаться на 23 ноября/ })).toHaveLength(slots[TODAY].length);
    expect(q.getByRole('button', { name: 'Свернуть' })).toBeTruthy();
  });

  it('clicking a slot fires calendar:time-choice with the spec formats and highlights it on its day only', async () => {
    const { el, q } = mount(ivanova);
    const choices = events(el, 'calendar:time-choice');
    const slots = fixtureSlots(DOCTOR_IDS.ivanova, LPU_IDS.yasen);
    const first = slots[TODAY][0];
    const button = (await q.findAllByRole('button', { name: /, записаться на 23 ноября/ }))[0];
    fireEvent.click(button);

    expect(choices).toHaveLength(1);
    expect(choices[0].detail).toEqual({
      day: TODAY,
      time: first.time,
      duration: 1800,
      dateName: '23 ноября (понедельник)',
      selectedFullDate: `23.11.2026 ${first.time}`,
    });
    expect(choices[0].bubbles && choices[0].composed).toBe(true);
    // The store has the choice at once; the view shows it once it is subscribed (preact/compat subscribes in an
    // effect, and slots already in at creation are in the first render, ADR 245).
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(q.getByRole('tab', { name: 'Завтра 24 нояб Вт' }));
    await waitFor(() =>
      expect(q.getAllByRole('button', { name: /, записаться на 24 ноября/ }).length).toBeGreaterThan(0),
    );
    expect(
      q
        .getAllByRole('button', { name: /, записаться на/ })
        .every((b) => b.getAttribute('aria-pressed') === 'false'),
    ).toBe(true);
  });

  it('with use-redirect navigates to the doctor new-appointment page', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    history.replaceState(null, '', '/moskva/vrach/1001-ivanova/'); // a doctor's own page: source=doctor-inner
    const { q } = mount({ ...ivanova, 'use-redirect': true, club: true, 'spec-placement': 'top' });
    const first = fixtureSlots(DOCTOR_IDS.ivanova, LPU_IDS.yasen)[TODAY][0];
    fireEvent.click((await q.findAllByRole('button', { name: /, записаться на/ }))[0]);
    // The redirect code loads on the first choice (ADR 243).
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/appointment/new/?doctor=${DOCTOR_IDS.ivanova}&lpu=${LPU_IDS.yasen}&slot=23.11.2026%20${first.time}` +
          '&type=club&doctorSpec=&spec_placement=top&source=doctor-inner&speciality=',
      ),
    );
    history.replaceState(null, '', '/');
  });

  it('arrow keys move among enabled day tabs and between slot buttons', async () => {
    const { q } = mount(ivanova);
    const tabs = await q.findAllByRole('tab');
    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    const second = q.getByRole('tab', { name: 'Завтра 24 нояб Вт' });
    expect((second.getRootNode() as ShadowRoot).activeElement).toBe(second);
    // (as the click test: the view follows the store once subscribed)
    await waitFor(() => expect(second.getAttribute('aria-selected')).toBe('true'));
    expect(tabs[0].getAttribute('tabindex')).toBe('-1');

    // From Friday 27 the next enabled tab skips the merged range 28–30 нояб.
    const friday = q.getByRole('tab', { name: '27 нояб Пт' });
    fireEvent.click(friday);
    fireEvent.keyDown(friday, { key: 'ArrowRight' });
    expect(q.getByRole('tab', { name: '1 дек Вт' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(q.getByRole('tab', { name: '1 дек Вт' }), { key: 'Home' });
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');

    const slotButtons = q.getAllByRole('button', { name: /, записаться на 23 ноября/ });
    slotButtons[0].focus();
    fireEvent.keyDown(slotButtons[0], { key: 'ArrowRight' });
    expect((slotButtons[0].getRootNode() as ShadowRoot).activeElement).toBe(slotButtons[1]);
    fireEvent.keyDown(slotButtons[1], { key: 'ArrowDown' });
    expect((slotButtons[0].getRootNode() as ShadowRoot).activeElement).toBe(slotButtons[5]);
  });

  it('shows the error alert and loads again on retry', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount({ 'doctor-id': String(FAILING_DOCTOR_ID), 'lpu-id': String(LATE_LPU_ID) });
    const alert = await q.findByRole('alert');
    expect(alert.textContent).toContain('Что-то пошло не так');
    expect(alert.textContent).toContain('Попробуйте немного подождать и обновите страницу');
    expect(spy.mock.calls.map((c) => String(c[0]))).toContainEqual(
      expect.stringMatching(/^\[pd-widgets\] pd-appointment-calendar: could not load slots/),
    );

    server.use(
      http.post('*/ajax/schedule/slots_bulk/', () =>
        HttpResponse.json({
          result: [
            {
              lpu_id: LATE_LPU_ID,
              doctor_id: FAILING_DOCTOR_ID,
              slots: { [TODAY]: [{ time: '12:00', duration: 1800 }] },
            },
          ],
        }),
      ),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(
      await q.findByRole('button', { name: '12:00, записаться на 23 ноября, понедельник, 30 минут' }),
    ).toBeTruthy();
    expect(q.queryByRole('alert')).toBeNull();
  });

  it('shows the stub for a doctor without slots', async () => {
    const { q } = mount({ 'doctor-id': String(EMPTY_DOCTOR_ID), 'lpu-id': String(LPU_IDS.uralHealth) });
    expect(await q.findByText('Запись недоступна')).toBeTruthy();
    expect(q.queryAllByRole('tab')).toHaveLength(0);
  });

  it("§4 'Запись включится {time}': the time is the window's dateStart from the data, not a guess from empty days", async () => {
    // The page's schedule starts three days from today (§3 "Page storage: dateStart"): booking opens then.
    const later = mount({ ...ivanova, 'date-start': '2026-11-26' });
    const opens = await later.q.findByRole('button', { name: 'Запись включится 26 ноября' });
    expect((opens as HTMLButtonElement).disabled).toBe(true);
    expect(later.q.getByRole('tab', { name: /^26 нояб/ }).getAttribute('aria-selected')).toBe('true');
    // A window that starts today with three empty days first is a full schedule, not "booking opens later".
    const late = mount({ 'doctor-id': String(DOCTOR_IDS.sokolova), 'lpu-id': String(LATE_LPU_ID) });
    expect(await late.q.findByRole('tab', { name: /26 нояб/, selected: true })).toBeTruthy();
    expect(late.q.queryByRole('button', { name: /Запись включится/ })).toBeNull();
  });

  it("§3 calendar input selectedDate: opens on the selected slot's day with that slot highlighted", async () => {
    const slot = fixtureSlots(DOCTOR_IDS.ivanova, LPU_IDS.yasen)['2026-11-24'][1];
    const { q } = mount({ ...ivanova, 'selected-date': `24.11.2026 ${slot.time}` });
    expect(await q.findByRole('tab', { name: 'Завтра 24 нояб Вт', selected: true })).toBeTruthy();
    const chosen = q.getByRole('button', { name: new RegExp(`^${slot.time}, записаться на 24 ноября`) });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
  });

  it('§3 calendar input dataItem: the schedule item names the clinic, the doctor and whether booking is on', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { q } = mount({
      'data-item': JSON.stringify({ lpuId: LPU_IDS.yasen, doctorId: DOCTOR_IDS.ivanova, hasSlots: true }),
      'use-redirect': true,
    });
    fireEvent.click((await q.findAllByRole('button', { name: /, записаться на/ }))[0]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0][0]).toMatch(
      new RegExp(`^/appointment/new/\\?doctor=${DOCTOR_IDS.ivanova}&lpu=${LPU_IDS.yasen}&`),
    );
    const off = mount({
      'data-item': JSON.stringify({
        lpuId: LPU_IDS.yasen,
        doctorId: DOCTOR_IDS.ivanova,
        isAppointmentOn: false,
      }),
    });
    expect(await off.q.findByText('Запись недоступна')).toBeTruthy();
  });

  it('§3/§7 calendar inputs isAppointmentLpu, lpuPriceList and isAppointmentDoctor choose the clinic or the doctor redirect', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const first = fixtureSlots(DOCTOR_IDS.ivanova, LPU_IDS.yasen)[TODAY][0];
    let calls = 0;
    for (const flag of ['is-appointment-lpu', 'lpu-price-list']) {
      const { q } = mount({ ...ivanova, 'use-redirect': true, [flag]: true });
      fireEvent.click(
        (await q.findAllByRole('button', { name: new RegExp(`^${first.time}, записаться на`) }))[0],
      );
      calls += 1;
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(calls));
      expect(assign.mock.lastCall?.[0]).toMatch(
        new RegExp(`^/uslugi/appointment/new/\\?lpu=${LPU_IDS.yasen}&slot=23\\.11\\.2026%20${first.time}&`),
      );
      document.body.innerHTML = '';
    }
    const service = mount({
      'lpu-id': String(LPU_IDS.yasen),
      'synonym-id': '5001',
      'doctor-id': String(DOCTOR_IDS.ivanova),
      'is-appointment-doctor': true,
      'use-redirect': true,
    });
    fireEvent.click((await service.q.findAllByRole('button', { name: /, записаться на/ }))[0]);
    calls += 1;
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(calls));
    expect(assign.mock.lastCall?.[0]).toMatch(
      new RegExp(`^/appointment/new/\\?doctor=${DOCTOR_IDS.ivanova}&lpu=${LPU_IDS.yasen}&`),
    );
  });

  it('§3/§5 calendar input serviceDirect: a service the clinic does not book directly asks no slots and shows the stub', async () => {
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/ajax/services/schedule/') asked += 1;
    });
    const { q } = mount({ 'lpu-id': String(LPU_IDS.yasen), 'synonym-id': '5001', 'service-direct': 'false' });
    expect(await q.findByText('Запись недоступна')).toBeTruthy();
    expect(asked).toBe(0);
    server.events.removeAllListeners();
    // A bare (or absent) attribute keeps the service bookable.
    const direct = mount({ 'lpu-id': String(LPU_IDS.yasen), 'synonym-id': '5001', 'service-direct': true });
    expect((await direct.q.findAllByRole('button', { name: /, записаться на/ })).length).toBeGreaterThan(0);
  });

  it('express mode: slot buttons are disabled and the order call fires calendar:order-call', async () => {
    const { el, q } = mount({
      'doctor-id': String(DOCTOR_IDS.ivanova),
      'lpu-id': String(EXPRESS_LPU_ID),
      'appointment-type': 'express',
      'express-enabled': true,
    });
    const calls = events(el, 'calendar:order-call');
    const order = await q.findByRole('button', { name: 'Заказать звонок' });
    expect(q.getByText('Клиника позвонит в течение 5 минут')).toBeTruthy();
    const slotButtons = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[part="slot"]');
    const daySlots = fixtureSlots(DOCTOR_IDS.ivanova, EXPRESS_LPU_ID)[TODAY] ?? [];
    expect(slotButtons.length).toBe(Math.min(8, daySlots.length));
    expect([...slotButtons].every((b) => b.disabled)).toBe(true);
    // §4: express slots must not look like 'no slots': no 'Показать все' under inert slots.
    expect(q.queryByRole('button', { name: 'Показать все' })).toBeNull();
    fireEvent.click(order);
    expect(calls.map((c) => c.detail)).toEqual([
      { doctorId: DOCTOR_IDS.ivanova, lpuId: EXPRESS_LPU_ID, synonymId: null },
    ]);
  });

  it('preliminary consultation: a slot opens the modal; "Записаться к врачу" continues, "Отменить" does not', async () => {
    const { el, q } = mount({ ...ivanova, 'preliminary-consultation': true });
    const choices = events(el, 'calendar:time-choice');
    const slot = (await q.findAllByRole('button', { name: /, записаться на/ }))[0];

    fireEvent.click(slot);
    const title = await q.findByText('Сначала нужно проконсультироваться с врачом');
    expect(title).toBeTruthy();
    expect(q.getByText(/Врач соберёт анамнез/)).toBeTruthy();
    fireEvent.click(q.getByRole('button', { name: 'Отменить' }));
    expect(choices).toHaveLength(0);

    fireEvent.click(slot);
    fireEvent.click(await q.findByRole('button', { name: 'Записаться к врачу' }));
    expect(choices).toHaveLength(1);
    expect(choices[0].detail.day).toBe(TODAY);
  });

  it('a plain calendar never loads the modal; with preliminary-consultation the modal css is ready before a click', async () => {
    const plain = mount(ivanova);
    const plainSlot = (await plain.q.findAllByRole('button', { name: /, записаться на/ }))[0];
    fireEvent.click(plainSlot);
    await new Promise((r) => setTimeout(r, 20));
    expect(plain.el.shadowRoot?.querySelector('dialog')).toBeNull();
    expect(plain.el.shadowRoot?.adoptedStyleSheets).not.toContain(getSheet(modalStyles));

    const prelim = mount({ ...ivanova, 'preliminary-consultation': true });
    await prelim.q.findAllByRole('button', { name: /, записаться на/ });
    await waitFor(() => expect(prelim.el.shadowRoot?.adoptedStyleSheets).toContain(getSheet(modalStyles)));
    expect(prelim.q.queryByText('Сначала нужно проконсультироваться с врачом')).toBeNull();
  });

  it('the page event pd:preliminary-consultation opens the modal of a calendar without the attribute', async () => {
    const { el, q } = mount(ivanova);
    await q.findAllByRole('button', { name: /, записаться на/ });
    const onContinue = vi.fn();
    window.dispatchEvent(
      new CustomEvent('pd:preliminary-consultation', { detail: { visible: true, onContinue, target: el } }),
    );
    fireEvent.click(await q.findByRole('button', { name: 'Записаться к врачу' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(el.shadowRoot?.adoptedStyleSheets).toContain(getSheet(modalStyles));
  });

  it('logs a malformed input and shows the stub instead of throwing', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount({ 'lpu-id': String(LPU_IDS.yasen) });
    expect(await q.findByText('Запись недоступна')).toBeTruthy();
    expect(
      spy.mock.calls.some((c) =>
        /^\[pd-widgets\] pd-appointment-calendar: no schedule to show/.test(String(c[0])),
      ),
    ).toBe(true);
  });
});

describe('day strip scroll buttons (ADR 130)', () => {
  // happy-dom has no layout: the strip's measurements are stubbed on the tablist, and its scrollTo moves a fake
  // scrollLeft and fires 'scroll' as a browser does.
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
  });

  const ivanova = { 'doctor-id': String(DOCTOR_IDS.ivanova), 'lpu-id': String(LPU_IDS.yasen) };

  /** Gives the strip a layout: `clientWidth` visible of `scrollWidth`; returns the scrollTo calls. */
  function layOut(list: HTMLElement, clientWidth: number, scrollWidth: number) {
    let left = 0;
    const calls: ScrollToOptions[] = [];
    Object.defineProperty(list, 'clientWidth', { configurable: true, get: () => clientWidth });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, get: () => scrollWidth });
    Object.defineProperty(list, 'scrollLeft', {
      configurable: true,
      get: () => left,
      set: (v: number) => {
        left = Math.max(0, Math.min(scrollWidth - clientWidth, v));
        list.dispatchEvent(new Event('scroll'));
      },
    });
    list.scrollTo = ((options: ScrollToOptions) => {
      calls.push(options);
      list.scrollLeft = options.left ?? left;
    }) as typeof list.scrollTo;
    return calls;
  }

  const prevName = { name: 'Предыдущие дни' };
  const nextName = { name: 'Следующие дни' };

  it('both buttons stay hidden until measured and while all tabs fit', async () => {
    const { q, el } = mount(ivanova);
    const list = await q.findByRole('tablist');
    const root = el.shadowRoot as ShadowRoot;
    expect(root.querySelector('[part~="day-scroll-prev"]')?.hasAttribute('hidden')).toBe(true);
    expect(root.querySelector('[part~="day-scroll-next"]')?.hasAttribute('hidden')).toBe(true);
    layOut(list, 900, 900);
    list.dispatchEvent(new Event('scroll'));
    await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => setTimeout(r, 0));
    expect(q.queryByRole('button', prevName)).toBeNull();
    expect(q.queryByRole('button', nextName)).toBeNull();
  });

  it('shows "Следующие дни" where tabs are cut; a click scrolls a page and reveals "Предыдущие дни"', async () => {
    const { q } = mount(ivanova);
    const list = await q.findByRole('tablist');
    const calls = layOut(list, 358, 900);
    list.dispatchEvent(new Event('scroll'));
    const next = await q.findByRole('button', nextName);
    expect(next.getAttribute('part')).toBe('day-scroll-next');
    expect(next.getAttribute('aria-controls')).toBe(list.id);
    expect(q.queryByRole('button', prevName)).toBeNull();

    fireEvent.click(next);
    expect(calls).toEqual([{ left: 278, behavior: 'smooth' }]);
    const prev = await q.findByRole('button', prevName);
    expect(prev.getAttribute('part')).toBe('day-scroll-prev');
    expect(q.getByRole('button', nextName)).toBe(next);

    // The next page reaches the end: "Следующие дни" hides, and its focus moves to "Предыдущие дни".
    next.focus();
    fireEvent.click(next);
    expect(calls[1]).toEqual({ left: 542, behavior: 'smooth' });
    await waitFor(() => expect(q.queryByRole('button', nextName)).toBeNull());
    expect(next.hasAttribute('hidden')).toBe(true);
    expect((list.getRootNode() as ShadowRoot).activeElement).toBe(prev);

    // Back to the start: "Предыдущие дни" hides, the focus goes to "Следующие дни".
    fireEvent.click(prev);
    fireEvent.click(prev);
    await waitFor(() => expect(q.queryByRole('button', prevName)).toBeNull());
    expect(list.scrollLeft).toBe(0);
    expect((list.getRootNode() as ShadowRoot).activeElement).toBe(q.getByRole('button', nextName));
  });

  it('scrolls without animation when the user prefers reduced motion', async () => {
    const { q } = mount(ivanova);
    const list = await q.findByRole('tablist');
    const calls = layOut(list, 358, 900);
    list.dispatchEvent(new Event('scroll'));
    const next = await q.findByRole('button', nextName);
    const media = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({ matches: true, media: query } as MediaQueryList)
        : media(query),
    );
    fireEvent.click(next);
    expect(calls).toEqual([{ left: 278, behavior: 'auto' }]);
  });

  it('measures in the ResizeObserver callback, one observer for all strips', async () => {
    const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
    class FakeResizeObserver {
      targets: Element[] = [];
      constructor(public callback: ResizeObserverCallback) {
        observers.push(this);
      }
      observe(el: Element) {
        this.targets.push(el);
      }
      unobserve(el: Element) {
        this.targets = this.targets.filter((t) => t !== el);
      }
      disconnect() {
        this.targets = [];
      }
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    try {
      const a = mount(ivanova);
      const b = mount({ 'doctor-id': String(DOCTOR_IDS.smirnova), 'lpu-id': String(EXPRESS_LPU_ID) });
      const lists = [await a.q.findByRole('tablist'), await b.q.findByRole('tablist')];
      const strips = observers.filter((o) => o.targets.some((t) => lists.includes(t as HTMLElement)));
      expect(strips).toHaveLength(1);
      layOut(lists[0], 358, 900);
      layOut(lists[1], 1216, 1216);
      const entries = lists.map((target) => ({ target }) as unknown as ResizeObserverEntry);
      strips[0].callback(entries, strips[0] as unknown as ResizeObserver);
      expect(await a.q.findByRole('button', nextName)).toBeTruthy();
      expect(b.q.queryByRole('button', nextName)).toBeNull();
    } finally {
      document.body.innerHTML = '';
      await new Promise((r) => setTimeout(r, 0));
      vi.unstubAllGlobals();
    }
  });
});

describe('AppointmentCalendar as a React component', () => {
  it('calls onTimeChoice outside a custom element', async () => {
    const onTimeChoice = vi.fn();
    const view = render(
      <AppointmentCalendar doctorId={DOCTOR_IDS.ivanova} lpuId={LPU_IDS.yasen} onTimeChoice={onTimeChoice} />,
    );
    const first = fixtureSlots(DOCTOR_IDS.ivanova, LPU_IDS.yasen)[TODAY][0];
    reactFireEvent.click((await view.findAllByRole('button', { name: /, записаться на/ }))[0]);
    expect(onTimeChoice).toHaveBeenCalledWith(
      expect.objectContaining({ day: TODAY, time: first.time, duration: 1800 }),
    );
    view.unmount();
  });
});
