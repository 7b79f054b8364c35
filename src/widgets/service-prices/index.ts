/**
 * `<pd-service-prices>` (CONTRACT; booking-schedule §2 "Service price list section", §3 "Service prices data",
 * "Schedule init data", §4 "Service list", §5 service search, §7 `POST /ajax/services/schedule/doctors/` and the
 * page-wide events, §8, §9). Importing this module defines the tag.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ServicePrices, type ServicePricesProps } from './ServicePrices';
import { servicePricesWidgetStyles } from './ServicePrices.styles';

export { ServicePrices, type ServicePricesProps } from './ServicePrices';
export { SERVICE_PRICES_GOALS } from './service-prices-store';
export {
  SERVICE_APPOINTMENT_REDIRECT_EVENT,
  SHOW_SERVICE_CALENDAR_EVENT,
  type ScheduleInitInput,
  type ServiceAppointmentRedirectDetail,
  type ServicePricesEntry,
  type ShowServiceCalendarDetail,
} from './service-prices-model';

/** The tag. */
export const SERVICE_PRICES_TAG = 'pd-service-prices';

const props: Record<keyof ServicePricesProps & string, WidgetProp> = {
  lpus: {
    type: 'json',
    doc: 'The "Service prices data" array (booking-schedule §3): [{lpu, updateInfo, serviceCategories}], one per clinic.',
  },
  lpusSource: {
    type: 'string',
    doc: 'Id of a <script type="application/json"> (Django json_script) holding the "lpus" array.',
  },
  schedule: {
    type: 'json',
    doc: 'The "Schedule init data" {dateStart, doctorsLpus, townTimedelta} (booking-schedule §3); default today, 0.',
  },
  scheduleSource: {
    type: 'string',
    doc: 'Id of a <script type="application/json"> holding the "schedule" object.',
  },
  lpuId: { type: 'number', doc: 'The clinic selected at first; default: the first entry of "lpus".' },
};

defineWidget<ServicePricesProps>({
  tag: SERVICE_PRICES_TAG,
  component: ServicePrices,
  props,
  events: {
    'calendar:time-choice':
      'from the inline service calendar (see pd-appointment-calendar), just before its redirect',
  },
  styles: servicePricesWidgetStyles,
  parts: {
    'clinic-select': 'The clinic selector.',
    search: 'The search box.',
    switch: "The online-booking-only switch ('Только с онлайн-записью').",
    note: "The last-update note ('Цены обновлены …', with 'Цены могли устареть' / 'Цены устарели').",
    service: 'A service row (the open calendar renders inside it).',
    price: 'The price of a service row.',
    empty: "The empty state 'Услуга не найдена'.",
  },
  docs:
    "A clinic's service price list (booking-schedule §2, §4): clinic selector, search (2+ characters, 300 ms), " +
    'online-booking-only switch, last-update note, categories, paging (10 mobile / 20 desktop). The booking ' +
    'button opens the service calendar inline; a slot choice goes to /uslugi/appointment/new/. On window it ' +
    'dispatches and handles pd:show-service-calendar {lpuId, doctorId, synonymId, dateStart, doctorsLpus, ' +
    'townTimedelta, container, serviceIsDirect, isEnabledLpuClub, isDoctorPriceList, ' +
    'serviceIsPreliminaryConsultation} and pd:service-appointment-redirect {lpu, synonymId, targetDoctorId} ' +
    '(both cancelable: preventDefault() takes them over; docs/api.md).',
});
