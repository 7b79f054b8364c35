import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLUB_FOREIGN_PROVIDER_URL,
  CLUB_PROVIDER_HOST,
  clubCouponRequest,
  clubProviderUrl,
  resetClubMock,
  type ClubScenario,
} from '../../../mocks/api/club';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import { resetSession } from '../../shared/stores';
import './index';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

/**
 * The preloader's minimum in the tests that are not about it (the spec's 1 s is the default, kept by the preloader
 * test and club-payment-store.test.ts).
 */
const SHORT_PRELOADER = { preloaderMs: 50 };

function mount(
  scenario: ClubScenario,
  attrs: Record<string, string> = {},
  over: Record<string, unknown> = {},
  deps: Record<string, unknown> = SHORT_PRELOADER,
) {
  const redirect = vi.fn();
  const reload = vi.fn();
  const el = document.createElement('pd-club-payment') as HTMLElement & { deps?: unknown };
  el.setAttribute('coupon-request', JSON.stringify(clubCouponRequest(scenario, over)));
  el.setAttribute('poll-interval', '500');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.deps = { redirect, reload, ...deps };
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q, redirect, reload };
}

const stepOf = (el: HTMLElement) => el.shadowRoot?.querySelector('[part~="step"]')?.getAttribute('data-step');

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(true);
  configure({ allowedRedirectHosts: [CLUB_PROVIDER_HOST] });
  resetClubMock();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  resetConfig();
  resetSession();
  vi.restoreAllMocks();
});

async function toPaymentStart(q: ReturnType<typeof within>) {
  fireEvent.click(await q.findByRole('button', { name: 'Оплатить' }));
  return q.findByRole('textbox', { name: 'Электронная почта' });
}

