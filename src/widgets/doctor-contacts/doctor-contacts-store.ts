/**
 * The live state of the doctor contacts panel and its actions (booking-schedule §4 "Doctor contacts", §6 roles, §8
 * "Contacts load failure"). One store per `<pd-doctor-contacts>` element (there is one per page); the view only
 * reads `$state` and calls actions. Decisions: docs/decisions/108-contacts-auth-and-load-once.md.
 *
 * Phases: `closed` → (`auth`: an anonymous user confirms the phone first) → `open`. An authenticated user goes to
 * `open` at once. The contacts of a doctor are requested once per page session (cached per doctor id); a failed
 * request shows the toast 'Произошла ошибка. Попробуйте ещё раз' and closes the panel. The session store can change
 * without a reload: a login elsewhere continues a pending `auth`; a logout closes the panel and forgets the contacts.
 */
import { map, type MapStore, type ReadableAtom } from 'nanostores';
import { fetchDoctorContacts, submitLeaveForm, type Contact, type LeaveRequest } from './contacts-api';
import type { UserConfig } from '../../core/config';
import { logError } from '../../core/dom';
import { isAbortError } from '../../core/http';
import { contactsMessages as msg } from './messages';
import { $session, setSession } from '../../shared/stores';
import { notify, type Notice } from '../../shared/toasts/notices';
import {
  CONTACTS_TAG,
  contactViews,
  needsLoad,
  parseOpener,
  type ContactView,
  type DoctorRef,
  type OpenerData,
} from './doctor-contacts-model';

/** `closed`, `auth` (the phone confirmation dialog is up), `open` (the panel). */
export type ContactsPhase = 'closed' | 'auth' | 'open';

/** Everything the view renders. */
export interface DoctorContactsState {
  phase: ContactsPhase;
  /** The doctor of the last valid opener click. */
  doctor: DoctorRef | null;
  /** `loading` shows the skeleton; `ready` the list (possibly empty). */
  status: 'idle' | 'loading' | 'ready';
  /** The rows of {@link doctor}, in display order. */
  contacts: ContactView[];
  /** Keys of the phone rows revealed on desktop (booking-schedule §4). */
  revealed: string[];
}

/** Dependencies, replaceable in tests and stories; defaults are the library's own. */
export interface DoctorContactsStoreOptions {
  fetchContacts?: (doctorId: number, signal?: AbortSignal) => Promise<Contact[]>;
  session?: ReadableAtom<UserConfig>;
  setSession?: (partial: Partial<UserConfig>) => void;
  notify?: (notice: Omit<Notice, 'id'>) => number;
  openLeave?: (req: LeaveRequest) => boolean;
}

/** One panel's store. */
export interface DoctorContactsStore {
  readonly $state: MapStore<DoctorContactsState>;
  /**
   * Starts following the session (login continues a pending `auth`, logout closes). Returns the cleanup (stops it and
   * aborts requests): call it on unmount.
   */
  start(): () => void;
  /**
   * An opener was activated: reads its doctor (an invalid id logs `[pd-widgets] pd-doctor-contacts: …` and does
   * nothing), then `auth` for an anonymous user or `open` (and load if needed) for an authenticated one.
   */
  open(data: OpenerData): void;
  /** The phone confirmation succeeded: the session becomes non-anonymous (if nobody did it yet), the panel opens. */
  loggedIn(uuid: string): void;
  /** The phone confirmation dialog was dismissed: back to `closed`. */
  cancelAuth(): void;
  /** Esc, outside click or the cross: `closed` (the loaded contacts stay cached). */
  close(): void;
  /** Desktop: the first click on a phone row shows the number. */
  revealPhone(key: string): void;
  /** An external contact: `POST /leave/` in a new tab (ADR 106). */
  openExternal(view: ContactView): void;
  /** Whether a request for this doctor was made (tests, stories). */
  isLoaded(doctorId: number): boolean;
}

const initialState = (): DoctorContactsState => ({
  phase: 'closed',
  doctor: null,
  status: 'idle',
  contacts: [],
  revealed: [],
});

