/**
 * The thank-you payment on the wire (portal-identity-reviews §3 "Payment link data", §7 "Doctor page": "POST {payment
 * request URL} as a form with csrfmiddlewaretoken; the reply has layout_id or link. A card payment widget script is
 * loaded when the flag pd_fix_payment_widget is on"). Decisions: docs/decisions/159, 160.
 */
import { request } from '../../core/http';
import { paymentReplySchema, type PaymentReply } from './doctor-thanks-model';

/**
 * `POST {path}` as an urlencoded form; the client adds `csrfmiddlewaretoken` (config token → `csrftoken` cookie →
 * page input). Never retried.
 * @throws {ApiError} `offline`, `timeout`, `http`, `server`, `parse`, `aborted`.
 */
export function requestPayment(path: string, signal?: AbortSignal): Promise<PaymentReply> {
  return request(path, paymentReplySchema, { method: 'POST', form: {}, signal });
}

/** What the card payment widget script exposes as `window.pdPaymentWidget` (ADR 160). */
export interface PaymentWidgetApi {
  /** Renders the payment form of `layoutId` into `container`; may return a cleanup. */
  render(container: HTMLElement, options: { layoutId: string }): void | (() => void);
}

const loading = new Map<string, Promise<PaymentWidgetApi>>();

/** The widget API when the page already has it (the script was included by the page). */
export function presentPaymentWidget(global: string): PaymentWidgetApi | null {
  const api = (window as unknown as Record<string, unknown>)[global] as PaymentWidgetApi | undefined;
  return api && typeof api.render === 'function' ? api : null;
}

/**
 * Loads the card payment widget script once per page (a `<script src async>` in `document.head`) and resolves with
 * the global it defines. A load failure or a script without the global rejects, and is forgotten so that the next
 * attempt tries again.
 */
export function loadPaymentWidget(src: string, global: string): Promise<PaymentWidgetApi> {
  const present = presentPaymentWidget(global);
  if (present) return Promise.resolve(present);
  let task = loading.get(src);
  if (!task) {
    task = new Promise<PaymentWidgetApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.pdPaymentWidget = '';
      script.addEventListener('load', () => {
        const api = presentPaymentWidget(global);
        if (api) resolve(api);
        else reject(new Error(`the script ${src} did not define window.${global}`));
      });
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(`the script ${src} could not be loaded`));
      });
      document.head.append(script);
    });
    task.catch(() => loading.delete(src));
    loading.set(src, task);
  }
  return task;
}

/** Tests only: forget the loaded scripts. */
export function resetPaymentWidgetLoader(): void {
  loading.clear();
}
