/**
 * `<ClubPayment>`: the club coupon payment dialog (booking-schedule §4 "Reviews of club payment views", §5 club
 * e-mail, §7, §8 club errors, §9 "Club", "club dialog max width 476"). A thin view over `club-payment-store.ts` (the
 * effects) and `club-payment-model.ts` (the §4 step machine, the arithmetic, the rules).
 *
 * The dialog (476 px on desktop, a bottom sheet on mobile) opens with the `open` attribute or a click on any
 * `[data-pd-club-payment]` element (its value, when set, is the id of the element it opens), and shows one §4 step: the preloader (`appointmentProgress`, ≥ 1000 ms), the
 * appointment with or without the card offer, `paymentStart` (e-mail, online/offline, 'Перейти к оплате'), the wait
 * for the confirmation (status poll), `succeeded`, `failed` and `appointmentError` with the §8 text verbatim.
 * Closing stops the poll; reopening resumes it. Bad inputs log `[pd-widgets] pd-club-payment: …` and render nothing.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useHost } from '../../core/define';
import { useLoggedProblems, useWidgetStore } from '../../core/hooks';
import { format } from '../../core/i18n';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { Alert, Button, Spinner } from '../../core/ui';
import { now } from '../../core/time';
import { formatRoubles } from '../../shared/format';
import { listenForOpeners } from '../../shared/openers';
import { resolveJsonInput } from '../../shared/json-script';
import { $session } from '../../shared/stores';
import {
  CLUB_DIALOG_WIDTH,
  CLUB_MIN_POLL_MS,
  CLUB_PAYMENT_OPENER_ATTRIBUTE,
  CLUB_PAYMENT_TAG,
  couponBreakdown,
  isPaymentTimeOver,
  parseCouponRequest,
  paymentDeadline,
  ruleText,
  type ClubPaymentState,
  type CouponRequest,
} from './club-payment-model';
import { createClubPaymentStore, type ClubPaymentDeps, type ClubPaymentStore } from './club-payment-store';
import { clubPaymentMessages as msg } from './messages';

/** Props of {@link ClubPayment} (attributes in kebab-case). */
export interface ClubPaymentProps {
  /** §3 "Club coupon request" (JSON attribute `coupon-request`; camelCase or snake_case keys). */
  couponRequest?: unknown;
  /** Id of a `<script type="application/json">` (Django json_script) holding it; used when `couponRequest` is unset. */
  couponRequestSource?: string;
  /**
   * `true`: the purchase includes the club card (appointmentWithOffer); `false`: it does not (a member,
   * appointmentWithoutOffer). Default (unset): the user is not in the club (config `user.club`). Attribute text
   * `"true"` / `"false"`.
   */
  withOffer?: boolean | string;
  /** The page is the provider's return page (the payment status page): wait for the status at once. */
  returned?: boolean;
  /** Opens the dialog. */
  open?: boolean;
  /** Offer the offline payment type besides online. */
  offline?: boolean;
  /** Payment request path template with `{id}` (default `/club/coupon_request/{id}/payment/`). */
  paymentUrl?: string;
  /** Status path template with `{id}` (default `/club/coupon_request/{id}/payment_status/`). */
  statusUrl?: string;
  /** Status poll interval, ms (default 3000, at least 500). */
  pollInterval?: number;
  /** Test and story seams (properties only). */
  deps?: ClubPaymentDeps;
}

function Price({ value, old }: { value: number; old?: number | null }) {
  return (
    <span className="cp__price">
      {old != null && old > value && (
        <>
          <span className="cp__sr">{msg.oldPriceLabel} </span>
          <s className="cp__old">{formatRoubles(old)}</s>{' '}
        </>
      )}
      {formatRoubles(value)}
    </span>
  );
}

