/**
 * Pure rules of `<pd-review-award-banner>` (portal-identity-reviews §1: 'Получите N {currency} за отзыв' with
 * 'Оставить отзыв' and 'Подробнее', the latter opening a PDF document). No DOM. Decision:
 * docs/decisions/145-review-award-banner.md.
 */
import { allowedUrl } from '../../core/dom';
import { format } from '../../core/i18n';
import { reviewAwardBannerMessages as msg } from './messages';

/** The tag. */
export const REVIEW_AWARD_BANNER_TAG = 'pd-review-award-banner';

/** The attributes as the element gives them (camelCase). */
export interface ReviewAwardBannerInputs {
  /**
   * The award, in units of `currency`; a number > 0 (required). A numeric string is accepted too: React 19 sets a
   * custom element's props as DOM properties, so `<pd-review-award-banner amount="500">` in JSX gives '500'.
   */
  amount?: number | string | null;
  /** Currency sign or word after the amount; default '₽'. */
  currency?: string | null;
  /** The review form ('Оставить отзыв'), http(s) or relative. */
  reviewUrl?: string | null;
  /** The rules PDF ('Подробнее', opened in a new tab), http(s) or relative. */
  detailsUrl?: string | null;
}

/** What the banner draws; `null` = nothing (a bad `amount`). */
export interface ReviewAwardBannerView {
  /** 'Получите 500 ₽ за отзыв'. */
  title: string;
  /** 'Оставить отзыв' target; `null` = no such link. */
  reviewHref: string | null;
  /** 'Подробнее' target (the PDF); `null` = no such link. */
  detailsHref: string | null;
}

const amountFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** `1500` → '1 500', `99.5` → '99,5' (Russian grouping with no-break spaces). */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount).replace(/\s/g, '\u00a0');
}

function url(name: string, value: string | null | undefined, problems: string[]): string | null {
  if (value == null || value.trim() === '') return null;
  const safe = allowedUrl(value);
  if (!safe)
    problems.push(
      `attribute "${name}" must be an http(s) or relative URL of this site or an allowedRedirectHosts host, got "${value}"; the link is not shown`,
    );
  return safe;
}

/**
 * The banner for the inputs. `amount` must be a finite number > 0, else the view is `null` (nothing rendered) and
 * a problem says why. `currency` blank → '₽'. A missing URL leaves its link out silently; an unsafe one
 * (`javascript:` …) leaves it out with a problem. Problems are logged as `[pd-widgets] pd-review-award-banner: …`.
 */
export function reviewAwardBannerView(inputs: ReviewAwardBannerInputs): {
  view: ReviewAwardBannerView | null;
  problems: string[];
} {
  const problems: string[] = [];
  const raw = inputs.amount;
  const amount =
    typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : typeof raw === 'number' ? raw : NaN;
  if (!Number.isFinite(amount) || amount <= 0) {
    problems.push(
      raw == null || raw === ''
        ? 'attribute "amount" is required (a number > 0); nothing is shown'
        : `attribute "amount" must be a number > 0, got "${String(raw)}"; nothing is shown`,
    );
    return { view: null, problems };
  }
  const currency = inputs.currency?.trim() || msg.defaultCurrency;
  const reviewHref = url('review-url', inputs.reviewUrl, problems);
  const detailsHref = url('details-url', inputs.detailsUrl, problems);
  const amountText = formatAmount(amount);
  // The amount and its currency never break apart ('500 ₽').
  const title = format(msg.title, { amount: amountText, currency }).replace(
    `${amountText} ${currency}`,
    `${amountText}\u00a0${currency}`,
  );
  return {
    view: {
      title,
      reviewHref,
      detailsHref,
    },
    problems,
  };
}
