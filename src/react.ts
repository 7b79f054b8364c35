/**
 * `pd-widgets/react`: every widget as a plain React component, for rendering inside a React app's own tree
 * (CONTRACT "Package and entry points"). No custom element is defined by this entry. Outside a custom
 * element, `useHost()` gives a detached element, so DOM events go nowhere: use the components' callback
 * props instead.
 */
export { AppointmentCalendar } from './widgets/appointment-calendar/AppointmentCalendar';
export { PriceBlock } from './widgets/price-block/PriceBlock';
