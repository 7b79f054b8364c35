import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import {
  CASE_LEFT_CLINIC_ID,
  CASES_DOCTOR_IDS,
  CASES_FAILING_DOCTOR_ID,
} from '../../../mocks/api/doctor-cases';
import { createDoctorCasesStore, type DoctorCasesStore } from './doctor-cases-store';

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});
const start = (store: DoctorCasesStore) => {
  stops.push(store.start());
  return store;
};

/** Counts requests to a path (the reference handler still answers). */
function count(path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.search);
  });
  return seen;
}
afterEach(() => server.events.removeAllListeners());

describe('createDoctorCasesStore', () => {
  it('loads page 1, then page 2 while has_next, then stops', async () => {
    const pages = count('/api/doctor/cases/');
    const store = start(createDoctorCasesStore(CASES_DOCTOR_IDS.many));
    await vi.waitFor(() => expect(store.$state.get().status).toBe('ready'));
    expect(store.$state.get()).toMatchObject({ page: 1, hasNext: true });
    expect(store.$state.get().cases).toHaveLength(10);
    store.loadMore();
    store.loadMore(); // one request at a time
    await vi.waitFor(() => expect(store.$state.get().page).toBe(2));
    expect(store.$state.get().cases).toHaveLength(14);
    expect(store.$state.get().hasNext).toBe(false);
    store.loadMore();
    expect(pages).toEqual(['?doctor_id=1001&page=1', '?doctor_id=1001&page=2']);
  });

  it('reads captions, prices and videos from the reply', async () => {
    const store = start(createDoctorCasesStore(CASES_DOCTOR_IDS.two));
    await vi.waitFor(() => expect(store.$state.get().status).toBe('ready'));
    const [first, second] = store.$state.get().cases;
    expect(first.images[0]).toMatchObject({ caption: 'до процедуры', isVideo: false });
    expect(second.images.some((i) => i.isVideo)).toBe(true);
    expect(first.totalPrice).toBeGreaterThan(0);
    expect(store.$state.get().hasNext).toBe(false);
  });

  it('asks for the services of a case once (cached per case)', async () => {
    const asked = count('/api/doctor/case/services/');
    const store = start(createDoctorCasesStore(CASES_DOCTOR_IDS.many));
    store.services(CASE_LEFT_CLINIC_ID);
    store.services(CASE_LEFT_CLINIC_ID);
    await vi.waitFor(() => expect(store.$services.get()[CASE_LEFT_CLINIC_ID]?.status).toBe('ready'));
    store.services(CASE_LEFT_CLINIC_ID);
    store.services(5001);
    await vi.waitFor(() => expect(store.$services.get()[5001]?.status).toBe('ready'));
    expect(asked).toEqual([`?case_id=${CASE_LEFT_CLINIC_ID}`, '?case_id=5001']);
    const entry = store.$services.get()[CASE_LEFT_CLINIC_ID];
    expect(entry.status === 'ready' && entry.data.isDoctorWorkAtLpu).toBe(false);
  });

  it("a server failure is 'other'; dismissing clears it", async () => {
    const store = start(createDoctorCasesStore(CASES_FAILING_DOCTOR_ID));
    await vi.waitFor(() => expect(store.$state.get().failure).toBe('other'));
    expect(store.$state.get().status).toBe('failed');
    store.dismissFailure();
    expect(store.$state.get().failure).toBeNull();
  });

  it("a network failure is 'offline'; retry asks page 1 again", async () => {
    server.use(http.get('*/api/doctor/cases/', () => HttpResponse.error()));
    const store = start(createDoctorCasesStore(CASES_DOCTOR_IDS.two));
    await vi.waitFor(() => expect(store.$state.get().failure).toBe('offline'));
    server.resetHandlers();
    store.dismissFailure();
    store.retry();
    await vi.waitFor(() => expect(store.$state.get().status).toBe('ready'));
    expect(store.$state.get().cases).toHaveLength(2);
  });

  it('a failed services request is forgotten and alerts', async () => {
    const store = start(createDoctorCasesStore(CASES_DOCTOR_IDS.many));
    server.use(http.get('*/api/doctor/case/services/', () => HttpResponse.error()));
    store.services(5001);
    await vi.waitFor(() => expect(store.$services.get()[5001]?.status).toBe('failed'));
    expect(store.$state.get().failure).toBe('offline');
    server.resetHandlers();
    store.services(5001);
    await vi.waitFor(() => expect(store.$services.get()[5001]?.status).toBe('ready'));
  });

  it('skips a malformed case (logged), refuses script URLs and keeps the rest', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = {
      id: 7,
      lpu: { id: 1, name: 'Клиника', link: 'javascript:alert(1)' },
      images: [
        { photo: 'javascript:alert(1)', photo_preview: null, state: 'before' },
        { photo: '/m/1.jpg', photo_preview: '/m/1s.jpg', state: 'after', period: 2, interval: 'month' },
      ],
      description: 'Описание',
      total_price: 1500,
      count_images: 2,
    };
    server.use(
      http.get('*/api/doctor/cases/', () =>
        HttpResponse.json({ results: [{ id: 'x' }, good], has_next: false }),
      ),
    );
    const store = start(createDoctorCasesStore(CASES_DOCTOR_IDS.two));
    await vi.waitFor(() => expect(store.$state.get().status).toBe('ready'));
    const [only, ...rest] = store.$state.get().cases;
    expect(rest).toEqual([]);
    expect(only.lpu.link).toBeNull();
    expect(only.images).toEqual([
      { photo: '/m/1.jpg', preview: '/m/1s.jpg', caption: 'через 2 месяца', isVideo: false },
    ]);
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
      /\[pd-widgets\] pd-doctor-cases: case #0 of the reply was skipped/,
    );
    errors.mockRestore();
  });

  it('requests nothing without a valid doctor id', () => {
    const pages = count('/api/doctor/cases/');
    const store = start(createDoctorCasesStore(0));
    expect(store.$state.get().status).toBe('idle');
    expect(pages).toEqual([]);
  });
});
