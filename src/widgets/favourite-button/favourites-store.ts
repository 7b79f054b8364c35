/**
 * The page-wide favourites state and its actions (portal-identity-reviews §4 "Favourite button", §6 roles, §7
 * favourites calls and notification read, §8 favourites and sharing failures, §9 notices). One nanostores `map`
 * keyed `type:id` is shared by every `<pd-favourite-button>` of the page, so two buttons for the same item stay
 * in sync, and a session change (`$session` after a login in another widget) reaches them all at once
 * (ARCHITECTURE §6). The view only registers its item, reads the map and calls the actions.
 * Decisions: docs/decisions/100–102.
 */
import { map, type MapStore } from 'nanostores';
import {
  addFavourite,
  fetchFavouriteState,
  isFavouriteId,
  isFavouriteType,
  markNotificationRead,
  removeFavourite,
  type FavouriteType,
} from './favourites-api';
import { getConfig } from '../../core/config';
import { afterNextFrame } from './mount-slices';
import { logError, navigate } from '../../core/dom';
import { shareLink, type ShareResult } from '../../shared/page-kind';
import { errorMessage, isAbortError } from '../../core/http';
import { favouritesMessages as msg } from './messages';
import { verifyRealPatient } from '../../shared/identity';
import { $session } from '../../shared/stores';
import { notify } from '../../shared/toasts/notices';
import {
  ADD_TO_FAVOURITES_PARAM,
  audienceOf,
  FAVOURITE_BUTTON_TAG,
  favouriteKey,
  loginUrlFor,
  readReturnParams,
  shouldAddOnReturn,
  type ReturnParams,
  urlWithoutParam,
  type Audience,
  type FavouriteChangeDetail,
  type FavouriteKey,
} from './favourite-button-model';

/** The state of one item. */
export interface FavouriteItemState {
  /** In the current user's favourites (false while unknown). */
  inFavourites: boolean;
  /** The state came from the server (or from an add/remove) for the current session. */
  known: boolean;
  /** A request for this item is running: clicks are ignored (§4 "A loading flag blocks repeat clicks"). */
  loading: boolean;
}

const EMPTY: FavouriteItemState = { inFavourites: false, known: false, loading: false };

/** Every item shown on the page, keyed `type:id` (`doctors:1001`). */
export const $favourites: MapStore<Record<FavouriteKey, FavouriteItemState>> = map({});

/** sessionStorage key remembering which item started the login (`doctors:1001`), docs/decisions/101. */
export const PENDING_LOGIN_KEY = 'pd-widgets:favourite-login';

interface Registration {
  token: number;
  emit?: (detail: FavouriteChangeDetail) => void;
}

const registrations = new Map<FavouriteKey, Registration[]>();
/** Keys whose state was asked for in the current session generation, with the abort of that request. */
const requested = new Map<FavouriteKey, AbortController>();
let nextToken = 1;
/** Bumped on every session change: replies of an older session are dropped. */
let generation = 0;
let lastAudience: Audience | null = null;
let lastUuid: string | null = null;
let stopSessionWatch: (() => void) | null = null;
/**
 * The last add or remove of each item (a page-wide sequence number): an 'Отменить' undoes only the removal that is
 * still the item's latest change (§4, issue 20 item 18).
 */
const lastChange = new Map<FavouriteKey, number>();
let changeSeq = 0;
let returnHandled = false;
/** The §6 identity check of the page load is done ({@link watchSession}); until then state requests wait here. */
let identityChecked = false;
const deferred = new Set<FavouriteKey>();

/**
 * The elements that asked for an item's state at their connect ({@link prefetchFavourite}) and whose button has not
 * registered yet: the request stays wanted while one of them may still render. Settled by the button's registration,
 * or by the element's slice when it has left the page before its first render ({@link settleFavouriteClaim}).
 */
const claims = new Map<FavouriteKey, Set<Element>>();
let notificationHandled = false;

function parseKey(key: FavouriteKey): { type: FavouriteType; id: number } {
  const [type, id] = key.split(':');
  return { type: type as FavouriteType, id: Number(id) };
}

