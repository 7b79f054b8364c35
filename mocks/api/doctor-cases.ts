/**
 * Reference API: a doctor's before-and-after cases (booking-schedule §3 "Doctor case", "Case services response"; §7
 * `GET /api/doctor/cases/` and `GET /api/doctor/case/services/`; §8 cases loading failures). Decision:
 * docs/decisions/168-doctor-cases-paging-and-failures.md.
 *
 * - `GET /api/doctor/cases/?doctor_id=&page=` → `{results: Case[], has_next}`, {@link CASES_PAGE_SIZE} per page
 *   (pages from 1). Doctor {@link CASES_DOCTOR_IDS}.many has 14 cases (two pages; case 2 has a video),
 *   `.two` has 2 (the second with a video), `.empty` none; {@link CASES_FAILING_DOCTOR_ID} → Django's 500 page. A
 *   missing or non-numeric `doctor_id`/`page` → 400 `{"detail":"…"}`; a page past the end → 404
 *   `{"detail":"Неверная страница."}`.
 * - `GET /api/doctor/case/services/?case_id=` → `{is_doctor_work_at_lpu, results: [{name, category, quantity, price,
 *   dt_last_price}]}`; the prices add up to the case's `total_price`. {@link CASE_LEFT_CLINIC_ID}: the doctor no
 *   longer works at that clinic (`false`); {@link CASE_SERVICES_FAILING_ID} → 500; an unknown case → 404.
 * - `GET /media/doctor-cases/{file}` → the demo images (SVG, drawn here) and the demo video (WebM, 1 s).
 *
 * Case wire shape: `{id, lpu: {id, name, link}, images: [{photo, photo_preview, period, interval, state}],
 * description, total_price, count_images, photo_preview_path}`; `state` is `before`, `at_once` or `after` (with a
 * whole `period` and an `interval` of `session`, `day`, `week`, `month`, `year`); a video's `photo` ends in `.webm`.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { HandlerOptions } from './schedule';
import { CASE_VIDEO_WEBM_BASE64 } from './doctor-cases-video';

/** Cases per page. */
export const CASES_PAGE_SIZE = 10;
/** Demo doctors. */
export const CASES_DOCTOR_IDS = { many: 1001, two: 1002, empty: 1004, doctorPage: 1014 } as const;
/** A doctor whose cases always fail with a 500. */
export const CASES_FAILING_DOCTOR_ID = 1007;
/** A case whose doctor no longer works at its clinic (the second services note). */
export const CASE_LEFT_CLINIC_ID = 5003;
/** A case whose services request fails with a 500. */
export const CASE_SERVICES_FAILING_ID = 5005;
/** The demo doctor's name and page (the cases' doctor link). */
export const CASES_DOCTOR = { name: 'Иванова Анна Сергеевна', url: '/moskva/vrach/1001-ivanova/' } as const;
/** The path of the demo media. */
export const CASES_MEDIA_PATH = '/media/doctor-cases/';

type State = 'before' | 'at_once' | 'after';
type Interval = 'session' | 'day' | 'week' | 'month' | 'year';

interface WireImage {
  photo: string;
  photo_preview: string;
  period: number | null;
  interval: Interval | null;
  state: State;
}
interface WireCase {
  id: number;
  lpu: { id: number; name: string; link: string };
  images: WireImage[];
  description: string;
  total_price: number;
  count_images: number;
  photo_preview_path: string;
}
interface WireService {
  name: string;
  category: string;
  quantity: number;
  price: number;
  dt_last_price: string;
}

const CLINICS = [
  // The fixture clinics (LPU_IDS.yasen, LPU_IDS.dobryDoctor), so a page's clinic entries name them (issue 20 item 26).
  { id: 101, name: 'Медицинский центр «Ясень»', link: '/moskva/lpu/101-yasen/' },
  { id: 102, name: 'Клиника «Добрый доктор» на Таганке', link: '/moskva/lpu/102-dobryy-doktor/' },
];

const AFTER: Array<[number, Interval]> = [
  [2, 'month'],
  [1, 'week'],
  [5, 'day'],
  [1, 'year'],
  [3, 'session'],
  [6, 'month'],
  [2, 'week'],
];

const DESCRIPTIONS = [
  'Установка брекет-системы, коррекция прикуса.',
  'Имплантация зуба с одномоментной нагрузкой.',
  'Профессиональная гигиена и отбеливание.',
  'Лечение кариеса, художественная реставрация.',
  'Виниры на шесть передних зубов.',
];

const SERVICE_NAMES: Array<[string, string]> = [
  ['Консультация врача', 'Консультации'],
  ['Компьютерная томография', 'Диагностика'],
  ['Основная процедура', 'Лечение'],
  ['Контрольный осмотр', 'Консультации'],
];

const image = (caseId: number, n: number, state: State, after?: [number, Interval]): WireImage => ({
  photo: `${CASES_MEDIA_PATH}case-${caseId}-${n}.svg`,
  photo_preview: `${CASES_MEDIA_PATH}case-${caseId}-${n}-preview.svg`,
  period: after ? after[0] : null,
  interval: after ? after[1] : null,
  state,
});

const video = (caseId: number): WireImage => ({
  photo: `${CASES_MEDIA_PATH}case-${caseId}-video.webm`,
  photo_preview: `${CASES_MEDIA_PATH}case-${caseId}-video-preview.svg`,
  period: null,
  interval: null,
  state: 'at_once',
});

function servicePrices(caseId: number): WireService[] {
  const count = 2 + (caseId % 3);
  return SERVICE_NAMES.slice(0, count).map(([name, category], i) => ({
    name,
    category,
    quantity: i === 2 ? 2 : 1,
    price: 1500 + ((caseId * 7 + i * 13) % 10) * 500,
    dt_last_price: `2026-0${(i % 9) + 1}-15`,
  }));
}

