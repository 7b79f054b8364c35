/**
 * The club payment calls (booking-schedule §7 "Club payment request" — "path and request body not shown;
 * provider_payment_data with a url field; the user is redirected to it" — and `GET
 * /club/coupon_request/{id}/payment_status/` "status poll; answer shape not shown"). The paths and bodies the spec
 * leaves open are ours, overridable by attributes (docs/decisions/175-club-payment-polling-and-redirect.md):
 *
 * - `POST {payment-url}` (default `/club/coupon_request/{id}/payment/`), form `email`, `payment_type`
 *   (`online` | `offline`) + `csrfmiddlewaretoken` → `{"provider_payment_data": {"url": "https://…"} | null,
 *   "status"?: <§4 status>}`; a 400 carries `{"non_field_errors": [{"code", "message"}] | ["…"]}` or
 *   `{"email": ["…"]}` (§8).
 * - `GET {status-url}` (default `/club/coupon_request/{id}/payment_status/`) → `{"status": <§4 status>}`.
 */
import * as v from 'valibot';
import { request } from '../../core/http';
import { PAYMENT_STATUSES, type PaymentStatus, type PaymentType } from './club-payment-model';

const statusSchema = v.pipe(
  v.string(),
  v.check((s) => (PAYMENT_STATUSES as readonly string[]).includes(s), 'an unknown payment status'),
  v.transform((s) => s as PaymentStatus),
);

const paymentReplySchema = v.object({
  provider_payment_data: v.nullish(v.object({ url: v.nullish(v.string()) })),
  status: v.nullish(statusSchema),
});

const statusReplySchema = v.object({ status: statusSchema });

/** `{id}` in a path template → the coupon request id. */
export function clubPath(template: string, id: number): string {
  return template.replace('{id}', String(id));
}

/** Default payment request path template. */
export const CLUB_PAYMENT_PATH = '/club/coupon_request/{id}/payment/';
/** §2/§7 coupon payment status path template. */
export const CLUB_STATUS_PATH = '/club/coupon_request/{id}/payment_status/';

/** The answer of the payment request: where to pay (online) and/or the status (offline). */
export interface PaymentReply {
  /** `provider_payment_data.url`, or `null` (offline payment). */
  url: string | null;
  status: PaymentStatus | null;
}

/** Creates the payment of a coupon request. Throws `ApiError` (a 400 has the §8 body in `body`, code in `code`). */
export async function createClubPayment(
  path: string,
  body: { email: string; paymentType: PaymentType },
  signal?: AbortSignal,
): Promise<PaymentReply> {
  const reply = await request(path, paymentReplySchema, {
    method: 'POST',
    form: { email: body.email.trim(), payment_type: body.paymentType },
    signal,
  });
  return { url: reply.provider_payment_data?.url ?? null, status: reply.status ?? null };
}

/** One status poll. GETs may retry once on their own (core/http). */
export async function fetchClubPaymentStatus(path: string, signal?: AbortSignal): Promise<PaymentStatus> {
  const reply = await request(path, statusReplySchema, { signal, retry: false });
  return reply.status;
}
