/**
 * `pd-widgets/react`: every widget as a plain React component, for rendering inside a React app's own tree
 * (CONTRACT "Package and entry points"). No custom element is defined by this entry. Outside a custom
 * element each component renders into its own shadow root on a `<div data-pd-widget="<tag>">` with exactly the
 * styles the custom element adopts (src/core/shadow-root.tsx; each widget's `…WidgetStyles` list is shared with its
 * `index.ts`); DOM events are dispatched on that `<div>`, and every event also has a callback prop (`events` below:
 * prop → event, typed detail; tests/unit/react-events.test.tsx holds them to the widget registry, docs/api.md lists
 * them). docs/decisions/112-react-entry-every-widget-wrapped.md, 186-package-for-apps.md.
 *
 * Server rendering: each component renders its first state in a declarative shadow root (src/core/shadow-root.tsx);
 * `ssr: null` for the few whose first render needs the browser and that show nothing until opened.
 */
import { withShadowRoot } from './core/shadow-root';
import { ORDER_CALL_EVENT, TIME_CHOICE_EVENT } from './widgets/appointment-calendar/calendar-store';
import type { OrderCallDetail, TimeChoiceDetail } from './widgets/appointment-calendar/calendar-model';
import type { AwardsBannerHideDetail } from './widgets/awards-banner/AwardsBanner';
import { HOME_CALL_EVENT, type HomeCallDetail } from './widgets/clinic-list/clinic-list-store';
import { CASES_EMPTY_EVENT, type DoctorCasesEmptyDetail } from './widgets/doctor-cases/DoctorCases';
import type { DropdownListChangeDetail } from './widgets/dropdown-list/DropdownList';
import { FAVOURITE_CHANGE_EVENT } from './widgets/favourite-button/favourite-button-model';
import type { FavouriteChangeDetail } from './widgets/favourite-button/favourite-button-model';
import { REDIRECT_EVENT, type RedirectDetail } from './widgets/price-block/price-block-model';
import type { ReviewListFilterDetail } from './widgets/review-list/review-list-store';
import { ClinicMap as ClinicMapView } from './widgets/clinic-map/ClinicMap';
import { clinicMapWidgetStyles } from './widgets/clinic-map/ClinicMap.styles';
import { DoctorCases as DoctorCasesView } from './widgets/doctor-cases/DoctorCases';
import { doctorCasesWidgetStyles } from './widgets/doctor-cases/DoctorCases.styles';
import { CsrfForms as CsrfFormsView } from './widgets/csrf-forms/CsrfForms';
import { TabHistory as TabHistoryView } from './widgets/tab-history/TabHistory';
import { DropdownList as DropdownListView } from './widgets/dropdown-list/DropdownList';
import { dropdownListWidgetStyles } from './widgets/dropdown-list/DropdownList.styles';
import { ClinicFilterButton as ClinicFilterButtonView } from './widgets/clinic-filter-button/ClinicFilterButton';
import { clinicFilterButtonWidgetStyles } from './widgets/clinic-filter-button/ClinicFilterButton.styles';
import { TownSearch as TownSearchView } from './widgets/town-search/TownSearch';
import { townSearchWidgetStyles } from './widgets/town-search/TownSearch.styles';
import { TownChooser as TownChooserView } from './widgets/town-chooser/TownChooser';
import { townChooserWidgetStyles } from './widgets/town-chooser/TownChooser.styles';
import { popupCodeStyles } from './shared/openers/popup-code';
import { ClubPayment as ClubPaymentView } from './widgets/club-payment/ClubPayment';
import { clubPaymentWidgetStyles } from './widgets/club-payment/ClubPayment.styles';
import { ClubInfo as ClubInfoView } from './widgets/club-info/ClubInfo';
import { clubInfoWidgetStyles } from './widgets/club-info/ClubInfo.styles';
import { MistakeReport as MistakeReportView } from './widgets/mistake-report/MistakeReport';
import { mistakeReportWidgetStyles } from './widgets/mistake-report/MistakeReport.styles';
import { DoctorSections as DoctorSectionsView } from './widgets/doctor-sections/DoctorSections';
import { doctorSectionsWidgetStyles } from './widgets/doctor-sections/DoctorSections.styles';
import { AppointmentCalendar as AppointmentCalendarView } from './widgets/appointment-calendar/AppointmentCalendar';
import { appointmentCalendarStyles } from './widgets/appointment-calendar/AppointmentCalendar.styles';
import { ClinicList as ClinicListView } from './widgets/clinic-list/ClinicList';
import { clinicListWidgetStyles } from './widgets/clinic-list/ClinicList.styles';
import { DoctorContacts as DoctorContactsView } from './widgets/doctor-contacts/DoctorContacts';
import { doctorContactsWidgetStyles } from './widgets/doctor-contacts/DoctorContacts.styles';
import { CONTACTS_TAG } from './widgets/doctor-contacts/doctor-contacts-model';
import { FavouriteButton as FavouriteButtonView } from './widgets/favourite-button/FavouriteButton';
import { favouriteButtonWidgetStyles } from './widgets/favourite-button/FavouriteButton.styles';
import { LoginChoice as LoginChoiceView } from './widgets/login-choice/LoginChoice';
import { loginChoiceWidgetStyles } from './widgets/login-choice/LoginChoice.styles';
import { PriceBlock as PriceBlockView } from './widgets/price-block/PriceBlock';
import { priceBlockWidgetStyles } from './widgets/price-block/PriceBlock.styles';
import { PRICE_BLOCK_TAG } from './widgets/price-block/price-block-model';
import { ServicePrices as ServicePricesView } from './widgets/service-prices/ServicePrices';
import { servicePricesWidgetStyles } from './widgets/service-prices/ServicePrices.styles';
import { AwardsBanner as AwardsBannerView } from './widgets/awards-banner/AwardsBanner';
import { awardsBannerWidgetStyles } from './widgets/awards-banner/AwardsBanner.styles';
import { DoctorThanks as DoctorThanksView } from './widgets/doctor-thanks/DoctorThanks';
import { doctorThanksWidgetStyles } from './widgets/doctor-thanks/DoctorThanks.styles';
import { AppPromo as AppPromoView } from './widgets/app-promo/AppPromo';
import { appPromoWidgetStyles } from './widgets/app-promo/AppPromo.styles';
import { VideoCard as VideoCardView } from './widgets/video-card/VideoCard';
import { videoCardWidgetStyles } from './widgets/video-card/VideoCard.styles';
import { InfoPopup as InfoPopupView } from './widgets/info-popup/InfoPopup';
import { infoPopupWidgetStyles } from './widgets/info-popup/InfoPopup.styles';
import { SoftVersionBadge as SoftVersionBadgeView } from './widgets/soft-version-badge/SoftVersionBadge';
import { softVersionBadgeWidgetStyles } from './widgets/soft-version-badge/SoftVersionBadge.styles';
import { StageLabel as StageLabelView } from './widgets/stage-label/StageLabel';
import { stageLabelWidgetStyles } from './widgets/stage-label/StageLabel.styles';
import { Ad as AdView } from './widgets/ad/Ad';
import { adWidgetStyles } from './widgets/ad/Ad.styles';
import { ShareButton as ShareButtonView } from './widgets/share-button/ShareButton';
import { shareButtonWidgetStyles } from './widgets/share-button/ShareButton.styles';
import { ReviewList as ReviewListView } from './widgets/review-list/ReviewList';
import { reviewListWidgetStyles } from './widgets/review-list/ReviewList.styles';
import { ReviewCard as ReviewCardView, REVIEW_CARD_TAG } from './widgets/review-card/ReviewCard';
import { reviewCardWidgetStyles } from './widgets/review-card/ReviewCard.styles';
import { PatientProfile as PatientProfileView } from './widgets/patient-profile/PatientProfile';
import { patientProfileWidgetStyles } from './widgets/patient-profile/PatientProfile.styles';
import { VerifiedDocuments as VerifiedDocumentsView } from './widgets/verified-documents/VerifiedDocuments';
import { verifiedDocumentsWidgetStyles } from './widgets/verified-documents/VerifiedDocuments.styles';
import { ShameMark as ShameMarkView } from './widgets/shame-mark/ShameMark';
import { shameMarkWidgetStyles } from './widgets/shame-mark/ShameMark.styles';
import { ReviewReward as ReviewRewardView } from './widgets/review-reward/ReviewReward';
import { reviewRewardWidgetStyles } from './widgets/review-reward/ReviewReward.styles';
import { ReviewAwardBanner as ReviewAwardBannerView } from './widgets/review-award-banner/ReviewAwardBanner';
import { reviewAwardBannerWidgetStyles } from './widgets/review-award-banner/ReviewAwardBanner.styles';

