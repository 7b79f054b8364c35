/**
 * Reference API: the club coupon payment (booking-schedule §3 "Club coupon request", §4 "Reviews of club payment
 * views", §7 club payment request and `GET /club/coupon_request/{id}/payment_status/`, §8 club errors). The spec
 * leaves the payment path and bodies open; ours are in docs/decisions/175-club-payment-polling-and-redirect.md.
 *
 * - `POST /club/coupon_request/{id}/payment/` (form `email`, `payment_type`; CSRF checked) →
 *   `{"provider_payment_data": {"url"}, "status": null}` (online), `{"provider_payment_data": null, "status":
 *   "waiting_for_confirmation"}` (offline), or a §8 error 400 (by scenario id, below). An e-mail ending in `.invalid`
 *   is refused with `{"email": ["Введите корректный адрес электронной почты."]}` (Django's EmailValidator text).
 * - `GET /club/coupon_request/{id}/payment_status/` → `{"status"}`: each poll takes the next status of the
 *   scenario's sequence and then repeats the last one.
 *
 * Scenario ids ({@link CLUB_SCENARIOS}): success 101 (created → waiting_for_confirmation → succeeded), expired 102,
 * canceled 103, already_paid 104, timed_out 105, already_processing 106, appointment_canceled 107,
 * coupon_request_canceled 108, reject 109 (a plain DRF string), foreign provider host 110, offline 111. Any other id
 * behaves as success.
 */
import { scoped } from '../scope';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { csrfFailure } from '../csrf';
import type { HandlerOptions } from './schedule';

/** The allowed payment provider host of the demo and tests (config `allowedRedirectHosts`). */
export const CLUB_PROVIDER_HOST = 'yoomoney.ru';
/** A provider URL on the allowed host. */
export const clubProviderUrl = (id: number | string): string =>
  `https://${CLUB_PROVIDER_HOST}/checkout/payments/v2/contract?orderId=pd-club-${id}`;
/** The provider URL of the foreign-host scenario (must be refused by the widget). */
export const CLUB_FOREIGN_PROVIDER_URL = 'https://pay.evil.example/checkout?orderId=pd-club-110';

type Status = 'created' | 'canceled' | 'succeeded' | 'waiting_for_confirmation' | 'expired';

interface Scenario {
  id: number;
  /** The 400 body of the payment request, if it is refused. */
  error?: Record<string, unknown>;
  /** The provider URL (online). */
  url?: string;
  /** The status sequence of the poll. */
  statuses: Status[];
}

const code = (c: string, message: string) => ({ non_field_errors: [{ code: c, message }] });

/** The scenarios by name (the demo's `?scenario=`). */
export const CLUB_SCENARIOS = {
  success: { id: 101, statuses: ['created', 'waiting_for_confirmation', 'succeeded'] },
  expired: { id: 102, statuses: ['created', 'expired'] },
  canceled: { id: 103, statuses: ['canceled'] },
  already_paid: { id: 104, error: code('already_paid', 'Купон уже оплачен.'), statuses: ['succeeded'] },
  timed_out: { id: 105, error: code('timed_out', 'Истекло время для оплаты.'), statuses: ['expired'] },
  already_processing: {
    id: 106,
    error: code('already_processing', 'Оплата купона в обработке.'),
    statuses: ['waiting_for_confirmation', 'succeeded'],
  },
  appointment_canceled: {
    id: 107,
    error: code('appointment_canceled', 'Запись отменена. Попробуйте записаться заново.'),
    statuses: ['canceled'],
  },
  coupon_request_canceled: {
    id: 108,
    error: code('coupon_request_canceled', 'Запрос на покупку купона аннулирован.'),
    statuses: ['canceled'],
  },
  reject: {
    id: 109,
    error: { non_field_errors: ['Ошибка. Попробуйте перезагрузить страницу.'] },
    statuses: ['canceled'],
  },
  foreign: { id: 110, url: CLUB_FOREIGN_PROVIDER_URL, statuses: ['created'] },
  offline: { id: 111, statuses: ['waiting_for_confirmation', 'succeeded'] },
} satisfies Record<string, Scenario>;

export type ClubScenario = keyof typeof CLUB_SCENARIOS;

const byId = new Map<number, Scenario>(Object.values(CLUB_SCENARIOS).map((s) => [s.id, s as Scenario]));
const scenarioOf = (id: number): Scenario =>
  byId.get(id) ?? { id, statuses: CLUB_SCENARIOS.success.statuses as Status[] };

/** Polls answered per coupon request id (in-memory, per scope of ../scope.ts). */
const memory = scoped(() => ({ polls: new Map<number, number>() }));

/** Forgets the poll counters (tests, stories). */
export function resetClubMock(): void {
  memory.polls.clear();
}

/**
 * A coupon request of a scenario as the page's json_script gives it (§3), created `createdAgoMinutes` before `at`:
 * club price 1400, regular 2000, card 99 ₽ for 'полгода'.
 */
export function clubCouponRequest(
  scenario: ClubScenario,
  over: Record<string, unknown> = {},
  at: Date = new Date(),
  createdAgoMinutes = 2,
): Record<string, unknown> {
  return {
    id: CLUB_SCENARIOS[scenario].id,
    lifeTime: 1200,
    price: 799,
    fullPrice: 2000,
    dateCreated: new Date(at.getTime() - createdAgoMinutes * 60_000).toISOString(),
    clubCouponPrice: 700,
    clubLpuPrice: 1400,
    cardPrice: 99,
    clubCardLifetimeMonths: 6,
    email: '',
    ...over,
  };
}

/** Handlers of the club payment. */
export function clubHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.post(`${base}/club/coupon_request/:id/payment/`, async ({ request, params, cookies }) => {
      await wait();
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const id = Number(params.id);
      if (!Number.isInteger(id) || id <= 0)
        return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      let email = '';
      let type = 'online';
      try {
        const form = await request.formData();
        email = String(form.get('email') ?? '').trim();
        type = String(form.get('payment_type') ?? 'online');
      } catch {
        return HttpResponse.json({ detail: 'Ожидалась форма.' }, { status: 400 });
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.endsWith('.invalid')) {
        return HttpResponse.json({ email: ['Введите корректный адрес электронной почты.'] }, { status: 400 });
      }
      const scenario = scenarioOf(id);
      if (scenario.error) return HttpResponse.json(scenario.error, { status: 400 });
      memory.polls.set(id, 0);
      if (type === 'offline') {
        return HttpResponse.json({ provider_payment_data: null, status: 'waiting_for_confirmation' });
      }
      return HttpResponse.json({
        provider_payment_data: { url: scenario.url ?? clubProviderUrl(id) },
        status: null,
      });
    }),
    http.get(`${base}/club/coupon_request/:id/payment_status/`, async ({ params }) => {
      await wait();
      const id = Number(params.id);
      if (!Number.isInteger(id) || id <= 0)
        return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      const { statuses } = scenarioOf(id);
      const n = memory.polls.get(id) ?? 0;
      memory.polls.set(id, n + 1);
      return HttpResponse.json({ status: statuses[Math.min(n, statuses.length - 1)] });
    }),
  ];
}
