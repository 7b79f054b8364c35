/**
 * The live state of one `<pd-club-payment>` and its side effects (booking-schedule §4 "Reviews of club payment
 * views", §7, §8, §9 "preloader 1000 ms", "within 20 minutes"). The step machine is pure (`clubTransition` in
 * club-payment-model.ts); this store runs what its states ask for:
 *
 * - `appointmentProgress`/loading: the preloader stays at least 1000 ms, then `loaded`;
 * - `appointmentProgress`/paying: `POST` the payment; its answer is applied no sooner than 1000 ms after the submit;
 *   an online answer redirects to `provider_payment_data.url` on an allowed host only (else a console error and
 *   appointmentError); an offline answer waits for the confirmation;
 * - `appointmentProgress`/waiting: polls `GET /club/coupon_request/{id}/payment_status/` every `pollInterval` ms
 *   (the next poll is scheduled after the answer: never two at once); stops on a final status, on leaving the step
 *   and on `stop()` (unmount), which also aborts a poll in flight;
 * - the 20-minute deadline (`dateCreated` + `lifeTime`) ends an unpaid request with 'Истекло время для оплаты.'.
 *
 * Decisions: docs/decisions/174–176.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { getConfig } from '../../core/config';
import { logError, navigate } from '../../core/dom';
import { isAbortError, isApiError } from '../../core/http';
import { now } from '../../core/time';
import {
  createClubPayment,
  fetchClubPaymentStatus,
  clubPath,
  CLUB_PAYMENT_PATH,
  CLUB_STATUS_PATH,
  type PaymentReply,
} from './club-payment-api';
import {
  CLUB_PAYMENT_TAG,
  CLUB_POLL_INTERVAL_MS,
  CLUB_PRELOADER_MS,
  FINAL_STATUSES,
  clubError,
  clubErrorFromReply,
  clubTransition,
  initialClubState,
  isAllowedPaymentUrl,
  isPaymentTimeOver,
  paymentDeadline,
  shouldPoll,
  type ClubPaymentEvent,
  type ClubPaymentState,
  type CouponRequest,
  type PaymentStatus,
  type PaymentType,
} from './club-payment-model';

/** Dependencies, replaceable in tests and stories; defaults are the library's own. */
export interface ClubPaymentDeps {
  createPayment?: (
    path: string,
    body: { email: string; paymentType: PaymentType },
    signal?: AbortSignal,
  ) => Promise<PaymentReply>;
  fetchStatus?: (path: string, signal?: AbortSignal) => Promise<PaymentStatus>;
  /** Leaves for the provider (default: core/dom `navigate`). */
  redirect?: (url: string) => void;
  /** The §4 'reload' pseudo-action (default: `location.reload()`). */
  reload?: () => void;
  /** Allowed payment hosts (default: config `allowedRedirectHosts`). */
  allowedHosts?: () => readonly string[];
  /** The page URL the relative and same-origin checks use (default `location.href`). */
  pageUrl?: () => string;
  /**
   * The preloader's minimum, ms (default {@link CLUB_PRELOADER_MS}, the spec's). Component tests that are not about
   * the preloader shorten it, so they do not wait a real second twice each.
   */
  preloaderMs?: number;
}

/** Options of one store. */
export interface ClubPaymentOptions extends ClubPaymentDeps {
  request: CouponRequest;
  /** The purchase includes the club card (appointmentWithOffer). */
  withOffer: boolean;
  /** The page is the provider's return page: wait for the status at once. */
  returned?: boolean;
  /** Payment request path template (`{id}`). */
  paymentPath?: string;
  /** Status path template (`{id}`). */
  statusPath?: string;
  /** Poll interval, ms. */
  pollInterval?: number;
  /** The payment types offered (default online only). */
  paymentType?: PaymentType;
}

/** One payment dialog's store. */
export interface ClubPaymentStore {
  readonly $state: ReadableAtom<ClubPaymentState>;
  /** Starts the effects (preloader, deadline, poll). Returns the cleanup: stops every timer and aborts requests. */
  start(): () => void;
  /** Feeds an event to the machine (and runs what the new state asks for). */
  send(event: ClubPaymentEvent): void;
  /** The §4 'reload' pseudo-action: the machine back to the preloader and the page reloaded. */
  reload(): void;
  /** Whether a poll timer or request is pending (tests). */
  isPolling(): boolean;
}

