/**
 * Russian texts of `<pd-town-search>` (portal-identity-reviews §5 "An empty result reads 'Совпадений не найдено'").
 * Decision: docs/decisions/170-town-chooser-and-search.md.
 */
export const townSearchMessages = {
  /** Empty result (§5, verbatim). */
  noMatches: 'Совпадений не найдено',
  /** Default accessible name of the input. */
  label: 'Поиск города',
  /** Default placeholder. */
  placeholder: 'Введите название города',
  /** Hint read to screen readers while fewer than 3 characters are typed. */
  hint: 'Введите не меньше 3 букв',
  /** Live status: '{n} вариантов' etc. */
  countForms: ['вариант', 'варианта', 'вариантов'] as const,
  /** Searching. */
  loading: 'Ищем…',
  /** Search or choice failure. */
  failed: 'Произошла ошибка. Попробуйте ещё раз',
  /** The suggestions' code could not load (ADR 217). */
  loadFailed: 'Не удалось загрузить поиск городов.',
  /** Its retry button. */
  retry: 'Повторить',
} as const;
