/**
 * `<pd-phone-auth>` in every state of portal-identity-reviews §4 "Phone confirmation" and §8 (the error catalogue),
 * each at mobile 390 px and desktop 1280 px, plus the sign-in dialog `PhoneAuthDialog` (360 px on desktop). As for the
 * calendar (ADR 055) the stories render the real custom element; a `play` types the phone (and the code) the way a user
 * does, using the magic phones of the reference API (mocks/fixtures/sso.ts). In Storybook there is no websocket
 * server: the call confirmation finishes through the 5-second poll.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { createElement, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { resetSsoState } from '../mocks/api/sso';
import { handlers } from '../mocks/handlers';
import { SSO_CODES, SSO_PHONES, SSO_RIGHT_CODE } from '../mocks/fixtures/sso';
import { configure } from '../src/core/config';
import { phoneAuthMessages as msg } from '../src/widgets/phone-auth/messages';
import { resetSession } from '../src/shared/stores';
import { PhoneAuth, type PhoneAuthProps } from '../src/widgets/phone-auth/PhoneAuth';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { PHONE_AUTH_TAG as TAG } from '../src/widgets/phone-auth/index';
import { PhoneAuthDialog } from '../src/widgets/phone-auth/react';

/** camelCase prop → kebab-case attribute. */
const toAttribute = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom element with `props` as attributes and function props as properties. */
function PhoneAuthElement(props: PhoneAuthProps) {
  const attributes: Record<string, string> = {};
  const functions: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') functions[name] = value;
    else if (value === true) attributes[toAttribute(name)] = '';
    else if (value !== false && value !== null && value !== undefined && value !== '')
      attributes[toAttribute(name)] = String(value);
  }
  const ref = (el: HTMLElement | null) => {
    if (el) Object.assign(el, functions);
  };
  return createElement(TAG, { ref, key: JSON.stringify(attributes), ...attributes });
}

/** A fresh visitor and SSO service before each story; `vk` turns the VK setting on. */
const fresh =
  (vk = false, flags: Record<string, boolean> = {}) =>
  async () => {
    resetSession();
    resetSsoState();
    configure({
      ssoBase: '',
      ssoClientId: 'pd-widgets-demo',
      settings: { enable_phone_confirmation_vk: vk },
      flags,
    });
    return {};
  };

const meta = {
  title: 'Widgets/PhoneAuth',
  component: PhoneAuth,
  render: (args) => <PhoneAuthElement {...args} />,
  args: { mode: 'sso', onConfirmed: fn(), onLogin: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['sso', 'staff', 'no-registration', 'legacy'] },
    onConfirmed: { table: { category: 'events' } },
    onLogin: { table: { category: 'events' } },
  },
  loaders: [fresh()],
  parameters: {
    msw: { handlers },
    docs: {
      description: {
        component:
          'Phone confirmation and sign-in by phone. On a page: `<pd-phone-auth mode="sso">`; in React: ' +
          "`import { PhoneAuth, PhoneAuthDialog } from 'pd-widgets/react'`. The right code is 1234.",
      },
    },
  },
} satisfies Meta<typeof PhoneAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element's shadow root once the phone field is there. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(
    () => {
      root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
      expect(root?.querySelector('input[part="phone-input"]')).toBeTruthy();
    },
    { timeout: 10000 },
  );
  return root as unknown as ShadowRoot;
}

const byText = (root: ShadowRoot | Document, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as
    HTMLButtonElement | undefined;

/** Types `phone` (11 digits) into the field and presses the main button. */
async function submitPhone(root: ShadowRoot, phone: string) {
  const input = root.querySelector('input[part="phone-input"]') as HTMLInputElement;
  await userEvent.click(input);
  await userEvent.type(input, phone.slice(1));
  await waitFor(() => expect(root.querySelector('.pa__submit:not([disabled])')).toBeTruthy(), {
    timeout: 8000,
  });
  await userEvent.click(root.querySelector('.pa__submit') as HTMLButtonElement);
}

async function typeCode(root: ShadowRoot, code: string) {
  let input: HTMLInputElement | null = null;
  await waitFor(
    () => {
      input = root.querySelector('input[part="code-input"]:not([readonly])');
      expect(input).toBeTruthy();
    },
    { timeout: 8000 },
  );
  // As a paste from the SMS app: the value at once and one input event (user-event's per-key typing and React's
  // value tracking disagree on a controlled input inside a shadow root).
  const field = input as unknown as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, code);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** The mobile (390) and desktop (1280) variants of one state. */
const mobile = (base: Story, name: string): Story => ({
  ...base,
  name: `${name} · mobile 390`,
  globals: MOBILE,
});
const desktop = (base: Story, name: string): Story => ({
  ...base,
  name: `${name} · desktop 1280`,
  globals: DESKTOP,
});

const play =
  (phone: string, then?: (root: ShadowRoot) => Promise<void>): Story['play'] =>
  async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await submitPhone(root, phone);
    if (then) await then(root);
  };

