/**
 * Pure rules of `<pd-club-payment>` (booking-schedule §3 "Club coupon request", "Coupon", §4 "Reviews of club payment
 * views", §5 "Club e-mail must be valid", §7 club payment request and `GET /club/coupon_request/{id}/payment_status/`,
 * §8 club payment errors, §9 "Club"). No DOM, no React, no store: the step machine, the coupon arithmetic, the
 * 20-minute 50 % rule, e-mail validation, the error table and the redirect guard. Decisions: docs/decisions/174–177.
 *
 * All prices are ROUBLES (whole numbers as the server sends them). The club constants and the discount formula are
 * the price block's (docs/decisions/072), imported, not copied.
 */
import { format, plural } from '../../core/i18n';
import {
  CLUB_CARD_FULL_PRICE,
  CLUB_MEMBERSHIP_MONTHS,
  CLUB_PAYMENT_MINUTES,
  CLUB_PREPAY_PERCENT,
  clubDiscount,
  discountBadge,
} from '../price-block/price-block-model';
import { clubPaymentMessages as msg } from './messages';

/** The tag. */
export const CLUB_PAYMENT_TAG = 'pd-club-payment';
/** Page openers: any element with this attribute opens the payment dialog (src/shared/openers). */
export const CLUB_PAYMENT_OPENER_ATTRIBUTE = 'data-pd-club-payment';
/** §9 "club dialog max width 476", px. */
export const CLUB_DIALOG_WIDTH = 476;
/** §9 "preloader 1000 ms": the shortest time a preloader stays up, ms (no flash). */
export const CLUB_PRELOADER_MS = 1000;
/**
 * Interval of the payment status poll, ms. The spec gives no value (§7 "status poll; answer shape not shown"): 3 s
 * keeps the wait short and the load low (docs/decisions/175-club-payment-polling-and-redirect.md). Overridable by the
 * `poll-interval` attribute (at least {@link CLUB_MIN_POLL_MS}).
 */
export const CLUB_POLL_INTERVAL_MS = 3000;
/** The smallest accepted `poll-interval`, ms. */
export const CLUB_MIN_POLL_MS = 500;
/** §9 "within 20 minutes", seconds: a coupon request's life time when the server gives none. */
export const CLUB_PAYMENT_SECONDS = CLUB_PAYMENT_MINUTES * 60;

export { CLUB_CARD_FULL_PRICE, CLUB_MEMBERSHIP_MONTHS, CLUB_PAYMENT_MINUTES, CLUB_PREPAY_PERCENT };

/** §4 club view steps. */
export const CLUB_STEPS = [
  'paymentStart',
  'appointmentError',
  'appointmentProgress',
  'appointmentWithOffer',
  'appointmentWithoutOffer',
  'succeeded',
  'failed',
] as const;
export type ClubStep = (typeof CLUB_STEPS)[number];

