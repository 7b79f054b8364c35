/**
 * Reference API: the thank-you payment to a doctor (portal-identity-reviews §3 "Payment link data", §7 "Doctor page":
 * "POST {payment request URL} as a form with csrfmiddlewaretoken; the reply has layout_id or link. A card payment
 * widget script is loaded when the flag pd_fix_payment_widget is on"). Decision: docs/decisions/159.
 *
 * - `POST /ajax/doctor/{id}/thanks/payment/?flow=widget|frame|error` (form, CSRF checked) → `{"layout_id":
 *   "thanks-{id}"}` (flow `widget`, the default), `{"link": "/payment/thanks/{id}/"}` (flow `frame`) or Django's 500
 *   page (flow `error`). A non-numeric id → 404.
 * - `GET /static/payment-widget/widget.js` → a tiny fake card payment widget: it defines
 *   `window.pdPaymentWidget.render(container, {layoutId})`, which draws an 'Оплата картой' box.
 * - `GET /payment/thanks/{id}/` → the frame page 'Оплата картой' (HTML).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { csrfFailure } from '../csrf';
import type { HandlerOptions } from './schedule';

/** The payment request path of a doctor (the `payment-url` of the demo and stories); add `?flow=…`. */
export const thanksPaymentPath = (doctorId: number | string): string =>
  `/ajax/doctor/${doctorId}/thanks/payment/`;
/** The fake card payment widget script. */
export const PAYMENT_WIDGET_SCRIPT_PATH = '/static/payment-widget/widget.js';
/** The frame flow's payment page of a doctor. */
export const thanksFramePath = (doctorId: number | string): string => `/payment/thanks/${doctorId}/`;
/** The heading both fake payment forms show. */
export const PAYMENT_FORM_TITLE = 'Оплата картой';

/** The fake widget (plain ES5, no dependencies): DOM only, no innerHTML. */
export const PAYMENT_WIDGET_SCRIPT = `(function () {
  'use strict';
  function el(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (style) node.setAttribute('style', style);
    return node;
  }
  window.pdPaymentWidget = {
    render: function (container, options) {
      var box = el('div', '', 'border:1px solid #c4cdd8;border-radius:12px;padding:16px;font-family:system-ui,sans-serif;color:#1d2733');
      box.setAttribute('data-payment-widget', options.layoutId);
      box.appendChild(el('p', ${JSON.stringify(PAYMENT_FORM_TITLE)}, 'margin:0 0 8px;font-weight:600;font-size:1.1em'));
      box.appendChild(el('p', 'Демо-форма оплаты, макет ' + options.layoutId, 'margin:0 0 12px;color:#4a5663'));
      var label = el('label', 'Номер карты', 'display:block;margin:0 0 4px');
      var input = el('input', '', 'display:block;width:100%;box-sizing:border-box;padding:8px;font:inherit;border:1px solid #8a97a6;border-radius:8px');
      input.id = 'pd-demo-card-' + options.layoutId;
      input.setAttribute('inputmode', 'numeric');
      input.setAttribute('autocomplete', 'cc-number');
      label.htmlFor = input.id;
      box.appendChild(label);
      box.appendChild(input);
      container.appendChild(box);
      return function () { box.remove(); };
    }
  };
})();
`;

const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

function framePage(doctorId: string): Response {
  const page =
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${PAYMENT_FORM_TITLE} — ПроДокторов (демо)</title></head>` +
    '<body style="font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1d2733">' +
    `<main aria-label="${PAYMENT_FORM_TITLE}"><h1 style="font-size:1.2em;margin:0 0 8px">${PAYMENT_FORM_TITLE}</h1>` +
    `<p>Демо-страница оплаты благодарности врачу №${doctorId}.</p>` +
    '<label for="card" style="display:block;margin:0 0 4px">Номер карты</label>' +
    '<input id="card" inputmode="numeric" autocomplete="cc-number" style="display:block;width:100%;box-sizing:border-box;padding:8px;font:inherit">' +
    '</main></body></html>';
  return new HttpResponse(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Handlers of the thank-you payment. */
export function doctorThanksHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.post(`${base}/ajax/doctor/:id/thanks/payment/`, async ({ request, params, cookies }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const id = String(params.id);
      if (!/^\d+$/.test(id)) return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      const flow = new URL(request.url).searchParams.get('flow') ?? 'widget';
      if (flow === 'error') return serverError();
      if (flow === 'frame') return HttpResponse.json({ link: thanksFramePath(id) });
      return HttpResponse.json({ layout_id: `thanks-${id}` });
    }),
    http.get(`${base}${PAYMENT_WIDGET_SCRIPT_PATH}`, async () => {
      await wait();
      return new HttpResponse(PAYMENT_WIDGET_SCRIPT, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
      });
    }),
    http.get(`${base}/payment/thanks/:id/`, async ({ params }) => {
      await wait();
      return framePage(String(params.id));
    }),
  ];
}
