/**
 * Booking from a clinic card (booking-schedule §7 "Booking redirect parameters from the doctor page: slot, lpu,
 * source doctor-inner, timedelta, doctor, doctorSpec, type"): the new-appointment URL of a chosen slot and the
 * navigation to it. Only a slot choice needs them, so they come with the list's on-demand chunk on the first choice,
 * or earlier when a card's schedule is hovered or focused (docs/decisions/243-booking-redirects-on-demand.md) — not
 * before the page's first slot. The list's store calls {@link book} through its own `book`.
 */
import { logError, navigateToBooking } from '../../../core/dom';
import { reachGoal } from '../../../core/tracking';
import type { TimeChoiceDetail } from '../../appointment-calendar/calendar-model';
import {
  doctorRedirectUrl,
  encodeQueryValue,
  serviceRedirectUrl,
} from '../../appointment-calendar/on-demand/redirect';
import type { ClinicEntry } from '../clinic-list-data';
import {
  bookingType,
  CLINIC_LIST_TAG,
  TELEMED_SCHEDULE_TYPES,
  type ClinicItem,
  type TelemedKind,
} from '../clinic-list-model';
import { CLINIC_LIST_GOALS, type ClinicListStore } from '../clinic-list-store';

/** `source` of the doctor page redirect (§7). */
export const REDIRECT_SOURCE = 'doctor-inner';

/** What {@link bookingUrl} needs. */
export interface BookingTarget {
  entry: ClinicEntry;
  item: ClinicItem;
  /**
   * The telemed schedule booked (§4 "Telemed schedule type"): the redirect adds `telemedType=clinic|medtochka`, so
   * the new-appointment page tells the two platforms apart (docs/decisions/190).
   */
  telemedKind?: TelemedKind | null;
  /** Booking `type` ({@link bookingType}). */
  type: string;
  /** The page town's timedelta, hours (§7 `timedelta`). */
  timedelta: number;
  /** `yyyy-MM-dd`, town time. */
  day: string;
  /** `HH:mm`, town time. */
  time: string;
}

/**
 * The new-appointment URL from the doctor page (§7 "Booking redirect parameters from the doctor page: slot, lpu,
 * source doctor-inner, timedelta, doctor, doctorSpec, type"):
 * `/appointment/new/?doctor=…&lpu=…&slot=dd.MM.yyyy%20HH:mm&type=…&doctorSpec={speciality translit}&spec_placement=&source=doctor-inner&timedelta=…`.
 * A service ("the clinic-service variant adds doctorId, equipmentId, targetDoctorId, synonymId"):
 * `/uslugi/appointment/new/?lpu=…&slot=…&synonymId=…&dTypeId=&doctorId=…&equipmentId=&targetDoctorId=…&source=doctor-inner&timedelta=…`.
 */
export function bookingUrl(t: BookingTarget): string {
  const { entry, item } = t;
  if (item.kind === 'service') {
    const url = serviceRedirectUrl({
      lpuId: entry.lpuId,
      day: t.day,
      time: t.time,
      synonymId: item.service.synonymId,
      dtypeId: null,
      doctorPriceList: true,
      doctorId: entry.doctorId,
      source: REDIRECT_SOURCE,
    });
    const extra: [string, string | number][] = [
      ['targetDoctorId', entry.doctorId],
      ['timedelta', t.timedelta],
    ];
    return `${url}&${extra.map(([k, v]) => `${k}=${encodeQueryValue(v)}`).join('&')}`;
  }
  const url = doctorRedirectUrl({
    doctorId: entry.doctorId,
    lpuId: entry.lpuId,
    day: t.day,
    time: t.time,
    club: t.type === 'club',
    type: t.type,
    doctorSpec: item.workplace.spec.translit,
    specPlacement: '',
    source: REDIRECT_SOURCE,
    timedelta: t.timedelta,
  });
  return t.telemedKind ? `${url}&telemedType=${TELEMED_SCHEDULE_TYPES[t.telemedKind]}` : url;
}

/**
 * Books slot `choice` (town time) of the card of clinic entry `entryId` as the card shows it (its item, price tab
 * and telemed schedule): reaches the `booking` goal and navigates to {@link bookingUrl} (a partner page's rules
 * apply, src/core/dom `navigateToBooking`). A card that is not shown, or has no item, only logs
 * `[pd-widgets] pd-clinic-list: cannot book: …`.
 */
export function book(
  store: ClinicListStore,
  entryId: number,
  choice: Pick<TimeChoiceDetail, 'day' | 'time'>,
): void {
  const card = store.$view.get().cards.find((c) => c.entry.id === entryId);
  if (!card?.item) {
    logError(CLINIC_LIST_TAG, `cannot book: no clinic card ${entryId} with an item is shown`);
    return;
  }
  const url = bookingUrl({
    entry: card.entry,
    item: card.item,
    type: bookingType(card.pageType, card.tab),
    telemedKind: card.telemedKind,
    timedelta: store.config.townTimedelta,
    day: choice.day,
    time: choice.time,
  });
  reachGoal(CLINIC_LIST_GOALS.booking, {
    lpuId: card.entry.lpuId,
    doctorId: card.entry.doctorId,
    filter: store.$state.get().filter,
    item: card.item.key,
  });
  navigateToBooking(url);
}
