import { describe, expect, it } from 'vitest';
import {
  CLUB_ERROR_CODES,
  cardLifetimeLabel,
  clubError,
  clubErrorFromReply,
  clubTransition,
  couponBreakdown,
  initialClubState,
  isAllowedPaymentUrl,
  isPaymentTimeOver,
  parseCouponRequest,
  parseStatus,
  paymentDeadline,
  prepayAmount,
  ruleText,
  shouldPoll,
  validateEmail,
  type ClubPaymentEvent,
  type ClubPaymentState,
  type ClubStep,
  type CouponRequest,
} from './club-payment-model';
import { clubPaymentMessages as msg } from './messages';

const REQ: CouponRequest = {
  id: 7,
  lifeTime: 1200,
  price: null,
  fullPrice: 2000,
  dateCreated: '2026-03-02T10:00:00+03:00',
  clubCouponPrice: null,
  clubLpuPrice: 1400,
  cardPrice: 99,
  clubCardLifetimeMonths: 6,
  email: '',
};

describe('§8 error texts', () => {
  it('are the spec texts, verbatim', () => {
    expect(msg.errors).toEqual({
      timed_out: 'Истекло время для оплаты.',
      already_paid: 'Купон уже оплачен.',
      already_processing: 'Оплата купона в обработке.',
      appointment_canceled: 'Запись отменена. Попробуйте записаться заново.',
      coupon_request_canceled: 'Запрос на покупку купона аннулирован.',
      invalid_email: 'Введите корректный адрес электронной почты.',
      appointment_reject: 'Ошибка. Попробуйте перезагрузить страницу.',
    });
  });

  it.each(CLUB_ERROR_CODES)('code %s → its text (by code, by text, in a code object)', (code) => {
    const text = msg.errors[code];
    expect(clubErrorFromReply(code, {})).toEqual({ code, message: text });
    if (code !== 'invalid_email') {
      expect(clubErrorFromReply(undefined, { non_field_errors: [text] })).toEqual({ code, message: text });
    }
    expect(clubErrorFromReply(undefined, { non_field_errors: [{ code: 'x', message: text }] }).message).toBe(
      text,
    );
  });

  it('an e-mail field error, an unknown text, nothing', () => {
    expect(clubErrorFromReply(undefined, { email: ['Enter a valid email address.'] }).code).toBe(
      'invalid_email',
    );
    expect(clubErrorFromReply(undefined, { non_field_errors: ['Что-то новое.'] })).toEqual({
      code: 'appointment_reject',
      message: 'Что-то новое.',
    });
    expect(clubErrorFromReply(undefined, null)).toEqual(clubError('appointment_reject'));
  });
});