import type { AppointmentCalendarProps as AppointmentCalendarViewProps } from './widgets/appointment-calendar/AppointmentCalendar';
import type { AwardsBannerProps as AwardsBannerViewProps } from './widgets/awards-banner/AwardsBanner';
import type { ClinicListProps as ClinicListViewProps } from './widgets/clinic-list/ClinicList';
import type { DoctorCasesProps as DoctorCasesViewProps } from './widgets/doctor-cases/DoctorCases';
import type { DropdownListProps as DropdownListViewProps } from './widgets/dropdown-list/DropdownList';
import type { FavouriteButtonProps as FavouriteButtonViewProps } from './widgets/favourite-button/FavouriteButton';
import type { PriceBlockProps as PriceBlockViewProps } from './widgets/price-block/PriceBlock';
import type { ReviewListProps as ReviewListViewProps } from './widgets/review-list/ReviewList';
import type { ServicePricesProps as ServicePricesViewProps } from './widgets/service-prices/ServicePrices';

export type { EventCallbacks, PdReactWidget } from './core/shadow-root';
export type { TimeChoiceDetail, OrderCallDetail } from './widgets/appointment-calendar/calendar-model';
export type { AwardsBannerHideDetail } from './widgets/awards-banner/AwardsBanner';
export type { HomeCallDetail } from './widgets/clinic-list/clinic-list-store';
export type { DoctorCasesEmptyDetail } from './widgets/doctor-cases/DoctorCases';
export type { DropdownListChangeDetail } from './widgets/dropdown-list/DropdownList';
export type { FavouriteChangeDetail } from './widgets/favourite-button/favourite-button-model';
export type { RedirectDetail } from './widgets/price-block/price-block-model';
export type { ReviewListFilterDetail } from './widgets/review-list/review-list-store';
export type { AppointmentCalendarProps } from './widgets/appointment-calendar/AppointmentCalendar';
export type { ClinicListProps } from './widgets/clinic-list/ClinicList';
export type { ClinicMapProps } from './widgets/clinic-map/ClinicMap';
export type { DoctorCasesProps } from './widgets/doctor-cases/DoctorCases';
export type { CsrfFormsProps } from './widgets/csrf-forms/CsrfForms';
export type { DropdownListProps } from './widgets/dropdown-list/DropdownList';
export type { ClinicFilterButtonProps } from './widgets/clinic-filter-button/ClinicFilterButton';
export type { TownSearchProps } from './widgets/town-search/TownSearch';
export type { TownChooserProps } from './widgets/town-chooser/TownChooser';
export type { ClubPaymentProps } from './widgets/club-payment/ClubPayment';
export type { ClubInfoProps } from './widgets/club-info/ClubInfo';
export type { MistakeReportProps } from './widgets/mistake-report/MistakeReport';
export type { DoctorSectionsProps } from './widgets/doctor-sections/DoctorSections';
export type { DoctorContactsProps } from './widgets/doctor-contacts/DoctorContacts';
export type { FavouriteButtonProps } from './widgets/favourite-button/FavouriteButton';
export type { LoginChoiceProps } from './widgets/login-choice/LoginChoice';
export type { PriceBlockProps } from './widgets/price-block/PriceBlock';
export type { ServicePricesProps } from './widgets/service-prices/ServicePrices';
export type { AwardsBannerProps } from './widgets/awards-banner/AwardsBanner';
export type { DoctorThanksProps } from './widgets/doctor-thanks/DoctorThanks';
export type { AppPromoProps } from './widgets/app-promo/AppPromo';
export type { VideoCardProps } from './widgets/video-card/VideoCard';
export type { InfoPopupProps } from './widgets/info-popup/InfoPopup';
export type { SoftVersionBadgeProps } from './widgets/soft-version-badge/SoftVersionBadge';
export type { StageLabelProps } from './widgets/stage-label/StageLabel';
export type { AdProps } from './widgets/ad/Ad';
export type { ShareButtonProps } from './widgets/share-button/ShareButton';
export type { ReviewListProps } from './widgets/review-list/ReviewList';
export type { ReviewCardProps } from './widgets/review-card/ReviewCard';
export type { PatientProfileProps } from './widgets/patient-profile/PatientProfile';
export type { VerifiedDocumentsProps } from './widgets/verified-documents/VerifiedDocuments';
export type { ShameMarkProps } from './widgets/shame-mark/ShameMark';
export type { ReviewRewardProps } from './widgets/review-reward/ReviewReward';
export type { ReviewAwardBannerProps } from './widgets/review-award-banner/ReviewAwardBanner';

