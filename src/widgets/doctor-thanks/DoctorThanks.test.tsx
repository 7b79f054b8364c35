import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import { server } from '../../../tests/msw-server';
import { resetPaymentWidgetLoader } from './thanks-api';
import './index';

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
const realUA = navigator.userAgent;

// happy-dom would load the payment page into the iframe (a real fetch to nowhere): the frame's src is what counts.
const happy = (window as { happyDOM?: { settings?: { disableIframePageLoading?: boolean } } }).happyDOM;
if (happy?.settings) happy.settings.disableIframePageLoading = true;

beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  resetModals();
  resetScrollLock();
  resetConfig();
  resetPaymentWidgetLoader();
  delete (window as { pdPaymentWidget?: unknown }).pdPaymentWidget;
  Object.defineProperty(navigator, 'userAgent', { value: realUA, configurable: true });
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  vi.restoreAllMocks();
});

function mount(flow?: string) {
  const el = document.createElement('pd-doctor-thanks');
  el.setAttribute('payment-url', `/ajax/doctor/1001/thanks/payment/${flow ? `?flow=${flow}` : ''}`);
  el.setAttribute('payment-widget-src', '/static/payment-widget/widget.js');
  el.setAttribute('doctor-name', 'Иванова Анна Сергеевна');
  document.body.append(el);
  return el;
}

const root = (el: HTMLElement) => el.shadowRoot as unknown as HTMLElement;

async function openModal(el: HTMLElement) {
  const q = within(root(el));
  fireEvent.click(await q.findByRole('button', { name: 'Поблагодарить' }));
  const dialog = await q.findByRole('dialog', { name: 'Благодарность врачу' });
  return within(dialog);
}

describe('<pd-doctor-thanks> (portal-identity-reviews §2, §3, §5, §7, §8)', () => {
  it('the block opens the modal with the FAQ; frame flow: the POST carries csrfmiddlewaretoken, the link in an iframe', async () => {
    // happy-dom reports the frame it does not load (disableIframePageLoading) on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/thanks/payment/'))
        bodies.push(await request.clone().text());
    });
    const el = mount('frame');
    await within(root(el)).findByText(
      'Если приём помог, скажите спасибо рублём — деньги получит Иванова Анна Сергеевна.',
    );
    const modal = await openModal(el);
    expect(modal.getByText('Кто получит деньги?')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Поблагодарить' }));
    const frame = await modal.findByTitle('Оплата благодарности врачу');
    expect(frame.getAttribute('src')).toBe('/payment/thanks/1001/');
    expect(new URLSearchParams(bodies[0]).has('csrfmiddlewaretoken')).toBe(true);
    server.events.removeAllListeners();
  });

  it('widget flow with the flag on: the card payment widget renders the layout into the modal', async () => {
    configure({ flags: { pd_fix_payment_widget: true } });
    const render = vi.fn((container: HTMLElement, o: { layoutId: string }) => {
      container.textContent = `Оплата картой ${o.layoutId}`;
    });
    (window as { pdPaymentWidget?: unknown }).pdPaymentWidget = { render };
    const el = mount();
    const modal = await openModal(el);
    fireEvent.click(modal.getByRole('button', { name: 'Поблагодарить' }));
    const box = await modal.findByRole('region', { name: 'Оплата благодарности' });
    await waitFor(() => expect(box.textContent).toBe('Оплата картой thanks-1001'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("a 500: the 'Произошла ошибка' alert over the modal, which stays open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount('error');
    const modal = await openModal(el);
    fireEvent.click(modal.getByRole('button', { name: 'Поблагодарить' }));
    const alert = await within(root(el)).findByRole('alertdialog', { name: 'Произошла ошибка' });
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(root(el)).queryByRole('alertdialog')).toBeNull());
    expect(within(root(el)).getByRole('dialog', { name: 'Благодарность врачу' })).toBeTruthy();
  });

  it("offline: 'Нет соединения с интернетом' with 'Понятно'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/ajax/doctor/:id/thanks/payment/', () => HttpResponse.error()));
    const el = mount();
    const modal = await openModal(el);
    fireEvent.click(modal.getByRole('button', { name: 'Поблагодарить' }));
    const alert = await within(root(el)).findByRole('alertdialog', { name: 'Нет соединения с интернетом' });
    expect(within(alert).getByText('Проверьте соединение и попробуйте снова.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Понятно' })).toBeTruthy();
  });

  it('nothing on an iPhone OS 12 user agent; a foreign payment-url logs and shows nothing', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      configurable: true,
    });
    const el = mount();
    await waitFor(() => expect(root(el)).toBeTruthy());
    await new Promise((r) => setTimeout(r, 0));
    expect(root(el).querySelector('[part~="block"]')).toBeNull();

    Object.defineProperty(navigator, 'userAgent', { value: realUA, configurable: true });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = document.createElement('pd-doctor-thanks');
    bad.setAttribute('payment-url', 'https://evil.example/pay/');
    document.body.append(bad);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[pd-widgets] pd-doctor-thanks: attribute "payment-url" must be a same-origin path, got "https://evil.example/pay/"; nothing is shown',
      ),
    );
    expect(root(bad).querySelector('[part~="block"]')).toBeNull();
  });
});
