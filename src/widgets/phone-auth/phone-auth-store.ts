/**
 * The flow state machine of one `<pd-phone-auth>` (portal-identity-reviews §4 "Phone confirmation", §7 "Phone
 * authorisation", §8 behaviours, §9 timers): phone entry → code request → code check (or the call confirmation) →
 * login → session. One store per element/component (`createPhoneAuthStore`), a nanostores `map`; the view reads
 * `$state` and {@link deriveView}, and calls actions. Timers use `setTimeout`/`setInterval` only, so tests drive them
 * with fake timers. Decisions: docs/decisions/093-phone-auth-flows.md, 094-phone-auth-errors.md.
 */
import { map, type MapStore } from 'nanostores';
import {
  confirmCode,
  createCallRequest,
  finishCallRequest,
  legacyConfirmCode,
  login,
  pullAuthentication,
  requestConfirmation,
  sendNoRegistrationCode,
  staffConfirmCode,
  staffRequestCode,
  type CallFinishSource,
  type ConfirmationRequestReply,
} from './sso-api';
import { getConfig } from '../../core/config';
import { logError } from '../../core/dom';
import { ApiError, isApiError } from '../../core/http';
import { format } from '../../core/i18n/format';
import { phoneAuthMessages as msg } from './messages';
import {
  LiveConnection,
  resolveLiveUrl,
  type LiveSocketConstructor,
  type LiveState,
} from '../../shared/live';
import { flag, setSession } from '../../shared/stores';
import {
  CALL_LIFETIME_MS,
  CALL_POLL_MS,
  CONFIRMED_EVENT,
  LOGIN_EVENT,
  PHONE_AUTH_TAG,
  PHONE_PREFIX,
  RESEND_SECONDS,
  chooseMethod,
  codeErrorOutcome,
  codePrompt,
  dialogContent,
  formatCountdown,
  formatPhone,
  isBlankPhone,
  isCodeComplete,
  loginErrorDialog,
  normalizeCode,
  otherMethod,
  requestErrorOutcome,
  resendLabel,
  submitLabel,
  validatePhone,
  type ConfirmationMethod,
  type DialogContent,
  type PhoneAuthDialogKind,
  type PhoneAuthMode,
  type SwitchMethod,
} from './phone-auth-model';

/** The phone confirmation request state of §3. */
export interface RequestState {
  /** Digits of the phone the request was for. */
  phone: string;
  /** A code was requested and the 30-second resend timer runs. */
  isRequested: boolean;
  /** The service reported `attempts_exceeded`. */
  isAttemptsExceeded: boolean;
  /** error_limit / error_limit_total without waiting_time: proceed, button hidden until the phone changes. */
  isRequestExceeded: boolean;
  /** deleting_in_progress: blocked, red alert. */
  isDeletingInProgress: boolean;
  /** error_limit with waiting_time: 'Пожалуйста, подождите' until it expires. */
  isWaitingTime: boolean;
  serviceId: string | number | null;
  /**
   * VK ran out or the user gave up on it (the VK dialog): VK is not offered again until the phone changes, and the
   * form offers call and SMS (§4).
   */
  isVkIgnored: boolean;
}

/** Where the flow is. */
export type PhoneAuthStep = 'phone' | 'code' | 'call' | 'done';

/** Everything the view renders. */
export interface PhoneAuthState {
  mode: PhoneAuthMode;
  step: PhoneAuthStep;
  /** The field's masked text. */
  phoneText: string;
  /** The message under the phone field. */
  phoneError: string | null;
  /** The user typed a digit at some point (the required message shows on blur only then). */
  dirty: boolean;
  /** The field is read-only: requested, confirmed, or blocked by an error (§4). */
  locked: boolean;
  /** The pen was pressed: the field is open for edits and reverts on blur when unchanged or invalid (§5). */
  editing: boolean;
  /** A blocking error (deleting in progress, request exceeded, attempts out). */
  blocked: boolean;
  /** The method in use: preferred before a request, the reply's after (§4). */
  method: ConfirmationMethod;
  request: RequestState;
  /** Seconds left of the resend timer or the waiting period. */
  secondsLeft: number;
  code: string;
  codeError: string | null;
  /** A request, check or login is in flight. */
  loading: boolean;
  /** The in-flight work is the code check (and the login after it): 'Подтвердить' shows it. Cleared with `loading`. */
  checking: boolean;
  /** The phone is confirmed (checkmark, field locked, pen hidden). */
  confirmed: boolean;
  /**
   * 'Подтвердить этот номер можно через сутки. Было слишком много попыток' (request exceeded). `phoneError`,
   * `codeError`, `notice` and `deletingAlert` are one message slot: setting one clears the others (the newest
   * replaces the previous; docs/decisions/127-phone-auth-ux-faults.md).
   */
  notice: string | null;
  /** The red deleting-in-progress alert (SSO sign-in). */
  deletingAlert: string | null;
  dialog: DialogContent | null;
  /** The running call confirmation. */
  call: { uuid: string; phone: string } | null;
  /** The call websocket's state, `null` without one. */
  liveState: LiveState | null;
}

