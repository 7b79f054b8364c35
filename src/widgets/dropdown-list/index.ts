/**
 * `<pd-dropdown-list>` (portal-identity-reviews §9 "Dropdown lists render 20 items at a time and more within 200 px
 * of the end. Keyboard search prefix resets after 1 s."). Importing this module defines the tag.
 * Decision: docs/decisions/173-dropdown-list-and-tab-history.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { DropdownList, type DropdownListProps } from './DropdownList';
import { dropdownListWidgetStyles } from './DropdownList.styles';
import { DROPDOWN_TAG } from './dropdown-model';

export { DropdownList, type DropdownListProps } from './DropdownList';
export { dropdownListWidgetStyles } from './DropdownList.styles';
export { dropdownMessages } from './messages';
export {
  DROPDOWN_MORE_MARGIN_PX,
  DROPDOWN_PAGE_SIZE,
  DROPDOWN_PREFIX_RESET_MS,
  DROPDOWN_TAG,
  NO_TYPEAHEAD,
  isTypeaheadKey,
  nearEnd,
  parseItems,
  renderedCountFor,
  typeahead,
  type DropdownItem,
  type Typeahead,
} from './dropdown-model';

const props: Record<keyof DropdownListProps & string, WidgetProp> = {
  items: {
    type: 'json',
    doc: 'The items: [{"value": "…", "title": "…"}] (numbers as values become strings).',
  },
  itemsSource: { type: 'string', doc: 'Id of a json_script holding the items (instead of items).' },
  label: { type: 'string', doc: 'The visible label and accessible name (required).' },
  name: {
    type: 'string',
    doc: "Form field name: the chosen value is kept in a hidden <input name> in the element's light DOM.",
  },
  value: { type: 'string', doc: 'The initially chosen value.' },
  placeholder: { type: 'string', doc: "Text while nothing is chosen; default 'Не выбрано'." },
};

defineWidget<DropdownListProps>({
  tag: DROPDOWN_TAG,
  component: DropdownList,
  props,
  styles: dropdownListWidgetStyles,
  events: { 'dropdown-list:change': '{value, title} of the chosen item.' },
  parts: {
    label: 'The label.',
    button: 'The combobox button.',
    list: 'The listbox (carries data-rendered: the number of rendered options).',
    option: 'One option.',
  },
  docs:
    'A long dropdown list (select-only combobox): renders 20 options, 20 more within 200 px of the end; typing ' +
    'searches by title prefix, the prefix resets after 1 s; arrows, Home/End, PageUp/PageDown, Enter, Space, Escape, ' +
    'Tab. With name it submits with its form (a hidden input in the light DOM). Event dropdown-list:change.',
});
