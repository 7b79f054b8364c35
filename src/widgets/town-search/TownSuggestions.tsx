/**
 * The suggestions machinery of `<pd-town-search>` (portal-identity-reviews §3 "Town suggestion", §5 town search, §7
 * "Towns", §9), loaded on the first focus of or pointer over the input, at the latest on the first keystroke
 * (the widget's `-lazy` chunk with src/shared/towns; docs/decisions/217-town-search-suggestions-on-first-use.md).
 *
 * {@link townSuggestions} is called on every render of the shell (TownSearch.tsx) once this module has arrived. It
 * is a plain function, not a hook: the state (the query, {@link SuggestView}) and the input stay the shell's, so the
 * input is never re-mounted (the focus, the caret and what was typed stay) when the code arrives.
 *
 * WAI-ARIA combobox (list autocomplete): ArrowDown/ArrowUp/Home/End move the active option
 * (`aria-activedescendant`), Enter chooses, Escape closes the list (a second Escape clears the input). Each keystroke
 * from 3 characters sends `GET {search-url}?q=` and aborts the previous request (a stale reply can never replace a
 * newer one). Choosing a suggestion POSTs its `url` (csrfmiddlewaretoken) and the browser goes to the reply's `url`
 * — same origin or allowed hosts only (src/shared/towns). Decision: docs/decisions/170-town-chooser-and-search.md.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { logError } from '../../core/dom';
import { isAbortError } from '../../core/http';
import { plural } from '../../core/i18n';
import { chooseTown, fetchTownSuggestions, isSearchable, type TownSuggestion } from '../../shared/towns';
import { townSearchMessages as msg } from './messages';
import { TOWN_SEARCH_TAG } from './tag';
import { nextActive } from './town-search-model';

/** Where the search stands. */
export type SuggestStatus = 'idle' | 'loading' | 'ready' | 'error' | 'choosing';

/** The state of the suggestions (kept by the shell). */
export interface SuggestView {
  status: SuggestStatus;
  items: TownSuggestion[];
  open: boolean;
  /** The active option, `-1` = none. */
  active: number;
}

/** What the shell hands over on each render. */
export interface SuggestContext {
  /** The checked `search-url`. */
  url: string;
  /** The ids' prefix (`useId`). */
  id: string;
  query: string;
  setQuery(query: string): void;
  view: SuggestView;
  setView(update: (view: SuggestView) => SuggestView): void;
  /** The request on its way (aborted by the next one and when the element goes). */
  controller: { current: AbortController | null };
}

/** The suggestions' handlers and elements for the shell's input, listbox and status. */
export interface SuggestParts {
  search(value: string): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  onFocus(): void;
  onBlur(): void;
  /** The listbox's options. */
  options: ReactNode;
  /** 'Совпадений не найдено' or the failure line. */
  below: ReactNode;
  /** The live status ('Ищем…', '{n} вариантов', …). */
  statusText: string;
}

/** The suggestions of one town search (see the module's description). */
export function townSuggestions({
  url,
  id,
  query,
  setQuery,
  view,
  setView,
  controller,
}: SuggestContext): SuggestParts {
  const { status, items, open, active } = view;
  const patch = (p: Partial<SuggestView>) => setView((v) => ({ ...v, ...p }));

  const search = (value: string) => {
    controller.current?.abort();
    controller.current = null;
    if (!isSearchable(value)) {
      patch({ items: [], open: false, status: 'idle', active: -1 });
      return;
    }
    const ctrl = new AbortController();
    controller.current = ctrl;
    patch({ status: 'loading', active: -1 });
    fetchTownSuggestions(url, value, ctrl.signal).then(
      (found) => {
        if (!ctrl.signal.aborted) patch({ items: found, open: true, status: 'ready' });
      },
      (err: unknown) => {
        if (isAbortError(err) || ctrl.signal.aborted) return;
        logError(TOWN_SEARCH_TAG, `town search "${value}" failed`, err);
        patch({ items: [], open: false, status: 'error' });
      },
    );
  };

  const choose = (item: TownSuggestion) => {
    if (status === 'choosing') return;
    controller.current?.abort();
    setQuery(item.name);
    patch({ open: false, status: 'choosing' });
    void chooseTown(item.url, TOWN_SEARCH_TAG).then((outcome) => {
      // 'navigated' leaves the page; anything else stays and says so.
      if (outcome !== 'navigated') patch({ status: 'error' });
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const hasItems = items.length > 0;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!hasItems) return;
        e.preventDefault();
        setView((v) => ({ ...v, open: true, active: nextActive(v.active, v.items.length, e.key) }));
        return;
      case 'Home':
      case 'End':
        if (!open || !hasItems) return;
        e.preventDefault();
        patch({ active: nextActive(active, items.length, e.key) });
        return;
      case 'Enter':
        if (open && active >= 0 && items[active]) {
          e.preventDefault();
          choose(items[active]);
        } else if (open && items.length === 1) {
          e.preventDefault();
          choose(items[0]);
        }
        return;
      case 'Escape':
        if (open) {
          e.preventDefault();
          patch({ open: false, active: -1 });
        } else if (query) {
          e.preventDefault();
          setQuery('');
          search('');
        }
        return;
      default:
    }
  };

  const listShown = open && items.length > 0;
  // A status, not a popup: it stays while the query is unchanged (also after the input lost the focus).
  const noMatches = status === 'ready' && items.length === 0;
  const statusText =
    status === 'loading'
      ? msg.loading
      : noMatches
        ? msg.noMatches
        : listShown
          ? `${items.length} ${plural(items.length, [...msg.countForms])}`
          : '';

  return {
    search,
    onKeyDown,
    onFocus: () => {
      if (items.length) patch({ open: true });
    },
    onBlur: () => patch({ open: false, active: -1 }),
    options: items.map((item, i) => (
      // The keyboard is the combobox input's (WAI-ARIA: the focus stays there); options take pointer clicks only.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={`${item.url}-${i}`}
        id={`${id}-opt-${i}`}
        className="ts__option"
        part="option"
        role="option"
        aria-selected={i === active}
        data-active={i === active || undefined}
        // mousedown keeps the focus in the input (blur would close the list before the click).
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => choose(item)}
        onMouseEnter={() => patch({ active: i })}
      >
        {item.name}
      </li>
    )),
    below: noMatches ? (
      <p className="ts__empty" part="empty" aria-hidden="true">
        {msg.noMatches}
      </p>
    ) : status === 'error' ? (
      <p className="ts__error" part="error" role="alert">
        {msg.failed}
      </p>
    ) : null,
    statusText,
  };
}
