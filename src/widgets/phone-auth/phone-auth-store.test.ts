/**
 * The `<pd-phone-auth>` flow store against the reference API (msw): every flow per mode, every §8 error, and the
 * timers of §9 with fake timers (30 s resend, waiting_time, 5 s call polling, 15 min call life). The call websocket
 * is a REAL `ws` server on 127.0.0.1.
 */
import type { AddressInfo } from 'node:net';
import { http, HttpResponse, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { resetSsoState, serveCallSocket } from '../../../mocks/api/sso';
import { DEMO_CSRF_TOKEN } from '../../../mocks/fixtures';
import {
  CALL_FINISH_DELAY_MS,
  SSO_CLIENT_ID,
  SSO_CODES,
  SSO_PHONES,
  SSO_RIGHT_CODE,
  STAFF_DETAIL_MESSAGE,
  uuidFor,
} from '../../../mocks/fixtures/sso';
import { server } from '../../../tests/msw-server';
import { until } from '../../../tests/wait';
import { configure, resetConfig } from '../../core/config';
import type { LiveSocketConstructor } from '../../shared/live';
import { $session, resetSession } from '../../shared/stores';
import { CALL_LIFETIME_MS, CALL_POLL_MS, formatPhone, type PhoneAuthMode } from './phone-auth-model';
import { createPhoneAuthStore, deriveView, type PhoneAuthStore } from './phone-auth-store';

interface Seen {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  headers: Headers;
  credentials: RequestCredentials;
}

/** Records every request the store sends (path, query, JSON or form body). */
function record(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const clone = request.clone();
    const type = request.headers.get('content-type') ?? '';
    const entry: Seen = {
      path: url.pathname,
      query: url.searchParams,
      body: {},
      headers: request.headers,
      credentials: request.credentials,
    };
    seen.push(entry);
    if (/json/.test(type)) void clone.json().then((b: Record<string, unknown>) => (entry.body = b));
    else if (/form/.test(type))
      void clone.formData().then((fd) => {
        fd.forEach((v, k) => (entry.body[k] = v));
      });
  });
  return seen;
}

const paths = (seen: Seen[]) => seen.map((s) => s.path);

let stores: { store: PhoneAuthStore; stop: () => void }[] = [];

function make(
  mode: PhoneAuthMode = 'sso',
  extra: { phone?: string; mobileApp?: boolean; WebSocket?: LiveSocketConstructor } = {},
) {
  const events: [string, Record<string, string>][] = [];
  const reload = vi.fn();
  const store = createPhoneAuthStore({
    mode,
    emit: (name, detail) => events.push([name, detail]),
    reload,
    clock: () => Date.now(),
    ...extra,
  });
  const stop = store.start();
  stores.push({ store, stop });
  const state = () => store.$state.get();
  const view = () => deriveView(state());
  return { store, events, reload, state, view };
}

/**
 * Until the store is idle (requests answered). With fake timers the clock does not move meanwhile (only zero-delay
 * timers and microtasks run), so timer assertions stay exact.
 */
const idle = async (store: PhoneAuthStore) => {
  if (vi.isFakeTimers()) {
    await until(() => !store.$state.get().loading);
    return;
  }
  await vi.waitFor(() => expect(store.$state.get().loading).toBe(false), { interval: 5 });
};

async function requestCode(store: PhoneAuthStore, phone: string) {
  store.inputPhone(formatPhone(phone));
  await store.submit();
  await idle(store);
}

async function typeCode(store: PhoneAuthStore, code: string) {
  store.inputCode(code);
  await idle(store);
}

beforeEach(() => {
  configure({ csrfToken: DEMO_CSRF_TOKEN, ssoClientId: SSO_CLIENT_ID });
});

afterEach(() => {
  for (const s of stores) s.stop();
  stores = [];
  server.events.removeAllListeners();
  resetSsoState();
  resetSession();
  resetConfig();
  document.cookie = 'pd_sso_session=; path=/; max-age=0';
  vi.useRealTimers();
});