const waitText = (text: string) => async (root: ShadowRoot) =>
  waitFor(() => expect(root.textContent).toContain(text), { timeout: 8000 });

// --- the empty form (VK off: 'Подтвердить через звонок') ----------------------------------------------------
const initial: Story = {};
export const InitialMobile: Story = mobile(initial, 'Начало');
export const InitialDesktop: Story = desktop(initial, 'Начало');

// --- VK on: 'Получить код ВКонтакте' ------------------------------------------------------------------------
const vk: Story = { loaders: [fresh(true)] };
export const VkMobile: Story = mobile(vk, 'ВКонтакте');
export const VkDesktop: Story = desktop(vk, 'ВКонтакте');

// --- code by SMS, resend countdown ---------------------------------------------------------------------------
const smsCode: Story = { play: play(SSO_PHONES.sms, waitText(msg.smsPrompt)) };
export const SmsCodeMobile: Story = mobile(smsCode, 'Код из СМС');
export const SmsCodeDesktop: Story = desktop(smsCode, 'Код из СМС');

// --- the service calls: last 4 digits ------------------------------------------------------------------------
const callCode: Story = { play: play(SSO_PHONES.call, waitText(msg.callPrompt)) };
export const CallCodeMobile: Story = mobile(callCode, 'Код из звонка');
export const CallCodeDesktop: Story = desktop(callCode, 'Код из звонка');

// --- call confirmation: call 8 800 707-87-86 (finishes with the 5-second poll) -------------------------------
const callConfirmation: Story = { play: play(SSO_PHONES.callNeverFinishes, waitText(msg.freeNumber)) };
export const CallConfirmationMobile: Story = mobile(callConfirmation, 'Подтверждение звонком на 8 800');
export const CallConfirmationDesktop: Story = desktop(callConfirmation, 'Подтверждение звонком на 8 800');

// --- confirmed and logged in ----------------------------------------------------------------------------------
const confirmed: Story = {
  play: play(SSO_PHONES.sms, async (root) => {
    await typeCode(root, SSO_RIGHT_CODE);
    await waitText(msg.phoneConfirmed)(root);
  }),
};
export const ConfirmedMobile: Story = mobile(confirmed, 'Номер подтверждён');
export const ConfirmedDesktop: Story = desktop(confirmed, 'Номер подтверждён');

