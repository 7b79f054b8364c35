/**
 * The input of `<pd-clinic-list>`: clinic address entries as Django renders them (booking-schedule §3 "Clinic
 * address entry", "lpu", "Workplace", "Service"; snake_case), checked with valibot and turned into the widget's
 * camelCase {@link ClinicEntry}. Prices are ROUBLES, `walkTime` SECONDS, `timedelta` HOURS relative to Moscow.
 *
 * Nothing here throws: a malformed entry is dropped with a problem text (the store logs it as
 * `[pd-widgets] pd-clinic-list: …`), a malformed optional field takes its default. Decisions:
 * docs/decisions/081-clinic-list-input.md.
 */
import * as v from 'valibot';
import { integer, minValue, nonEmpty, orElse, trim } from '../../shared/schema';
import { safeUrl } from '../../core/dom';
import { resolveJsonInput } from '../../shared/json-script';

// ---------------------------------------------------------------------------------------------------------------
// Output types

/** A speciality (§3 "Workplace" `spec`). */
export interface Speciality {
  id: number;
  name: string;
  /** URL slug, e.g. 'endokrinolog'. */
  translit: string;
}

/** A doctor's speciality at one clinic with its prices (booking-schedule §3 "Workplace"). Prices in roubles. */
export interface Workplace {
  spec: Speciality;
  /** In-clinic price; `null` = not given. */
  price: number | null;
  /** Home visit price (`price_go`); `null` = no home visits. */
  priceGo: number | null;
  /** Online price through the clinic (`pd_price_online`). */
  pdPriceOnline: number | null;
  /** Online price on the own platform, MedTochka (`mt_price_online`). */
  mtPriceOnline: number | null;
  /** Club price; shown only for clinics in the club (§5). */
  clubPrice: number | null;
  /** Patient age bounds, years. */
  ageMin: number | null;
  ageMax: number | null;
  /** The server's appointment type of the workplace (free text; not interpreted). */
  appointmentType: string;
  /** Online appointments through the clinic are on for this workplace. */
  appointmentTelemed: boolean;
  /** `metric.has_slots_telemed_in_clinic`; `null` when the metric is absent (the entry's flag is used). */
  hasSlotsTelemedInClinic: boolean | null;
  /** `metric.has_slots_telemed_in_medtochka`; `null` when absent. */
  hasSlotsTelemedInMedtochka: boolean | null;
}

/** A service the doctor performs at the clinic (booking-schedule §3 "Service"). */
export interface ClinicService {
  name: string;
  /** Roubles; `null` = not given. */
  price: number | null;
  ageMin: number | null;
  ageMax: number | null;
  /** The synonym id (`synonymId` of the service calendar and redirect). */
  synonymId: number;
  lpuId: number;
}

/** A metro station near the clinic (§3 "lpu" `lpumetro_set`). */
export interface MetroStation {
  name: string;
  /** Line colour, CSS colour (`#rrggbb`); '' when unknown. */
  color: string;
  /** Walk time, SECONDS; `null` when unknown. */
  walkTime: number | null;
}

/** A town (§3 "lpu" `town`). */
export interface Town {
  name: string;
  translit: string;
  /** Hours relative to Moscow (UTC+3). */
  timedelta: number;
}

/** A clinic (§3 "lpu"). */
export interface Lpu {
  id: number;
  name: string;
  translit: string;
  address: string;
  town: Town;
  /** `lpuphone.phone`: the registration phone; `null` when absent. */
  phone: string | null;
  isShowRegistrationPhone: boolean;
  /** The clinic uses the medcard link (the electronic medical card banner). */
  usesMtlink: boolean;
  metro: MetroStation[];
}

/** `tabs_data` of an entry (§3). */
export interface TabsData {
  price: number | null;
  priceGo: number | null;
  clubPrice: number | null;
  /** The clinic is in the club: club prices are shown only then (§5). */
  inClub: boolean;
}