/** Options of {@link createPhoneAuthStore}. */
export interface PhoneAuthStoreOptions {
  mode: PhoneAuthMode;
  /** Initial phone (digits or any formatting). */
  phone?: string;
  /** Sent as `mobile_app` on confirm (a function: read at confirm time). */
  mobileApp?: boolean | (() => boolean);
  /** Dispatches `phone-auth:confirmed` / `phone-auth:login` (and calls React callbacks). */
  emit: (name: typeof CONFIRMED_EVENT | typeof LOGIN_EVENT, detail: Record<string, string>) => void;
  /** Reloads the page (§8 refresh buttons); default `location.reload()`. */
  reload?: () => void;
  /** Monotonic milliseconds for the finish `time`; default `performance.now()`. */
  clock?: () => number;
  /** WebSocket implementation for the call socket (tests in Node); default the global one. */
  WebSocket?: LiveSocketConstructor;
}

/** One widget's store. */
export interface PhoneAuthStore {
  readonly $state: MapStore<PhoneAuthState>;
  /** Starts the store; returns the cleanup (timers, requests, socket) to call on unmount. */
  start(): () => void;
  inputPhone(text: string): void;
  focusPhone(): void;
  blurPhone(): void;
  /** The pen: unlock the field for an edit. */
  editPhone(): void;
  /** Requests a code (also the resend button). Never rejects. */
  submit(): Promise<void>;
  inputCode(text: string): void;
  /**
   * Checks the code: called automatically when the 4th digit is typed (§5 "verified automatically on completion"),
   * and by the §9 'Подтвердить' button or Enter in the code field. Never rejects.
   */
  verify(): Promise<void>;
  /** Starts the call confirmation (create_request → poll + websocket → finish → login). Never rejects. */
  startCall(): Promise<void>;
  /** Cancels a running call confirmation and returns to the phone step. */
  cancelCall(): void;
  /** The dialog's confirm button. */
  confirmDialog(): void;
  /**
   * After VK ran out (§4 "the user may switch to call or SMS"): VK is ignored from now on and a code is requested by
   * `method` ('sms' sends `confirmation_flow: 'sms'`). Also the VK dialog's second button. Never rejects.
   */
  switchMethod(method: SwitchMethod): Promise<void>;
  /** The dialog's close / Esc. */
  closeDialog(): void;
}

function initialRequest(): RequestState {
  return {
    phone: '',
    isRequested: false,
    isAttemptsExceeded: false,
    isRequestExceeded: false,
    isDeletingInProgress: false,
    isWaitingTime: false,
    serviceId: null,
    isVkIgnored: false,
  };
}

const vkEnabled = () => getConfig().settings.enable_phone_confirmation_vk === true;

/** What the view shows beyond the raw state. */
export interface PhoneAuthView {
  /** The main button is shown (hidden when request exceeded, deleting, calling or done). */
  showButton: boolean;
  buttonLabel: string;
  buttonDisabled: boolean;
  /** The pen next to a locked field. */
  showPen: boolean;
  /** The phone field is read-only. */
  readOnly: boolean;
  /** The code field shows. */
  showCode: boolean;
  codePrompt: string;
  /**
   * §9 'Подтвердить': the manual confirm of the code, shown with the code field (the check also starts by itself at
   * the 4th digit, §5). Disabled until 4 digits are typed, while a check runs, or under a dialog; it sends the code
   * in the field again, e.g. after the connection dropped during the automatic check.
   */
  confirmDisabled: boolean;
  /** The code check runs: 'Подтвердить' shows its spinner (and keeps the focus). */
  confirmBusy: boolean;
  /** A code request runs: the main button shows its spinner. */
  buttonBusy: boolean;
  /**
   * The other channel offered next to the main button once VK ran out (§4): 'call' or 'sms', `null` when not
   * offered. It is enabled and disabled with the main button.
   */
  alternative: SwitchMethod | null;
}

