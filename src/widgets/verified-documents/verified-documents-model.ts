/**
 * Pure rules of `<pd-verified-documents>` (booking-schedule §2 "Verified documents panel", §3 "Verified documents",
 * §8 "Document messages"): the input (attribute `documents` or the json_script of `documents-source`) → which rows
 * the panel lists and with which texts. No DOM beyond reading a json_script; node tests in
 * verified-documents-model.test.ts. Decision: docs/decisions/142-verified-documents.md.
 */
import { allowedUrl } from '../../core/dom';
import { dayMonthLong, format } from '../../core/i18n';
import { isValidDay, parseDay } from '../../core/time';
import { verifiedDocumentsMessages as msg } from './messages';
import { resolveJsonInput } from '../../shared/json-script';

/** The tag. */
export const VERIFIED_DOCUMENTS_TAG = 'pd-verified-documents';

/** §3 `scienceDocumentType`: 1 candidate of sciences, 2 doctor of sciences, 3 professor. */
export type ScienceDocumentType = 1 | 2 | 3;

/** §3 "Verified documents", checked (camelCase, as the spec names the fields). */
export interface VerifiedDocuments {
  /** A clinic's license number; its presence makes the badge 'Лицензия проверена'. `null` for a doctor. */
  licenseNumber: string | null;
  isEducationConfirmed: boolean;
  isCategoryConfirmed: boolean;
  /** `false` only when the server says so: the category document expired ('Документ уже недействителен'). */
  isCategoryValid: boolean;
  /** The category expires soon: 'Действительно до {categoryExpiresDate}'. */
  isCategoryExpiringSoon: boolean;
  /** `yyyy-MM-dd`, or `null`. */
  categoryExpiresDate: string | null;
  isScienceConfirmed: boolean;
  scienceDocumentType: ScienceDocumentType | null;
  /** Same-site http(s) or relative URL of the documents page (passed `allowedUrl`), or `null`. */
  linkToDocuments: string | null;
}

/** The wire fields: the spec's camelCase names; the snake_case spellings are accepted too. */
const FIELDS = {
  licenseNumber: 'license_number',
  isEducationConfirmed: 'is_education_confirmed',
  isCategoryConfirmed: 'is_category_confirmed',
  isCategoryValid: 'is_category_valid',
  isCategoryExpiringSoon: 'is_category_expiring_soon',
  categoryExpiresDate: 'category_expires_date',
  isScienceConfirmed: 'is_science_confirmed',
  scienceDocumentType: 'science_document_type',
  linkToDocuments: 'link_to_documents',
} as const satisfies Record<keyof VerifiedDocuments, string>;

const isSet = (x: unknown) => x !== undefined && x !== null && x !== '';

/**
 * A date as `yyyy-MM-dd`: from `yyyy-MM-dd`, an ISO date-time (`2026-12-31T00:00:00+03:00`: its calendar day as
 * written) or `dd.MM.yyyy`; `null` for anything else.
 */
export function normaliseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(s);
  if (iso) return isValidDay(iso[1]) ? iso[1]! : null;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s);
  if (dotted) {
    const day = `${dotted[3]}-${dotted[2]}-${dotted[1]}`;
    return isValidDay(day) ? day : null;
  }
  return null;
}

/** A `yyyy-MM-dd` day as 'd MMMM yyyy' in Russian: '2026-12-31' → '31 декабря 2026'. */
export function formatLongDate(day: string): string {
  const date = parseDay(day);
  return `${dayMonthLong(date)} ${date.getFullYear()}`;
}

/**
 * Checks the documents object (§3). Never throws: each problem is a text for `[pd-widgets] pd-verified-documents: …`.
 * A field of the wrong type counts as absent (false / null) and is reported.
 */
export function parseDocuments(raw: unknown): { documents: VerifiedDocuments | null; problems: string[] } {
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      documents: null,
      problems: [
        'the documents must be a JSON object (booking-schedule §3 "Verified documents"); nothing to show',
      ],
    };
  }
  const o = raw as Record<string, unknown>;
  const field = (name: keyof VerifiedDocuments): unknown => (name in o ? o[name] : o[FIELDS[name]]);
  const bool = (name: keyof VerifiedDocuments, absent: boolean): boolean => {
    const value = field(name);
    if (value === undefined || value === null) return absent;
    if (typeof value === 'boolean') return value;
    problems.push(`"${name}" must be true or false, got ${JSON.stringify(value)}; it counts as ${absent}`);
    return absent;
  };

  let licenseNumber: string | null = null;
  const license = field('licenseNumber');
  if (typeof license === 'string' && license.trim()) licenseNumber = license.trim();
  else if (typeof license === 'number' && Number.isFinite(license)) licenseNumber = String(license);
  else if (isSet(license) && !(typeof license === 'string'))
    problems.push(`"licenseNumber" must be a string, got ${JSON.stringify(license)}; it is ignored`);

  let categoryExpiresDate: string | null = null;
  const expires = field('categoryExpiresDate');
  if (isSet(expires)) {
    categoryExpiresDate = normaliseDay(expires);
    if (!categoryExpiresDate)
      problems.push(
        `"categoryExpiresDate" must be a date (yyyy-MM-dd or dd.MM.yyyy), got ${JSON.stringify(expires)}; it is ignored`,
      );
  }

  let scienceDocumentType: ScienceDocumentType | null = null;
  const type = field('scienceDocumentType');
  if (isSet(type)) {
    const n = typeof type === 'string' && /^\d+$/.test(type.trim()) ? Number(type) : type;
    if (n === 1 || n === 2 || n === 3) scienceDocumentType = n;
    else problems.push(`"scienceDocumentType" must be 1, 2 or 3, got ${JSON.stringify(type)}; it is ignored`);
  }

  let linkToDocuments: string | null = null;
  const link = field('linkToDocuments');
  if (isSet(link)) {
    linkToDocuments = typeof link === 'string' ? allowedUrl(link) : null;
    if (!linkToDocuments)
      problems.push(
        `"linkToDocuments" must be an http(s) or relative URL of this site or an allowedRedirectHosts host, got ${JSON.stringify(link)}; no link`,
      );
  }

  return {
    documents: {
      licenseNumber,
      isEducationConfirmed: bool('isEducationConfirmed', false),
      isCategoryConfirmed: bool('isCategoryConfirmed', false),
      isCategoryValid: bool('isCategoryValid', true),
      isCategoryExpiringSoon: bool('isCategoryExpiringSoon', false),
      categoryExpiresDate,
      isScienceConfirmed: bool('isScienceConfirmed', false),
      scienceDocumentType,
      linkToDocuments,
    },
    problems,
  };
}

