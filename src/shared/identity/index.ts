/**
 * The real patient's identity check (portal-identity-reviews §6 "Patient (isRealPatient) … the product checks the
 * user's identity uuid against the stored one (pull of authentication without grant)"; ADR 196): the auth service's
 * pull and {@link verifyRealPatient}, once per page load. Its own shared piece (`shared-identity` chunk), loaded by
 * the widgets that check or log in (the favourite button, the phone login), not by the booking widgets' kit (ADR 244).
 */
import * as v from 'valibot';
import { getConfig } from '../../core/config';
import { logWarn } from '../../core/dom';
import { ApiError, isApiError, request } from '../../core/http';
import { $session, setSession } from '../stores';

/**
 * Auth service pull `{"data":{"uuid":"…"}}` (CONTRACT "Wire shapes"). Plain object schemas only: the valibot pieces
 * the runtime already has (a `transform` here would move valibot's into the runtime of every page).
 */
export const pullReplySchema = v.object({ data: v.object({ uuid: v.string() }) });

/**
 * Pull of the authentication without grant `GET {sso}{authPaths.pull}` (credentials included) → the session's
 * `uuid`, or `null` when not logged in (401). §6 "isRealPatient … pull of authentication without grant".
 */
export async function pullAuthentication(signal?: AbortSignal): Promise<string | null> {
  try {
    const reply = await request(getConfig().authPaths.pull, pullReplySchema, {
      base: 'sso',
      signal,
      retry: false,
    });
    if (reply.data.uuid) return reply.data.uuid;
    throw new ApiError('parse', 'the auth service pull replied with an empty uuid');
  } catch (err) {
    if (isApiError(err, 'http') && err.status === 401) return null;
    throw err;
  }
}

let check: Promise<boolean> | null = null;

/**
 * §6: checks a real patient's stored identity (the page's `user.uuid`) against the auth service's (the pull without
 * grant), once per page load; later calls share the first. When the service names ANOTHER uuid the session stops
 * being a real patient (`isRealPatient: false`: no favourites) and a warning is logged. A 401 (no auth-service
 * session this browser sends, e.g. third-party cookies blocked) or a failed request proves nothing: the page's flags
 * stay (ADR 196). Resolves to whether the session is a real patient after the check.
 */
export function verifyRealPatient(): Promise<boolean> {
  if (check) return check;
  const stored = $session.get();
  if (!stored.isRealPatient || !stored.uuid) return (check = Promise.resolve(stored.isRealPatient));
  const uuid = stored.uuid;
  check = pullAuthentication().then(
    (pulled) => {
      // A login in the widget meanwhile set its own (pulled) identity: nothing to undo.
      if (pulled !== null && pulled !== uuid && $session.get().uuid === uuid) {
        logWarn(
          'session',
          `the auth service pull names another identity than the page's user.uuid "${uuid}"; not a real patient`,
        );
        setSession({ isRealPatient: false });
      }
      return $session.get().isRealPatient;
    },
    () => $session.get().isRealPatient,
  );
  return check;
}

/** Tests and stories only: forgets the check, so the next {@link verifyRealPatient} pulls again. */
export function resetRealPatientCheck(): void {
  check = null;
}