/**
 * Item states written and not yet in {@link $favourites} (issue 19, ADR 206): `setKey` copies the whole map, so the
 * 500 writes of one task (500 buttons upgraded, 500 state replies) cost 500 copies of a 500-key object. Writes
 * collect here and reach the map as ONE `set` a microtask later; every read in this module goes through
 * {@link current}, so it sees them at once.
 */
const unwritten = new Map<FavouriteKey, FavouriteItemState>();

/** The state of `key` as written last (the map, or a write not flushed yet). */
function current(key: FavouriteKey): FavouriteItemState | undefined {
  // `value`, not `get()`: with no listener yet (500 elements upgrading), every `get()` subscribes and unsubscribes.
  return unwritten.get(key) ?? $favourites.value?.[key];
}

function write(key: FavouriteKey, state: FavouriteItemState): void {
  if (!unwritten.size) queueMicrotask(flushWrites);
  unwritten.set(key, state);
}

/** The keys of the `set` {@link flushWrites} is making: the key dispatch tells them without comparing every key. */
let flushing: FavouriteKey[] | null = null;

/** Puts the collected writes into {@link $favourites} as one `set` (its listeners hear every changed key). */
function flushWrites(): void {
  if (!unwritten.size) return;
  // `Object.assign`, not a spread: a map of hundreds of keys is a dictionary-mode object, and V8's spread of one in
  // code that runs once or twice (not optimised) takes a slow path: 21 ms at 4× CPU in the state reply's task on a
  // page of 500 buttons, ≈ 1–2 ms this way (node: 6.9 against 0.5 ms for the first copy of 500 keys).
  const next = Object.assign({}, $favourites.get());
  for (const [key, state] of unwritten) next[key] = state;
  flushing = [...unwritten.keys()];
  unwritten.clear();
  try {
    $favourites.set(next);
  } finally {
    flushing = null;
  }
}

function patch(key: FavouriteKey, change: Partial<FavouriteItemState>): void {
  const state = current(key) ?? EMPTY;
  // A write that changes nothing keeps the state object: the item's button does not render again.
  if ((Object.keys(change) as (keyof FavouriteItemState)[]).some((k) => change[k] !== state[k]))
    write(key, { ...state, ...change });
}

/** The listeners of each item (issue 19, ADR 187): a button hears its own item only, not the whole map. */
const keyListeners = new Map<FavouriteKey, Set<() => void>>();
let stopKeyDispatch: (() => void) | null = null;

/**
 * How long the buttons told of a change may take to re-render in one task, ms of wall clock (ADR 187): a state reply
 * for 500 buttons is told in slices, one a frame (`afterNextFrame`), so no task passes the 50 ms of a long task.
 */
export const NOTIFY_SLICE_MS = 8;
/** The buttons told in the first slice; later slices follow the time the previous one took. */
const FIRST_NOTIFY_BATCH = 20;

/** The keys changed and not told yet, in order of change. */
const untold = new Set<FavouriteKey>();
let telling = false;

/** Tells each key's listeners once; many keys in slices of about {@link NOTIFY_SLICE_MS} with the main thread back between. */
async function tellUntold(): Promise<void> {
  let batch = FIRST_NOTIFY_BATCH;
  while (untold.size) {
    const started = performance.now();
    for (const key of [...untold].slice(0, batch)) {
      untold.delete(key);
      for (const l of [...(keyListeners.get(key) ?? [])]) l();
    }
    if (!untold.size) break;
    // The re-renders of this slice run in a microtask of this task, before this continuation: the time includes them.
    await Promise.resolve();
    const took = Math.max(1, performance.now() - started);
    // The next slice waits for a frame (ADR 206): a `yieldToMain()` continuation would run before the frame, and that
    // one frame would then restyle every button told.
    await afterNextFrame();
    batch = Math.max(1, Math.min(100, Math.round((batch * NOTIFY_SLICE_MS) / took)));
  }
  telling = false;
}