function Breakdown({ request, state }: { request: CouponRequest; state: ClubPaymentState }) {
  const b = couponBreakdown(request, state.withOffer);
  return (
    <dl className="cp__rows" part="breakdown">
      {b.fullPrice !== null && (
        <div className="cp__row">
          <dt>{msg.rowFullPrice}</dt>
          <dd>
            <Price value={b.fullPrice} />
          </dd>
        </div>
      )}
      <div className="cp__row">
        <dt>
          {msg.rowClubPrice} <span className="cp__badge">{b.badge}</span>
        </dt>
        <dd>
          <Price value={b.clubPrice} />
        </dd>
      </div>
      {b.card && (
        <div className="cp__row" data-card={b.card.free ? 'free' : 'paid'}>
          <dt>{format(msg.rowCard, { lifetime: b.card.lifetime })}</dt>
          <dd>
            {b.card.free ? (
              <span className="cp__price">
                <span className="cp__sr">{msg.oldPriceLabel} </span>
                <s className="cp__old">{formatRoubles(b.card.fullPrice ?? 0)}</s> {msg.cardFree}
              </span>
            ) : (
              <Price value={b.card.price} old={b.card.fullPrice} />
            )}
          </dd>
        </div>
      )}
      {b.discount !== null && b.discount > 0 && (
        <div className="cp__row cp__row--discount">
          <dt>{msg.rowDiscount}</dt>
          <dd>{formatRoubles(b.discount)}</dd>
        </div>
      )}
      <div className="cp__row cp__row--total">
        <dt>{msg.rowPayNow}</dt>
        <dd>{formatRoubles(b.payNow)}</dd>
      </div>
      <div className="cp__row">
        <dt>{msg.rowPayAtClinic}</dt>
        <dd>{formatRoubles(b.payAtClinic)}</dd>
      </div>
    </dl>
  );
}

function stepTitle(s: ClubPaymentState): string {
  switch (s.step) {
    case 'appointmentWithOffer':
      return msg.withOfferTitle;
    case 'appointmentWithoutOffer':
      return msg.withoutOfferTitle;
    case 'paymentStart':
      return msg.startTitle;
    case 'succeeded':
      return msg.succeededTitle;
    case 'failed':
      return msg.failedTitle;
    case 'appointmentError':
      return msg.appointmentErrorTitle;
    default:
      return msg.title;
  }
}

