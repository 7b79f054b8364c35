/**
 * Town choice shared by `<pd-town-chooser>` and `<pd-town-search>` (portal-identity-reviews §2 "Town chooser popup",
 * §3 "Town suggestion", §5 town search, §7 "Towns", §9 "Town search minimum 3 characters, 5 suggestions").
 * Decision: docs/decisions/170-town-chooser-and-search.md.
 *
 * - `GET {town search url}?q={query}` → a JSON array of suggestions `{name, url, translit, value}`.
 * - `POST {town link or suggestion url}` as a form with `csrfmiddlewaretoken` (added by `request`) → `{url}`; the
 *   browser goes to `url` through `navigate` (same origin or config `allowedRedirectHosts` only: a foreign host in
 *   the reply is refused with a `[pd-widgets] navigation: …` console error and the page stays).
 */
import * as v from 'valibot';
import { allowedUrl, logError, navigate } from '../../core/dom';
import { isAbortError, request } from '../../core/http';

/** Town search starts at this many characters (§5, §9). */
export const TOWN_SEARCH_MIN_CHARS = 3;
/** At most this many suggestions are shown (§5, §9). */
export const TOWN_SUGGESTIONS_MAX = 5;

/** A town suggestion (§3 "Town suggestion"): `url` is where choosing it POSTs. */
export interface TownSuggestion {
  name: string;
  url: string;
  translit: string;
  value: string;
}

const suggestionSchema = v.object({
  name: v.string(),
  url: v.string(),
  translit: v.nullish(v.string()),
  value: v.nullish(v.union([v.string(), v.number()])),
});

/** The reply of the search: an array; items without a name or with an unsafe url are dropped. */
const suggestionsSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.flatMap((item): TownSuggestion[] => {
      const parsed = v.safeParse(suggestionSchema, item);
      if (!parsed.success) return [];
      const { name, url, translit, value } = parsed.output;
      const safe = allowedUrl(url);
      if (!name.trim() || !safe) return [];
      return [{ name: name.trim(), url: safe, translit: translit ?? '', value: String(value ?? '') }];
    }),
  ),
);

/** The reply of a town POST (§7 "the reply has url"). */
const choiceSchema = v.object({ url: v.string() });

/** Whether `query` is long enough to search (trimmed length ≥ {@link TOWN_SEARCH_MIN_CHARS}). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= TOWN_SEARCH_MIN_CHARS;
}

/**
 * `GET {searchUrl}?q={query}` (§7): at most {@link TOWN_SUGGESTIONS_MAX} suggestions, in the server's order.
 * Rejects with `ApiError` (`aborted` when `signal` aborts).
 */
export async function fetchTownSuggestions(
  searchUrl: string,
  query: string,
  signal?: AbortSignal,
): Promise<TownSuggestion[]> {
  const list = await request(searchUrl, suggestionsSchema, { query: { q: query.trim() }, signal });
  return list.slice(0, TOWN_SUGGESTIONS_MAX);
}

/** What {@link chooseTown} did: went to the url, refused a foreign/unsafe one, or the request failed. */
export type TownChoiceOutcome = 'navigated' | 'refused' | 'failed' | 'aborted';

/**
 * POSTs `townUrl` as a form (csrfmiddlewaretoken) and goes to the reply's `url` (§7). A foreign host or an unsafe
 * url — of the town link or of the reply — is refused (console error, no request, no navigation). Never throws; failures are logged under `tag`.
 */
export async function chooseTown(
  townUrl: string,
  tag: string,
  signal?: AbortSignal,
): Promise<TownChoiceOutcome> {
  // A town link from the server is POSTed to (with the CSRF token on the page's origin) only on the site (ADR 187).
  if (!allowedUrl(townUrl)) {
    logError(tag, `refused to choose the town "${townUrl}": not same-origin nor in allowedRedirectHosts`);
    return 'refused';
  }
  try {
    const reply = await request(townUrl, choiceSchema, { method: 'POST', form: {}, signal });
    return navigate(reply.url) ? 'navigated' : 'refused';
  } catch (err) {
    if (isAbortError(err)) return 'aborted';
    logError(tag, `choosing the town "${townUrl}" failed`, err);
    return 'failed';
  }
}