describe('SSO: SMS flow end to end', () => {
  it('requests a code, checks it on the 4th digit, logs in, pulls the session and emits both events', async () => {
    const seen = record();
    const { store, state, view, events } = make('sso', { mobileApp: true });
    expect(view()).toMatchObject({ buttonLabel: 'Подтвердить через звонок', buttonDisabled: true });
    store.inputPhone('+7 916 123-45-67');
    expect(view().buttonDisabled).toBe(false);
    await store.submit();
    await idle(store);
    expect(state()).toMatchObject({ step: 'code', method: 'sms', locked: true, secondsLeft: 30 });
    expect(state().request).toMatchObject({ phone: SSO_PHONES.sms, isRequested: true, serviceId: 101 });
    expect(view()).toMatchObject({
      showCode: true,
      codePrompt: 'Введите код из СМС',
      buttonLabel: 'Отправить СМС повторно через 0:30',
      buttonDisabled: true,
      showPen: true,
      readOnly: true,
    });
    expect(seen[0]).toMatchObject({ path: '/services/sso/confirmation/request/', credentials: 'include' });
    expect(seen[0].body).toEqual({ phone: '79161234567' });

    store.inputCode('12');
    expect(paths(seen)).toHaveLength(1);
    await typeCode(store, '1234');
    const uuid = uuidFor(SSO_PHONES.sms);
    expect(paths(seen)).toEqual([
      '/services/sso/confirmation/request/',
      '/services/sso/confirmation/confirm/',
      '/services/auth/login/',
      '/services/auth/pull/',
    ]);
    expect(seen[1].query.get('client_id')).toBe(SSO_CLIENT_ID);
    expect(seen[1].body).toEqual({ phone: '79161234567', code: '1234', service_id: 101, mobile_app: true });
    expect(seen[2].body).toEqual({ authorization_code: `auth-${SSO_PHONES.sms}-1` });
    expect(seen[2].credentials).toBe('include');
    expect(seen[3].credentials).toBe('include');
    expect($session.get()).toMatchObject({ isAnonymous: false, isRealPatient: true, uuid });
    expect(events).toEqual([
      ['phone-auth:confirmed', { phone: '79161234567' }],
      ['phone-auth:login', { uuid }],
    ]);
    expect(state()).toMatchObject({ step: 'done', confirmed: true, locked: true });
    expect(view()).toMatchObject({ showButton: false, showPen: false, readOnly: true, showCode: false });
  });
});

describe('timers (§9), fake timers', () => {
  it('30-second resend timer: the resend button unlocks at 30 s and sends a new request', async () => {
    vi.useFakeTimers();
    const seen = record();
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.sms);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(state().secondsLeft).toBe(1);
    expect(view()).toMatchObject({ buttonLabel: 'Отправить СМС повторно через 0:01', buttonDisabled: true });
    await store.submit(); // blocked: not allowed yet
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().request.isRequested).toBe(false);
    expect(view()).toMatchObject({
      buttonLabel: 'Отправить СМС повторно',
      buttonDisabled: false,
      showCode: true,
    });
    await store.submit();
    await idle(store);
    expect(paths(seen)).toEqual([
      '/services/sso/confirmation/request/',
      '/services/sso/confirmation/request/',
    ]);
    expect(state()).toMatchObject({ secondsLeft: 30, request: { isRequested: true, serviceId: 102 } });
  });

  it("waiting_time: 'Пожалуйста, подождите', resubmit disabled until it expires, then the block clears", async () => {
    vi.useFakeTimers();
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.errorLimitWaiting);
    expect(state().request.isWaitingTime).toBe(true);
    expect(state().phoneError).toBe('Достигнут лимит сообщений на заданный номер');
    expect(view()).toMatchObject({
      buttonLabel: 'Пожалуйста, подождите',
      buttonDisabled: true,
      showButton: true,
    });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(view().buttonLabel).toBe('Пожалуйста, подождите');
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().request.isWaitingTime).toBe(false);
    expect(state().phoneError).toBeNull();
    expect(view()).toMatchObject({ buttonLabel: 'Подтвердить через звонок', buttonDisabled: false });
  });

  it('call confirmation: polls finish_request every 5 s (source timer, time in s) and logs in', async () => {
    vi.useFakeTimers();
    const seen = record();
    const { store, state, events } = make();
    await requestCode(store, SSO_PHONES.callConfirm);
    expect(state().step).toBe('call');
    expect(state().call?.uuid).toMatch(/^c0a11000-0001-/);
    expect(paths(seen)).toEqual([
      '/services/sso/confirmation/request/',
      '/services/sso/calls/create_request/',
    ]);
    await vi.advanceTimersByTimeAsync(CALL_POLL_MS - 1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await idle(store);
    await vi.waitFor(() => expect(state().step).toBe('done'));
    const finish = seen.find((s) => s.path === '/services/sso/calls/finish_request/')!;
    expect(finish.query.get('source')).toBe('timer');
    expect(finish.query.get('time')).toBe('5');
    expect(finish.query.get('client_id')).toBe(SSO_CLIENT_ID);
    expect(finish.body).toEqual({
      phone: SSO_PHONES.callConfirm,
      uuid: expect.stringMatching(/^c0a11000-0001-/),
    });
    expect(events.map((e) => e[0])).toEqual(['phone-auth:confirmed', 'phone-auth:login']);
    expect($session.get().uuid).toBe(uuidFor(SSO_PHONES.callConfirm));
  });

  it('call confirmation: polling stops after 15 minutes and the form resets', async () => {
    vi.useFakeTimers();
    const seen = record();
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.callNeverFinishes);
    expect(state().step).toBe('call');
    await vi.advanceTimersByTimeAsync(CALL_LIFETIME_MS - 1);
    const polls = seen.filter((s) => s.path === '/services/sso/calls/finish_request/').length;
    expect(polls).toBe(Math.floor((CALL_LIFETIME_MS - 1) / CALL_POLL_MS)); // one every 5 s
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toMatchObject({ step: 'phone', call: null, locked: false });
    expect(view()).toMatchObject({ showButton: true, buttonDisabled: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.filter((s) => s.path === '/services/sso/calls/finish_request/')).toHaveLength(polls + 1);
  });

  it('unmounting stops every timer: no request after cleanup', async () => {
    vi.useFakeTimers();
    const seen = record();
    const { store } = make();
    await requestCode(store, SSO_PHONES.callConfirm);
    stores.forEach((s) => s.stop());
    const before = seen.length;
    await vi.advanceTimersByTimeAsync(CALL_POLL_MS * 3);
    expect(seen).toHaveLength(before);
  });
});

