/**
 * `<pd-patient-profile>` (booking-schedule §2 "Patient profile panel", §3 "Patient profile", §4 "Patient profile", §5,
 * §7 `GET /api/rates/patient_profile/`, §8 "Patient profile load failure", §9 "Trust", "patient panel 400";
 * docs/reviews-html.md). Importing this module defines the tag. Decisions: docs/decisions/140–141.
 */
import { defineWidget } from '../../core/define';
import { PatientProfile, type PatientProfileProps } from './PatientProfile';
import { patientProfileWidgetStyles } from './PatientProfile.styles';
import { PATIENT_PROFILE_TAG } from './patient-profile-model';

export { PatientProfile, PATIENT_PROFILE_DIALOG_ID, type PatientProfileProps } from './PatientProfile';
export { patientProfileWidgetStyles } from './PatientProfile.styles';
export {
  OPENER_ATTRIBUTE as PATIENT_PROFILE_OPENER_ATTRIBUTE,
  PATIENT_DATA_ATTRIBUTE,
  PATIENT_PANEL_WIDTH,
  PATIENT_PROFILE_TAG,
  type PatientRef,
  type ProfileView,
} from './patient-profile-model';
export {
  PATIENT_PROFILE_PATH,
  type PatientProfile as PatientProfileData,
  type TrustCriterion,
} from './patient-profile-api';

defineWidget<PatientProfileProps>({
  tag: PATIENT_PROFILE_TAG,
  // The site's session (cookies, CSRF, the signed-in user): not on a partner page (ADR 184).
  session: true,
  component: PatientProfile,
  props: {},
  // The modal css comes with the lazily loaded modal (core/lazy-modal.tsx).
  styles: patientProfileWidgetStyles,
  parts: {
    skeleton: 'The placeholder while the profile loads.',
    profile: 'The loaded profile.',
    trust: 'The trust percent and the verdict.',
    verdict: "'Можно доверять' / 'Доверяйте с осторожностью' with its icon.",
    criteria: 'The list of trust criteria.',
    reviews: 'The reviews block (share of positive reviews, counts).',
    progress: 'The bar of the share of positive reviews.',
    appointments: 'The appointments block.',
  },
  docs:
    "The review author's trust panel 'Пациент {title}' (booking-schedule §2, §4). Put ONE <pd-patient-profile> on " +
    'the page; any element with data-pd-patient-profile opens it for the JSON {patient_id, patient_mobile_id, title} ' +
    'in the data-patient-data of that element or its closest ancestor (the review card). Desktop: a 400-px side ' +
    'sheet; mobile: a bottom sheet. The profile (GET /api/rates/patient_profile/) is loaded once per patient; a ' +
    'failed load closes the panel silently.',
});
