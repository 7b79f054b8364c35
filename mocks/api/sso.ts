/**
 * Reference API: the SSO service, the auth service and the site's phone endpoints (portal-identity-reviews §7 "Phone
 * authorisation", §8 the error catalogue; CONTRACT "Wire shapes"). In-memory state: issued codes and their wrong
 * attempts, call requests, authorization codes, sessions. Magic phones and codes: ../fixtures/sso.ts (listed in
 * docs/api.md). The call-confirmation websocket cannot be an msw handler in Node: {@link serveCallSocket} is mounted by
 * the demo server (`/live/calls/{uuid}/`) and by tests on a `ws` server.
 *
 * `{sso}` paths (`/services/…`) are a separate service: no Django CSRF check (docs/decisions/012). The site's
 * endpoints (`/ajax/…`, `/profile/ajax/…`) check it like Django.
 */
import { scoped } from '../scope';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { csrfFailure } from '../csrf';
import {
  CALL_FINISH_DELAY_MS,
  SSO_CODES,
  SSO_MAX_WRONG_CODES,
  SSO_PHONES,
  SSO_RIGHT_CODE,
  SSO_SESSION_COOKIE,
  SSO_WAITING_TIME,
  STAFF_DETAIL_MESSAGE,
  authorizationCodeFor,
  callUuidFor,
  uuidFor,
} from '../fixtures/sso';

/** Options of the SSO handlers. */
export interface SsoHandlerOptions {
  /** Delay of every answer, ms; default 0. */
  latencyMs?: number;
  /** URL prefix of the paths; default `'*'` (any origin). */
  base?: string;
}

interface IssuedCode {
  method: 'sms' | 'call' | 'vk';
  serviceId: number;
  wrong: number;
}

interface CallRequest {
  phone: string;
  /** `Date.now()` at create_request (fake timers in tests move it). */
  createdAt: number;
  neverFinishes: boolean;
}

/** The service's memory (one per scope of ../scope.ts, like a running server). */
const state = scoped(() => ({
  codes: new Map<string, IssuedCode>(),
  calls: new Map<string, CallRequest>(),
  /** authorization code → phone */
  authorizations: new Map<string, string>(),
  callCounter: new Map<string, number>(),
  authCounter: new Map<string, number>(),
  /** Requests per phone of {@link SSO_PHONES.attemptsOut} (odd ones answer attempts_out). */
  attemptsOutCounter: new Map<string, number>(),
  serviceCounter: 100,
}));

/** Tests only: forget every code, call and authorization. */
export function resetSsoState(): void {
  state.codes.clear();
  state.calls.clear();
  state.authorizations.clear();
  state.callCounter.clear();
  state.authCounter.clear();
  state.attemptsOutCounter.clear();
  state.serviceCounter = 100;
}

/** The call request of a uuid (the demo server's websocket), or `undefined`. */
export function callRequest(uuid: string): Readonly<CallRequest> | undefined {
  return state.calls.get(uuid);
}

/** Milliseconds until a call is made (0 when it already is); `null` for an unknown or never-finishing call. */
export function callFinishesIn(uuid: string, now = Date.now()): number | null {
  const call = state.calls.get(uuid);
  if (!call || call.neverFinishes) return null;
  return Math.max(0, call.createdAt + CALL_FINISH_DELAY_MS - now);
}

const PHONE_RE = /^\d{10,15}$/;
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const phoneError = (code: string, extra: Record<string, unknown> = {}, status = 400) =>
  HttpResponse.json({ phone: { code }, ...extra }, { status });
const codeError = (code: string, status = 400) => HttpResponse.json({ secret_code: { code } }, { status });
const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return isObj(body) ? body : {};
  } catch {
    return {};
  }
}

async function formBody(request: Request): Promise<Record<string, string>> {
  try {
    const fd = await request.clone().formData();
    const out: Record<string, string> = {};
    fd.forEach((value, key) => {
      if (typeof value === 'string') out[key] = value;
    });
    return out;
  } catch {
    return {};
  }
}

