/**
 * Pure rules of `<pd-doctor-cases>` (booking-schedule §2 "Before-and-after cases", §3 "Doctor case", "Case services
 * response", §4 "Cases list", §8 cases errors and notes, §9 "Cases preview"). No DOM, no requests: node tests.
 * Decisions: docs/decisions/166-doctor-cases-slider.md, 167-doctor-cases-period-captions.md,
 * 168-doctor-cases-paging-and-failures.md, 169-doctor-cases-gallery.md.
 */
import { format, plural } from '../../core/i18n';
import { isApiError } from '../../core/http';
import { formatPrice, formatRoubles } from '../../shared/format';
import { doctorCasesMessages as msg } from './messages';

/** The tag. */
export const DOCTOR_CASES_TAG = 'pd-doctor-cases';
/** §2: the desktop drawer's width, px. */
export const CASES_DRAWER_WIDTH = 670;
/** §9: a 'Смотреть все' slide follows the first 10 cases when there are more than 10. */
export const PREVIEW_CASES_LIMIT = 10;
/** §9: at most 3 preview images per case. */
export const PREVIEW_IMAGES_PER_CASE = 3;
/** §9: the slider is enabled with more than 3 slides on desktop, more than 1 on mobile. */
export const SLIDER_ENABLED_ABOVE = { desktop: 3, mobile: 1 } as const;
/** §9: gallery slide speed, ms, and the gap between slides, px. */
export const GALLERY_SLIDE_MS = 400;
export const GALLERY_GAP_PX = 5;
/** §2: case image size, px (desktop 197, mobile 200). */
export const CASE_IMAGE_SIZE = { desktop: 197, mobile: 200 } as const;
/** Where 'Записаться на консультацию' scrolls when no `appointment-selector` is given (ADR 168). */
export const DEFAULT_APPOINTMENT_SELECTOR = '#appointment';

/** §9 period units, as the reference API names them (`interval`). */
export type CaseInterval = 'session' | 'day' | 'week' | 'month' | 'year';
/** §9 image states: before the procedure, at once after it, or after a period. */
export type CaseImageState = 'before' | 'at_once' | 'after';

/** One image (or video) of a case, as the view uses it. */
export interface CaseImage {
  /** Full-size URL (already through `safeUrl`; null when refused). */
  photo: string | null;
  /** Preview URL (the preview, else the photo). */
  preview: string | null;
  /** The declined period caption ('через 2 месяца'), '' when the image has none. */
  caption: string;
  /** A video slide (the photo URL ends in .mp4, .webm, .mov or .ogv: ADR 169). */
  isVideo: boolean;
}

/** A clinic of a case (§3 "Doctor case" lpu). */
export interface CaseClinic {
  id: number;
  name: string;
  /** Clinic page URL through `safeUrl` (null: the name is shown as text). */
  link: string | null;
}

/** A case as the view uses it (§3 "Doctor case"). */
export interface DoctorCase {
  id: number;
  lpu: CaseClinic;
  images: CaseImage[];
  description: string;
  /** Total price in roubles, null when unknown (no price line, no services link). */
  totalPrice: number | null;
  /** §3 count_images: the number of images of the case (the preview shows at most 3). */
  countImages: number;
}

/** One row of the services modal (§3 "Case services response"). */
export interface CaseService {
  name: string;
  category: string;
  quantity: number;
  price: number | null;
  dtLastPrice: string | null;
}

/** §3 "Case services response". */
export interface CaseServices {
  isDoctorWorkAtLpu: boolean;
  results: CaseService[];
}

const FORMS: Record<CaseInterval, readonly [string, string, string]> = {
  session: msg.sessionForms,
  day: msg.dayForms,
  week: msg.weekForms,
  month: msg.monthForms,
  year: msg.yearForms,
};

/** Whether `interval` is a period unit of §9. */
export function isCaseInterval(interval: unknown): interval is CaseInterval {
  return typeof interval === 'string' && Object.hasOwn(FORMS, interval);
}

/**
 * The caption of an image (§9 "Period words are declined by number … plus 'at once after procedure' and 'before
 * procedure'"): `before` → 'до процедуры'; `at_once` (or `after` with period 0) → 'сразу после процедуры';
 * `after` with a whole period ≥ 1 and a unit → 'через 2 месяца', 'через 1 сеанс', 'через 5 лет'. Anything else
 * (unknown state or unit, a missing or negative period) → '' and `problem` says why (logged by the store).
 */
export function periodCaption(image: {
  state?: string | null;
  period?: number | null;
  interval?: string | null;
}): { caption: string; problem?: string } {
  const { state, period, interval } = image;
  if (state === 'before') return { caption: msg.before };
  if (state === 'at_once') return { caption: msg.atOnce };
  if (state !== 'after') {
    return state == null
      ? { caption: '' }
      : { caption: '', problem: `unknown image state ${JSON.stringify(state)}` };
  }
  if (period === 0) return { caption: msg.atOnce };
  if (typeof period !== 'number' || !Number.isInteger(period) || period < 0) {
    return { caption: '', problem: `image period must be a whole number, got ${JSON.stringify(period)}` };
  }
  if (!isCaseInterval(interval)) {
    return { caption: '', problem: `unknown image interval ${JSON.stringify(interval)}` };
  }
  return { caption: format(msg.after, { period, word: plural(period, FORMS[interval]) }) };
}

