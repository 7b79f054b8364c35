/**
 * Doctor cases on the wire (booking-schedule §3 "Doctor case", "Case services response"; §7
 * `GET /api/doctor/cases/?doctor_id=&page=` → `{results, has_next}` and `GET /api/doctor/case/services/?case_id=`
 * → `{is_doctor_work_at_lpu, results}`). Replies are checked with valibot (only functions the runtime already
 * uses); URLs go through `safeUrl`. Decision: docs/decisions/168-doctor-cases-paging-and-failures.md.
 */
import * as v from 'valibot';
import { logError, safeUrl } from '../../core/dom';
import { request } from '../../core/http';
import {
  DOCTOR_CASES_TAG,
  isVideoUrl,
  periodCaption,
  type CaseImage,
  type CaseServices,
  type DoctorCase,
} from './doctor-cases-model';

/** §7 paths. */
export const CASES_PATH = '/api/doctor/cases/';
export const CASE_SERVICES_PATH = '/api/doctor/case/services/';

const text = v.pipe(
  v.nullish(v.string()),
  v.transform((s) => (s ?? '').trim()),
);
const id = v.pipe(
  v.number(),
  v.check((n) => Number.isInteger(n) && n > 0, 'must be a positive whole number'),
);
const amount = v.pipe(
  v.nullish(v.number()),
  v.transform((n) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null)),
);

/** One wire image `{photo, photo_preview, period, interval, state}`. */
const imageSchema = v.object({
  photo: text,
  photo_preview: text,
  period: v.nullish(v.number()),
  interval: v.nullish(v.string()),
  state: v.nullish(v.string()),
});

/** One wire case (§3 "Doctor case"). */
const caseSchema = v.object({
  id,
  lpu: v.object({ id, name: text, link: text }),
  images: v.nullish(v.array(imageSchema)),
  description: text,
  total_price: amount,
  count_images: v.nullish(v.number()),
  photo_preview_path: v.nullish(v.string()),
});

type WireCase = v.InferOutput<typeof caseSchema>;

function toImage(caseId: number, raw: v.InferOutput<typeof imageSchema>): CaseImage | null {
  const photo = raw.photo ? safeUrl(raw.photo) : null;
  const preview = (raw.photo_preview ? safeUrl(raw.photo_preview) : null) ?? photo;
  if (!photo && !preview) {
    logError(DOCTOR_CASES_TAG, `case ${caseId}: an image without a usable URL was skipped`);
    return null;
  }
  const { caption, problem } = periodCaption(raw);
  if (problem) logError(DOCTOR_CASES_TAG, `case ${caseId}: ${problem}`);
  return { photo, preview, caption, isVideo: isVideoUrl(raw.photo) };
}

/** A wire case → {@link DoctorCase} (images without URLs dropped, captions declined). */
export function toCase(raw: WireCase): DoctorCase {
  const images = (raw.images ?? [])
    .map((img) => toImage(raw.id, img))
    .filter((img): img is CaseImage => img !== null);
  const count = raw.count_images;
  return {
    id: raw.id,
    lpu: { id: raw.lpu.id, name: raw.lpu.name ?? '', link: raw.lpu.link ? safeUrl(raw.lpu.link) : null },
    images,
    description: raw.description ?? '',
    totalPrice: raw.total_price ?? null,
    countImages: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : images.length,
  };
}

/**
 * The `GET /api/doctor/cases/` reply: `{results: Case[], has_next: boolean}`. A malformed CASE is dropped with a
 * `[pd-widgets] pd-doctor-cases: …` log; a reply without `results` is an `ApiError{kind:'parse'}`.
 */
export const casesPageSchema = v.pipe(
  v.object({ results: v.array(v.unknown()), has_next: v.nullish(v.boolean()) }),
  v.transform(({ results, has_next }) => {
    const cases: DoctorCase[] = [];
    results.forEach((item, i) => {
      const parsed = v.safeParse(caseSchema, item);
      if (parsed.success) cases.push(toCase(parsed.output));
      else logError(DOCTOR_CASES_TAG, `case #${i} of the reply was skipped: ${parsed.issues[0].message}`);
    });
    return { cases, hasNext: has_next === true };
  }),
);

/** One page of cases. */
export interface CasesPage {
  cases: DoctorCase[];
  /** §4: another page exists (`has_next`). */
  hasNext: boolean;
}

/** `GET /api/doctor/cases/?doctor_id=&page=` (pages from 1). Rejects with `ApiError`. */
export function fetchCasesPage(doctorId: number, page: number, signal?: AbortSignal): Promise<CasesPage> {
  return request(CASES_PATH, casesPageSchema, { query: { doctor_id: doctorId, page }, signal });
}

const serviceSchema = v.object({
  name: text,
  category: text,
  quantity: v.nullish(v.number()),
  price: amount,
  dt_last_price: v.nullish(v.string()),
});

/** The `GET /api/doctor/case/services/` reply (§3 "Case services response"). */
export const caseServicesSchema = v.pipe(
  v.object({ is_doctor_work_at_lpu: v.nullish(v.boolean()), results: v.array(serviceSchema) }),
  v.transform(({ is_doctor_work_at_lpu, results }): CaseServices => ({
    // Unknown → the doctor is taken to work there (only the first note).
    isDoctorWorkAtLpu: is_doctor_work_at_lpu !== false,
    results: results.map((r) => ({
      name: r.name ?? '',
      category: r.category ?? '',
      quantity:
        typeof r.quantity === 'number' && Number.isInteger(r.quantity) && r.quantity > 0 ? r.quantity : 1,
      price: r.price ?? null,
      dtLastPrice: r.dt_last_price ?? null,
    })),
  })),
);

/** `GET /api/doctor/case/services/?case_id=`. Rejects with `ApiError`. */
export function fetchCaseServices(caseId: number, signal?: AbortSignal): Promise<CaseServices> {
  return request(CASE_SERVICES_PATH, caseServicesSchema, { query: { case_id: caseId }, signal });
}
