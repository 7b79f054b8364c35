/**
 * `<pd-app-promo>` (booking-schedule §2 "Mobile-app promo banner", §7 "Analytics goals … banner open and install").
 * Importing this module defines the tag. Decision: docs/decisions/161-app-promo.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { AppPromo, type AppPromoProps } from './AppPromo';
import { appPromoWidgetStyles } from './AppPromo.styles';
import { APP_PROMO_TAG } from './app-promo-model';

export { AppPromo, type AppPromoProps } from './AppPromo';
export { appPromoWidgetStyles } from './AppPromo.styles';
export { appPromoMessages } from './messages';
export {
  APP_PROMO_TAG,
  GOAL_APP_PROMO_INSTALL,
  GOAL_APP_PROMO_OPEN,
  SLIDE_COUNT,
  slideForKey,
  storeFor,
  storeLinks,
  type AppPromoInputs,
  type AppStore,
} from './app-promo-model';

const props: Record<keyof AppPromoProps & string, WidgetProp> = {
  iosUrl: {
    type: 'string',
    attribute: 'ios-url',
    doc: 'The App Store link, used on iPhone/iPad/iPod (required; http(s)).',
  },
  androidUrl: {
    type: 'string',
    attribute: 'android-url',
    doc: 'The Android store link, used on every other device (required; http(s)).',
  },
};

defineWidget<AppPromoProps>({
  tag: APP_PROMO_TAG,
  component: AppPromo,
  props,
  styles: appPromoWidgetStyles,
  parts: {
    banner: 'The banner (mobile: a button that opens the modal).',
    info: 'Desktop: the info icon button that opens the modal.',
    slider: 'The two-slide slider in the modal.',
    slide: 'One slide.',
    previous: 'The previous-slide button.',
    next: 'The next-slide button.',
    dot: 'A slide dot button.',
    install: "'Установить приложение' (a link to the store, new tab).",
  },
  docs:
    'The mobile-app promo banner with the electronic medical card (booking-schedule §2): mobile — a tap opens a ' +
    "full-screen modal; desktop — an info icon opens it. A two-slide slider, 'Установить приложение' (ios-url on " +
    "iPhone/iPad/iPod, else android-url; new tab) and 'Закрыть'. Goals appPromoBanner_open {device} and " +
    'appPromoBanner_install {store}.',
});