/** The §8 request errors of the magic phones (shared by every flow that sends a code), or `null`. */
function requestFailure(phone: string): Response | null {
  switch (phone) {
    case SSO_PHONES.invalid:
      return phoneError('invalid');
    case SSO_PHONES.errorLimitWaiting:
      return phoneError('error_limit', { waiting_time: SSO_WAITING_TIME });
    case SSO_PHONES.errorLimit:
    case SSO_PHONES.errorLimitTotal:
      // The limit was reached by earlier requests: the last code sent still confirms the number ("request exceeded"
      // proceeds as success to the code step, §8).
      if (!state.codes.has(phone)) issueCode(phone, 'call');
      return phoneError(phone === SSO_PHONES.errorLimit ? 'error_limit' : 'error_limit_total');
    case SSO_PHONES.errorFields:
      return phoneError('error_fields');
    case SSO_PHONES.attemptsOut: {
      // 'Слишком много попыток. Повторите запрос': the repeated request goes through (an SMS).
      const n = (state.attemptsOutCounter.get(phone) ?? 0) + 1;
      state.attemptsOutCounter.set(phone, n);
      return n % 2 === 1 ? phoneError('attempts_out') : null;
    }
    case SSO_PHONES.deleting:
      return phoneError('deleting_in_progress');
    case SSO_PHONES.serverError:
      return serverError();
    case SSO_PHONES.noBody:
      return new HttpResponse(null, { status: 400 });
    case SSO_PHONES.unknownError:
      return phoneError('phone_blacklisted');
    default:
      return null;
  }
}

function issueCode(phone: string, method: IssuedCode['method']): IssuedCode {
  state.serviceCounter += 1;
  const issued = { method, serviceId: state.serviceCounter, wrong: 0 };
  state.codes.set(phone, issued);
  return issued;
}

function issueAuthorization(phone: string): string {
  const n = (state.authCounter.get(phone) ?? 0) + 1;
  state.authCounter.set(phone, n);
  const code = authorizationCodeFor(phone, n);
  state.authorizations.set(code, phone);
  return code;
}

/**
 * The code check shared by the SSO confirm and the staff/legacy endpoints: `null` when right (the code is used up),
 * else the error code of §8.
 */
function checkCode(
  phone: string,
  code: string,
): 'not_found' | 'obsolete' | 'code_expired' | 'bad_code' | 'wrong_code' | 'error_code' | null {
  const issued = state.codes.get(phone);
  if (code === SSO_CODES.notFound) return 'not_found';
  if (!issued) return 'obsolete';
  if (code === SSO_CODES.obsolete) return 'obsolete';
  if (code === SSO_CODES.codeExpired || issued.wrong >= SSO_MAX_WRONG_CODES) return 'code_expired';
  if (code === SSO_CODES.badCode) return 'bad_code';
  if (code === SSO_CODES.wrongCode) return 'wrong_code';
  if (code !== SSO_RIGHT_CODE) {
    issued.wrong += 1;
    return 'error_code';
  }
  state.codes.delete(phone);
  return null;
}

/** `{uuid}` of the session cookie, if any. */
function sessionOf(request: Request, cookies: Record<string, string>): string | null {
  const raw = [
    request.headers.get('cookie') ?? '',
    cookies[SSO_SESSION_COOKIE] ? `${SSO_SESSION_COOKIE}=${cookies[SSO_SESSION_COOKIE]}` : '',
  ];
  for (const part of raw.join(';').split(/[;,]/)) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SSO_SESSION_COOKIE && rest.join('=')) return rest.join('=');
  }
  return null;
}

