/**
 * Pure rules of `<pd-login-choice>` (portal-identity-reviews §1 "A separate login choice for doctors or clinics",
 * §2 "Choose-login popup", "Login page with a next parameter"; CONTRACT `<pd-login-choice>`). No DOM, no globals:
 * the page URL, host name and config login URL come in as arguments. Decision: docs/decisions/102.
 */
import { allowedUrl, safeUrl } from '../../core/dom';

/** The tag. */
export const LOGIN_CHOICE_TAG = 'pd-login-choice';
/** Any element carrying this attribute opens the popup (CONTRACT). */
export const LOGIN_CHOICE_ATTRIBUTE = 'data-pd-login-choice';

/** The attributes as the element gives them. */
export interface LoginChoiceInputs {
  /** The patient login page; default config `loginUrl`. */
  patientLoginUrl?: string | null;
  /** The separate doctor-or-clinic profile login. */
  profileLoginUrl?: string | null;
  /** The profile login used on the alternate doctor-service domain. */
  altProfileLoginUrl?: string | null;
  /** Host name of the alternate doctor-service domain (compared with `location.hostname`). */
  altDomain?: string | null;
}

/** Where the two 'Войти' buttons lead; `null` = that entry has no usable address (its button is not shown). */
export interface LoginTargets {
  patient: string | null;
  doctor: string | null;
}

/** The page the model runs on. */
export interface LoginPage {
  /** `location.href`. */
  href: string;
  /** `location.hostname`. */
  hostname: string;
  /** Config `loginUrl` (default `/login/`). */
  loginUrl: string;
}

/**
 * `url` with `next={page}` added unless it already carries a `next` (§2 "Login page with a next parameter"):
 * after the login the patient comes back to the page the popup was opened on.
 */
export function withNext(url: string, pageHref: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const query = base.includes('?') ? base.slice(base.indexOf('?') + 1) : '';
  if (new URLSearchParams(query).has('next')) return url;
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}next=${encodeURIComponent(pageHref)}${hash}`;
}

function clean(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

/**
 * The two login addresses (§2): the patient entry goes to `patient-login-url` (default config `loginUrl`) with
 * `next` = this page; the doctor-or-clinic entry goes to `profile-login-url`, or to `alt-profile-login-url` when
 * `alt-domain` equals the page's host name. Unsafe or missing URLs are reported in `problems` (console errors) and
 * leave that entry without a button.
 */
export function loginTargets(
  inputs: LoginChoiceInputs,
  page: LoginPage,
): { targets: LoginTargets; problems: string[] } {
  const problems: string[] = [];
  const attr = (name: string, value: string | null): string | null => {
    if (value === null) return null;
    const safe = allowedUrl(value);
    if (!safe)
      problems.push(
        `attribute "${name}" must be an http(s) or relative URL of this site or an allowedRedirectHosts host, got "${value}"; it is ignored`,
      );
    return safe;
  };

  const patientAttr = attr('patient-login-url', clean(inputs.patientLoginUrl));
  const patientBase = patientAttr ?? safeUrl(page.loginUrl);
  const patient = patientBase ? withNext(patientBase, page.href) : null;

  const altDomain = clean(inputs.altDomain)?.toLowerCase() ?? null;
  const onAltDomain = altDomain !== null && altDomain === page.hostname.toLowerCase();
  const profile = attr('profile-login-url', clean(inputs.profileLoginUrl));
  const altProfile = attr('alt-profile-login-url', clean(inputs.altProfileLoginUrl));
  let doctor: string | null;
  if (onAltDomain) {
    doctor = altProfile ?? profile;
    if (!altProfile) {
      problems.push(
        `the page is on the alternate domain "${altDomain}" but attribute "alt-profile-login-url" is missing or ` +
          'unsafe; the doctor entry falls back to profile-login-url',
      );
    }
  } else {
    doctor = profile;
  }
  if (!doctor && clean(inputs.profileLoginUrl) === null) {
    problems.push(
      'attribute "profile-login-url" is required: the doctor-or-clinic login (its button is hidden)',
    );
  }
  return { targets: { patient, doctor }, problems };
}

/**
 * The opener of a click: the first element of the event path carrying {@link LOGIN_CHOICE_ATTRIBUTE} (the path
 * crosses open shadow roots), or `null`.
 */
export function openerIn(path: readonly EventTarget[]): Element | null {
  for (const target of path) {
    const el = target as Partial<Element>;
    if (typeof el.hasAttribute === 'function' && el.hasAttribute(LOGIN_CHOICE_ATTRIBUTE))
      return target as Element;
  }
  return null;
}
