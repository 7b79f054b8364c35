/**
 * `<ClinicList>`: the doctor page block 'Запись на приём' (booking-schedule §2 "Doctor page clinic list", "Clinic
 * card", "Speciality/service picker dialog"; §4 "Filter type"). A thin view: the rules live in
 * `clinic-list-model.ts`, the state in `clinic-list-store.ts`.
 *
 * Each card renders the appointment calendar's React component (not a nested tag), so every card's calendar
 * asks in the same tick and they share one `slots_bulk` request. Inside `<pd-clinic-list>` the calendars' DOM
 * events (`calendar:time-choice`, `calendar:order-call`) and the price blocks' `price-block:redirect` are
 * dispatched on the element; the list adds `clinic-list:home-call` and `pd:show-map` (on `window`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useWidgetStore } from '../../core/hooks';
import { yieldToMain } from '../../core/yield';
import { emit, useHost } from '../../core/host';
import { clinicListMessages as msg } from './messages';
import { $isDesktop } from '../../core/stores';
import { Button } from '../../core/ui';
import { Chip } from '../../shared/chip/Chip';
import { useMountStages } from './use-mount-stages';
import { ClinicCard } from './ClinicCard';
import type { ClinicListInputs } from './clinic-list-data';
import { FILTER_LABELS } from './clinic-list-model';
import { firstCardSlots, prefetchCardSlots, takeConnectStore } from './clinic-list-prefetch';
import { LazyItemPicker } from './lazy-picker';
import { createClinicListStore, type ClinicListStore, type ClinicListView } from './clinic-list-store';

/** Props of {@link ClinicList}: the CONTRACT attributes of `<pd-clinic-list>` in camelCase. */
export type ClinicListProps = ClinicListInputs;

const INPUT_KEYS = [
  'doctorId',
  'clinics',
  'clinicsSource',
  'doctorSpecialityId',
  'otherCountries',
  'townTimedelta',
] as const satisfies readonly (keyof ClinicListInputs)[];

/** The clinic list (booking-schedule §2). Renders nothing without a valid clinic. */
export function ClinicList(props: ClinicListProps) {
  const host = useHost();
  const inputs: Record<string, unknown> = {};
  for (const key of INPUT_KEYS) inputs[key] = props[key];
  const store = useWidgetStore(
    inputs as ClinicListInputs,
    (initial) =>
      takeConnectStore(host) ??
      createClinicListStore(initial, {
        emit: (name, detail) => emit(host, name, detail),
        root: host.getRootNode(),
      }),
  );
  // Every card's slots at once, before any calendar mounts (clinic-list-prefetch.ts).
  useState(() => prefetchCardSlots(store));
  useEffect(() => store.start(), [store]);
  const view = useStore(store.$view);
  const isDesktop = useStore($isDesktop);
  const titleId = useId();
  // The first card and its calendar at once; the page's first slot is in it. The element's first render waited for
  // that calendar's slots (ADR 245), so it shows them in this render. The other cards (below the fold), and every
  // card's price block, once that first slot is shown (issue 21; ADR 211): their render is not in its way and the
  // price block's chunk is not requested before it. Their slots are not delayed: the doctor calendars' one slots_bulk
  // left at connect, another endpoint's request (a services-only clinic) leaves once the first slot is shown, before
  // those cards mount (clinic-list-prefetch.ts). A first card without a calendar (a home visit, a stub) waits for
  // nothing.
  const first = view.cards[0];
  const [firstShown, setFirstShown] = useState(false);
  // Then one card per task, each card's calendar one task after its card: short tasks instead of one long one on a
  // slow phone (ADR 062).
  const stage = useMountStages(firstShown ? view.cards.length + 1 : 1);
  const shownCards = firstShown ? stage : 1;
  const calendarsMounted = firstShown && stage > view.cards.length;
  const waitsForSlots = !!first && !first.homeCall && !!first.calendar;
  useEffect(() => {
    if (firstShown) return;
    let live = true;
    // A task of its own after the slots' render (yieldToMain), not appended to it.
    void (waitsForSlots ? firstCardSlots(store) : Promise.resolve()).then(yieldToMain).then(() => {
      if (!live) return;
      // The other cards' slots of another endpoint, in one request before those cards mount (clinic-list-prefetch.ts).
      prefetchCardSlots(store, 'all');
      setFirstShown(true);
    });
    return () => {
      live = false;
    };
  }, [firstShown, waitsForSlots, store]);
  // The picker (a lazy dialog: rendering it fetches the modal chunk) is rendered from its first open on, and kept for
  // its closing transition: the modal chunk no longer competes with the first slot (issue 21; ADR 209). The card's
  // select preloads it on hover and focus, so the first open does not wait for it.
  const [pickerUsed, setPickerUsed] = useState(false);
  if (view.picker.card !== null && !pickerUsed) setPickerUsed(true);

  if (view.cards.length === 0) return null;
  return (
    <section className="cl" aria-labelledby={titleId} data-desktop={isDesktop || undefined}>
      <div className="cl__head">
        <h2 className="cl__title" id={titleId}>
          {msg.title}
        </h2>
        {isDesktop && view.showMapButton && (
          <Button variant="secondary" size="sm" className="cl__map" onClick={store.openMap}>
            {msg.showOnMap}
          </Button>
        )}
      </div>
      {view.showChips && (
        <div className="cl__chips" role="group" aria-label={msg.filtersLabel}>
          {view.filters.map((f) => (
            <Chip key={f} selected={f === view.filter} onClick={() => store.setFilter(f)}>
              {FILTER_LABELS[f]}
            </Chip>
          ))}
        </div>
      )}
      <ul className="cl__list" aria-busy={!calendarsMounted || undefined}>
        {view.cards.map((card, i) =>
          i < shownCards ? (
            <li key={card.entry.id} className="cl__item">
              <ClinicCard
                card={card}
                store={store}
                isDesktop={isDesktop}
                filter={view.filter}
                calendarsMounted={i === 0 || stage > i + 1}
                pricesDue={firstShown}
              />
            </li>
          ) : (
            // Its place until it mounts (ADR 219): nothing to read or reach yet.
            <li key={card.entry.id} className="cl__item" data-pending="" aria-hidden="true" />
          ),
        )}
      </ul>
      <OtherCountries view={view} store={store} />
      {pickerUsed && <LazyItemPicker.Component view={view} store={store} />}
    </section>
  );
}

function OtherCountries({ view, store }: { view: ClinicListView; store: ClinicListStore }) {
  const listId = useId();
  if (view.otherCountries.length === 0) return null;
  return (
    <div className="cl__other">
      <button
        type="button"
        className="cl__other-toggle"
        aria-expanded={view.otherCountriesOpen}
        aria-controls={listId}
        onClick={store.toggleOtherCountries}
      >
        {msg.otherCountries}
      </button>
      <ul className="cl__other-list" id={listId} hidden={!view.otherCountriesOpen}>
        {view.otherCountries.map((c) => (
          <li key={`${c.name}|${c.link}`}>
            <a href={c.link}>{c.name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