/** Creates the store of one `<pd-club-payment>`. */
export function createClubPaymentStore(opts: ClubPaymentOptions): ClubPaymentStore {
  const createPayment = opts.createPayment ?? createClubPayment;
  const fetchStatus = opts.fetchStatus ?? fetchClubPaymentStatus;
  const redirect = opts.redirect ?? ((url: string) => void navigate(url));
  const reloadPage = opts.reload ?? (() => location.reload());
  const allowedHosts = opts.allowedHosts ?? (() => getConfig().allowedRedirectHosts);
  const pageUrl = opts.pageUrl ?? (() => location.href);
  const interval = opts.pollInterval ?? CLUB_POLL_INTERVAL_MS;
  const preloaderMs = opts.preloaderMs ?? CLUB_PRELOADER_MS;
  const paymentPath = clubPath(opts.paymentPath ?? CLUB_PAYMENT_PATH, opts.request.id);
  const statusPath = clubPath(opts.statusPath ?? CLUB_STATUS_PATH, opts.request.id);
  const deadline = paymentDeadline(opts.request);

  const $state = atom<ClubPaymentState>(
    initialClubState({
      withOffer: opts.withOffer,
      email: opts.request.email,
      returned: opts.returned,
      paymentType: opts.paymentType,
    }),
  );

  let running = false;
  let controller = new AbortController();
  let preloadTimer: ReturnType<typeof setTimeout> | undefined;
  let deadlineTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  /** Bumped when a poll loop ends, so a late answer of an old loop is dropped. */
  let pollRun = 0;

  const clear = (t: ReturnType<typeof setTimeout> | undefined) => t !== undefined && clearTimeout(t);

  function send(event: ClubPaymentEvent): void {
    const before = $state.get();
    const after = clubTransition(before, event);
    if (after === before) return;
    $state.set(after);
    if (running) react(before, after);
  }

  /** Runs the effects a new state asks for. */
  function react(before: ClubPaymentState, after: ClubPaymentState): void {
    if (
      after.step === 'appointmentProgress' &&
      after.progress === 'loading' &&
      before.progress !== 'loading'
    ) {
      startPreloader();
    }
    if (after.progress === 'paying' && before.progress !== 'paying') void pay(after);
    if (shouldPoll(after) && !polling) startPolling();
    if (!shouldPoll(after) && polling) stopPolling();
  }

  function startPreloader(): void {
    clear(preloadTimer);
    preloadTimer = setTimeout(() => {
      preloadTimer = undefined;
      send({ type: 'loaded' });
    }, preloaderMs);
  }

  /** Resolves when at least the preloader time has passed since `since` (ms of `now()`). */
  function atLeastPreloader(since: number): Promise<void> {
    const rest = preloaderMs - (now().getTime() - since);
    return rest > 0 ? new Promise((r) => setTimeout(r, rest)) : Promise.resolve();
  }

  async function pay(state: ClubPaymentState): Promise<void> {
    const since = now().getTime();
    const signal = controller.signal;
    let reply: PaymentReply | null = null;
    let failure: unknown = null;
    try {
      reply = await createPayment(
        paymentPath,
        { email: state.email, paymentType: state.paymentType },
        signal,
      );
    } catch (err) {
      failure = err;
    }
    await atLeastPreloader(since);
    if (signal.aborted || !running) return;
    if (failure !== null) {
      if (isAbortError(failure)) return;
      if (isApiError(failure, 'http')) {
        send({ type: 'rejected', error: clubErrorFromReply(failure.code, failure.body) });
      } else {
        logError(CLUB_PAYMENT_TAG, `the payment of coupon request ${opts.request.id} failed`, failure);
        send({ type: 'rejected', error: clubError('appointment_reject') });
      }
      return;
    }
    const url = reply?.url ?? null;
    if (url !== null) {
      if (!isAllowedPaymentUrl(url, allowedHosts(), pageUrl())) {
        logError(
          CLUB_PAYMENT_TAG,
          `refused to redirect to "${url}": not an allowed payment host (add its host to config allowedRedirectHosts)`,
        );
        send({ type: 'redirectRefused' });
        return;
      }
      send({ type: 'paymentCreated', redirect: true });
      redirect(url);
      return;
    }
    if (state.paymentType === 'online' && !reply?.status) {
      logError(CLUB_PAYMENT_TAG, 'the payment reply has no provider_payment_data.url');
      send({ type: 'redirectRefused' });
      return;
    }
    send({ type: 'paymentCreated', redirect: false });
    if (reply?.status) send({ type: 'status', status: reply.status });
  }

  function startPolling(): void {
    polling = true;
    const run = ++pollRun;
    const poll = () => {
      pollTimer = undefined;
      const signal = controller.signal;
      fetchStatus(statusPath, signal)
        .then((status) => {
          if (run !== pollRun || signal.aborted) return;
          send({ type: 'status', status });
          if (FINAL_STATUSES.includes(status)) stopPolling();
        })
        .catch((err: unknown) => {
          if (run !== pollRun || signal.aborted || isAbortError(err)) return;
          // A failed poll is not the payment's failure: the next one may answer.
          logError(CLUB_PAYMENT_TAG, `payment status of coupon request ${opts.request.id}: poll failed`, err);
        })
        .finally(() => {
          if (run === pollRun && polling && running && pollTimer === undefined)
            pollTimer = setTimeout(poll, interval);
        });
    };
    poll();
  }

  function stopPolling(): void {
    polling = false;
    pollRun++;
    clear(pollTimer);
    pollTimer = undefined;
  }

  function startDeadline(): void {
    if (!deadline) return;
    const check = () => {
      if (isPaymentTimeOver(deadline, now())) {
        deadlineTimer = undefined;
        send({ type: 'timeOver' });
        return;
      }
      // Timers may fire early or be throttled in background tabs: re-check against the clock.
      deadlineTimer = setTimeout(check, Math.min(60_000, Math.max(0, deadline.getTime() - now().getTime())));
    };
    check();
  }

  return {
    $state,
    start() {
      running = true;
      if (controller.signal.aborted) controller = new AbortController();
      const s = $state.get();
      if (s.step === 'appointmentProgress' && s.progress === 'loading') startPreloader();
      startDeadline();
      if (shouldPoll(s)) startPolling();
      return () => {
        running = false;
        controller.abort();
        clear(preloadTimer);
        clear(deadlineTimer);
        preloadTimer = deadlineTimer = undefined;
        stopPolling();
        // A preloader or a payment cut short restarts from the preloader on the next start.
        const cur = $state.get();
        if (cur.step === 'appointmentProgress' && cur.progress === 'paying')
          $state.set({ ...cur, step: 'paymentStart', progress: null });
      };
    },
    send,
    reload() {
      send({ type: 'reload' });
      reloadPage();
    },
    isPolling() {
      return polling;
    },
  };
}