function StepView({
  store,
  state,
  request,
  offline,
  onClose,
}: {
  store: ClubPaymentStore;
  state: ClubPaymentState;
  request: CouponRequest;
  offline: boolean;
  onClose: () => void;
}) {
  const ids = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const emailRef = useRef<HTMLInputElement>(null);
  const deadline = paymentDeadline(request);
  const rule = deadline && !isPaymentTimeOver(deadline, now()) ? ruleText(deadline) : null;
  const errorText = state.error?.message ?? null;

  // After a refused submit the e-mail field takes the focus (its error is announced with it).
  const wantsEmailFocus = state.step === 'paymentStart' && state.emailError !== null;
  useEffect(() => {
    if (wantsEmailFocus) emailRef.current?.focus();
  }, [wantsEmailFocus, state.emailError]);

  switch (state.step) {
    case 'appointmentProgress':
      return (
        <div className="cp__progress" data-progress={state.progress ?? undefined}>
          <Spinner
            label={
              state.progress === 'waiting'
                ? msg.waiting
                : state.progress === 'paying'
                  ? msg.paying
                  : msg.loading
            }
          />
          {state.progress === 'waiting' && (
            <>
              <p className="cp__lead">{msg.waiting}</p>
              {errorText && <p className="cp__note">{errorText}</p>}
              <p className="cp__muted">{msg.waitingHint}</p>
            </>
          )}
        </div>
      );
    case 'appointmentWithOffer':
    case 'appointmentWithoutOffer':
      return (
        <>
          <p className="cp__lead">{state.withOffer ? msg.withOfferLead : msg.withoutOfferLead}</p>
          <Breakdown request={request} state={state} />
          {rule && <p className="cp__rule">{rule}</p>}
          <p className="cp__muted">{msg.terms}</p>
          <div className="cp__actions">
            <Button variant="primary" block onClick={() => store.send({ type: 'payment' })}>
              {msg.pay}
            </Button>
          </div>
        </>
      );
    case 'paymentStart': {
      const emailId = `cp-email-${ids}`;
      const errId = `cp-email-error-${ids}`;
      const hintId = `cp-email-hint-${ids}`;
      return (
        <form
          className="cp__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            store.send({ type: 'submit' });
          }}
        >
          <Breakdown request={request} state={state} />
          <div className="cp__field">
            <label htmlFor={emailId} className="cp__label">
              {msg.emailLabel}
            </label>
            <input
              ref={emailRef}
              id={emailId}
              className="pd-input cp__input"
              part="email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={state.email}
              aria-invalid={state.emailError ? 'true' : undefined}
              aria-describedby={state.emailError ? `${errId} ${hintId}` : hintId}
              onChange={(e) => store.send({ type: 'email', value: e.target.value })}
            />
            {state.emailError && (
              <p id={errId} className="cp__error" part="email-error">
                {state.emailError}
              </p>
            )}
            <p id={hintId} className="cp__muted">
              {msg.emailHint}
            </p>
          </div>
          {offline && (
            <fieldset className="cp__types">
              <legend className="cp__label">{msg.paymentTypeLabel}</legend>
              {(['online', 'offline'] as const).map((t) => (
                <label key={t} className="cp__type">
                  <input
                    type="radio"
                    name={`cp-type-${ids}`}
                    value={t}
                    checked={state.paymentType === t}
                    onChange={() => store.send({ type: 'paymentType', value: t })}
                  />
                  {t === 'online' ? msg.online : msg.offline}
                </label>
              ))}
            </fieldset>
          )}
          {rule && <p className="cp__rule">{rule}</p>}
          <div className="cp__actions">
            <Button type="submit" variant="primary" block>
              {state.paymentType === 'offline' ? msg.submitOffline : msg.submit}
            </Button>
            <Button variant="secondary" block onClick={() => store.send({ type: 'back' })}>
              {msg.back}
            </Button>
          </div>
        </form>
      );
    }
    case 'succeeded':
      return (
        <>
          {errorText && <Alert tone="info" text={errorText} />}
          <p className="cp__lead" part="result" data-result="succeeded">
            {state.email.trim()
              ? format(msg.succeededText, { email: state.email.trim() })
              : msg.succeededTextNoEmail}
          </p>
          <div className="cp__actions">
            <Button variant="primary" block onClick={onClose}>
              {msg.close}
            </Button>
          </div>
        </>
      );
    case 'failed':
      return (
        <>
          <Alert tone="error" text={errorText ?? msg.errors.appointment_reject} />
          <div className="cp__actions">
            {state.canRetry ? (
              <Button variant="primary" block onClick={() => store.send({ type: 'payment' })}>
                {msg.payAgain}
              </Button>
            ) : null}
            <Button variant={state.canRetry ? 'secondary' : 'primary'} block onClick={onClose}>
              {msg.close}
            </Button>
          </div>
        </>
      );
    case 'appointmentError':
      return (
        <>
          <Alert tone="error" text={errorText ?? msg.errors.appointment_reject} />
          <div className="cp__actions">
            <Button variant="primary" block onClick={() => store.reload()}>
              {msg.reload}
            </Button>
          </div>
        </>
      );
  }
}

function Flow({
  store,
  request,
  open,
  offline,
  onClose,
}: {
  store: ClubPaymentStore;
  request: CouponRequest;
  open: boolean;
  offline: boolean;
  onClose: () => void;
}) {
  const state = useStore(store.$state);
  useEffect(() => (open ? store.start() : undefined), [open, store]);
  return (
    <LazyDialog
      open={open}
      onClose={onClose}
      title={stepTitle(state)}
      variant="auto"
      width={CLUB_DIALOG_WIDTH}
      className="cp"
    >
      <div className="cp__body" part="step" data-step={state.step} aria-live="polite">
        <StepView store={store} state={state} request={request} offline={offline} onClose={onClose} />
      </div>
    </LazyDialog>
  );
}

