import { describe, expect, it } from 'vitest';
import type { PatientProfile } from './patient-profile-api';
import {
  clampPercent,
  isPatientId,
  panelTitle,
  parsePatientData,
  patientKey,
  positiveShare,
  profileView,
  totalReviews,
} from './patient-profile-model';

describe('isPatientId / patientKey (booking-schedule §5: mobile id or id, a non-zero number)', () => {
  it.each([
    [77, true],
    [1, true],
    [0, false],
    [-5, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['77', false],
    [null, false],
    [undefined, false],
  ])('isPatientId(%s) → %s', (id, ok) => {
    expect(isPatientId(id)).toBe(ok);
  });

  it.each([
    [77, 0, 'patient:77'],
    [0, 9105, 'mobile:9105'],
    [77, 9105, 'mobile:9105'],
    [77, null, 'patient:77'],
    [77, '9105', 'patient:77'],
    [0, 0, null],
    [undefined, undefined, null],
    ['77', 0, null],
    [-1, -2, null],
  ])('patientKey(%s, %s) → %s', (patientId, mobileId, key) => {
    expect(patientKey(patientId, mobileId)).toBe(key);
  });
});

describe('parsePatientData (data-patient-data JSON)', () => {
  it('reads the ids and the title; both ids as sent on the wire, invalid ones as 0', () => {
    expect(parsePatientData('{"patient_id":77,"patient_mobile_id":0,"title":" Анна К. "}')).toEqual({
      ok: true,
      patient: { patientId: 77, patientMobileId: 0, title: 'Анна К.', key: 'patient:77' },
    });
    expect(parsePatientData('{"patient_id":0,"patient_mobile_id":9105,"title":"Сергей Т."}')).toEqual({
      ok: true,
      patient: { patientId: 0, patientMobileId: 9105, title: 'Сергей Т.', key: 'mobile:9105' },
    });
    expect(parsePatientData('{"patient_id":"x","patient_mobile_id":9105}', 'Текст кнопки')).toEqual({
      ok: true,
      patient: { patientId: 0, patientMobileId: 9105, title: 'Текст кнопки', key: 'mobile:9105' },
    });
  });

  it.each([
    [null, /has no data-patient-data/],
    ['', /has no data-patient-data/],
    ['{patient_id: 1}', /is not valid JSON/],
    ['[1,2]', /must be a JSON object/],
    ['"x"', /must be a JSON object/],
    [
      '{"patient_id":0,"patient_mobile_id":0,"title":"Анна"}',
      /no valid id \(patient_mobile_id 0, patient_id 0\)/,
    ],
    ['{"title":"Анна"}', /no valid id \(patient_mobile_id absent, patient_id absent\)/],
    ['{"patient_id":"77"}', /no valid id .*patient_id "77"/],
  ])('%s → a problem, nothing opens', (raw, problem) => {
    const r = parsePatientData(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(problem);
  });
});

describe('panelTitle (§2 "Пациент {title}")', () => {
  it.each([
    ['Анна К.', 'Пациент Анна К.'],
    ['  Игорь П. ', 'Пациент Игорь П.'],
    ['', 'Пациент'],
    [null, 'Пациент'],
    [undefined, 'Пациент'],
  ])('%s → %s', (title, text) => {
    expect(panelTitle(title)).toBe(text);
  });
});

describe('clampPercent / positiveShare (§9 "review progress = positive/(positive+negative)")', () => {
  it.each([
    [92, 92],
    [33.4, 33],
    [33.5, 34],
    [-3, 0],
    [140, 100],
    [Number.NaN, 0],
  ])('clampPercent(%s) → %s', (n, out) => {
    expect(clampPercent(n)).toBe(out);
  });

  it.each([
    [12, 2, 86],
    [1, 4, 20],
    [5, 0, 100],
    [0, 3, 0],
    [2, 1, 67],
    [0, 0, null], // no division by zero: no bar
  ])('positiveShare(%s, %s) → %s', (pos, neg, share) => {
    expect(positiveShare(pos, neg)).toBe(share);
  });
});

const profile = (over: Partial<PatientProfile> = {}): PatientProfile => ({
  id: 7000,
  title: 'Анна К.',
  trustPercent: 92,
  canTrust: true,
  trustCriteria: [
    { title: 'Телефон подтверждён', canTrust: true },
    { title: 'Визиты подтверждены клиниками', canTrust: false },
  ],
  countRatesPositive: 12,
  countRatesNegative: 2,
  countRatesCanceled: 1,
  countRatesWithoutMark: 3,
  countAppointments: 9,
  ...over,
});

describe('totalReviews (§9 "positive+negative+canceled+without mark")', () => {
  it.each([
    [profile(), 18],
    [
      profile({
        countRatesPositive: 0,
        countRatesNegative: 0,
        countRatesCanceled: 0,
        countRatesWithoutMark: 0,
      }),
      0,
    ],
    [
      profile({
        countRatesPositive: 0,
        countRatesNegative: 0,
        countRatesCanceled: 0,
        countRatesWithoutMark: 2,
      }),
      2,
    ],
  ])('%#', (p, total) => {
    expect(totalReviews(p)).toBe(total);
  });
});

describe('profileView (§9 "Trust")', () => {
  it('a trustworthy patient', () => {
    expect(profileView(profile())).toEqual({
      title: profile().title,
      trustPercent: 92,
      trustPercentText: '92%',
      canTrust: true,
      verdict: 'Можно доверять',
      criteria: [
        { key: 'Телефон подтверждён', title: 'Телефон подтверждён', canTrust: true },
        { key: 'Визиты подтверждены клиниками', title: 'Визиты подтверждены клиниками', canTrust: false },
      ],
      positiveShare: 86,
      positiveShareText: '86%',
      counts: [
        { key: 'positive', label: 'Положительные', value: 12 },
        { key: 'negative', label: 'Отрицательные', value: 2 },
        { key: 'canceled', label: 'Аннулированные', value: 1 },
        { key: 'without-mark', label: 'Без оценки', value: 3 },
      ],
      totalReviews: 18,
      totalReviewsText: 'Всего 18 отзывов',
      appointments: 9,
      appointmentsText: '9 записей',
    });
  });

  it.each([
    [false, 'Доверяйте с осторожностью'],
    [true, 'Можно доверять'],
  ])('can_trust %s → %s', (canTrust, verdict) => {
    expect(profileView(profile({ canTrust })).verdict).toBe(verdict);
  });

  it.each([
    [1, 'Всего 1 отзыв', '1 запись'],
    [2, 'Всего 2 отзыва', '2 записи'],
    [5, 'Всего 5 отзывов', '5 записей'],
    [11, 'Всего 11 отзывов', '11 записей'],
    [21, 'Всего 21 отзыв', '21 запись'],
    [0, 'Всего 0 отзывов', '0 записей'],
  ])('%s → "%s", "%s" (Russian plurals)', (n, reviews, appointments) => {
    const v = profileView(
      profile({
        countRatesPositive: n,
        countRatesNegative: 0,
        countRatesCanceled: 0,
        countRatesWithoutMark: 0,
        countAppointments: n,
      }),
    );
    expect(v.totalReviewsText).toBe(reviews);
    expect(v.appointmentsText).toBe(appointments);
  });

  it('no positive and no negative review: no share (no bar); a percent out of range is clamped', () => {
    const v = profileView(
      profile({
        countRatesPositive: 0,
        countRatesNegative: 0,
        countRatesWithoutMark: 2,
        trustPercent: 104.6,
      }),
    );
    expect(v.positiveShare).toBeNull();
    expect(v.positiveShareText).toBeNull();
    expect(v.totalReviewsText).toBe('Всего 3 отзыва');
    expect(v.trustPercentText).toBe('100%');
  });

  it('repeated criterion titles get unique keys', () => {
    const v = profileView(
      profile({
        trustCriteria: [
          { title: 'А', canTrust: true },
          { title: 'А', canTrust: false },
        ],
      }),
    );
    expect(v.criteria.map((c) => c.key)).toEqual(['А', 'А#1']);
  });
});
