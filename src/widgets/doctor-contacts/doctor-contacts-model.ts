/**
 * Pure rules of the doctor contacts panel (booking-schedule §2 "Doctor contacts panel", §3 "Doctor (contacts)",
 * "Contact", §4 "Doctor contacts", §5 "Contact list loads only when a doctor id exists", §9 "contacts 360 px",
 * "Phone prefix +7 for dialing"). No DOM, no network: unit-tested in `doctor-contacts-model.test.ts`.
 * Decisions: docs/decisions/105–109.
 */
import { CONTACT_TRANSLITS, isDoctorId, type Contact, type ContactTranslit } from './contacts-api';
import { safeUrl } from '../../core/dom';
import { contactsMessages as msg } from './messages';

/** The tag (CONTRACT `<pd-doctor-contacts>`). */
export const CONTACTS_TAG = 'pd-doctor-contacts';
/** Any element carrying this attribute opens the panel on click (CONTRACT). */
export const OPENER_ATTRIBUTE = 'data-pd-doctor-contacts';
/** The opener's doctor id (CONTRACT). */
export const DOCTOR_ID_ATTRIBUTE = 'data-doctor-id';
/** The opener's doctor full name (CONTRACT). */
export const DOCTOR_FIO_ATTRIBUTE = 'data-doctor-fio';
/** Width of the desktop side sheet, px (booking-schedule §2, §9 "contacts 360 px"). */
export const CONTACTS_PANEL_WIDTH = 360;
/** Skeleton rows while loading (booking-schedule §2 "a skeleton of 3 rows"). */
export const CONTACTS_SKELETON_ROWS = 3;
/** Country prefix for dialing (booking-schedule §9 "Phone prefix +7 for dialing"). */
export const PHONE_PREFIX = '+7';

/** The doctor whose contacts are shown (booking-schedule §3 "Doctor (contacts)": id, fio). */
export interface DoctorRef {
  /** Positive integer. */
  id: number;
  /** Full name, `null` when the opener has none. */
  fio: string | null;
}

/** The raw opener data: the values of `data-doctor-id` and `data-doctor-fio` (`null` when absent). */
export interface OpenerData {
  doctorId: string | null;
  fio: string | null;
}

/** An opener element's raw data (`data-doctor-id`, `data-doctor-fio`). */
export function readOpener(el: Element): OpenerData {
  return { doctorId: el.getAttribute(DOCTOR_ID_ATTRIBUTE), fio: el.getAttribute(DOCTOR_FIO_ATTRIBUTE) };
}

/** {@link parseOpener}'s result: the doctor, or why the opener cannot be used. */
export type OpenerResult = { ok: true; doctor: DoctorRef } | { ok: false; problem: string };

/**
 * Reads the doctor from an opener's data (CONTRACT: `data-doctor-id`, `data-doctor-fio`). The id must be a positive
 * integer (booking-schedule §5 "Contact list loads only when a doctor id exists"); otherwise the result names the
 * problem (logged by the store; the panel does not open and nothing is requested).
 */
export function parseOpener(data: OpenerData): OpenerResult {
  const raw = data.doctorId?.trim() ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!isDoctorId(id)) {
    const got = data.doctorId === null ? 'no data-doctor-id' : `data-doctor-id="${data.doctorId}"`;
    return {
      ok: false,
      problem: `an element with ${OPENER_ATTRIBUTE} was clicked, but it has ${got}; set data-doctor-id to the doctor's id (a positive integer)`,
    };
  }
  const fio = data.fio?.replace(/\s+/g, ' ').trim() || null;
  return { ok: true, doctor: { id, fio } };
}

/**
 * Display order of the kinds (docs/decisions/107): the phone, e-mail, messengers, the personal site, blogs, other
 * links. Contacts of one kind keep the server's order; unknown kinds go last, as 'another-link'.
 */
export const CONTACT_ORDER: readonly ContactTranslit[] = [
  'phone',
  'email',
  'whatsapp',
  'telegram',
  'vk-messenger',
  'personal-site',
  'blog-v-telegram',
  'blog-v-vk',
  'blog-v-dzen',
  'another-link',
];

/** True for a kind of the spec's list (booking-schedule §3 "Contact"). */
export function isKnownKind(translit: string): translit is ContactTranslit {
  return (CONTACT_TRANSLITS as readonly string[]).includes(translit);
}

/** The kind used for the icon, order and behaviour: the translit, or `another-link` for an unknown one. */
export function contactKind(translit: string): ContactTranslit {
  return isKnownKind(translit) ? translit : 'another-link';
}

/** Contacts in display order ({@link CONTACT_ORDER}); stable within a kind; unknown kinds after 'another-link'. */
export function sortContacts<T extends Pick<Contact, 'translit'>>(contacts: readonly T[]): T[] {
  const rank = (c: T) => {
    const i = CONTACT_ORDER.indexOf(c.translit as ContactTranslit);
    return i === -1 ? CONTACT_ORDER.length : i;
  };
  return contacts
    .map((contact, index) => ({ contact, index }))
    .sort((a, b) => rank(a.contact) - rank(b.contact) || a.index - b.index)
    .map((x) => x.contact);
}

/**
 * The 10-digit Russian national number of a phone in any common format ('+7 (912) 345-67-89', '8 912 345 67 89',
 * '79123456789', '9123456789', 'tel:+79123456789'), or `null` when it is not one.
 */
export function nationalPhone(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const digits = raw.replace(/^tel:/i, '').replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) return digits.slice(1);
  return null;
}

