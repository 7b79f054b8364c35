/**
 * The speciality/service picker of a clinic card (booking-schedule §2 "Speciality/service picker dialog": a
 * search field; section 'Приём'; section 'Услуги' only under the clinic filter; empty state 'Ничего не найдено';
 * §5 "Speciality search: case-insensitive substring match, debounced 200 ms"; §9 "select menu max height 480, max
 * width 472; search menu max height 252": the dialog is the select's menu, its results list the search menu). A
 * bottom sheet on mobile, a dialog on desktop; one for the whole list. Its code and css are the list's on-demand chunk,
 * loaded on the picker's first open or when its select is hovered or focused (docs/decisions/211).
 */
import { useId, type ReactNode } from 'react';
import { itemPickerMessages as msg } from './messages';
import { LazyDialog } from '../../../core/lazy-modal';
import { itemPriceText, type ClinicItem } from '../clinic-list-model';
import type { ClinicListStore, ClinicListView } from '../clinic-list-store';
import { selectItem, setQuery } from './picker-actions';

/** The picker dialog of the list. */
export function ItemPicker({ view, store }: { view: ClinicListView; store: ClinicListStore }) {
  const id = useId();
  const { card, query, workplaces, services } = view.picker;
  const empty = workplaces.length === 0 && services.length === 0;
  const selectedKey = card?.item?.key ?? null;

  const section = (key: string, title: string, items: ClinicItem[]): ReactNode =>
    items.length > 0 && (
      <section className="cl-picker__section" aria-labelledby={`${id}-${key}`}>
        <h3 className="cl-picker__heading" id={`${id}-${key}`}>
          {title}
        </h3>
        <ul className="cl-picker__list">
          {items.map((item) => {
            const price = itemPriceText(item, view.filter);
            return (
              <li key={item.key}>
                <button
                  type="button"
                  className="cl-picker__option"
                  part="picker-option"
                  aria-current={item.key === selectedKey || undefined}
                  onClick={() => card && selectItem(store, card.entry.id, item.key)}
                >
                  <span className="cl-picker__name">{item.name}</span>
                  {price && <span className="cl-picker__price">{price}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    );

  return (
    <LazyDialog
      open={card !== null}
      onClose={store.closePicker}
      title={msg.pickerTitle}
      variant="auto"
      size="md"
      className="cl-picker"
    >
      <input
        className="cl-picker__search"
        type="search"
        aria-label={msg.searchLabel}
        placeholder={msg.searchPlaceholder}
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(store, e.target.value)}
      />
      {/* The search menu (§9 max 252 px; the dialog is the select menu, max 480 × 472). */}
      <div className="cl-picker__results">
        {section('appointment', msg.sectionAppointment, workplaces)}
        {view.filter === 'clinic' && section('services', msg.sectionServices, services)}
        <p className="cl-picker__empty" role="status">
          {empty ? msg.nothingFound : ''}
        </p>
      </div>
    </LazyDialog>
  );
}
export { itemPickerStyles } from './ItemPicker.styles';
