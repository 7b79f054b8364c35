/**
 * `<DoctorThanks>`: the thank-you-to-doctor block and modal (portal-identity-reviews §2 "Thank-you-to-doctor modal",
 * §3 "Payment link data", §5, §7 "Doctor page" payment, §8).
 *
 * - The block ('Поблагодарить врача', a line, 'Поблагодарить') opens the modal: a short FAQ and 'Поблагодарить'.
 * - 'Поблагодарить' POSTs `payment-url` as a form with `csrfmiddlewaretoken`. `layout_id` → the card payment widget
 *   renders into the modal (its script is loaded when the flag `pd_fix_payment_widget` is on); `link` → the payment
 *   page in an iframe (http(s), same origin or an allowed host).
 * - A failure shows 'Нет соединения с интернетом' (offline) or 'Произошла ошибка' over the modal, which stays open.
 * - Nothing at all on iPhone OS < 13 and on Trident (§5), or with a bad `payment-url` (a console error).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useLoggedProblems, useWidgetStore } from '../../core/hooks';
import { lazyWithStyles } from '../../core/lazy';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import type { AlertDialogProps } from '../../core/modal/AlertDialog';
import { logError } from '../../core/dom';
import { format } from '../../core/i18n';
import { Button } from '../../core/ui';
import { DOCTOR_THANKS_TAG, paymentPath, thanksSupported, widgetScriptSrc } from './doctor-thanks-model';
import { createDoctorThanksStore, type DoctorThanksStore } from './doctor-thanks-store';
import { doctorThanksMessages as msg } from './messages';

/** Props of {@link DoctorThanks}: the attributes in camelCase. */
export interface DoctorThanksProps {
  /** The payment request URL, a same-origin path (attribute `payment-url`, required). */
  paymentUrl?: string;
  /** The card payment widget script (attribute `payment-widget-src`); loaded when `pd_fix_payment_widget` is on. */
  paymentWidgetSrc?: string;
  /** The doctor's name for the block's text (attribute `doctor-name`), e.g. 'Иванова Анна Сергеевна'. */
  doctorName?: string;
}

/** `AlertDialog` from the modal chunk (the one `LazyDialog` loads), with the modal css. */
const failureDialog = lazyWithStyles<AlertDialogProps>(
  () =>
    import('../../core/modal/index').then((modal) => ({
      component: modal.AlertDialog,
      styles: [modal.modalStyles],
    })),
  (err) => logError(DOCTOR_THANKS_TAG, 'could not load the alert dialog', err),
);

function HeartIcon() {
  return (
    <svg className="dt__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.3l-1.2-1.1C6.4 15.3 3.5 12.7 3.5 9.4 3.5 6.8 5.6 4.7 8.2 4.7c1.5 0 2.9.7 3.8 1.8.9-1.1 2.3-1.8 3.8-1.8 2.6 0 4.7 2.1 4.7 4.7 0 3.3-2.9 5.9-7.3 9.8L12 20.3z"
        fill="currentColor"
      />
    </svg>
  );
}

function pageOrigin(): string {
  return typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/** The card payment widget's box: the widget renders into it (ADR 160). */
function WidgetBox({ store }: { store: DoctorThanksStore }) {
  const { widget, layoutId } = useStore(store.$state);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !widget || !layoutId) return;
    let cleanup: void | (() => void);
    try {
      cleanup = widget.render(el, { layoutId });
    } catch (err) {
      store.widgetFailed(err);
      return;
    }
    return () => {
      try {
        if (typeof cleanup === 'function') cleanup();
      } catch {
        // the third-party widget's cleanup never breaks ours
      }
      el.replaceChildren();
    };
  }, [widget, layoutId, store]);
  return (
    <div
      ref={ref}
      className="dt__widget"
      part="payment-widget"
      role="region"
      aria-label={msg.paymentWidgetLabel}
      data-layout-id={layoutId ?? undefined}
    />
  );
}

/** The thank-you block and its modal. */
export function DoctorThanks({ paymentUrl, paymentWidgetSrc, doctorName }: DoctorThanksProps) {
  const [supported] = useState(
    () => typeof navigator === 'undefined' || thanksSupported(navigator.userAgent),
  );
  const path = paymentPath(paymentUrl, pageOrigin());
  const script = widgetScriptSrc(paymentWidgetSrc);
  const problems = [path.problem, script.problem].filter((p): p is string => Boolean(p));
  useLoggedProblems(DOCTOR_THANKS_TAG, supported ? problems : []);
  const store = useWidgetStore({ paymentPath: path.path ?? '', widgetSrc: script.src }, (inputs) =>
    createDoctorThanksStore(inputs),
  );
  const state = useStore(store.$state);
  // The dialog (and the modal chunk) from the first open on; until then the page downloads nothing more.
  const [used, setUsed] = useState(false);
  useEffect(() => () => store.stop(), [store]);

  if (!supported || !path.path) return null;
  const name = doctorName?.trim();
  const FailureDialog = failureDialog.Component;
  const faqStep = state.step === 'faq' || state.step === 'sending';

  return (
    <div className="dt" part="block">
      <HeartIcon />
      <div className="dt__body">
        <p className="dt__title" part="title">
          {msg.blockTitle}
        </p>
        <p className="dt__text">{name ? format(msg.blockText, { doctor: name }) : msg.blockTextNoName}</p>
      </div>
      <button
        type="button"
        className="pd-button dt__open"
        part="open"
        data-variant="primary"
        data-size="md"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          store.open();
        }}
        onPointerEnter={() => void preloadModal()}
        onFocus={() => void preloadModal()}
      >
        <span className="pd-button__label">{msg.thank}</span>
      </button>
      {used && (
        <LazyDialog
          open={state.open}
          onClose={() => store.close()}
          title={msg.modalTitle}
          variant="auto"
          size="lg"
          className="dt__modal"
          footer={
            faqStep ? (
              <Button
                block
                className="dt__thank"
                loading={state.step === 'sending'}
                onClick={() => void store.thank()}
              >
                {msg.thank}
              </Button>
            ) : undefined
          }
        >
          {faqStep && (
            <section className="dt__faq" aria-labelledby="dt-faq-title">
              <p className="dt__faq-title" id="dt-faq-title">
                {msg.faqTitle}
              </p>
              {msg.faq.map((item) => (
                <details key={item.q} className="dt__qa" part="faq-item">
                  <summary className="dt__q">{item.q}</summary>
                  <p className="dt__a">{item.a}</p>
                </details>
              ))}
            </section>
          )}
          {state.step === 'widget' && <WidgetBox store={store} />}
          {state.step === 'frame' && state.frameUrl && (
            <iframe
              className="dt__frame"
              part="payment-frame"
              src={state.frameUrl}
              title={msg.paymentFrameTitle}
              referrerPolicy="same-origin"
            />
          )}
        </LazyDialog>
      )}
      {state.failure && (
        <FailureDialog
          open
          onClose={() => store.dismissFailure()}
          title={state.failure.title}
          text={state.failure.text}
          confirmText={state.failure.button}
        />
      )}
    </div>
  );
}
