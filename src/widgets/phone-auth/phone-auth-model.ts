/**
 * `<pd-phone-auth>` pure model (no DOM, no network): country masks and phone validation (portal-identity-reviews §5),
 * method choice and labels (§4, §9), and the §8 error catalogue as outcomes the store acts on. Masks are applied with
 * `maska` (`Mask`), never by hand. Decisions: docs/decisions/092-phone-masks.md, 093-phone-auth-flows.md,
 * 094-phone-auth-errors.md.
 */
import { Mask, type MaskInputOptions } from 'maska';
import type { ConfirmationMethod } from './sso-api';
import { format } from '../../core/i18n/format';
import { phoneAuthMessages as msg } from './messages';

export type { ConfirmationMethod } from './sso-api';

/** The tag. */
export const PHONE_AUTH_TAG = 'pd-phone-auth';
/** `detail: {phone}` (and `code` in `no-registration` mode) once the phone is confirmed. */
export const CONFIRMED_EVENT = 'phone-auth:confirmed';
/** `detail: {uuid}` once the session is established (SSO mode). */
export const LOGIN_EVENT = 'phone-auth:login';

/** Which flow (CONTRACT `mode`; §4, §6, §7). */
export type PhoneAuthMode = 'sso' | 'staff' | 'no-registration' | 'legacy';
export const PHONE_AUTH_MODES: readonly PhoneAuthMode[] = ['sso', 'staff', 'no-registration', 'legacy'];

/** Resend wait after a code request, seconds (§9 "Resend wait timer 30 s"). */
export const RESEND_SECONDS = 30;
/** Call-finish polling period, ms (§9 "Call-finish polling every 5 s"). */
export const CALL_POLL_MS = 5000;
/** Life of a call confirmation, ms: polling stops and the form resets (§4, §9 "life 15 min"). */
export const CALL_LIFETIME_MS = 15 * 60 * 1000;
/** Code length (§5 "exactly 4 digits"). */
export const CODE_LENGTH = 4;
/** The Russian prefix shown in an empty field (§5 "prefix '+7 '"). */
export const PHONE_PREFIX = '+7 ';

/** Consent links (§9; opened in a new tab). */
export const CONSENT_LINKS = {
  privacy: '/info/privacy-policy/',
  terms: '/info/terms-of-use/',
  publishing: '/info/publishing-policy/',
} as const;

// ——— Countries and masks (§5) ———

/** Countries with a phone mask (§5). */
export type CountryCode =
  'az' | 'am' | 'by' | 'kz' | 'kg' | 'tj' | 'uz' | 'ee' | 'ge' | 'lt' | 'lv' | 'md' | 'ru';

/** One country's phone rule: masks (maska syntax, `#` a digit), digit counts and a pattern over the digits. */
export interface CountryPhone {
  code: CountryCode;
  /** The international prefix as digits (`7`, `375` …). */
  dial: string;
  /** maska masks, shortest first; the submitted phone is their digits only. */
  masks: string[];
  /** Digits including the dial prefix. */
  minDigits: number;
  maxDigits: number;
  /** Over the digits including the prefix. */
  pattern: RegExp;
  /** The masks as the §8 format error names them, when the input mask differs ('+7 9XX XXX-XX-XX'). */
  hints?: string[];
}

/**
 * The masks of §5. Russia: '+7 9## ###-##-##' (the first digit after +7 is 9); Kazakhstan shares +7 with mobile
 * numbers starting with 7. The others follow their national mobile numbering (ours).
 */
