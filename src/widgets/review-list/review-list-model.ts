/**
 * The rules of `<pd-review-list>` as pure functions (portal-identity-reviews §2 "Reviews page", §3 "Review filter
 * option", §4 "Reviews list", §9 "Reviews preloaded and added per load: 20 on mobile, 10 on desktop, overridable by a
 * page attribute"; docs/reviews-html.md). No DOM access beyond what the arguments carry. Decisions:
 * docs/decisions/133-review-list-node-cache-and-paging.md, 134-review-list-filter-ui.md, 135-review-list-errors-and-scroll.md.
 */
import { allowedUrl, safeUrl } from '../../core/dom';
import { readJsonScriptValue } from '../../shared/json-script';

/** The tag. */
export const REVIEW_LIST_TAG = 'pd-review-list';

/** The filter values of §2 "Reviews page", in the order of the filter bar. */
export const REVIEW_LIST_TYPES = [
  'all',
  'positive',
  'neutral',
  'negative',
  'resolved',
  'unconfirmed',
  'deleted',
] as const;

/** One filter value (§2: all, positive, neutral, negative, resolved, unconfirmed, deleted). */
export type ReviewListType = (typeof REVIEW_LIST_TYPES)[number];

/** The type when nothing (valid) is asked for. */
export const DEFAULT_REVIEW_TYPE: ReviewListType = 'all';

/** Reviews per load on mobile (§9). */
export const MOBILE_BATCH = 20;
/** Reviews per load on desktop (§9). */
export const DESKTOP_BATCH = 10;
/** The largest page the widget asks for (the reference API accepts `page_size` 1–100). */
export const MAX_PAGE_SIZE = 100;

/** The page query parameter of the filter (§2). */
export const TYPE_PARAM = 'type';
/** The page query parameter naming a review to scroll to (§2). */
export const RATE_ID_PARAM = 'rate_id';
/** The placeholder of the redirect template (§2: "$0 is replaced by the type"). */
export const REDIRECT_PLACEHOLDER = '$0';

/** `raw` as a filter value, or `null` when it is not one of {@link REVIEW_LIST_TYPES}. */
export function parseType(raw: string | null | undefined): ReviewListType | null {
  return typeof raw === 'string' && (REVIEW_LIST_TYPES as readonly string[]).includes(raw)
    ? (raw as ReviewListType)
    : null;
}

/** The initial type from the page query `?type=` (§2: any other value is ignored → `all`). */
export function initialType(search: string): ReviewListType {
  return parseType(new URLSearchParams(search).get(TYPE_PARAM)) ?? DEFAULT_REVIEW_TYPE;
}

/** The page query with `type` written back (§4 "The filter is written back to the query parameter type"). */
export function searchWithType(search: string, type: ReviewListType): string {
  const params = new URLSearchParams(search);
  params.set(TYPE_PARAM, type);
  return `?${params.toString()}`;
}

/** One option of the filter (§3 "Review filter option"). */
export interface FilterOption {
  value: ReviewListType;
  title: string;
  /** How many reviews of this type (≥ 0). */
  amount: number;
  disabled: boolean;
}

