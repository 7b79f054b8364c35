/**
 * `<ReviewList>`: the reviews list of a doctor or clinic page (portal-identity-reviews §2 "Reviews page", §3 "Review
 * filter option", §4 "Reviews list", §7 "Reviews list", §8, §9). A thin view: the rules are in
 * `review-list-model.ts`, the cards and requests in `review-list-store.ts`, the address scroll in `rate-scroll.ts`.
 * Decisions: docs/decisions/133–135.
 *
 * The shadow root renders the filter (desktop ≥ 1200 px: a row of buttons with title and count, `aria-pressed` on the
 * current one; mobile: a 'Фильтр' button opening the modal 'Фильтр' with radio options and their counts), the
 * branch button and bottom sheet (2+ branches), the cards through `<slot>` (they stay in the light DOM, styled by the
 * site), a loader while a filter loads, 'Показать ещё', and `<ReviewCards>` (src/shared/review-card) which gives
 * every card, present or added later, its behaviour.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { navigate } from '../../core/dom';
import { emit, useHost } from '../../core/host';
import { useEvent, useLoggedProblems } from '../../core/hooks';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { Button, Spinner } from '../../core/ui';
import { ReviewCards } from '../../shared/review-card';
import { reviewListMessages as msg } from './messages';
import { scrollToRate } from './rate-scroll';
import {
  ajaxUrlProblem,
  batchSize,
  filterTone,
  hasBranchChoice,
  initialType,
  pageSizeProblem,
  parseBranches,
  parseFilters,
  rateTarget,
  readJsonSource,
  redirectUrl,
  REVIEW_LIST_TAG,
  type Branch,
  type FilterOption,
  type ReviewListType,
} from './review-list-model';
import { createReviewListStore, type ReviewListFilterDetail } from './review-list-store';

/** The event dispatched on the element after a filter was applied. */
export const REVIEW_LIST_FILTER_EVENT = 'review-list:filter';

/** Props of {@link ReviewList} (attributes of `<pd-review-list>`, docs/reviews-html.md). */
export interface ReviewListProps {
  /** The reviews ajax URL (same-origin path): `GET {ajaxUrl}?page=n&ratetype=type&page_size=k`. */
  ajaxUrl?: string;
  /** Filter options `[{value, title, amount, disabled}]` (§3 "Review filter option"). */
  filters?: unknown;
  /** Id of a `json_script` element holding {@link filters} (used when `filters` is absent). */
  filtersSource?: string;
  /**
   * `next_page_number` of the server-rendered first page; absent or 0 = no more pages. With no cards rendered (a React
   * app) pass 1: the list then loads the first page itself.
   */
  nextPage?: number;
  /** Reviews per load; default 20 on mobile, 10 on desktop (§9). */
  pageSize?: number;
  /** Template of a URL where `$0` is the type: a filter click navigates there (same-origin) instead of filtering. */
  redirectUrl?: string;
  /** Clinic branches `[{name, address, link, current?}]`; with 2+ a bottom sheet picks one. */
  branches?: unknown;
  /** Id of a `json_script` element holding {@link branches}. */
  branchesSource?: string;
  /** The review metrics service base URL; absent = no beacon. */
  metricsBase?: string;
  /** React users: called with the `review-list:filter` detail. */
  onFilter?: (detail: ReviewListFilterDetail) => void;
}

function pageHref(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}

/** The props `filters`/`branches` or their json_script source, with their problems. */
function useJsonInput(
  value: unknown,
  source: string | undefined,
  sourceAttribute: string,
): { value: unknown; problem: string | null } {
  return useMemo(() => {
    if (value !== undefined || !source || typeof document === 'undefined') return { value, problem: null };
    return readJsonSource(document, sourceAttribute, source);
  }, [value, source, sourceAttribute]);
}

