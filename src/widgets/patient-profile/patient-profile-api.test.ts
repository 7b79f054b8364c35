import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import {
  FAILING_PATIENT_ID,
  PATIENT_PROFILE_IDS,
  patientProfile,
} from '../../../mocks/fixtures/patient-profiles';
import { ApiError } from '../../core/http';
import { fetchPatientProfile, patientProfileSchema, PATIENT_PROFILE_PATH } from './patient-profile-api';
import type { PatientRef } from './patient-profile-model';

const ref = (patientId: number, patientMobileId: number, key: string | null): PatientRef => ({
  patientId,
  patientMobileId,
  title: 'Анна К.',
  key,
});

function captureUrls() {
  const urls: URL[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === PATIENT_PROFILE_PATH) urls.push(url);
  };
  server.events.on('request:start', onStart);
  return { urls, off: () => server.events.removeListener('request:start', onStart) };
}

afterEach(() => {
  server.events.removeAllListeners();
});

const wire = {
  id: 7000,
  title: 'Анна К.',
  trust_percent: 92,
  can_trust: true,
  trust_criteria: [{ title: 'Телефон подтверждён', can_trust: true }],
  count_rates_positive: 12,
  count_rates_negative: 2,
  count_rates_canceled: 1,
  count_rates_without_mark: 3,
  count_appointments: 9,
};

describe('patientProfileSchema (booking-schedule §3 "Patient profile": snake_case → camelCase)', () => {
  it('maps every field', () => {
    expect(v.parse(patientProfileSchema, wire)).toEqual({
      id: 7000,
      title: 'Анна К.',
      trustPercent: 92,
      canTrust: true,
      trustCriteria: [{ title: 'Телефон подтверждён', canTrust: true }],
      countRatesPositive: 12,
      countRatesNegative: 2,
      countRatesCanceled: 1,
      countRatesWithoutMark: 3,
      countAppointments: 9,
    });
  });

  it('absent counts, criteria, id and title default to 0, [], null and ""', () => {
    expect(v.parse(patientProfileSchema, { trust_percent: 10, can_trust: false })).toEqual({
      id: null,
      title: '',
      trustPercent: 10,
      canTrust: false,
      trustCriteria: [],
      countRatesPositive: 0,
      countRatesNegative: 0,
      countRatesCanceled: 0,
      countRatesWithoutMark: 0,
      countAppointments: 0,
    });
  });

  it('a malformed criterion is skipped with a log; the rest stays', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = v.parse(patientProfileSchema, {
      ...wire,
      trust_criteria: [
        { title: '', can_trust: true },
        { title: 'Б', can_trust: 'yes' },
        { title: 'В', can_trust: false },
      ],
    });
    expect(out.trustCriteria).toEqual([{ title: 'В', canTrust: false }]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![0]).toMatch(
      /^\[pd-widgets\] pd-patient-profile: trust criterion #0 .* is skipped/,
    );
  });

  it.each([
    ['can_trust missing', { ...wire, can_trust: undefined }],
    ['trust_percent text', { ...wire, trust_percent: '92' }],
    ['trust_percent NaN', { ...wire, trust_percent: Number.NaN }],
    ['a negative count', { ...wire, count_rates_negative: -1 }],
    ['a fractional count', { ...wire, count_appointments: 1.5 }],
    ['not an object', [wire]],
  ])('%s → invalid', (_name, input) => {
    expect(v.safeParse(patientProfileSchema, input).success).toBe(false);
  });
});

describe('fetchPatientProfile (§7 GET /api/rates/patient_profile/)', () => {
  it('sends patient_id and patient_mobile_id; the reference API answers by the site id', async () => {
    const cap = captureUrls();
    const p = await fetchPatientProfile(ref(PATIENT_PROFILE_IDS.trustworthy, 0, 'patient:7000'));
    cap.off();
    expect(cap.urls.map((u) => u.search)).toEqual(['?patient_id=7000&patient_mobile_id=0']);
    expect(p).toMatchObject({ id: 7000, title: 'Анна К.', trustPercent: 92, canTrust: true });
  });

  it('the mobile id: the profile of patient_mobile_id', async () => {
    const cap = captureUrls();
    const p = await fetchPatientProfile(ref(0, PATIENT_PROFILE_IDS.mobile, 'mobile:9105'));
    cap.off();
    expect(cap.urls.map((u) => u.search)).toEqual(['?patient_id=0&patient_mobile_id=9105']);
    expect(p).toMatchObject({ id: 9105, title: 'Сергей Т.', trustPercent: 80 });
    expect(patientProfile('mobile', 9105)?.trust_percent).toBe(80);
  });

  it('sends nothing without a valid id (§5)', async () => {
    const cap = captureUrls();
    await expect(fetchPatientProfile(ref(0, 0, null))).rejects.toThrow(/no valid patient id/);
    cap.off();
    expect(cap.urls).toEqual([]);
  });

  it('the failing patient: an ApiError (server)', async () => {
    const err = await fetchPatientProfile(ref(FAILING_PATIENT_ID, 0, `patient:${FAILING_PATIENT_ID}`)).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('server');
  });

  it('the reference API: missing or zero ids → 400; an unknown id → 404', async () => {
    const zero = await fetch('http://localhost/api/rates/patient_profile/?patient_id=0&patient_mobile_id=0');
    expect(zero.status).toBe(400);
    const none = await fetch('http://localhost/api/rates/patient_profile/');
    expect(none.status).toBe(400);
    const unknown = await fetch(
      'http://localhost/api/rates/patient_profile/?patient_id=123&patient_mobile_id=0',
    );
    expect(unknown.status).toBe(404);
  });

  it('a reply of the wrong shape is a parse error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/rates/patient_profile/', () => HttpResponse.json({ profile: {} })));
    const err = await fetchPatientProfile(ref(7000, 0, 'patient:7000')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('parse');
  });
});
