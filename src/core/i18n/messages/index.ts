/** Every user-visible Russian text of the library, one module per area. */
export { commonMessages } from './common';
export { calendarMessages } from './calendar';
export { scheduleMessages } from './schedule';
export { modalMessages } from './modal';
export { servicesMessages } from './services';
export { priceMessages } from './price';
export { clinicListMessages } from './clinic-list';
export { phoneAuthMessages } from './phone-auth';
export { favouritesMessages } from './favourites';
export { loginChoiceMessages } from './login-choice';
export { contactsMessages } from './contacts';