/** `<pd-appointment-calendar>` as a React component (camelCase props, `onTimeChoice`/`onOrderCall` callbacks). */
export const AppointmentCalendar = /* @__PURE__ */ withShadowRoot<
  AppointmentCalendarViewProps,
  { onTimeChoice: TimeChoiceDetail; onOrderCall: OrderCallDetail }
>('pd-appointment-calendar', AppointmentCalendarView, appointmentCalendarStyles, {
  events: { onTimeChoice: TIME_CHOICE_EVENT, onOrderCall: ORDER_CALL_EVENT },
});

/** `<pd-price-block>` as a React component (camelCase props, `onRedirect` callback). */
export const PriceBlock = /* @__PURE__ */ withShadowRoot<PriceBlockViewProps, { onRedirect: RedirectDetail }>(
  PRICE_BLOCK_TAG,
  PriceBlockView,
  priceBlockWidgetStyles,
  { events: { onRedirect: REDIRECT_EVENT } },
);

/** `<pd-service-prices>` as a React component (`lpus` and `schedule` as objects, or their `…Source` ids; `onTimeChoice`). */
export const ServicePrices = /* @__PURE__ */ withShadowRoot<
  ServicePricesViewProps,
  { onTimeChoice: TimeChoiceDetail }
>('pd-service-prices', ServicePricesView, servicePricesWidgetStyles, {
  events: { onTimeChoice: TIME_CHOICE_EVENT },
});