/** §4 payment types. */
export const PAYMENT_TYPES = ['online', 'offline'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** §4 payment statuses (the answers of the status poll). */
export const PAYMENT_STATUSES = [
  'created',
  'canceled',
  'succeeded',
  'waiting_for_confirmation',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses after which nothing changes any more: the poll stops. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ['canceled', 'succeeded', 'expired'];

/** §8 error codes (the `non_field_errors` codes plus the e-mail and the generic reject). */
export type ClubErrorCode = keyof typeof msg.errors;
export const CLUB_ERROR_CODES = Object.keys(msg.errors) as ClubErrorCode[];

/** A §8 error: its code and the text shown verbatim. */
export interface ClubError {
  code: ClubErrorCode;
  message: string;
}

/** The §8 error of a code. */
export function clubError(code: ClubErrorCode): ClubError {
  return { code, message: msg.errors[code] };
}

// --- the coupon request ------------------------------------------------------------------------------------------
/** §3 "Club coupon request" as the widget uses it (camelCase; roubles; dates ISO 8601). */
export interface CouponRequest {
  id: number;
  /** Seconds the request may be paid in, counted from `dateCreated` (default 1200 = §9's 20 minutes). */
  lifeTime: number;
  /** What the server asks to pay now (coupon + card), roubles; informative — the widget shows its own sum. */
  price: number | null;
  /** The regular price of the appointment at the clinic, roubles. */
  fullPrice: number | null;
  /** ISO date-time the request was created; `null` when unknown (no deadline shown). */
  dateCreated: string | null;
  /** The prepaid share of the club price (the coupon), roubles; default 50 % of `clubLpuPrice`. */
  clubCouponPrice: number | null;
  /** The club price of the appointment, roubles. */
  clubLpuPrice: number;
  /** Price of the club card, roubles; absent (`null`) = the card is free (§9). */
  cardPrice: number | null;
  /** Card lifetime, months (default 6 = 'полгода'). */
  clubCardLifetimeMonths: number;
  /** The e-mail the server knows, prefilled. */
  email: string;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numberOrNull = (v: unknown): number | null => {
  if (isNum(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const pick = (o: Record<string, unknown>, camel: string, snake: string): unknown => o[camel] ?? o[snake];

/**
 * Reads a coupon request (camelCase or the server's snake_case keys). Never throws: `request` is `null` with the
 * problem when the id or the club price is missing; other bad fields fall back to defaults with a problem each.
 */
export function parseCouponRequest(raw: unknown): { request: CouponRequest | null; problems: string[] } {
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { request: null, problems: ['the coupon request must be a JSON object'] };
  }
  const o = raw as Record<string, unknown>;
  const id = numberOrNull(o.id);
  const clubLpuPrice = numberOrNull(pick(o, 'clubLpuPrice', 'club_lpu_price'));
  if (id === null || id <= 0 || !Number.isInteger(id))
    problems.push('the coupon request needs a positive integer "id"');
  if (clubLpuPrice === null || clubLpuPrice <= 0)
    problems.push('the coupon request needs "clubLpuPrice" (the club price of the appointment, roubles)');
  if (problems.length) return { request: null, problems };

  const price = (camel: string, snake: string): number | null => {
    const value = pick(o, camel, snake);
    if (value === undefined || value === null) return null;
    const n = numberOrNull(value);
    if (n === null || n < 0) {
      problems.push(`"${camel}" must be a price in roubles (≥ 0); it is ignored`);
      return null;
    }
    return n;
  };
  let lifeTime = numberOrNull(pick(o, 'lifeTime', 'life_time'));
  if (lifeTime === null || lifeTime <= 0) {
    if (pick(o, 'lifeTime', 'life_time') !== undefined)
      problems.push('"lifeTime" must be seconds > 0; using 1200');
    lifeTime = CLUB_PAYMENT_SECONDS;
  }
  let months = numberOrNull(pick(o, 'clubCardLifetimeMonths', 'club_card_lifetime_months'));
  if (months === null || months <= 0 || !Number.isInteger(months)) months = CLUB_MEMBERSHIP_MONTHS;
  const created = pick(o, 'dateCreated', 'date_created');
  let dateCreated: string | null = null;
  if (typeof created === 'string' && !Number.isNaN(Date.parse(created))) dateCreated = created;
  else if (created !== undefined && created !== null)
    problems.push('"dateCreated" is not an ISO date; no deadline is shown');
  const email = typeof o.email === 'string' ? o.email : '';

  return {
    request: {
      id: id as number,
      lifeTime,
      price: price('price', 'price'),
      fullPrice: price('fullPrice', 'full_price'),
      dateCreated,
      clubCouponPrice: price('clubCouponPrice', 'club_coupon_price'),
      clubLpuPrice: clubLpuPrice as number,
      cardPrice: price('cardPrice', 'card_price'),
      clubCardLifetimeMonths: months,
      email,
    },
    problems,
  };
}

// --- arithmetic (§9) ---------------------------------------------------------------------------------------------
/** The prepaid share of a club price (§9 "paid 50% on the site and 50% at the clinic"), rounded up to a rouble. */
export function prepayAmount(clubPrice: number): number {
  return Math.ceil((clubPrice * CLUB_PREPAY_PERCENT) / 100);
}

/** The card's lifetime words: 6 → 'полгода' (§9), else '12 месяцев'. */
export function cardLifetimeLabel(months: number): string {
  return months === 6 ? msg.halfYear : `${months} ${plural(months, msg.monthForms)}`;
}

/** What the payment screens show (roubles). */
export interface CouponBreakdown {
  /** Regular price at the clinic; `null` when unknown. */
  fullPrice: number | null;
  /** The club price of the appointment. */
  clubPrice: number;
  /** The card in this purchase: `null` = no card (a member, appointmentWithoutOffer). */
  card: { price: number; free: boolean; fullPrice: number | null; lifetime: string } | null;
  /** Club price + card (§3 "totalPrice"). */
  totalPrice: number;
  /** §9 "full price minus (total minus card price)"; `null` without a regular price. */
  discount: number | null;
  /** The badge '-30%'. */
  badge: string;
  /** Paid on the site now: the coupon (50 % of the club price) + the card. */
  payNow: number;
  /** Paid at the clinic: the rest of the club price. */
  payAtClinic: number;
}

/**
 * The breakdown of a coupon request (§3, §9). `withOffer` = the purchase includes the club card (the user is not a
 * member: appointmentWithOffer); the card is free when its price is absent or 0. The coupon is the server's
 * `clubCouponPrice` when given, else 50 % of the club price (rounded up).
 */
export function couponBreakdown(req: CouponRequest, withOffer: boolean): CouponBreakdown {
  const cardPrice = withOffer ? (req.cardPrice ?? 0) : null;
  const card =
    cardPrice === null
      ? null
      : {
          price: cardPrice,
          free: cardPrice === 0,
          fullPrice: cardPrice < CLUB_CARD_FULL_PRICE ? CLUB_CARD_FULL_PRICE : null,
          lifetime: cardLifetimeLabel(req.clubCardLifetimeMonths),
        };
  const totalPrice = req.clubLpuPrice + (cardPrice ?? 0);
  const coupon = Math.min(req.clubCouponPrice ?? prepayAmount(req.clubLpuPrice), req.clubLpuPrice);
  return {
    fullPrice: req.fullPrice,
    clubPrice: req.clubLpuPrice,
    card,
    totalPrice,
    discount: clubDiscount({ lpuPrice: req.fullPrice, totalPrice, cardPrice }),
    badge: discountBadge(),
    payNow: coupon + (cardPrice ?? 0),
    payAtClinic: req.clubLpuPrice - coupon,
  };
}

/**
 * §9 "the booking is made only if 50% of the appointment is paid within 20 minutes": the moment the payment time is
 * over (`dateCreated` + `lifeTime` seconds), or `null` without a creation date.
 */
export function paymentDeadline(req: Pick<CouponRequest, 'dateCreated' | 'lifeTime'>): Date | null {
  if (!req.dateCreated) return null;
  const start = Date.parse(req.dateCreated);
  return Number.isNaN(start) ? null : new Date(start + req.lifeTime * 1000);
}

/** Whether the payment time is over at `at` (at or after the deadline); never without a deadline. */
export function isPaymentTimeOver(deadline: Date | null, at: Date): boolean {
  return deadline !== null && at.getTime() >= deadline.getTime();
}

/** 'HH:mm' of the deadline in the user's clock. */
export function deadlineTime(deadline: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(deadline.getHours())}:${pad(deadline.getMinutes())}`;
}

/** The rule sentence with the deadline. */
export function ruleText(deadline: Date): string {
  return format(msg.rule, {
    percent: CLUB_PREPAY_PERCENT,
    minutes: CLUB_PAYMENT_MINUTES,
    time: deadlineTime(deadline),
  });
}

// --- e-mail (§5) -------------------------------------------------------------------------------------------------
const EMAIL = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\]+\.[^\s@"(),:;<>[\]\\.]{2,}$/;

/**
 * §5 "Club e-mail must be valid": `null` when the (trimmed) address is valid, else 'Введите корректный адрес
 * электронной почты.' (an empty field too: the coupon and the receipt go there).
 */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email.length > 254 || !EMAIL.test(email) || email.includes('..')) return msg.errors.invalid_email;
  const [local] = email.split('@');
  return local.length > 64 || local.startsWith('.') || local.endsWith('.') ? msg.errors.invalid_email : null;
}

// --- server errors (§8) ------------------------------------------------------------------------------------------
const byMessage = new Map<string, ClubErrorCode>(
  CLUB_ERROR_CODES.map((code) => [msg.errors[code], code] as const),
);
const CODE_ALIASES: Record<string, ClubErrorCode> = { invalid: 'invalid_email', email: 'invalid_email' };

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    return typeof o.message === 'string' ? [o.message] : typeof o.string === 'string' ? [o.string] : [];
  }
  return [];
}

/**
 * The §8 error of a rejected club call: by the server's error code (`{"non_field_errors":[{"code":"already_paid"}]}`
 * or `{"code":…}`), else by its `non_field_errors` / `email` text when it is one of §8's, else the generic
 * 'Ошибка. Попробуйте перезагрузить страницу.' (appointment reject). An unknown `non_field_errors` text is shown
 * verbatim under the generic code.
 */
export function clubErrorFromReply(code: string | undefined, body: unknown): ClubError {
  if (code && code in msg.errors) return clubError(code as ClubErrorCode);
  const o = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (o.email !== undefined) return clubError('invalid_email');
  if (code && CODE_ALIASES[code]) return clubError(CODE_ALIASES[code]);
  const nonField = texts(o.non_field_errors);
  for (const t of nonField) {
    const known = byMessage.get(t.trim());
    if (known) return clubError(known);
  }
  if (nonField[0]) return { code: 'appointment_reject', message: nonField[0] };
  return clubError('appointment_reject');
}

// --- redirect guard ----------------------------------------------------------------------------------------------
/**
 * Whether the provider's `provider_payment_data.url` may be opened: https (or the page's own origin) on a host of
 * `allowedHosts` (config `allowedRedirectHosts`). Anything else — another host, `javascript:`, http to a foreign
 * host — is refused (docs/decisions/175).
 */
export function isAllowedPaymentUrl(url: unknown, allowedHosts: readonly string[], pageUrl: string): boolean {
  if (typeof url !== 'string' || url.trim() === '') return false;
  let target: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    target = new URL(url.trim(), page);
  } catch {
    return false;
  }
  if (target.origin === page.origin) return true;
  return target.protocol === 'https:' && allowedHosts.includes(target.host);
}

// --- the step machine (§4) ---------------------------------------------------------------------------------------
/** What the dialog is busy with in `appointmentProgress`. */
export type ProgressKind = 'loading' | 'paying' | 'waiting';

/** The machine's state. */
export interface ClubPaymentState {
  step: ClubStep;
  /** In `appointmentProgress`: loading the appointment, creating the payment, or waiting for its confirmation. */
  progress: ProgressKind | null;
  /** The purchase includes the club card (the user is not a member). */
  withOffer: boolean;
  paymentType: PaymentType;
  /** The e-mail as typed: kept through every failure. */
  email: string;
  /** The e-mail error under the field (after a submit). */
  emailError: string | null;
  /** A §8 (or status) message shown in the current step, verbatim. */
  error: ClubError | null;
  /** The last status of the poll. */
  status: PaymentStatus | null;
  /** `failed` may go back to paying (the 'payment' pseudo-action). */
  canRetry: boolean;
}

/** The events (the §4 pseudo-actions `payment` and `reload` included). */
export type ClubPaymentEvent =
  | { type: 'loaded' }
  | { type: 'payment' }
  | { type: 'back' }
  | { type: 'email'; value: string }
  | { type: 'paymentType'; value: PaymentType }
  | { type: 'submit' }
  | { type: 'paymentCreated'; redirect: boolean }
  | { type: 'redirectRefused' }
  | { type: 'rejected'; error: ClubError }
  | { type: 'status'; status: PaymentStatus }
  | { type: 'timeOver' }
  | { type: 'reload' };

/** Inputs of the first state. */
export interface ClubPaymentStart {
  withOffer: boolean;
  email?: string;
  paymentType?: PaymentType;
  /** The page is the provider's return (payment status page): wait for the status at once. */
  returned?: boolean;
}

/** The first state: the preloader (`appointmentProgress`/`loading`), or the status wait on the return page. */
export function initialClubState(start: ClubPaymentStart): ClubPaymentState {
  return {
    step: 'appointmentProgress',
    progress: start.returned ? 'waiting' : 'loading',
    withOffer: start.withOffer,
    paymentType: start.paymentType ?? 'online',
    email: start.email ?? '',
    emailError: null,
    error: null,
    status: null,
    canRetry: false,
  };
}

const offerStep = (s: ClubPaymentState): ClubStep =>
  s.withOffer ? 'appointmentWithOffer' : 'appointmentWithoutOffer';
const isFinal = (s: ClubPaymentState) => s.step === 'succeeded' || (s.step === 'failed' && !s.canRetry);

/**
 * One step of the §4 machine. Pure: returns the next state (the same object when the event does not apply). The
 * store runs the side effects the states ask for ({@link shouldPoll}, the POST on `paying`, the redirect).
 *
 * - `appointmentProgress`/loading --loaded--> appointmentWithOffer | appointmentWithoutOffer
 * - offer steps --payment--> paymentStart --back--> offer step
 * - paymentStart --submit--> (e-mail invalid: paymentStart + e-mail error) | appointmentProgress/paying
 * - paying --paymentCreated(redirect)--> paying (the page leaves) | --paymentCreated(no redirect: offline)--> waiting
 * - paying --redirectRefused--> appointmentError (appointment reject text)
 * - paying --rejected--> by code: invalid_email → paymentStart (field error); already_processing → waiting;
 *   already_paid → succeeded (with the text); timed_out, coupon_request_canceled → failed (final);
 *   appointment_canceled, appointment_reject → appointmentError
 * - waiting --status--> created / waiting_for_confirmation: waiting; succeeded: succeeded; canceled: failed (may pay
 *   again); expired: failed 'Истекло время для оплаты.' (final)
 * - any step before payment --timeOver--> failed timed_out (final)
 * - failed (retryable) --payment--> paymentStart; appointmentError / failed --reload--> appointmentProgress/loading
 * The e-mail survives every transition.
 */
export function clubTransition(s: ClubPaymentState, e: ClubPaymentEvent): ClubPaymentState {
  switch (e.type) {
    case 'loaded':
      return s.step === 'appointmentProgress' && s.progress === 'loading'
        ? { ...s, step: offerStep(s), progress: null }
        : s;
    case 'payment':
      if (
        s.step === 'appointmentWithOffer' ||
        s.step === 'appointmentWithoutOffer' ||
        (s.step === 'failed' && s.canRetry)
      )
        return { ...s, step: 'paymentStart', progress: null, error: null, emailError: null, canRetry: false };
      return s;
    case 'back':
      return s.step === 'paymentStart' ? { ...s, step: offerStep(s), emailError: null, error: null } : s;
    case 'email':
      return s.step === 'paymentStart' ? { ...s, email: e.value, emailError: null } : s;
    case 'paymentType':
      return s.step === 'paymentStart' ? { ...s, paymentType: e.value } : s;
    case 'submit': {
      if (s.step !== 'paymentStart') return s;
      const emailError = validateEmail(s.email);
      if (emailError) return { ...s, emailError };
      return { ...s, step: 'appointmentProgress', progress: 'paying', error: null, emailError: null };
    }
    case 'paymentCreated':
      if (s.step !== 'appointmentProgress' || s.progress !== 'paying') return s;
      return e.redirect ? s : { ...s, progress: 'waiting' };
    case 'redirectRefused':
      return s.step === 'appointmentProgress'
        ? { ...s, step: 'appointmentError', progress: null, error: clubError('appointment_reject') }
        : s;
    case 'rejected': {
      if (s.step !== 'appointmentProgress' && s.step !== 'paymentStart') return s;
      const base = { ...s, progress: null, error: e.error };
      switch (e.error.code) {
        case 'invalid_email':
          return { ...base, step: 'paymentStart', error: null, emailError: e.error.message };
        case 'already_processing':
          return { ...base, step: 'appointmentProgress', progress: 'waiting' };
        case 'already_paid':
          return { ...base, step: 'succeeded', status: 'succeeded' };
        case 'timed_out':
        case 'coupon_request_canceled':
          return { ...base, step: 'failed', canRetry: false };
        default:
          return { ...base, step: 'appointmentError' };
      }
    }
    case 'status': {
      if (s.step !== 'appointmentProgress' || s.progress !== 'waiting') return s;
      switch (e.status) {
        case 'created':
        case 'waiting_for_confirmation':
          return s.status === e.status ? s : { ...s, status: e.status };
        case 'succeeded':
          return { ...s, step: 'succeeded', progress: null, status: e.status };
        case 'canceled':
          return {
            ...s,
            step: 'failed',
            progress: null,
            status: e.status,
            canRetry: true,
            error: { code: 'appointment_reject', message: msg.canceled },
          };
        case 'expired':
          return {
            ...s,
            step: 'failed',
            progress: null,
            status: e.status,
            canRetry: false,
            error: clubError('timed_out'),
          };
      }
      return s;
    }
    case 'timeOver':
      if (
        isFinal(s) ||
        s.step === 'appointmentError' ||
        (s.step === 'appointmentProgress' && s.progress !== 'loading')
      )
        return s;
      return { ...s, step: 'failed', progress: null, canRetry: false, error: clubError('timed_out') };
    case 'reload':
      return s.step === 'appointmentError' || s.step === 'failed'
        ? { ...s, step: 'appointmentProgress', progress: 'loading', error: null, canRetry: false }
        : s;
  }
}

/** The status poll runs exactly while the machine waits for a confirmation. */
export function shouldPoll(s: ClubPaymentState): boolean {
  return s.step === 'appointmentProgress' && s.progress === 'waiting';
}

/** A preloader is up (at least {@link CLUB_PRELOADER_MS}). */
export function showsPreloader(s: ClubPaymentState): boolean {
  return s.step === 'appointmentProgress';
}

/** Reads the status of a poll answer: one of §4's, else `null`. */
export function parseStatus(value: unknown): PaymentStatus | null {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value)
    ? (value as PaymentStatus)
    : null;
}