/** What {@link parseFilters} and {@link parseBranches} return: the usable items and what was wrong. */
export interface Parsed<T> {
  items: T[];
  problems: string[];
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The `filters` input (`[{value, title, amount, disabled}]`) → options in the given order. An item with an unknown
 * `value` (§2), a repeated value or a missing title is dropped with a problem; a missing/invalid `amount` counts as 0;
 * `disabled` is `true` only when the server says so. Not an array → no options.
 */
export function parseFilters(input: unknown): Parsed<FilterOption> {
  if (input === undefined || input === null) return { items: [], problems: [] };
  if (!Array.isArray(input))
    return { items: [], problems: ['"filters" must be a JSON array of options; no filter is shown'] };
  const items: FilterOption[] = [];
  const problems: string[] = [];
  input.forEach((raw, i) => {
    if (!isRecord(raw)) {
      problems.push(`filter option #${i + 1} is not an object; it is dropped`);
      return;
    }
    const value = parseType(typeof raw.value === 'string' ? raw.value : null);
    if (!value) {
      problems.push(
        `filter option #${i + 1} has an unknown value ${JSON.stringify(raw.value)}; it is dropped`,
      );
      return;
    }
    if (items.some((o) => o.value === value)) {
      problems.push(`filter option "${value}" is repeated; the repeat is dropped`);
      return;
    }
    const title = typeof raw.title === 'string' ? raw.title.trim() : '';
    if (!title) {
      problems.push(`filter option "${value}" has no title; it is dropped`);
      return;
    }
    const amount =
      typeof raw.amount === 'number' && Number.isFinite(raw.amount) && raw.amount >= 0
        ? Math.floor(raw.amount)
        : 0;
    items.push({ value, title, amount, disabled: raw.disabled === true });
  });
  return { items, problems };
}

/** One clinic branch (docs/reviews-html.md `branches`: `{name, address, link, current?}`). */
export interface Branch {
  name: string;
  address: string;
  /** A safe (http(s) or relative) URL. */
  link: string;
  current: boolean;
}

/** The `branches` input → branches with a name and a safe link; others dropped with a problem. */
export function parseBranches(input: unknown): Parsed<Branch> {
  if (input === undefined || input === null) return { items: [], problems: [] };
  if (!Array.isArray(input))
    return { items: [], problems: ['"branches" must be a JSON array; no branch choice is shown'] };
  const items: Branch[] = [];
  const problems: string[] = [];
  input.forEach((raw, i) => {
    const name = isRecord(raw) && typeof raw.name === 'string' ? raw.name.trim() : '';
    const link = isRecord(raw) && typeof raw.link === 'string' ? allowedUrl(raw.link) : null;
    if (!isRecord(raw) || !name || !link) {
      problems.push(
        `branch #${i + 1} needs a "name" and an http(s) or relative "link" of this site or an allowedRedirectHosts host; it is dropped`,
      );
      return;
    }
    const address = typeof raw.address === 'string' ? raw.address.trim() : '';
    items.push({ name, address, link, current: raw.current === true });
  });
  return { items, problems };
}

/** Whether the branch choice is offered (§2 "With several clinic branches"). */
export const hasBranchChoice = (branches: readonly Branch[]): boolean => branches.length >= 2;

/**
 * Reviews per load (§9): `page-size` when it is a positive integer (at most {@link MAX_PAGE_SIZE}), else 10 on
 * desktop and 20 on mobile.
 */
export function batchSize(isDesktop: boolean, pageSize: number | undefined): number {
  if (typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize >= 1)
    return Math.min(pageSize, MAX_PAGE_SIZE);
  return isDesktop ? DESKTOP_BATCH : MOBILE_BATCH;
}

/** The problem with a `page-size` value, if any. */
export function pageSizeProblem(pageSize: number | undefined): string | null {
  if (pageSize === undefined) return null;
  return Number.isInteger(pageSize) && pageSize >= 1
    ? null
    : `attribute "page-size" must be a positive integer, got ${pageSize}; using 20 on mobile and 10 on desktop`;
}

/** The redirect URL of a filter click: every `$0` of `template` replaced by the type (§2). */
export function redirectUrl(template: string, type: ReviewListType): string {
  return template.split(REDIRECT_PLACEHOLDER).join(encodeURIComponent(type));
}

/** A request of one page: `page` (1-based) of `pageSize` items; the first `skip` items of it are already loaded. */
export interface PageRequest {
  page: number;
  pageSize: number;
  skip: number;
}

/**
 * Which server page brings the `count` items that start at server position `offset` (0-based), when the server
 * pages by any `page_size` (docs/decisions/133): an exact page when a size between `count` and `2 × count` divides
 * `offset` (no item fetched twice; extras go to the cache); else, when `offset ≤ count`, page 1 up to the wanted end
 * (one request, at most `count` items fetched again); else the page of size `count` that contains `offset` (its
 * first `skip` items are already loaded; the next call is then aligned).
 */
export function pageRequest(offset: number, count: number): PageRequest {
  const want = Math.min(Math.max(1, Math.floor(count)), MAX_PAGE_SIZE);
  const at = Math.max(0, Math.floor(offset));
  if (at === 0) return { page: 1, pageSize: want, skip: 0 };
  const limit = Math.min(2 * want, MAX_PAGE_SIZE);
  for (let size = want; size <= limit; size += 1) {
    if (at % size === 0) return { page: at / size + 1, pageSize: size, skip: 0 };
  }
  // One request with a small overlap: page 1 covering everything up to the wanted end.
  if (at <= want && at + want <= MAX_PAGE_SIZE) return { page: 1, pageSize: at + want, skip: at };
  const page = Math.floor(at / want) + 1;
  return { page, pageSize: want, skip: at - (page - 1) * want };
}

/** The colour group of a filter (§2 "positive green, neutral warning, negative red, the rest grey"). */
export type FilterTone = 'success' | 'warning' | 'error' | 'neutral';

/** {@link FilterTone} of a type. */
export function filterTone(type: ReviewListType): FilterTone {
  return type === 'positive'
    ? 'success'
    : type === 'neutral'
      ? 'warning'
      : type === 'negative'
        ? 'error'
        : 'neutral';
}

/** The review a page address points to (§2): `?rate_id=N` first, else `#rate-N`. */
export type RateTarget = { by: 'rate-id'; id: string } | { by: 'hash'; id: string };

/** {@link RateTarget} of `search` and `hash`, or `null` when neither names a review. */
export function rateTarget(search: string, hash: string): RateTarget | null {
  const id = new URLSearchParams(search).get(RATE_ID_PARAM);
  if (id && /^\d+$/.test(id)) return { by: 'rate-id', id };
  const match = /^#rate-(\d+)$/.exec(hash);
  return match ? { by: 'hash', id: match[1]! } : null;
}

/** The CSS selector of a {@link RateTarget} among the cards. */
export function rateSelector(target: RateTarget): string {
  return target.by === 'rate-id' ? `[data-review-id="${target.id}"]` : `#rate-${target.id}`;
}

/** The selector of a review card (docs/reviews-html.md). */
export const CARD_SELECTOR = '[data-pd-review]';

/** The value of a `json_script` element (`<script type="application/json" id="…">`), or a problem. */
export function readJsonSource(
  doc: Document,
  attribute: string,
  id: string,
): { value: unknown; problem: string | null } {
  const read = readJsonScriptValue(id, doc);
  return read.problem ? { value: undefined, problem: `attribute "${attribute}": ${read.problem}` } : read;
}

/** The problem with an `ajax-url`, if any: it must be a same-origin http(s) URL or a path. */
export function ajaxUrlProblem(url: string | undefined, pageHref: string): string | null {
  if (url === undefined || url.trim() === '')
    return 'attribute "ajax-url" is missing; only the cards on the page are shown';
  const safe = safeUrl(url);
  let sameOrigin = false;
  try {
    sameOrigin = safe !== null && new URL(safe, pageHref).origin === new URL(pageHref).origin;
  } catch {
    sameOrigin = false;
  }
  return sameOrigin
    ? null
    : `attribute "ajax-url" must be a same-origin path, got "${url}"; no reviews are requested`;
}