function tell(keys: Iterable<FavouriteKey>): void {
  for (const key of keys) untold.add(key);
  if (telling || !untold.size) return;
  telling = true;
  // A microtask later: the changes of one task (500 state replies resolved together) are told as one sequence. A
  // change of more than one slice starts after the next frame (ADR 207): the task that made it (a state reply for
  // 500 buttons: parsing, 500 callers settled) has spent its time already.
  if (untold.size > FIRST_NOTIFY_BATCH) void afterNextFrame().then(tellUntold);
  else queueMicrotask(() => void tellUntold());
}

/**
 * Calls `listener` when the state of `key` changes. ONE listener on {@link $favourites} dispatches by the changed key
 * (`setKey`), or to every key whose state differs (`set`): a state reply for 500 buttons re-renders each button once,
 * where 500 whole-map subscribers each heard all 500 changes; many changes at once are told in time slices
 * ({@link NOTIFY_SLICE_MS}). (`useStore(store, { keys })` is not available: the CDN build stubs nanostores'
 * `listenKeys`, ADR 124.) Returns the unsubscribe.
 */
export function subscribeFavourite(key: FavouriteKey, listener: () => void): () => void {
  let set = keyListeners.get(key);
  if (!set) keyListeners.set(key, (set = new Set()));
  set.add(listener);
  stopKeyDispatch ??= $favourites.listen((value, old, changed) =>
    tell(changed ? [changed] : (flushing ?? [...keyListeners.keys()].filter((k) => value[k] !== old?.[k]))),
  );
  return () => {
    set.delete(listener);
    if (set.size) return;
    keyListeners.delete(key);
    if (keyListeners.size) return;
    stopKeyDispatch?.();
    stopKeyDispatch = null;
  };
}

/** The state of an item (the empty state before it is known). */
export function favouriteState(type: FavouriteType, id: number): FavouriteItemState {
  return current(favouriteKey(type, id)) ?? EMPTY;
}

/** The state of `key` for a view's snapshot, writes of this task included (`undefined` before it registered). */
export function readFavourite(key: FavouriteKey): FavouriteItemState | undefined {
  return current(key);
}

function currentAudience(): Audience {
  return audienceOf($session.get());
}

function pageHref(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}

// --- state requests ---------------------------------------------------------------------------------------------

/**
 * Asks for the state of the given items (real patients only, §6): each item once per session; the calls of one
 * type coalesce into one POST (favourites-api.ts).
 */
function requestStates(keys: Iterable<FavouriteKey>): void {
  if (currentAudience() !== 'patient') return;
  if (!identityChecked) {
    // §6: the states wait for the identity check of the page load (one pull); then one batch asks for them all.
    for (const key of keys) {
      deferred.add(key);
      patch(key, { loading: true });
    }
    return;
  }
  const gen = generation;
  for (const key of keys) {
    if (requested.has(key)) continue;
    const controller = new AbortController();
    requested.set(key, controller);
    const { type, id } = parseKey(key);
    patch(key, { loading: true });
    fetchFavouriteState(type, id, controller.signal).then(
      (inFavourites) => {
        if (gen !== generation || controller.signal.aborted) return;
        patch(key, { inFavourites, known: true, loading: false });
        handleReturn(key);
      },
      (err: unknown) => {
        if (gen !== generation || controller.signal.aborted) return;
        requested.delete(key); // a button mounted later asks again
        patch(key, { loading: false });
        if (!isAbortError(err))
          logError(FAVOURITE_BUTTON_TAG, `could not load the favourites state of ${key}`, err);
      },
    );
  }
}

/** Reacts to `$session` changes (a login in another widget, a logout): §6, ARCHITECTURE §6. */
function onSession(): void {
  const session = $session.get();
  const audience = audienceOf(session);
  const uuid = session.uuid ?? null;
  if (audience === lastAudience && uuid === lastUuid) return;
  lastAudience = audience;
  lastUuid = uuid;
  generation++;
  abortRequested();
  flushWrites();
  for (const key of Object.keys($favourites.get()) as FavouriteKey[]) write(key, EMPTY);
  if (audience === 'patient') requestStates(registrations.keys());
}

