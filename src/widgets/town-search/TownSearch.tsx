/**
 * `<TownSearch>`: the header town search (portal-identity-reviews §2 "A header town search shows suggestions", §3
 * "Town suggestion", §5 "Town search starts at 3 characters and shows up to 5 suggestions. An empty result reads
 * 'Совпадений не найдено'", §7 "Towns", §9).
 *
 * WAI-ARIA combobox (list autocomplete): an `<input role="combobox" aria-autocomplete="list">` controls a listbox;
 * the active option is `aria-activedescendant`; ArrowDown/ArrowUp/Home/End move, Enter chooses, Escape closes the
 * list (a second Escape clears the input). Each keystroke from 3 characters sends `GET {search-url}?q=` and aborts
 * the previous request (the spec names no debounce; a stale reply can never replace a newer one). Choosing a
 * suggestion POSTs its `url` (csrfmiddlewaretoken) and the browser goes to the reply's `url` — same origin or
 * allowed hosts only (src/shared/towns). Decision: docs/decisions/170-town-chooser-and-search.md.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { logError, safeUrl } from '../../core/dom';
import { useLoggedProblems } from '../../core/hooks';
import { isAbortError } from '../../core/http';
import { plural } from '../../core/i18n';
import { chooseTown, fetchTownSuggestions, isSearchable, type TownSuggestion } from '../../shared/towns';
import { townSearchMessages as msg } from './messages';
import { nextActive, TOWN_SEARCH_TAG } from './town-search-model';

/** Props of {@link TownSearch} (attributes `search-url`, `label`, `placeholder`). */
export interface TownSearchProps {
  /** The town search endpoint (§7 `GET {town search url}?q={query}`); required. */
  searchUrl?: string;
  /** Accessible name of the input; default 'Поиск города'. */
  label?: string;
  /** Placeholder; default 'Введите название города'. */
  placeholder?: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'error' | 'choosing';

/** The header town search. */
export function TownSearch({ searchUrl, label, placeholder }: TownSearchProps) {
  // A search-url that is not http(s) or relative (`javascript:` …) is reported like a missing one (issue 19).
  const url = safeUrl(searchUrl) ?? '';
  useLoggedProblems(
    TOWN_SEARCH_TAG,
    url
      ? []
      : [
          searchUrl?.trim()
            ? `search-url must be an http(s) or relative URL, got "${searchUrl}": the town search is not rendered`
            : 'search-url is missing: the town search is not rendered',
        ],
  );
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [items, setItems] = useState<TownSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  if (!url) return null;

  const search = (value: string) => {
    controller.current?.abort();
    controller.current = null;
    setActive(-1);
    if (!isSearchable(value)) {
      setItems([]);
      setOpen(false);
      setStatus('idle');
      return;
    }
    const ctrl = new AbortController();
    controller.current = ctrl;
    setStatus('loading');
    fetchTownSuggestions(url, value, ctrl.signal).then(
      (found) => {
        if (ctrl.signal.aborted) return;
        setItems(found);
        setOpen(true);
        setStatus('ready');
      },
      (err: unknown) => {
        if (isAbortError(err) || ctrl.signal.aborted) return;
        logError(TOWN_SEARCH_TAG, `town search "${value}" failed`, err);
        setItems([]);
        setOpen(false);
        setStatus('error');
      },
    );
  };

  const choose = (item: TownSuggestion) => {
    if (status === 'choosing') return;
    controller.current?.abort();
    setQuery(item.name);
    setOpen(false);
    setStatus('choosing');
    void chooseTown(item.url, TOWN_SEARCH_TAG).then((outcome) => {
      // 'navigated' leaves the page; anything else stays and says so.
      if (outcome !== 'navigated') setStatus('error');
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
        if (!open) setOpen(true);
        setActive((a) => nextActive(a, items.length, e.key));
        return;
      case 'Home':
      case 'End':
        if (!open || !hasItems) return;
        e.preventDefault();
        setActive(nextActive(active, items.length, e.key));
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
          setOpen(false);
          setActive(-1);
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

  return (
    <div className="ts" part="root" aria-busy={status === 'choosing' || undefined}>
      <input
        className="pd-input ts__input"
        part="input"
        type="search"
        role="combobox"
        aria-label={label?.trim() || msg.label}
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={listShown && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder?.trim() || msg.placeholder}
        value={query}
        readOnly={status === 'choosing'}
        onChange={(e) => {
          setQuery(e.target.value);
          search(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (items.length) setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <span id={`${id}-hint`} className="ts__sr">
        {msg.hint}
      </span>
      <ul
        id={listId}
        className="ts__list"
        part="list"
        role="listbox"
        aria-label={label?.trim() || msg.label}
        hidden={!listShown}
      >
        {items.map((item, i) => (
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
            onMouseEnter={() => setActive(i)}
          >
            {item.name}
          </li>
        ))}
      </ul>
      {noMatches && (
        <p className="ts__empty" part="empty" aria-hidden="true">
          {msg.noMatches}
        </p>
      )}
      {status === 'error' && (
        <p className="ts__error" part="error" role="alert">
          {msg.failed}
        </p>
      )}
      <span className="ts__sr" role="status">
        {statusText}
      </span>
    </div>
  );
}
