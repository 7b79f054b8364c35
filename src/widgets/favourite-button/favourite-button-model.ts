/**
 * Pure rules of `<pd-favourite-button>` (portal-identity-reviews §3 "Favourite item", §4 "Favourite button", §5
 * "Favourite button needs a type of doctors or lpu, an id above 0, and a url", §6 roles, §7 share goal; CONTRACT
 * `<pd-favourite-button>`, "Login page for the anonymous favourite prompt"). No DOM, no globals: URLs and the
 * session come in as arguments.
 */
import { isFavouriteId, isFavouriteType, type FavouriteType } from './favourites-api';

/** The tag. */
export const FAVOURITE_BUTTON_TAG = 'pd-favourite-button';
/** DOM event: `{type, id, inFavourites}` after the item was added or removed (CONTRACT). */
export const FAVOURITE_CHANGE_EVENT = 'favourite:change';
/** Query parameter the login page returns with: the id of the item to add (§2 "Login page"; CONTRACT). */
export const ADD_TO_FAVOURITES_PARAM = 'addToFavourites';
/**
 * Query parameter carrying the id of a notification to mark read (§7 "Notification read … when the
 * notification-id query parameter exists"; docs/decisions/101). The spec's own spelling
 * ({@link NOTIFICATION_ID_PARAM_SPEC}) is read too (issue 20 item 21); this one wins when both are present.
 */
export const NOTIFICATION_ID_PARAM = 'notification_id';
/** The spec's spelling of {@link NOTIFICATION_ID_PARAM} (§7 "the notification-id query parameter"). */
export const NOTIFICATION_ID_PARAM_SPEC = 'notification-id';
/** Size of the button, px (§9 "Favourite button 32 by 32 px, or 72 wide with the share icon"). */
export const BUTTON_SIZE = 32;
export const BUTTON_WITH_SHARE_WIDTH = 72;

/** `detail` of {@link FAVOURITE_CHANGE_EVENT}. */
export interface FavouriteChangeDetail {
  type: FavouriteType;
  id: number;
  inFavourites: boolean;
}

/** The attributes as the element gives them (any of them may be missing or malformed). */
export interface FavouriteButtonInputs {
  type?: string | null;
  itemId?: number | null;
  url?: string | null;
  share?: boolean;
}

/** Valid inputs. */
export interface FavouriteItem {
  type: FavouriteType;
  id: number;
  /** The item's page as given (relative or absolute). */
  url: string;
  share: boolean;
}

/** Either a valid item or the console messages explaining what is wrong (§5; ARCHITECTURE §10). */
export type ResolvedInputs = { item: FavouriteItem; problems: [] } | { item: null; problems: string[] };

/**
 * Validates the attributes (§5). Every problem gets its own message naming the attribute and the fix; with
 * any problem the element renders nothing.
 */
export function resolveInputs(inputs: FavouriteButtonInputs): ResolvedInputs {
  const problems: string[] = [];
  const { type, itemId, url } = inputs;
  if (!isFavouriteType(type)) {
    problems.push(
      `attribute "type" must be "doctors" or "lpu", got ${type == null ? 'nothing' : `"${type}"`}`,
    );
  }
  if (!isFavouriteId(itemId)) {
    problems.push(
      `attribute "item-id" must be an integer above 0, got ${itemId == null ? 'nothing' : `"${String(itemId)}"`}`,
    );
  }
  const trimmed = typeof url === 'string' ? url.trim() : '';
  if (!trimmed) problems.push('attribute "url" is required: the page of the item (used to share it)');
  if (problems.length) return { item: null, problems };
  return {
    item: { type: type as FavouriteType, id: itemId as number, url: trimmed, share: inputs.share === true },
    problems: [],
  };
}

/** The user flags the rules need (a subset of the config `user`). */
export interface SessionFlags {
  isAnonymous: boolean;
  isRealPatient: boolean;
}