/** Aborts every running state request (a batch whose callers all left sends nothing) and forgets them. */
function abortRequested(): void {
  for (const controller of requested.values()) controller.abort();
  requested.clear();
}

function watchSession(): void {
  if (stopSessionWatch) return;
  const session = $session.get();
  lastAudience = audienceOf(session);
  lastUuid = session.uuid ?? null;
  stopSessionWatch = $session.listen(onSession);
  // §6 "isRealPatient": the page's stored identity is checked against the auth service's once per page load; a
  // mismatch turns the session into a non-patient (onSession then hides the buttons), else the deferred states go.
  const watch = stopSessionWatch;
  void verifyRealPatient().then(() => {
    if (stopSessionWatch !== watch) return; // reset meanwhile (tests)
    identityChecked = true;
    const keys = [...deferred];
    deferred.clear();
    requestStates(keys);
  });
}

// --- registration ---------------------------------------------------------------------------------------------

/** What {@link registerFavourite} returns. */
export interface FavouriteRegistration {
  /** Identifies the button as the origin of an action (its element then dispatches `favourite:change`). */
  token: number;
  unregister: () => void;
}

/**
 * A button showing `type:id` mounted: the item joins the page state, its state is requested (real patients), a
 * pending login return for it is handled, and the notification read is sent once per page. `emit` dispatches
 * `favourite:change` on the button's element.
 */
export function registerFavourite(
  type: FavouriteType,
  id: number,
  emit?: (detail: FavouriteChangeDetail) => void,
): FavouriteRegistration {
  watchSession();
  const key = favouriteKey(type, id);
  const token = nextToken++;
  const list = registrations.get(key) ?? [];
  list.push({ token, emit });
  registrations.set(key, list);
  if (!current(key)) write(key, EMPTY);
  markNotificationOnce();
  requestStates([key]);
  handleReturn(key);
  return {
    token,
    unregister: () => {
      const rest = (registrations.get(key) ?? []).filter((r) => r.token !== token);
      if (rest.length) {
        registrations.set(key, rest);
        return;
      }
      registrations.delete(key);
      dropIfUnwanted(key);
    },
  };
}

/**
 * The last button of the item left, and no element that asked for it at its connect is still waiting to render: the
 * item's pending state request is dropped (ARCHITECTURE §7; a batch nobody is left in sends nothing).
 */
function dropIfUnwanted(key: FavouriteKey): void {
  if (registrations.has(key) || claims.get(key)?.size) return;
  if (deferred.delete(key)) patch(key, { loading: false });
  const pending = requested.get(key);
  if (pending && current(key)?.loading && !current(key)?.known) {
    pending.abort();
    requested.delete(key);
    patch(key, { loading: false });
  }
}

/**
 * Settles the claim `host` made at its connect on the item's state: its button registered (it holds the item now),
 * or it left the page before its first render. Then the request goes unless someone else still wants it.
 */
export function settleFavouriteClaim(host: Element, inputs: { type?: unknown; itemId?: unknown }): void {
  const { type, itemId } = inputs;
  if (!isFavouriteType(type) || !isFavouriteId(itemId)) return;
  const key = favouriteKey(type, itemId);
  const set = claims.get(key);
  if (!set?.delete(host)) return;
  if (!set.size) claims.delete(key);
  dropIfUnwanted(key);
}

/**
 * Starts loading an item's state when its element connects (defineWidget `onConnect`), before React renders: the
 * loader upgrades every `<pd-favourite-button>` of the page in one task, while React mounts their roots one after
 * another over tens to hundreds of ms, so asking here puts all of them into one batch (docs/decisions/100, 025).
 * Malformed inputs are ignored here (the view reports them); only real patients ask (§6). With `host`, the request
 * stays wanted until that element's button registers or the element leaves before its first render
 * ({@link settleFavouriteClaim}): an element removed in between is not asked for.
 */
export function prefetchFavourite(inputs: { type?: unknown; itemId?: unknown }, host?: Element): void {
  const { type, itemId } = inputs;
  if (!isFavouriteType(type) || !isFavouriteId(itemId)) return;
  watchSession();
  const key = favouriteKey(type, itemId);
  if (host) claims.set(key, (claims.get(key) ?? new Set()).add(host));
  if (!current(key)) write(key, EMPTY);
  requestStates([key]);
}

