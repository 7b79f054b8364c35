/**
 * Session store (ARCHITECTURE §6): the current user's flags from the page config, updated after a login so that
 * every widget on the page reacts at once (portal-identity-reviews §3 "Current user flags"). A shared piece
 * (`shared-stores` chunk): the widgets that read the user load it, the calendar does not (ADR 124); one instance
 * per page all the same, as the chunk is one module of the page.
 *
 * §6 "Patient (isRealPatient) … the product checks the user's identity uuid against the stored one (pull of
 * authentication without grant)": {@link verifyRealPatient} makes that check once per page load (ADR 196).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { $config, getConfig, type UserConfig } from '../../core/config';
import { logWarn } from '../../core/dom';
import { ApiError, isApiError, request } from '../../core/http';

const $override = atom<Partial<UserConfig> | null>(null);

/** The current user: config `user`, overlaid by {@link setSession} after a login/logout. */
export const $session: ReadableAtom<UserConfig> = computed([$config, $override], (config, override) =>
  override ? { ...config.user, ...override, club: { ...config.user.club, ...override.club } } : config.user,
);

/** Updates the session, e.g. `{isAnonymous:false, isRealPatient:true, uuid}` after a login (CONTRACT "Wire shapes"). */
export function setSession(partial: Partial<UserConfig>): void {
  $override.set({ ...($override.get() ?? {}), ...partial });
}

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

/** Tests only. */
export function resetSession(): void {
  $override.set(null);
  check = null;
}