/**
 * `<pd-clinic-list>` as a React component (camelCase props; `clinics` as an array; the cards' calendar and price
 * callbacks `onTimeChoice`, `onOrderCall`, `onRedirect`, and `onHomeCall`).
 */
export const ClinicList = /* @__PURE__ */ withShadowRoot<
  ClinicListViewProps,
  {
    onTimeChoice: TimeChoiceDetail;
    onOrderCall: OrderCallDetail;
    onRedirect: RedirectDetail;
    onHomeCall: HomeCallDetail;
  }
>('pd-clinic-list', ClinicListView, clinicListWidgetStyles, {
  events: {
    onTimeChoice: TIME_CHOICE_EVENT,
    onOrderCall: ORDER_CALL_EVENT,
    onRedirect: REDIRECT_EVENT,
    onHomeCall: HOME_CALL_EVENT,
  },
});

/**
 * `<pd-doctor-contacts>` as a React component: render ONE; any element with `data-pd-doctor-contacts
 * data-doctor-id data-doctor-fio` in the document opens it.
 */
export const DoctorContacts = /* @__PURE__ */ withShadowRoot(
  CONTACTS_TAG,
  DoctorContactsView,
  doctorContactsWidgetStyles,
);

/** `<pd-favourite-button>` as a React component (`type`, `itemId`, `url`, `share`, `onFavouriteChange`). */
export const FavouriteButton = /* @__PURE__ */ withShadowRoot<
  FavouriteButtonViewProps,
  { onFavouriteChange: FavouriteChangeDetail }
>('pd-favourite-button', FavouriteButtonView, favouriteButtonWidgetStyles, {
  events: { onFavouriteChange: FAVOURITE_CHANGE_EVENT },
});

/** `<pd-login-choice>` as a React component (`open` prop; any `[data-pd-login-choice]` element opens it too). */
export const LoginChoice = /* @__PURE__ */ withShadowRoot(
  'pd-login-choice',
  LoginChoiceView,
  loginChoiceWidgetStyles,
);

/**
 * `<pd-review-list>` as a React component (`ajaxUrl`, `filters`, `nextPage`, `pageSize`, `redirectUrl`, `branches`,
 * `metricsBase`). Server-rendered cards may be given as children (light DOM); without them pass `nextPage={1}` and the
 * list loads the first page itself (docs/reviews-html.md).
 */
export const ReviewList = /* @__PURE__ */ withShadowRoot<
  ReviewListViewProps,
  { onFilter: ReviewListFilterDetail }
>('pd-review-list', ReviewListView, reviewListWidgetStyles, { events: { onFilter: 'review-list:filter' } });

