import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import {
  CASE_LEFT_CLINIC_ID,
  CASES_DOCTOR,
  CASES_DOCTOR_IDS,
  CASES_FAILING_DOCTOR_ID,
} from '../../../mocks/api/doctor-cases';
import { resetModals, resetScrollLock } from '../../core/modal';
import './index';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

function mount(doctorId: number | string, extra: Record<string, string> = {}) {
  const target = document.createElement('section');
  target.id = 'appointment';
  target.textContent = 'Запись на приём';
  document.body.append(target);
  const el = document.createElement('pd-doctor-cases');
  el.setAttribute('doctor-id', String(doctorId));
  el.setAttribute('doctor-name', CASES_DOCTOR.name);
  el.setAttribute('doctor-url', CASES_DOCTOR.url);
  for (const [k, val] of Object.entries(extra)) el.setAttribute(k, val);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q, target };
}

/** Counts requests to a path (the reference handler still answers). */
function count(path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.search);
  });
  return seen;
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(false);
});
afterEach(async () => {
  server.events.removeAllListeners();
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  vi.restoreAllMocks();
});

describe('<pd-doctor-cases>', () => {
  it("mobile preview: 10 cases, 3 images each, 'Смотреть все', slider buttons", async () => {
    const { q } = mount(CASES_DOCTOR_IDS.many);
    const region = await q.findByRole('group', { name: 'Фото до и после' });
    const slides = region.querySelectorAll('.cs__slide');
    expect(slides).toHaveLength(11);
    expect(within(region).getByRole('button', { name: 'Смотреть все' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Случай 1: смотреть фото до и после' })).toBeTruthy();
    for (const thumbs of region.querySelectorAll('.cs__thumbs')) {
      expect(thumbs.querySelectorAll('.cs__thumb').length).toBeLessThanOrEqual(3);
    }
    expect(within(region).getByRole('button', { name: 'Следующие случаи' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Предыдущие случаи' })).toBeTruthy();
  });

  it('desktop with 2 cases: no slider buttons, no "Смотреть все"', async () => {
    setDesktop(true);
    const { q } = mount(CASES_DOCTOR_IDS.two);
    const region = await q.findByRole('group', { name: 'Фото до и после' });
    expect(region.querySelectorAll('.cs__slide')).toHaveLength(2);
    expect(within(region).queryByRole('button', { name: 'Смотреть все' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Следующие случаи' })).toBeNull();
  });

  it('desktop list: a 670-px drawer with the case details; more pages by has_next', async () => {
    setDesktop(true);
    const pages = count('/api/doctor/cases/');
    const { q } = mount(CASES_DOCTOR_IDS.many);
    fireEvent.click(await q.findByRole('button', { name: 'Смотреть все' }));
    const dialog = await q.findByRole('dialog', { name: 'Фото до и после' });
    expect(dialog.getAttribute('data-variant')).toBe('side-sheet');
    const container = dialog.querySelector('.pd-modal__container') as HTMLElement;
    expect(container.style.getPropertyValue('--pd-modal-width')).toBe('670px');

    const d = within(dialog);
    const first = (await d.findByRole('heading', { name: 'Случай 1' })).closest('article') as HTMLElement;
    const c = within(first);
    expect(c.getByRole('link', { name: 'Медицинский центр «Ясень»' }).getAttribute('href')).toBe(
      '/moskva/lpu/101-yasen/',
    );
    expect(c.getByRole('link', { name: CASES_DOCTOR.name }).getAttribute('href')).toBe(CASES_DOCTOR.url);
    expect(first.textContent).toContain('до процедуры');
    expect(first.textContent).toContain('Стоимость выполнения аналогичных услуг');
    expect(first.querySelector('.csl__price-value')?.textContent).toMatch(/^от \d[\d\u00a0]*\u00a0₽$/);
    expect(c.getByRole('button', { name: 'Записаться на консультацию' })).toBeTruthy();
    expect(dialog.querySelectorAll('.csl__case')).toHaveLength(10);

    fireEvent.click(d.getByRole('button', { name: 'Показать ещё случаи' }));
    await d.findByRole('heading', { name: 'Случай 14' });
    expect(d.queryByRole('button', { name: 'Показать ещё случаи' })).toBeNull();
    expect(pages).toEqual(['?doctor_id=1001&page=1', '?doctor_id=1001&page=2']);
  });

  it("§2 a case's appointment button shows only where the clinic accepts appointments (direct with slots, or express), from the clinics data", async () => {
    // The page's clinic entries (§3 "Clinic address entry"), the json_script the clinic list reads too.
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'doctor-clinics';
    data.textContent = JSON.stringify([
      { lpu_id: 101, appointment_direct: true, has_slots: true, appointment_express: false },
      { lpu_id: 102, appointment_direct: true, has_slots: false, appointment_express: false },
    ]);
    document.body.append(data);
    const { q } = mount(CASES_DOCTOR_IDS.many, { 'clinics-source': 'doctor-clinics' });
    fireEvent.click(await q.findByRole('button', { name: 'Смотреть все' }));
    const d = within(await q.findByRole('dialog', { name: 'Фото до и после' }));
    const caseOf = async (n: number) =>
      within((await d.findByRole('heading', { name: `Случай ${n}` })).closest('article') as HTMLElement);
    expect((await caseOf(1)).queryByRole('button', { name: 'Записаться на консультацию' })).toBeTruthy();
    // Clinic 102 books directly but has no slots: no button.
    expect((await caseOf(2)).queryByRole('button', { name: 'Записаться на консультацию' })).toBeNull();
  });

  it("mobile list: fullscreen 'Фото до и после' opened at the clicked case", async () => {
    const { q } = mount(CASES_DOCTOR_IDS.many);
    fireEvent.click(await q.findByRole('button', { name: 'Случай 3: смотреть фото до и после' }));
    const dialog = await q.findByRole('dialog', { name: 'Фото до и после' });
    expect(dialog.getAttribute('data-variant')).toBe('fullscreen');
    const heading = await within(dialog).findByRole('heading', { name: 'Случай 3' });
    await waitFor(() => expect((dialog.getRootNode() as ShadowRoot).activeElement).toBe(heading));
  });

  it("'Что входит в стоимость' opens 'Услуги на {total}' with both notes, one request per case", async () => {
    setDesktop(true);
    const asked = count('/api/doctor/case/services/');
    const { q } = mount(CASES_DOCTOR_IDS.many);
    fireEvent.click(await q.findByRole('button', { name: 'Смотреть все' }));
    const list = await q.findByRole('dialog', { name: 'Фото до и после' });
    const third = (await within(list).findByRole('heading', { name: 'Случай 3' })).closest(
      'article',
    ) as HTMLElement;
    const link = within(third).getByRole('button', { name: 'Что входит в стоимость' });
    fireEvent.click(link);
    const services = await q.findByRole('dialog', { name: /^Услуги на \d[\d\u00a0]*\u00a0₽$/ });
    await within(services).findByText('Комплекс услуг указан врачом. Цена может быть не окончательной.');
    within(services).getByText(
      'Врач больше не работает в клинике, где выполнял услуги. Цена может отличаться.',
    );
    fireEvent.keyDown(services, { key: 'Escape' });
    await waitFor(() => expect(q.queryByRole('dialog', { name: /^Услуги на/ })).toBeNull());
    fireEvent.click(link);
    await q.findByRole('dialog', { name: /^Услуги на/ });
    expect(asked).toEqual([`?case_id=${CASE_LEFT_CLINIC_ID}`]);
  });

  it("gallery: 'N из M', arrows and buttons, 'Закрыть'", async () => {
    const { q } = mount(CASES_DOCTOR_IDS.two);
    fireEvent.click(await q.findByRole('button', { name: 'Случай 1: смотреть фото до и после' }));
    const list = await q.findByRole('dialog', { name: 'Фото до и после' });
    const first = (await within(list).findByRole('heading', { name: 'Случай 1' })).closest(
      'article',
    ) as HTMLElement;
    const images = within(first).getAllByRole('button', { name: /^Открыть фото/ });
    fireEvent.click(images[0]);
    const gallery = await q.findByRole('dialog', { name: 'Фото до и после: Случай 1' });
    const g = within(gallery);
    const m = images.length;
    await g.findByText(`1 из ${m}`);
    fireEvent.click(g.getByRole('button', { name: 'Следующее фото' }));
    await g.findByText(`2 из ${m}`);
    fireEvent.keyDown(g.getByRole('button', { name: 'Закрыть' }), { key: 'ArrowLeft' });
    await g.findByText(`1 из ${m}`);
    fireEvent.click(g.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog', { name: /Случай 1$/ })).toBeNull());
  });

  it("a server failure shows 'Что-то пошло не так' with 'Обновить'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount(CASES_FAILING_DOCTOR_ID);
    const alert = await q.findByRole('alertdialog', { name: 'Что-то пошло не так' });
    within(alert).getByText('Попробуйте немного подождать и обновите страницу');
    expect(within(alert).getByRole('button', { name: 'Обновить' })).toBeTruthy();
    expect(q.queryByRole('group')).toBeNull();
  });

  it("offline shows 'Нет соединения с интернетом'; 'Понятно' closes it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/doctor/cases/', () => HttpResponse.error()));
    const { q } = mount(CASES_DOCTOR_IDS.two);
    const alert = await q.findByRole('alertdialog', { name: 'Нет соединения с интернетом' });
    within(alert).getByText('Проверьте соединение и попробуйте снова');
    fireEvent.click(within(alert).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(q.queryByRole('alertdialog')).toBeNull());
  });

  it('no cases: nothing rendered and doctor-cases:empty', async () => {
    const onEmpty = vi.fn();
    document.addEventListener('doctor-cases:empty', onEmpty);
    const { el } = mount(CASES_DOCTOR_IDS.empty);
    await waitFor(() => expect(onEmpty).toHaveBeenCalledTimes(1));
    document.removeEventListener('doctor-cases:empty', onEmpty);
    expect(el.shadowRoot?.querySelector('.cs')).toBeNull();
  });

  it('a bad doctor-id is logged and nothing is requested', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages = count('/api/doctor/cases/');
    mount('abc');
    await waitFor(() =>
      expect(
        errors.mock.calls.some((c) => String(c[0]).includes('[pd-widgets] pd-doctor-cases: doctor-id')),
      ).toBe(true),
    );
    expect(pages).toEqual([]);
  });
});