describe('<pd-club-payment>', () => {
  // First: no element of an earlier test is listening for openers yet (their role= would be a false signal).
  it('an opener opens it; bad input logs and renders nothing', async () => {
    const opener = document.createElement('span');
    opener.setAttribute('data-pd-club-payment', '');
    opener.textContent = 'Оплатить купон';
    document.body.append(opener);
    const { q } = mount('success');
    // The openers are listened for once the element has rendered: the span then has button semantics.
    await waitFor(() => expect(opener.getAttribute('role')).toBe('button'));
    fireEvent.click(opener);
    expect(await q.findByRole('dialog')).toBeTruthy();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = document.createElement('pd-club-payment');
    bad.setAttribute('coupon-request', '{"id": "x"}');
    bad.setAttribute('open', '');
    document.body.append(bad);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0][0])).toMatch(/^\[pd-widgets\] pd-club-payment: /);
    expect(bad.shadowRoot?.querySelector('dialog')).toBeNull();
  });

  it('preloader, then the offer (476 px dialog) with the §9 arithmetic, then the redirect to the allowed host', async () => {
    const { el, q, redirect } = mount('success', { open: '' }, {}, {});
    const dialog = await q.findByRole('dialog');
    expect(stepOf(el)).toBe('appointmentProgress');
    expect(q.getByRole('status')).toBeTruthy();
    await q.findByRole('dialog', { name: 'Запись по клубной цене' });
    const container = dialog.querySelector('[part~="container"]') as HTMLElement;
    expect(container.style.getPropertyValue('--pd-modal-width')).toBe('476px');
    const rows = el.shadowRoot?.querySelector('[part~="breakdown"]')?.textContent ?? '';
    expect(rows).toContain('-30%');
    expect(rows).toContain('Клубная карта на полгода');
    expect(rows).toContain('Ваша скидка600\u00a0₽');
    expect(rows).toContain('Оплатить сейчас799\u00a0₽');
    expect(q.getByText(/Запись состоится, если оплатить 50% приёма в течение 20 минут/)).toBeTruthy();

    const email = await toPaymentStart(q);
    fireEvent.input(email, { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(q.getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(clubProviderUrl(101)));
  });

  it('an invalid e-mail: the spec text, the field keeps the typed value', async () => {
    const { q } = mount('success', { open: '' });
    const email = await toPaymentStart(q);
    fireEvent.input(email, { target: { value: 'ivan@mail' } });
    fireEvent.click(q.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await q.findByText('Введите корректный адрес электронной почты.')).toBeTruthy();
    expect((q.getByRole('textbox', { name: 'Электронная почта' }) as HTMLInputElement).value).toBe(
      'ivan@mail',
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('the server refuses the e-mail: the text, and the e-mail is kept', async () => {
    const { q } = mount('success', { open: '' });
    const email = await toPaymentStart(q);
    fireEvent.input(email, { target: { value: 'ivan@mail.invalid' } });
    fireEvent.click(q.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await q.findByText('Введите корректный адрес электронной почты.')).toBeTruthy();
    expect((q.getByRole('textbox', { name: 'Электронная почта' }) as HTMLInputElement).value).toBe(
      'ivan@mail.invalid',
    );
  });

  it.each<[ClubScenario, string, string]>([
    ['already_paid', 'Купон уже оплачен.', 'succeeded'],
    ['timed_out', 'Истекло время для оплаты.', 'failed'],
    ['appointment_canceled', 'Запись отменена. Попробуйте записаться заново.', 'appointmentError'],
    ['coupon_request_canceled', 'Запрос на покупку купона аннулирован.', 'failed'],
    ['reject', 'Ошибка. Попробуйте перезагрузить страницу.', 'appointmentError'],
  ])('§8 %s: "%s" verbatim in %s', async (scenario, text, step) => {
    const { el, q } = mount(scenario, { open: '' }, { email: 'ivan@mail.ru' });
    await toPaymentStart(q);
    fireEvent.click(q.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await q.findByText(text)).toBeTruthy();
    expect(stepOf(el)).toBe(step);
  });

  it('a foreign provider host is refused with a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el, q, redirect } = mount('foreign', { open: '' }, { email: 'ivan@mail.ru' });
    await toPaymentStart(q);
    fireEvent.click(q.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await q.findByText('Ошибка. Попробуйте перезагрузить страницу.')).toBeTruthy();
    expect(stepOf(el)).toBe('appointmentError');
    expect(redirect).not.toHaveBeenCalled();
    expect(error.mock.calls.map((c) => String(c[0])).join('\n')).toContain(CLUB_FOREIGN_PROVIDER_URL);
  });

  it('the return page polls the status to succeeded', async () => {
    const { el, q } = mount('success', { open: '', returned: '' }, { email: 'ivan@mail.ru' });
    expect(
      await q.findByText('Вы записаны по клубной цене. Купон и чек отправили на ivan@mail.ru.'),
    ).toBeTruthy();
    expect(stepOf(el)).toBe('succeeded');
  });

  it("§3 booking result dialogs: a club booking that ends paid reads 'Вы записаны', one that ends unpaid 'Не получилось записаться'", async () => {
    const paid = mount('success', { open: '', returned: '' }, { email: 'ivan@mail.ru' });
    expect(await paid.q.findByRole('dialog', { name: 'Вы записаны' })).toBeTruthy();
    document.body.innerHTML = '';
    const expired = mount('expired', { open: '', returned: '' });
    const failed = await expired.q.findByRole('dialog', { name: 'Не получилось записаться' });
    expect(within(failed).getByText('Истекло время для оплаты.')).toBeTruthy();
  });

  it('the return page of an expired payment', async () => {
    const { q } = mount('expired', { open: '', returned: '' });
    expect(await q.findByText('Истекло время для оплаты.')).toBeTruthy();
  });

  it('a club member gets no card offer', async () => {
    configure({ user: { club: { isInClub: true, cardNextPrice: null, cardDateEnd: '2027-01-01' } } });
    resetSession();
    const { el, q } = mount('success', { open: '' });
    await q.findByRole('dialog', { name: 'Запись по клубной цене' });
    expect(stepOf(el)).toBe('appointmentWithoutOffer');
    expect(el.shadowRoot?.querySelector('[part~="breakdown"]')?.textContent).not.toContain('Клубная карта');
  });
});
