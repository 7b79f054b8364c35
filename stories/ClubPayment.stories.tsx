/**
 * `<pd-club-payment>` in every step of booking-schedule §4 "Reviews of club payment views" (appointmentWithOffer,
 * appointmentWithoutOffer, paymentStart, appointmentProgress, succeeded, failed, appointmentError) with the §8 texts,
 * each at mobile 390 px (bottom sheet) and desktop 1280 px (dialog 476 px). The story renders the real custom element,
 * open, with a coupon request of the reference API's scenarios (mocks/api/club.ts); its `play` walks to the step.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { clubCouponRequest, resetClubMock, type ClubScenario } from '../mocks/api/club';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { CLUB_PAYMENT_TAG as TAG } from '../src/widgets/club-payment/index';

/** Story args. */
interface ClubPaymentStoryArgs {
  /** The reference API scenario (the coupon request id). */
  scenario: ClubScenario;
  /** The provider's return page: the status poll starts at once. */
  returned: boolean;
  /** `with-offer`: `true` (the card is bought) or `false` (a club member). */
  withOffer: boolean;
  /** Offer the offline payment type. */
  offline: boolean;
}

/** One moment per story file load: the coupon request (created 2 minutes before it) stays the same on re-renders. */
const STORY_NOW = new Date();

function ClubPaymentStory({ scenario, returned, withOffer, offline }: ClubPaymentStoryArgs) {
  // React 19 sets a custom element's known props as properties: booleans as `true`, not `''` (a falsy property).
  const attrs: Record<string, string | boolean> = {
    'coupon-request': JSON.stringify(clubCouponRequest(scenario, {}, STORY_NOW)),
    'poll-interval': '500',
    'with-offer': String(withOffer),
    open: true,
  };
  if (returned) attrs.returned = true;
  if (offline) attrs.offline = true;
  return createElement(
    'div',
    { style: { padding: 16, fontFamily: 'system-ui, sans-serif' } },
    createElement('p', null, 'Запись по клубной цене'),
    createElement(TAG, { key: JSON.stringify(attrs), ...attrs }),
  );
}

const fresh = async () => {
  resetClubMock();
  return {};
};