/** The phone as checked for the mode (§5; legacy: 11 digits). */
function checkPhone(state: Pick<PhoneAuthState, 'mode' | 'phoneText'>) {
  return validatePhone(state.phoneText, { legacy: state.mode === 'legacy' });
}

/**
 * Derived view state (§5 "Submit is blocked while loading, invalid, blocked by an error, or not allowed"; §8
 * button texts and visibility; §4 pen and checkmark).
 */
export function deriveView(s: PhoneAuthState): PhoneAuthView {
  const r = s.request;
  const requestedOnce = s.step === 'code';
  const showButton =
    !s.confirmed && s.step !== 'call' && s.step !== 'done' && !r.isRequestExceeded && !r.isDeletingInProgress;
  let buttonLabel: string;
  if (r.isWaitingTime) buttonLabel = msg.pleaseWait;
  else if (requestedOnce) buttonLabel = resendLabel(s.method);
  else buttonLabel = submitLabel(s.method);
  if (!r.isWaitingTime && r.isRequested && s.secondsLeft > 0) {
    buttonLabel = format(msg.countdown, { label: buttonLabel, time: formatCountdown(s.secondsLeft) });
  }
  const valid = checkPhone(s).ok;
  const buttonDisabled =
    s.loading || !valid || s.blocked || s.editing || r.isRequested || r.isWaitingTime || s.dialog !== null;
  return {
    showButton,
    buttonLabel,
    buttonDisabled,
    showPen: s.locked && !s.confirmed && !s.editing && !s.loading && s.step !== 'call',
    readOnly: s.locked && !s.editing,
    showCode: s.step === 'code',
    codePrompt: codePrompt(s.method),
    confirmDisabled: s.loading || !isCodeComplete(s.code) || s.dialog !== null,
    confirmBusy: s.checking,
    buttonBusy: s.loading && !s.checking,
    alternative:
      s.mode === 'sso' && r.isVkIgnored && showButton && !r.isWaitingTime ? otherMethod(s.method) : null,
  };
}

/** The message fields that share one slot (see {@link PhoneAuthState.notice}). */
const MESSAGE_KEYS = ['phoneError', 'codeError', 'notice', 'deletingAlert'] as const;