// --- §8 request errors ------------------------------------------------------------------------------------------
const waiting: Story = { play: play(SSO_PHONES.errorLimitWaiting, waitText(msg.pleaseWait)) };
export const WaitingMobile: Story = mobile(waiting, 'Ошибка: подождите (waiting_time)');
export const WaitingDesktop: Story = desktop(waiting, 'Ошибка: подождите (waiting_time)');
// §8 "proceeds as success": the code step with the notice and no resend button (1234 confirms).
const exceeded: Story = {
  play: play(SSO_PHONES.errorLimit, async (root) => {
    await waitText(msg.requestExceeded)(root);
    await waitFor(() => expect(root.querySelector('input[part="code-input"]')).toBeTruthy());
    await expect(root.querySelector('.pa__submit')).toBeNull();
  }),
};
export const ExceededMobile: Story = mobile(exceeded, 'Ошибка: можно через сутки');
export const ExceededDesktop: Story = desktop(exceeded, 'Ошибка: можно через сутки');
const deleting: Story = { play: play(SSO_PHONES.deleting, waitText(msg.errDeletingAlert)) };
export const DeletingMobile: Story = mobile(deleting, 'Ошибка: профиль на удалении');
export const DeletingDesktop: Story = desktop(deleting, 'Ошибка: профиль на удалении');
const invalidPhone: Story = { play: play(SSO_PHONES.invalid, waitText(msg.errInvalidPhone)) };
export const InvalidPhoneMobile: Story = mobile(invalidPhone, 'Ошибка: некорректный номер');
export const InvalidPhoneDesktop: Story = desktop(invalidPhone, 'Ошибка: некорректный номер');
const attemptsOut: Story = { play: play(SSO_PHONES.attemptsOut, waitText(msg.errAttemptsOut)) };
export const AttemptsOutMobile: Story = mobile(attemptsOut, 'Ошибка: слишком много попыток');
export const AttemptsOutDesktop: Story = desktop(attemptsOut, 'Ошибка: слишком много попыток');
// 'Повторите запрос': the button stays; the repeated request goes through (the reference API answers every second one).
const attemptsOutRepeated: Story = {
  play: play(SSO_PHONES.attemptsOut, async (root) => {
    await waitText(msg.errAttemptsOut)(root);
    await waitFor(() => expect(root.querySelector('.pa__submit:not([disabled])')).toBeTruthy(), {
      timeout: 8000,
    });
    await userEvent.click(root.querySelector('.pa__submit') as HTMLButtonElement);
    await waitText(msg.smsPrompt)(root);
  }),
};
export const AttemptsOutRepeatedMobile: Story = mobile(
  attemptsOutRepeated,
  'Слишком много попыток → повторный запрос',
);
export const AttemptsOutRepeatedDesktop: Story = desktop(
  attemptsOutRepeated,
  'Слишком много попыток → повторный запрос',
);

// --- §8 code errors ---------------------------------------------------------------------------------------------
const wrongCode: Story = {
  play: play(SSO_PHONES.sms, async (root) => {
    await typeCode(root, SSO_CODES.errorCode);
    await waitText(msg.errCodeSms)(root);
    // The wrong code is cleared, the focus stays in the field.
    await waitFor(() =>
      expect((root.querySelector('input[part="code-input"]') as HTMLInputElement).value).toBe(''),
    );
  }),
};
export const WrongCodeMobile: Story = mobile(wrongCode, 'Ошибка: неверный СМС код');
export const WrongCodeDesktop: Story = desktop(wrongCode, 'Ошибка: неверный СМС код');
const obsolete: Story = {
  play: play(SSO_PHONES.sms, async (root) => {
    await typeCode(root, SSO_CODES.obsolete);
    await waitText(msg.errObsolete)(root);
  }),
};
export const ObsoleteMobile: Story = mobile(obsolete, 'Ошибка: код устарел');
export const ObsoleteDesktop: Story = desktop(obsolete, 'Ошибка: код устарел');
// §9 'Подтвердить': the automatic check at the 4th digit was lost (no connection); the code stays and the button
// sends it again.
const confirmAgain: Story = {
  parameters: {
    msw: {
      handlers: [http.post('*/services/sso/confirmation/confirm/', () => HttpResponse.error()), ...handlers],
    },
  },
  play: play(SSO_PHONES.sms, async (root) => {
    await typeCode(root, SSO_RIGHT_CODE);
    await waitText(msg.offlineTitle)(root);
    await userEvent.click(byText(root, msg.understood) as HTMLButtonElement);
    await waitFor(() => expect(byText(root, msg.confirm)?.disabled).toBe(false), { timeout: 8000 });
  }),
};
export const ConfirmAgainMobile: Story = mobile(confirmAgain, 'Код: повторная проверка (Подтвердить)');
export const ConfirmAgainDesktop: Story = desktop(confirmAgain, 'Код: повторная проверка (Подтвердить)');