describe('call and VK methods', () => {
  it("the service calls: last 4 digits prompt, 'Позвонить повторно', call wording of errors", async () => {
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.call);
    expect(state().method).toBe('call');
    expect(view().codePrompt).toBe('Введите последние 4 цифры входящего номера');
    expect(view().buttonLabel).toBe('Позвонить повторно через 0:30');
    await typeCode(store, SSO_CODES.errorCode);
    expect(state().codeError).toBe('Неверные цифры');
    await typeCode(store, SSO_CODES.obsolete);
    expect(state().codeError).toBe('Эти цифры устарели. Повторите запрос');
    // After the obsolete-code message the resend is offered at once (issue 20 item 17), not after the timer.
    expect(view().buttonLabel).toBe('Позвонить повторно');
    expect(view().buttonDisabled).toBe(false);
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().confirmed).toBe(true);
  });

  it("VK when enabled: 'Получить код ВКонтакте', confirmation_flow vk, VK wording of errors", async () => {
    configure({ settings: { enable_phone_confirmation_vk: true } });
    const seen = record();
    const { store, state, view } = make();
    expect(view().buttonLabel).toBe('Получить код ВКонтакте');
    await requestCode(store, SSO_PHONES.sms);
    expect(seen[0].body).toEqual({ phone: SSO_PHONES.sms, confirmation_flow: 'vk' });
    expect(state().method).toBe('vk');
    await typeCode(store, SSO_CODES.errorCode);
    expect(state().codeError).toBe('Неверный код');
    await typeCode(store, SSO_CODES.obsolete);
    expect(state().codeError).toBe('Этот код устарел, нужно получить новый');
    // 'Этот код устарел, нужно получить новый' → the resend is offered at once (issue 20 item 17).
    expect(state().secondsLeft).toBe(0);
    expect(view().buttonDisabled).toBe(false);
  });

  it('VK attempts exhausted: the dialog confirms by call and resubmits without VK; SMS stays on offer', async () => {
    configure({ settings: { enable_phone_confirmation_vk: true } });
    const seen = record();
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.vkExhausted);
    expect(state().dialog).toMatchObject({
      kind: 'vk-exhausted',
      title: 'Не получается подтвердить телефон через ВКонтакте',
      text: 'Закончились попытки. Можно подтвердить через звонок или СМС.',
    });
    store.confirmDialog();
    await idle(store);
    expect(state().request.isVkIgnored).toBe(true);
    expect(seen[1].body).toEqual({ phone: SSO_PHONES.vkExhausted });
    expect(state()).toMatchObject({ step: 'code', method: 'call', dialog: null });
    expect(view()).toMatchObject({
      codePrompt: 'Введите последние 4 цифры входящего номера',
      alternative: 'sms',
    });
  });

  it("VK attempts exhausted: the dialog's SMS button requests an SMS (confirmation_flow 'sms')", async () => {
    configure({ settings: { enable_phone_confirmation_vk: true } });
    const seen = record();
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.vkExhausted);
    expect(state().dialog?.alternative).toEqual({ text: 'Подтвердить через СМС', method: 'sms' });
    await store.switchMethod('sms');
    await idle(store);
    expect(seen[1].body).toEqual({ phone: SSO_PHONES.vkExhausted, confirmation_flow: 'sms' });
    expect(state()).toMatchObject({ step: 'code', method: 'sms', dialog: null });
    expect(view()).toMatchObject({ codePrompt: 'Введите код из СМС', alternative: 'call' });
  });

  it('VK dialog closed: no VK again; the form offers call with SMS next to it', async () => {
    configure({ settings: { enable_phone_confirmation_vk: true } });
    const seen = record();
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.vkExhausted);
    store.closeDialog();
    expect(state()).toMatchObject({ dialog: null, method: 'call', step: 'phone' });
    expect(view()).toMatchObject({
      showButton: true,
      buttonLabel: 'Подтвердить через звонок',
      buttonDisabled: false,
      alternative: 'sms',
    });
    await store.switchMethod('sms');
    await idle(store);
    expect(seen).toHaveLength(2);
    expect(seen[1].body).toEqual({ phone: SSO_PHONES.vkExhausted, confirmation_flow: 'sms' });
    expect(view().codePrompt).toBe('Введите код из СМС');
  });

  it('error_limit with VK opens the VK dialog instead of "request exceeded"', async () => {
    configure({ settings: { enable_phone_confirmation_vk: true } });
    const { store, state } = make();
    await requestCode(store, SSO_PHONES.errorLimit);
    expect(state().dialog?.kind).toBe('vk-exhausted');
    expect(state().request.isRequestExceeded).toBe(false);
    store.confirmDialog();
    await idle(store);
    // Without VK the same limit counts as request exceeded.
    expect(state().request).toMatchObject({ isVkIgnored: true, isRequestExceeded: true });
  });
});

