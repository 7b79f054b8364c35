/**
 * One clinic card of `<pd-clinic-list>` (booking-schedule §2 "Clinic card"; §5 age text, home visit, phone rules;
 * §6 staff; §9 metro, clinic columns 336/389): name linking to the clinic page, the staff link, the select
 * 'Специальность или услуга', the price block, address with a map link, up to 3 metro stations, phone, 'Страница
 * клиники', the medcard banner, age text, the home-visit call button, the staff appointment type and the calendar.
 * On mobile the card is an accordion panel; on desktop a two-column block.
 */
import { useId } from 'react';
import { format } from '../../core/i18n';
import { formatPrice } from '../../shared/format';
import { clinicListMessages as msg } from './messages';
import { preloadModal } from '../../core/lazy-modal';
import { Button } from '../../core/ui';
import { AppointmentCalendar, CalendarPlaceholder } from '../appointment-calendar/AppointmentCalendar';
import { itemPriceText, priceBoxShape, type FilterType } from './clinic-list-model';
import type { CardView, ClinicListStore } from './clinic-list-store';
import { LazyItemPicker } from './lazy-picker';
import { PriceBox } from './PriceBox';

interface ClinicCardProps {
  card: CardView;
  store: ClinicListStore;
  isDesktop: boolean;
  filter: FilterType;
  /** False while the card is new: the calendar's placeholder shows until the next task (ADR 062). */
  calendarsMounted: boolean;
  /** The price block may render: the page's first slot is shown (ADR 211); until then its box is reserved. */
  pricesDue: boolean;
}