export const COUNTRY_PHONES: Record<CountryCode, CountryPhone> = {
  ru: {
    code: 'ru',
    dial: '7',
    // No literal 9 in the input mask: a mistyped first digit stays as typed and fails the §8 format check instead
    // of becoming another valid number (issue 20 item 13: '8121234567' was shown as '+7 912 123-45-67').
    masks: ['+7 ### ###-##-##'],
    minDigits: 11,
    maxDigits: 11,
    pattern: /^79\d{9}$/,
    hints: ['+7 9XX XXX-XX-XX'],
  },
  kz: {
    code: 'kz',
    dial: '7',
    masks: ['+7 7## ###-##-##'],
    minDigits: 11,
    maxDigits: 11,
    pattern: /^77\d{9}$/,
  },
  az: {
    code: 'az',
    dial: '994',
    masks: ['+994 ##-###-##-##'],
    minDigits: 12,
    maxDigits: 12,
    pattern: /^994\d{9}$/,
  },
  am: {
    code: 'am',
    dial: '374',
    masks: ['+374 ##-###-###'],
    minDigits: 11,
    maxDigits: 11,
    pattern: /^374\d{8}$/,
  },
  by: {
    code: 'by',
    dial: '375',
    masks: ['+375 ##-###-##-##'],
    minDigits: 12,
    maxDigits: 12,
    pattern: /^375\d{9}$/,
  },
  kg: {
    code: 'kg',
    dial: '996',
    masks: ['+996 ###-###-###'],
    minDigits: 12,
    maxDigits: 12,
    pattern: /^996\d{9}$/,
  },
  tj: {
    code: 'tj',
    dial: '992',
    masks: ['+992 ##-###-####'],
    minDigits: 12,
    maxDigits: 12,
    pattern: /^992\d{9}$/,
  },
  uz: {
    code: 'uz',
    dial: '998',
    masks: ['+998 ##-###-##-##'],
    minDigits: 12,
    maxDigits: 12,
    pattern: /^998\d{9}$/,
  },
  ee: {
    code: 'ee',
    dial: '372',
    masks: ['+372 ###-####', '+372 ####-####'],
    minDigits: 10,
    maxDigits: 11,
    pattern: /^372[5-8]\d{6,7}$/,
  },
  ge: {
    code: 'ge',
    dial: '995',
    masks: ['+995 ###-###-###'],
    minDigits: 12,
    maxDigits: 12,
    pattern: /^9955\d{8}$/,
  },
  lt: {
    code: 'lt',
    dial: '370',
    masks: ['+370 ###-##-###'],
    minDigits: 11,
    maxDigits: 11,
    pattern: /^3706\d{7}$/,
  },
  lv: {
    code: 'lv',
    dial: '371',
    masks: ['+371 ##-###-###'],
    minDigits: 11,
    maxDigits: 11,
    pattern: /^3712\d{7}$/,
  },
  md: {
    code: 'md',
    dial: '373',
    masks: ['+373 ####-####'],
    minDigits: 11,
    maxDigits: 11,
    pattern: /^373\d{8}$/,
  },
};

/** Every country of §5. */
export const COUNTRY_CODES = Object.keys(COUNTRY_PHONES) as CountryCode[];

/** A mask for input that matches no country yet (an international number being typed). */
const OPEN_MASK = '+###############';

/** Digits of a text. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * The country a number belongs to, from its digits: `7` + `7…` is Kazakhstan, any other `7…` Russia, else the
 * three-digit prefix. `null` when nothing matches (yet).
 */
export function detectCountry(
  digits: string,
  countries: readonly CountryCode[] = COUNTRY_CODES,
): CountryCode | null {
  if (digits.startsWith('7')) {
    const kz = digits[1] === '7' && countries.includes('kz');
    if (kz) return 'kz';
    return countries.includes('ru') ? 'ru' : null;
  }
  for (const code of countries) {
    const dial = COUNTRY_PHONES[code].dial;
    if (dial.length > 1 && digits.startsWith(dial)) return code;
  }
  return null;
}

/**
 * Cleans what was typed or pasted before masking: a national Russian `8 9XX …` (11 digits starting 89) or digits
 * starting with 9 without a `+` (typed into an emptied field) become `+7 9XX …`, a bare `8` typed after the `+7 `
 * prefix is dropped, and any other number typed without `+` gets one.
 */