/**
 * `<pd-review-card>` as a React component: the card markup of docs/reviews-html.md as children (kept in the light DOM,
 * styled by the app), enhanced with stars, tooltips, 'show more', the gallery and the seen metrics (`metricsBase`).
 */
export const ReviewCard = /* @__PURE__ */ withShadowRoot(
  REVIEW_CARD_TAG,
  ReviewCardView,
  reviewCardWidgetStyles,
);

/** `<pd-patient-profile>` as a React component: render ONE; any `[data-pd-patient-profile]` in the document opens it. */
export const PatientProfile = /* @__PURE__ */ withShadowRoot(
  'pd-patient-profile',
  PatientProfileView,
  patientProfileWidgetStyles,
);

/** `<pd-verified-documents>` as a React component (`documents` as an object, or `documentsSource`). */
export const VerifiedDocuments = /* @__PURE__ */ withShadowRoot(
  'pd-verified-documents',
  VerifiedDocumentsView,
  verifiedDocumentsWidgetStyles,
);

/** `<pd-shame-mark>` as a React component (`kind`: `review` or `rating`). */
export const ShameMark = /* @__PURE__ */ withShadowRoot(
  'pd-shame-mark',
  ShameMarkView,
  shameMarkWidgetStyles,
);

/** `<pd-review-reward>` as a React component: render ONE; any `[data-pd-review-reward]` in the document opens it. */
export const ReviewReward = /* @__PURE__ */ withShadowRoot(
  'pd-review-reward',
  ReviewRewardView,
  reviewRewardWidgetStyles,
);

/** `<pd-review-award-banner>` as a React component (`amount`, `currency`, `reviewUrl`, `detailsUrl`). */
export const ReviewAwardBanner = /* @__PURE__ */ withShadowRoot(
  'pd-review-award-banner',
  ReviewAwardBannerView,
  reviewAwardBannerWidgetStyles,
);

/** `<pd-awards-banner>` (`content` as an object or `contentSource`, `year`; `onHide`) as a React component. */
export const AwardsBanner = /* @__PURE__ */ withShadowRoot<
  AwardsBannerViewProps,
  { onHide: AwardsBannerHideDetail }
>('pd-awards-banner', AwardsBannerView, awardsBannerWidgetStyles, {
  events: { onHide: 'awards-banner:hide' },
});

/** `<pd-doctor-thanks>` (`paymentUrl`, `paymentWidgetSrc`, `doctorName`) as a React component. */
export const DoctorThanks = /* @__PURE__ */ withShadowRoot(
  'pd-doctor-thanks',
  DoctorThanksView,
  doctorThanksWidgetStyles,
);

/** `<pd-app-promo>` (`iosUrl`, `androidUrl`) as a React component. */
export const AppPromo = /* @__PURE__ */ withShadowRoot('pd-app-promo', AppPromoView, appPromoWidgetStyles);

/** `<pd-video-card>` (`videoUrl`, `videoUuid`) as a React component. */
export const VideoCard = /* @__PURE__ */ withShadowRoot(
  'pd-video-card',
  VideoCardView,
  videoCardWidgetStyles,
);

/** `<pd-info-popup>` (`popupTitle`, `subtitle`, `description`) as a React component. */
export const InfoPopup = /* @__PURE__ */ withShadowRoot(
  'pd-info-popup',
  InfoPopupView,
  infoPopupWidgetStyles,
);

/** `<pd-soft-version-badge>` (`version`, `page`) as a React component. */
export const SoftVersionBadge = /* @__PURE__ */ withShadowRoot(
  'pd-soft-version-badge',
  SoftVersionBadgeView,
  softVersionBadgeWidgetStyles,
);

/** `<pd-stage-label>` (shown only when config `env` is `stage`) as a React component. */
export const StageLabel = /* @__PURE__ */ withShadowRoot(
  'pd-stage-label',
  StageLabelView,
  stageLabelWidgetStyles,
);

/** `<pd-ad>` (`campaign`, `type`, `adKey`, `redisId`, `demo`; the ad markup as children, light DOM) as a React component. */
export const Ad = /* @__PURE__ */ withShadowRoot('pd-ad', AdView, adWidgetStyles);

/** `<pd-share-button>` (`url`, `kind`) as a React component. */
export const ShareButton = /* @__PURE__ */ withShadowRoot(
  'pd-share-button',
  ShareButtonView,
  shareButtonWidgetStyles,
);

