/**
 * valibot schemas of the single-sign-on and phone-confirmation replies (portal-identity-reviews §3 "Phone auth data"
 * reply fields, §7 "Phone authorisation"; CONTRACT "Wire shapes": SSO replies, auth service login/pull).
 * Written with the valibot functions the runtime already holds (docs/decisions/124-runtime-diet.md).
 */
import * as v from 'valibot';
import { nonEmpty as nonEmptyCheck } from '../../shared/schema';

/** Confirmation methods (portal-identity-reviews §3). */
export const CONFIRMATION_METHODS = ['sms', 'call', 'vk'] as const;
/** A confirmation method: SMS code, a call (the code is the last 4 digits of the incoming number), VK message. */
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];

/** What a code request answered (§7: "The reply has code (sms, call or vk), service_id, attempts_exceeded"). */
export interface ConfirmationRequestReply {
  /** The method the service chose; it replaces the one the widget preferred (§4). */
  method: ConfirmationMethod;
  /** Sent back with the code on confirm; `null` when absent. */
  serviceId: string | number | null;
  /** The service has run out of attempts for this method (§3 `isAttemptsExceeded`). */
  attemptsExceeded: boolean;
}

/** `{code, service_id, attempts_exceeded}` → {@link ConfirmationRequestReply}. */
export const confirmationRequestReplySchema = v.pipe(
  v.object({
    code: v.pipe(
      v.string(),
      v.check(
        (s) => (CONFIRMATION_METHODS as readonly string[]).includes(s),
        (issue) => `Invalid type: Expected "sms" | "call" | "vk" but received ${issue.received}`,
      ),
    ),
    service_id: v.nullish(v.union([v.string(), v.number()])),
    attempts_exceeded: v.nullish(v.boolean()),
  }),
  v.transform((r): ConfirmationRequestReply => ({
    method: r.code as ConfirmationMethod,
    serviceId: r.service_id ?? null,
    attemptsExceeded: r.attempts_exceeded === true,
  })),
);

const nonEmpty = v.pipe(v.string(), nonEmptyCheck('Invalid length: Expected >=1 but received 0'));

/** `{authorization_code}` of confirm (§7). */
export const authorizationReplySchema = v.object({ authorization_code: nonEmpty });

/** `{uuid}` of `calls/create_request/` (§7). */
export const callRequestReplySchema = v.object({ uuid: nonEmpty });

/**
 * `calls/finish_request/`: `{authorization_code}` once the call has been made; before that the reference API answers
 * `{"status":"waiting"}` (docs/api.md "Phone authorisation"), read as `null`.
 */
export const finishCallReplySchema = v.pipe(
  v.object({
    authorization_code: v.nullish(v.string()),
    // `v.optional(v.string())`: absent or a string, not null.
    status: v.pipe(
      v.nullish(v.string()),
      v.check((s) => s !== null, 'Invalid type: Expected (string | undefined) but received null'),
    ),
  }),
  v.transform((r) => (r.authorization_code ? r.authorization_code : null)),
);

/** Auth service login `{uuid}` (CONTRACT "Wire shapes"). */
export const loginReplySchema = v.object({ uuid: nonEmpty });

/** Any reply (endpoints whose success body the spec leaves open; only the status matters). */
export const anyReplySchema = v.unknown();

/** A text reply (`'OK'` of the older helper). */
export const textReplySchema = v.string();
