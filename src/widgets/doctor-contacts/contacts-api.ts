/**
 * Doctor contacts on the wire (booking-schedule §3 "Doctor (contacts)", "Contact"; §5 "Contact list loads only
 * when a doctor id exists"; §7 `GET /api/doctor/contacts/` and `POST /leave/ (form, new tab)`; CONTRACT "Wire
 * shapes": `GET /api/doctor/contacts/?doctor_id=` → `[{translit, name, base_link, display_link}]`).
 *
 * Decisions: docs/decisions/106-leave-form.md (the `/leave/` form), 107-contact-kinds-and-footnote.md.
 */
import * as v from 'valibot';
import { nonEmpty, trim } from '../../shared/schema';
import { logError } from '../../core/dom';
import { buildUrl, CSRF_FIELD, getCsrfToken, request } from '../../core/http';

/** The contact kinds of the spec, by `translit` (booking-schedule §3 "Contact"). */
export const CONTACT_TRANSLITS = [
  'email',
  'phone',
  'personal-site',
  'another-link',
  'whatsapp',
  'telegram',
  'vk-messenger',
  'blog-v-vk',
  'blog-v-dzen',
  'blog-v-telegram',
] as const;

/** A known contact kind. */
export type ContactTranslit = (typeof CONTACT_TRANSLITS)[number];

/** One contact of a doctor, as the server sends it (camelCase). */
export interface Contact {
  /** The kind (`phone`, `telegram`, …); a kind this library does not know is kept as sent. */
  translit: string;
  /** The label to show, e.g. 'Telegram', 'Личный сайт' (may be `''`). */
  name: string;
  /**
   * What the contact points to: the phone number (any format, e.g. '+7 912 345-67-89', '89123456789'), the e-mail
   * address (with or without `mailto:`), or the absolute http(s) URL of a site, messenger or blog.
   */
  baseLink: string;
  /** The short form to show under the label ('t.me/ivanova_doc'); may be `''`. */
  displayLink: string;
}

/** The `GET /api/doctor/contacts/` path. */
export const CONTACTS_PATH = '/api/doctor/contacts/';
/** The `POST /leave/` path: the same-origin page that leads the user out to an external site. */
export const LEAVE_PATH = '/leave/';

const text = v.pipe(
  v.nullish(v.string()),
  v.transform((s) => (s ?? '').trim()),
);

/** One wire contact `{translit, name, base_link, display_link}` → {@link Contact}. */
export const contactSchema = v.pipe(
  v.object({
    translit: v.pipe(v.string(), trim(), nonEmpty('translit must not be empty')),
    name: text,
    base_link: text,
    display_link: text,
  }),
  v.transform(({ translit, name, base_link, display_link }): Contact => ({
    translit,
    name: name ?? '',
    baseLink: base_link ?? '',
    displayLink: display_link ?? '',
  })),
);

/**
 * The reply: an array of contacts. A malformed ITEM is dropped with a `[pd-widgets] pd-doctor-contacts: …` log
 * (the rest still shows); a reply that is not an array is an `ApiError{kind:'parse'}`.
 */
export const contactsReplySchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items): Contact[] => {
    const out: Contact[] = [];
    items.forEach((item, i) => {
      const parsed = v.safeParse(contactSchema, item);
      if (parsed.success) out.push(parsed.output);
      else
        logError(
          'pd-doctor-contacts',
          `contact #${i} of ${CONTACTS_PATH} is malformed (${parsed.issues[0]?.message ?? 'bad shape'}); it is skipped`,
        );
    });
    return out;
  }),
);

/** True for a doctor id the API accepts: a positive integer. */
export function isDoctorId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/**
 * `GET /api/doctor/contacts/?doctor_id=` (booking-schedule §7): the doctor's contacts, in the server's order.
 *
 * @param doctorId a positive integer; anything else rejects with an `Error` and sends NO request (§5 "Contact
 *   list loads only when a doctor id exists").
 * @throws {ApiError} as `request()` does (`offline`, `timeout`, `server`, `http`, `parse`, `aborted`); a GET is
 *   retried once on `offline`/`server`.
 */
export function fetchDoctorContacts(doctorId: number, signal?: AbortSignal): Promise<Contact[]> {
  if (!isDoctorId(doctorId)) {
    return Promise.reject(
      new Error(`no doctor id (got ${String(doctorId)}): the contacts are not requested`),
    );
  }
  return request(CONTACTS_PATH, contactsReplySchema, { query: { doctor_id: doctorId }, signal });
}

/** What {@link submitLeaveForm} posts. */
export interface LeaveRequest {
  /** The external http(s) URL to go to (absolute). */
  url: string;
  /** The doctor's full name, sent as `doctor_fio` when present. */
  doctorFio?: string | null;
}

/** The form fields of `POST /leave/`: `csrfmiddlewaretoken`, `domain`, `url`, optional `doctor_fio`. */
export function leaveFormFields(req: LeaveRequest): Record<string, string> | null {
  let target: URL;
  try {
    target = new URL(req.url);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  const fields: Record<string, string> = {};
  const token = getCsrfToken();
  if (token) fields[CSRF_FIELD] = token;
  fields.domain = target.hostname;
  fields.url = target.href;
  const fio = req.doctorFio?.trim();
  if (fio) fields.doctor_fio = fio;
  return fields;
}

/** The form submission used by {@link submitLeaveForm}; replaceable in tests (happy-dom does not navigate). */
export const leaveNavigation = {
  submit(form: HTMLFormElement): void {
    form.submit();
  },
};

/**
 * Opens an external link through the site's leave page (booking-schedule §7 `POST /leave/ (form, new tab)`):
 * builds `<form method="post" action="{apiBase}/leave/" target="_blank" rel="noopener">` with hidden
 * `csrfmiddlewaretoken`, `domain` (the link's host name), `url` and, when known, `doctor_fio`, in the light DOM of
 * `document.body`; submits it and removes it. Call it from a user gesture (a click), or the browser's popup
 * blocker may stop the new tab.
 *
 * Only absolute http(s) URLs are sent; anything else (`javascript:`, `tg:`, relative) is refused with a
 * `[pd-widgets] pd-doctor-contacts: …` log and returns `false`. Never throws.
 */
export function submitLeaveForm(req: LeaveRequest): boolean {
  const fields = leaveFormFields(req);
  if (!fields) {
    logError('pd-doctor-contacts', `refused to open "${req.url}": only absolute http(s) links are opened`);
    return false;
  }
  if (typeof document === 'undefined' || !document.body) return false;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = buildUrl(LEAVE_PATH);
  form.target = '_blank';
  // noopener: the tab is detached from this page before the leave page sends the user on to the external site.
  // Not noreferrer: Django's CSRF check of this same-origin POST needs the Origin/Referer headers (ADR 106).
  form.setAttribute('rel', 'noopener');
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    leaveNavigation.submit(form);
    return true;
  } catch (err) {
    logError('pd-doctor-contacts', 'could not open the leave page', err);
    return false;
  } finally {
    form.remove();
  }
}
