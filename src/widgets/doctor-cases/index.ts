/**
 * `<pd-doctor-cases>` (booking-schedule §2 "Before-and-after cases", §3 "Doctor case", "Case services response",
 * §4 "Cases list", §7 `GET /api/doctor/cases/` and `GET /api/doctor/case/services/`, §8 cases errors and notes, §9
 * "Cases preview"). Importing this module defines the tag. Decisions: docs/decisions/166–169.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { DoctorCases, type DoctorCasesProps } from './DoctorCases';
import { doctorCasesWidgetStyles } from './DoctorCases.styles';
import { DOCTOR_CASES_TAG } from './doctor-cases-model';

export { DoctorCases, CASES_EMPTY_EVENT, type DoctorCasesProps } from './DoctorCases';
export { CaseGallery, CASE_GALLERY_WIDTH, type CaseGalleryProps } from './CaseGallery';
export { doctorCasesWidgetStyles } from './DoctorCases.styles';
export { doctorCasesMessages } from './messages';
export {
  CASE_SERVICES_PATH,
  CASES_PATH,
  casesPageSchema,
  caseServicesSchema,
  fetchCasesPage,
  fetchCaseServices,
  type CasesPage,
} from './cases-api';
export {
  CASES_DRAWER_WIDTH,
  CASE_IMAGE_SIZE,
  DEFAULT_APPOINTMENT_SELECTOR,
  DOCTOR_CASES_TAG,
  GALLERY_GAP_PX,
  GALLERY_SLIDE_MS,
  PREVIEW_CASES_LIMIT,
  PREVIEW_IMAGES_PER_CASE,
  SLIDER_ENABLED_ABOVE,
  caseTitle,
  failureAlert,
  failureKind,
  periodCaption,
  previewPlan,
  priceText,
  servicesNotes,
  servicesTitle,
  sliderEnabled,
  type CaseImage,
  type CaseInterval,
  type CaseService,
  type CaseServices,
  type CasesFailure,
  type DoctorCase,
} from './doctor-cases-model';

const props: Record<keyof DoctorCasesProps & string, WidgetProp> = {
  doctorId: {
    type: 'number',
    doc: 'The doctor (GET /api/doctor/cases/?doctor_id=&page=). Required, a positive whole number; else logged, nothing rendered.',
  },
  doctorName: { type: 'string', doc: "The doctor's name: the doctor link of every case." },
  doctorUrl: {
    type: 'string',
    doc: "The doctor's page (relative, same origin or an allowed host); otherwise the name is plain text (logged).",
  },
  appointmentSelector: {
    type: 'string',
    doc: "CSS selector of the appointment block 'Записаться на консультацию' scrolls to; default '#appointment'. The button shows only when it matches.",
  },
  appointmentLpuIds: {
    type: 'string',
    doc: 'Comma-separated ids of the clinics that accept appointments (direct with slots, or express, §2); cases of other clinics get no consultation button. Absent: every case.',
  },
  clinics: {
    type: 'json',
    doc: "The page's clinic entries (booking-schedule §3, as pd-clinic-list clinics): a case shows the consultation button only if its clinic accepts appointments, direct with slots or express (§2). Wins over appointment-lpu-ids.",
  },
  clinicsSource: {
    type: 'string',
    doc: 'Id of a <script type="application/json"> holding the clinics array (Django json_script), e.g. the one pd-clinic-list reads.',
  },
};

defineWidget<DoctorCasesProps>({
  tag: DOCTOR_CASES_TAG,
  component: DoctorCases,
  props,
  // The dialog css arrives with the lazily loaded modal chunk.
  styles: doctorCasesWidgetStyles,
  events: {
    'doctor-cases:empty': 'The doctor has no cases (nothing is rendered); detail {doctorId}.',
  },
  parts: {
    preview: 'The preview slider (or its loading placeholder).',
    slide: "One preview slide (a case, or the last 'Смотреть все' slide, which also has the part show-all).",
    'show-all': "The 'Смотреть все' slide (more than 10 cases).",
    'slider-prev':
      'The previous button of the preview slider (more than 3 slides desktop, more than 1 mobile).',
    'slider-next': 'The next button of the preview slider.',
    list: "The list in the 'Фото до и после' drawer (desktop 670 px) or fullscreen dialog (mobile).",
    case: 'One case of the list.',
    services: "The rows and notes of the 'Услуги на {total}' modal.",
    gallery: "The gallery popup's content ('N из M', 'Закрыть', slides, caption, description).",
    'gallery-close': "The gallery's 'Закрыть' button.",
  },
  docs:
    "The doctor's before-and-after cases (booking-schedule §2): a preview slider of the first 10 cases (3 images " +
    "each, 'Смотреть все' after 10) opening the list 'Фото до и после' (fullscreen on mobile, a 670-px drawer on " +
    'desktop; further pages while has_next). Each case: clinic and doctor links, images with period captions (gallery ' +
    "'N из M'), description, 'от {price}', 'Что входит в стоимость' (GET /api/doctor/case/services/, once per case) " +
    "and 'Записаться на консультацию' (scrolls to the appointment block). Failures: the §8 alert.",
});
