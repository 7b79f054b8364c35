/**
 * Phone authorisation and the auth service (portal-identity-reviews §7 "Phone authorisation", §6 roles; CONTRACT
 * "Wire shapes"). Every call goes through `request()` of `core/http`; `{sso}` calls use config `ssoBase` with
 * `credentials: 'include'`, site calls (`/ajax/…`, `/profile/ajax/…`) carry the CSRF header. Failures reject with an
 * `ApiError` whose `code` is the server's error code (`error_limit`, `obsolete`, …) — the widget maps it to the §8
 * texts. Shapes: docs/api.md "Phone authorisation"; decisions: docs/decisions/091-phone-auth-wire.md.
 */
import { getConfig } from '../../core/config';
import { logError } from '../../core/dom';
import { PHONE_AUTH_TAG } from './phone-auth-model';
import { ApiError, isApiError, request } from '../../core/http';
import {
  anyReplySchema,
  authorizationReplySchema,
  callRequestReplySchema,
  confirmationRequestReplySchema,
  finishCallReplySchema,
  loginReplySchema,
  textReplySchema,
  type ConfirmationRequestReply,
} from './sso-api.schemas';

export {
  CONFIRMATION_METHODS,
  type ConfirmationMethod,
  type ConfirmationRequestReply,
} from './sso-api.schemas';

/** SSO and site paths (portal-identity-reviews §7). */
export const SSO_PATHS = {
  request: '/services/sso/confirmation/request/',
  confirm: '/services/sso/confirmation/confirm/',
  callCreate: '/services/sso/calls/create_request/',
  callFinish: '/services/sso/calls/finish_request/',
  phoneLogin: '/services/sso/phone_login/',
  staffRequest: '/ajax/phone_confirmation/',
  staffConfirm: '/ajax/phone/confirm/',
  noRegistrationSend: '/ajax/phone_send_confirmation_code/',
  legacyConfirm: '/profile/ajax/confirm_sms_code/',
} as const;

/** Where a call-confirmation finish comes from (§7 `source`): the 5-second poll or the websocket. */
export type CallFinishSource = 'timer' | 'ws';

/** Logged (and thrown) when config `ssoClientId` is empty (issue 20 item 24). */
export const NO_CLIENT_ID_MESSAGE =
  'config "ssoClientId" is empty: the SSO confirm and call-finish requests need this site\'s client_id; set ' +
  '"ssoClientId" in the page config (pd-widgets-config). Nothing was sent.';

/**
 * `client_id` of the SSO confirm/finish calls (config `ssoClientId`). Empty → the config error is logged and the call
 * refused (an `ApiError` of kind `parse`), never sent as `client_id=`.
 */
function clientId(): string {
  const id = getConfig().ssoClientId;
  if (id) return id;
  logError(PHONE_AUTH_TAG, NO_CLIENT_ID_MESSAGE);
  throw new ApiError('parse', NO_CLIENT_ID_MESSAGE);
}

/**
 * `POST {sso}/services/sso/confirmation/request/` `{phone, confirmation_flow?: 'vk' | 'sms'}` (§7; `'sms'` is ours,
 * ADR 128): asks the service to send a code. `phone` is digits only (e.g. `79161234567`).
 * @throws {ApiError} `http` with `code` `invalid | error_limit | error_limit_total | error_fields | attempts_out |
 *   deleting_in_progress` (field `phone`) and `waitingTime` in SECONDS for a waiting period; or any other kind.
 */
export function requestConfirmation(
  q: { phone: string; vk?: boolean; sms?: boolean },
  signal?: AbortSignal,
): Promise<ConfirmationRequestReply> {
  const json: Record<string, unknown> = { phone: q.phone };
  if (q.vk) json.confirmation_flow = 'vk';
  // SMS chosen by the user after VK ran out (§4; additive, docs/decisions/128-phone-auth-method-switch.md).
  else if (q.sms) json.confirmation_flow = 'sms';
  return request(SSO_PATHS.request, confirmationRequestReplySchema, {
    method: 'POST',
    base: 'sso',
    json,
    signal,
  });
}

/**
 * `POST {sso}/services/sso/confirmation/confirm/?client_id=…` `{phone, code, service_id, mobile_app}` (§7).
 * @returns the authorization code to log in with.
 * @throws {ApiError} `http` with `code` `error_code | obsolete | bad_code | wrong_code | code_expired | user_has_phone`
 *   (field `secret_code`), `status` 404 (obsolete) or 403; or any other kind.
 */
export async function confirmCode(
  q: { phone: string; code: string; serviceId: string | number | null; mobileApp: boolean },
  signal?: AbortSignal,
): Promise<string> {
  const reply = await request(SSO_PATHS.confirm, authorizationReplySchema, {
    method: 'POST',
    base: 'sso',
    query: { client_id: clientId() },
    json: { phone: q.phone, code: q.code, service_id: q.serviceId ?? null, mobile_app: q.mobileApp },
    signal,
  });
  return reply.authorization_code;
}

/** `POST {sso}/services/sso/calls/create_request/` `{phone}` → the call request's `uuid` (§7, §4 "Call confirmation"). */
export async function createCallRequest(phone: string, signal?: AbortSignal): Promise<string> {
  const reply = await request(SSO_PATHS.callCreate, callRequestReplySchema, {
    method: 'POST',
    base: 'sso',
    json: { phone },
    signal,
  });
  return reply.uuid;
}

/**
 * `POST {sso}/services/sso/calls/finish_request/?client_id=…&source=timer|ws&time=<s>` `{phone, uuid}` (§7).
 * `time`: whole SECONDS since the call request was created.
 * @returns the authorization code, or `null` while the call has not been made yet.
 */
