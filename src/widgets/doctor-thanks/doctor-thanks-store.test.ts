import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http';
import { createDoctorThanksStore, type DoctorThanksStoreOptions } from './doctor-thanks-store';
import type { PaymentWidgetApi } from './thanks-api';

const widget: PaymentWidgetApi = { render: () => undefined };

function make(over: Partial<DoctorThanksStoreOptions> = {}) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const opts: DoctorThanksStoreOptions = {
    paymentPath: '/ajax/doctor/1/thanks/payment/',
    widgetSrc: '/static/payment-widget/widget.js',
    requestPayment: vi.fn(async () => ({ layout_id: 'L1' })),
    loadWidget: vi.fn(async () => widget),
    presentWidget: vi.fn(() => null),
    flag: () => true,
    ...over,
  };
  return { store: createDoctorThanksStore(opts), opts, errors };
}

afterEach(() => vi.restoreAllMocks());

describe('doctor thanks store (portal-identity-reviews §7 "Doctor page" payment, §8)', () => {
  it('flag on: layout_id → the widget script is loaded and the widget step shows', async () => {
    const { store, opts } = make();
    store.open();
    await store.thank();
    expect(opts.requestPayment).toHaveBeenCalledWith(
      '/ajax/doctor/1/thanks/payment/',
      expect.any(AbortSignal),
    );
    expect(opts.loadWidget).toHaveBeenCalledWith('/static/payment-widget/widget.js', 'pdPaymentWidget');
    expect(store.$state.get()).toMatchObject({
      open: true,
      step: 'widget',
      layoutId: 'L1',
      widget,
      failure: null,
    });
  });

  it('flag off: the script is not loaded; a widget the page included is used, none → the generic alert', async () => {
    const withPage = make({ flag: () => false, presentWidget: () => widget });
    withPage.store.open();
    await withPage.store.thank();
    expect(withPage.opts.loadWidget).not.toHaveBeenCalled();
    expect(withPage.store.$state.get().step).toBe('widget');

    const without = make({ flag: () => false });
    without.store.open();
    await without.store.thank();
    expect(without.opts.loadWidget).not.toHaveBeenCalled();
    expect(without.store.$state.get()).toMatchObject({
      open: true,
      step: 'faq',
      failure: { kind: 'generic' },
    });
    expect(without.errors).toHaveBeenCalledWith(
      '[pd-widgets] pd-doctor-thanks: the card payment widget is not available',
      expect.any(Error),
    );
  });

  it('link → the frame step', async () => {
    const { store } = make({ requestPayment: async () => ({ link: '/payment/thanks/1/' }) });
    store.open();
    await store.thank();
    expect(store.$state.get()).toMatchObject({ step: 'frame', frameUrl: '/payment/thanks/1/' });
  });

  it('offline → the offline alert; 500 → the generic one; the modal stays open at the FAQ', async () => {
    const offline = make({ requestPayment: async () => Promise.reject(new ApiError('offline', 'x')) });
    offline.store.open();
    await offline.store.thank();
    expect(offline.store.$state.get()).toMatchObject({
      open: true,
      step: 'faq',
      failure: { kind: 'offline', title: 'Нет соединения с интернетом', button: 'Понятно' },
    });
    offline.store.dismissFailure();
    expect(offline.store.$state.get()).toMatchObject({ open: true, failure: null });

    const server = make({
      requestPayment: async () => Promise.reject(new ApiError('server', 'x', { status: 500 })),
    });
    server.store.open();
    await server.store.thank();
    expect(server.store.$state.get()).toMatchObject({
      open: true,
      step: 'faq',
      failure: { title: 'Произошла ошибка' },
    });
  });

  it('closing while the request runs aborts it and shows nothing; a second click while sending is ignored', async () => {
    let release: (v: { layout_id: string }) => void = () => {};
    const requestPayment = vi.fn(
      (_path: string, signal?: AbortSignal) =>
        new Promise<{ layout_id: string }>((resolve, reject) => {
          release = resolve;
          signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'x')));
        }),
    );
    const { store } = make({ requestPayment });
    store.open();
    const first = store.thank();
    void store.thank();
    expect(requestPayment).toHaveBeenCalledTimes(1);
    store.close();
    await first;
    release({ layout_id: 'late' });
    expect(store.$state.get()).toMatchObject({ open: false, failure: null });
    expect(store.$state.get().step).not.toBe('widget');
  });
});