/** '+7 912 345-67-89' (booking-schedule §4 "shown formatted"), or `null` for a number that is not Russian. */
export function formatPhone(raw: string | null | undefined): string | null {
  const n = nationalPhone(raw);
  if (!n) return null;
  return `${PHONE_PREFIX} ${n.slice(0, 3)} ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;
}

/** 'tel:+79123456789' (booking-schedule §9 "Phone prefix +7 for dialing"), or `null`. */
export function telHref(raw: string | null | undefined): string | null {
  const n = nationalPhone(raw);
  return n ? `tel:${PHONE_PREFIX}${n}` : null;
}

const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** 'mailto:…' for a plausible e-mail address (with or without `mailto:`), else `null`. */
export function emailHref(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const address = raw.trim().replace(/^mailto:/i, '');
  return EMAIL_RE.test(address) ? `mailto:${address}` : null;
}

/** An absolute http(s) URL that passes `safeUrl` (ARCHITECTURE §7), with its host name; else `null`. */
export function externalTarget(raw: string | null | undefined): { url: string; domain: string } | null {
  const safe = safeUrl(raw);
  if (!safe) return null;
  let parsed: URL;
  try {
    parsed = new URL(safe); // no base: relative links are not external contacts
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return { url: parsed.href, domain: parsed.hostname };
}

/** What activating a contact does. */
export type ContactAction =
  /** The phone: `tel:` link (mobile), or reveal first (desktop). */
  | { type: 'phone'; tel: string; formatted: string }
  /** A `mailto:` link. */
  | { type: 'email'; href: string }
  /** An external site, opened through `POST /leave/` in a new tab. */
  | { type: 'external'; url: string; domain: string }
  /** Nothing usable: shown as text. */
  | { type: 'none' };

/** One row of the list. */
export interface ContactView {
  /** Stable React key. */
  key: string;
  /** The kind for icon and styling ({@link contactKind}). */
  kind: ContactTranslit;
  /** The label: the server's name (or a default per kind), with '*' for Meta networks. */
  name: string;
  /** The secondary line: the display link, the formatted phone, or `''`. */
  detail: string;
  action: ContactAction;
  /** A network of the company the footnote is about (WhatsApp). */
  meta: boolean;
}

/** Kinds owned by Meta (the footnote of booking-schedule §2; docs/decisions/107). */
export const META_KINDS: readonly ContactTranslit[] = ['whatsapp'];

function stripScheme(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The row of one contact and, when its link is unusable, the problem to log. */
export function contactView(contact: Contact, index: number): { view: ContactView; problem: string | null } {
  const kind = contactKind(contact.translit);
  const meta = META_KINDS.includes(kind);
  const baseName = contact.name || msg.defaultNames[kind];
  const name = meta ? `${baseName}${msg.metaMark}` : baseName;
  const key = `${index}-${contact.translit}`;
  let action: ContactAction = { type: 'none' };
  let detail = contact.displayLink;
  if (kind === 'phone') {
    const tel = telHref(contact.baseLink) ?? telHref(contact.displayLink);
    const formatted = formatPhone(contact.baseLink) ?? formatPhone(contact.displayLink);
    if (tel && formatted) {
      action = { type: 'phone', tel, formatted };
      detail = formatted;
    }
  } else if (kind === 'email') {
    const href = emailHref(contact.baseLink) ?? emailHref(contact.displayLink);
    if (href) {
      action = { type: 'email', href };
      detail = contact.displayLink || href.slice('mailto:'.length);
    }
  } else {
    const target = externalTarget(contact.baseLink);
    if (target) {
      action = { type: 'external', ...target };
      detail = contact.displayLink || stripScheme(target.url);
    }
  }
  const problems: string[] = [];
  if (!isKnownKind(contact.translit))
    problems.push(`unknown contact kind "${contact.translit}"; shown as a link`);
  if (action.type === 'none')
    problems.push(`the ${kind} contact "${contact.baseLink}" is not a usable link; it is shown as text`);
  return { view: { key, kind, name, detail, action, meta }, problem: problems.join('; ') || null };
}

/** The rows in display order, and the problems to log (booking-schedule §3, §4). */
export function contactViews(contacts: readonly Contact[]): { views: ContactView[]; problems: string[] } {
  const views: ContactView[] = [];
  const problems: string[] = [];
  sortContacts(contacts).forEach((c, i) => {
    const { view, problem } = contactView(c, i);
    views.push(view);
    if (problem) problems.push(problem);
  });
  return { views, problems };
}

/**
 * What the phone row does (booking-schedule §4): on mobile a tap dials (`dial`: a `tel:` link); on desktop the first
 * click reveals the number (`reveal`), after which the row is the `tel:` link with the formatted number.
 */
export function phoneMode(isDesktop: boolean, revealed: boolean): 'dial' | 'reveal' {
  return isDesktop && !revealed ? 'reveal' : 'dial';
}

/**
 * The load-once rule (booking-schedule §4 "loads contacts once (not reloaded if already loaded)"; §5): a request
 * is needed only for a valid doctor id whose contacts are neither loaded nor being loaded.
 */
export function needsLoad(
  doctorId: number | null | undefined,
  loaded: ReadonlySet<number> | ReadonlyMap<number, unknown>,
  loading: ReadonlySet<number> | ReadonlyMap<number, unknown>,
): boolean {
  return isDoctorId(doctorId) && !loaded.has(doctorId) && !loading.has(doctorId);
}
