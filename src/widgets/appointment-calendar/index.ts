/**
 * `<pd-appointment-calendar>` (CONTRACT; booking-schedule §2 "Appointment calendar", §3 "Calendar inputs", §4
 * "Calendar", §5 "URL filters", §7 redirects, §9 slot grid). Importing this module defines the tag.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { AppointmentCalendar, type AppointmentCalendarProps } from './AppointmentCalendar';
import { appointmentCalendarStyles } from './AppointmentCalendar.styles';
import { ORDER_CALL_EVENT, prefetchCalendarSlots, TIME_CHOICE_EVENT } from './calendar-store';

export { AppointmentCalendar, type AppointmentCalendarProps } from './AppointmentCalendar';
export {
  CALENDAR_GOALS,
  ORDER_CALL_EVENT,
  PRELIMINARY_EVENT,
  TIME_CHOICE_EVENT,
  type PreliminaryEventDetail,
} from './calendar-store';
export type { CalendarInputs, OrderCallDetail, TimeChoiceDetail } from './calendar-model';

/** The tag. */
export const APPOINTMENT_CALENDAR_TAG = 'pd-appointment-calendar';

const props: Record<keyof AppointmentCalendarProps & string, WidgetProp> = {
  doctorId: {
    type: 'number',
    doc: 'Doctor id; with lpu-id the calendar asks slots_bulk for this doctor at this clinic.',
  },
  lpuId: { type: 'number', doc: 'Clinic id (required).' },
  synonymId: {
    type: 'number',
    doc: 'Service synonym id: the calendar asks /ajax/services/schedule/ (30 days).',
  },
  dtypeId: { type: 'number', doc: 'Diagnostic type id, passed to the service redirect as dTypeId.' },
  specialityId: {
    type: 'number',
    doc: 'Speciality id: without doctor-id, the clinic-by-speciality calendar (slots_bulk_by_specialities).',
  },
  specialityName: { type: 'string', doc: "Speciality name for the speciality request, e.g. 'Терапевт'." },
  specialityTranslit: {
    type: 'string',
    doc: "Speciality URL slug for the speciality request, e.g. 'terapevt'.",
  },
  telemedType: {
    type: 'string',
    doc: 'Telemed schedule type (type_schedule); with doctor-id the calendar asks slots_bulk/telemed/.',
  },
  dateStart: { type: 'string', doc: 'First day, yyyy-MM-dd; default today in town time.' },
  days: { type: 'number', doc: 'Number of days; default 14 (doctor/clinic), 30 (service).' },
  townTimedelta: {
    type: 'number',
    doc: "Hours of the town's clock relative to Moscow (UTC+3).",
    default: 0,
  },
  lpuTimedelta: {
    type: 'number',
    doc: "Hours of the clinic's town relative to Moscow: lpu_timedelta of the slots_bulk pair; default town-timedelta.",
  },
  hasSlots: {
    type: 'json',
    doc: 'The clinic entry\'s has_slots: has-slots="false" asks for no slots (booking-schedule §5); default true.',
  },
  initDay: { type: 'string', doc: 'Day to open on (yyyy-MM-dd), if it has slots.' },
  useRedirect: {
    type: 'boolean',
    doc: 'Choosing a slot navigates to the new-appointment page.',
    default: false,
  },
  appointmentType: {
    type: 'string',
    doc: '"" or "express": express makes slot buttons inert and shows the order-call block.',
    default: '',
  },
  expressEnabled: {
    type: 'boolean',
    doc: 'The express flag: the order-call block is offered in express mode.',
    default: false,
  },
  preliminaryConsultation: {
    type: 'boolean',
    doc: 'A slot choice first opens the preliminary-consultation modal.',
    default: false,
  },
  doctorSpec: { type: 'string', doc: 'doctorSpec of the doctor redirect (the URL hash speciality wins).' },
  specPlacement: { type: 'string', doc: 'spec_placement of the doctor redirect.' },
  club: { type: 'boolean', doc: 'Club appointment: the doctor redirect carries type=club.', default: false },
  lpuPriceList: {
    type: 'boolean',
    doc: "The calendar belongs to a clinic's price list: a slot books the clinic (/uslugi/appointment/new/).",
    default: false,
  },
  doctorPriceList: {
    type: 'boolean',
    doc: "The calendar belongs to a doctor's price list: the service request and redirect carry the doctor.",
    default: false,
  },
  serviceDirect: {
    type: 'json',
    doc: 'The service is bookable online directly (serviceIsDirect): service-direct="false" on a service calendar that is not express asks no slots and shows the stub; absent or bare: direct.',
  },
  selectedDate: {
    type: 'string',
    doc: "The selected slot, 'dd.MM.yyyy HH:mm' (the selectedFullDate the calendar emits): the calendar opens on its day with the slot highlighted.",
  },
  dataItem: {
    type: 'json',
    doc: 'The schedule item (booking-schedule §3): lpuId, doctorId, hasSlots, isAppointmentOn, serviceIsDirect, serviceIsExpress, serviceIsAvailable, isEnabledLpuClub, synonym {id, dtypeId, isPreliminaryConsultation} stand in for inputs not given.',
  },
  isAppointmentDoctor: {
    type: 'boolean',
    doc: 'The slot books a doctor: the doctor redirect /appointment/new/ even from a service calendar.',
    default: false,
  },
  isAppointmentLpu: {
    type: 'boolean',
    doc: 'The slot books the clinic: the clinic redirect /uslugi/appointment/new/ (also with lpu-price-list).',
    default: false,
  },
  source: {
    type: 'string',
    doc: 'source of the doctor redirect; default by the page: doctor-inner, lpu-inner, doctor-list, lpu-list or other.',
  },
  onTimeChoice: { type: 'function', doc: 'Callback with the calendar:time-choice detail (property only).' },
  onOrderCall: { type: 'function', doc: 'Callback with the calendar:order-call detail (property only).' },
};

defineWidget<AppointmentCalendarProps>({
  tag: APPOINTMENT_CALENDAR_TAG,
  component: AppointmentCalendar,
  props,
  onConnect: (_host, inputs) => void prefetchCalendarSlots(inputs),
  events: {
    [TIME_CHOICE_EVENT]:
      "{day: 'yyyy-MM-dd', time: 'HH:mm', duration: seconds, dateName: 'd MMMM (EEEE)', selectedFullDate: 'dd.MM.yyyy HH:mm'} — town time",
    [ORDER_CALL_EVENT]: '{doctorId, lpuId, synonymId} — null when not set',
  },
  // The modal css comes with the lazily loaded modal (core/lazy-modal.tsx).
  styles: appointmentCalendarStyles,
  parts: {
    'day-tab': 'A day tab of the day strip (also merged empty-range tabs).',
    'day-scroll-prev':
      "The 'Предыдущие дни' button over the strip's left end; hidden while no tab is cut there.",
    'day-scroll-next':
      "The 'Следующие дни' button over the strip's right end; hidden while no tab is cut there.",
    slot: 'A time-slot button.',
    stub: "The 'Запись недоступна' stub.",
    'order-call': "The order-call block ('Заказать звонок' and its note).",
    'opens-on': "The disabled 'Запись включится …' element.",
  },
  docs:
    'A strip of day tabs over a grid of time slots (booking-schedule §2, §4, §9). Emits calendar:time-choice ' +
    'on a slot choice and, with use-redirect, navigates to /appointment/new/ (doctor) or /uslugi/appointment/new/ ' +
    '(service). Reads date_from, date_to and daytimes from the page URL to pick the first day.',
});
