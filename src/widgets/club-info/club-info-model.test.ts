import { describe, expect, it } from 'vitest';
import {
  CLUB_SIDE_MENU_WIDTH,
  CLUB_SIDE_MENU_Z_INDEX,
  CLUB_TOOLTIP_WIDTH,
  clubInfoView,
  resolveClubInfo,
} from './club-info-model';

describe('club info model', () => {
  it('§2 constants', () => {
    expect([CLUB_SIDE_MENU_WIDTH, CLUB_SIDE_MENU_Z_INDEX, CLUB_TOOLTIP_WIDTH]).toEqual([400, 210, 288]);
  });

  it('§9 numbers in the texts', () => {
    const v = clubInfoView(null);
    expect(v.gives[0]).toBe('Клубные цены на приём врача — на 30% ниже обычных.');
    expect(v.gives[2]).toBe('Доступ к клубным ценам — на 6 месяцев с покупки клубной карты.');
    expect(v.coupon[1]).toBe(
      'Оплатите на сайте купон — 50% клубной цены — в течение 20 минут, иначе запись не состоится.',
    );
    expect(v.faq).toHaveLength(5);
    expect(v.faq.every((f) => !/[{}]/.test(f.a))).toBe(true);
  });

  it('issue 20 item 28: the club discount line says the percent once, not "на 30% ниже обычных (-30%)"', () => {
    const all = clubInfoView(null).gives.join(' ');
    expect(all).toContain('на 30% ниже обычных.');
    expect(all).not.toContain('(-30%)');
  });

  it.each([
    [null, 'paid', 'Купите клубную карту на полгода вместе с первым купоном — 99\u00a0₽ вместо 499\u00a0₽.'],
    [
      { isInClub: false, cardNextPrice: 0 },
      'free',
      'Клубная карта на полгода для вас бесплатна — оформите её вместе с первым купоном.',
    ],
    [
      { isInClub: false, cardNextPrice: 499 },
      'paid',
      'Купите клубную карту на полгода вместе с первым купоном — 499\u00a0₽.',
    ],
    [
      { isInClub: true, cardDateEnd: '2027-05-12' },
      'member',
      'Вы уже в клубе: карта действует до 12 мая 2027.',
    ],
    [{ isInClub: true, cardDateEnd: null }, 'member', 'Вы уже в клубе: клубные цены доступны вам сейчас.'],
  ] as const)('join line for %j', (club, kind, text) => {
    const v = clubInfoView(club);
    expect(v.join.card.kind).toBe(kind);
    expect(v.join.text).toBe(text);
  });

  it('legal URLs: defaults, safe values, unsafe ones logged', () => {
    expect(resolveClubInfo({}).config).toEqual({ offerUrl: '/club/offer/', rulesUrl: '/club/rules/' });
    expect(
      resolveClubInfo({ offerUrl: 'https://prodoctorov.ru/static/club/offer.pdf' }).config.offerUrl,
    ).toBe('https://prodoctorov.ru/static/club/offer.pdf');
    const bad = resolveClubInfo({ rulesUrl: 'javascript:alert(1)' });
    expect(bad.config.rulesUrl).toBe('/club/rules/');
    expect(bad.problems[0]).toMatch(/^rules-url must be an http\(s\) or relative URL/);
  });
});
