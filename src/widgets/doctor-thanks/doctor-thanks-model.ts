/**
 * Pure rules of `<pd-doctor-thanks>` (portal-identity-reviews §3 "Payment link data", §5 "Thank-you block is hidden
 * on iPhone OS older than 13 and on the old trident browser core", §7 "Doctor page" payment, §8). No DOM, no
 * network. Decisions: docs/decisions/159-doctor-thanks-payment.md, 160-payment-widget-flag.md.
 */
import * as v from 'valibot';
import { isAllowedNavigation, safeUrl } from '../../core/dom';
import { isApiError } from '../../core/http';
import { doctorThanksMessages as msg } from './messages';

/** The tag. */
export const DOCTOR_THANKS_TAG = 'pd-doctor-thanks';
/** The feature flag that makes the widget load the card payment widget script itself (§7). */
export const PAYMENT_WIDGET_FLAG = 'pd_fix_payment_widget';
/** The global the card payment widget script defines (ADR 160). */
export const PAYMENT_WIDGET_GLOBAL = 'pdPaymentWidget';

/**
 * Whether the thank-you block may show for this user agent (§5): not on iPhone OS (iOS, iPadOS, iPod) older than 13,
 * not on the Trident core (Internet Explorer 11 and its compatibility modes). An empty or unknown UA shows it.
 */
export function thanksSupported(userAgent: string): boolean {
  if (/Trident\/\d/i.test(userAgent) || /\bMSIE \d/.test(userAgent)) return false;
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)[_.]\d/.exec(userAgent);
  if (ios && Number(ios[1]) < 13) return false;
  return true;
}

/**
 * The payment request URL from the `payment-url` attribute (§3 "request URL"): a same-origin path (`/…`, not `//…`)
 * or an absolute URL on the page's origin (reduced to its path). `null` with a problem otherwise.
 */
export function paymentPath(
  raw: string | null | undefined,
  pageOrigin: string,
): { path: string | null; problem: string | null } {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value)
    return {
      path: null,
      problem: 'attribute "payment-url" is required (a same-origin path); nothing is shown',
    };
  const safe = safeUrl(value);
  let url: URL | null = null;
  try {
    url = safe ? new URL(safe, pageOrigin) : null;
  } catch {
    url = null;
  }
  if (!url || url.origin !== pageOrigin || value.startsWith('//')) {
    return {
      path: null,
      problem: `attribute "payment-url" must be a same-origin path, got "${value}"; nothing is shown`,
    };
  }
  return { path: url.pathname + url.search, problem: null };
}

/** The card payment widget script from `payment-widget-src`: http(s) or relative, else `null` (with a problem). */
export function widgetScriptSrc(raw: string | null | undefined): {
  src: string | null;
  problem: string | null;
} {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return { src: null, problem: null };
  const safe = safeUrl(value);
  return safe
    ? { src: safe, problem: null }
    : {
        src: null,
        problem: `attribute "payment-widget-src" must be an http(s) or relative URL, got "${value}"`,
      };
}

/** The reply of the payment request (§3 "The reply has layout_id (widget flow) or link (frame flow)"). */
export const paymentReplySchema = v.object({
  layout_id: v.nullish(v.union([v.string(), v.number()])),
  link: v.nullish(v.string()),
});
export type PaymentReply = v.InferOutput<typeof paymentReplySchema>;

/** What the modal does with a reply. */
export type PaymentFlow =
  | { kind: 'widget'; layoutId: string }
  | { kind: 'frame'; url: string }
  | { kind: 'invalid'; problem: string };

/**
 * Reads a reply: a non-empty `layout_id` → the widget flow (it wins when both are present); else a `link` that is
 * http(s) and same-origin or on an allowed host (config `allowedRedirectHosts`) → the frame flow; else invalid.
 */
export function paymentFlow(reply: PaymentReply): PaymentFlow {
  const layout = reply.layout_id;
  if (layout !== null && layout !== undefined && String(layout).trim() !== '') {
    return { kind: 'widget', layoutId: String(layout).trim() };
  }
  const link = typeof reply.link === 'string' ? reply.link.trim() : '';
  if (link) {
    if (safeUrl(link) && isAllowedNavigation(link)) return { kind: 'frame', url: link };
    return {
      kind: 'invalid',
      problem: `the payment link "${link}" is not same-origin nor on an allowed host`,
    };
  }
  return { kind: 'invalid', problem: 'the payment reply has neither layout_id nor link' };
}

/** The failure alert (§8): offline → 'Нет соединения с интернетом'; anything else → the generic 'Произошла ошибка'. */
export interface FailureAlert {
  kind: 'offline' | 'generic';
  title: string;
  text?: string;
  button: string;
}

/** §8 for a failed payment request (or an unusable reply / widget). `aborted` errors show nothing (`null`). */
export function failureAlert(err: unknown): FailureAlert | null {
  if (isApiError(err, 'aborted')) return null;
  if (isApiError(err, 'offline')) {
    return { kind: 'offline', title: msg.offlineTitle, text: msg.offlineText, button: msg.understood };
  }
  return { kind: 'generic', title: msg.genericTitle, button: msg.ok };
}
