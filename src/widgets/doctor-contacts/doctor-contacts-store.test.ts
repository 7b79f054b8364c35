import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import { CONTACTS_DOCTOR_IDS, CONTACTS_FAILING_DOCTOR_ID } from '../../../mocks/fixtures/contacts';
import { configure, resetConfig } from '../../core/config';
import { $notices, dismissNotice } from '../../shared/toasts/notices';
import { $session, resetSession, setSession } from '../../shared/stores';
import { createDoctorContactsStore, type DoctorContactsStore } from './doctor-contacts-store';

const IVANOVA = String(CONTACTS_DOCTOR_IDS.ivanova);
const FIO = 'Иванова Анна Сергеевна';

function countContactRequests() {
  const seen: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/doctor/contacts/') seen.push(url.searchParams.get('doctor_id') ?? '');
  };
  server.events.on('request:start', onStart);
  return { seen, off: () => server.events.removeListener('request:start', onStart) };
}

async function settle(store: DoctorContactsStore) {
  await vi.waitFor(() => expect(store.$state.get().status).not.toBe('loading'));
}

let stop: (() => void) | undefined;
function started(opts?: Parameters<typeof createDoctorContactsStore>[0]) {
  const store = createDoctorContactsStore(opts);
  stop = store.start();
  return store;
}

beforeEach(() => {
  configure({ user: { isAnonymous: false, isRealPatient: true, uuid: 'u-1' } });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  for (const n of $notices.get()) dismissNotice(n.id);
  resetSession();
  resetConfig();
});

