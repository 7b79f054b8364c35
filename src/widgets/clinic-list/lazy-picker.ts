/**
 * The speciality/service picker on demand (docs/decisions/211): its code and css (on-demand/, the list's
 * `clinic-list-on-demand` chunk) load on its first open, or earlier when a card's select is hovered or focused —
 * not before the page's first slot.
 */
import { logError } from '../../core/dom';
import { lazyWithStyles } from '../../core/lazy';
import { CLINIC_LIST_TAG } from './clinic-list-model';
import type { ClinicListStore, ClinicListView } from './clinic-list-store';

/** The picker dialog of the list (on-demand/ItemPicker.tsx), with its css. */
export const LazyItemPicker = lazyWithStyles<{ view: ClinicListView; store: ClinicListStore }>(
  () =>
    import('./on-demand/ItemPicker').then(({ ItemPicker, itemPickerStyles }) => ({
      component: ItemPicker,
      styles: [itemPickerStyles],
    })),
  (err) => logError(CLINIC_LIST_TAG, 'could not load the picker code; it is retried on the next open', err),
);
