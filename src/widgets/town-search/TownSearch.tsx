/**
 * `<TownSearch>`: the header town search (portal-identity-reviews §2 "A header town search shows suggestions", §3
 * "Town suggestion", §5 "Town search starts at 3 characters and shows up to 5 suggestions. An empty result reads
 * 'Совпадений не найдено'", §7 "Towns", §9).
 *
 * WAI-ARIA combobox (list autocomplete): an `<input role="combobox" aria-autocomplete="list">` controls a listbox
 * (empty and hidden, `aria-expanded="false"`, until there are suggestions). This shell renders the input, its hint,
 * the listbox and the live status, and keeps the query and the suggestions' state. The suggestions machinery — the
 * request, the options, the keyboard among them, choosing a town — is TownSuggestions.tsx, loaded on the first focus
 * of or pointer over the input, at the latest on the first keystroke (the `-lazy` chunk). What is typed before it
 * arrives stays in the input (the root is `aria-busy` meanwhile) and is searched once it has; Escape clears it as
 * ever. A failed load logs and shows 'Не удалось загрузить поиск городов' with 'Повторить'; the next keystroke tries
 * again too. Decisions: docs/decisions/170-town-chooser-and-search.md, 217.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { logError, safeUrl } from '../../core/dom';
import { useLoggedProblems } from '../../core/hooks';
import { Button } from '../../core/ui';
import { loadOnce } from '../../core/lazy';
import { townSearchMessages as msg } from './messages';
import { TOWN_SEARCH_TAG } from './tag';
import type { SuggestView } from './TownSuggestions';

/** Props of {@link TownSearch} (attributes `search-url`, `label`, `placeholder`). */
export interface TownSearchProps {
  /** The town search endpoint (§7 `GET {search-url}?q={query}`); required. */
  searchUrl?: string;
  /** Accessible name of the input; default 'Поиск города'. */
  label?: string;
  /** Placeholder; default 'Введите название города'. */
  placeholder?: string;
}

type SuggestCode = typeof import('./TownSuggestions');

/** The suggestions' code, once per page (a failure is forgotten: the next call tries again). */
const loadSuggestions = loadOnce((): Promise<SuggestCode> => import('./TownSuggestions'));

const IDLE: SuggestView = { status: 'idle', items: [], open: false, active: -1 };

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
  const [view, setView] = useState(IDLE);
  // The request on its way (a plain holder the suggestions' code keeps; not read while rendering).
  const [controller] = useState<{ current: AbortController | null }>(() => ({ current: null }));
  /** What was typed before the code arrived: searched when it does. */
  const typed = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState<SuggestCode | null>(null);
  /** A keystroke waits for the code (the root is busy). */
  const [asked, setAsked] = useState(false);
  /** The code could not load after a keystroke; `retrying` while 'Повторить' loads it again. */
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => () => controller.current?.abort(), [controller]);

  if (!url) return null;

  const context = { url, id, query, setQuery, view, setView, controller };
  const parts = code?.townSuggestions(context) ?? null;

  /**
   * Loads the code. `wait`: a keystroke or 'Повторить' waits for it (a failure is logged and shown), else a preload;
   * `refocus`: the focus goes back to the input when it arrives ('Повторить' had it). On arrival, what was typed
   * meanwhile is searched, once.
   */
  const fetchCode = (wait: boolean, refocus = false) =>
    loadSuggestions().then(
      (m) => {
        setCode(m);
        setAsked(false);
        setFailed(false);
        setRetrying(false);
        if (typed.current !== null) m.townSuggestions(context).search(typed.current);
        typed.current = null;
        if (refocus) input.current?.focus();
      },
      (err: unknown) => {
        if (!wait) return;
        logError(
          TOWN_SEARCH_TAG,
          `could not load the suggestions code; it is tried again on '${msg.retry}' or the next keystroke`,
          err,
        );
        setFailed(true);
        setRetrying(false);
      },
    );
  const preload = () => {
    if (!code) void fetchCode(false);
  };

  const name = label?.trim() || msg.label;
  const listShown = view.open && view.items.length > 0;

  return (
    <div
      className="ts"
      part="root"
      aria-busy={view.status === 'choosing' || (asked && !code && !failed) || undefined}
    >
      <input
        ref={input}
        className="pd-input ts__input"
        part="input"
        type="search"
        role="combobox"
        aria-label={name}
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={listShown && view.active >= 0 ? `${id}-opt-${view.active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder?.trim() || msg.placeholder}
        value={query}
        readOnly={view.status === 'choosing'}
        onChange={(e) => {
          setQuery(e.target.value);
          if (parts) parts.search(e.target.value);
          else {
            typed.current = e.target.value;
            setAsked(true);
            setFailed(false);
            void fetchCode(true);
          }
        }}
        onKeyDown={(e) => {
          if (parts) parts.onKeyDown(e);
          else if (e.key === 'Escape' && e.currentTarget.value && !e.nativeEvent.isComposing) {
            // No list yet: Escape clears the input, as with the code.
            e.preventDefault();
            setQuery('');
          }
        }}
        onPointerOver={preload}
        onFocus={() => (parts ? parts.onFocus() : preload())}
        onBlur={parts?.onBlur}
      />
      <span id={`${id}-hint`} className="ts__sr">
        {msg.hint}
      </span>
      <ul id={listId} className="ts__list" part="list" role="listbox" aria-label={name} hidden={!listShown}>
        {parts?.options}
      </ul>
      {failed ? (
        <p className="ts__error" part="error" role="alert">
          {msg.loadFailed}{' '}
          <Button
            variant="secondary"
            size="sm"
            loading={retrying}
            onClick={() => {
              setRetrying(true);
              void fetchCode(true, true);
            }}
          >
            {msg.retry}
          </Button>
        </p>
      ) : (
        parts?.below
      )}
      <span className="ts__sr" role="status">
        {parts?.statusText}
      </span>
    </div>
  );
}