/**
 * How the button behaves for this session (§5, §6): `patient` (real patient: state, add, remove), `anonymous`
 * (a click opens the login prompt), `hidden` (any other logged-in kind: no button at all).
 */
export type Audience = 'patient' | 'anonymous' | 'hidden';

/** §5 "Favourites are offered only to real patients or anonymous users". */
export function audienceOf(session: SessionFlags): Audience {
  if (session.isRealPatient) return 'patient';
  if (session.isAnonymous) return 'anonymous';
  return 'hidden';
}

/** The store key of an item: `doctors:1001`. */
export type FavouriteKey = `${FavouriteType}:${number}`;

export function favouriteKey(type: FavouriteType, id: number): FavouriteKey {
  return `${type}:${id}`;
}

/** A positive integer from a query value (`'12'` → 12); anything else → `null`. */
function positiveIntParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 ? n : null;
}

/** What the page URL asks the favourites code to do (§2 "Login page", §4 return, §7 notification read). */
export interface ReturnParams {
  /** `addToFavourites={id}`: the item to add after the login return. */
  addToFavourites: number | null;
  /** `notification_id={id}` or `notification-id={id}`: the notification to mark read. */
  notificationId: number | null;
}

/** Reads {@link ReturnParams} from a page URL; malformed values are `null`. */
export function readReturnParams(href: string): ReturnParams {
  let params: URLSearchParams;
  try {
    params = new URL(href, 'http://localhost/').searchParams;
  } catch {
    return { addToFavourites: null, notificationId: null };
  }
  return {
    addToFavourites: positiveIntParam(params.get(ADD_TO_FAVOURITES_PARAM)),
    notificationId: positiveIntParam(
      params.get(NOTIFICATION_ID_PARAM) ?? params.get(NOTIFICATION_ID_PARAM_SPEC),
    ),
  };
}

/**
 * The login address for an anonymous click (§4; CONTRACT "Login page …"):
 * `{loginUrl}?next={url-encoded page URL with addToFavourites={id}}`. An `addToFavourites` already in the page
 * URL is replaced; the hash is kept; other query parameters of `loginUrl` are kept.
 *
 * @param loginUrl config `loginUrl` (default `/login/`), relative or absolute.
 * @param pageHref the current page URL (absolute).
 */
export function loginUrlFor(loginUrl: string, pageHref: string, id: number): string {
  const page = new URL(pageHref);
  page.searchParams.set(ADD_TO_FAVOURITES_PARAM, String(id));
  const hashAt = loginUrl.indexOf('#');
  const base = hashAt >= 0 ? loginUrl.slice(0, hashAt) : loginUrl;
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}next=${encodeURIComponent(page.href)}`;
}

/**
 * The page URL without the query parameter `name` (for `history.replaceState` after the return was handled), as
 * path + query + hash of the same page. `null` when the URL does not carry the parameter.
 */
export function urlWithoutParam(href: string, name: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(name)) return null;
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether the return from the login page adds this item now (§4 "On return the item is added automatically if
 * the user is logged in, the item is not yet a favourite, and the id matches").
 *
 * @param pendingType the type remembered when the login was started on this page, if any: it tells a doctor
 *   from a clinic with the same id (docs/decisions/101).
 */
export function shouldAddOnReturn(opts: {
  returnId: number | null;
  item: { type: FavouriteType; id: number };
  audience: Audience;
  known: boolean;
  inFavourites: boolean;
  pendingType?: FavouriteType | null;
}): boolean {
  const { returnId, item, audience, known, inFavourites, pendingType } = opts;
  if (returnId === null || returnId !== item.id) return false;
  if (pendingType && pendingType !== item.type) return false;
  return audience === 'patient' && known && !inFavourites;
}

/**
 * The share rules (§7 share goal `shareButton_{doctor|lpu}_{page kind}`, §8 "Sharing") are shared with
 * `<pd-share-button>`: src/shared/page-kind/share.ts.
 */
export { shareFailureAction, shareGoal, shareUrl } from '../../shared/page-kind';