export async function finishCallRequest(
  q: { phone: string; uuid: string; source: CallFinishSource; time: number },
  signal?: AbortSignal,
): Promise<string | null> {
  return request(SSO_PATHS.callFinish, finishCallReplySchema, {
    method: 'POST',
    base: 'sso',
    query: { client_id: clientId(), source: q.source, time: Math.max(0, Math.round(q.time)) },
    json: { phone: q.phone, uuid: q.uuid },
    signal,
  });
}

/**
 * Auth service login `POST {sso}{authPaths.login}` `{"authorization_code":"…"}` → `{uuid}`; the service sets the
 * session cookie (credentials included). CONTRACT "Wire shapes".
 */
export async function login(authorizationCode: string, signal?: AbortSignal): Promise<string> {
  const reply = await request(getConfig().authPaths.login, loginReplySchema, {
    method: 'POST',
    base: 'sso',
    json: { authorization_code: authorizationCode },
    signal,
  });
  return reply.uuid;
}

/** Auth service logout `POST {sso}{authPaths.logout}` → 204: ends this session only. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await request(getConfig().authPaths.logout, anyReplySchema, { method: 'POST', base: 'sso', signal });
}

/** Pull of the authentication without grant (§6): shared with the session check (src/shared/stores). */
export { pullAuthentication } from '../../shared/identity';

/** A 2xx reply that is an error code in disguise (a string other than `OK`), as an `ApiError{kind:'http'}`. */
function codeReply(what: string, reply: unknown, status = 200): ApiError | null {
  if (typeof reply !== 'string') return null;
  const text = reply.trim();
  if (text === '' || text.toUpperCase() === 'OK') return null;
  return new ApiError('http', `${what}: error code "${text}"`, { status, code: text, body: reply });
}

/** A non-2xx reply with a plain-text body (`'code_expired'`): the text becomes the `code`. */
function withTextCode(err: unknown, what: string): unknown {
  if (
    isApiError(err, 'http') &&
    !err.code &&
    typeof err.body === 'string' &&
    /^[a-z_]+$/.test(err.body.trim())
  ) {
    return new ApiError('http', `${what}: HTTP ${err.status}`, {
      status: err.status,
      code: err.body.trim(),
      body: err.body,
    });
  }
  return err;
}

/**
 * Staff: `POST /ajax/phone_confirmation/` (multipart `phone`, CSRF header) sends an SMS code (§6 "Staff: separate
 * phone confirmation by SMS only"; §7 "A string reply may be an error code").
 * @throws {ApiError} `http` with `code` (from the body, or a string reply) or any other kind.
 */
export async function staffRequestCode(phone: string, signal?: AbortSignal): Promise<void> {
  const what = `POST ${SSO_PATHS.staffRequest}`;
  let reply: unknown;
  try {
    reply = await request(SSO_PATHS.staffRequest, anyReplySchema, {
      method: 'POST',
      multipart: { phone },
      signal,
    });
  } catch (err) {
    throw withTextCode(err, what);
  }
  const err = codeReply(what, reply);
  if (err) throw err;
}

/**
 * Staff: `POST /ajax/phone/confirm/` (multipart `phone`, `code`, `json_response`; CSRF) checks the code. Errors are
 * read from `data.detail` (§7): the `ApiError`'s `detail` (a code such as `wrong_code`, or a server message).
 */
export async function staffConfirmCode(phone: string, code: string, signal?: AbortSignal): Promise<void> {
  await request(SSO_PATHS.staffConfirm, anyReplySchema, {
    method: 'POST',
    multipart: { phone, code, json_response: 'true' },
    signal,
  });
}

/**
 * Users without registration (§6 "SMS only via a separate flow", §7): `POST /ajax/phone_send_confirmation_code/`
 * (multipart `phone`, CSRF) when `viaPd` (flag `td_confirm_phone_via_pd`), else `POST {sso}/services/sso/phone_login/`
 * `{phone}` (JSON, credentials included).
 */
export async function sendNoRegistrationCode(
  phone: string,
  viaPd: boolean,
  signal?: AbortSignal,
): Promise<void> {
  const what = viaPd ? SSO_PATHS.noRegistrationSend : SSO_PATHS.phoneLogin;
  try {
    const reply = viaPd
      ? await request(SSO_PATHS.noRegistrationSend, anyReplySchema, {
          method: 'POST',
          multipart: { phone },
          signal,
        })
      : await request(SSO_PATHS.phoneLogin, anyReplySchema, {
          method: 'POST',
          base: 'sso',
          json: { phone },
          signal,
        });
    const err = codeReply(`POST ${what}`, reply);
    if (err) throw err;
  } catch (err) {
    throw withTextCode(err, `POST ${what}`);
  }
}

/**
 * The older login helper: `POST /profile/ajax/confirm_sms_code/` (multipart `phone` WITHOUT the country code — 10
 * digits — and `code`; CSRF header). The body `OK` means success (§7).
 * @param phone 11 digits with the leading 7 (§3 "Phone auth data"); the 7 is dropped on the wire.
 * @throws {ApiError} `http` with `code` = the reply text (`invalid`, `code_expired`, `bad_code` …) or any other kind.
 */
export async function legacyConfirmCode(phone: string, code: string, signal?: AbortSignal): Promise<void> {
  const what = `POST ${SSO_PATHS.legacyConfirm}`;
  let reply: string;
  try {
    reply = await request(SSO_PATHS.legacyConfirm, textReplySchema, {
      method: 'POST',
      multipart: { phone: phone.replace(/^7/, ''), code },
      responseType: 'text',
      signal,
    });
  } catch (err) {
    throw withTextCode(err, what);
  }
  if (reply.trim() !== 'OK') {
    throw (
      codeReply(what, reply) ??
      new ApiError('http', `${what}: unexpected reply`, { status: 200, body: reply })
    );
  }
}
