/**
 * Reference API: the schedule endpoints (booking-schedule §3 "Slot request shapes", §5 "Slot requests", §7;
 * CONTRACT "Wire shapes"). Bodies are validated like the real server: a §5 case answers 400
 * `{"detail":"<the Russian message>"}`; unsafe methods need CSRF (see ../csrf.ts).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { scheduleMessages as msg } from '../../src/core/i18n/messages/schedule';
import { csrfFailure } from '../csrf';
import {
  DOCTORS,
  FAILING_DOCTOR_ID,
  doctorSlots,
  serviceSlots,
  specialitySlots,
  telemedSchedule,
  SERVICES,
  type WindowOptions,
} from '../fixtures';

/** Options of the reference API handlers. */
export interface HandlerOptions {
  /** "Today" (`yyyy-MM-dd`) for clinics whose window opens later; default: each request's start day. */
  today?: string;
  /** Delay of every answer, ms (Storybook / demo: show the spinner); default 0. */
  latencyMs?: number;
  /**
   * URL prefix of the handler paths; default `'*'` (any origin: the page origin, a foreign `apiBase`, and Node
   * with no `location`, where msw would not resolve a relative path).
   */
  base?: string;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const has = (o: Json, k: string) => o[k] !== undefined && o[k] !== null;

function isDay(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** 400 with `{"detail": …}` (Django REST framework's shape). */
const badRequest = (detail: string) => HttpResponse.json({ detail }, { status: 400 });

/** Django's plain 500 page. */
const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

/** Days and start day, shared by every schedule request (booking-schedule §5 "All need days, a start date"). */
function checkWindow(body: Json, startKey: string): string | null {
  if (!isNum(body.days) || !Number.isInteger(body.days) || body.days <= 0) return msg.noDays;
  if (!isDay(body[startKey])) return msg.noStartDate;
  return null;
}

/** Server-side §5 validation of a `slots_bulk` body; `null` when valid. */
export function validateDoctorsBody(body: unknown): string | null {
  if (!isObj(body)) return msg.noDays;
  const win = checkWindow(body, 'dt_start');
  if (win) return win;
  if (!Array.isArray(body.doctors_lpus)) return msg.noDoctorsLpus;
  if (body.doctors_lpus.length === 0) return msg.emptyDoctorsLpus;
  const tds = ['town_timedelta', 'lpu_timedelta', 'user_timedelta'].filter((k) => has(body, k));
  if (tds.length === 0 || !isNum(body[tds[0]])) return msg.noTimedelta;
  if (tds.length > 1) return msg.severalTimedeltas;
  return null;
}

/** Server-side §5 validation of a `slots_bulk_by_specialities` body. */
export function validateSpecialitiesBody(body: unknown): string | null {
  if (!isObj(body)) return msg.noDays;
  const win = checkWindow(body, 'dt_start');
  if (win) return win;
  if (!Array.isArray(body.lpus_specialities) || body.lpus_specialities.length === 0)
    return msg.noLpusSpecialities;
  if (!isNum(body.town_timedelta)) return msg.noTimedelta;
  return null;
}

/** Server-side §5 validation of a `/ajax/services/schedule/` body. */
export function validateServicesBody(body: unknown): string | null {
  if (!isObj(body)) return msg.noDays;
  const win = checkWindow(body, 'day_start');
  if (win) return win;
  if (!Array.isArray(body.services) || body.services.length === 0) return msg.emptyServices;
  for (const s of body.services as unknown[]) {
    if (!isObj(s) || !isNum(s.lpu_id)) return msg.serviceNoLpuId;
    const sid = s.service_id;
    if (!(isNum(sid) || (typeof sid === 'string' && sid.trim() !== ''))) return msg.serviceBadServiceId;
  }
  if (!isNum(body.town_timedelta)) return msg.noTimedelta;
  return null;
}

/** Server-side §5 validation of a telemed body. */
export function validateTelemedBody(body: unknown): string | null {
  if (!isObj(body)) return msg.noDays;
  const win = checkWindow(body, 'user_start_date');
  if (win) return win;
  if (!Array.isArray(body.lpu_params) || body.lpu_params.length === 0) return msg.emptyLpuParams;
  if (!isNum(body.user_timezone)) return msg.noTimedelta;
  return null;
}

async function readJson(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; res: Response }> {
  try {
    return { ok: true, body: await request.json() };
  } catch (err) {
    return { ok: false, res: badRequest(`JSON parse error - ${(err as Error).message}`) };
  }
}

const ids = (list: unknown): Json[] => (Array.isArray(list) ? list.filter(isObj) : []);

/** The schedule handlers of the reference API. */
export function scheduleHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const latency = opts.latencyMs ?? 0;
  const win = (dtStart: string, days: number): WindowOptions => ({ dtStart, days, today: opts.today });

  /** CSRF, latency, JSON and §5 validation around a resolver. */
  const post = (
    path: string,
    validate: (body: unknown) => string | null,
    answer: (body: Json) => Response,
  ): HttpHandler =>
    http.post(`${base}${path}`, async ({ request, cookies }) => {
      if (latency) await delay(latency);
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      const parsed = await readJson(request);
      if (!parsed.ok) return parsed.res;
      const problem = validate(parsed.body);
      if (problem) return badRequest(problem);
      return answer(parsed.body as Json);
    });

  return [
    // booking-schedule §7: POST /ajax/schedule/slots_bulk/telemed/ (registered before slots_bulk/ for clarity)
    post('/ajax/schedule/slots_bulk/telemed/', validateTelemedBody, (body) => {
      const params = ids(body.lpu_params);
      const asked = params.flatMap((p) => ids(p.schedule_params).map((s) => s.doctor_id));
      if (asked.includes(FAILING_DOCTOR_ID)) return serverError();
      const w = win(body.user_start_date as string, body.days as number);
      const onlyFree = body.only_free !== false;
      return HttpResponse.json(
        params.map((p) => ({
          lpu_id: p.lpu_id,
          schedule_data: ids(p.schedule_params).map((s) => ({
            doctor_id: s.doctor_id,
            type_schedule: s.type_schedule,
            schedule: telemedSchedule(
              Number(s.doctor_id),
              Number(p.lpu_id),
              String(s.type_schedule),
              w,
              onlyFree,
            ),
          })),
        })),
      );
    }),

    // booking-schedule §7: POST /ajax/schedule/slots_bulk/
    post('/ajax/schedule/slots_bulk/', validateDoctorsBody, (body) => {
      const pairs = ids(body.doctors_lpus);
      if (pairs.some((p) => p.doctor_id === FAILING_DOCTOR_ID)) return serverError();
      const w = win(body.dt_start as string, body.days as number);
      return HttpResponse.json({
        result: pairs.map((p) => ({
          lpu_id: p.lpu_id,
          doctor_id: p.doctor_id,
          slots: p.has_slots === false ? {} : doctorSlots(Number(p.doctor_id), Number(p.lpu_id), w),
        })),
      });
    }),

    // booking-schedule §7: POST /ajax/schedule/slots_bulk_by_specialities/
    post('/ajax/schedule/slots_bulk_by_specialities/', validateSpecialitiesBody, (body) => {
      const items = ids(body.lpus_specialities);
      const failing = DOCTORS[FAILING_DOCTOR_ID];
      if (
        items.some((i) =>
          failing.workplaces.some((wp) => wp.lpu_id === i.lpu_id && wp.spec.id === i.speciality_id),
        )
      ) {
        return serverError();
      }
      const w = win(body.dt_start as string, body.days as number);
      return HttpResponse.json({
        result: items.map((i) => ({
          lpu_id: i.lpu_id,
          speciality_id: i.speciality_id,
          slots: specialitySlots(Number(i.lpu_id), Number(i.speciality_id), w),
        })),
      });
    }),

    // booking-schedule §7: POST /ajax/services/schedule/doctors/
    post(
      '/ajax/services/schedule/doctors/',
      (body) => (Array.isArray(body) ? null : 'Expected a list of items but got type "dict".'),
      (body) => {
        const entries = ids(body as unknown);
        return HttpResponse.json(
          entries.map((e) => {
            const lpuId = Number(e.lpu_id);
            const wanted = (Array.isArray(e.services) ? e.services : []).map(Number);
            const doctors = (Array.isArray(e.doctors) ? e.doctors : []).map(Number).flatMap((doctorId) => {
              const services = wanted.filter((sid) => {
                const service = SERVICES[sid];
                return (
                  service?.lpu_ids.includes(lpuId) &&
                  service.doctor_ids.includes(doctorId) &&
                  DOCTORS[doctorId]?.workplaces.some((wp) => wp.lpu_id === lpuId)
                );
              });
              return services.length ? [{ doctor_id: doctorId, services }] : [];
            });
            return { lpu_id: lpuId, doctors };
          }),
        );
      },
    ),

    // booking-schedule §7: POST /ajax/services/schedule/
    post('/ajax/services/schedule/', validateServicesBody, (body) => {
      const w = win(body.day_start as string, body.days as number);
      return HttpResponse.json({
        data: {
          result: ids(body.services).map((s) => {
            const doctorId = isNum(s.doctor_id) ? s.doctor_id : undefined;
            const entry: Json = {
              lpu_id: s.lpu_id,
              service_id: String(s.service_id),
              slots: serviceSlots(s.service_id as number | string, Number(s.lpu_id), w, doctorId),
            };
            if (doctorId !== undefined) entry.doctor_id = doctorId;
            return entry;
          }),
        },
      });
    }),
  ];
}