describe('§9 arithmetic: coupon breakdown and the 50% rule', () => {
  it.each([
    // [club price, coupon from server, card, withOffer, full] → [payNow, atClinic, total, discount, card]
    [1400, null, 99, true, 2000, 700 + 99, 700, 1499, 600, { price: 99, free: false, fullPrice: 499 }],
    [1400, null, null, true, 2000, 700, 700, 1400, 600, { price: 0, free: true, fullPrice: 499 }],
    [1400, null, 0, true, 2000, 700, 700, 1400, 600, { price: 0, free: true, fullPrice: 499 }],
    [1400, null, 499, true, 2000, 1199, 700, 1899, 600, { price: 499, free: false, fullPrice: null }],
    [1400, null, 99, false, 2000, 700, 700, 1400, 600, null],
    [1001, null, null, false, null, 501, 500, 1001, null, null],
    [1400, 500, 99, true, 1300, 599, 900, 1499, 0, { price: 99, free: false, fullPrice: 499 }],
  ] as const)(
    'club %i coupon %s card %s offer %s full %s',
    (club, coupon, card, withOffer, full, payNow, atClinic, total, discount, cardView) => {
      const b = couponBreakdown(
        { ...REQ, clubLpuPrice: club, clubCouponPrice: coupon, cardPrice: card, fullPrice: full },
        withOffer,
      );
      expect(b.payNow).toBe(payNow);
      expect(b.payAtClinic).toBe(atClinic);
      expect(b.totalPrice).toBe(total);
      expect(b.discount).toBe(discount);
      expect(b.badge).toBe('-30%');
      if (cardView === null) expect(b.card).toBeNull();
      else expect(b.card).toEqual({ ...cardView, lifetime: 'полгода' });
    },
  );

  it('50 % rounds up to a rouble; the card lifetime words', () => {
    expect([prepayAmount(1400), prepayAmount(1001), prepayAmount(1)]).toEqual([700, 501, 1]);
    expect([cardLifetimeLabel(6), cardLifetimeLabel(12), cardLifetimeLabel(1), cardLifetimeLabel(3)]).toEqual(
      ['полгода', '12 месяцев', '1 месяц', '3 месяца'],
    );
  });

  it.each([
    ['2026-03-02T10:19:59+03:00', false],
    ['2026-03-02T10:20:00+03:00', true],
    ['2026-03-02T11:00:00+03:00', true],
    ['2026-03-02T09:59:00+03:00', false],
  ])('20 minutes after creation: at %s over = %s', (at, over) => {
    const deadline = paymentDeadline(REQ);
    expect(deadline?.toISOString()).toBe('2026-03-02T07:20:00.000Z');
    expect(isPaymentTimeOver(deadline, new Date(at))).toBe(over);
  });

  it('no creation date → no deadline; the rule sentence', () => {
    expect(paymentDeadline({ ...REQ, dateCreated: null })).toBeNull();
    expect(isPaymentTimeOver(null, new Date())).toBe(false);
    const d = new Date(2026, 2, 2, 10, 5);
    expect(ruleText(d)).toBe('Запись состоится, если оплатить 50% приёма в течение 20 минут — до 10:05.');
  });
});

describe('parseCouponRequest', () => {
  it('snake_case from the server, defaults', () => {
    const { request, problems } = parseCouponRequest({
      id: 5,
      club_lpu_price: '1400',
      full_price: 2000,
      date_created: '2026-03-02T10:00:00+03:00',
      email: 'a@b.ru',
    });
    expect(problems).toEqual([]);
    expect(request).toMatchObject({
      id: 5,
      clubLpuPrice: 1400,
      fullPrice: 2000,
      lifeTime: 1200,
      cardPrice: null,
    });
    expect(request?.clubCardLifetimeMonths).toBe(6);
  });
  it.each([[null], [[]], [{ id: 0, clubLpuPrice: 1 }], [{ id: 1 }], [{ id: 1.5, clubLpuPrice: 100 }]])(
    'refuses %j',
    (raw) => {
      const r = parseCouponRequest(raw);
      expect(r.request).toBeNull();
      expect(r.problems.length).toBeGreaterThan(0);
    },
  );
  it('a bad field falls back with a problem', () => {
    const r = parseCouponRequest({
      id: 1,
      clubLpuPrice: 100,
      cardPrice: -5,
      dateCreated: 'вчера',
      lifeTime: 0,
    });
    expect(r.request).toMatchObject({ cardPrice: null, dateCreated: null, lifeTime: 1200 });
    expect(r.problems).toHaveLength(3);
  });
});

describe('§5 e-mail', () => {
  it.each(['user@example.com', ' user.name+tag@mail.ru ', 'a@b.co', 'иван@почта.рф'])('%s is valid', (e) =>
    expect(validateEmail(e)).toBeNull(),
  );
  it.each([
    '',
    '   ',
    'user',
    'user@',
    '@mail.ru',
    'user@mail',
    'a b@mail.ru',
    'a@b.c',
    'a..b@mail.ru',
    '.a@mail.ru',
  ])('%j is refused with the spec text', (e) =>
    expect(validateEmail(e)).toBe('Введите корректный адрес электронной почты.'),
  );
});

