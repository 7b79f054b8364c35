/**
 * The reviews list ajax (portal-identity-reviews §7 "Reviews list: GET the reviews ajax URL (from a page attribute)
 * with query page and ratetype; the reply has template (HTML) and next_page_number"; docs/reviews-html.md "The
 * reviews ajax reply"). The reply is checked with valibot; the HTML is NOT trusted here: the store sanitises it
 * (src/shared/sanitize) before it touches the DOM.
 */
import * as v from 'valibot';
import { request } from '../../core/http';
import type { ReviewListType } from './review-list-model';

/** One page as the server sends it: card HTML and the next page number (`null` on the last page). */
export interface ReviewsPageReply {
  template: string;
  nextPageNumber: number | null;
}

/** `{template, next_page_number}`; a missing `next_page_number` counts as the last page. */
export const reviewsPageSchema = v.pipe(
  v.object({
    template: v.string(),
    next_page_number: v.nullish(
      v.pipe(
        v.number(),
        v.check((n) => Number.isInteger(n) && n >= 1, 'next_page_number must be a positive integer'),
      ),
    ),
  }),
  v.transform((r): ReviewsPageReply => ({
    template: r.template,
    nextPageNumber: r.next_page_number ?? null,
  })),
);

/** What {@link fetchReviewsPage} asks for. */
export interface ReviewsPageQuery {
  page: number;
  type: ReviewListType;
  pageSize: number;
}

/**
 * `GET {ajaxUrl}?page={page}&ratetype={type}&page_size={pageSize}`. Rejects with an `ApiError` (offline, timeout,
 * http, server, parse, aborted) like every call of the fetch client.
 */
export function fetchReviewsPage(
  ajaxUrl: string,
  query: ReviewsPageQuery,
  signal?: AbortSignal,
): Promise<ReviewsPageReply> {
  return request(ajaxUrl, reviewsPageSchema, {
    query: { page: query.page, ratetype: query.type, page_size: query.pageSize },
    signal,
  });
}
