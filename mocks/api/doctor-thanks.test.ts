import { describe, expect, it } from 'vitest';
import { DEMO_CSRF_TOKEN } from '../fixtures';
import {
  PAYMENT_WIDGET_SCRIPT,
  PAYMENT_WIDGET_SCRIPT_PATH,
  thanksFramePath,
  thanksPaymentPath,
} from './doctor-thanks';

const post = (flow: string | null, token: string | null = DEMO_CSRF_TOKEN, id: string | number = 1001) =>
  fetch(`http://localhost${thanksPaymentPath(id)}${flow ? `?flow=${flow}` : ''}`, {
    method: 'POST',
    body: new URLSearchParams(token ? { csrfmiddlewaretoken: token } : {}),
  });

describe('reference API: the thank-you payment (portal-identity-reviews §3, §7 "Doctor page")', () => {
  it('layout_id by default, link for flow=frame, 500 for flow=error, 403 without CSRF, 404 for a bad id', async () => {
    expect(await (await post(null)).json()).toEqual({ layout_id: 'thanks-1001' });
    expect(await (await post('frame')).json()).toEqual({ link: thanksFramePath(1001) });
    expect((await post('error')).status).toBe(500);
    expect((await post(null, null)).status).toBe(403);
    expect((await post(null, DEMO_CSRF_TOKEN, 'abc')).status).toBe(404);
  });

  it('the fake widget script and the frame page', async () => {
    const script = await fetch(`http://localhost${PAYMENT_WIDGET_SCRIPT_PATH}`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toBe(PAYMENT_WIDGET_SCRIPT);
    const page = await fetch(`http://localhost${thanksFramePath(1001)}`);
    expect(await page.text()).toContain('Оплата картой');
  });

  it('the fake widget renders an "Оплата картой" box for the layout and cleans up', () => {
    const container = document.createElement('div');
    new Function(PAYMENT_WIDGET_SCRIPT)();
    const api = (
      window as unknown as {
        pdPaymentWidget: { render(c: HTMLElement, o: { layoutId: string }): () => void };
      }
    ).pdPaymentWidget;
    const cleanup = api.render(container, { layoutId: 'thanks-7' });
    expect(container.querySelector('[data-payment-widget="thanks-7"]')?.textContent).toContain(
      'Оплата картой',
    );
    cleanup();
    expect(container.childElementCount).toBe(0);
    delete (window as { pdPaymentWidget?: unknown }).pdPaymentWidget;
  });
});
