/**
 * The one error type of the network layer (ARCHITECTURE §7) and the one table that turns it into the
 * spec's texts (portal-identity-reviews §8 "Offline or network error", booking-schedule §8 cases alert:
 * 'Нет соединения с интернетом' / 'Что-то пошло не так').
 */
import { commonMessages } from '../i18n/messages/common';

/**
 * What went wrong:
 * - `offline` — `navigator.onLine === false` or the network failed (fetch rejected with a `TypeError`);
 * - `timeout` — no answer within `timeoutMs`;
 * - `http` — a non-2xx answer below 500 (`status`, `code`, `detail` from the body);
 * - `server` — a 5xx answer;
 * - `parse` — the body is not valid JSON or does not match the expected schema;
 * - `aborted` — the caller's `AbortSignal` fired (a widget unmounted); views ignore it.
 */
export type ApiErrorKind = 'offline' | 'timeout' | 'http' | 'server' | 'parse' | 'aborted';

/** Fields of an {@link ApiError} besides its kind. */
export interface ApiErrorInit {
  status?: number;
  code?: string;
  field?: string;
  detail?: unknown;
  waitingTime?: number;
  body?: unknown;
  cause?: unknown;
}

/**
 * A failed request. `status` is the HTTP status (`http`/`server`/`parse` after a response); `code` the
 * server's error code (`error_limit`, `obsolete`, …) read from `{"<field>":{"code":"…"}}`, `{"<field>":[{"code":"…"}]}`
 * or `{"code":"…"}`; `field` the body key that carried it (`phone`, `secret_code`, `non_field_errors`);
 * `detail` the body's `detail` (`{"detail":"…"}`); `waitingTime` a numeric `waiting_time` in SECONDS
 * (`{"phone":{"code":"error_limit"},"waiting_time":30}`); `body` the whole parsed error body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  declare readonly kind: ApiErrorKind;
  declare readonly status?: number;
  declare readonly code?: string;
  declare readonly field?: string;
  declare readonly detail?: unknown;
  declare readonly waitingTime?: number;
  declare readonly body?: unknown;

  constructor(kind: ApiErrorKind, message: string, { cause, ...fields }: ApiErrorInit = {}) {
    super(message, cause === undefined ? undefined : { cause });
    // The fields of `init` that were given (an absent one reads `undefined` all the same).
    Object.assign(this, fields, { kind });
  }
}

/** True for an {@link ApiError} (optionally of one of `kinds`). */
export function isApiError(err: unknown, ...kinds: ApiErrorKind[]): err is ApiError {
  return err instanceof ApiError && (kinds.length === 0 || kinds.includes(err.kind));
}

/** True when the error only means "the caller gave up" (nothing to show). */
export function isAbortError(err: unknown): boolean {
  return isApiError(err, 'aborted');
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function codeOf(value: unknown): string | undefined {
  if (isRecord(value) && typeof value.code === 'string') return value.code;
  if (Array.isArray(value)) {
    for (const item of value) {
      const code = codeOf(item);
      if (code) return code;
    }
  }
  return undefined;
}

/**
 * Reads `code`, `field`, `detail` and `waitingTime` from an error body (CONTRACT "Wire shapes": SSO and
 * Django REST shapes). Unknown shapes give an empty result; never throws.
 */
export function readErrorBody(
  body: unknown,
): Pick<ApiErrorInit, 'code' | 'field' | 'detail' | 'waitingTime'> {
  if (!isRecord(body)) return {};
  const out: Pick<ApiErrorInit, 'code' | 'field' | 'detail' | 'waitingTime'> = {};
  if ('detail' in body) out.detail = body.detail;
  if (typeof body.waiting_time === 'number' && Number.isFinite(body.waiting_time)) {
    out.waitingTime = body.waiting_time;
  }
  if (typeof body.code === 'string') {
    out.code = body.code;
    return out;
  }
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' || key === 'waiting_time') continue;
    const code = codeOf(value);
    if (code) {
      out.code = code;
      out.field = key;
      break;
    }
  }
  return out;
}

/** A title and a text for an alert or a toast. */
export interface ErrorText {
  title: string;
  text: string;
}

/**
 * The one table from an error to the spec's texts: offline → 'Нет соединения с интернетом' /
 * 'Проверьте соединение и попробуйте снова'; anything else (timeout, server, http, parse, a non-ApiError)
 * → 'Что-то пошло не так' / 'Попробуйте немного подождать и обновите страницу'
 * (booking-schedule §8, portal-identity-reviews §8). Area-specific codes (`error_limit`, …) are mapped by
 * the widget that owns them; `aborted` errors are normally not shown at all.
 */
export function errorMessage(err: unknown): ErrorText {
  if (isApiError(err, 'offline')) {
    return { title: commonMessages.offlineTitle, text: commonMessages.offlineText };
  }
  return { title: commonMessages.genericTitle, text: commonMessages.genericText };
}