/** One clinic address of the doctor (booking-schedule §3 "Clinic address entry"): one card of the list. */
export interface ClinicEntry {
  /** The address entry's id (one clinic may have several addresses). */
  id: number;
  lpuId: number;
  doctorId: number;
  address: string;
  lat: number | null;
  lon: number | null;
  /** The address's own phone; `null` when absent. */
  phone: string | null;
  showPhone: boolean;
  /** Online booking is on at all. */
  appointmentOn: boolean;
  /** Direct booking (slots). */
  appointmentDirect: boolean;
  /** Express booking: the clinic calls back. */
  appointmentExpress: boolean;
  /** Online appointments through the clinic are on. */
  appointmentTelemed: boolean;
  /** Online appointments on the own platform (MedTochka) are on. */
  enableAppointmentTelemedInMedtochka: boolean;
  hasSlots: boolean;
  hasSlotsInClinic: boolean;
  hasSlotsTelemedInClinic: boolean;
  hasSlotsTelemedInMedtochka: boolean;
  /** Staff-only text of the appointment type (§6); '' when absent. */
  staffAppointmentType: string;
  tabsData: TabsData;
  workplaces: Workplace[];
  services: ClinicService[];
  lpu: Lpu;
}

/** An entry of 'Принимает в других странах' (CONTRACT `other-countries`). */
export interface OtherCountry {
  name: string;
  link: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Wire schemas (lenient where the server may send null or omit a key)

/** A finite number; a numeric string too (Django's JSON encoder writes `Decimal` prices and coordinates as text). */
const num = v.union([
  v.pipe(
    v.number(),
    v.check((n: number) => Number.isFinite(n), 'must be a finite number'),
  ),
  v.pipe(
    v.string(),
    trim(),
    v.check((s) => /^-?\d+(\.\d+)?$/.test(s), 'must be a number'),
    v.transform(Number),
  ),
]);
const id = v.pipe(v.number(), integer(), minValue(1, 'an id must be a positive integer'));
/** A number, or `null` for null/absent/non-numbers (a price the server leaves empty). */
const optNum = orElse(v.nullish(num, null), null);
const optBool = orElse(v.nullish(v.boolean(), false), false);
const optText = orElse(v.nullish(v.string(), ''), '');
const optPhone = orElse(
  v.pipe(
    v.nullish(v.string(), null),
    v.transform((s) => (s && s.trim() ? s.trim() : null)),
  ),
  null,
);

const specSchema = v.object({ id, name: v.string(), translit: optText });

const workplaceSchema = v.object({
  spec: specSchema,
  price: optNum,
  price_go: optNum,
  pd_price_online: optNum,
  mt_price_online: optNum,
  club_price: optNum,
  age_min: optNum,
  age_max: optNum,
  appointment_type: orElse(v.nullish(v.union([v.string(), v.number()]), ''), ''),
  appointment_telemed: optBool,
  metric: orElse(
    v.nullish(
      v.object({
        has_slots_telemed_in_clinic: orElse(v.nullish(v.boolean(), null), null),
        has_slots_telemed_in_medtochka: orElse(v.nullish(v.boolean(), null), null),
      }),
      null,
    ),
    null,
  ),
});

const serviceSchema = v.object({
  name: v.string(),
  price: optNum,
  age_min: optNum,
  age_max: optNum,
  synonym_id: v.union([
    id,
    v.pipe(
      v.string(),
      v.check((s) => /^\d+$/.test(s), 'must be digits'),
      v.transform(Number),
    ),
  ]),
  lpu: orElse(v.nullish(v.object({ id }), null), null),
});

const metroSchema = v.object({
  name: v.string(),
  color: optText,
  walk_time: optNum,
});

const townSchema = v.object({
  name: optText,
  translit: optText,
  timedelta: orElse(v.nullish(num, 0), 0),
});

const lpuSchema = v.object({
  id,
  name: v.string(),
  translit: v.string(),
  address: optText,
  town: townSchema,
  lpuphone: orElse(v.nullish(v.object({ phone: optPhone }), null), null),
  is_show_registration_phone: optBool,
  uses_mtlink: optBool,
  /** Django's `lpumetro_set.all`: a list, or `{all: [...]}` as some serializers nest it. */
  lpumetro_set: orElse(
    v.nullish(v.union([v.array(v.unknown()), v.object({ all: v.array(v.unknown()) })]), []),
    [],
  ),
});

const entrySchema = v.object({
  id,
  lpu_id: id,
  doctor_id: id,
  address: optText,
  lat: optNum,
  lon: optNum,
  phone: optPhone,
  show_phone: optBool,
  appointment_on: optBool,
  appointment_direct: optBool,
  appointment_express: optBool,
  appointment_telemed: optBool,
  enable_appointment_telemed_in_medtochka: optBool,
  has_slots: optBool,
  has_slots_in_clinic: optBool,
  has_slots_telemed_in_clinic: optBool,
  has_slots_telemed_in_medtochka: optBool,
  staff_appointment_type: optText,
  tabs_data: orElse(
    v.nullish(v.object({ price: optNum, price_go: optNum, club_price: optNum, in_club: optBool }), null),
    null,
  ),
  workplaces: orElse(v.nullish(v.array(v.unknown()), []), []),
  services: orElse(v.nullish(v.array(v.unknown()), []), []),
  lpu: lpuSchema,
});

const otherCountrySchema = v.object({ name: v.pipe(v.string(), trim(), nonEmpty()), link: v.string() });

// ---------------------------------------------------------------------------------------------------------------
// Wire types (what `clinics` / `clinics-source` hold; documented in docs/api.md). Numbers may also be numeric text.

/** A workplace as the server sends it (booking-schedule §3 "Workplace"). */
export interface WorkplaceWire {
  spec: { id: number; name: string; translit: string };
  price?: number | null;
  price_go?: number | null;
  pd_price_online?: number | null;
  mt_price_online?: number | null;
  club_price?: number | null;
  age_min?: number | null;
  age_max?: number | null;
  appointment_type?: string | number | null;
  appointment_telemed?: boolean | null;
  metric?: {
    has_slots_telemed_in_clinic?: boolean | null;
    has_slots_telemed_in_medtochka?: boolean | null;
  } | null;
}

/** A service as the server sends it (booking-schedule §3 "Service"). */
export interface ServiceWire {
  name: string;
  price?: number | null;
  age_min?: number | null;
  age_max?: number | null;
  synonym_id: number | string;
  lpu?: { id: number } | null;
}

/** A metro station of `lpumetro_set` (`walk_time` in SECONDS). */
export interface MetroWire {
  name: string;
  color?: string | null;
  walk_time?: number | null;
}

/** The clinic of an entry (booking-schedule §3 "lpu"). */
export interface LpuWire {
  id: number;
  name: string;
  translit: string;
  address?: string | null;
  town: { name?: string | null; translit?: string | null; timedelta?: number | null };
  lpuphone?: { phone?: string | null } | null;
  is_show_registration_phone?: boolean | null;
  uses_mtlink?: boolean | null;
  lpumetro_set?: MetroWire[] | { all: MetroWire[] } | null;
}

/** One clinic address entry as the server sends it (booking-schedule §3 "Clinic address entry"). */
export interface ClinicEntryWire {
  id: number;
  lpu_id: number;
  doctor_id: number;
  address?: string | null;
  lat?: number | string | null;
  lon?: number | string | null;
  phone?: string | null;
  show_phone?: boolean | null;
  appointment_on?: boolean | null;
  appointment_direct?: boolean | null;
  appointment_express?: boolean | null;
  appointment_telemed?: boolean | null;
  enable_appointment_telemed_in_medtochka?: boolean | null;
  has_slots?: boolean | null;
  has_slots_in_clinic?: boolean | null;
  has_slots_telemed_in_clinic?: boolean | null;
  has_slots_telemed_in_medtochka?: boolean | null;
  staff_appointment_type?: string | null;
  tabs_data?: {
    price?: number | null;
    price_go?: number | null;
    club_price?: number | null;
    in_club?: boolean | null;
  } | null;
  workplaces?: WorkplaceWire[] | null;
  /** The doctor's services at this clinic (ours: §3 lists "Service" but not where it sits; ADR 081). */
  services?: ServiceWire[] | null;
  lpu: LpuWire;
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  const path = v.getDotPath(first);
  return path ? `${path}: ${first.message}` : first.message;
}

/** Parses a list of sub-items, dropping (and reporting) malformed ones. */
function parseList<S extends v.GenericSchema>(
  list: readonly unknown[],
  schema: S,
  where: string,
  problems: string[],
): v.InferOutput<S>[] {
  const out: v.InferOutput<S>[] = [];
  list.forEach((raw, i) => {
    const r = v.safeParse(schema, raw);
    if (r.success) out.push(r.output);
    else problems.push(`${where}[${i}] is malformed (${issueText(r.issues)}); it is skipped`);
  });
  return out;
}

/** A price must be above zero to count as given (0 or a negative number = no price). */
const positiveOrNull = (n: number | null): number | null => (n !== null && n > 0 ? n : null);

/**
 * Checks and normalises the clinic address entries (booking-schedule §3). Not an array → no clinics and one
 * problem; each malformed entry (missing ids, lpu, town …) is dropped with a problem naming its index and path;
 * a malformed workplace, service or metro station is dropped alone. Duplicate entry ids keep the first.
 */
export function parseClinics(raw: unknown): { clinics: ClinicEntry[]; problems: string[] } {
  const problems: string[] = [];
  if (!Array.isArray(raw)) {
    problems.push(
      `"clinics" must be a JSON array of clinic address entries, got ${raw === null ? 'null' : typeof raw}`,
    );
    return { clinics: [], problems };
  }
  const clinics: ClinicEntry[] = [];
  const seen = new Set<number>();
  raw.forEach((item, i) => {
    const r = v.safeParse(entrySchema, item);
    if (!r.success) {
      problems.push(`clinics[${i}] is malformed (${issueText(r.issues)}); this clinic is not shown`);
      return;
    }
    const e = r.output;
    if (seen.has(e.id)) {
      problems.push(`clinics[${i}] repeats the entry id ${e.id}; it is skipped`);
      return;
    }
    seen.add(e.id);
    const workplaces = parseList(e.workplaces, workplaceSchema, `clinics[${i}].workplaces`, problems);
    const services = parseList(e.services, serviceSchema, `clinics[${i}].services`, problems);
    const metroRaw = Array.isArray(e.lpu.lpumetro_set) ? e.lpu.lpumetro_set : e.lpu.lpumetro_set.all;
    const metro = parseList(metroRaw, metroSchema, `clinics[${i}].lpu.lpumetro_set`, problems);
    clinics.push({
      id: e.id,
      lpuId: e.lpu_id,
      doctorId: e.doctor_id,
      address: e.address || e.lpu.address,
      lat: e.lat,
      lon: e.lon,
      phone: e.phone,
      showPhone: e.show_phone,
      appointmentOn: e.appointment_on,
      appointmentDirect: e.appointment_direct,
      appointmentExpress: e.appointment_express,
      appointmentTelemed: e.appointment_telemed,
      enableAppointmentTelemedInMedtochka: e.enable_appointment_telemed_in_medtochka,
      hasSlots: e.has_slots,
      hasSlotsInClinic: e.has_slots_in_clinic,
      hasSlotsTelemedInClinic: e.has_slots_telemed_in_clinic,
      hasSlotsTelemedInMedtochka: e.has_slots_telemed_in_medtochka,
      staffAppointmentType: e.staff_appointment_type.trim(),
      tabsData: {
        price: positiveOrNull(e.tabs_data?.price ?? null),
        priceGo: positiveOrNull(e.tabs_data?.price_go ?? null),
        clubPrice: positiveOrNull(e.tabs_data?.club_price ?? null),
        inClub: e.tabs_data?.in_club ?? false,
      },
      workplaces: workplaces.map((w) => ({
        spec: { id: w.spec.id, name: w.spec.name, translit: w.spec.translit },
        price: positiveOrNull(w.price),
        priceGo: positiveOrNull(w.price_go),
        pdPriceOnline: positiveOrNull(w.pd_price_online),
        mtPriceOnline: positiveOrNull(w.mt_price_online),
        clubPrice: positiveOrNull(w.club_price),
        ageMin: w.age_min,
        ageMax: w.age_max,
        appointmentType: String(w.appointment_type),
        appointmentTelemed: w.appointment_telemed,
        hasSlotsTelemedInClinic: w.metric?.has_slots_telemed_in_clinic ?? null,
        hasSlotsTelemedInMedtochka: w.metric?.has_slots_telemed_in_medtochka ?? null,
      })),
      services: services.map((s) => ({
        name: s.name,
        price: positiveOrNull(s.price),
        ageMin: s.age_min,
        ageMax: s.age_max,
        synonymId: s.synonym_id,
        lpuId: s.lpu?.id ?? e.lpu_id,
      })),
      lpu: {
        id: e.lpu.id,
        name: e.lpu.name,
        translit: e.lpu.translit,
        address: e.lpu.address,
        town: e.lpu.town,
        phone: e.lpu.lpuphone?.phone ?? null,
        isShowRegistrationPhone: e.lpu.is_show_registration_phone,
        usesMtlink: e.lpu.uses_mtlink,
        metro: metro.map((m) => ({ name: m.name, color: m.color, walkTime: m.walk_time })),
      },
    });
  });
  return { clinics, problems };
}

/** Checks `other-countries` (`[{name, link}]`); malformed items are dropped with a problem. */
export function parseOtherCountries(raw: unknown): { countries: OtherCountry[]; problems: string[] } {
  const problems: string[] = [];
  if (raw === undefined || raw === null) return { countries: [], problems };
  if (!Array.isArray(raw)) {
    problems.push('attribute "other-countries" must be a JSON array of {name, link}; it is ignored');
    return { countries: [], problems };
  }
  const countries: OtherCountry[] = [];
  for (const c of parseList(raw, otherCountrySchema, 'other-countries', problems)) {
    const link = safeUrl(c.link);
    if (link) countries.push({ name: c.name, link });
    else
      problems.push(
        `other-countries: the link of "${c.name}" is not an http(s) or relative URL; it is skipped`,
      );
  }
  return { countries, problems };
}

// ---------------------------------------------------------------------------------------------------------------
// Element inputs

/** The inputs of `<pd-clinic-list>` (CONTRACT attributes in camelCase). */
export interface ClinicListInputs {
  /** The doctor (attribute `doctor-id`); default: the entries' `doctor_id`. */
  doctorId?: number | null;
  /** The clinic address entries (attribute `clinics`, JSON). */
  clinics?: unknown;
  /** Id of a `<script type="application/json">` holding the entries (Django `json_script`). */
  clinicsSource?: string | null;
  /** The doctor's main speciality id (the default selection rule, §4). */
  doctorSpecialityId?: number | null;
  /** `[{name, link}]` for 'Принимает в других странах'. */
  otherCountries?: unknown;
  /**
   * The page town's hours relative to Moscow: every card's calendar and the booking `timedelta`. Default: the
   * first clinic's town (ours, beyond CONTRACT: §3 "Schedule init data" has one `townTimedelta` per page).
   */
  townTimedelta?: number | null;
}

/** Checked inputs. */
export interface ClinicListConfig {
  /** The doctor of the page; `null` when neither the attribute nor the entries name one. */
  doctorId: number | null;
  clinics: ClinicEntry[];
  doctorSpecialityId: number | null;
  otherCountries: OtherCountry[];
  /** Hours relative to Moscow. */
  townTimedelta: number;
}

const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0;
const isSet = (x: unknown) => x !== undefined && x !== null && x !== '';

/**
 * Checks the element's inputs. Never throws: each problem is a text for `[pd-widgets] pd-clinic-list: …`.
 * `clinics` wins over `clinics-source`; the source is looked up in `root` (the element's root node), then the
 * document. Entries of another doctor than `doctor-id` are dropped.
 */
export function resolveClinicListInputs(
  inputs: ClinicListInputs,
  root?: Node | null,
): { config: ClinicListConfig; problems: string[] } {
  // `clinics` (JSON text, as the attribute or a property: React 19 sets a custom element's known properties, so
  // `clinics="[…]"` arrives as the string itself) or `clinics-source`: the one reader of every widget's JSON input.
  const input = resolveJsonInput(
    {
      value: inputs.clinics,
      source: inputs.clinicsSource,
      name: 'clinics',
      consequence: 'no clinics to show',
    },
    root,
  );
  const problems = input.problems;
  let clinics: ClinicEntry[] = [];
  if (input.value !== undefined) {
    const parsed = parseClinics(input.value);
    problems.push(...parsed.problems);
    clinics = parsed.clinics;
  }

  let doctorId: number | null = null;
  if (isSet(inputs.doctorId)) {
    if (isId(inputs.doctorId)) doctorId = inputs.doctorId;
    else
      problems.push(
        `attribute "doctor-id" must be a positive integer id, got ${JSON.stringify(inputs.doctorId)}`,
      );
  }
  if (doctorId !== null) {
    const foreign = clinics.filter((c) => c.doctorId !== doctorId);
    if (foreign.length) {
      problems.push(
        `${foreign.length} clinic entr${foreign.length === 1 ? 'y names' : 'ies name'} another doctor than ` +
          `doctor-id ${doctorId} (${foreign.map((c) => c.doctorId).join(', ')}); not shown`,
      );
      clinics = clinics.filter((c) => c.doctorId === doctorId);
    }
  } else {
    doctorId = clinics[0]?.doctorId ?? null;
  }

  let doctorSpecialityId: number | null = null;
  if (isSet(inputs.doctorSpecialityId)) {
    if (isId(inputs.doctorSpecialityId)) doctorSpecialityId = inputs.doctorSpecialityId;
    else
      problems.push(
        `attribute "doctor-speciality-id" must be a positive integer id, got ${JSON.stringify(inputs.doctorSpecialityId)}; it is ignored`,
      );
  }

  let townTimedelta = clinics[0]?.lpu.town.timedelta ?? 0;
  if (isSet(inputs.townTimedelta)) {
    if (typeof inputs.townTimedelta === 'number' && Number.isFinite(inputs.townTimedelta))
      townTimedelta = inputs.townTimedelta;
    else
      problems.push(
        `attribute "town-timedelta" must be a number of hours, got ${String(inputs.townTimedelta)}; the first clinic's town is used`,
      );
  }

  let otherRaw: unknown = inputs.otherCountries;
  if (typeof otherRaw === 'string' && otherRaw.trim() !== '') {
    try {
      otherRaw = JSON.parse(otherRaw) as unknown;
    } catch (err) {
      problems.push(`"other-countries" is not valid JSON (${(err as Error).message}); it is ignored`);
      otherRaw = undefined;
    }
  }
  const other = parseOtherCountries(otherRaw);
  problems.push(...other.problems);
  return {
    config: { doctorId, clinics, doctorSpecialityId, otherCountries: other.countries, townTimedelta },
    problems,
  };
}
