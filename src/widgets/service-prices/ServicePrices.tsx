/**
 * `<ServicePrices>`: a clinic's service price list (booking-schedule §2 "Service price list section": header,
 * clinic selector, search box, online-booking-only switch, last-update note, category list, 'show more', empty
 * state 'Услуга не найдена'; §4 "Service list"). A thin view: the state and every rule live in
 * `service-prices-store.ts` and `service-prices-model.ts`.
 *
 * The booking button of a row opens that service's `AppointmentCalendar` inline under the row (one at a time; the
 * up-arrow closes it); a slot choice redirects to `/uslugi/appointment/new/`.
 */
import { ChevronIcon, CloseIcon } from '../../shared/ui/icons';
import { useStore } from '@nanostores/react';
import { useEffect, useId, type ChangeEvent } from 'react';
import { useWidgetStore } from '../../core/hooks';
import { useHost } from '../../core/host';
import { format } from '../../core/i18n';
import { Button } from '../../core/ui';
import { Chip } from '../../shared/chip/Chip';
import { servicesMessages as msg } from './messages';
import { AppointmentCalendar } from '../appointment-calendar/AppointmentCalendar';
import { foundCountText, serviceMeta, type ServiceListItem } from './service-prices-model';
import {
  createServicePricesStore,
  type OpenCalendar,
  type ServicePricesInputs,
  type ServicePricesStore,
} from './service-prices-store';

/** Props of {@link ServicePrices} (CONTRACT `<pd-service-prices>` attributes in camelCase). */
export interface ServicePricesProps {
  /** "Service prices data" array (booking-schedule §3): one entry per clinic. */
  lpus?: unknown;
  /** Id of a `<script type="application/json">` (Django `json_script`) holding that array. */
  lpusSource?: string;
  /** "Schedule init data" `{dateStart, doctorsLpus, townTimedelta}` (booking-schedule §3). */
  schedule?: unknown;
  /** Id of a `<script type="application/json">` holding the schedule init data. */
  scheduleSource?: string;
  /** The clinic selected at first; default: the first entry. */
  lpuId?: number;
}

