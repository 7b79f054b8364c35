/**
 * `<pd-doctor-contacts>` (CONTRACT; booking-schedule §2 "Doctor contacts panel", §3 "Doctor (contacts)", "Contact",
 * §4 "Doctor contacts", §5, §6, §7 `GET /api/doctor/contacts/` and `POST /leave/`, §8, §9). Importing this module
 * defines the tag. Decisions: docs/decisions/105–109.
 */
import { defineWidget } from '../../core/define';
import { DoctorContacts, type DoctorContactsProps } from './DoctorContacts';
import { doctorContactsWidgetStyles } from './DoctorContacts.styles';
import { CONTACTS_TAG } from './doctor-contacts-model';

export { DoctorContacts, CONTACTS_DIALOG_ID, type DoctorContactsProps } from './DoctorContacts';
export {
  CONTACTS_PANEL_WIDTH,
  CONTACTS_TAG,
  CONTACT_ORDER,
  DOCTOR_FIO_ATTRIBUTE,
  DOCTOR_ID_ATTRIBUTE,
  OPENER_ATTRIBUTE,
  PHONE_PREFIX,
  formatPhone,
  telHref,
  type ContactView,
  type DoctorRef,
} from './doctor-contacts-model';

/** The tag. */
export const DOCTOR_CONTACTS_TAG = CONTACTS_TAG;

defineWidget<DoctorContactsProps>({
  tag: CONTACTS_TAG,
  // The site's session (cookies, CSRF, the signed-in user): not on a partner page (ADR 184).
  session: true,
  component: DoctorContacts,
  props: {},
  // The modal css comes with the lazily loaded modal (core/lazy-modal.tsx), the phone confirmation css with its
  // chunk (PhoneAuthGate.tsx).
  styles: doctorContactsWidgetStyles,
  parts: {
    doctor: "The doctor's full name at the top of the panel.",
    list: 'The list of contacts.',
    contact: 'One contact row (a tel:/mailto: link, an external link, or the desktop phone reveal button).',
    icon: 'The icon of a contact row.',
    footnote: 'The footnote about Meta, shown when a WhatsApp contact is listed.',
  },
  docs:
    'The doctor contacts panel (booking-schedule §2, §4). Put ONE `<pd-doctor-contacts>` on the page; any element with ' +
    '`data-pd-doctor-contacts data-doctor-id="…" data-doctor-fio="…"` opens it (click, or Enter/Space). Anonymous ' +
    'users confirm their phone first. Desktop: a 360-px side sheet; mobile: a bottom sheet. External links open ' +
    'through `POST /leave/` in a new tab.',
});