/** One `favourite:change` per change: on the button that acted, else on the first button of the item. */
function emitChange(key: FavouriteKey, inFavourites: boolean, origin?: number): void {
  const list = registrations.get(key) ?? [];
  const target = list.find((r) => r.token === origin) ?? list[0];
  const { type, id } = parseKey(key);
  target?.emit?.({ type, id, inFavourites });
}

// --- actions ----------------------------------------------------------------------------------------------------

function failureNotice(err: unknown): void {
  if (isAbortError(err)) return;
  notify({ text: errorMessage(err).title, tone: 'error' });
}

/** Adds the item; `restored` picks the 'Восстановлено' notice (undo) instead of 'Добавлено в избранное'. */
async function add(key: FavouriteKey, opts: { restored?: boolean; origin?: number } = {}): Promise<boolean> {
  const { type, id } = parseKey(key);
  const gen = generation;
  patch(key, { loading: true });
  try {
    await addFavourite(type, id);
  } catch (err) {
    if (gen === generation) patch(key, { loading: false });
    logError(FAVOURITE_BUTTON_TAG, `could not add ${key} to favourites`, err);
    failureNotice(err);
    return false;
  }
  if (gen !== generation) return false;
  lastChange.set(key, ++changeSeq);
  patch(key, { inFavourites: true, known: true, loading: false });
  emitChange(key, true, opts.origin);
  if (opts.restored) notify({ text: msg.restored, tone: 'success' });
  else
    notify({
      text: msg.added,
      tone: 'success',
      action: { label: msg.goToFavourites, href: msg.favouritesPath },
    });
  return true;
}

async function remove(key: FavouriteKey, origin?: number): Promise<boolean> {
  const { type, id } = parseKey(key);
  const gen = generation;
  patch(key, { loading: true });
  try {
    await removeFavourite(type, id);
  } catch (err) {
    if (gen === generation) patch(key, { loading: false });
    logError(FAVOURITE_BUTTON_TAG, `could not remove ${key} from favourites`, err);
    failureNotice(err);
    return false;
  }
  if (gen !== generation) return false;
  const change = ++changeSeq;
  lastChange.set(key, change);
  patch(key, { inFavourites: false, known: true, loading: false });
  emitChange(key, false, origin);
  notify({
    text: msg.removed,
    action: {
      label: msg.undo,
      // A stale undo (the item was re-added, removed again or the session changed since) does nothing.
      onClick: () => {
        if (gen === generation && lastChange.get(key) === change && !favouriteState(type, id).loading)
          void add(key, { restored: true });
      },
    },
  });
  return true;
}

/** What a click did. */
export type ToggleResult = 'added' | 'removed' | 'failed' | 'busy' | 'login' | 'hidden';

/**
 * The click on the favourite button (§4): real patients add or remove (ignored while loading); anonymous users
 * get `'login'` (the view opens the prompt); other logged-in kinds get `'hidden'` (nothing happens).
 */
export async function toggleFavourite(
  type: FavouriteType,
  id: number,
  origin?: number,
): Promise<ToggleResult> {
  const audience = currentAudience();
  if (audience === 'anonymous') return 'login';
  if (audience === 'hidden') return 'hidden';
  const key = favouriteKey(type, id);
  const state = current(key);
  if (!state || state.loading) return 'busy'; // not registered yet, or a request runs
  if (state.inFavourites) return (await remove(key, origin)) ? 'removed' : 'failed';
  return (await add(key, { origin })) ? 'added' : 'failed';
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frames)
  }
}

/**
 * 'Войти' in the anonymous prompt: go to `{loginUrl}?next={this page with addToFavourites={id}}` (§4; CONTRACT).
 * The item's type is remembered in sessionStorage to tell a doctor from a clinic with the same id on return.
 * @returns the login URL, or `null` when the navigation was refused (an absolute loginUrl on a host not allowed).
 */