/** The club payment dialog; one per page owns the `[data-pd-club-payment]` openers. */
export function ClubPayment(props: ClubPaymentProps) {
  const host = useHost();
  const session = useStore($session);
  const { value, problems } = useMemo(
    () =>
      resolveJsonInput(
        {
          value: props.couponRequest,
          source: props.couponRequestSource,
          name: 'coupon-request',
          consequence: 'the payment dialog is not shown',
        },
        host.getRootNode(),
      ),
    [props.couponRequest, props.couponRequestSource, host],
  );
  const parsed = useMemo(() => (value === undefined ? null : parseCouponRequest(value)), [value]);
  const request = parsed?.request ?? null;
  const allProblems = [...problems, ...(parsed?.problems ?? [])];
  // A number given as text (a property set from JSX) counts as the number.
  const rawPoll: unknown = props.pollInterval;
  let pollInterval =
    typeof rawPoll === 'string' && rawPoll.trim() !== '' ? Number(rawPoll) : (rawPoll as number | undefined);
  if (rawPoll === '' || rawPoll === null) pollInterval = undefined;
  if (pollInterval !== undefined && !(typeof pollInterval === 'number' && pollInterval >= CLUB_MIN_POLL_MS)) {
    allProblems.push(`poll-interval must be a number of ms ≥ ${CLUB_MIN_POLL_MS}; using the default`);
    pollInterval = undefined;
  }

  const offerInput = props.withOffer;
  let withOffer = !session.club?.isInClub;
  if (offerInput === true || offerInput === 'true') withOffer = true;
  else if (offerInput === false || offerInput === 'false') withOffer = false;
  else if (offerInput !== undefined && offerInput !== null && offerInput !== '')
    allProblems.push(
      `with-offer must be "true" or "false", got "${String(offerInput)}"; using the user's club state`,
    );
  useLoggedProblems(CLUB_PAYMENT_TAG, allProblems);
  const [open, setOpen] = useState(props.open === true);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  // The `open` attribute drives the dialog ("adjusting state when a prop changes").
  const openProp = props.open === true;
  const [lastOpenProp, setLastOpenProp] = useState(openProp);
  if (openProp !== lastOpenProp) {
    setLastOpenProp(openProp);
    setOpen(openProp);
  }

  // A new store only when the inputs change by value.
  const store = useWidgetStore(
    {
      request,
      withOffer,
      returned: props.returned === true,
      paymentPath: props.paymentUrl || undefined,
      statusPath: props.statusUrl || undefined,
      pollInterval,
      deps: props.deps,
    },
    ({ request: req, deps, ...rest }) =>
      req ? createClubPaymentStore({ request: req, ...rest, ...deps }) : null,
  );

  useEffect(() => {
    if (!store) return;
    return listenForOpeners(document, CLUB_PAYMENT_OPENER_ATTRIBUTE, {
      onOpen: ({ opener }) => {
        // `data-pd-club-payment="<id>"` opens the element with that id; an empty value opens every one (one per page).
        const target = opener.getAttribute(CLUB_PAYMENT_OPENER_ATTRIBUTE) ?? '';
        if (target === '' || target === host.id) setOpen(true);
      },
      onWarm: () => void preloadModal(),
    });
  }, [store, host]);

  if (!store || !request) return null;
  const close = () => {
    setOpen(false);
    if (host.hasAttribute('open')) host.removeAttribute('open');
  };
  return wanted ? (
    <Flow store={store} request={request} open={open} offline={props.offline === true} onClose={close} />
  ) : null;
}