export function normalizePhoneInput(raw: string): string {
  const text = raw.trim();
  const digits = digitsOf(text);
  if (digits === '') return text.startsWith('+') ? '+' : '';
  if (/^89\d{9}$/.test(digits)) return `+7${digits.slice(1)}`;
  // Typed into an emptied field, or pasted, without the code: a Russian mobile number.
  if (!text.startsWith('+') && digits.startsWith('9')) return `+7${digits}`;
  if (digits === '78' && text.startsWith('+7')) return PHONE_PREFIX;
  return `+${digits}`;
}

/** The maska mask for a value: the mask of its country (by digit count when it has several), else an open mask. */
export function maskFor(value: string, countries: readonly CountryCode[] = COUNTRY_CODES): string {
  const digits = digitsOf(value);
  // An empty or prefix-only field is Russian by default (§5 prefix '+7 ').
  const country = digits === '' ? 'ru' : detectCountry(digits, countries);
  if (!country) return OPEN_MASK;
  const { masks } = COUNTRY_PHONES[country];
  const fit = masks.find((m) => digitsOf(m).length + (m.match(/#/g)?.length ?? 0) >= digits.length);
  return fit ?? masks[masks.length - 1];
}

/** Options for maska's `MaskInput` (the view) and `Mask` (the store): the country mask chosen per value. */
export function maskOptions(countries: readonly CountryCode[] = COUNTRY_CODES): MaskInputOptions {
  return {
    mask: (value: string) => maskFor(value, countries),
    preProcess: normalizePhoneInput,
    postProcess: keepPrefix,
  };
}

/** The bare Russian code shows as the full prefix '+7 ' (§5), so the field does not flicker between the two. */
const keepPrefix = (masked: string): string => (masked === '+7' ? PHONE_PREFIX : masked);

/** Formats any typed or pasted text with the country mask (idempotent on formatted values). */
export function formatPhone(raw: string, countries: readonly CountryCode[] = COUNTRY_CODES): string {
  const value = normalizePhoneInput(raw);
  if (value === '' || value === '+') return value;
  return keepPrefix(new Mask(maskOptions(countries)).masked(value));
}

/** '+7 9## ###-##-##' → '+7 9XX XXX-XX-XX' for messages. */
const readableMask = (mask: string) => mask.replace(/#/g, 'X');

/** §5 `{masks}`: the masks of the number's country, or the Russian mask when no country matches. */
export function masksText(digits: string, countries: readonly CountryCode[] = COUNTRY_CODES): string {
  const country = detectCountry(digits, countries) ?? 'ru';
  const rule = COUNTRY_PHONES[country];
  return (rule.hints ?? rule.masks.map(readableMask)).join(msg.masksJoiner);
}

/** The outcome of {@link validatePhone}. */
export type PhoneCheck =
  | { ok: true; digits: string }
  | { ok: false; reason: 'required' | 'format'; message: string; digits: string };

/** True when the field holds nothing but (part of) the default prefix. */
export function isBlankPhone(text: string): boolean {
  const digits = digitsOf(text);
  return digits === '' || (digits === '7' && text.trim().replace(/\s+/g, ' ') === PHONE_PREFIX.trim());
}

/**
 * §5: required ('Укажите номер телефона'); the digits must match the country's pattern and count, else
 * 'Укажите номер в формате {masks}'. `legacy` (the older helper): valid when 11 digits.
 */
export function validatePhone(
  text: string,
  opts: { legacy?: boolean; countries?: readonly CountryCode[] } = {},
): PhoneCheck {
  const digits = digitsOf(text);
  if (isBlankPhone(text)) return { ok: false, reason: 'required', message: msg.phoneRequired, digits: '' };
  const countries = opts.countries ?? COUNTRY_CODES;
  const bad = (): PhoneCheck => ({
    ok: false,
    reason: 'format',
    message: format(msg.phoneFormat, { masks: masksText(digits, opts.legacy ? ['ru'] : countries) }),
    digits,
  });
  if (opts.legacy) return /^7\d{10}$/.test(digits) ? { ok: true, digits } : bad();
  const country = detectCountry(digits, countries);
  if (!country) return bad();
  const rule = COUNTRY_PHONES[country];
  if (digits.length < rule.minDigits || digits.length > rule.maxDigits || !rule.pattern.test(digits))
    return bad();
  return { ok: true, digits };
}

/** The code as typed: digits only, at most 4 (§5). */
export const normalizeCode = (text: string): string => digitsOf(text).slice(0, CODE_LENGTH);
/** §5: exactly 4 digits. */
export const isCodeComplete = (code: string): boolean => /^\d{4}$/.test(code);

// ——— Method choice and labels (§4, §9) ———

/**
 * §4 "VK first if enabled and not ignored, else call, else SMS". The SSO flow offers VK and calls; the staff,
 * no-registration and legacy flows are SMS only (§6).
 */
export function chooseMethod(o: {
  mode: PhoneAuthMode;
  vkEnabled: boolean;
  vkIgnored: boolean;
}): ConfirmationMethod {
  if (o.mode !== 'sso') return 'sms';
  if (o.vkEnabled && !o.vkIgnored) return 'vk';
  return 'call';
}

/** The submit button before a code was sent (§9). */
export function submitLabel(method: ConfirmationMethod): string {
  if (method === 'vk') return msg.getCodeVk;
  if (method === 'call') return msg.confirmByCall;
  return msg.confirmBySms;
}

/** The resend button after a code was sent (§9). */
export function resendLabel(method: ConfirmationMethod): string {
  if (method === 'call') return msg.callAgain;
  if (method === 'vk') return msg.getCodeVk;
  return msg.resendSms;
}

/** The prompt over the code field (§9). */
export function codePrompt(method: ConfirmationMethod): string {
  if (method === 'call') return msg.callPrompt;
  if (method === 'vk') return msg.vkPrompt;
  return msg.smsPrompt;
}

/** 'm:ss' of a countdown in seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// ——— §8 error catalogue ———

/** The parts of an `ApiError` the catalogue reads (the model does not depend on the class). */
export interface ErrorLike {
  kind?: string;
  status?: number;
  code?: string;
  waitingTime?: number;
  detail?: unknown;
}

/**
 * The dialogs of §8. `generic` is the reload prompt ('Произошла ошибка / Обновите страницу и попробуйте ещё раз.',
 * 'OK' reloads, 'Отмена' closes) for a request error the catalogue does not name, no body, a 5xx or a timeout
 * (§8 "Others or no body: reload prompt"; docs/decisions/192-phone-auth-letter-of-the-spec.md).
 */
export type PhoneAuthDialogKind =
  | 'vk-exhausted'
  | 'user-has-phone'
  | 'confirm-failed'
  | 'offline'
  | 'login-offline'
  | 'login-failed'
  | 'generic';

/**
 * What a dialog shows: title, text, buttons; `reload` = its confirm button reloads the page. `alternative`: a second
 * action button that confirms with another method (the VK dialog: 'Подтвердить через СМС' next to 'Подтвердить через
 * звонок', §4 "When VK attempts run out, the user may switch to call or SMS").
 */
export interface DialogContent {
  kind: PhoneAuthDialogKind;
  title: string;
  text?: string;
  confirmText: string;
  closeText?: string;
  alternative?: { text: string; method: SwitchMethod };
  reload: boolean;
}

/** The methods a user can switch to after VK ran out (§4). */
export type SwitchMethod = 'call' | 'sms';

/** The other of call and SMS: what the alternative button offers next to `method` (§4). */
export const otherMethod = (method: ConfirmationMethod): SwitchMethod => (method === 'sms' ? 'call' : 'sms');

/** §8 dialog texts and buttons. */
export function dialogContent(kind: PhoneAuthDialogKind): DialogContent {
  switch (kind) {
    case 'vk-exhausted':
      return {
        kind,
        title: msg.vkExhaustedTitle,
        text: msg.vkExhaustedText,
        // "Confirming it ignores VK and resubmits" (§8): by call, or by SMS with the second button (§4).
        confirmText: msg.confirmByCall,
        alternative: { text: msg.confirmBySms, method: 'sms' },
        reload: false,
      };
    case 'user-has-phone':
      return {
        kind,
        title: msg.userHasPhoneTitle,
        confirmText: msg.refresh,
        closeText: msg.close,
        reload: true,
      };
    case 'confirm-failed':
      return {
        kind,
        title: msg.confirmFailedTitle,
        text: msg.confirmFailedText,
        confirmText: msg.refresh,
        closeText: msg.close,
        reload: true,
      };
    case 'offline':
      return {
        kind,
        title: msg.offlineTitle,
        text: msg.offlineText,
        confirmText: msg.understood,
        reload: false,
      };
    case 'login-offline':
      return {
        kind,
        title: msg.loginOfflineTitle,
        confirmText: msg.refresh,
        closeText: msg.close,
        reload: true,
      };
    case 'login-failed':
      return {
        kind,
        title: msg.loginFailedTitle,
        confirmText: msg.refresh,
        closeText: msg.close,
        reload: true,
      };
    case 'generic':
      // A confirm: 'OK' reloads, 'Отмена' keeps the page (§8 "confirm … and reload on OK").
      return {
        kind,
        title: msg.genericTitle,
        text: msg.genericText,
        confirmText: msg.ok,
        closeText: msg.cancel,
        reload: true,
      };
  }
}

const isOffline = (e: ErrorLike) => e.kind === 'offline';

/** What the store does after a failed code request (§8 "Phone request errors" and "Behaviours"). */
export type RequestOutcome =
  /** A message under the phone field; `blocking` locks the field (pen to edit). */
  | { type: 'field'; message: string; blocking: boolean }
  /**
   * attempts_out 'Слишком много попыток. Повторите запрос': the message under the field, back to the phone step with
   * the button enabled, so the same number can be requested again (no reload).
   */
  | { type: 'retry'; message: string }
  /** error_limit with a numeric waiting_time: 'Пожалуйста, подождите' for `seconds`. */
  | { type: 'waiting'; seconds: number; message: string }
  /**
   * error_limit / error_limit_total without waiting_time, not VK (§8 "counts as 'request exceeded' and proceeds as
   * success"): the code step as after a sent code (the code sent before the limit still confirms the number), the
   * notice, the button hidden, the field locked with the pen (a phone edit re-enables it).
   */
  | { type: 'exceeded'; message: string }
  /** deleting_in_progress: blocking, red alert, button hidden. */
  | { type: 'deleting'; message: string }
  | { type: 'dialog'; dialog: PhoneAuthDialogKind }
  /** Aborted: nothing to show. */
  | { type: 'ignore' };

/** Request error code → §8 text. */
function requestCodeText(code: string | undefined, legacy: boolean): string | null {
  switch (code) {
    case 'invalid':
      return msg.errInvalidPhone;
    case 'error_limit':
      return msg.errLimit;
    case 'error_limit_total':
      return legacy ? msg.errLimitTotalLegacy : msg.errLimitTotal;
    case 'error_fields':
      return msg.errFields;
    case 'attempts_out':
      return msg.errAttemptsOut;
    case 'deleting_in_progress':
      return msg.errDeleting;
    default:
      return null;
  }
}

/** A code from the error: `code`, or a staff/legacy `detail` that is a bare code (§7 "Errors are read from data.detail"). */
function codeOf(e: ErrorLike): string | undefined {
  if (e.code) return e.code;
  if (typeof e.detail === 'string' && /^[a-z_]+$/.test(e.detail)) return e.detail;
  return undefined;
}

/**
 * §8 for a failed code request. `vk`: the request used the VK method (error_limit opens the VK dialog, and no limit
 * counts as 'request exceeded'). `legacy`: the older helper's wording.
 */
export function requestErrorOutcome(e: ErrorLike, o: { vk: boolean; legacy?: boolean }): RequestOutcome {
  if (e.kind === 'aborted') return { type: 'ignore' };
  if (isOffline(e)) return { type: 'dialog', dialog: 'offline' };
  const code = codeOf(e);
  if (code === 'deleting_in_progress') return { type: 'deleting', message: msg.errDeleting };
  if (code === 'error_limit' || code === 'error_limit_total') {
    const waiting = typeof e.waitingTime === 'number' && Number.isFinite(e.waitingTime) && e.waitingTime > 0;
    if (code === 'error_limit' && waiting) {
      return { type: 'waiting', seconds: Math.ceil(e.waitingTime as number), message: msg.errLimit };
    }
    // The older helper only shows its messages.
    if (o.legacy) return { type: 'field', message: requestCodeText(code, true) as string, blocking: true };
    if (code === 'error_limit' && o.vk) return { type: 'dialog', dialog: 'vk-exhausted' };
    if (!o.vk) return { type: 'exceeded', message: msg.requestExceeded };
    return { type: 'field', message: requestCodeText(code, Boolean(o.legacy)) as string, blocking: true };
  }
  const text = requestCodeText(code, Boolean(o.legacy));
  if (code === 'attempts_out' && text) return { type: 'retry', message: text };
  if (text) return { type: 'field', message: text, blocking: false };
  // A staff server message in data.detail is shown under the field (§8 "the server message is shown").
  if (e.kind === 'http' && typeof e.detail === 'string' && e.detail.trim() && !codeOf(e)) {
    return { type: 'field', message: e.detail.trim(), blocking: false };
  }
  // "Others or no body: reload prompt." — an unknown code, an empty or unreadable reply, a 5xx, a timeout.
  return { type: 'dialog', dialog: 'generic' };
}

/** What the store does after a failed code check (§8 "Code confirmation errors"). */
export type CodeOutcome =
  /** `renew`: the code is obsolete — a new one must be requested, so the resend is offered at once. */
  | { type: 'code'; message: string; renew?: true }
  | { type: 'dialog'; dialog: PhoneAuthDialogKind }
  | { type: 'ignore' };

/** §8 for a failed code check, by method (`legacy`: the older helper's wording). */
export function codeErrorOutcome(
  e: ErrorLike,
  o: { method: ConfirmationMethod; legacy?: boolean },
): CodeOutcome {
  if (e.kind === 'aborted') return { type: 'ignore' };
  if (isOffline(e)) return { type: 'dialog', dialog: 'offline' };
  const code = codeOf(e);
  const { method } = o;
  const obsolete = method === 'call' ? msg.errObsoleteCall : msg.errObsolete;
  if (code === 'user_has_phone') return { type: 'dialog', dialog: 'user-has-phone' };
  if (code === 'obsolete' || (e.kind === 'http' && e.status === 404))
    return { type: 'code', message: obsolete, renew: true };
  switch (code) {
    case 'error_code':
      return {
        type: 'code',
        message: method === 'call' ? msg.errCodeCall : method === 'vk' ? msg.errCodeVk : msg.errCodeSms,
      };
    case 'bad_code':
    case 'wrong_code':
      return { type: 'code', message: msg.errCodeSms };
    case 'code_expired':
      return { type: 'code', message: o.legacy ? msg.errCodeExpiredLegacy : msg.errCodeExpired };
    case 'invalid':
      return { type: 'code', message: msg.errCodeInvalidLegacy };
    default:
      break;
  }
  if (e.kind === 'http' && e.status !== 403 && typeof e.detail === 'string' && e.detail.trim() && !code) {
    return { type: 'code', message: e.detail.trim() };
  }
  // HTTP 403, a missing response, or an unknown error.
  return { type: 'dialog', dialog: 'confirm-failed' };
}

/** §8 "Login failure: 'Нет интернета' or 'Что-то пошло не так' with a refresh button". */
export function loginErrorDialog(e: ErrorLike): PhoneAuthDialogKind | null {
  if (e.kind === 'aborted') return null;
  return isOffline(e) ? 'login-offline' : 'login-failed';
}

/** Reads the `mode` attribute; anything else logs (by the caller) and falls back to `sso`. */
export function parseMode(value: unknown): { mode: PhoneAuthMode; valid: boolean } {
  if (value === undefined || value === null || value === '') return { mode: 'sso', valid: true };
  const mode = PHONE_AUTH_MODES.find((m) => m === value);
  return mode ? { mode, valid: true } : { mode: 'sso', valid: false };
}