describe('§8 request errors by magic phone', () => {
  it.each([
    [SSO_PHONES.invalid, 'Некорректный номер телефона', false],
    [SSO_PHONES.errorFields, 'Неверно заполненное поле', false],
  ])('%s: the message under the phone field (blocking %s)', async (phone, message, blocking) => {
    const { store, state, view } = make();
    await requestCode(store, phone);
    expect(state().phoneError).toBe(message);
    expect(state().blocked).toBe(blocking);
    expect(view().showPen).toBe(blocking);
    expect(state().step).toBe('phone');
  });

  it("attempts_out: 'Повторите запрос' — the same number can be requested again without a reload", async () => {
    const seen = record();
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.attemptsOut);
    expect(state().phoneError).toBe('Слишком много попыток. Повторите запрос');
    expect(state()).toMatchObject({ step: 'phone', blocked: false, locked: false });
    expect(view()).toMatchObject({ showButton: true, buttonDisabled: false, showCode: false });
    await store.submit();
    await idle(store);
    expect(paths(seen)).toEqual([
      '/services/sso/confirmation/request/',
      '/services/sso/confirmation/request/',
    ]);
    expect(state()).toMatchObject({ step: 'code', phoneError: null });
  });

  it('attempts_out on a resend leaves the code step (code cleared); the next request goes through', async () => {
    vi.useFakeTimers();
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.attemptsOut); // 1st: attempts_out
    await store.submit(); // 2nd: an SMS
    await idle(store);
    expect(state().step).toBe('code');
    store.inputCode('12');
    await vi.advanceTimersByTimeAsync(30_000);
    await store.submit(); // the resend, 3rd: attempts_out
    await idle(store);
    expect(state()).toMatchObject({
      step: 'phone',
      code: '',
      secondsLeft: 0,
      phoneError: 'Слишком много попыток. Повторите запрос',
    });
    expect(view()).toMatchObject({ showCode: false, buttonDisabled: false });
  });

  it.each([SSO_PHONES.errorLimit, SSO_PHONES.errorLimitTotal])(
    '§8 %s without waiting_time proceeds to the code step (request exceeded): the notice, button hidden; a phone edit re-enables it',
    async (phone) => {
      const seen = record();
      const { store, state, view } = make();
      await requestCode(store, phone);
      expect(state().notice).toBe('Подтвердить этот номер можно через сутки. Было слишком много попыток');
      expect(state().request).toMatchObject({ isRequestExceeded: true, serviceId: null });
      expect(state().step).toBe('code');
      expect(view()).toMatchObject({ showButton: false, showCode: true, showPen: true, readOnly: true });
      // "proceeds as success": the code sent before the limit confirms the number (service_id null).
      store.inputCode(SSO_RIGHT_CODE.slice(0, 3));
      expect(view().confirmDisabled).toBe(true);
      store.inputCode(SSO_RIGHT_CODE);
      await idle(store);
      expect(seen[1]).toMatchObject({ path: '/services/sso/confirmation/confirm/' });
      expect(seen[1].body).toMatchObject({ phone, code: SSO_RIGHT_CODE, service_id: null });
      expect(state().confirmed).toBe(true);
    },
  );

  it.each([SSO_PHONES.errorLimit, SSO_PHONES.errorLimitTotal])(
    '§8 %s request exceeded: a phone edit leaves the code step and re-enables the button',
    async (phone) => {
      const { store, state, view } = make();
      await requestCode(store, phone);
      expect(view()).toMatchObject({ showButton: false, showCode: true });
      store.editPhone();
      store.inputPhone('+7 916 123-45-67');
      expect(state().request.isRequestExceeded).toBe(false);
      expect(state().notice).toBeNull();
      expect(view()).toMatchObject({ showButton: true, buttonDisabled: false, showCode: false });
    },
  );

  it('deleting_in_progress: the red alert, the button hidden, the field locked with a pen', async () => {
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.deleting);
    expect(state().deletingAlert).toBe(
      'С этого номера пока нельзя записаться на приём или оставить отзыв: старый профиль ещё на удалении, это займёт до 30 дней.',
    );
    expect(view()).toMatchObject({ showButton: false, showPen: true, readOnly: true });
    store.inputPhone('+7 916 000-00-00');
    expect(state().phoneText).toBe(formatPhone(SSO_PHONES.deleting)); // locked: typing is ignored
    store.editPhone();
    store.inputPhone('+7 916 123-45-67');
    expect(state().deletingAlert).toBeNull();
    expect(view()).toMatchObject({ showButton: true, readOnly: false });
  });

  it.each([SSO_PHONES.noBody, SSO_PHONES.unknownError])(
    '%s: others or no body → the reload prompt; OK reloads, Отмена keeps the page',
    async (phone) => {
      const { store, state, reload } = make();
      await requestCode(store, phone);
      expect(state().dialog).toMatchObject({
        kind: 'generic',
        title: 'Произошла ошибка',
        text: 'Обновите страницу и попробуйте ещё раз.',
        confirmText: 'OK',
        closeText: 'Отмена',
      });
      store.closeDialog();
      expect(state().dialog).toBeNull();
      expect(reload).not.toHaveBeenCalled();
      await requestCode(store, phone);
      store.confirmDialog();
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it("§8 HTTP 500 on a request → the reload prompt; 'Отмена' keeps the page and the request can be repeated", async () => {
    const seen = record();
    const { store, state, view, reload } = make();
    await requestCode(store, SSO_PHONES.serverError);
    expect(state().dialog).toEqual({
      kind: 'generic',
      title: 'Произошла ошибка',
      text: 'Обновите страницу и попробуйте ещё раз.',
      confirmText: 'OK',
      closeText: 'Отмена',
      reload: true,
    });
    store.closeDialog();
    expect(reload).not.toHaveBeenCalled();
    expect(state().dialog).toBeNull();
    expect(view().buttonDisabled).toBe(false);
    await store.submit();
    await idle(store);
    expect(paths(seen)).toHaveLength(2);
    store.confirmDialog();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('§8 a timeout on a request → the reload prompt (OK reloads)', async () => {
    vi.useFakeTimers();
    server.use(http.post('*/services/sso/confirmation/request/', () => new Promise<Response>(() => {})));
    const { store, state, reload } = make();
    store.inputPhone(formatPhone(SSO_PHONES.sms));
    const pending = store.submit();
    await vi.advanceTimersByTimeAsync(15_000);
    await pending;
    expect(state().dialog).toMatchObject({
      kind: 'generic',
      text: 'Обновите страницу и попробуйте ещё раз.',
    });
    store.confirmDialog();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline: "Нет соединения с интернетом"; the typed phone stays', async () => {
    server.use(http.post('*/services/sso/confirmation/request/', () => HttpResponse.error()));
    const { store, state, reload } = make();
    await requestCode(store, SSO_PHONES.sms);
    expect(state().dialog).toMatchObject({ title: 'Нет соединения с интернетом', confirmText: 'Понятно' });
    expect(state().phoneText).toBe('+7 916 123-45-67');
    store.confirmDialog();
    expect(reload).not.toHaveBeenCalled();
    expect(state().dialog).toBeNull();
  });
});

describe('§8 code errors by magic code (SMS)', () => {
  it.each([
    [SSO_CODES.errorCode, 'Неверный СМС код'],
    [SSO_CODES.obsolete, 'Этот код устарел, нужно получить новый'],
    [SSO_CODES.notFound, 'Этот код устарел, нужно получить новый'],
    [SSO_CODES.badCode, 'Неверный СМС код'],
    [SSO_CODES.wrongCode, 'Неверный СМС код'],
    [SSO_CODES.codeExpired, 'Лимит вводов превышен'],
  ])('%s → %s under the code field', async (code, message) => {
    const { store, state } = make();
    await requestCode(store, SSO_PHONES.sms);
    await typeCode(store, code);
    expect(state().codeError).toBe(message);
    expect(state().confirmed).toBe(false);
    store.inputCode('12');
    expect(state().codeError).toBeNull();
  });

  it('a wrong code is cleared from the field, so the next one is typed from scratch', async () => {
    const { store, state } = make();
    await requestCode(store, SSO_PHONES.sms);
    await typeCode(store, SSO_CODES.errorCode);
    expect(state()).toMatchObject({ code: '', codeError: 'Неверный СМС код' });
    await typeCode(store, SSO_CODES.errorCode); // the same wrong code again is checked again
    expect(state()).toMatchObject({ code: '', codeError: 'Неверный СМС код' });
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().confirmed).toBe(true);
  });

  it('one message at a time: a new one replaces the one showing', async () => {
    vi.useFakeTimers();
    const { store, state } = make();
    await requestCode(store, SSO_PHONES.sms);
    await typeCode(store, SSO_CODES.errorCode);
    expect(state().codeError).toBe('Неверный СМС код');
    await vi.advanceTimersByTimeAsync(30_000);
    server.use(
      http.post('*/services/sso/confirmation/request/', () =>
        HttpResponse.json({ phone: { code: 'error_limit' }, waiting_time: 30 }, { status: 400 }),
      ),
    );
    await store.submit();
    await idle(store);
    expect(state()).toMatchObject({
      phoneError: 'Достигнут лимит сообщений на заданный номер',
      codeError: null,
      notice: null,
      deletingAlert: null,
    });
    await typeCode(store, SSO_CODES.obsolete);
    expect(state()).toMatchObject({
      codeError: 'Этот код устарел, нужно получить новый',
      phoneError: null,
    });
  });

  it('three wrong codes use the request up: code_expired', async () => {
    const { store, state } = make();
    await requestCode(store, SSO_PHONES.sms);
    for (const c of ['5678', '5679', '5670']) await typeCode(store, c);
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().codeError).toBe('Лимит вводов превышен');
  });

  it("user_has_phone: 'Вы уже авторизованы. Пожалуйста, обновите страницу' with a refresh button", async () => {
    const { store, state, reload } = make();
    await requestCode(store, SSO_PHONES.userHasPhone);
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().dialog).toMatchObject({
      title: 'Вы уже авторизованы. Пожалуйста, обновите страницу',
      reload: true,
    });
    store.confirmDialog();
    expect(reload).toHaveBeenCalled();
  });

  it("HTTP 403, no response, unknown: 'Не получилось подтвердить номер'", async () => {
    const { store, state } = make();
    await requestCode(store, SSO_PHONES.confirmForbidden);
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().dialog).toMatchObject({
      title: 'Не получилось подтвердить номер',
      text: 'Обновите страницу и попробуйте ещё раз.',
    });
    store.closeDialog();
    server.use(http.post('*/services/sso/confirmation/confirm/', () => HttpResponse.json({ weird: true })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await typeCode(store, '12');
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().dialog?.kind).toBe('confirm-failed');
    expect(log).toHaveBeenCalled();
  });

  it('offline on confirm: the offline dialog', async () => {
    const { store, state } = make();
    await requestCode(store, SSO_PHONES.sms);
    server.use(http.post('*/services/sso/confirmation/confirm/', () => HttpResponse.error()));
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().dialog?.title).toBe('Нет соединения с интернетом');
  });
});

