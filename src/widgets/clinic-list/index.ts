/**
 * `<pd-clinic-list>` (CONTRACT; booking-schedule §2 "Doctor page clinic list", "Clinic card", "Speciality/service
 * picker dialog"; §3 clinic address entries; §4 "Filter type", "Selected item per clinic", "Telemed schedule type";
 * §5; §6 staff; §7 booking redirects; §9). Importing this module defines the tag. Decisions: docs/decisions/080–085.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ORDER_CALL_EVENT, TIME_CHOICE_EVENT } from '../appointment-calendar/calendar-store';
import { REDIRECT_EVENT } from '../price-block/price-block-model';
import { ClinicList, type ClinicListProps } from './ClinicList';
import { clinicListWidgetStyles } from './ClinicList.styles';
import { prefetchClinicList } from './clinic-list-prefetch';
import { HOME_CALL_EVENT } from './clinic-list-store';

export { ClinicList, type ClinicListProps } from './ClinicList';
export { clinicListWidgetStyles } from './ClinicList.styles';
export {
  CLINIC_LIST_TAG,
  SHOW_MAP_EVENT,
  STAFF_SCHEDULE_PROBLEMS_PATH,
  type FilterType,
  type MapPoint,
  type ShowMapDetail,
} from './clinic-list-model';
export { CLINIC_LIST_GOALS, HOME_CALL_EVENT, type HomeCallDetail } from './clinic-list-store';
export type { ClinicEntryWire, OtherCountry } from './clinic-list-data';

const props: Record<keyof ClinicListProps & string, WidgetProp> = {
  doctorId: {
    type: 'number',
    doc: "The doctor; default: the entries' doctor_id (entries of another doctor are dropped).",
  },
  clinics: {
    type: 'json',
    doc: 'Array of clinic address entries (booking-schedule §3; shape in docs/api.md).',
  },
  clinicsSource: {
    type: 'string',
    doc: 'Id of a <script type="application/json"> holding that array (Django json_script); used when clinics is not set.',
  },
  doctorSpecialityId: {
    type: 'number',
    doc: "The doctor's main speciality id: a card preselects it unless the URL hash names another (§4).",
  },
  otherCountries: {
    type: 'json',
    doc: "[{name, link}] for 'Принимает в других странах' (shown with flag pd_info_about_other_countries).",
  },
  townTimedelta: {
    type: 'number',
    doc: "Hours of the page's town relative to Moscow: every calendar's town time and the booking timedelta. Default: the first clinic's town.",
  },
};

defineWidget<ClinicListProps>({
  tag: 'pd-clinic-list',
  component: ClinicList,
  props,
  events: {
    [TIME_CHOICE_EVENT]:
      'From a card calendar, as <pd-appointment-calendar>; then the page navigates to the booking (§7).',
    [ORDER_CALL_EVENT]: "From an express clinic's calendar: {doctorId, lpuId, synonymId}.",
    [REDIRECT_EVENT]: "From a card's price block: {value} of the chosen tab (it sets the booking type).",
    [HOME_CALL_EVENT]:
      "{doctorId, lpuId, specialityId} — 'Вызвать врача на дом' (home price, direct booking off).",
  },
  styles: clinicListWidgetStyles,
  // Every card's slots request leaves at connect, before the list's first render (clinic-list-prefetch.ts).
  onConnect: (host, inputs) => prefetchClinicList(host, inputs),
  parts: {
    'clinic-card': 'One clinic card.',
    'item-select': "The select 'Специальность или услуга'.",
    'picker-option': 'An item of the picker dialog.',
    'day-tab': 'A day tab of a card calendar.',
    'day-scroll-prev': "A card calendar's 'Предыдущие дни' button (hidden while no tab is cut on the left).",
    'day-scroll-next': "A card calendar's 'Следующие дни' button (hidden while no tab is cut on the right).",
    slot: 'A time-slot button of a card calendar.',
  },
  docs:
    "The doctor page block 'Запись на приём' (booking-schedule §2, §4): filter chips 'В клинике' / 'На дому' / " +
    "'Онлайн', one card per clinic address with its price block and calendar (one shared slots_bulk request), the " +
    'speciality/service picker, and booking redirects from the doctor page (§7). Reads #filter= and #speciality= ' +
    "from the URL hash. 'На карте' and a card's map link dispatch the cancelable window event pd:show-map " +
    '{points:[{coords:[lat,lon], name, address, id, phone, lpuHref}]}; a map widget calls preventDefault(), else ' +
    'the maps service opens in a new tab.',
});
