/**
 * Session store (ARCHITECTURE §6): the current user's flags from the page config, updated after a login so that
 * every widget on the page reacts at once (portal-identity-reviews §3 "Current user flags"). A shared piece
 * (`shared-stores` chunk): the widgets that read the user load it, the calendar does not (ADR 124); one instance
 * per page all the same, as the chunk is one module of the page.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { $config, type UserConfig } from '../../core/config';

const $override = atom<Partial<UserConfig> | null>(null);

/** The current user: config `user`, overlaid by {@link setSession} after a login/logout. */
export const $session: ReadableAtom<UserConfig> = computed([$config, $override], (config, override) =>
  override ? { ...config.user, ...override, club: { ...config.user.club, ...override.club } } : config.user,
);

/** Updates the session, e.g. `{isAnonymous:false, isRealPatient:true, uuid}` after a login (CONTRACT "Wire shapes"). */
export function setSession(partial: Partial<UserConfig>): void {
  $override.set({ ...($override.get() ?? {}), ...partial });
}

/** Tests only. */
export function resetSession(): void {
  $override.set(null);
}
