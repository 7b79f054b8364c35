/**
 * `<pd-town-search>` (portal-identity-reviews §2, §3 "Town suggestion", §5 town search, §7 "Towns", §9). Importing
 * this module defines the tag. Decision: docs/decisions/170-town-chooser-and-search.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { TownSearch, type TownSearchProps } from './TownSearch';
import { townSearchWidgetStyles } from './TownSearch.styles';
import { TOWN_SEARCH_TAG } from './tag';

export { TownSearch, type TownSearchProps } from './TownSearch';
export { townSearchWidgetStyles } from './TownSearch.styles';
export { townSearchMessages } from './messages';
export { TOWN_SEARCH_TAG } from './tag';
export { nextActive } from './town-search-model';
export {
  TOWN_SEARCH_MIN_CHARS,
  TOWN_SUGGESTIONS_MAX,
  chooseTown,
  fetchTownSuggestions,
  isSearchable,
  type TownChoiceOutcome,
  type TownSuggestion,
} from '../../shared/towns';

const props: Record<keyof TownSearchProps & string, WidgetProp> = {
  searchUrl: {
    type: 'string',
    doc: 'The town search endpoint: GET {search-url}?q={query} → [{name, url, translit, value}]. Required.',
  },
  label: { type: 'string', doc: "Accessible name of the input; default 'Поиск города'." },
  placeholder: { type: 'string', doc: "Placeholder; default 'Введите название города'." },
};

defineWidget<TownSearchProps>({
  tag: TOWN_SEARCH_TAG,
  component: TownSearch,
  props,
  styles: townSearchWidgetStyles,
  parts: {
    input: 'The combobox input.',
    list: 'The suggestion listbox.',
    option: 'One suggestion.',
    empty: "The 'Совпадений не найдено' line.",
    error: 'The failure line.',
  },
  docs:
    'The header town search (WAI-ARIA combobox): from 3 characters GET {search-url}?q= (the previous request is ' +
    "aborted), at most 5 suggestions, 'Совпадений не найдено' when none. Choosing (click, Enter) POSTs the " +
    "suggestion's url with csrfmiddlewaretoken and goes to the reply's url (same origin or allowedRedirectHosts).",
});