/** The SSO, auth-service and site phone handlers. */
export function ssoHandlers(opts: SsoHandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };

  return [
    // POST {sso}/services/sso/confirmation/request/ {phone, confirmation_flow?}
    http.post(`${base}/services/sso/confirmation/request/`, async ({ request }) => {
      await wait();
      const body = await jsonBody(request);
      const phone = typeof body.phone === 'string' ? body.phone : '';
      if (!PHONE_RE.test(phone)) return phoneError('error_fields');
      const vk = body.confirmation_flow === 'vk';
      // Ours (ADR 128): SMS asked for explicitly after VK ran out.
      const sms = body.confirmation_flow === 'sms';
      const failure = requestFailure(phone);
      if (failure) return failure;
      if (vk && phone === SSO_PHONES.vkExhausted) {
        return HttpResponse.json({ code: 'vk', service_id: null, attempts_exceeded: true });
      }
      if (phone === SSO_PHONES.callConfirm || phone === SSO_PHONES.callNeverFinishes) {
        return HttpResponse.json({ code: 'call', service_id: null, attempts_exceeded: true });
      }
      // Without a flow the service picks: it calls the call phone and the VK-exhausted one, texts the others.
      const calls = phone === SSO_PHONES.call || phone === SSO_PHONES.vkExhausted;
      const method = vk ? 'vk' : sms ? 'sms' : calls ? 'call' : 'sms';
      const issued = issueCode(phone, method);
      return HttpResponse.json({ code: method, service_id: issued.serviceId, attempts_exceeded: false });
    }),

    // POST {sso}/services/sso/confirmation/confirm/?client_id= {phone, code, service_id, mobile_app}
    http.post(`${base}/services/sso/confirmation/confirm/`, async ({ request }) => {
      await wait();
      if (!new URL(request.url).searchParams.has('client_id'))
        return HttpResponse.json({ detail: 'client_id' }, { status: 400 });
      const body = await jsonBody(request);
      const phone = typeof body.phone === 'string' ? body.phone : '';
      const code = typeof body.code === 'string' ? body.code : '';
      if (!PHONE_RE.test(phone) || !/^\d{4}$/.test(code)) return codeError('error_code');
      if (phone === SSO_PHONES.confirmForbidden)
        return HttpResponse.json({ detail: 'Forbidden' }, { status: 403 });
      if (phone === SSO_PHONES.userHasPhone && code === SSO_RIGHT_CODE) return codeError('user_has_phone');
      const issued = state.codes.get(phone);
      if (
        issued &&
        body.service_id !== null &&
        body.service_id !== undefined &&
        body.service_id !== issued.serviceId
      ) {
        return codeError('obsolete');
      }
      const result = checkCode(phone, code);
      if (result === 'not_found') return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (result) return codeError(result);
      return HttpResponse.json({ authorization_code: issueAuthorization(phone) });
    }),

    // POST {sso}/services/sso/calls/create_request/ {phone}
    http.post(`${base}/services/sso/calls/create_request/`, async ({ request }) => {
      await wait();
      const body = await jsonBody(request);
      const phone = typeof body.phone === 'string' ? body.phone : '';
      if (!PHONE_RE.test(phone)) return phoneError('error_fields');
      const failure = requestFailure(phone);
      if (failure) return failure;
      const n = (state.callCounter.get(phone) ?? 0) + 1;
      state.callCounter.set(phone, n);
      const uuid = callUuidFor(phone, n);
      state.calls.set(uuid, {
        phone,
        createdAt: Date.now(),
        neverFinishes: phone === SSO_PHONES.callNeverFinishes,
      });
      return HttpResponse.json({ uuid });
    }),

    // POST {sso}/services/sso/calls/finish_request/?client_id=&source=timer|ws&time= {phone, uuid}
    http.post(`${base}/services/sso/calls/finish_request/`, async ({ request }) => {
      await wait();
      const params = new URL(request.url).searchParams;
      const source = params.get('source');
      if (source !== 'timer' && source !== 'ws')
        return HttpResponse.json({ detail: 'source' }, { status: 400 });
      const body = await jsonBody(request);
      const uuid = typeof body.uuid === 'string' ? body.uuid : '';
      const call = state.calls.get(uuid);
      if (!call) return codeError('obsolete', 404);
      if (call.phone !== body.phone) return phoneError('error_fields');
      const left = callFinishesIn(uuid);
      if (left === null || left > 0) return HttpResponse.json({ status: 'waiting' });
      state.calls.delete(uuid);
      return HttpResponse.json({ authorization_code: issueAuthorization(call.phone) });
    }),

    // POST {sso}/services/sso/phone_login/ {phone} — users without registration (SMS only)
    http.post(`${base}/services/sso/phone_login/`, async ({ request }) => {
      await wait();
      const body = await jsonBody(request);
      const phone = typeof body.phone === 'string' ? body.phone : '';
      if (!PHONE_RE.test(phone)) return phoneError('error_fields');
      const failure = requestFailure(phone);
      if (failure) return failure;
      issueCode(phone, 'sms');
      return HttpResponse.json({ code: 'sms' });
    }),

    // Auth service (CONTRACT "Wire shapes").
    http.post(`${base}/services/auth/login/`, async ({ request }) => {
      await wait();
      const body = await jsonBody(request);
      const code = typeof body.authorization_code === 'string' ? body.authorization_code : '';
      const phone = state.authorizations.get(code);
      if (!phone) return HttpResponse.json({ authorization_code: { code: 'invalid' } }, { status: 400 });
      if (phone === SSO_PHONES.loginFails) return serverError();
      state.authorizations.delete(code);
      const uuid = uuidFor(phone);
      return HttpResponse.json(
        { uuid },
        { headers: { 'Set-Cookie': `${SSO_SESSION_COOKIE}=${uuid}; Path=/; SameSite=Lax` } },
      );
    }),
    http.post(`${base}/services/auth/logout/`, async () => {
      await wait();
      return new HttpResponse(null, {
        status: 204,
        headers: { 'Set-Cookie': `${SSO_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` },
      });
    }),
    http.get(`${base}/services/auth/pull/`, async ({ request, cookies }) => {
      await wait();
      const uuid = sessionOf(request, cookies);
      if (!uuid)
        return HttpResponse.json({ detail: 'Учётные данные не были предоставлены.' }, { status: 401 });
      return HttpResponse.json({ data: { uuid } });
    }),

    // Staff: POST /ajax/phone_confirmation/ (multipart phone; CSRF). A string reply is an error code.
    http.post(`${base}/ajax/phone_confirmation/`, async ({ request, cookies }) => {
      await wait();
      const csrf = await csrfFailure(request, cookies);
      if (csrf) return csrf;
      const { phone = '' } = await formBody(request);
      if (!PHONE_RE.test(phone)) return HttpResponse.json('error_fields');
      const failure = requestFailure(phone);
      if (failure) {
        if (failure.status >= 500 || phone === SSO_PHONES.noBody) return failure;
        const body = (await failure.json()) as { phone: { code: string } };
        return HttpResponse.json(body.phone.code);
      }
      issueCode(phone, 'sms');
      return HttpResponse.json({ success: true });
    }),

    // Staff: POST /ajax/phone/confirm/ (multipart phone, code, json_response; CSRF). Errors in data.detail.
    http.post(`${base}/ajax/phone/confirm/`, async ({ request, cookies }) => {
      await wait();
      const csrf = await csrfFailure(request, cookies);
      if (csrf) return csrf;
      const { phone = '', code = '' } = await formBody(request);
      if (code === SSO_CODES.staffMessage)
        return HttpResponse.json({ detail: STAFF_DETAIL_MESSAGE }, { status: 400 });
      const result = checkCode(phone, code);
      if (result === 'not_found') return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (result) return HttpResponse.json({ detail: result }, { status: 400 });
      return HttpResponse.json({ success: true });
    }),

    // No registration, flag td_confirm_phone_via_pd: POST /ajax/phone_send_confirmation_code/ (multipart phone; CSRF).
    http.post(`${base}/ajax/phone_send_confirmation_code/`, async ({ request, cookies }) => {
      await wait();
      const csrf = await csrfFailure(request, cookies);
      if (csrf) return csrf;
      const { phone = '' } = await formBody(request);
      if (!PHONE_RE.test(phone)) return phoneError('error_fields');
      const failure = requestFailure(phone);
      if (failure) return failure;
      issueCode(phone, 'sms');
      return HttpResponse.json({ success: true });
    }),

    // Older helper: POST /profile/ajax/confirm_sms_code/ (multipart phone without the 7, code; CSRF). 'OK' = success.
    http.post(`${base}/profile/ajax/confirm_sms_code/`, async ({ request, cookies }) => {
      await wait();
      const csrf = await csrfFailure(request, cookies);
      if (csrf) return csrf;
      const { phone = '', code = '' } = await formBody(request);
      const text = (body: string) =>
        new HttpResponse(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      if (!/^\d{10}$/.test(phone) || !/^\d{4}$/.test(code)) return text('invalid');
      const result = checkCode(`7${phone}`, code);
      if (result === null) return text('OK');
      if (result === 'not_found' || result === 'obsolete') return text('code_expired');
      // The older helper calls any other wrong code 'invalid' ('Некорректный код').
      return text(result === 'error_code' ? 'invalid' : result);
    }),
  ];
}

/** The part of a server-side socket (`ws` package) {@link serveCallSocket} uses. */
export interface CallSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/**
 * The call-confirmation websocket `{liveUrl}/calls/{uuid}/` (CONTRACT "Wire shapes"): sends `{"status":"finished"}`
 * when the call of `uuid` has been made ({@link CALL_FINISH_DELAY_MS} after create_request), answers
 * `{"type":"ping"}` with `{"type":"pong"}`, and closes an unknown uuid with 4404. Returns a cleanup.
 */
export function serveCallSocket(socket: CallSocket, uuid: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cleanup = () => clearTimeout(timer);
  if (!state.calls.has(uuid)) {
    socket.close(4404, 'unknown call request');
    return cleanup;
  }
  socket.on('message', (data) => {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (isObj(message) && message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
  });
  socket.on('close', cleanup);
  const left = callFinishesIn(uuid);
  if (left !== null) {
    timer = setTimeout(() => {
      try {
        socket.send(JSON.stringify({ status: 'finished' }));
      } catch {
        // the client has gone
      }
    }, left);
  }
  return cleanup;
}
