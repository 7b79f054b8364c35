/**
 * `<DropdownList>`: a long dropdown list (portal-identity-reviews §9 "Dropdown lists render 20 items at a time and
 * more within 200 px of the end. Keyboard search prefix resets after 1 s.").
 *
 * WAI-ARIA select-only combobox: a `role="combobox"` button (`aria-haspopup="listbox"`, `aria-expanded`,
 * `aria-controls`, `aria-activedescendant` while open) and a `role="listbox"` popup. Keys: ArrowDown/ArrowUp/Enter/
 * Space/Alt+ArrowDown open; in the list ArrowDown/ArrowUp/Home/End/PageDown/PageUp move, Enter/Space (outside a
 * typed prefix) choose, Escape closes without choosing, Tab chooses the active item and moves on. Typed characters
 * search by title prefix (open or closed); the prefix resets after 1 s (`performance.now()`, a monotonic ms
 * clock). The list renders 20 options, then 20 more whenever it is scrolled within 200 px of its end or a key moves
 * past the rendered ones. With `name` the choice is also a hidden `<input name>` in the element's light DOM, so the
 * element submits with its form. Event `dropdown-list:change` `{value, title}`.
 * Decision: docs/decisions/173-dropdown-list-and-tab-history.md.
 */
import { ChevronIcon } from '../../shared/ui/icons';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { emit, useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { resolveJsonInput } from '../../shared/json-script';
import {
  DROPDOWN_PAGE_SIZE,
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
import { dropdownMessages as msg } from './messages';

/** Props of {@link DropdownList} (attributes `items`, `items-source`, `label`, `name`, `value`, `placeholder`). */
export interface DropdownListProps {
  /** `[{value, title}]` (JSON). */
  items?: unknown;
  /** Id of a json_script holding the items. */
  itemsSource?: string;
  /** The accessible name (a visible label above the button). Required. */
  label?: string;
  /** Form field name: the choice is also a hidden input in the light DOM. */
  name?: string;
  /** The initially chosen value. */
  value?: string;
  /** Text while nothing is chosen; default 'Не выбрано'. */
  placeholder?: string;
}

/** The dropdown list. */
/** `detail` of `dropdown-list:change`: the item chosen (a different one than before). */
export interface DropdownListChangeDetail {
  value: string;
  title: string;
}

export function DropdownList({
  items: itemsProp,
  itemsSource,
  label,
  name,
  value,
  placeholder,
}: DropdownListProps) {
  const host = useHost();
  const id = useId();
  const { items, problems } = useMemo(() => {
    const input = resolveJsonInput(
      { value: itemsProp, source: itemsSource, name: 'items', consequence: 'the list is empty' },
      host.getRootNode(),
    );
    const parsed = input.value === undefined ? { items: [], problems: [] } : parseItems(input.value);
    const all = [...input.problems, ...parsed.problems];
    if (!label?.trim()) all.push('label is missing: the list needs an accessible name');
    return { items: parsed.items, problems: all };
  }, [itemsProp, itemsSource, label, host]);
  useLoggedProblems(DROPDOWN_TAG, problems);
  const titles = useMemo(() => items.map((i) => i.title), [items]);

  // The chosen value; a new `value` attribute replaces it (state adjusted during render, not in an effect).
  const [chosenValue, setChosenValue] = useState<string | null>(value ?? null);
  const [prevValue, setPrevValue] = useState(value);
  if (value !== prevValue) {
    setPrevValue(value);
    setChosenValue(value ?? null);
  }
  const selected = chosenValue === null ? -1 : items.findIndex((i) => i.value === chosenValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [rendered, setRendered] = useState(DROPDOWN_PAGE_SIZE);
  const typed = useRef<Typeahead>(NO_TYPEAHEAD);
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The hidden form field in the light DOM.
  useEffect(() => {
    const field = name?.trim();
    if (!field) return;
    let input = [...host.children].find(
      (c): c is HTMLInputElement => c instanceof HTMLInputElement && c.type === 'hidden' && c.name === field,
    );
    if (!input) {
      input = host.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = field;
      host.append(input);
    }
    input.value = items[selected]?.value ?? '';
  }, [host, name, items, selected]);

  const show = (index: number) => {
    if (index >= 0) setRendered((r) => renderedCountFor(index, items.length, r));
    setActive(index);
  };

  // Keep the active option in view.
  useLayoutEffect(() => {
    if (!open || active < 0) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, rendered]);

  const openList = (at: number) => {
    if (!items.length) return;
    setOpen(true);
    show(Math.max(0, Math.min(at, items.length - 1)));
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    typed.current = NO_TYPEAHEAD;
  };
  const choose = (index: number) => {
    close();
    if (index < 0 || !items[index]) return;
    setChosenValue(items[index].value);
    if (index !== selected)
      emit(host, 'dropdown-list:change', {
        value: items[index].value,
        title: items[index].title,
      } satisfies DropdownListChangeDetail);
    buttonRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.nativeEvent.isComposing || e.ctrlKey || e.metaKey) return;
    const time = performance.now();
    const last = items.length - 1;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) {
        e.preventDefault();
        openList(e.key === 'ArrowUp' && selected < 0 ? last : Math.max(selected, 0));
        return;
      }
      if (!e.altKey && isTypeaheadKey(e.key, typed.current, time)) {
        e.preventDefault();
        const r = typeahead(typed.current, e.key, time, titles, selected);
        typed.current = r.state;
        if (r.index >= 0) openList(r.index);
      }
      return;
    }
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (e.altKey) return;
        show(Math.min(active + 1, last));
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (e.altKey) return choose(active);
        show(Math.max(active - 1, 0));
        return;
      case 'Home':
        e.preventDefault();
        show(0);
        return;
      case 'End':
        e.preventDefault();
        show(last);
        return;
      case 'PageDown':
        e.preventDefault();
        show(Math.min(active + 10, last));
        return;
      case 'PageUp':
        e.preventDefault();
        show(Math.max(active - 10, 0));
        return;
      case 'Enter':
        e.preventDefault();
        choose(active);
        return;
      case 'Escape':
        e.preventDefault();
        close();
        return;
      case 'Tab':
        choose(active);
        return;
      default:
    }
    if (!e.altKey && isTypeaheadKey(e.key, typed.current, time)) {
      e.preventDefault();
      const r = typeahead(typed.current, e.key, time, titles, active);
      typed.current = r.state;
      if (r.index >= 0) show(r.index);
      return;
    }
    if (e.key === ' ') {
      e.preventDefault();
      choose(active);
    }
  };

  const onScroll = () => {
    const list = listRef.current;
    if (!list || rendered >= items.length) return;
    if (nearEnd(list.scrollTop, list.clientHeight, list.scrollHeight)) {
      setRendered((r) => Math.min(items.length, r + DROPDOWN_PAGE_SIZE));
    }
  };

  // A short list (or a tall screen) can be within 200 px of its end without any scroll: render more at once.
  useLayoutEffect(() => {
    if (open) onScroll();
  });

  const name_ = label?.trim() || '';
  const current = items[selected];
  return (
    <div className="dd" part="root" data-open={open || undefined}>
      <span className="dd__label" id={`${id}-label`} part="label">
        {name_}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="pd-input dd__button"
        part="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        disabled={!items.length}
        onClick={() => (open ? close() : openList(Math.max(selected, 0)))}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (!listRef.current?.contains(e.relatedTarget as Node | null)) close();
        }}
      >
        <span id={`${id}-value`} className={current ? 'dd__value' : 'dd__value dd__value--empty'}>
          {current ? current.title : items.length ? placeholder?.trim() || msg.placeholder : msg.empty}
        </span>
        <ChevronIcon dir="down" className="dd__chevron" />
      </button>
      <ul
        ref={listRef}
        id={`${id}-list`}
        className="dd__list"
        part="list"
        role="listbox"
        aria-labelledby={`${id}-label`}
        tabIndex={-1}
        hidden={!open}
        onScroll={onScroll}
        // The focus stays on the combobox (a press on the list or its scrollbar must not blur it).
        onMouseDown={(e) => e.preventDefault()}
        data-rendered={Math.min(rendered, items.length)}
      >
        {open &&
          items.slice(0, rendered).map((item: DropdownItem, i) => (
            // The keyboard is the combobox's (WAI-ARIA: the focus stays on it); options take pointer clicks only.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${i}-${item.value}`}
              id={`${id}-opt-${i}`}
              data-index={i}
              className="dd__option"
              part="option"
              role="option"
              aria-selected={i === active}
              data-active={i === active || undefined}
              data-chosen={i === selected || undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
            >
              {item.title}
            </li>
          ))}
      </ul>
    </div>
  );
}
