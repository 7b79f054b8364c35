/**
 * valibot schemas of the schedule replies (booking-schedule §3 "Slots", §7; CONTRACT "Wire shapes").
 * They check the wire shape and turn it into the library's {@link SlotsByDay}: day keys `yyyy-MM-dd`, slot
 * `time` `HH:mm` (town time), `duration` a positive number of SECONDS (telemed minutes are × 60).
 */
import * as v from 'valibot';

/** One bookable time (booking-schedule §3 "Slots"). */
export interface Slot {
  /** `HH:mm`, town time. */
  time: string;
  /** Seconds (telemed replies give minutes; they are converted). */
  duration: number;
  /** The slot's doctor, when the reply names one (clinic speciality and service schedules). */
  doctorId?: number;
}

/** Slots by day: `yyyy-MM-dd` → the day's slots (a day without slots is absent or `[]`). */
export type SlotsByDay = Record<string, Slot[]>;

const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A `yyyy-MM-dd` day key. */
export const daySchema = v.pipe(
  v.string(),
  v.check((s) => DAY_RE.test(s), 'a day key must be yyyy-MM-dd'),
);
/** An `HH:mm` time. */
export const timeSchema = v.pipe(
  v.string(),
  v.check((s) => TIME_RE.test(s), 'a slot time must be HH:mm'),
);
// Checks are written with `v.check` (in the runtime for other rules anyway) rather than `v.regex`, `v.finite`,
// `v.gtValue`: each valibot action is code every page downloads (docs/decisions/124-runtime-diet.md).
const positive = (what: string) =>
  v.pipe(
    v.number(),
    v.check((n) => Number.isFinite(n) && n > 0, `${what} must be a positive number`),
  );
const id = v.pipe(
  v.number(),
  v.check((n) => Number.isFinite(n), 'an id must be a finite number'),
);

/** A wire slot `{time, duration, doctor_id?}` → {@link Slot}. */
export const slotSchema = v.pipe(
  v.object({
    time: timeSchema,
    duration: positive('duration (seconds)'),
    doctor_id: v.nullish(id),
  }),
  v.transform(({ time, duration, doctor_id }): Slot => {
    const slot: Slot = { time, duration };
    if (doctor_id !== null && doctor_id !== undefined) slot.doctorId = doctor_id;
    return slot;
  }),
);

/** `{"yyyy-MM-dd": [slot, …]}` (a `null` day or a `null` map count as empty) → {@link SlotsByDay}. */
export const slotsByDaySchema = v.pipe(
  v.nullish(v.record(daySchema, v.nullish(v.array(slotSchema)))),
  v.transform((days): SlotsByDay => {
    const out: SlotsByDay = {};
    for (const [day, slots] of Object.entries(days ?? {})) out[day] = slots ?? [];
    return out;
  }),
);

/**
 * `POST /ajax/schedule/slots_bulk/` reply: `{"result":[{"lpu_id","doctor_id","slots"}]}`. The envelope only: each
 * calendar's `slots` are checked with {@link slotsByDaySchema} when that calendar takes them (src/core/api/schedule.ts
 * `bulkSlots`), so one clinic's malformed slots fail that clinic's calendar alone and the first calendar does not
 * wait for the check of every other one (ADR 224).
 */
export const doctorsBulkReplySchema = v.object({
  result: v.array(v.object({ lpu_id: id, doctor_id: id, slots: v.unknown() })),
});
export type DoctorsBulkReply = v.InferOutput<typeof doctorsBulkReplySchema>;

/**
 * `POST /ajax/schedule/slots_bulk_by_specialities/` reply: `{"result":[{"lpu_id","speciality_id","slots"}]}`; the
 * envelope only, like {@link doctorsBulkReplySchema}.
 */
export const specialitiesBulkReplySchema = v.object({
  result: v.array(v.object({ lpu_id: id, speciality_id: id, slots: v.unknown() })),
});
export type SpecialitiesBulkReply = v.InferOutput<typeof specialitiesBulkReplySchema>;

/**
 * `POST /ajax/services/schedule/` reply: `{"data":{"result":[{"lpu_id","service_id","slots"}]}}`; `service_id`
 * may be a string or a number; `doctor_id` is echoed by the reference API when the request item had one. The
 * envelope only, like {@link doctorsBulkReplySchema}.
 */
export const servicesReplySchema = v.object({
  data: v.object({
    result: v.array(
      v.object({
        lpu_id: id,
        service_id: v.union([v.string(), id]),
        doctor_id: v.nullish(id),
        slots: v.unknown(),
      }),
    ),
  }),
});
export type ServicesReply = v.InferOutput<typeof servicesReplySchema>;

/**
 * Telemed `time_start` → `HH:mm`: accepts `HH:mm`, `HH:mm:ss` or a date-time (`yyyy-MM-ddTHH:mm…` or with a
 * space); the clock time is taken as written (no time-zone conversion). `null` when it is neither.
 */
export function normalizeTelemedTime(value: string): string | null {
  const m =
    /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value) ??
    /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const time = `${m[1]}:${m[2]}`;
  return TIME_RE.test(time) ? time : null;
}

const telemedTimeSchema = v.pipe(
  v.string(),
  v.check((s) => normalizeTelemedTime(s) !== null, 'time_start must be HH:mm or a date-time'),
  v.transform((s) => normalizeTelemedTime(s) as string),
);

/** One telemed slot as sent: `duration` in MINUTES. */
export const telemedSlotSchema = v.object({
  time_start: telemedTimeSchema,
  free: v.boolean(),
  duration: positive('duration (minutes)'),
  doctor_id: v.nullish(id),
});

/**
 * `POST /ajax/schedule/slots_bulk/telemed/` reply: a list of `{lpu_id, schedule_data:[{schedule:[{date,
 * slots:[{time_start, free, duration}]}]}]}` (booking-schedule §7).
 */
export const telemedReplySchema = v.array(
  v.object({
    lpu_id: id,
    schedule_data: v.array(
      v.object({
        doctor_id: v.nullish(id),
        schedule: v.array(v.object({ date: daySchema, slots: v.nullish(v.array(telemedSlotSchema)) })),
      }),
    ),
  }),
);
export type TelemedReply = v.InferOutput<typeof telemedReplySchema>;
