/**
 * Favourites endpoints (portal-identity-reviews §3 "Favourite item", §7 "Favourites"; CONTRACT "Wire shapes":
 * `POST /api/patient/favourites/{type}/` body `[1,2,3]` → `{"data":[{"id":1,"in_user_favourites":true}]}`).
 * Every call is an unsafe method and carries the CSRF header (the http client adds it).
 *
 * The state request is coalesced: every favourite button of a page asks for its own item, and the calls of one
 * type that arrive while the page is still mounting buttons share one POST ({@link favouritesBatchWindow};
 * docs/decisions/100-favourites-batch-window.md).
 */
import * as v from 'valibot';
import { createBatcher, getCsrfToken, request } from '../../core/http';

/** The two kinds of favourite items (§3). */
export type FavouriteType = 'doctors' | 'lpu';

/** Both favourite types, in the order the spec names them. */
export const FAVOURITE_TYPES: readonly FavouriteType[] = ['doctors', 'lpu'];

/** True for `'doctors'` and `'lpu'`. */
export function isFavouriteType(value: unknown): value is FavouriteType {
  return value === 'doctors' || value === 'lpu';
}

/** Paths of §7, relative to config `apiBase`. */
export const FAVOURITES_PATHS = {
  /** `POST` with an array of ids: the state of each. */
  states: (type: FavouriteType) => `/api/patient/favourites/${type}/`,
  /** `POST` (empty body) adds, `DELETE` removes. */
  item: (type: FavouriteType, id: number) => `/api/patient/favourites/${type}/${id}/`,
  /** `PATCH` (empty body) marks a notification read. */
  notification: (id: number) => `/api/medtochka/notifications/${id}/`,
} as const;

/**
 * The collection window of the state request (docs/decisions/100-favourites-batch-window.md). `createBatcher`
 * flushes a fixed `wait` after the FIRST call of a group, but every favourite button is its own React root and
 * React mounts roots one scheduler slice after another, so the buttons of one page register over tens of ms (and
 * over hundreds on a slow phone). Calls are therefore held while more keep arriving: each call restarts a
 * `quietMs` timer, and the held calls go to the batcher together at the latest `maxMs` after the first one; the
 * batcher (`wait: 'microtask'`) then sends one POST per type. Mutable for tests only.
 */
export const favouritesBatchWindow = { quietMs: 50, maxMs: 500 };

/** One entry of the state reply. */
export const favouriteStateSchema = v.object({
  id: v.number(),
  in_user_favourites: v.boolean(),
});

/** The state reply `{"data":[{"id":1,"in_user_favourites":true}]}`. */
export const favouriteStatesReplySchema = v.object({ data: v.array(favouriteStateSchema) });
export type FavouriteStatesReply = v.InferOutput<typeof favouriteStatesReplySchema>;

/** Add/remove/notification replies: the body is not used (the spec does not show it). */
const ignoredReplySchema = v.unknown();

/** True for an integer id above 0 (§5 "an id above 0"). */
export function isFavouriteId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

function assertItem(type: FavouriteType, id: number): void {
  if (!isFavouriteType(type))
    throw new TypeError(`favourites: type must be "doctors" or "lpu", got "${String(type)}"`);
  if (!isFavouriteId(id))
    throw new TypeError(`favourites: id must be an integer above 0, got "${String(id)}"`);
}