describe('doctor contacts store', () => {
  it('an authenticated user: open → loading → the sorted contacts; a second open does not request again', async () => {
    const requests = countContactRequests();
    const store = started();
    store.open({ doctorId: IVANOVA, fio: FIO });
    expect(store.$state.get()).toMatchObject({
      phase: 'open',
      status: 'loading',
      doctor: { id: 1001, fio: FIO },
    });
    await settle(store);
    const s = store.$state.get();
    expect(s.status).toBe('ready');
    expect(s.contacts.map((c) => c.kind)).toEqual([
      'phone',
      'email',
      'whatsapp',
      'telegram',
      'personal-site',
      'blog-v-dzen',
    ]);

    store.close();
    expect(store.$state.get().phase).toBe('closed');
    store.open({ doctorId: IVANOVA, fio: FIO });
    expect(store.$state.get()).toMatchObject({ phase: 'open', status: 'ready' });
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.seen).toEqual([IVANOVA]);
    requests.off();
  });

  it('two quick opens of one doctor make one request; another doctor gets its own', async () => {
    const requests = countContactRequests();
    const store = started();
    store.open({ doctorId: IVANOVA, fio: FIO });
    store.open({ doctorId: IVANOVA, fio: FIO });
    await settle(store);
    store.open({ doctorId: String(CONTACTS_DOCTOR_IDS.petrov), fio: 'Петров' });
    expect(store.$state.get().status).toBe('loading');
    await settle(store);
    expect(store.$state.get().contacts[0].kind).toBe('phone');
    expect(requests.seen).toEqual([IVANOVA, String(CONTACTS_DOCTOR_IDS.petrov)]);
    requests.off();
  });

  it('no doctor id: nothing opens, nothing is requested, the page author gets a console error', async () => {
    const requests = countContactRequests();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = started();
    store.open({ doctorId: null, fio: FIO });
    store.open({ doctorId: 'abc', fio: FIO });
    await new Promise((r) => setTimeout(r, 20));
    expect(store.$state.get().phase).toBe('closed');
    expect(requests.seen).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pd-widgets\] pd-doctor-contacts: .*data-doctor-id/),
    );
    requests.off();
  });

  it('a failed load: the toast "Произошла ошибка. Попробуйте ещё раз" and the panel closes; the next open retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = countContactRequests();
    const store = started();
    store.open({ doctorId: String(CONTACTS_FAILING_DOCTOR_ID), fio: 'Морозов' });
    await vi.waitFor(() => expect(store.$state.get().phase).toBe('closed'), { timeout: 3000 });
    expect($notices.get().map((n) => [n.text, n.tone])).toEqual([
      ['Произошла ошибка. Попробуйте ещё раз', 'error'],
    ]);
    const before = requests.seen.length; // 2: the GET is retried once on a 5xx
    store.open({ doctorId: String(CONTACTS_FAILING_DOCTOR_ID), fio: 'Морозов' });
    expect(store.$state.get()).toMatchObject({ phase: 'open', status: 'loading' });
    await vi.waitFor(() => expect(store.$state.get().phase).toBe('closed'), { timeout: 3000 });
    expect(requests.seen.length).toBeGreaterThan(before);
    requests.off();
  });

  it('an anonymous user: auth first; after the login the session is non-anonymous and the panel loads', async () => {
    configure({ user: { isAnonymous: true, isRealPatient: false, uuid: null } });
    const requests = countContactRequests();
    const store = started();
    store.open({ doctorId: IVANOVA, fio: FIO });
    expect(store.$state.get().phase).toBe('auth');
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.seen).toEqual([]); // §6: no contacts before the confirmation

    store.loggedIn('uuid-42');
    expect($session.get()).toMatchObject({ isAnonymous: false, isRealPatient: true, uuid: 'uuid-42' });
    expect(store.$state.get()).toMatchObject({ phase: 'open', status: 'loading' });
    await settle(store);
    expect(store.$state.get().contacts).toHaveLength(6);
    expect(requests.seen).toEqual([IVANOVA]);
    requests.off();
  });

  it('dismissing the phone confirmation closes without a request', async () => {
    configure({ user: { isAnonymous: true } });
    const requests = countContactRequests();
    const store = started();
    store.open({ doctorId: IVANOVA, fio: FIO });
    store.cancelAuth();
    expect(store.$state.get().phase).toBe('closed');
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.seen).toEqual([]);
    requests.off();
  });

  it('the session changes without a reload: a login elsewhere continues; a logout closes and forgets', async () => {
    configure({ user: { isAnonymous: true } });
    const store = started();
    store.open({ doctorId: IVANOVA, fio: FIO });
    expect(store.$state.get().phase).toBe('auth');
    setSession({ isAnonymous: false, isRealPatient: true, uuid: 'other-widget' });
    expect(store.$state.get().phase).toBe('open');
    await settle(store);
    expect(store.isLoaded(1001)).toBe(true);

    setSession({ isAnonymous: true, isRealPatient: false, uuid: null });
    expect(store.$state.get()).toMatchObject({ phase: 'closed', contacts: [] });
    expect(store.isLoaded(1001)).toBe(false);
  });

  it('a reply with a malformed item keeps the rest and logs the bad one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/doctor/contacts/', () =>
        HttpResponse.json([
          { translit: 'phone', name: 'Телефон', base_link: '+79161234567', display_link: '' },
          { name: 'без вида' },
        ]),
      ),
    );
    const store = started();
    store.open({ doctorId: IVANOVA, fio: FIO });
    await settle(store);
    expect(store.$state.get().contacts.map((c) => c.kind)).toEqual(['phone']);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pd-widgets\] pd-doctor-contacts: contact #1/),
    );
  });

  it('openExternal posts the leave form with the doctor fio; other rows do nothing', async () => {
    const openLeave = vi.fn(() => true);
    const store = started({ openLeave });
    store.open({ doctorId: IVANOVA, fio: FIO });
    await settle(store);
    const [phone, , , telegram] = store.$state.get().contacts;
    store.openExternal(phone);
    store.openExternal(telegram);
    expect(openLeave).toHaveBeenCalledTimes(1);
    expect(openLeave).toHaveBeenCalledWith({ url: 'https://t.me/dr_ivanova_anna', doctorFio: FIO });
  });
});