const meta = {
  title: 'Widgets/ClubPayment',
  render: (args) => <ClubPaymentStory {...args} />,
  loaders: [fresh],
  args: { scenario: 'success', returned: false, withOffer: true, offline: false },
  argTypes: {
    scenario: { control: 'select', options: ['success', 'expired', 'canceled', 'already_paid', 'reject'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The club coupon payment dialog. On a page: `<pd-club-payment coupon-request-source="…">` with the coupon ' +
          'request in a json_script, opened by `open` or any `[data-pd-club-payment]`; in React: ' +
          "`import { ClubPayment } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<ClubPaymentStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector(TAG)?.shadowRoot ?? null;
const stepOf = (canvasElement: HTMLElement) =>
  rootOf(canvasElement)?.querySelector('dialog[open] [part~="step"]')?.getAttribute('data-step') ?? null;
const button = (canvasElement: HTMLElement, name: string) =>
  [...(rootOf(canvasElement)?.querySelectorAll<HTMLButtonElement>('dialog[open] button') ?? [])].find(
    (b) => b.textContent?.trim() === name,
  ) ?? null;

type Ctx = { canvasElement: HTMLElement };
const reaches =
  (step: string) =>
  async ({ canvasElement }: Ctx) =>
    waitFor(() => expect(stepOf(canvasElement)).toBe(step), { timeout: 10000 });
const click = async (canvasElement: HTMLElement, name: string) => {
  await waitFor(() => expect(button(canvasElement, name)).toBeTruthy(), { timeout: 10000 });
  await userEvent.click(button(canvasElement, name)!);
};
/** The offer, then 'Оплатить' → paymentStart. */
const toStart = async (ctx: Ctx) => {
  await reaches('appointmentWithOffer')(ctx);
  await click(ctx.canvasElement, 'Оплатить');
  await reaches('paymentStart')(ctx);
};
const submitWith = (email: string, step: string) => async (ctx: Ctx) => {
  await toStart(ctx);
  const input = rootOf(ctx.canvasElement)!.querySelector<HTMLInputElement>('input[type="email"]')!;
  // The typed value as an input event (the sheet may still be sliding in: not focusable for userEvent yet).
  fireEvent.input(input, { target: { value: email } });
  await waitFor(() => expect(input.value).toBe(email));
  await click(ctx.canvasElement, 'Перейти к оплате');
  await reaches(step)(ctx);
};

// --- appointmentWithOffer: the coupon + the card 'полгода' (-30%) --------------------------------------------------------
const withOffer: Story = { play: reaches('appointmentWithOffer') };
export const WithOfferMobile: Story = {
  ...withOffer,
  name: 'С клубной картой · mobile 390',
  globals: MOBILE,
};
export const WithOfferDesktop: Story = {
  ...withOffer,
  name: 'С клубной картой · desktop 1280',
  globals: DESKTOP,
};

// --- appointmentWithoutOffer: a member pays the coupon only ---------------------------------------------------------------
const withoutOffer: Story = { args: { withOffer: false }, play: reaches('appointmentWithoutOffer') };
export const WithoutOfferMobile: Story = {
  ...withoutOffer,
  name: 'Участник клуба · mobile 390',
  globals: MOBILE,
};
export const WithoutOfferDesktop: Story = {
  ...withoutOffer,
  name: 'Участник клуба · desktop 1280',
  globals: DESKTOP,
};

// --- paymentStart: e-mail and payment type ---------------------------------------------------------------------------------
const start: Story = { args: { offline: true }, play: toStart };
export const PaymentStartMobile: Story = {
  ...start,
  name: 'Оплата: почта и способ · mobile 390',
  globals: MOBILE,
};
export const PaymentStartDesktop: Story = {
  ...start,
  name: 'Оплата: почта и способ · desktop 1280',
  globals: DESKTOP,
};

// --- paymentStart with the §5 e-mail error (the typed text stays) -------------------------------------------------------
const emailError: Story = {
  play: async (ctx) => {
    await submitWith('ivan@mail', 'paymentStart')(ctx);
    await waitFor(() =>
      expect(rootOf(ctx.canvasElement)?.querySelector('[part~="email-error"]')).toBeTruthy(),
    );
  },
};
export const EmailErrorMobile: Story = {
  ...emailError,
  name: 'Неверная почта · mobile 390',
  globals: MOBILE,
};
export const EmailErrorDesktop: Story = {
  ...emailError,
  name: 'Неверная почта · desktop 1280',
  globals: DESKTOP,
};

// --- appointmentProgress: waiting for the confirmation (the status poll never answers here) ------------------------------
const waiting: Story = {
  args: { returned: true },
  parameters: {
    msw: {
      handlers: [
        http.get('*/club/coupon_request/:id/payment_status/', async () => {
          await delay('infinite');
          return HttpResponse.json({ status: 'created' });
        }),
        ...handlers,
      ],
    },
  },
  play: reaches('appointmentProgress'),
};
export const WaitingMobile: Story = { ...waiting, name: 'Ждём подтверждения · mobile 390', globals: MOBILE };
export const WaitingDesktop: Story = {
  ...waiting,
  name: 'Ждём подтверждения · desktop 1280',
  globals: DESKTOP,
};

// --- succeeded (the return page polls created → waiting → succeeded) -------------------------------------------------------
const succeeded: Story = { args: { returned: true }, play: reaches('succeeded') };
export const SucceededMobile: Story = { ...succeeded, name: 'Вы записаны · mobile 390', globals: MOBILE };
export const SucceededDesktop: Story = {
  ...succeeded,
  name: 'Вы записаны · desktop 1280',
  globals: DESKTOP,
};

// --- failed: expired (final), canceled (may pay again) ------------------------------------------------------------------------
const expired: Story = { args: { returned: true, scenario: 'expired' }, play: reaches('failed') };
export const ExpiredMobile: Story = { ...expired, name: 'Время истекло · mobile 390', globals: MOBILE };
export const ExpiredDesktop: Story = { ...expired, name: 'Время истекло · desktop 1280', globals: DESKTOP };

const canceled: Story = { args: { returned: true, scenario: 'canceled' }, play: reaches('failed') };
export const CanceledMobile: Story = { ...canceled, name: 'Оплата отменена · mobile 390', globals: MOBILE };
export const CanceledDesktop: Story = {
  ...canceled,
  name: 'Оплата отменена · desktop 1280',
  globals: DESKTOP,
};

// --- §8 already_paid → succeeded with the text ------------------------------------------------------------------------------
const alreadyPaid: Story = {
  args: { scenario: 'already_paid' },
  play: submitWith('ivan@mail.ru', 'succeeded'),
};
export const AlreadyPaidMobile: Story = {
  ...alreadyPaid,
  name: 'Купон уже оплачен · mobile 390',
  globals: MOBILE,
};
export const AlreadyPaidDesktop: Story = {
  ...alreadyPaid,
  name: 'Купон уже оплачен · desktop 1280',
  globals: DESKTOP,
};

// --- appointmentError: the reject text and 'Перезагрузить страницу' ------------------------------------------------------------
const appointmentError: Story = {
  args: { scenario: 'reject' },
  play: submitWith('ivan@mail.ru', 'appointmentError'),
};
export const AppointmentErrorMobile: Story = {
  ...appointmentError,
  name: 'Ошибка записи · mobile 390',
  globals: MOBILE,
};
export const AppointmentErrorDesktop: Story = {
  ...appointmentError,
  name: 'Ошибка записи · desktop 1280',
  globals: DESKTOP,
};
