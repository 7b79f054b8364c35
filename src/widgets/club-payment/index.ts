/**
 * `<pd-club-payment>` (booking-schedule §3 "Club coupon request", §4 "Reviews of club payment views", §5 club
 * e-mail, §7 club payment request and `GET /club/coupon_request/{id}/payment_status/`, §8 club errors, §9 "Club").
 * Importing this module defines the tag. Decisions: docs/decisions/174–176.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ClubPayment, type ClubPaymentProps } from './ClubPayment';
import { clubPaymentWidgetStyles } from './ClubPayment.styles';
import { CLUB_PAYMENT_TAG } from './club-payment-model';

export { ClubPayment, type ClubPaymentProps } from './ClubPayment';
export { clubPaymentWidgetStyles } from './ClubPayment.styles';
export {
  CLUB_DIALOG_WIDTH,
  CLUB_PAYMENT_OPENER_ATTRIBUTE,
  CLUB_PAYMENT_TAG,
  CLUB_POLL_INTERVAL_MS,
  CLUB_PRELOADER_MS,
  CLUB_STEPS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  clubTransition,
  couponBreakdown,
  initialClubState,
  isAllowedPaymentUrl,
  parseCouponRequest,
  paymentDeadline,
  validateEmail,
  type ClubPaymentEvent,
  type ClubPaymentState,
  type ClubStep,
  type CouponBreakdown,
  type CouponRequest,
  type PaymentStatus,
  type PaymentType,
} from './club-payment-model';
export { createClubPaymentStore, type ClubPaymentDeps, type ClubPaymentStore } from './club-payment-store';
export { CLUB_PAYMENT_PATH, CLUB_STATUS_PATH } from './club-payment-api';

const props: Record<keyof ClubPaymentProps & string, WidgetProp> = {
  couponRequest: {
    type: 'json',
    doc:
      'The coupon request (booking-schedule §3): {id, lifeTime (s, default 1200), price, fullPrice, dateCreated (ISO), ' +
      'clubCouponPrice, clubLpuPrice, cardPrice (absent = free card), clubCardLifetimeMonths (6 = полгода), email}; ' +
      'snake_case keys are accepted. Roubles.',
  },
  couponRequestSource: {
    type: 'string',
    doc: 'Id of a <script type="application/json"> (Django json_script) holding the coupon request.',
  },
  withOffer: {
    type: 'string',
    doc:
      '"true": the purchase includes the club card (appointmentWithOffer); "false": it does not ' +
      '(appointmentWithoutOffer). Unset: the user is not in the club (config user.club).',
  },
  returned: {
    type: 'boolean',
    doc: "The page is the payment provider's return page: the dialog waits for the payment status at once.",
  },
  open: { type: 'boolean', doc: 'Opens the dialog (also any [data-pd-club-payment] element).' },
  offline: { type: 'boolean', doc: 'Offer the offline payment type besides online (card).' },
  paymentUrl: {
    type: 'string',
    doc: 'Payment request path with {id} (default /club/coupon_request/{id}/payment/); POST form email, payment_type.',
  },
  statusUrl: {
    type: 'string',
    doc: 'Status path with {id} (default /club/coupon_request/{id}/payment_status/).',
  },
  pollInterval: { type: 'number', doc: 'Status poll interval, ms (default 3000, at least 500).' },
  deps: { type: 'json', doc: 'Test seams (property only): createPayment, fetchStatus, redirect, reload.' },
};

defineWidget<ClubPaymentProps>({
  tag: CLUB_PAYMENT_TAG,
  // The site's session (cookies, CSRF, the signed-in user): not on a partner page (ADR 184).
  session: true,
  component: ClubPayment,
  props,
  // The dialog css arrives with the lazily loaded modal chunk.
  styles: clubPaymentWidgetStyles,
  parts: {
    step: 'The body of the current step (data-step = the §4 step).',
    breakdown: 'The price breakdown (club price, card, discount, pay now / at the clinic).',
    email: 'The e-mail field.',
    'email-error': 'The e-mail error text.',
    result: 'The success text.',
  },
  docs:
    'The club coupon payment dialog (476 px on desktop, bottom sheet on mobile): the appointment with or without the ' +
    'club card offer, the e-mail and payment type, the redirect to the payment provider (allowed hosts only), the ' +
    'status poll of /club/coupon_request/{id}/payment_status/ and the §8 error texts. Opened by the open attribute or ' +
    'any [data-pd-club-payment] element.',
});