// --- §8 dialogs -------------------------------------------------------------------------------------------------
// HTTP 500 (also a timeout or no body): the reload prompt, 'Отмена' and 'OK' (reloads) — §8 "Others or no body".
const serverError: Story = { play: play(SSO_PHONES.serverError, waitText(msg.genericText)) };
export const ServerErrorMobile: Story = mobile(serverError, 'Диалог: ошибка сервера, обновить страницу');
export const ServerErrorDesktop: Story = desktop(serverError, 'Диалог: ошибка сервера, обновить страницу');
// An unknown error: the reload confirm, 'Отмена' and 'OK' (reloads).
const reloadPrompt: Story = { play: play(SSO_PHONES.unknownError, waitText(msg.genericText)) };
export const ReloadPromptMobile: Story = mobile(reloadPrompt, 'Диалог: произошла ошибка, обновить страницу');
export const ReloadPromptDesktop: Story = desktop(
  reloadPrompt,
  'Диалог: произошла ошибка, обновить страницу',
);
const vkExhausted: Story = {
  loaders: [fresh(true)],
  play: play(SSO_PHONES.vkExhausted, waitText(msg.vkExhaustedTitle)),
};
export const VkExhaustedMobile: Story = mobile(vkExhausted, 'Диалог: ВКонтакте не получается');
export const VkExhaustedDesktop: Story = desktop(vkExhausted, 'Диалог: ВКонтакте не получается');
// VK ran out, SMS chosen in the dialog: the SMS code, and the call stays on offer next to the resend button (§4).
const vkThenSms: Story = {
  loaders: [fresh(true)],
  play: play(SSO_PHONES.vkExhausted, async (root) => {
    await waitText(msg.vkExhaustedTitle)(root);
    await userEvent.click(byText(root, msg.confirmBySms) as HTMLButtonElement);
    await waitText(msg.smsPrompt)(root);
    await waitFor(() => expect(byText(root, msg.confirmByCall)).toBeTruthy());
  }),
};
export const VkThenSmsMobile: Story = mobile(vkThenSms, 'ВКонтакте кончился: СМС или звонок');
export const VkThenSmsDesktop: Story = desktop(vkThenSms, 'ВКонтакте кончился: СМС или звонок');
const alreadyAuthorised: Story = {
  play: play(SSO_PHONES.userHasPhone, async (root) => {
    await typeCode(root, SSO_RIGHT_CODE);
    await waitText(msg.userHasPhoneTitle)(root);
  }),
};
export const AlreadyAuthorisedMobile: Story = mobile(alreadyAuthorised, 'Диалог: уже авторизованы');
export const AlreadyAuthorisedDesktop: Story = desktop(alreadyAuthorised, 'Диалог: уже авторизованы');
const loginFailed: Story = {
  play: play(SSO_PHONES.loginFails, async (root) => {
    await typeCode(root, SSO_RIGHT_CODE);
    await waitText(msg.loginFailedTitle)(root);
  }),
};
export const LoginFailedMobile: Story = mobile(loginFailed, 'Диалог: вход не удался');
export const LoginFailedDesktop: Story = desktop(loginFailed, 'Диалог: вход не удался');

// --- other modes --------------------------------------------------------------------------------------------------
const staff: Story = { args: { mode: 'staff' } };
export const StaffMobile: Story = mobile(staff, 'Сотрудник (staff)');
export const StaffDesktop: Story = desktop(staff, 'Сотрудник (staff)');
const noRegistration: Story = {
  args: { mode: 'no-registration', publishingPolicy: true },
  loaders: [fresh(false, { td_confirm_phone_via_pd: true })],
};
export const NoRegistrationMobile: Story = mobile(noRegistration, 'Без регистрации');
export const NoRegistrationDesktop: Story = desktop(noRegistration, 'Без регистрации');
const legacy: Story = { args: { mode: 'legacy', phone: SSO_PHONES.sms } };
export const LegacyMobile: Story = mobile(legacy, 'Старый помощник (legacy)');
export const LegacyDesktop: Story = desktop(legacy, 'Старый помощник (legacy)');

// --- the sign-in dialog other widgets open (360 px on desktop, bottom sheet on mobile) ----------------------------
function DialogStory() {
  const [open, setOpen] = useState(true);
  return createElement(
    'div',
    null,
    createElement('button', { type: 'button', onClick: () => setOpen(true) }, 'Войти'),
    createElement(PhoneAuthDialog, { open, onClose: () => setOpen(false), onLogin: fn() }),
  );
}
const signInDialog: Story = {
  render: () => createElement(DialogStory),
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      const host = canvasElement.querySelector('[data-pd-widget="pd-phone-auth-dialog"]');
      expect(host?.shadowRoot?.querySelector('dialog[open]')).toBeTruthy();
    });
    const host = canvasElement.querySelector('[data-pd-widget="pd-phone-auth-dialog"]') as HTMLElement;
    await expect(byText(host.shadowRoot as ShadowRoot, msg.confirmByCall)).toBeTruthy();
  },
};
export const SignInDialogMobile: Story = mobile(signInDialog, 'Окно входа');
export const SignInDialogDesktop: Story = desktop(signInDialog, 'Окно входа');
