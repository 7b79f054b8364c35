// @vitest-environment node
import { Mask } from 'maska';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  COUNTRY_PHONES,
  chooseMethod,
  codeErrorOutcome,
  codePrompt,
  detectCountry,
  digitsOf,
  dialogContent,
  formatCountdown,
  formatPhone,
  isCodeComplete,
  loginErrorDialog,
  maskOptions,
  normalizeCode,
  parseMode,
  requestErrorOutcome,
  resendLabel,
  submitLabel,
  validatePhone,
  type CountryCode,
} from './phone-auth-model';

/** A valid example number per country (§5 masks), as typed digits and as the mask shows it. */
const EXAMPLES: Record<CountryCode, [digits: string, masked: string]> = {
  ru: ['79161234567', '+7 916 123-45-67'],
  kz: ['77011234567', '+7 701 123-45-67'],
  az: ['994501234567', '+994 50-123-45-67'],
  am: ['37477123456', '+374 77-123-456'],
  by: ['375291234567', '+375 29-123-45-67'],
  kg: ['996555123456', '+996 555-123-456'],
  tj: ['992931234567', '+992 93-123-4567'],
  uz: ['998901234567', '+998 90-123-45-67'],
  ee: ['37251234567', '+372 5123-4567'],
  ge: ['995555123456', '+995 555-123-456'],
  lt: ['37061234567', '+370 612-34-567'],
  lv: ['37121234567', '+371 21-234-567'],
  md: ['37369123456', '+373 6912-3456'],
};