/** The reviews list; one element per list. */
export function ReviewList(props: ReviewListProps) {
  const host = useHost();
  const isDesktop = useStore($isDesktop);
  const batch = batchSize(isDesktop, props.pageSize);

  const filtersInput = useJsonInput(props.filters, props.filtersSource, 'filters-source');
  const branchesInput = useJsonInput(props.branches, props.branchesSource, 'branches-source');
  const filters = useMemo(() => parseFilters(filtersInput.value), [filtersInput.value]);
  const branches = useMemo(() => parseBranches(branchesInput.value), [branchesInput.value]);
  const ajaxProblem = ajaxUrlProblem(props.ajaxUrl, pageHref());
  const ajaxUrl = ajaxProblem ? null : props.ajaxUrl!;
  useLoggedProblems(
    REVIEW_LIST_TAG,
    [
      filtersInput.problem,
      branchesInput.problem,
      ajaxProblem,
      pageSizeProblem(props.pageSize),
      ...filters.problems,
      ...branches.problems,
    ].filter((p): p is string => p !== null),
  );

  const onFilter = useEvent((detail: ReviewListFilterDetail) => {
    emit(host, REVIEW_LIST_FILTER_EVENT, detail);
    props.onFilter?.(detail);
  });
  const [store] = useState(() =>
    createReviewListStore({
      host,
      ajaxUrl,
      initialType: initialType(typeof location !== 'undefined' ? location.search : ''),
      hasNextPage: typeof props.nextPage === 'number' && props.nextPage > 0,
      onFilter,
    }),
  );
  const state = useStore(store.$state);

  useEffect(() => store.start(), [store]);
  useEffect(() => store.setAjaxUrl(ajaxUrl), [store, ajaxUrl]);

  // §9 "preloaded: 20 on mobile": the first page from the server may hold fewer (it does not know the viewport).
  useEffect(() => {
    void store.preload(batch);
    // Once, at mount: a later viewport change does not load by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  // §2: `?rate_id=N` or `#rate-N` scrolls to that review, else to the list; after the first render, and on a hash change.
  useEffect(() => {
    scrollToRate(host, rateTarget(location.search, location.hash));
    const onHash = () => {
      const target = rateTarget('', location.hash);
      if (target) scrollToRate(host, target);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [host]);

  const choose = (type: ReviewListType) => {
    if (props.redirectUrl) {
      navigate(redirectUrl(props.redirectUrl, type));
      return;
    }
    void store.filter(type, batch);
  };

  const showMore = async (e: MouseEvent<HTMLButtonElement>) => {
    const button = e.currentTarget;
    const root = button.getRootNode() as Document | ShadowRoot;
    const hadFocus = root.activeElement === button;
    const first = await store.showMore(batch);
    if (first instanceof HTMLElement && hadFocus) {
      if (!first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
      first.focus();
    }
  };

  const options = filters.items;
  const filtering = state.busy === 'filter';
  const current = options.find((o) => o.value === state.type);
  const empty = state.ready && !state.busy && state.shown === 0 && !state.hasMore;

  return (
    <div className="rl" part="root">
      {(options.length > 0 || hasBranchChoice(branches.items)) && (
        <div className="rl__top" part="top">
          {options.length > 0 &&
            (isDesktop ? (
              <FilterBar options={options} value={state.type} onChoose={choose} />
            ) : (
              <MobileFilter options={options} value={state.type} current={current} onChoose={choose} />
            ))}
          {hasBranchChoice(branches.items) && <BranchChoice branches={branches.items} />}
        </div>
      )}
      <div className="rl__list" part="list" aria-busy={filtering || undefined}>
        <slot />
        {filtering && (
          <div className="rl__loader" part="loader">
            <Spinner label={msg.loading} />
          </div>
        )}
        {empty && <p className="rl__empty">{msg.empty}</p>}
      </div>
      <p className="rl__notice" role="status">
        {state.failed ? msg.loadError : ''}
      </p>
      {state.hasMore && !filtering && (
        <div className="rl__footer">
          <Button
            variant="secondary"
            className="rl__more"
            loading={state.busy === 'more'}
            onClick={(e) => void showMore(e)}
          >
            {msg.showMore}
          </Button>
        </div>
      )}
      <ReviewCards root={host} tag={REVIEW_LIST_TAG} metricsBase={props.metricsBase} />
    </div>
  );
}

interface FilterProps {
  options: FilterOption[];
  value: ReviewListType;
  onChoose: (type: ReviewListType) => void;
}

/** Desktop: a row of buttons with title and count (§2). */
function FilterBar({ options, value, onChoose }: FilterProps) {
  return (
    <div className="rl__bar" part="filter-bar" role="group" aria-label={msg.filterGroup}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="rl__chip"
          part="filter"
          data-tone={filterTone(o.value)}
          data-value={o.value}
          aria-pressed={o.value === value}
          disabled={o.disabled}
          onClick={() => {
            if (o.value !== value) onChoose(o.value);
          }}
        >
          <span>{o.title}</span>
          <span className="rl__amount">{o.amount}</span>
        </button>
      ))}
    </div>
  );
}

/** Mobile: the 'Фильтр' button and its modal with radio options and counts (§2). */
function MobileFilter({
  options,
  value,
  current,
  onChoose,
}: FilterProps & { current: FilterOption | undefined }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [pending, setPending] = useState<ReviewListType>(value);
  const openDialog = () => {
    setPending(value);
    setWanted(true);
    setOpen(true);
  };
  const apply = () => {
    setOpen(false);
    if (pending !== value) onChoose(pending);
  };
  return (
    <div className="rl__bar" part="filter-bar">
      <Button
        variant="secondary"
        className="rl__filter-button"
        aria-haspopup="dialog"
        onPointerEnter={() => void preloadModal()}
        onFocus={() => void preloadModal()}
        onClick={openDialog}
      >
        {msg.filter}
      </Button>
      {current && (
        <span className="rl__current">
          {current.title} · {current.amount}
        </span>
      )}
      {wanted && (
        <LazyDialog
          open={open}
          onClose={() => setOpen(false)}
          title={msg.filter}
          variant="bottom-sheet"
          footer={
            <Button className="rl__apply" block onClick={apply}>
              {msg.apply}
            </Button>
          }
        >
          <fieldset className="rl__options" part="filter-options">
            <legend className="pd-visually-hidden">{msg.filterOptions}</legend>
            {options.map((o) => (
              <label key={o.value} className="rl__option" data-disabled={o.disabled ? '' : undefined}>
                <input
                  type="radio"
                  name="rl-type"
                  value={o.value}
                  checked={pending === o.value}
                  disabled={o.disabled}
                  onChange={() => setPending(o.value)}
                />
                <span className="rl__option-title">{o.title}</span>
                <span className="rl__amount">{o.amount}</span>
              </label>
            ))}
          </fieldset>
        </LazyDialog>
      )}
    </div>
  );
}

/** The branch button and bottom sheet (§2 "a bottom sheet picks a branch and navigates to that branch's link"). */
function BranchChoice({ branches }: { branches: Branch[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const current = branches.find((b) => b.current);
  return (
    <>
      <Button
        variant="secondary"
        className="rl__branches-button"
        aria-haspopup="dialog"
        onPointerEnter={() => void preloadModal()}
        onFocus={() => void preloadModal()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {current ? `${msg.branches}: ${current.name}` : msg.branches}
      </Button>
      {wanted && (
        <LazyDialog
          open={open}
          onClose={() => setOpen(false)}
          title={msg.branchesTitle}
          variant="bottom-sheet"
        >
          <ul className="rl__branches" part="branches">
            {branches.map((b) => (
              <li key={b.link}>
                <a
                  className="rl__branch"
                  href={b.link}
                  aria-current={b.current ? 'true' : undefined}
                  onClick={(e) => {
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    if (navigate(b.link)) setOpen(false);
                  }}
                >
                  <span className="rl__branch-name">{b.name}</span>
                  {b.address && <span className="rl__branch-address">{b.address}</span>}
                  {b.current && <span className="rl__branch-current">{msg.currentBranch}</span>}
                </a>
              </li>
            ))}
          </ul>
        </LazyDialog>
      )}
    </>
  );
}