/** The state POST for a list of ids (duplicates sent once, order kept). */
export function fetchFavouriteStates(
  type: FavouriteType,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<FavouriteStatesReply> {
  return request(FAVOURITES_PATHS.states(type), favouriteStatesReplySchema, {
    method: 'POST',
    json: [...new Set(ids)],
    signal,
  });
}

const favouriteIdsOf = new WeakMap<FavouriteStatesReply, Set<number>>();

/** The ids a state reply marks as favourites, collected once per reply (500 callers each look theirs up). */
function favouriteIds(reply: FavouriteStatesReply): Set<number> {
  let ids = favouriteIdsOf.get(reply);
  if (!ids) {
    ids = new Set(reply.data.filter((entry) => entry.in_user_favourites).map((entry) => entry.id));
    favouriteIdsOf.set(reply, ids);
  }
  return ids;
}

const batchedState = createBatcher<FavouriteType, number, boolean, FavouriteStatesReply>({
  groupId: (type) => type,
  execute: (type, ids, signal) => fetchFavouriteStates(type, ids, signal),
  // An id the server leaves out of the reply is not in the user's favourites.
  select: (reply, id) => favouriteIds(reply).has(id),
  // Everything held by the gate below is released in one synchronous loop.
  wait: 'microtask',
});

/** Calls held until the page stops adding buttons (see {@link favouritesBatchWindow}). */
let held: (() => void)[] = [];
let quietTimer: ReturnType<typeof setTimeout> | undefined;
let maxTimer: ReturnType<typeof setTimeout> | undefined;

function release(): void {
  clearTimeout(quietTimer);
  clearTimeout(maxTimer);
  quietTimer = maxTimer = undefined;
  const calls = held;
  held = [];
  for (const call of calls) call();
}

function hold(call: () => void): void {
  held.push(call);
  clearTimeout(quietTimer);
  quietTimer = setTimeout(release, favouritesBatchWindow.quietMs);
  maxTimer ??= setTimeout(release, favouritesBatchWindow.maxMs);
}

/**
 * Whether the item is in the current user's favourites. Calls of one type that arrive while the page is still
 * adding buttons ({@link favouritesBatchWindow}) share one `POST /api/patient/favourites/{type}/` (§7 "Used for
 * lpu and for doctors shown on cards"). For real patients only (§6); the caller checks the session. A caller
 * whose `signal` aborts before the request leaves is dropped; a batch nobody is left in sends nothing.
 *
 * @throws {TypeError} for a type other than doctors/lpu or an id that is not an integer above 0 (nothing sent).
 * @throws {ApiError} of the shared request (every caller of the batch gets it), or `aborted` for this caller.
 */
export async function fetchFavouriteState(
  type: FavouriteType,
  id: number,
  signal?: AbortSignal,
): Promise<boolean> {
  assertItem(type, id);
  return new Promise<boolean>((resolve, reject) => {
    hold(() => batchedState(type, id, signal).then(resolve, reject));
  });
}

/**
 * Adds the item: `POST /api/patient/favourites/{type}/{id}/` with an empty body (§7). Never retried.
 * @throws {ApiError} on failure.
 */
export async function addFavourite(type: FavouriteType, id: number, signal?: AbortSignal): Promise<void> {
  assertItem(type, id);
  await request(FAVOURITES_PATHS.item(type, id), ignoredReplySchema, { method: 'POST', signal });
}

/**
 * Removes the item: `DELETE /api/patient/favourites/{type}/{id}/` (§7). Never retried.
 * @throws {ApiError} on failure.
 */
export async function removeFavourite(type: FavouriteType, id: number, signal?: AbortSignal): Promise<void> {
  assertItem(type, id);
  await request(FAVOURITES_PATHS.item(type, id), ignoredReplySchema, { method: 'DELETE', signal });
}

/**
 * Marks a notification read: `PATCH /api/medtochka/notifications/{id}/` with an empty body, only when a CSRF
 * token is present (§7 "Notification read"). Resolves `false` (nothing sent) without a token.
 * @throws {TypeError} for an id that is not an integer above 0; {ApiError} when the request fails.
 */
export async function markNotificationRead(id: number, signal?: AbortSignal): Promise<boolean> {
  if (!isFavouriteId(id))
    throw new TypeError(`notifications: id must be an integer above 0, got "${String(id)}"`);
  if (!getCsrfToken()) return false;
  await request(FAVOURITES_PATHS.notification(id), ignoredReplySchema, { method: 'PATCH', signal });
  return true;
}