/** The service price list (booking-schedule §2, §4). */
export function ServicePrices(props: ServicePricesProps) {
  const host = useHost();
  const { lpus, lpusSource, schedule, scheduleSource, lpuId } = props;
  const store = useWidgetStore(
    { lpus, lpusSource, schedule, scheduleSource, lpuId } satisfies ServicePricesInputs,
    (inputs) => createServicePricesStore(inputs, { host }),
  );
  useEffect(() => store.start(), [store]);
  const view = useStore(store.$view);
  const ids = useId();

  if (!view.clinic) return null;
  const { clinic, state } = view;
  const hintId = `${ids}-hint`;

  return (
    <section className="sp" aria-label={format(msg.sectionLabel, { clinic: clinic.lpu.name })}>
      <h2 className="sp__title">{msg.title}</h2>

      <div className="sp__controls">
        <div className="sp__clinic">
          {view.clinics.length > 1 ? (
            <>
              <label className="sp__label" htmlFor={`${ids}-clinic`}>
                {msg.clinicLabel}
              </label>
              <select
                id={`${ids}-clinic`}
                className="sp__select"
                part="clinic-select"
                value={clinic.lpu.id}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => store.selectLpu(Number(e.target.value))}
              >
                {view.clinics.map((c) => (
                  <option key={c.lpu.id} value={c.lpu.id}>
                    {c.lpu.name}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <p className="sp__clinic-name">{clinic.lpu.name}</p>
          )}
          {clinic.lpu.address && <p className="sp__address">{clinic.lpu.address}</p>}
        </div>

        <div
          className="sp__search-field"
          role="search"
          aria-label={format(msg.searchRegionLabel, { clinic: clinic.lpu.name })}
        >
          <label className="sp__label" htmlFor={`${ids}-search`}>
            {msg.searchLabel}
          </label>
          <div className="sp__search">
            <input
              id={`${ids}-search`}
              className="sp__input"
              part="search"
              type="search"
              autoComplete="off"
              placeholder={msg.searchPlaceholder}
              value={state.input}
              aria-describedby={view.hint ? hintId : undefined}
              onChange={(e) => store.type(e.target.value)}
            />
            {state.input && (
              <button
                type="button"
                className="sp__clear"
                aria-label={msg.searchClear}
                onClick={store.clearSearch}
              >
                <CloseIcon size={18} className="sp__icon" />
              </button>
            )}
          </div>
          {view.hint && (
            <p className="sp__hint" id={hintId}>
              {msg.searchHint}
            </p>
          )}
        </div>

        <label className="sp__switch" part="switch" data-disabled={view.switchDisabled || undefined}>
          <input
            type="checkbox"
            role="switch"
            className="sp__switch-input"
            checked={state.onlineOnly}
            disabled={view.switchDisabled}
            aria-busy={state.online.status === 'loading' || undefined}
            onChange={(e) => store.setOnlineOnly(e.target.checked)}
          />
          <span className="sp__switch-track" aria-hidden="true" />
          <span className="sp__switch-label">{msg.onlineOnly}</span>
        </label>
      </div>

      {view.note && (
        <p className="sp__note" part="note" data-tone={view.note.tone}>
          <span>{view.note.text}</span>
          {view.note.warning && <strong className="sp__note-warning">{view.note.warning}</strong>}
        </p>
      )}

      {view.categories.length > 1 && (
        <div className="sp__categories" role="group" aria-label={msg.categoriesLabel}>
          {view.categories.map((name) => (
            <Chip
              key={name}
              selected={view.activeCategory === name}
              onClick={() => store.chooseCategory(name)}
            >
              {name}
            </Chip>
          ))}
        </div>
      )}

      <p className="sp__sr" aria-live="polite">
        {foundCountText(view.found.length)}
      </p>

      {view.empty ? (
        <p className="sp__empty" part="empty">
          {msg.notFound}
        </p>
      ) : (
        <div className="sp__list">
          {view.groups.map((group, gi) => (
            <div key={`${gi}:${group.name}`} className="sp__group">
              <h3 className="sp__group-title" id={`${ids}-g${gi}`}>
                {group.name}
              </h3>
              <ul className="sp__items" aria-labelledby={`${ids}-g${gi}`}>
                {group.items.map((item) => (
                  <ServiceRow
                    key={item.key}
                    item={item}
                    store={store}
                    calendar={state.calendar?.key === item.key ? state.calendar : null}
                    calendarId={`${ids}-cal`}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}

      {view.hasMore && (
        <Button variant="secondary" block className="sp__more" onClick={store.showMore}>
          {msg.showMore}
        </Button>
      )}
    </section>
  );
}

interface RowProps {
  item: ServiceListItem;
  store: ServicePricesStore;
  /** The open calendar when it belongs to this row. */
  calendar: OpenCalendar | null;
  /** Id of the (single) inline calendar region. */
  calendarId: string;
}

function ServiceRow({ item, store, calendar, calendarId }: RowProps) {
  const meta = serviceMeta(item);
  const open = calendar !== null;
  return (
    <li className="sp__item" part="service" data-open={open || undefined}>
      <div className="sp__row">
        <div className="sp__info">
          <span className="sp__name">{item.name}</span>
          {meta && <span className="sp__meta">{meta}</span>}
        </div>
        <div className="sp__side">
          {item.formattedPrice && (
            <span className="sp__price" part="price">
              {item.formattedPrice}
            </span>
          )}
          {item.isEnabledServiceDirect && (
            // One button for both states keeps the focus when the calendar opens or closes.
            <Button
              variant={open ? 'secondary' : 'primary'}
              size="sm"
              className={open ? 'sp__book sp__book--open' : 'sp__book'}
              aria-label={open ? msg.collapseCalendar : format(msg.bookService, { name: item.name })}
              aria-expanded={open}
              aria-controls={open ? calendarId : undefined}
              onClick={() => (open ? store.collapse() : store.book(item))}
            >
              {open ? <ChevronIcon dir="up" className="sp__icon" /> : msg.book}
            </Button>
          )}
        </div>
      </div>
      {calendar && (
        <div
          className="sp__calendar"
          id={calendarId}
          role="region"
          aria-label={format(msg.calendarLabel, { name: calendar.name })}
        >
          <AppointmentCalendar {...calendar.props} />
        </div>
      )}
    </li>
  );
}
