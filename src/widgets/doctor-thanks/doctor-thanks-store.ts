/**
 * The live state of one `<pd-doctor-thanks>` and its actions (portal-identity-reviews §2 "Thank-you-to-doctor modal",
 * §7 "Doctor page" payment and flag pd_fix_payment_widget, §8). The view reads `$state` and calls actions.
 *
 * Steps: `faq` (the FAQ and 'Поблагодарить') → `sending` → `widget` (the card payment widget renders into the modal)
 * or `frame` (the payment page in an iframe). A failure shows the §8 alert and returns to `faq`; the modal stays open.
 * Decisions: docs/decisions/159-doctor-thanks-payment.md, 160-payment-widget-flag.md.
 */
import { map, type MapStore } from 'nanostores';
import { logError } from '../../core/dom';
import { isAbortError } from '../../core/http';
import { flag as readFlag } from '../../shared/stores';
import {
  DOCTOR_THANKS_TAG,
  failureAlert,
  PAYMENT_WIDGET_FLAG,
  PAYMENT_WIDGET_GLOBAL,
  paymentFlow,
  type FailureAlert,
  type PaymentReply,
} from './doctor-thanks-model';
import { loadPaymentWidget, presentPaymentWidget, requestPayment, type PaymentWidgetApi } from './thanks-api';

export type ThanksStep = 'faq' | 'sending' | 'widget' | 'frame';

export interface DoctorThanksState {
  open: boolean;
  step: ThanksStep;
  /** Widget flow: the layout the payment widget renders. */
  layoutId: string | null;
  /** Widget flow: the loaded widget API. */
  widget: PaymentWidgetApi | null;
  /** Frame flow: the payment page. */
  frameUrl: string | null;
  /** The §8 alert over the modal. */
  failure: FailureAlert | null;
}

export interface DoctorThanksStoreOptions {
  /** The payment request path (validated). */
  paymentPath: string;
  /** The card payment widget script (`payment-widget-src`), if any. */
  widgetSrc: string | null;
  requestPayment?: (path: string, signal?: AbortSignal) => Promise<PaymentReply>;
  loadWidget?: (src: string, global: string) => Promise<PaymentWidgetApi>;
  presentWidget?: (global: string) => PaymentWidgetApi | null;
  flag?: (name: string) => boolean;
}

export interface DoctorThanksStore {
  readonly $state: MapStore<DoctorThanksState>;
  open(): void;
  /** Esc, outside click, cross: closes and aborts a request in flight; the next open starts at the FAQ. */
  close(): void;
  /** 'Поблагодарить' in the modal. */
  thank(): Promise<void>;
  dismissFailure(): void;
  /** The payment widget threw while rendering: the §8 alert, back to the FAQ. */
  widgetFailed(err: unknown): void;
  /** Aborts what is in flight (unmount). */
  stop(): void;
}

const initial = (): DoctorThanksState => ({
  open: false,
  step: 'faq',
  layoutId: null,
  widget: null,
  frameUrl: null,
  failure: null,
});

/** Creates the store of one element. */
export function createDoctorThanksStore(opts: DoctorThanksStoreOptions): DoctorThanksStore {
  const post = opts.requestPayment ?? requestPayment;
  const load = opts.loadWidget ?? loadPaymentWidget;
  const present = opts.presentWidget ?? presentPaymentWidget;
  const isOn = opts.flag ?? readFlag;
  const $state = map<DoctorThanksState>(initial());
  let controller: AbortController | null = null;

  const fail = (err: unknown, what: string) => {
    logError(DOCTOR_THANKS_TAG, what, err);
    const alert = failureAlert(err);
    $state.set({ ...$state.get(), step: 'faq', failure: alert });
  };

  async function widgetFor(): Promise<PaymentWidgetApi> {
    // Flag on: the widget loads the script itself. Flag off: the page is expected to have included it (ADR 160).
    if (isOn(PAYMENT_WIDGET_FLAG)) {
      if (!opts.widgetSrc)
        throw new Error('attribute "payment-widget-src" is missing: cannot load the payment widget');
      return load(opts.widgetSrc, PAYMENT_WIDGET_GLOBAL);
    }
    const api = present(PAYMENT_WIDGET_GLOBAL);
    if (!api) {
      throw new Error(
        `the flag ${PAYMENT_WIDGET_FLAG} is off and the page has no window.${PAYMENT_WIDGET_GLOBAL}: the widget flow cannot continue`,
      );
    }
    return api;
  }

  return {
    $state,
    open() {
      $state.set({ ...initial(), open: true });
    },
    close() {
      controller?.abort();
      controller = null;
      $state.set({ ...$state.get(), open: false });
    },
    async thank() {
      if ($state.get().step === 'sending') return;
      controller?.abort();
      const c = new AbortController();
      controller = c;
      $state.set({ ...$state.get(), step: 'sending', failure: null });
      let reply: PaymentReply;
      try {
        reply = await post(opts.paymentPath, c.signal);
      } catch (err) {
        if (c.signal.aborted || isAbortError(err)) return;
        fail(err, 'the payment request failed');
        return;
      }
      if (c.signal.aborted) return;
      const flow = paymentFlow(reply);
      if (flow.kind === 'invalid') {
        fail(new Error(flow.problem), 'the payment reply cannot be used');
        return;
      }
      if (flow.kind === 'frame') {
        $state.set({ ...$state.get(), step: 'frame', frameUrl: flow.url });
        return;
      }
      try {
        const widget = await widgetFor();
        if (c.signal.aborted) return;
        $state.set({ ...$state.get(), step: 'widget', layoutId: flow.layoutId, widget });
      } catch (err) {
        if (c.signal.aborted) return;
        fail(err, 'the card payment widget is not available');
      }
    },
    dismissFailure() {
      $state.set({ ...$state.get(), failure: null });
    },
    widgetFailed(err) {
      fail(err, 'the card payment widget failed to render');
    },
    stop() {
      controller?.abort();
      controller = null;
    },
  };
}
