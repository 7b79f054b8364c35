/**
 * `<pd-doctor-thanks>` (portal-identity-reviews §2 "Thank-you-to-doctor modal", §3 "Payment link data", §5, §7
 * "Doctor page" payment and flag pd_fix_payment_widget, §8). Importing this module defines the tag.
 * Decisions: docs/decisions/159-doctor-thanks-payment.md, 160-payment-widget-flag.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { DoctorThanks, type DoctorThanksProps } from './DoctorThanks';
import { doctorThanksWidgetStyles } from './DoctorThanks.styles';
import { DOCTOR_THANKS_TAG } from './doctor-thanks-model';

export { DoctorThanks, type DoctorThanksProps } from './DoctorThanks';
export { doctorThanksWidgetStyles } from './DoctorThanks.styles';
export { doctorThanksMessages } from './messages';
export {
  DOCTOR_THANKS_TAG,
  PAYMENT_WIDGET_FLAG,
  PAYMENT_WIDGET_GLOBAL,
  failureAlert,
  paymentFlow,
  paymentPath,
  thanksSupported,
  type FailureAlert,
  type PaymentFlow,
  type PaymentReply,
} from './doctor-thanks-model';
export type { PaymentWidgetApi } from './thanks-api';

const props: Record<keyof DoctorThanksProps & string, WidgetProp> = {
  paymentUrl: {
    type: 'string',
    attribute: 'payment-url',
    doc: "The payment request URL, a same-origin path (required). 'Поблагодарить' POSTs it as a form with csrfmiddlewaretoken; the reply is {layout_id} or {link}.",
  },
  paymentWidgetSrc: {
    type: 'string',
    attribute: 'payment-widget-src',
    doc: 'The card payment widget script, loaded on a layout_id reply when the flag pd_fix_payment_widget is on; it must define window.pdPaymentWidget.render(container, {layoutId}).',
  },
  doctorName: {
    type: 'string',
    attribute: 'doctor-name',
    doc: "The doctor's name for the block's text.",
  },
};

defineWidget<DoctorThanksProps>({
  tag: DOCTOR_THANKS_TAG,
  component: DoctorThanks,
  props,
  styles: doctorThanksWidgetStyles,
  parts: {
    block: 'The block on the page.',
    title: "The block's heading 'Поблагодарить врача'.",
    open: "The block's 'Поблагодарить' button (opens the modal).",
    'faq-item': 'One question of the FAQ (a <details>).',
    'payment-widget': 'The box the card payment widget renders into (widget flow).',
    'payment-frame': 'The payment page iframe (frame flow).',
  },
  docs:
    "The thank-you-to-doctor block and modal (portal-identity-reviews §2, §3, §5, §7, §8): a FAQ and 'Поблагодарить', " +
    'which POSTs payment-url as a form with csrfmiddlewaretoken; {layout_id} renders the card payment widget ' +
    '(payment-widget-src, loaded when the flag pd_fix_payment_widget is on), {link} the payment page in an iframe. ' +
    'Hidden on iPhone OS < 13 and Trident.',
});