/** A clinic card. */
export function ClinicCard({ card, store, isDesktop, filter, calendarsMounted, pricesDue }: ClinicCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const panelId = `${id}-panel`;
  const { entry } = card;
  const open = isDesktop || card.open;

  return (
    <article className="cl-card" part="clinic-card" aria-labelledby={nameId}>
      <div className="cl-card__head">
        <h3 className="cl-card__name" id={nameId}>
          <a href={card.clinicHref}>{entry.lpu.name}</a>
        </h3>
        <p className="cl-card__address">
          <span>{card.address}</span>
          {card.mapHref && (
            <>
              {' '}
              <a
                className="cl-card__map-link"
                href={card.mapHref}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => {
                  if (store.showMap([entry.id])) e.preventDefault();
                }}
              >
                {msg.showAddressOnMap}
              </a>
            </>
          )}
        </p>
        {!isDesktop && (
          <button
            type="button"
            className="cl-card__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-describedby={nameId}
            onClick={() => store.toggleOpen(entry.id)}
          >
            {open ? msg.collapse : msg.expand}
          </button>
        )}
      </div>
      <div className="cl-card__body" id={panelId} hidden={!open}>
        <div className="cl-card__info">
          {card.staffHref && (
            <a className="cl-card__staff" href={card.staffHref}>
              {msg.staffScheduleProblems}
            </a>
          )}
          {card.item && <ItemSelect card={card} store={store} filter={filter} />}
          <PriceBox
            shape={priceBoxShape(card.blockPrices, card.pageType, card.isClubClinic, card.tab)}
            due={pricesDue}
            pageType={card.pageType}
            price={card.blockPrices.price}
            priceHome={card.blockPrices.priceHome}
            priceOnline={card.blockPrices.priceOnline}
            priceMedtochkaTelemed={card.blockPrices.priceMedtochkaTelemed}
            priceClub={card.blockPrices.priceClub}
            isClubClinic={card.isClubClinic}
            selectedTab={card.tab}
            specialitySelected={card.item?.key ?? ''}
            onRedirect={(detail) => store.setPriceTab(entry.id, detail.value)}
          />
          {card.telemedOptions.length > 1 && <TelemedChoice card={card} store={store} />}
          {card.age && <p className="cl-card__age">{card.age}</p>}
          {card.metro.length > 0 && (
            <ul className="cl-card__metro" aria-label={msg.metroLabel}>
              {card.metro.map((m) => (
                <li
                  key={m.name}
                  className="cl-card__station"
                  aria-label={m.walk ? format(msg.metroName, { name: m.name, walk: m.walk }) : m.name}
                >
                  <span
                    className="cl-card__line"
                    aria-hidden="true"
                    style={m.color ? { backgroundColor: m.color } : undefined}
                  />
                  <span aria-hidden="true">{m.name}</span>
                  {m.walk && (
                    <span className="cl-card__walk" aria-hidden="true">
                      {m.walk}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {card.phone && (
            <div className="cl-card__phone">
              <a href={card.phone.href} aria-label={format(msg.phoneName, { phone: card.phone.display })}>
                {card.phone.display}
              </a>
              {card.phone.oms && <p className="cl-card__oms">{msg.omsFree}</p>}
            </div>
          )}
          {card.medcard && <p className="cl-card__banner">{msg.medcardBanner}</p>}
          {isDesktop && card.staffAppointmentType && (
            <p className="cl-card__staff-type">
              {format(msg.staffAppointmentType, { type: card.staffAppointmentType })}
            </p>
          )}
          <a className="cl-card__page" href={card.clinicHref}>
            {msg.clinicPage}
          </a>
        </div>
        {/* A hover or focus on the schedule loads the booking code before a slot is chosen (ADR 243). */}
        <div
          className="cl-card__schedule"
          onPointerEnter={store.preloadBooking}
          onFocusCapture={store.preloadBooking}
        >
          <Schedule card={card} store={store} calendarsMounted={calendarsMounted} />
        </div>
      </div>
    </article>
  );
}

/** The picker's code and the modal's, both loaded before the first open. */
function preloadPicker(): void {
  void LazyItemPicker.preload();
  void preloadModal();
}

function ItemSelect({ card, store, filter }: { card: CardView; store: ClinicListStore; filter: FilterType }) {
  const id = useId();
  const item = card.item;
  if (!item) return null;
  const price = itemPriceText(item, filter);
  return (
    <div className="cl-card__select">
      <span className="cl-card__select-label" id={`${id}-label`}>
        {msg.itemSelectLabel}
      </span>
      <button
        type="button"
        className="cl-card__select-button"
        part="item-select"
        aria-haspopup="dialog"
        // WCAG 2.5.3: the name starts with the visible text, price included (issue 20 item 30).
        aria-label={format(msg.itemSelectName, { value: price ? `${item.name} ${price}` : item.name })}
        onPointerEnter={preloadPicker}
        onFocus={preloadPicker}
        onClick={() => store.openPicker(card.entry.id)}
      >
        <span className="cl-card__select-value">{item.name}</span>{' '}
        {price && <span className="cl-card__select-price">{price}</span>}
        <span className="cl-card__chevron" aria-hidden="true" />
      </button>
    </div>
  );
}

function TelemedChoice({ card, store }: { card: CardView; store: ClinicListStore }) {
  const name = useId();
  return (
    <fieldset className="cl-card__telemed">
      <legend className="cl-card__telemed-legend">{msg.telemedChoice}</legend>
      {card.telemedOptions.map((o) => (
        <label key={o.kind} className="cl-card__telemed-option">
          <input
            type="radio"
            name={name}
            value={o.kind}
            checked={card.telemedKind === o.kind}
            onChange={() => store.chooseTelemed(card.entry.id, o.kind)}
          />
          <span>
            {format(msg.telemedOption, {
              label: o.kind === 'clinic' ? msg.telemedClinic : msg.telemedMedtochka,
              price: formatPrice(o.price),
            })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Schedule({
  card,
  store,
  calendarsMounted,
}: {
  card: CardView;
  store: ClinicListStore;
  calendarsMounted: boolean;
}) {
  if (card.homeCall) {
    return (
      <div className="cl-card__home-call">
        <Button variant="primary" block onClick={() => store.homeCall(card.entry.id)}>
          {msg.homeCall}
        </Button>
        <p className="cl-card__note">{msg.homeCallNote}</p>
      </div>
    );
  }
  if (!card.calendar) return <p className="cl-card__stub">{msg.stub}</p>;
  if (!calendarsMounted) return <CalendarPlaceholder />;
  return (
    <AppointmentCalendar
      key={card.calendarKey}
      {...card.calendar}
      onTimeChoice={(detail) => store.book(card.entry.id, detail)}
    />
  );
}