/** A note under a row (§8), with its tone (shown with an icon and the text, not colour alone). */
export interface RowNote {
  tone: 'error' | 'warning';
  text: string;
}

/** One row of the panel. */
export interface DocumentRow {
  key: 'license' | 'education' | 'category' | 'science';
  /** 'Образование подтверждено', 'Номер лицензии', … */
  text: string;
  /** The license number, or the science type name ('Кандидат наук'); `null` when none. */
  detail: string | null;
  note: RowNote | null;
}

/** What the badge and the panel show. */
export interface DocumentsView {
  /** `clinic` when a license number is given, else `doctor`. */
  kind: 'clinic' | 'doctor';
  /** §2: 'Лицензия проверена' or 'Документы проверены' (badge and panel). */
  title: string;
  rows: DocumentRow[];
  /** The documents page (same tab), or `null`. */
  link: string | null;
}

/**
 * The rows of §3 in order: license number, education, category (with 'Документ уже недействителен' when not valid,
 * else 'Действительно до {d MMMM yyyy}' when expiring soon), science degree with its type name. `view` is `null`
 * when nothing is confirmed (then the widget renders nothing).
 */
export function documentsView(d: VerifiedDocuments): { view: DocumentsView | null; problems: string[] } {
  const problems: string[] = [];
  const rows: DocumentRow[] = [];
  if (d.licenseNumber) rows.push({ key: 'license', text: msg.license, detail: d.licenseNumber, note: null });
  if (d.isEducationConfirmed) rows.push({ key: 'education', text: msg.education, detail: null, note: null });
  if (d.isCategoryConfirmed) {
    let note: RowNote | null = null;
    if (!d.isCategoryValid) note = { tone: 'error', text: msg.expired };
    else if (d.isCategoryExpiringSoon) {
      if (d.categoryExpiresDate)
        note = {
          tone: 'warning',
          text: format(msg.validUntil, { date: formatLongDate(d.categoryExpiresDate) }),
        };
      else
        problems.push(
          '"isCategoryExpiringSoon" is true but "categoryExpiresDate" is missing; no date is shown',
        );
    }
    rows.push({ key: 'category', text: msg.category, detail: null, note });
  }
  if (d.isScienceConfirmed) {
    const type = d.scienceDocumentType;
    rows.push({
      key: 'science',
      text: type === 3 ? msg.scienceTitle : msg.scienceDegree,
      detail: type ? (msg.scienceTypes[type] ?? null) : null,
      note: null,
    });
  }
  if (rows.length === 0) {
    problems.push(
      'nothing is confirmed (no licenseNumber; isEducationConfirmed, isCategoryConfirmed and isScienceConfirmed are ' +
        'not true); the badge is not shown',
    );
    return { view: null, problems };
  }
  const kind = d.licenseNumber ? 'clinic' : 'doctor';
  return {
    view: {
      kind,
      title: kind === 'clinic' ? msg.titleClinic : msg.titleDoctor,
      rows,
      link: d.linkToDocuments,
    },
    problems,
  };
}

/** The element's inputs (attributes in camelCase). */
export interface VerifiedDocumentsInputs {
  /** The documents object (attribute `documents`, JSON; JSON text set as a property is parsed too). */
  documents?: unknown;
  /** Id of a `<script type="application/json">` holding it (Django `json_script`). */
  documentsSource?: string | null;
}

/**
 * The inputs → the view. `documents` wins over `documents-source`. Never throws; problems are texts for
 * `[pd-widgets] pd-verified-documents: …`.
 */
export function resolveDocuments(
  inputs: VerifiedDocumentsInputs,
  root?: Node | null,
): { view: DocumentsView | null; problems: string[] } {
  const input = resolveJsonInput(
    {
      value: inputs.documents,
      source: inputs.documentsSource,
      name: 'documents',
      consequence: 'nothing to show',
    },
    root,
  );
  const problems = input.problems;
  if (input.value === undefined) return { view: null, problems };
  const raw = input.value;
  const parsed = parseDocuments(raw);
  problems.push(...parsed.problems);
  if (!parsed.documents) return { view: null, problems };
  const out = documentsView(parsed.documents);
  return { view: out.view, problems: [...problems, ...out.problems] };
}