describe('redirect guard', () => {
  const page = 'https://prodoctorov.ru/club/coupon_request/7/';
  it.each([
    ['https://yoomoney.ru/checkout/payments/v2/contract?orderId=1', true],
    ['https://yoomoney.ru:8443/x', false],
    ['http://yoomoney.ru/x', false],
    ['https://evil.example/pay', false],
    ['javascript:alert(1)', false],
    ['/club/paid/', true],
    ['https://prodoctorov.ru/club/paid/', true],
    ['', false],
    [null, false],
  ])('%s → %s', (url, ok) => expect(isAllowedPaymentUrl(url, ['yoomoney.ru'], page)).toBe(ok));
});

describe('the §4 step machine', () => {
  const start = (over: Partial<ClubPaymentState> = {}) => ({
    ...initialClubState({ withOffer: true, email: 'a@b.ru' }),
    ...over,
  });
  const at = (step: ClubStep, over: Partial<ClubPaymentState> = {}) =>
    start({ step, progress: null, ...over });
  const waiting = () => start({ step: 'appointmentProgress', progress: 'waiting' });
  const paying = () => start({ step: 'appointmentProgress', progress: 'paying' });
  const err = (code: keyof typeof msg.errors): ClubPaymentEvent => ({
    type: 'rejected',
    error: clubError(code),
  });

  // [name, from, event, expected step, expected progress, expected error text | null, canRetry]
  const table: [
    string,
    ClubPaymentState,
    ClubPaymentEvent,
    ClubStep,
    string | null,
    string | null,
    boolean,
  ][] = [
    ['preloader → with offer', start(), { type: 'loaded' }, 'appointmentWithOffer', null, null, false],
    [
      'preloader → without offer',
      { ...start(), withOffer: false },
      { type: 'loaded' },
      'appointmentWithoutOffer',
      null,
      null,
      false,
    ],
    [
      'offer → paymentStart',
      at('appointmentWithOffer'),
      { type: 'payment' },
      'paymentStart',
      null,
      null,
      false,
    ],
    [
      'no offer → paymentStart',
      at('appointmentWithoutOffer'),
      { type: 'payment' },
      'paymentStart',
      null,
      null,
      false,
    ],
    ['back', at('paymentStart'), { type: 'back' }, 'appointmentWithOffer', null, null, false],
    ['submit → paying', at('paymentStart'), { type: 'submit' }, 'appointmentProgress', 'paying', null, false],
    [
      'redirecting stays',
      paying(),
      { type: 'paymentCreated', redirect: true },
      'appointmentProgress',
      'paying',
      null,
      false,
    ],
    [
      'offline → waiting',
      paying(),
      { type: 'paymentCreated', redirect: false },
      'appointmentProgress',
      'waiting',
      null,
      false,
    ],
    [
      'foreign host',
      paying(),
      { type: 'redirectRefused' },
      'appointmentError',
      null,
      msg.errors.appointment_reject,
      false,
    ],
    ['already_paid', paying(), err('already_paid'), 'succeeded', null, 'Купон уже оплачен.', false],
    [
      'already_processing',
      paying(),
      err('already_processing'),
      'appointmentProgress',
      'waiting',
      'Оплата купона в обработке.',
      false,
    ],
    ['timed_out', paying(), err('timed_out'), 'failed', null, 'Истекло время для оплаты.', false],
    [
      'coupon_request_canceled',
      paying(),
      err('coupon_request_canceled'),
      'failed',
      null,
      'Запрос на покупку купона аннулирован.',
      false,
    ],
    [
      'appointment_canceled',
      paying(),
      err('appointment_canceled'),
      'appointmentError',
      null,
      'Запись отменена. Попробуйте записаться заново.',
      false,
    ],
    [
      'appointment_reject',
      paying(),
      err('appointment_reject'),
      'appointmentError',
      null,
      'Ошибка. Попробуйте перезагрузить страницу.',
      false,
    ],
    ['invalid_email from server', paying(), err('invalid_email'), 'paymentStart', null, null, false],
    [
      'created keeps waiting',
      waiting(),
      { type: 'status', status: 'created' },
      'appointmentProgress',
      'waiting',
      null,
      false,
    ],
    [
      'waiting_for_confirmation keeps waiting',
      waiting(),
      { type: 'status', status: 'waiting_for_confirmation' },
      'appointmentProgress',
      'waiting',
      null,
      false,
    ],
    ['succeeded', waiting(), { type: 'status', status: 'succeeded' }, 'succeeded', null, null, false],
    [
      'canceled → failed, may pay again',
      waiting(),
      { type: 'status', status: 'canceled' },
      'failed',
      null,
      'Оплата отменена.',
      true,
    ],
    [
      'expired → failed',
      waiting(),
      { type: 'status', status: 'expired' },
      'failed',
      null,
      'Истекло время для оплаты.',
      false,
    ],
    [
      'failed (retry) → paymentStart',
      at('failed', { canRetry: true }),
      { type: 'payment' },
      'paymentStart',
      null,
      null,
      false,
    ],
    [
      'time over on the offer',
      at('appointmentWithOffer'),
      { type: 'timeOver' },
      'failed',
      null,
      'Истекло время для оплаты.',
      false,
    ],
    [
      'time over on paymentStart',
      at('paymentStart'),
      { type: 'timeOver' },
      'failed',
      null,
      'Истекло время для оплаты.',
      false,
    ],
    [
      'reload from appointmentError',
      at('appointmentError'),
      { type: 'reload' },
      'appointmentProgress',
      'loading',
      null,
      false,
    ],
  ];

  it.each(table)('%s', (_name, from, event, step, progress, error, canRetry) => {
    const next = clubTransition(from, event);
    expect(next.step).toBe(step);
    expect(next.progress).toBe(progress);
    expect(next.error?.message ?? null).toBe(error);
    expect(next.canRetry).toBe(canRetry);
    expect(next.email).toBe(from.email);
  });

  it.each<[string, ClubPaymentState, ClubPaymentEvent]>([
    ['status outside the wait', at('paymentStart'), { type: 'status', status: 'succeeded' }],
    ['payment from a final failure', at('failed', { canRetry: false }), { type: 'payment' }],
    ['payment from succeeded', at('succeeded'), { type: 'payment' }],
    ['loaded twice', at('appointmentWithOffer'), { type: 'loaded' }],
    ['time over while paying', paying(), { type: 'timeOver' }],
    ['time over while waiting', waiting(), { type: 'timeOver' }],
    ['time over after success', at('succeeded'), { type: 'timeOver' }],
    ['created again', { ...waiting(), status: 'created' }, { type: 'status', status: 'created' }],
    ['email outside the form', at('succeeded'), { type: 'email', value: 'x' }],
  ])('ignored: %s', (_name, from, event) => expect(clubTransition(from, event)).toBe(from));

  it('an invalid e-mail stays on the form, typed text kept; typing clears the error', () => {
    let s = at('paymentStart', { email: 'ivan@' });
    s = clubTransition(s, { type: 'submit' });
    expect(s).toMatchObject({ step: 'paymentStart', email: 'ivan@', emailError: msg.errors.invalid_email });
    s = clubTransition(s, { type: 'email', value: 'ivan@mail.ru' });
    expect(s.emailError).toBeNull();
    s = clubTransition(s, { type: 'paymentType', value: 'offline' });
    expect(clubTransition(s, { type: 'submit' })).toMatchObject({
      progress: 'paying',
      paymentType: 'offline',
    });
  });

  it('the poll runs exactly while waiting; the return page starts waiting', () => {
    expect(shouldPoll(waiting())).toBe(true);
    expect(shouldPoll(paying())).toBe(false);
    expect(shouldPoll(start())).toBe(false);
    expect(shouldPoll(initialClubState({ withOffer: false, returned: true }))).toBe(true);
    expect(parseStatus('expired')).toBe('expired');
    expect(parseStatus('paid')).toBeNull();
  });
});