describe('login failure (§8)', () => {
  it("'Что-то пошло не так' with refresh; the session stays anonymous", async () => {
    const { store, state, events } = make();
    await requestCode(store, SSO_PHONES.loginFails);
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().dialog).toMatchObject({ title: 'Что-то пошло не так', confirmText: 'Обновить страницу' });
    expect($session.get().isAnonymous).toBe(true);
    expect(events).toEqual([]);
  });

  it("'Нет интернета' when the login request cannot be sent", async () => {
    server.use(http.post('*/services/auth/login/', () => HttpResponse.error()));
    const { store, state } = make();
    await requestCode(store, SSO_PHONES.sms);
    await typeCode(store, SSO_RIGHT_CODE);
    expect(state().dialog?.title).toBe('Нет интернета');
  });
});

describe('phone field rules (§4, §5)', () => {
  it('on blur an invalid phone is cleared with the format message; an emptied field says it is required', () => {
    const { store, state } = make();
    store.focusPhone();
    expect(state().phoneText).toBe('+7 ');
    store.blurPhone();
    expect(state()).toMatchObject({ phoneText: '', phoneError: null }); // untouched: no message
    store.focusPhone();
    store.inputPhone('+7 916 12');
    store.blurPhone();
    expect(state()).toMatchObject({ phoneText: '', phoneError: 'Укажите номер в формате +7 9XX XXX-XX-XX' });
    store.inputPhone('+7');
    store.blurPhone();
    expect(state().phoneError).toBe('Укажите номер телефона');
  });

  it('pen edit: an unchanged or invalid edit reverts to the prior value and locks again', async () => {
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.sms);
    store.editPhone();
    expect(view()).toMatchObject({ readOnly: false, showPen: false });
    store.inputPhone('+7 916 123');
    store.blurPhone();
    expect(state()).toMatchObject({
      phoneText: '+7 916 123-45-67',
      editing: false,
      locked: true,
      step: 'code',
    });
    store.editPhone();
    store.inputPhone('+7 916 123-45-67');
    store.blurPhone();
    expect(state()).toMatchObject({ phoneText: '+7 916 123-45-67', locked: true, step: 'code' });
    expect(state().request.isRequested).toBe(true);
  });

  it('a valid changed phone resets the VK preference and the attempts', async () => {
    configure({ settings: { enable_phone_confirmation_vk: true } });
    const { store, state, view } = make();
    await requestCode(store, SSO_PHONES.vkExhausted);
    store.confirmDialog();
    await idle(store);
    expect(state().request.isVkIgnored).toBe(true);
    store.editPhone();
    store.inputPhone('+7 916 123-45-67');
    expect(state().request).toMatchObject({
      isVkIgnored: false,
      isAttemptsExceeded: false,
      isRequested: false,
      phone: '',
    });
    expect(state()).toMatchObject({ step: 'phone', method: 'vk', code: '', locked: false });
    expect(view().buttonLabel).toBe('Получить код ВКонтакте');
  });

  it('submit is blocked while invalid or loading', async () => {
    const seen = record();
    const { store } = make();
    store.inputPhone('+7 916 123');
    await store.submit();
    expect(seen).toHaveLength(0);
    store.inputPhone('+7 916 123-45-67');
    const first = store.submit();
    await store.submit(); // loading: ignored
    await first;
    await idle(store);
    expect(seen).toHaveLength(1);
  });
});

