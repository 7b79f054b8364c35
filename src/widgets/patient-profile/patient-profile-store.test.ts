import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import {
  FAILING_PATIENT_ID,
  PATIENT_PROFILE_IDS,
  patientProfile,
} from '../../../mocks/fixtures/patient-profiles';
import { fetchPatientProfile } from './patient-profile-api';
import { createPatientProfileStore, type PatientProfileStore } from './patient-profile-store';

const data = (patientId: number, mobileId = 0, title = 'Анна К.') =>
  JSON.stringify({ patient_id: patientId, patient_mobile_id: mobileId, title });

const TRUSTED = data(PATIENT_PROFILE_IDS.trustworthy);
const CAUTION = data(PATIENT_PROFILE_IDS.caution, 0, 'Игорь П.');
const FAILING = data(FAILING_PATIENT_ID, 0, 'Олег В.');

function countRequests() {
  const seen: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/rates/patient_profile/') seen.push(url.search);
  };
  server.events.on('request:start', onStart);
  return seen;
}

let stop: (() => void) | undefined;
function started(opts?: Parameters<typeof createPatientProfileStore>[0]) {
  const store = createPatientProfileStore(opts);
  stop = store.start();
  return store;
}

async function settle(store: PatientProfileStore) {
  await vi.waitFor(() => expect(store.$state.get().status).not.toBe('loading'));
}

afterEach(() => {
  stop?.();
  stop = undefined;
  server.events.removeAllListeners();
});

describe('patient profile store (booking-schedule §4 "Patient profile", §8)', () => {
  it('open → loading → ready; close and reopen: no second request (cached per patient key)', async () => {
    const requests = countRequests();
    const fetchProfile = vi.fn(fetchPatientProfile);
    const store = started({ fetchProfile });
    expect(store.open(TRUSTED)).toBe(true);
    expect(store.$state.get()).toMatchObject({
      phase: 'open',
      status: 'loading',
      profile: null,
      patient: { patientId: 7000, patientMobileId: 0, title: 'Анна К.', key: 'patient:7000' },
    });
    await settle(store);
    expect(store.$state.get()).toMatchObject({
      status: 'ready',
      profile: { trustPercent: 92, verdict: 'Можно доверять', positiveShare: 86 },
    });
    expect(store.isCached('patient:7000')).toBe(true);

    store.close();
    expect(store.$state.get().phase).toBe('closed');
    store.open(TRUSTED);
    expect(store.$state.get()).toMatchObject({ phase: 'open', status: 'ready' });
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    expect(requests).toEqual(['?patient_id=7000&patient_mobile_id=0']);
  });

  it('the mobile id is the key when non-zero; two quick opens make one request; another patient its own', async () => {
    const requests = countRequests();
    const store = started();
    store.open(data(7005, PATIENT_PROFILE_IDS.mobile));
    store.open(data(7005, PATIENT_PROFILE_IDS.mobile));
    await settle(store);
    expect(store.isCached('mobile:9105')).toBe(true);
    expect(store.isCached('patient:7005')).toBe(false);
    store.open(CAUTION);
    expect(store.$state.get()).toMatchObject({ status: 'loading', profile: null });
    await settle(store);
    expect(store.$state.get().profile).toMatchObject({ verdict: 'Доверяйте с осторожностью' });
    expect(requests).toEqual([
      '?patient_id=7005&patient_mobile_id=9105',
      '?patient_id=7001&patient_mobile_id=0',
    ]);
  });

  it('no valid id: nothing opens, nothing is requested, a clear error is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchProfile = vi.fn(fetchPatientProfile);
    const store = started({ fetchProfile });
    expect(store.open(data(0, 0))).toBe(false);
    expect(store.open(null)).toBe(false);
    expect(store.open('{oops')).toBe(false);
    expect(store.$state.get().phase).toBe('closed');
    expect(fetchProfile).not.toHaveBeenCalled();
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(/^\[pd-widgets\] pd-patient-profile: data-patient-data has no valid id/),
      expect.stringMatching(/^\[pd-widgets\] pd-patient-profile: the opener has no data-patient-data/),
      expect.stringMatching(/^\[pd-widgets\] pd-patient-profile: data-patient-data is not valid JSON/),
    ]);
  });

  it('a failed load: the panel closes silently, the entry is cleared, the next open requests again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = countRequests();
    const store = started();
    store.open(FAILING);
    expect(store.$state.get()).toMatchObject({ phase: 'open', status: 'loading' });
    await vi.waitFor(() => expect(store.$state.get().phase).toBe('closed'));
    expect(store.$state.get()).toMatchObject({ status: 'idle', profile: null });
    expect(store.isCached(`patient:${FAILING_PATIENT_ID}`)).toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[pd-widgets\] pd-patient-profile: the profile of patient patient:7003 could not be loaded/,
      ),
      expect.anything(),
    );
    const first = requests.length; // the GET is retried once on a 5xx (core/http)
    expect(first).toBeGreaterThanOrEqual(1);

    store.open(FAILING);
    expect(store.$state.get()).toMatchObject({ phase: 'open', status: 'loading' });
    await vi.waitFor(() => expect(store.$state.get().phase).toBe('closed'));
    expect(requests.length).toBeGreaterThan(first);
  });

  it('a failure of a patient the user has left leaves the open panel alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/api/rates/patient_profile/', async ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('patient_id'));
        if (id === FAILING_PATIENT_ID) {
          await held;
          return new HttpResponse(null, { status: 404 });
        }
        return HttpResponse.json(patientProfile('patient', id));
      }),
    );
    const store = started();
    store.open(FAILING); // slow, fails later
    store.open(TRUSTED); // the user moved on
    await settle(store);
    expect(store.$state.get()).toMatchObject({
      phase: 'open',
      status: 'ready',
      patient: { key: 'patient:7000' },
    });
    release();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(store.$state.get()).toMatchObject({
      phase: 'open',
      status: 'ready',
      patient: { key: 'patient:7000' },
    });
  });

  it('a reply arriving after close is cached; the unmount cleanup aborts a request in flight without logging', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = started();
    store.open(TRUSTED);
    store.close();
    await vi.waitFor(() => expect(store.isCached('patient:7000')).toBe(true));
    expect(store.$state.get().phase).toBe('closed');

    let aborted = false;
    const other = createPatientProfileStore({
      fetchProfile: (_p, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const cleanup = other.start();
    other.open(CAUTION);
    cleanup();
    await vi.waitFor(() => expect(aborted).toBe(true));
    // One task later every microtask of the handled rejection has run (deterministic, not a timing guess).
    await new Promise((r) => setTimeout(r, 0));
    expect(other.isCached('patient:7001')).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });
});
