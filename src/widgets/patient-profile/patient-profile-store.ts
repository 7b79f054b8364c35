/**
 * The live state of the patient profile panel and its actions (booking-schedule §4 "Patient profile": "Opens, shows a
 * skeleton while loading, caches the result per patient key (mobile id or default id)"; §8 "Patient profile load
 * failure: the cached entry is cleared, nothing else shown"). One store per `<pd-patient-profile>` (one per page);
 * the view only reads `$state` and calls actions. Decisions: docs/decisions/140, 141.
 *
 * - A valid opener opens the panel at once: `loading` (skeleton) until the reply, then `ready`.
 * - Replies are cached per patient key; reopening a cached patient shows it with no request. Two opens of one
 *   patient while the request is on its way make one request.
 * - A failed request clears that patient's entry (the next open asks again), logs
 *   `[pd-widgets] pd-patient-profile: …`, and — when the panel still waits for that patient — closes the panel
 *   silently (no toast, no error text: ADR 141).
 */
import { map, type MapStore } from 'nanostores';
import { logError } from '../../core/dom';
import { isAbortError } from '../../core/http';
import { fetchPatientProfile, type PatientProfile } from './patient-profile-api';
import {
  PATIENT_PROFILE_TAG,
  parsePatientData,
  profileView,
  type PatientRef,
  type ProfileView,
} from './patient-profile-model';

/** `closed` or `open` (the panel is up). */
export type PatientProfilePhase = 'closed' | 'open';

/** Everything the view renders. */
export interface PatientProfileState {
  phase: PatientProfilePhase;
  /** The patient of the last valid opener. */
  patient: PatientRef | null;
  /** `loading` shows the skeleton; `ready` the profile. */
  status: 'idle' | 'loading' | 'ready';
  /** The profile of {@link patient} when `ready`. */
  profile: ProfileView | null;
}

/** Dependencies, replaceable in tests and stories. */
export interface PatientProfileStoreOptions {
  fetchProfile?: (patient: PatientRef, signal?: AbortSignal) => Promise<PatientProfile>;
}

/** One panel's store. */
export interface PatientProfileStore {
  readonly $state: MapStore<PatientProfileState>;
  /** Allows requests; returns the cleanup (aborts requests in flight): call it on unmount. */
  start(): () => void;
  /**
   * An opener was activated with this `data-patient-data` value (`fallbackTitle`: the opener's text). Invalid data
   * logs `[pd-widgets] pd-patient-profile: …` and returns `false` (nothing opens, nothing is requested).
   */
  open(rawPatientData: string | null, fallbackTitle?: string): boolean;
  /** Esc, outside click or 'Закрыть': `closed` (the profile stays cached). */
  close(): void;
  /** Whether a profile is cached for this key (tests, stories). */
  isCached(key: string): boolean;
}

const initialState = (): PatientProfileState => ({
  phase: 'closed',
  patient: null,
  status: 'idle',
  profile: null,
});

/** Creates the store of one `<pd-patient-profile>`. */
export function createPatientProfileStore(opts: PatientProfileStoreOptions = {}): PatientProfileStore {
  const fetchProfile = opts.fetchProfile ?? fetchPatientProfile;
  const $state = map<PatientProfileState>(initialState());
  /** Loaded profiles per patient key (§4). */
  const cache = new Map<string, ProfileView>();
  /** Requests in flight per patient key. */
  const inFlight = new Set<string>();
  let controller = new AbortController();

  const isCurrent = (key: string) => $state.get().patient?.key === key;

  function load(patient: PatientRef): void {
    const key = patient.key;
    if (!key) return;
    const cached = cache.get(key);
    if (cached) {
      $state.set({ ...$state.get(), status: 'ready', profile: cached });
      return;
    }
    $state.set({ ...$state.get(), status: 'loading', profile: null });
    if (inFlight.has(key)) return; // already on its way
    inFlight.add(key);
    const signal = controller.signal;
    fetchProfile(patient, signal)
      .then((profile) => {
        const view = profileView(profile);
        cache.set(key, view);
        if (isCurrent(key)) $state.set({ ...$state.get(), status: 'ready', profile: view });
      })
      .catch((err: unknown) => {
        if (signal.aborted || isAbortError(err)) return;
        // §8: the entry is cleared (nothing was cached yet; a stale one must not survive either).
        cache.delete(key);
        logError(PATIENT_PROFILE_TAG, `the profile of patient ${key} could not be loaded`, err);
        if (!isCurrent(key)) return;
        const s = $state.get();
        // ADR 141: nothing else is shown — the panel waiting for this patient closes silently.
        $state.set({ ...s, phase: 'closed', status: 'idle', profile: null });
      })
      .finally(() => inFlight.delete(key));
  }

  return {
    $state,

    start() {
      if (controller.signal.aborted) controller = new AbortController();
      return () => {
        controller.abort();
        inFlight.clear();
      };
    },

    open(raw, fallbackTitle = '') {
      const result = parsePatientData(raw, fallbackTitle);
      if (!result.ok) {
        logError(PATIENT_PROFILE_TAG, result.problem);
        return false;
      }
      const patient = result.patient;
      const s = $state.get();
      const same = s.patient?.key === patient.key;
      $state.set({
        ...s,
        phase: 'open',
        patient,
        status: same ? s.status : 'idle',
        profile: same ? s.profile : null,
      });
      load(patient);
      return true;
    },

    close() {
      const s = $state.get();
      if (s.phase !== 'closed') $state.set({ ...s, phase: 'closed' });
    },

    isCached(key) {
      return cache.has(key);
    },
  };
}
