/**
 * `pd-widgets/react`: every widget as a plain React component, for rendering inside a React app's own tree
 * (CONTRACT "Package and entry points"). No custom element is defined by this entry. Outside a custom
 * element each component renders into its own shadow root on a `<div data-pd-widget>` with the widget's
 * styles (src/core/shadow-root.tsx); DOM events are dispatched on that `<div>`, and callback props work too.
 */
import { withShadowRoot } from './core/shadow-root';
import { ClinicList as ClinicListView } from './widgets/clinic-list/ClinicList';
import { clinicListWidgetStyles } from './widgets/clinic-list/ClinicList.styles';
import { AppointmentCalendar as AppointmentCalendarView } from './widgets/appointment-calendar/AppointmentCalendar';
import { appointmentCalendarStyles } from './widgets/appointment-calendar/AppointmentCalendar.styles';
import { FavouriteButton as FavouriteButtonView } from './widgets/favourite-button/FavouriteButton';
import { favouriteButtonWidgetStyles } from './widgets/favourite-button/FavouriteButton.styles';
import { LoginChoice as LoginChoiceView } from './widgets/login-choice/LoginChoice';
import { loginChoiceWidgetStyles } from './widgets/login-choice/LoginChoice.styles';

export type { AppointmentCalendarProps } from './widgets/appointment-calendar/AppointmentCalendar';
export type { ClinicListProps } from './widgets/clinic-list/ClinicList';
export type { FavouriteButtonProps } from './widgets/favourite-button/FavouriteButton';
export type { LoginChoiceProps } from './widgets/login-choice/LoginChoice';

/** `<pd-appointment-calendar>` as a React component (camelCase props, `onTimeChoice`/`onOrderCall` callbacks). */
export const AppointmentCalendar = withShadowRoot(
  'pd-appointment-calendar',
  AppointmentCalendarView,
  appointmentCalendarStyles,
);
export { PriceBlock } from './widgets/price-block/PriceBlock';
export { ServicePrices } from './widgets/service-prices/ServicePrices';
/** `<pd-clinic-list>` as a React component (camelCase props; `clinics` as an array). */
export const ClinicList = withShadowRoot('pd-clinic-list', ClinicListView, clinicListWidgetStyles);
export { DoctorContacts } from './widgets/doctor-contacts/DoctorContacts';
export const FavouriteButton = withShadowRoot(
  'pd-favourite-button',
  FavouriteButtonView,
  favouriteButtonWidgetStyles,
);
export const LoginChoice = withShadowRoot('pd-login-choice', LoginChoiceView, loginChoiceWidgetStyles);
export { PhoneAuth, PhoneAuthDialog } from './widgets/phone-auth/react';
