/**
 * `<pd-review-list>` (docs/reviews-html.md; portal-identity-reviews §2 "Reviews page", §3 "Review filter option", §4
 * "Reviews list", §7 "Reviews list", §8, §9). Importing this module defines the tag. Decisions: docs/decisions/132–135.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ReviewList, type ReviewListProps } from './ReviewList';
import { reviewListWidgetStyles } from './ReviewList.styles';
import { REVIEW_LIST_TAG } from './review-list-model';

export { ReviewList, REVIEW_LIST_FILTER_EVENT, type ReviewListProps } from './ReviewList';
export { reviewListWidgetStyles } from './ReviewList.styles';
export { reviewListMessages } from './messages';
export {
  DESKTOP_BATCH,
  MOBILE_BATCH,
  REVIEW_LIST_TAG,
  REVIEW_LIST_TYPES,
  type Branch,
  type FilterOption,
  type ReviewListType,
} from './review-list-model';
export type { ReviewListFilterDetail } from './review-list-store';

const props: Record<keyof ReviewListProps & string, WidgetProp> = {
  ajaxUrl: {
    type: 'string',
    doc: 'The reviews ajax URL (same-origin path), called `GET {ajax-url}?page={n}&ratetype={type}&page_size={k}`; the reply is `{template, next_page_number}`.',
  },
  filters: {
    type: 'json',
    doc: 'Filter options `[{value, title, amount, disabled}]`; `value` one of all, positive, neutral, negative, resolved, unconfirmed, deleted (others are logged and dropped).',
  },
  filtersSource: {
    type: 'string',
    doc: 'Id of a `json_script` element holding `filters` (used when `filters` is absent).',
  },
  nextPage: {
    type: 'number',
    doc: '`next_page_number` of the server-rendered first page (of the `?type=` of the page, default all); absent or 0 = no more pages. Without server-rendered cards, 1 makes the list load the first page itself.',
  },
  pageSize: { type: 'number', doc: "Reviews per load ('show more'); default 20 on mobile, 10 on desktop." },
  redirectUrl: {
    type: 'string',
    doc: 'URL template where `$0` is the chosen type: a filter click navigates there (same-origin only) instead of filtering in place.',
  },
  branches: {
    type: 'json',
    doc: 'Clinic branches `[{name, address, link, current?}]`; with 2 or more a button opens a bottom sheet that navigates to the chosen branch.',
  },
  branchesSource: { type: 'string', doc: 'Id of a `json_script` element holding `branches`.' },
  metricsBase: {
    type: 'string',
    doc: 'The review metrics service base URL (absolute or path); absent = no beacon.',
  },
  onFilter: { type: 'function', doc: 'Callback with the review-list:filter detail (property only).' },
};

defineWidget<ReviewListProps>({
  tag: REVIEW_LIST_TAG,
  component: ReviewList,
  props,
  styles: reviewListWidgetStyles,
  events: {
    'review-list:filter': '`{type, previous}` after a filter was applied (not on a redirect).',
  },
  parts: {
    root: 'The wrapper of everything the list draws.',
    top: 'The row holding the filter and the branch button.',
    'filter-bar': 'The filter: the desktop row of buttons, or the mobile "Фильтр" button.',
    filter:
      'One desktop filter button (`aria-pressed` on the current one; `data-tone` success/warning/error/neutral).',
    list: 'The container of the cards (`aria-busy` while a filter loads).',
    loader: 'The loader shown while a filter loads.',
    'filter-options': 'The radio options of the mobile filter modal.',
    branches: 'The list of branches in the bottom sheet.',
  },
  slots: {
    '': 'The review cards, server-rendered HTML (docs/reviews-html.md "The review-card HTML contract").',
  },
  docs:
    'The reviews list (portal-identity-reviews §2, §4, §7–§9): the server-rendered first page of review cards in the ' +
    'light DOM, a filter by type (desktop buttons with counts, mobile "Фильтр" modal), "Показать ещё" (20 on mobile, ' +
    '10 on desktop or `page-size`), cards cached per type, the `?type=` query kept in sync, `?rate_id=`/`#rate-N` ' +
    'scroll, a redirect template and a branch bottom sheet. Server HTML goes through DOMPurify.',
});
