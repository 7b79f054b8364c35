import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { parseRewardPayload, readReward, rewardView } from './review-reward-model';

// The fixtures' https links are on a host the page allows (ADR 187).
beforeEach(() => configure({ allowedRedirectHosts: ['example.org'] }));
afterEach(() => resetConfig());

const clinics = [
  {
    name: 'Медицинский центр «Ясень»',
    address: 'ул. Большая Дорогомиловская, д. 9',
    reviewUrl: '/new/rate/lpu/45/',
    doctorPrsLandingUrl: '/moskva/lpu/45-yasen/vrachi/',
  },
  { name: 'Клиника «Добрый доктор»', reviewUrl: 'https://example.org/new/rate/lpu/46/' },
];

describe('parseRewardPayload (portal-identity-reviews §3 "Review-reward payload")', () => {
  it('reads doctorReviewUrl, lpuReviewUrl and lpuList', () => {
    const raw = JSON.stringify({
      doctorReviewUrl: '/new/rate/doctor/1001/',
      lpuReviewUrl: '/new/rate/lpu/45/',
      lpuList: clinics,
    });
    expect(parseRewardPayload(raw)).toEqual({
      payload: {
        doctorReviewUrl: '/new/rate/doctor/1001/',
        lpuReviewUrl: '/new/rate/lpu/45/',
        lpuList: [
          { ...clinics[0] },
          {
            name: 'Клиника «Добрый доктор»',
            address: '',
            reviewUrl: 'https://example.org/new/rate/lpu/46/',
            doctorPrsLandingUrl: null,
          },
        ],
      },
      problems: [],
    });
  });

  it('invalid JSON, an empty attribute, a non-object: no payload', () => {
    expect(parseRewardPayload('{oops').payload).toBeNull();
    expect(parseRewardPayload('{oops').problems[0]).toMatch(/^data-pd-review-reward is not valid JSON/);
    expect(parseRewardPayload('').problems).toEqual([
      'data-pd-review-reward is empty: it must hold the JSON payload',
    ]);
    expect(parseRewardPayload(null).payload).toBeNull();
    expect(parseRewardPayload('[1]').problems).toEqual(['data-pd-review-reward must be a JSON object']);
    expect(parseRewardPayload('"x"').payload).toBeNull();
  });

  it('drops unsafe URLs and unusable clinics, with problems; absent fields silently', () => {
    const { payload, problems } = parseRewardPayload(
      JSON.stringify({
        doctorReviewUrl: 'javascript:alert(1)',
        lpuReviewUrl: null,
        lpuList: [
          { name: '', reviewUrl: '/a/' },
          { name: 'Без ссылки' },
          'x',
          { name: 'Опасная', reviewUrl: 'data:text/html,x' },
        ],
      }),
    );
    expect(payload).toEqual({ doctorReviewUrl: null, lpuReviewUrl: null, lpuList: [] });
    expect(problems).toEqual([
      'lpuList[0] has no name; it is ignored',
      'lpuList[1] has no reviewUrl; it is ignored',
      'lpuList[2] must be an object; it is ignored',
      'lpuList[3].reviewUrl must be an http(s) or relative URL of this site or an allowedRedirectHosts host, got "data:text/html,x"; it is ignored',
      'doctorReviewUrl must be an http(s) or relative URL of this site or an allowedRedirectHosts host, got "javascript:alert(1)"; it is ignored',
    ]);
    expect(parseRewardPayload('{"lpuList":{}}').problems).toEqual([
      'lpuList must be an array; it is ignored',
    ]);
  });
});

describe('rewardView / readReward (§2 "links to review the doctor or the clinic, or a list of clinics")', () => {
  it('doctor and clinic links when lpuList is empty', () => {
    const read = readReward(
      '{"doctorReviewUrl":"/new/rate/doctor/1001/","lpuReviewUrl":"/new/rate/lpu/45/","lpuList":[]}',
    );
    expect(read).toEqual({
      view: { doctorHref: '/new/rate/doctor/1001/', clinicHref: '/new/rate/lpu/45/', clinics: [] },
      problems: [],
    });
  });

  it('the clinic list replaces the single clinic link; the doctor link stays', () => {
    const view = rewardView({
      doctorReviewUrl: '/d/',
      lpuReviewUrl: '/l/',
      lpuList: parseRewardPayload(JSON.stringify({ lpuList: clinics })).payload!.lpuList,
    });
    expect(view?.doctorHref).toBe('/d/');
    expect(view?.clinicHref).toBeNull();
    expect(view?.clinics.map((c) => c.name)).toEqual([
      'Медицинский центр «Ясень»',
      'Клиника «Добрый доктор»',
    ]);
  });

  it('only one of the links is enough', () => {
    expect(readReward('{"lpuReviewUrl":"/l/"}').view).toEqual({
      doctorHref: null,
      clinicHref: '/l/',
      clinics: [],
    });
    expect(readReward('{"doctorReviewUrl":"/d/"}').view?.doctorHref).toBe('/d/');
  });

  it('nothing opens without a usable link or with bad JSON; the problem says so', () => {
    expect(readReward('{}')).toEqual({
      view: null,
      problems: ['the payload has no usable link (doctorReviewUrl, lpuReviewUrl or lpuList); nothing opens'],
    });
    const bad = readReward('{"doctorReviewUrl":"javascript:x"}');
    expect(bad.view).toBeNull();
    expect(bad.problems).toHaveLength(2);
    expect(readReward('not json').problems[0]).toMatch(/not valid JSON .*; nothing opens$/);
  });
});

describe('links from the payload stay on the site (issue 19)', () => {
  it('refuses a foreign https link, keeps same-origin and allowed ones', () => {
    const { payload, problems } = parseRewardPayload(
      JSON.stringify({
        doctorReviewUrl: 'https://evil.example/rate/',
        lpuReviewUrl: 'https://example.org/new/rate/lpu/1/',
        lpuList: [{ name: 'Чужая', reviewUrl: 'https://evil.example/lpu/' }],
      }),
    );
    expect(payload?.doctorReviewUrl).toBeNull();
    expect(payload?.lpuReviewUrl).toBe('https://example.org/new/rate/lpu/1/');
    expect(payload?.lpuList).toEqual([]);
    expect(problems.filter((p) => p.includes('evil.example'))).toHaveLength(2);
  });
});