describe('phone masks per country (§5)', () => {
  it('covers exactly the countries of the spec', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(
      ['az', 'am', 'by', 'kz', 'kg', 'tj', 'uz', 'ee', 'ge', 'lt', 'lv', 'md', 'ru'].sort(),
    );
    // §5's Russian mask '+7 9XX XXX-XX-XX' is the format the error names; the input mask has no literal 9 (item 13).
    expect(COUNTRY_PHONES.ru.hints).toEqual(['+7 9XX XXX-XX-XX']);
    expect(COUNTRY_PHONES.ru.masks).toEqual(['+7 ### ###-##-##']);
  });

  it.each(COUNTRY_CODES)(
    '%s: typed digits get the country mask and validate; the submitted phone is digits only',
    (code) => {
      const [digits, masked] = EXAMPLES[code];
      expect(detectCountry(digits)).toBe(code);
      expect(formatPhone(`+${digits}`)).toBe(masked);
      expect(formatPhone(masked)).toBe(masked); // idempotent
      expect(validatePhone(masked)).toEqual({ ok: true, digits });
    },
  );

  it.each(COUNTRY_CODES)('%s: one digit short is rejected with the country mask in the message', (code) => {
    const [digits] = EXAMPLES[code];
    const short = formatPhone(`+${digits.slice(0, COUNTRY_PHONES[code].minDigits - 1)}`);
    const check = validatePhone(short);
    expect(check.ok).toBe(false);
    const rule = COUNTRY_PHONES[code];
    const readable = (rule.hints ?? rule.masks.map((m) => m.replace(/#/g, 'X'))).join(' или ');
    expect(check).toMatchObject({ reason: 'format', message: `Укажите номер в формате ${readable}` });
  });

  it('Russian: prefix +7, first digit 9, national and pasted forms', () => {
    expect(formatPhone('89161234567')).toBe('+7 916 123-45-67');
    expect(formatPhone('9161234567')).toBe('+7 916 123-45-67');
    expect(formatPhone('9')).toBe('+7 9'); // the first digit typed into an emptied field
    expect(formatPhone('+7')).toBe('+7 ');
    expect(formatPhone('+7 (916) 123-45-67')).toBe('+7 916 123-45-67');
    expect(formatPhone('+7 8')).toBe('+7 '); // a trunk 8 after the prefix is dropped
    expect(formatPhone('+7 916 123-45-6789')).toBe('+7 916 123-45-67'); // no more digits than the mask
    expect(formatPhone('abc')).toBe('');
    // The literal 9 of the mask: a number after +7 that does not start with 9 never validates as Russian.
    expect(validatePhone('+7 816 123-45-67').ok).toBe(false);
    expect(validatePhone('+7 916 123-45-6')).toMatchObject({
      ok: false,
      message: 'Укажите номер в формате +7 9XX XXX-XX-XX',
    });
  });

  it('the phone mask never invents digits: typing 8121234567 keeps what was typed and shows the §8 format error', () => {
    // Typed key by key into the field that starts with '+7 ', as the input does.
    let value = '+7 ';
    for (const key of '8121234567') value = formatPhone(value + key);
    expect(value).toBe('+7 121 234-56-7'); // the trunk 8 dropped, nothing added: no '+7 912 123-45-67'
    expect(digitsOf(value)).toBe('7121234567');
    expect(validatePhone(value)).toMatchObject({
      ok: false,
      reason: 'format',
      message: 'Укажите номер в формате +7 9XX XXX-XX-XX',
    });
    expect(formatPhone('+7 1')).toBe('+7 1');
  });

  it('the maska options used by the input give the same result as formatPhone', () => {
    const mask = new Mask(maskOptions());
    expect(mask.masked('+79161234567')).toBe('+7 916 123-45-67');
    expect(mask.masked('+375291234567')).toBe('+375 29-123-45-67');
    expect(mask.completed('+79161234567')).toBe(true);
  });

  it('required and unknown prefixes', () => {
    expect(validatePhone('')).toMatchObject({
      ok: false,
      reason: 'required',
      message: 'Укажите номер телефона',
    });
    expect(validatePhone('+7 ')).toMatchObject({ ok: false, reason: 'required' });
    expect(validatePhone('+1 202 555 0100')).toMatchObject({
      ok: false,
      reason: 'format',
      message: 'Укажите номер в формате +7 9XX XXX-XX-XX',
    });
  });

  it('legacy helper: valid when 11 digits', () => {
    expect(validatePhone('+7 916 123-45-67', { legacy: true }).ok).toBe(true);
    expect(validatePhone('+375 29-123-45-67', { legacy: true }).ok).toBe(false);
    expect(validatePhone('+7 916 123-45-6', { legacy: true }).ok).toBe(false);
  });
});

describe('code (§5)', () => {
  it('digits only, at most 4, complete at exactly 4', () => {
    expect(normalizeCode('12a3 45')).toBe('1234');
    expect(isCodeComplete('1234')).toBe(true);
    expect(isCodeComplete('123')).toBe(false);
    expect(isCodeComplete('12a4')).toBe(false);
  });
});

describe('method choice and labels (§4, §9)', () => {
  it('VK first if enabled and not ignored, else call; other modes SMS only', () => {
    expect(chooseMethod({ mode: 'sso', vkEnabled: true, vkIgnored: false })).toBe('vk');
    expect(chooseMethod({ mode: 'sso', vkEnabled: true, vkIgnored: true })).toBe('call');
    expect(chooseMethod({ mode: 'sso', vkEnabled: false, vkIgnored: false })).toBe('call');
    for (const mode of ['staff', 'no-registration', 'legacy'] as const) {
      expect(chooseMethod({ mode, vkEnabled: true, vkIgnored: false })).toBe('sms');
    }
  });

  it('button labels and prompts', () => {
    expect(submitLabel('vk')).toBe('Получить код ВКонтакте');
    expect(submitLabel('call')).toBe('Подтвердить через звонок');
    expect(submitLabel('sms')).toBe('Подтвердить через СМС');
    expect(resendLabel('sms')).toBe('Отправить СМС повторно');
    expect(resendLabel('call')).toBe('Позвонить повторно');
    expect(codePrompt('sms')).toBe('Введите код из СМС');
    expect(codePrompt('call')).toBe('Введите последние 4 цифры входящего номера');
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(61)).toBe('1:01');
  });

  it('reads the mode attribute', () => {
    expect(parseMode(undefined)).toEqual({ mode: 'sso', valid: true });
    expect(parseMode('staff')).toEqual({ mode: 'staff', valid: true });
    expect(parseMode('admin')).toEqual({ mode: 'sso', valid: false });
  });
});

describe('§8 request errors', () => {
  const http = (code?: string, extra: object = {}) => ({ kind: 'http', status: 400, code, ...extra });
  it.each([
    ['invalid', 'Некорректный номер телефона', false],
    ['error_fields', 'Неверно заполненное поле', false],
  ])('%s → %s under the phone field', (code, message, blocking) => {
    expect(requestErrorOutcome(http(code), { vk: false })).toEqual({ type: 'field', message, blocking });
  });

  it("attempts_out → 'Слишком много попыток. Повторите запрос' and a new request allowed", () => {
    expect(requestErrorOutcome(http('attempts_out'), { vk: false })).toEqual({
      type: 'retry',
      message: 'Слишком много попыток. Повторите запрос',
    });
  });

  it('error_limit with waiting_time starts the waiting period', () => {
    expect(requestErrorOutcome(http('error_limit', { waitingTime: 30 }), { vk: false })).toEqual({
      type: 'waiting',
      seconds: 30,
      message: 'Достигнут лимит сообщений на заданный номер',
    });
  });

  it('error_limit / error_limit_total without waiting_time: request exceeded, except with VK', () => {
    const exceeded = {
      type: 'exceeded',
      message: 'Подтвердить этот номер можно через сутки. Было слишком много попыток',
    };
    expect(requestErrorOutcome(http('error_limit'), { vk: false })).toEqual(exceeded);
    expect(requestErrorOutcome(http('error_limit_total'), { vk: false })).toEqual(exceeded);
    expect(requestErrorOutcome(http('error_limit'), { vk: true })).toEqual({
      type: 'dialog',
      dialog: 'vk-exhausted',
    });
    expect(requestErrorOutcome(http('error_limit_total'), { vk: true })).toEqual({
      type: 'field',
      message: 'Отправить новый код можно через сутки',
      blocking: true,
    });
    // The older helper shows its own message instead.
    expect(requestErrorOutcome(http('error_limit_total'), { vk: false, legacy: true })).toEqual({
      type: 'field',
      message: 'Достигнут лимит отправки сообщений',
      blocking: true,
    });
  });

  it('deleting_in_progress is blocking', () => {
    expect(requestErrorOutcome(http('deleting_in_progress'), { vk: false })).toEqual({
      type: 'deleting',
      message: 'С этого номера пока нельзя записаться на приём или оставить отзыв',
    });
  });

  it('§8 others, no body, 5xx, timeout on a request → the reload prompt; offline → offline dialog; aborted → nothing', () => {
    expect(requestErrorOutcome(http('phone_blacklisted'), { vk: false })).toEqual({
      type: 'dialog',
      dialog: 'generic',
    });
    expect(requestErrorOutcome(http(), { vk: false })).toEqual({ type: 'dialog', dialog: 'generic' });
    expect(requestErrorOutcome({ kind: 'parse', status: 200 }, { vk: false })).toEqual({
      type: 'dialog',
      dialog: 'generic',
    });
    expect(requestErrorOutcome({ kind: 'server', status: 500 }, { vk: false })).toEqual({
      type: 'dialog',
      dialog: 'generic',
    });
    expect(requestErrorOutcome({ kind: 'server', status: 503 }, { vk: true })).toEqual({
      type: 'dialog',
      dialog: 'generic',
    });
    expect(requestErrorOutcome({ kind: 'timeout' }, { vk: false })).toEqual({
      type: 'dialog',
      dialog: 'generic',
    });
    expect(requestErrorOutcome({ kind: 'offline' }, { vk: false })).toEqual({
      type: 'dialog',
      dialog: 'offline',
    });
    expect(requestErrorOutcome({ kind: 'aborted' }, { vk: false })).toEqual({ type: 'ignore' });
  });

  it('staff: a code in data.detail or a string reply is mapped; a message is shown as is', () => {
    expect(
      requestErrorOutcome({ kind: 'http', status: 400, detail: 'error_limit_total' }, { vk: false }),
    ).toMatchObject({
      type: 'exceeded',
    });
    expect(
      requestErrorOutcome({ kind: 'http', status: 400, detail: 'Телефон занят' }, { vk: false }),
    ).toEqual({
      type: 'field',
      message: 'Телефон занят',
      blocking: false,
    });
  });
});

describe('§8 code errors', () => {
  const http = (code?: string, status = 400) => ({ kind: 'http', status, code });
  it.each([
    ['error_code', 'call', 'Неверные цифры'],
    ['error_code', 'sms', 'Неверный СМС код'],
    ['error_code', 'vk', 'Неверный код'],
    ['obsolete', 'call', 'Эти цифры устарели. Повторите запрос'],
    ['obsolete', 'sms', 'Этот код устарел, нужно получить новый'],
    ['obsolete', 'vk', 'Этот код устарел, нужно получить новый'],
    ['bad_code', 'sms', 'Неверный СМС код'],
    ['wrong_code', 'call', 'Неверный СМС код'],
    ['code_expired', 'sms', 'Лимит вводов превышен'],
  ] as const)('%s (%s) → %s', (code, method, message) => {
    expect(codeErrorOutcome(http(code), { method })).toEqual({
      type: 'code',
      message,
      ...(code === 'obsolete' ? { renew: true } : {}),
    });
  });

  it('HTTP 404 gives the obsolete message; legacy wording', () => {
    expect(codeErrorOutcome(http(undefined, 404), { method: 'sms' })).toEqual({
      type: 'code',
      message: 'Этот код устарел, нужно получить новый',
      renew: true,
    });
    expect(codeErrorOutcome(http(undefined, 404), { method: 'call' })).toMatchObject({
      message: 'Эти цифры устарели. Повторите запрос',
    });
    expect(codeErrorOutcome(http('code_expired'), { method: 'sms', legacy: true })).toMatchObject({
      message: 'Код устарел',
    });
    expect(codeErrorOutcome(http('invalid'), { method: 'sms', legacy: true })).toMatchObject({
      message: 'Некорректный код',
    });
  });

  it('dialogs: user_has_phone, 403 / no response / unknown, offline', () => {
    expect(codeErrorOutcome(http('user_has_phone'), { method: 'sms' })).toEqual({
      type: 'dialog',
      dialog: 'user-has-phone',
    });
    expect(codeErrorOutcome(http(undefined, 403), { method: 'sms' })).toEqual({
      type: 'dialog',
      dialog: 'confirm-failed',
    });
    expect(codeErrorOutcome({ kind: 'parse' }, { method: 'sms' })).toEqual({
      type: 'dialog',
      dialog: 'confirm-failed',
    });
    expect(codeErrorOutcome({ kind: 'timeout' }, { method: 'sms' })).toEqual({
      type: 'dialog',
      dialog: 'confirm-failed',
    });
    expect(codeErrorOutcome({ kind: 'offline' }, { method: 'sms' })).toEqual({
      type: 'dialog',
      dialog: 'offline',
    });
    expect(codeErrorOutcome({ kind: 'aborted' }, { method: 'sms' })).toEqual({ type: 'ignore' });
  });

  it('login failure and dialog texts', () => {
    expect(loginErrorDialog({ kind: 'offline' })).toBe('login-offline');
    expect(loginErrorDialog({ kind: 'server', status: 500 })).toBe('login-failed');
    expect(dialogContent('login-offline')).toMatchObject({ title: 'Нет интернета', reload: true });
    expect(dialogContent('login-failed')).toMatchObject({ title: 'Что-то пошло не так', reload: true });
    expect(dialogContent('confirm-failed')).toMatchObject({
      title: 'Не получилось подтвердить номер',
      text: 'Обновите страницу и попробуйте ещё раз.',
      reload: true,
    });
    expect(dialogContent('offline')).toEqual({
      kind: 'offline',
      title: 'Нет соединения с интернетом',
      text: 'Проверьте соединение и попробуйте снова.',
      confirmText: 'Понятно',
      reload: false,
    });
    expect(dialogContent('vk-exhausted')).toMatchObject({
      title: 'Не получается подтвердить телефон через ВКонтакте',
      text: 'Закончились попытки. Можно подтвердить через звонок или СМС.',
      confirmText: 'Подтвердить через звонок',
      alternative: { text: 'Подтвердить через СМС', method: 'sms' },
      reload: false,
    });
    expect(dialogContent('user-has-phone')).toMatchObject({
      title: 'Вы уже авторизованы. Пожалуйста, обновите страницу',
      reload: true,
    });
    expect(dialogContent('generic')).toEqual({
      kind: 'generic',
      title: 'Произошла ошибка',
      text: 'Обновите страницу и попробуйте ещё раз.',
      confirmText: 'OK',
      closeText: 'Отмена',
      reload: true,
    });
  });
});