const VIDEO_EXTENSION = /\.(mp4|webm|mov|ogv)(?:[?#]|$)/i;

/** Whether a case image URL is a video (ADR 169: the reference API marks none; the extension decides). */
export function isVideoUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && VIDEO_EXTENSION.test(url);
}

/** The heading of a case: 'Случай N' for its 0-based `index` in the list. */
export function caseTitle(index: number): string {
  return format(msg.caseTitle, { n: index + 1 });
}

/** The price value 'от 12 500 ₽' (§2), '' without a price. */
export function priceText(totalPrice: number | null): string {
  return totalPrice == null ? '' : formatPrice(totalPrice, { from: true });
}

/** The services modal's title 'Услуги на 12 500 ₽' (§2). */
export function servicesTitle(totalPrice: number | null): string {
  return format(msg.servicesTitle, { total: totalPrice == null ? '' : formatRoubles(totalPrice) }).trim();
}

/**
 * The notes of the services modal (§8): always 'Комплекс услуг указан врачом…'; plus 'Врач больше не работает в
 * клинике…' when `is_doctor_work_at_lpu` is false.
 */
export function servicesNotes(isDoctorWorkAtLpu: boolean): string[] {
  return isDoctorWorkAtLpu ? [msg.servicesNoteDoctor] : [msg.servicesNoteDoctor, msg.servicesNoteLeft];
}

/** What the preview slider shows (§9 "Cases preview"). */
export interface PreviewPlan {
  /** The first (at most) 10 cases, each with at most 3 images. */
  cases: Array<{ item: DoctorCase; index: number; images: CaseImage[] }>;
  /** The 'Смотреть все' slide: more than 10 cases (loaded, or a next page exists). */
  showAll: boolean;
  /** Number of slides (cases + the 'Смотреть все' slide). */
  slides: number;
}

/** The preview slides of the loaded cases; `hasNext` = the server has more pages. */
export function previewPlan(cases: readonly DoctorCase[], hasNext: boolean): PreviewPlan {
  const shown = cases.slice(0, PREVIEW_CASES_LIMIT).map((item, index) => ({
    item,
    index,
    images: item.images.slice(0, PREVIEW_IMAGES_PER_CASE),
  }));
  const showAll = cases.length > PREVIEW_CASES_LIMIT || (hasNext && cases.length >= PREVIEW_CASES_LIMIT);
  return { cases: shown, showAll, slides: shown.length + (showAll ? 1 : 0) };
}

/** §9: whether the slider's buttons work — more than 3 slides on desktop, more than 1 on mobile. */
export function sliderEnabled(slides: number, isDesktop: boolean): boolean {
  return slides > (isDesktop ? SLIDER_ENABLED_ABOVE.desktop : SLIDER_ENABLED_ABOVE.mobile);
}

/** Appends a page to the loaded cases, skipping ids already there (a page may shift while loading). */
export function mergeCases(loaded: readonly DoctorCase[], page: readonly DoctorCase[]): DoctorCase[] {
  const seen = new Set(loaded.map((c) => c.id));
  return [...loaded, ...page.filter((c) => !seen.has(c.id))];
}

/** §8: which alert a failed load shows: `offline` (network lost) or `other`. */
export type CasesFailure = 'offline' | 'other';

/** The alert kind of a failed request; `offline` also when the browser says so. */
export function failureKind(
  err: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): CasesFailure {
  return isApiError(err, 'offline') || !online ? 'offline' : 'other';
}

/** §8: the alert's title, text and button for a failure kind. */
export function failureAlert(kind: CasesFailure): { title: string; text: string; action: string } {
  return kind === 'offline'
    ? { title: msg.offlineTitle, text: msg.offlineText, action: msg.understood }
    : { title: msg.failureTitle, text: msg.failureText, action: msg.refresh };
}

/** The gallery counter 'N из M' for a 0-based index. */
export function galleryCounter(index: number, count: number): string {
  return format(msg.counter, { n: Math.min(index, count - 1) + 1, m: count });
}

/** Next gallery index, clamped to the slides (no wrap-around). */
export function clampIndex(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, index));
}

/**
 * The clinic ids of `appointment-lpu-ids` ('1,2,3'): the clinics that accept appointments (direct with slots, or
 * express; §2). `null` when the attribute is absent (every case shows the button); invalid ids are reported.
 */
export function parseLpuIds(raw: string | undefined): { ids: ReadonlySet<number> | null; problem?: string } {
  if (raw == null || raw.trim() === '') return { ids: null };
  const parts = raw.split(/[\s,]+/).filter(Boolean);
  const ids = new Set<number>();
  const bad: string[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part) && Number(part) > 0) ids.add(Number(part));
    else bad.push(part);
  }
  return bad.length
    ? { ids, problem: `appointment-lpu-ids must list clinic ids, ignored ${JSON.stringify(bad.join(','))}` }
    : { ids };
}

/**
 * The clinics that accept appointments, from the page's clinic entries (booking-schedule §3 "Clinic address entry",
 * the array `<pd-clinic-list>` reads): §2 "direct with slots, or express" — `appointment_direct` with `has_slots`,
 * or `appointment_express`. `null` when `entries` is not an array (no data: the attribute or every case decides).
 */
export function acceptingLpuIds(entries: unknown): ReadonlySet<number> | null {
  if (!Array.isArray(entries)) return null;
  const ids = new Set<number>();
  for (const e of entries as Record<string, unknown>[]) {
    const id = e?.lpu_id ?? (e?.lpu as { id?: unknown } | undefined)?.id;
    if (typeof id == 'number' && ((e.appointment_direct && e.has_slots) || e.appointment_express))
      ids.add(id);
  }
  return ids;
}

/** Whether a case shows 'Записаться на консультацию' (§2: only when its clinic accepts appointments). */
export function showsConsultation(item: DoctorCase, lpuIds: ReadonlySet<number> | null): boolean {
  return lpuIds == null || lpuIds.has(item.lpu.id);
}