/** Creates the store of one widget. */
export function createPhoneAuthStore(opts: PhoneAuthStoreOptions): PhoneAuthStore {
  const { mode } = opts;
  const legacy = mode === 'legacy';
  const initialText = opts.phone ? formatPhone(opts.phone) : '';
  const $state = map<PhoneAuthState>({
    mode,
    step: 'phone',
    phoneText: initialText,
    phoneError: null,
    dirty: false,
    locked: false,
    editing: false,
    blocked: false,
    method: chooseMethod({ mode, vkEnabled: vkEnabled(), vkIgnored: false }),
    request: initialRequest(),
    secondsLeft: 0,
    code: '',
    codeError: null,
    loading: false,
    checking: false,
    confirmed: false,
    notice: null,
    deletingAlert: null,
    dialog: null,
    call: null,
    liveState: null,
  });

  const clock = opts.clock ?? (() => performance.now());
  let countdown: ReturnType<typeof setInterval> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let lifetime: ReturnType<typeof setTimeout> | undefined;
  let live: LiveConnection | null = null;
  let liveOff: (() => void) | null = null;
  let callStartedAt = 0;
  let finishing = false;
  let finishAgainFromWs = false;
  let controller = new AbortController();
  let callController = new AbortController();
  /** What the field held when the pen was pressed. */
  let prior: { text: string; locked: boolean; blocked: boolean } | null = null;
  let started = false;

  const get = () => $state.get();
  /** Applies a patch; a new message replaces whichever message was showing (one notice at a time). */
  const set = (patch: Partial<PhoneAuthState>) => {
    const before = get();
    const next = { ...before, ...patch };
    const newest = MESSAGE_KEYS.find((key) => patch[key] != null && patch[key] !== before[key]);
    if (newest) for (const key of MESSAGE_KEYS) if (key !== newest) next[key] = null;
    if (!next.loading) next.checking = false;
    $state.set(next);
  };
  const setRequest = (patch: Partial<RequestState>) => set({ request: { ...get().request, ...patch } });

  function stopCountdown(): void {
    clearInterval(countdown);
    countdown = undefined;
  }

  /** Runs the resend timer or the waiting period; at its end the state returns to not requested (§4). */
  function startCountdown(seconds: number): void {
    stopCountdown();
    set({ secondsLeft: seconds });
    countdown = setInterval(() => {
      const left = get().secondsLeft - 1;
      if (left > 0) {
        set({ secondsLeft: left });
        return;
      }
      stopCountdown();
      const waiting = get().request.isWaitingTime;
      set({
        secondsLeft: 0,
        request: { ...get().request, isRequested: false, isWaitingTime: false },
        // "When the timer ends, a waiting-time block clears".
        phoneError: waiting ? null : get().phoneError,
      });
    }, 1000);
  }

  function fresh(): AbortSignal {
    controller.abort();
    controller = new AbortController();
    return controller.signal;
  }

  function stopCall(): void {
    clearInterval(poll);
    poll = undefined;
    clearTimeout(lifetime);
    lifetime = undefined;
    callController.abort();
    callController = new AbortController();
    liveOff?.();
    liveOff = null;
    live?.close(1000, 'call confirmation over');
    live = null;
    finishing = false;
    finishAgainFromWs = false;
  }

  function showDialog(kind: PhoneAuthDialogKind): void {
    set({ dialog: dialogContent(kind) });
  }

  /** "Editing a valid changed phone resets the VK preference and attempts" (§4). */
  function resetForNewPhone(): void {
    stopCountdown();
    stopCall();
    controller.abort();
    controller = new AbortController();
    set({
      step: 'phone',
      locked: false,
      editing: false,
      blocked: false,
      confirmed: false,
      request: initialRequest(),
      method: chooseMethod({ mode, vkEnabled: vkEnabled(), vkIgnored: false }),
      secondsLeft: 0,
      code: '',
      codeError: null,
      phoneError: null,
      notice: null,
      deletingAlert: null,
      call: null,
      liveState: null,
      loading: false,
    });
    prior = null;
  }

  function inputPhone(text: string): void {
    const s = get();
    if (s.locked && !s.editing) return;
    const phoneText = formatPhone(text);
    const check = validatePhone(phoneText, { legacy });
    const dirty = s.dirty || !isBlankPhone(phoneText);
    set({ phoneText, dirty, phoneError: null });
    const last = s.request.phone || (prior ? validatePhone(prior.text, { legacy }).digits : '');
    if (check.ok && check.digits !== last) {
      // A valid new number: a fresh start (§4), also ending a pen edit.
      if (s.request.phone || s.confirmed || s.blocked || s.step !== 'phone' || s.editing) resetForNewPhone();
      set({ phoneText, dirty });
    }
  }

  function focusPhone(): void {
    const s = get();
    if ((!s.locked || s.editing) && s.phoneText === '') set({ phoneText: PHONE_PREFIX });
  }

  function blurPhone(): void {
    const s = get();
    const check = validatePhone(s.phoneText, { legacy });
    if (s.editing && prior) {
      const before = validatePhone(prior.text, { legacy });
      // §5 "An edited phone that is unchanged or invalid reverts to the prior value."
      if (!check.ok || check.digits === before.digits) {
        set({
          phoneText: prior.text,
          editing: false,
          locked: prior.locked,
          blocked: prior.blocked,
          phoneError: null,
        });
        prior = null;
        return;
      }
      set({ editing: false });
      prior = null;
      return;
    }
    if (s.locked) return;
    if (check.ok) return;
    if (check.reason === 'required') {
      set({ phoneText: '', phoneError: s.dirty ? check.message : null });
      return;
    }
    // §5 "On blur an invalid phone is cleared."
    set({ phoneText: '', phoneError: check.message });
  }

  function editPhone(): void {
    const s = get();
    if (!s.locked || s.confirmed || s.loading) return;
    prior = { text: s.phoneText, locked: s.locked, blocked: s.blocked };
    set({ editing: true });
  }

  /** A code was sent (or the limit counts as success): the code step. */
  function onRequested(reply: ConfirmationRequestReply, phone: string): void {
    set({
      loading: false,
      method: reply.method,
      request: {
        ...get().request,
        phone,
        isRequested: true,
        serviceId: reply.serviceId,
        isAttemptsExceeded: reply.attemptsExceeded,
      },
    });
    if (reply.attemptsExceeded && reply.method === 'vk') {
      // "When VK attempts run out, the user may switch to call or SMS."
      set({ request: { ...get().request, isRequested: false } });
      showDialog('vk-exhausted');
      return;
    }
    if (reply.attemptsExceeded && reply.method === 'call') {
      // No more calls to the user: the user calls the free number instead (§4 "Call confirmation").
      set({ request: { ...get().request, isRequested: false } });
      void startCall();
      return;
    }
    set({ step: 'code', locked: true, code: '', codeError: null, phoneError: null });
    startCountdown(RESEND_SECONDS);
  }

  function onRequestError(err: unknown, phone: string, vk: boolean): void {
    const outcome = requestErrorOutcome(asError(err), { vk, legacy });
    set({ loading: false });
    switch (outcome.type) {
      case 'ignore':
        return;
      case 'field':
        set({
          phoneError: outcome.message,
          blocked: outcome.blocking,
          locked: outcome.blocking || get().locked,
        });
        setRequest({ phone });
        return;
      case 'retry':
        // 'Слишком много попыток. Повторите запрос': back to the phone step, the same number may be requested again.
        stopCountdown();
        setRequest({ phone, isRequested: false });
        set({
          step: 'phone',
          locked: false,
          editing: false,
          blocked: false,
          code: '',
          secondsLeft: 0,
          phoneError: outcome.message,
        });
        prior = null;
        return;
      case 'waiting':
        setRequest({ phone, isWaitingTime: true, isRequested: true });
        set({ phoneError: outcome.message });
        startCountdown(outcome.seconds);
        return;
      case 'exceeded':
        // §8 "counts as 'request exceeded' and proceeds as success … the button is hidden, and a phone edit
        // re-enables it": the code step as after a sent code (the last code sent before the limit still confirms;
        // no service_id, so `null` goes with it), the field locked with the pen, no resend timer (no button).
        stopCountdown();
        setRequest({ phone, isRequestExceeded: true, isRequested: true, serviceId: null });
        set({
          step: 'code',
          locked: true,
          blocked: true,
          code: '',
          secondsLeft: 0,
          notice: outcome.message,
        });
        return;
      case 'deleting':
        setRequest({ phone, isDeletingInProgress: true });
        set({
          locked: true,
          blocked: true,
          deletingAlert: mode === 'sso' ? msg.errDeletingAlert : null,
          phoneError: mode === 'sso' ? null : outcome.message,
        });
        return;
      case 'dialog':
        setRequest({ phone });
        showDialog(outcome.dialog);
        return;
    }
  }

  async function submit(): Promise<void> {
    const s = get();
    const view = deriveView(s);
    if (!view.showButton || view.buttonDisabled) return;
    const check = validatePhone(s.phoneText, { legacy });
    if (!check.ok) return;
    const phone = check.digits;
    const vk = s.method === 'vk';
    // SMS asked for explicitly only once the user chose it after VK ran out (§4); otherwise the service picks.
    const sms = s.method === 'sms' && s.request.isVkIgnored;
    const signal = fresh();
    set({ loading: true, phoneError: null, codeError: null, notice: null });
    try {
      if (mode === 'staff') {
        await staffRequestCode(phone, signal);
        onRequested({ method: 'sms', serviceId: null, attemptsExceeded: false }, phone);
      } else if (mode === 'no-registration') {
        await sendNoRegistrationCode(phone, flag('td_confirm_phone_via_pd'), signal);
        onRequested({ method: 'sms', serviceId: null, attemptsExceeded: false }, phone);
      } else {
        const reply = await requestConfirmation({ phone, vk, sms }, signal);
        if (signal.aborted) return;
        // The older helper confirms SMS codes only.
        onRequested(legacy ? { ...reply, method: 'sms' } : reply, phone);
      }
    } catch (err) {
      if (signal.aborted) return;
      onRequestError(err, phone, vk);
    }
  }

  function inputCode(text: string): void {
    const s = get();
    if (s.loading || s.step !== 'code') return;
    const code = normalizeCode(text);
    set({ code, codeError: null });
    // §5 "verified automatically on completion".
    if (isCodeComplete(code) && code !== s.code) void verify();
  }

  /** Login with the authorization code, then the session pull (CONTRACT "Wire shapes"). */
  async function finishLogin(authorizationCode: string, phone: string, signal: AbortSignal): Promise<void> {
    set({ loading: true });
    let uuid: string | null;
    try {
      const loggedIn = await login(authorizationCode, signal);
      uuid = (await pullAuthentication(signal)) ?? null;
      if (!uuid)
        throw new ApiError('http', `the session pull found no session after login as ${loggedIn}`, {
          status: 401,
        });
    } catch (err) {
      if (signal.aborted) return;
      set({ loading: false });
      const dialog = loginErrorDialog(asError(err));
      if (dialog) showDialog(dialog);
      return;
    }
    setSession({ isAnonymous: false, isRealPatient: true, uuid });
    confirmedAs(phone);
    opts.emit(CONFIRMED_EVENT, { phone });
    opts.emit(LOGIN_EVENT, { uuid });
  }

  function confirmedAs(phone: string): void {
    stopCountdown();
    stopCall();
    set({
      loading: false,
      step: 'done',
      confirmed: true,
      locked: true,
      editing: false,
      blocked: false,
      phoneText: formatPhone(phone),
      secondsLeft: 0,
      request: { ...get().request, isRequested: false, isWaitingTime: false },
      codeError: null,
      phoneError: null,
      notice: null,
      call: null,
      liveState: null,
    });
  }

  async function verify(): Promise<void> {
    const s = get();
    if (s.loading || s.step !== 'code' || !isCodeComplete(s.code)) return;
    const phone = s.request.phone;
    const { code } = s;
    const signal = fresh();
    set({ loading: true, checking: true, codeError: null });
    try {
      if (mode === 'no-registration') {
        // The code is checked by the form that submits it (docs/decisions/093-phone-auth-flows.md).
        confirmedAs(phone);
        opts.emit(CONFIRMED_EVENT, { phone, code });
        return;
      }
      if (mode === 'staff') {
        await staffConfirmCode(phone, code, signal);
      } else if (mode === 'legacy') {
        await legacyConfirmCode(phone, code, signal);
      } else {
        const authorizationCode = await confirmCode(
          {
            phone,
            code,
            serviceId: s.request.serviceId,
            mobileApp: typeof opts.mobileApp === 'function' ? opts.mobileApp() : opts.mobileApp === true,
          },
          signal,
        );
        if (signal.aborted) return;
        await finishLogin(authorizationCode, phone, signal);
        return;
      }
      if (signal.aborted) return;
      confirmedAs(phone);
      opts.emit(CONFIRMED_EVENT, { phone });
    } catch (err) {
      if (signal.aborted) return;
      set({ loading: false });
      const outcome = codeErrorOutcome(asError(err), { method: s.method, legacy });
      // A wrong code is cleared so the next one can be typed at once (the view keeps the focus in the field).
      if (outcome.type === 'code') set({ codeError: outcome.message, code: '' });
      else if (outcome.type === 'dialog') showDialog(outcome.dialog);
      // 'Этот код устарел, нужно получить новый': the resend is offered at once, not after the 30-second timer.
      if (outcome.type === 'code' && outcome.renew) {
        stopCountdown();
        setRequest({ isRequested: false });
        set({ secondsLeft: 0 });
      }
    }
  }

  // ——— Call confirmation (§4) ———

  async function startCall(): Promise<void> {
    const s = get();
    const check = validatePhone(s.phoneText, { legacy });
    if (mode !== 'sso' || !check.ok || s.step === 'call') return;
    const phone = check.digits;
    stopCall();
    stopCountdown();
    const signal = callController.signal;
    set({ loading: true, phoneError: null, codeError: null });
    let uuid: string;
    try {
      uuid = await createCallRequest(phone, signal);
    } catch (err) {
      if (signal.aborted) return;
      onRequestError(err, phone, false);
      return;
    }
    if (signal.aborted) return;
    callStartedAt = clock();
    setRequest({ phone, isRequested: false });
    set({
      loading: false,
      step: 'call',
      method: 'call',
      locked: true,
      call: { uuid, phone },
      secondsLeft: 0,
    });
    openSocket(uuid, phone);
    poll = setInterval(() => void finishCall('timer'), CALL_POLL_MS);
    lifetime = setTimeout(() => {
      // "Polling stops after 15 minutes and the form resets."
      stopCall();
      set({ step: 'phone', locked: false, call: null, liveState: null, loading: false });
      setRequest({ isRequested: false });
    }, CALL_LIFETIME_MS);
  }

  function openSocket(uuid: string, phone: string): void {
    const base = getConfig().liveUrl;
    if (!base) return; // polling alone finishes the call
    const url = resolveLiveUrl(base, `calls/${encodeURIComponent(uuid)}/`);
    if (!url) {
      logError(
        PHONE_AUTH_TAG,
        `config liveUrl "${base}" is not a ws(s), http(s) or relative URL; polling only`,
      );
      return;
    }
    const conn = new LiveConnection({
      url,
      WebSocket: opts.WebSocket,
      message: (data) => {
        if (
          typeof data === 'object' &&
          data !== null &&
          (data as { status?: unknown }).status === 'finished'
        ) {
          void finishCall('ws');
        }
      },
    });
    live = conn;
    conn.connect();
    liveOff = conn.$state.subscribe((state) => {
      if (get().call?.uuid === uuid && get().call?.phone === phone) set({ liveState: state });
    });
  }

  async function finishCall(source: CallFinishSource): Promise<void> {
    const call = get().call;
    if (!call) return;
    if (finishing) {
      if (source === 'ws') finishAgainFromWs = true;
      return;
    }
    finishing = true;
    const signal = callController.signal;
    let authorizationCode: string | null = null;
    try {
      authorizationCode = await finishCallRequest(
        { phone: call.phone, uuid: call.uuid, source, time: (clock() - callStartedAt) / 1000 },
        signal,
      );
    } catch (err) {
      finishing = false;
      if (signal.aborted) return;
      // Network trouble: the next poll tries again. A refusal ends the call confirmation.
      if (isApiError(err, 'offline', 'timeout', 'server')) return;
      stopCall();
      set({ step: 'phone', locked: false, call: null, liveState: null });
      const outcome = codeErrorOutcome(asError(err), { method: 'call' });
      if (outcome.type === 'code') set({ phoneError: outcome.message });
      else if (outcome.type === 'dialog') showDialog(outcome.dialog);
      return;
    }
    finishing = false;
    if (signal.aborted) return;
    if (!authorizationCode) {
      if (finishAgainFromWs) {
        finishAgainFromWs = false;
        void finishCall('ws');
      }
      return;
    }
    const phone = call.phone;
    stopCall();
    set({ call: null, liveState: null });
    await finishLogin(authorizationCode, phone, fresh());
  }

  function cancelCall(): void {
    if (get().step !== 'call') return;
    stopCall();
    set({ step: 'phone', locked: false, call: null, liveState: null, loading: false });
  }

  function confirmDialog(): void {
    const dialog = get().dialog;
    if (!dialog) return;
    set({ dialog: null });
    if (dialog.kind === 'vk-exhausted') {
      // "Confirming it ignores VK and resubmits" — without VK the SSO flow asks by call (§4 method order).
      void switchMethod('call');
      return;
    }
    if (dialog.reload) (opts.reload ?? (() => location.reload()))();
  }

  /** VK is given up: call (the service's choice) or SMS from now on, the resend wait dropped. */
  function ignoreVk(method: SwitchMethod): void {
    stopCountdown();
    setRequest({ isVkIgnored: true, isRequested: false });
    set({ method, secondsLeft: 0, dialog: null });
  }

  async function switchMethod(method: SwitchMethod): Promise<void> {
    if (mode !== 'sso') return;
    ignoreVk(method);
    await submit();
  }

  function closeDialog(): void {
    const dialog = get().dialog;
    // Closing the VK dialog still leaves VK behind: its attempts ran out, the form offers call and SMS (§4).
    if (dialog?.kind === 'vk-exhausted') ignoreVk('call');
    else set({ dialog: null });
  }

  return {
    $state,
    start() {
      if (started) return () => {};
      started = true;
      return () => {
        started = false;
        stopCountdown();
        stopCall();
        controller.abort();
      };
    },
    inputPhone,
    focusPhone,
    blurPhone,
    editPhone,
    submit,
    inputCode,
    verify,
    startCall,
    cancelCall,
    confirmDialog,
    switchMethod,
    closeDialog,
  };
}

/** Any thrown value as the model's error shape. */
function asError(err: unknown): {
  kind?: string;
  status?: number;
  code?: string;
  waitingTime?: number;
  detail?: unknown;
} {
  if (err instanceof ApiError) return err;
  return { kind: 'unknown' };
}
