/** The tag of `<pd-town-search>` (apart from the rules: the shell needs it at load, ADR 217). */
export const TOWN_SEARCH_TAG = 'pd-town-search';