describe('the call websocket (a real ws server)', () => {
  let wss: WebSocketServer | undefined;
  afterEach(async () => {
    if (wss) await new Promise((r) => wss!.close(r));
    wss = undefined;
  });

  async function startWs(onConnection?: (socket: WebSocket, uuid: string) => void): Promise<number> {
    server.use(http.get(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
    wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((r) => wss!.once('listening', r));
    wss.on('connection', (socket, req) => {
      const uuid = /\/live\/calls\/([^/]+)\//.exec(req.url ?? '')?.[1] ?? '';
      if (onConnection) onConnection(socket, uuid);
      else serveCallSocket(socket, uuid);
    });
    return (wss.address() as AddressInfo).port;
  }

  it('finishes as soon as the socket says {"status":"finished"} (source ws), before the 5 s poll', async () => {
    const port = await startWs();
    configure({ liveUrl: `http://127.0.0.1:${port}/live` });
    const seen = record();
    const { store, state } = make('sso', { WebSocket: WebSocket as unknown as LiveSocketConstructor });
    const started = Date.now();
    await requestCode(store, SSO_PHONES.callConfirm);
    await vi.waitFor(() => expect(state().liveState).toBe('open'), { timeout: 2000 });
    await vi.waitFor(() => expect(state().step).toBe('done'), { timeout: CALL_FINISH_DELAY_MS + 1500 });
    expect(Date.now() - started).toBeLessThan(CALL_POLL_MS);
    const finish = seen.filter((s) => s.path === '/services/sso/calls/finish_request/');
    expect(finish).toHaveLength(1);
    expect(finish[0].query.get('source')).toBe('ws');
    expect(Number(finish[0].query.get('time'))).toBeGreaterThanOrEqual(3);
    expect($session.get().uuid).toBe(uuidFor(SSO_PHONES.callConfirm));
    await vi.waitFor(() => expect(wss!.clients.size).toBe(0)); // the socket is closed after the login
  });

  it('a server that dies mid-call: the client reconnects and still gets "finished"', async () => {
    let connections = 0;
    const port = await startWs((socket, uuid) => {
      connections += 1;
      if (connections === 1) {
        // Crash: the TCP connection is destroyed without a close frame.
        setTimeout(() => (socket as unknown as { _socket: { destroy(): void } })._socket.destroy(), 100);
        return;
      }
      serveCallSocket(socket, uuid);
    });
    configure({ liveUrl: `ws://127.0.0.1:${port}/live` });
    const seen = record();
    const { store, state } = make('sso', { WebSocket: WebSocket as unknown as LiveSocketConstructor });
    const liveStates: string[] = [];
    store.$state.subscribe((s) => {
      if (s.liveState && liveStates[liveStates.length - 1] !== s.liveState) liveStates.push(s.liveState);
    });
    await requestCode(store, SSO_PHONES.callConfirm);
    await vi.waitFor(() => expect(state().step).toBe('done'), { timeout: CALL_FINISH_DELAY_MS + 2500 });
    expect(connections).toBe(2);
    expect(liveStates).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);
    const finish = seen.filter((s) => s.path === '/services/sso/calls/finish_request/');
    expect(finish.map((f) => f.query.get('source'))).toEqual(['ws']);
  });
});

describe('other modes', () => {
  it('staff: /ajax/phone_confirmation/ + /ajax/phone/confirm/ (multipart, CSRF), SMS only, no login', async () => {
    const seen = record();
    const { store, state, view, events } = make('staff');
    expect(view().buttonLabel).toBe('Подтвердить через СМС');
    await requestCode(store, SSO_PHONES.sms);
    expect(seen[0].path).toBe('/ajax/phone_confirmation/');
    expect(seen[0].headers.get('x-csrftoken')).toBe(DEMO_CSRF_TOKEN);
    await vi.waitFor(() => expect(seen[0].body).toEqual({ phone: SSO_PHONES.sms }));
    expect(state()).toMatchObject({ step: 'code', method: 'sms' });
    await typeCode(store, SSO_CODES.wrongCode);
    expect(state().codeError).toBe('Неверный СМС код'); // from data.detail
    await typeCode(store, SSO_CODES.staffMessage);
    expect(state().codeError).toBe(STAFF_DETAIL_MESSAGE); // a server message is shown as is
    await typeCode(store, SSO_RIGHT_CODE);
    expect(seen[seen.length - 1].path).toBe('/ajax/phone/confirm/');
    expect(seen[seen.length - 1].body).toEqual({
      phone: SSO_PHONES.sms,
      code: SSO_RIGHT_CODE,
      json_response: 'true',
    });
    expect(events).toEqual([['phone-auth:confirmed', { phone: SSO_PHONES.sms }]]);
    expect(paths(seen)).not.toContain('/services/auth/login/');
    expect($session.get().isAnonymous).toBe(true);
  });

  it('staff: a string reply is an error code', async () => {
    const { store, state } = make('staff');
    await requestCode(store, SSO_PHONES.attemptsOut);
    expect(state().phoneError).toBe('Слишком много попыток. Повторите запрос');
  });

  it('no-registration with td_confirm_phone_via_pd: /ajax/phone_send_confirmation_code/; confirmed with the code', async () => {
    configure({ flags: { td_confirm_phone_via_pd: true } });
    const seen = record();
    const { store, state, events } = make('no-registration');
    await requestCode(store, SSO_PHONES.sms);
    expect(seen[0].path).toBe('/ajax/phone_send_confirmation_code/');
    expect(seen[0].headers.get('x-csrftoken')).toBe(DEMO_CSRF_TOKEN);
    expect(state().step).toBe('code');
    await typeCode(store, '4321');
    expect(events).toEqual([['phone-auth:confirmed', { phone: SSO_PHONES.sms, code: '4321' }]]);
    expect(seen).toHaveLength(1);
  });

  it('no-registration without the flag: {sso}/services/sso/phone_login/; its errors too', async () => {
    const seen = record();
    const { store, state } = make('no-registration');
    await requestCode(store, SSO_PHONES.sms);
    expect(seen[0]).toMatchObject({ path: '/services/sso/phone_login/', credentials: 'include' });
    expect(seen[0].body).toEqual({ phone: SSO_PHONES.sms });
    const other = make('no-registration');
    await requestCode(other.store, SSO_PHONES.invalid);
    expect(other.state().phoneError).toBe('Некорректный номер телефона');
    expect(state().method).toBe('sms');
  });

  it("legacy: confirm_sms_code with the phone without the 7; 'OK' confirms; older wording", async () => {
    const seen = record();
    const { store, state, events } = make('legacy');
    await requestCode(store, SSO_PHONES.sms);
    expect(state().method).toBe('sms');
    await typeCode(store, SSO_CODES.errorCode);
    expect(state().codeError).toBe('Некорректный код');
    await typeCode(store, SSO_CODES.codeExpired);
    expect(state().codeError).toBe('Код устарел');
    await typeCode(store, SSO_RIGHT_CODE);
    const confirm = seen.filter((s) => s.path === '/profile/ajax/confirm_sms_code/');
    expect(confirm[confirm.length - 1].body).toEqual({ phone: '9161234567', code: SSO_RIGHT_CODE });
    expect(events).toEqual([['phone-auth:confirmed', { phone: SSO_PHONES.sms }]]);
    const limit = make('legacy');
    await requestCode(limit.store, SSO_PHONES.errorLimitTotal);
    expect(limit.state().phoneError).toBe('Достигнут лимит отправки сообщений');
  });

  it('an initial phone attribute is formatted', () => {
    const { state, view } = make('sso', { phone: '79161234567' });
    expect(state().phoneText).toBe('+7 916 123-45-67');
    expect(view().buttonDisabled).toBe(false);
  });
});