function makeCase(caseId: number, k: number, withVideo: boolean): WireCase {
  const images: WireImage[] = [image(caseId, 1, 'before')];
  if (withVideo) images.push(video(caseId));
  const extra = 1 + (k % 4); // 2…5 images
  for (let i = 0; i < extra; i += 1) {
    const n = images.length + 1;
    images.push(
      i === 0 && k % 2 === 0
        ? image(caseId, n, 'at_once')
        : image(caseId, n, 'after', AFTER[(k + i) % AFTER.length]),
    );
  }
  const services = servicePrices(caseId);
  return {
    id: caseId,
    lpu: CLINICS[k % CLINICS.length],
    images,
    description: DESCRIPTIONS[k % DESCRIPTIONS.length],
    total_price: services.reduce((sum, s) => sum + s.price * s.quantity, 0),
    count_images: images.length,
    photo_preview_path: images[0].photo_preview,
  };
}

/** The cases of each demo doctor (exported for tests). */
export const DOCTOR_CASES: Record<number, WireCase[]> = {
  [CASES_DOCTOR_IDS.many]: Array.from({ length: 14 }, (_, k) => makeCase(5001 + k, k, k === 1)),
  [CASES_DOCTOR_IDS.two]: [makeCase(5101, 0, false), makeCase(5102, 1, true)],
  [CASES_DOCTOR_IDS.empty]: [],
  // demo/doctor-page.html's doctor: 12 cases ('Смотреть все' shows after 10).
  [CASES_DOCTOR_IDS.doctorPage]: Array.from({ length: 12 }, (_, k) => makeCase(5201 + k, k, k === 2)),
};

const CASE_BY_ID = new Map(
  Object.values(DOCTOR_CASES).flatMap((list) => list.map((c) => [c.id, c] as const)),
);

/** The services of a case (exported for tests). */
export function caseServices(
  caseId: number,
): { is_doctor_work_at_lpu: boolean; results: WireService[] } | null {
  if (!CASE_BY_ID.has(caseId)) return null;
  return { is_doctor_work_at_lpu: caseId !== CASE_LEFT_CLINIC_ID, results: servicePrices(caseId) };
}

const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

const PALETTE = ['#c8d8ee', '#f1dcc4', '#d7ecd9', '#ead3e6', '#f3ecc2'];

/** A demo image: a tinted square with the case and image number. */
function svgImage(caseId: number, n: string, preview: boolean): string {
  const size = preview ? 200 : 800;
  const fill = PALETTE[(caseId + Number.parseInt(n, 10) || 0) % PALETTE.length];
  const label = n === 'video' ? 'Видео' : `Фото ${n}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="${fill}"/>` +
    '<circle cx="100" cy="86" r="42" fill="#fff" fill-opacity=".7"/>' +
    `<text x="100" y="160" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#223">${label}</text>` +
    `<text x="100" y="182" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#445">№ ${caseId}</text>` +
    '</svg>'
  );
}

function decodeBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

/** Handlers of the cases area. */
export function doctorCasesHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.get(`${base}/api/doctor/cases/`, async ({ request }) => {
      await wait();
      const query = new URL(request.url).searchParams;
      const rawId = query.get('doctor_id') ?? '';
      const rawPage = query.get('page') ?? '1';
      if (!/^\d+$/.test(rawId) || !/^\d+$/.test(rawPage) || Number(rawPage) < 1) {
        return HttpResponse.json({ detail: 'Не передан doctor_id или page' }, { status: 400 });
      }
      const doctorId = Number(rawId);
      if (doctorId === CASES_FAILING_DOCTOR_ID) return serverError();
      const all = DOCTOR_CASES[doctorId] ?? [];
      const page = Number(rawPage);
      const start = (page - 1) * CASES_PAGE_SIZE;
      if (page > 1 && start >= all.length) {
        return HttpResponse.json({ detail: 'Неверная страница.' }, { status: 404 });
      }
      const results = all.slice(start, start + CASES_PAGE_SIZE);
      return HttpResponse.json({ results, has_next: start + CASES_PAGE_SIZE < all.length });
    }),

    http.get(`${base}/api/doctor/case/services/`, async ({ request }) => {
      await wait();
      const raw = new URL(request.url).searchParams.get('case_id') ?? '';
      if (!/^\d+$/.test(raw)) return HttpResponse.json({ detail: 'Не передан case_id' }, { status: 400 });
      const caseId = Number(raw);
      if (caseId === CASE_SERVICES_FAILING_ID) return serverError();
      const reply = caseServices(caseId);
      if (!reply) return HttpResponse.json({ detail: 'Случай не найден' }, { status: 404 });
      return HttpResponse.json(reply);
    }),

    http.get(`${base}${CASES_MEDIA_PATH}:file`, ({ params }) => {
      const file = String(params.file ?? '');
      const svg = /^case-(\d+)-(\d+|video)(-preview)?\.svg$/.exec(file);
      if (svg) {
        return new HttpResponse(svgImage(Number(svg[1]), svg[2], Boolean(svg[3])), {
          headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
        });
      }
      if (/^case-\d+-video\.webm$/.test(file) && CASE_VIDEO_WEBM_BASE64) {
        return new HttpResponse(decodeBase64(CASE_VIDEO_WEBM_BASE64), {
          headers: { 'Content-Type': 'video/webm', 'Cache-Control': 'max-age=3600' },
        });
      }
      return new HttpResponse('Not found', { status: 404 });
    }),
  ];
}
