/**
 * Pure rules of `<pd-review-reward>` (portal-identity-reviews §2 "Review-reward info popup", §3 "Review-reward
 * payload", §9). No DOM: the opener's attribute text comes in as a string. Decision:
 * docs/decisions/144-review-reward-popup.md.
 */
import { allowedUrl } from '../../core/dom';

/** The tag. */
export const REVIEW_REWARD_TAG = 'pd-review-reward';
/** Any element carrying this attribute opens the popup; its value is the JSON {@link ReviewRewardPayload}. */
export const REVIEW_REWARD_ATTRIBUTE = 'data-pd-review-reward';
/** The popup's width, px (§9 "review-reward popup 360 wide"). */
export const REVIEW_REWARD_WIDTH = 360;
/** The popup's maximum height, px (§9 "with max height 500"); the body scrolls inside it. */
export const REVIEW_REWARD_MAX_HEIGHT = 500;
/** The discount for an honest review, roubles (§9 "Review reward discount 300 ₽"). */
export const REVIEW_REWARD_DISCOUNT_RUB = 300;

/** A clinic of the payload's `lpuList` (§3 "Review-reward payload"), URLs checked. */
export interface RewardClinic {
  name: string;
  /** '' when not given. */
  address: string;
  /** The clinic's review form. */
  reviewUrl: string;
  /** The doctor's page at that clinic; kept for the API, not drawn (§2 names no use for it). `null` = absent. */
  doctorPrsLandingUrl: string | null;
}

/**
 * The opener's JSON (§3 "Review-reward payload": doctorReviewUrl, lpuReviewUrl, lpuList of {name, address,
 * reviewUrl, doctorPrsLandingUrl}), after validation: every URL passed {@link allowedUrl}; `null` = absent or unusable.
 */
export interface ReviewRewardPayload {
  doctorReviewUrl: string | null;
  lpuReviewUrl: string | null;
  /** The usable clinics (a name and a safe review URL), in the payload's order. */
  lpuList: RewardClinic[];
}

/** What the popup shows: the doctor link, and either one clinic link or a list of clinics. */
export interface ReviewRewardView {
  /** 'Оставить отзыв о враче' target, or `null`. */
  doctorHref: string | null;
  /** 'Оставить отзыв о клинике' target, or `null` (always `null` when {@link clinics} is not empty). */
  clinicHref: string | null;
  /** The clinic list (name, address, link to its review form); empty = no list. */
  clinics: RewardClinic[];
}

/** The result of reading an opener: the view to open (or `null`: nothing opens) and the problems to log. */
export interface ReviewRewardRead {
  view: ReviewRewardView | null;
  problems: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A URL field: absent (`undefined`, `null`, '') → `null` silently; anything else must pass {@link allowedUrl}: http(s)
 * or relative, on the page's or the site's origin or an `allowedRedirectHosts` host (ADR 187).
 */
function urlField(value: unknown, name: string, problems: string[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  const safe = typeof value === 'string' ? allowedUrl(value) : null;
  if (!safe)
    problems.push(
      `${name} must be an http(s) or relative URL of this site or an allowedRedirectHosts host, got ${JSON.stringify(value)}; it is ignored`,
    );
  return safe;
}

function clinic(value: unknown, index: number, problems: string[]): RewardClinic | null {
  const where = `lpuList[${index}]`;
  if (!isRecord(value)) {
    problems.push(`${where} must be an object; it is ignored`);
    return null;
  }
  const name = text(value.name);
  const reviewUrl = urlField(value.reviewUrl, `${where}.reviewUrl`, problems);
  if (!name || !reviewUrl) {
    if (!name) problems.push(`${where} has no name; it is ignored`);
    else if (value.reviewUrl == null || value.reviewUrl === '')
      problems.push(`${where} has no reviewUrl; it is ignored`);
    return null;
  }
  return {
    name,
    address: text(value.address),
    reviewUrl,
    doctorPrsLandingUrl: urlField(value.doctorPrsLandingUrl, `${where}.doctorPrsLandingUrl`, problems),
  };
}

/**
 * Parses an opener's attribute value into the checked payload. Never throws: invalid JSON or a non-object gives
 * `payload: null`; a bad field is dropped with a problem (an unsafe URL, a clinic without a name or review URL).
 */
export function parseRewardPayload(raw: string | null | undefined): {
  payload: ReviewRewardPayload | null;
  problems: string[];
} {
  const problems: string[] = [];
  if (raw == null || raw.trim() === '') {
    return {
      payload: null,
      problems: [`${REVIEW_REWARD_ATTRIBUTE} is empty: it must hold the JSON payload`],
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (err) {
    return {
      payload: null,
      problems: [`${REVIEW_REWARD_ATTRIBUTE} is not valid JSON (${(err as Error).message})`],
    };
  }
  if (!isRecord(data)) {
    return { payload: null, problems: [`${REVIEW_REWARD_ATTRIBUTE} must be a JSON object`] };
  }
  const list = data.lpuList;
  if (list !== undefined && list !== null && !Array.isArray(list))
    problems.push('lpuList must be an array; it is ignored');
  const lpuList = Array.isArray(list)
    ? list.map((item, i) => clinic(item, i, problems)).filter((c): c is RewardClinic => c !== null)
    : [];
  return {
    payload: {
      doctorReviewUrl: urlField(data.doctorReviewUrl, 'doctorReviewUrl', problems),
      lpuReviewUrl: urlField(data.lpuReviewUrl, 'lpuReviewUrl', problems),
      lpuList,
    },
    problems,
  };
}

/**
 * Which links the popup shows (§2 "links to review the doctor or the clinic, or a list of clinics"): the doctor
 * link when `doctorReviewUrl` is usable; the clinic list when `lpuList` has a usable clinic, else the single clinic
 * link from `lpuReviewUrl`. `null` when nothing is left to link to (the popup does not open).
 */
export function rewardView(payload: ReviewRewardPayload): ReviewRewardView | null {
  const clinics = payload.lpuList;
  const view: ReviewRewardView = {
    doctorHref: payload.doctorReviewUrl,
    clinicHref: clinics.length ? null : payload.lpuReviewUrl,
    clinics,
  };
  return view.doctorHref || view.clinicHref || view.clinics.length ? view : null;
}

/**
 * An opener's attribute → the view to open, or `null` with the reason among the problems (logged as
 * `[pd-widgets] pd-review-reward: …`; nothing opens).
 */
export function readReward(raw: string | null | undefined): ReviewRewardRead {
  const { payload, problems } = parseRewardPayload(raw);
  if (!payload) return { view: null, problems: [...problems.map((p) => `${p}; nothing opens`)] };
  const view = rewardView(payload);
  if (!view)
    problems.push('the payload has no usable link (doctorReviewUrl, lpuReviewUrl or lpuList); nothing opens');
  return { view, problems };
}
