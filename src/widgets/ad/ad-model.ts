/**
 * Pure rules of `<pd-ad>` (portal-identity-reviews §3 "Ad element data", §4 "Ads", §7 "Tracking" view_banner,
 * view_status and the ad event, §8 "Tracking failures are silent", §9 "Ad visible dwell 2000 ms"). No DOM: the
 * attributes, the intersection ratio and the timers come in as arguments. Decisions: docs/decisions/156, 157.
 */

/** The tag. */
export const AD_TAG = 'pd-ad';
/** How long an ad must stay visible, without a break, before its impression is reported (§9), ms. */
export const AD_DWELL_MS = 2000;
/** The visible share of a normal ad that counts: all of it (§4 "fully visible"). */
export const FULL_THRESHOLD = 1;
/** The visible share of a demo ad that counts (§4 "Demo ads are reported at 50% visible"). */
export const DEMO_THRESHOLD = 0.5;
/**
 * Rounding slack for the intersection ratio: a fully visible element at a fractional position may report 0.9999.
 * Far below one pixel of any real ad.
 */
export const RATIO_EPSILON = 0.001;
/** `POST` impression endpoint (§7). */
export const VIEW_BANNER_PATH = '/ajax/view_banner/';
/** `POST` status endpoint (§7). */
export const VIEW_STATUS_PATH = '/ajax/view_status/';

/** One ad (§3 "Ad element data": campaign, type, key, redisId, demo flag). */
export interface AdData {
  /** The campaign id (`c` of view_banner, the `{campaign}` of the event URL). Required. */
  campaign: string;
  /** The banner type (`btype` of view_banner, `banner_type` of the event URL). Required. */
  type: string;
  /** The status key (`key` of view_status); absent = no view_status calls. */
  key: string | null;
  /** The server's redis id (`redis_id` of both calls); absent = sent empty. */
  redisId: string;
  /** A demo ad: reported at 50% visible with `p=50`. */
  demo: boolean;
}

/** The attributes as `<pd-ad>` receives them. */
export interface AdInput {
  campaign?: string | null;
  type?: string | null;
  adKey?: string | null;
  redisId?: string | null;
  demo?: boolean | null;
}

/** The ad of `input`, or `null` with the problems to log when a required attribute is missing. */
export function readAd(input: AdInput): { ad: AdData | null; problems: string[] } {
  const campaign = input.campaign?.trim() ?? '';
  const type = input.type?.trim() ?? '';
  const problems: string[] = [];
  if (!campaign) problems.push('attribute "campaign" is required; the ad is not tracked and opens nothing');
  if (!type) problems.push('attribute "type" is required; the ad is not tracked and opens nothing');
  if (problems.length) return { ad: null, problems };
  return {
    ad: {
      campaign,
      type,
      key: input.adKey?.trim() || null,
      redisId: input.redisId?.trim() ?? '',
      demo: input.demo === true,
    },
    problems,
  };
}

/** The share of the ad that must be visible (IntersectionObserver threshold): 1, or 0.5 for a demo ad. */
export function visibilityThreshold(ad: Pick<AdData, 'demo'>): number {
  return ad.demo ? DEMO_THRESHOLD : FULL_THRESHOLD;
}

/** Whether an intersection counts as "visible" for the ad (§4): intersecting at its threshold. */
export function isVisibleEnough(ad: Pick<AdData, 'demo'>, isIntersecting: boolean, ratio: number): boolean {
  return isIntersecting && ratio >= visibilityThreshold(ad) - RATIO_EPSILON;
}

/**
 * The view_banner form (§7): `p` (percent visible: 100, or 50 for a demo ad), `c` campaign, `btype`, `redis_id`.
 * `csrfmiddlewaretoken` is added by `request()` of src/core/http for every form body.
 */
export function viewBannerForm(ad: AdData): Record<string, string> {
  return { p: ad.demo ? '50' : '100', c: ad.campaign, btype: ad.type, redis_id: ad.redisId };
}

/** Which view_status report: `js` = the script enhanced the ad, `visible` = the impression was counted. */
export type AdStatusFlag = 'js' | 'visible';

/**
 * The view_status form (§7): `key`, `redis_id` and the flag set to `1` (`js=1` or `visible=1`); `null` when the ad
 * has no key. CSRF as for {@link viewBannerForm}.
 */
export function viewStatusForm(ad: AdData, flag: AdStatusFlag): Record<string, string> | null {
  if (!ad.key) return null;
  return { key: ad.key, redis_id: ad.redisId, [flag]: '1' };
}

/** The ad event path with its query (§7 `GET /ad/event/c/{campaign}/?banner_type={type}`), before the API base. */
export function adEventPath(ad: Pick<AdData, 'campaign' | 'type'>): {
  path: string;
  query: { banner_type: string };
} {
  return { path: `/ad/event/c/${encodeURIComponent(ad.campaign)}/`, query: { banner_type: ad.type } };
}

/** A click opens the ad (§4 "A click without selected text"): only when no text is selected. */
export function clickOpensAd(selectedText: string | null | undefined): boolean {
  return !selectedText;
}

/** Timer functions (the real ones by default; tests pass fakes or use fake timers). */
export interface DwellTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: DwellTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The dwell of one ad: see {@link createDwell}. */
export interface Dwell {
  /** The ad is visible enough on a visible page (`true`), or not. Repeated values change nothing. */
  update(visible: boolean): void;
  /** Stops for good (no report after this). */
  stop(): void;
  /** The impression was reported. */
  readonly done: boolean;
}

/**
 * The §4/§9 dwell: `onDone` runs ONCE, after the ad has been visible for `ms` without a break. Becoming invisible
 * before that cancels the count; becoming visible again starts it from zero.
 */
export function createDwell(onDone: () => void, ms = AD_DWELL_MS, timers: DwellTimers = realTimers): Dwell {
  let handle: unknown = null;
  let done = false;
  let stopped = false;
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return {
    update(visible) {
      if (done || stopped) return;
      if (!visible) return cancel();
      if (handle !== null) return;
      handle = timers.set(() => {
        handle = null;
        if (done || stopped) return;
        done = true;
        onDone();
      }, ms);
    },
    stop() {
      stopped = true;
      cancel();
    },
    get done() {
      return done;
    },
  };
}