/** Creates the store of one `<pd-doctor-contacts>`. */
export function createDoctorContactsStore(opts: DoctorContactsStoreOptions = {}): DoctorContactsStore {
  const fetchContacts = opts.fetchContacts ?? fetchDoctorContacts;
  const session = opts.session ?? $session;
  const updateSession = opts.setSession ?? setSession;
  const toast = opts.notify ?? notify;
  const openLeave = opts.openLeave ?? submitLeaveForm;

  const $state = map<DoctorContactsState>(initialState());
  /** Contacts per doctor id: loaded once (booking-schedule §4). */
  const cache = new Map<number, ContactView[]>();
  /** Requests in flight per doctor id. */
  const inFlight = new Map<number, Promise<void>>();
  let controller = new AbortController();

  const isCurrent = (doctorId: number) => $state.get().doctor?.id === doctorId;

  function load(doctorId: number): void {
    const cached = cache.get(doctorId);
    if (cached) {
      $state.set({ ...$state.get(), status: 'ready', contacts: cached });
      return;
    }
    $state.set({ ...$state.get(), status: 'loading', contacts: [] });
    if (!needsLoad(doctorId, cache, inFlight)) return; // the request is already on its way
    const signal = controller.signal;
    const task = fetchContacts(doctorId, signal)
      .then((contacts) => {
        const { views, problems } = contactViews(contacts);
        for (const p of problems) logError(CONTACTS_TAG, `doctor ${doctorId}: ${p}`);
        cache.set(doctorId, views);
        if (isCurrent(doctorId)) $state.set({ ...$state.get(), status: 'ready', contacts: views });
      })
      .catch((err: unknown) => {
        if (signal.aborted || isAbortError(err)) return;
        logError(CONTACTS_TAG, `the contacts of doctor ${doctorId} could not be loaded`, err);
        const s = $state.get();
        // §8: the toast and the panel closes — when the user is still waiting for this doctor's contacts.
        if (s.phase === 'open' && isCurrent(doctorId)) {
          toast({ text: msg.loadError, tone: 'error' });
          $state.set({ ...s, phase: 'closed', status: 'idle', contacts: [] });
        } else if (isCurrent(doctorId)) {
          $state.set({ ...s, status: 'idle', contacts: [] });
        }
      })
      .finally(() => inFlight.delete(doctorId));
    inFlight.set(doctorId, task);
  }

  function showPanel(): void {
    const s = $state.get();
    if (!s.doctor) return;
    $state.set({ ...s, phase: 'open' });
    load(s.doctor.id);
  }

  function onSession(user: UserConfig): void {
    const s = $state.get();
    if (user.isAnonymous) {
      // §6: an anonymous visitor cannot see doctor contacts: a logout closes the panel and forgets them.
      cache.clear();
      if (s.phase === 'open')
        $state.set({ ...s, phase: 'closed', status: 'idle', contacts: [], revealed: [] });
    } else if (s.phase === 'auth') {
      showPanel(); // a login (in this dialog or any other widget) continues to the panel
    }
  }

  return {
    $state,

    start() {
      if (controller.signal.aborted) controller = new AbortController();
      const off = session.listen(onSession);
      return () => {
        off();
        controller.abort();
        inFlight.clear();
      };
    },

    open(data) {
      const result = parseOpener(data);
      if (!result.ok) {
        logError(CONTACTS_TAG, result.problem);
        return;
      }
      const s = $state.get();
      const sameDoctor = s.doctor?.id === result.doctor.id;
      $state.set({
        ...s,
        doctor: result.doctor,
        revealed: sameDoctor ? s.revealed : [],
        contacts: sameDoctor ? s.contacts : [],
        status: sameDoctor ? s.status : 'idle',
      });
      if (session.get().isAnonymous) {
        $state.set({ ...$state.get(), phase: 'auth' });
        return;
      }
      showPanel();
    },

    loggedIn(uuid) {
      if (session.get().isAnonymous) updateSession({ isAnonymous: false, isRealPatient: true, uuid });
      if ($state.get().phase === 'auth') showPanel();
    },

    cancelAuth() {
      const s = $state.get();
      if (s.phase === 'auth') $state.set({ ...s, phase: 'closed' });
    },

    close() {
      const s = $state.get();
      if (s.phase !== 'closed') $state.set({ ...s, phase: 'closed' });
    },

    revealPhone(key) {
      const s = $state.get();
      if (!s.revealed.includes(key)) $state.set({ ...s, revealed: [...s.revealed, key] });
    },

    openExternal(view) {
      if (view.action.type !== 'external') return;
      openLeave({ url: view.action.url, doctorFio: $state.get().doctor?.fio ?? null });
    },

    isLoaded(doctorId) {
      return cache.has(doctorId);
    },
  };
}