export function startLogin(type: FavouriteType, id: number): string | null {
  const url = loginUrlFor(getConfig().loginUrl, pageHref(), id);
  try {
    storage()?.setItem(PENDING_LOGIN_KEY, favouriteKey(type, id));
  } catch {
    // quota or blocked storage: the id alone is matched on return
  }
  return navigate(url) ? url : null;
}

function pendingTypeFor(id: number): FavouriteType | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(PENDING_LOGIN_KEY) ?? null;
  } catch {
    return null;
  }
  const match = raw?.match(/^(doctors|lpu):(\d+)$/);
  return match && Number(match[2]) === id ? (match[1] as FavouriteType) : null;
}

function clearReturnParam(): void {
  try {
    storage()?.removeItem(PENDING_LOGIN_KEY);
  } catch {
    // ignore
  }
  const next = urlWithoutParam(pageHref(), ADD_TO_FAVOURITES_PARAM);
  if (next !== null && typeof history !== 'undefined') history.replaceState(history.state, '', next);
}

let lastReturn: { href: string; params: ReturnParams } | null = null;

/** {@link readReturnParams} of the page URL, parsed once per URL (every button of the page asks on mount). */
function returnParams(): ReturnParams {
  const href = pageHref();
  if (lastReturn?.href !== href) lastReturn = { href, params: readReturnParams(href) };
  return lastReturn.params;
}

/**
 * The login return (§4): when the page URL has `addToFavourites={id}` and the item `key` matches, the user is
 * a real patient and the item's state is known, the item is added (unless it already is a favourite), then
 * the parameter leaves the URL (`history.replaceState`). Runs again whenever a matching item's state becomes
 * known, e.g. after a session change.
 */
function handleReturn(key: FavouriteKey): void {
  if (returnHandled) return;
  const { addToFavourites } = returnParams();
  if (addToFavourites === null) return;
  const item = parseKey(key);
  if (item.id !== addToFavourites) return;
  const state = current(key) ?? EMPTY;
  const pendingType = pendingTypeFor(addToFavourites);
  if (pendingType && pendingType !== item.type) return;
  const audience = currentAudience();
  if (audience !== 'patient' || !state.known || state.loading) return;
  returnHandled = true;
  if (!shouldAddOnReturn({ returnId: addToFavourites, item, audience, pendingType, ...state })) {
    clearReturnParam(); // already a favourite
    return;
  }
  void add(key).then((ok) => {
    if (ok) clearReturnParam();
  });
}

/** §7 "Notification read": once per page, when `notification_id` is in the URL and a CSRF token is present. */
function markNotificationOnce(): void {
  if (notificationHandled) return;
  notificationHandled = true;
  const { notificationId } = readReturnParams(pageHref());
  if (notificationId === null) return;
  markNotificationRead(notificationId).catch((err: unknown) => {
    logError(FAVOURITE_BUTTON_TAG, `could not mark notification ${notificationId} read`, err);
  });
}

// --- share ------------------------------------------------------------------------------------------------------

export type { ShareResult };

/**
 * The share icon (§7 share goal, §8 "Sharing", §9 'Ссылка скопирована'): sends the goal
 * `shareButton_{doctor|lpu}_{page kind}`, then the system share sheet (`navigator.share`); a user abort does
 * nothing, any other failure (or no share API) copies the link with a notice.
 */
export function shareFavourite(type: FavouriteType, url: string): Promise<ShareResult> {
  return shareLink({ tag: FAVOURITE_BUTTON_TAG, subject: type, url, copiedText: msg.linkCopied });
}

/** Tests only: forgets every item, registration and page-level flag. */
export function resetFavouritesStore(): void {
  stopSessionWatch?.();
  stopSessionWatch = null;
  registrations.clear();
  abortRequested();
  generation++;
  lastAudience = null;
  lastUuid = null;
  returnHandled = false;
  notificationHandled = false;
  identityChecked = false;
  deferred.clear();
  claims.clear();
  lastChange.clear();
  untold.clear();
  unwritten.clear();
  $favourites.set({});
  try {
    storage()?.removeItem(PENDING_LOGIN_KEY);
  } catch {
    // ignore
  }
}