/** `<pd-doctor-sections>` (`doctorId`; the server-rendered sections as children, light DOM: docs/doctor-sections-html.md) as a React component. */
export const DoctorSections = /* @__PURE__ */ withShadowRoot(
  'pd-doctor-sections',
  DoctorSectionsView,
  doctorSectionsWidgetStyles,
);

/** `<pd-mistake-report>` (no props; opened by `[data-pd-mistake-report]` elements of the page) as a React component. */
export const MistakeReport = /* @__PURE__ */ withShadowRoot(
  'pd-mistake-report',
  MistakeReportView,
  mistakeReportWidgetStyles,
);

/** `<pd-club-info>` (`open`, `offerUrl`, `rulesUrl`): the side menu «Клуб ПроДокторов» as a React component. */
export const ClubInfo = /* @__PURE__ */ withShadowRoot('pd-club-info', ClubInfoView, clubInfoWidgetStyles);

/** `<pd-club-payment>` (`couponRequest`, `withOffer`, `returned`, `open`, `offline`, `paymentUrl`, `statusUrl`, `pollInterval`): the club payment dialog as a React component. */
export const ClubPayment = /* @__PURE__ */ withShadowRoot(
  'pd-club-payment',
  ClubPaymentView,
  clubPaymentWidgetStyles,
);

/** `<pd-town-chooser>` (opened by `[data-pd-town-chooser][data-towns-url]` elements) as a React component. */
export const TownChooser = /* @__PURE__ */ withShadowRoot(
  'pd-town-chooser',
  TownChooserView,
  [...townChooserWidgetStyles, ...popupCodeStyles],
  {
    ssr: null,
  },
);

/** `<pd-town-search>` (`searchUrl`, `label`, `placeholder`): the header town search as a React component. */
export const TownSearch = /* @__PURE__ */ withShadowRoot(
  'pd-town-search',
  TownSearchView,
  townSearchWidgetStyles,
);

/** `<pd-clinic-filter-button>` (`town`, `illness`, `clinicType`, `speciality`, `serviceType`, `service`, `label`) as a React component. */
export const ClinicFilterButton = /* @__PURE__ */ withShadowRoot(
  'pd-clinic-filter-button',
  ClinicFilterButtonView,
  clinicFilterButtonWidgetStyles,
);

/** `<pd-dropdown-list>` (`items`, `itemsSource`, `label`, `name`, `value`, `placeholder`; `onChange`) as a React component. */
export const DropdownList = /* @__PURE__ */ withShadowRoot<
  DropdownListViewProps,
  { onChange: DropdownListChangeDetail }
>('pd-dropdown-list', DropdownListView, dropdownListWidgetStyles, {
  events: { onChange: 'dropdown-list:change' },
});

/** `<pd-csrf-forms>` (`formClass`; no UI): POST forms of that class get csrfmiddlewaretoken on submit. */
export const CsrfForms = /* @__PURE__ */ withShadowRoot('pd-csrf-forms', CsrfFormsView, []);

/** `<pd-tab-history>` (no props, no UI): the tab-history record in localStorage `pd_tab_history`. */
export const TabHistory = /* @__PURE__ */ withShadowRoot('pd-tab-history', TabHistoryView, []);

/** `<pd-doctor-cases>` (`doctorId`, `doctorName`, `doctorUrl`, `appointmentSelector`, `appointmentLpuIds`; `onEmpty`): before-and-after cases as a React component. */
export const DoctorCases = /* @__PURE__ */ withShadowRoot<
  DoctorCasesViewProps,
  { onEmpty: DoctorCasesEmptyDetail }
>('pd-doctor-cases', DoctorCasesView, doctorCasesWidgetStyles, { events: { onEmpty: CASES_EMPTY_EVENT } });

/** `<pd-clinic-map>` (`provider` open|yandex, `tileUrl`, `tileAttribution`, `apiKey`, `scriptUrl`; one per page): the clinic map popup, answering `pd:show-map` and `[data-pd-clinic-map]` openers, as a React component. */
export const ClinicMap = /* @__PURE__ */ withShadowRoot('pd-clinic-map', ClinicMapView, [
  ...clinicMapWidgetStyles,
  ...popupCodeStyles,
]);

export { PhoneAuth, PhoneAuthDialog } from './widgets/phone-auth/react';
export type {
  PhoneAuthDialogProps,
  PhoneAuthProps,
  PhoneConfirmedDetail,
  PhoneLoginDetail,
} from './widgets/phone-auth/react';
