import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http';
import { until } from '../../../tests/wait';
import type { CouponRequest, PaymentStatus } from './club-payment-model';
import { createClubPaymentStore, type ClubPaymentOptions } from './club-payment-store';

const REQ: CouponRequest = {
  id: 7,
  lifeTime: 1200,
  price: null,
  fullPrice: 2000,
  dateCreated: null,
  clubCouponPrice: null,
  clubLpuPrice: 1400,
  cardPrice: 99,
  clubCardLifetimeMonths: 6,
  email: 'ivan@mail.ru',
};

function setup(over: Partial<ClubPaymentOptions> = {}) {
  const statuses: PaymentStatus[] = [];
  const fetchStatus = vi.fn(
    async (_path: string, _signal?: AbortSignal): Promise<PaymentStatus> =>
      statuses.shift() ?? 'waiting_for_confirmation',
  );
  const redirect = vi.fn();
  const createPayment = vi.fn(async () => ({ url: 'https://yoomoney.ru/checkout/1', status: null }));
  const store = createClubPaymentStore({
    request: REQ,
    withOffer: true,
    createPayment,
    fetchStatus,
    redirect,
    reload: vi.fn(),
    allowedHosts: () => ['yoomoney.ru'],
    pageUrl: () => 'https://prodoctorov.ru/club/',
    ...over,
  });
  return { store, statuses, fetchStatus, redirect, createPayment };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('club payment store', () => {
  it('the preloader stays 1000 ms, then the offer step', async () => {
    const { store } = setup();
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(store.$state.get().step).toBe('appointmentProgress');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.$state.get().step).toBe('appointmentWithOffer');
    stop();
  });

  it('polls every interval until a final status, then stops', async () => {
    const { store, statuses, fetchStatus } = setup({ returned: true, pollInterval: 3000 });
    statuses.push('created', 'waiting_for_confirmation', 'succeeded');
    const stop = store.start();
    await until(() => fetchStatus.mock.calls.length === 1);
    expect(store.$state.get().status).toBe('created');
    await vi.advanceTimersByTimeAsync(3000);
    await until(() => store.$state.get().status === 'waiting_for_confirmation');
    await vi.advanceTimersByTimeAsync(3000);
    await until(() => store.$state.get().step === 'succeeded');
    expect(store.isPolling()).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(fetchStatus.mock.calls[0][0]).toBe('/club/coupon_request/7/payment_status/');
    stop();
  });

  it('expired ends the wait with the timed-out text', async () => {
    const { store, statuses } = setup({ returned: true });
    statuses.push('expired');
    const stop = store.start();
    await until(() => store.$state.get().step === 'failed');
    expect(store.$state.get().error?.message).toBe('Истекло время для оплаты.');
    expect(store.isPolling()).toBe(false);
    stop();
  });

  it('stop() (unmount) ends the poll and drops an answer in flight', async () => {
    let answer: (s: PaymentStatus) => void = () => {};
    const fetchStatus = vi.fn(() => new Promise<PaymentStatus>((r) => (answer = r)));
    const { store } = setup({ returned: true, fetchStatus });
    const stop = store.start();
    await until(() => fetchStatus.mock.calls.length === 1);
    stop();
    answer('succeeded');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.$state.get().step).toBe('appointmentProgress');
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(store.isPolling()).toBe(false);
  });

  it('a failed poll does not fail the payment: the next one answers', async () => {
    const fetchStatus = vi
      .fn<() => Promise<PaymentStatus>>()
      .mockRejectedValueOnce(new ApiError('server', 'HTTP 502', { status: 502 }))
      .mockResolvedValue('succeeded');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = setup({ returned: true, fetchStatus, pollInterval: 1000 });
    const stop = store.start();
    await until(() => fetchStatus.mock.calls.length === 1);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => store.$state.get().step === 'succeeded');
    stop();
  });

  it('online: redirects to an allowed host after at least 1000 ms', async () => {
    const { store, redirect, createPayment } = setup();
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(1000);
    store.send({ type: 'payment' });
    store.send({ type: 'submit' });
    await until(() => createPayment.mock.calls.length === 1);
    expect(createPayment.mock.calls[0]).toEqual([
      '/club/coupon_request/7/payment/',
      { email: 'ivan@mail.ru', paymentType: 'online' },
      expect.any(AbortSignal),
    ]);
    await vi.advanceTimersByTimeAsync(999);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await until(() => redirect.mock.calls.length === 1);
    expect(redirect).toHaveBeenCalledWith('https://yoomoney.ru/checkout/1');
    stop();
  });

  it('a foreign provider host is refused with a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, redirect } = setup({
      createPayment: vi.fn(async () => ({ url: 'https://evil.example/pay', status: null })),
    });
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(1000);
    store.send({ type: 'payment' });
    store.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => store.$state.get().step === 'appointmentError');
    expect(redirect).not.toHaveBeenCalled();
    expect(error.mock.calls[0][0]).toMatch(
      /\[pd-widgets\] pd-club-payment: refused to redirect to "https:\/\/evil/,
    );
    stop();
  });

  it('offline: waits and polls; a §8 reply keeps the typed e-mail', async () => {
    const { store, statuses, fetchStatus } = setup({
      createPayment: vi.fn(async () => ({ url: null, status: 'waiting_for_confirmation' as const })),
    });
    statuses.push('succeeded');
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(1000);
    store.send({ type: 'payment' });
    store.send({ type: 'paymentType', value: 'offline' });
    store.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => fetchStatus.mock.calls.length >= 1);
    await until(() => store.$state.get().step === 'succeeded');
    stop();

    const rejected = setup({
      createPayment: vi.fn(async () => {
        throw new ApiError('http', 'HTTP 400', {
          status: 400,
          code: 'already_paid',
          body: { non_field_errors: [{ code: 'already_paid' }] },
        });
      }),
    });
    const stop2 = rejected.store.start();
    await vi.advanceTimersByTimeAsync(1000);
    rejected.store.send({ type: 'payment' });
    rejected.store.send({ type: 'email', value: 'petr@mail.ru' });
    rejected.store.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => rejected.store.$state.get().step === 'succeeded');
    expect(rejected.store.$state.get()).toMatchObject({
      email: 'petr@mail.ru',
      error: { message: 'Купон уже оплачен.' },
    });
    stop2();
  });

  it('the 20-minute deadline ends an unpaid request', async () => {
    vi.setSystemTime(new Date('2026-03-02T10:00:00+03:00'));
    const { store } = setup({ request: { ...REQ, dateCreated: '2026-03-02T09:45:00+03:00' } });
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.$state.get().step).toBe('appointmentWithOffer');
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(store.$state.get().step).toBe('appointmentWithOffer');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.$state.get()).toMatchObject({
      step: 'failed',
      error: { message: 'Истекло время для оплаты.' },
    });
    stop();
  });
});
