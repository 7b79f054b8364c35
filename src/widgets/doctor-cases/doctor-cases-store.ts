/**
 * The cases of one `<pd-doctor-cases>` element and their actions (booking-schedule §4 "Cases list": infinite
 * loading driven by a next-page flag, services cached per case; §7 cases calls; §8 cases loading failures).
 * Decision: docs/decisions/168-doctor-cases-paging-and-failures.md.
 *
 * `start()` loads page 1; `loadMore()` loads page n+1 while `has_next` was true (one request at a time).
 * `services(caseId)` asks `GET /api/doctor/case/services/` once per case (the reply or the request in flight is
 * shared); a failed services request is forgotten, so a later click asks again. Every failure (except an abort)
 * sets `failure` to `offline` or `other` (the view's alert); `dismissFailure()` clears it.
 */
import { atom, map, type MapStore, type ReadableAtom } from 'nanostores';
import { logError } from '../../core/dom';
import { isAbortError } from '../../core/http';
import { fetchCasesPage, fetchCaseServices, type CasesPage } from './cases-api';
import {
  DOCTOR_CASES_TAG,
  failureKind,
  mergeCases,
  type CaseServices,
  type CasesFailure,
  type DoctorCase,
} from './doctor-cases-model';

/** Everything the view renders about the list. */
export interface DoctorCasesState {
  /** `loading` = page 1 in flight; `ready` = page 1 arrived; `failed` = page 1 failed. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  cases: DoctorCase[];
  /** §4: the last page said `has_next`. */
  hasNext: boolean;
  /** The last page loaded (0 before the first). */
  page: number;
  /** A next page is in flight. */
  loadingMore: boolean;
  /** §8: the alert to show, null when none. */
  failure: CasesFailure | null;
}

/** The services of one case: loading, or the reply. */
export type ServicesEntry =
  { status: 'loading' } | { status: 'ready'; data: CaseServices } | { status: 'failed' };

/** Dependencies, replaceable in tests. */
export interface DoctorCasesStoreOptions {
  fetchPage?: (doctorId: number, page: number, signal?: AbortSignal) => Promise<CasesPage>;
  fetchServices?: (caseId: number, signal?: AbortSignal) => Promise<CaseServices>;
  /** Whether the browser is online (§8 offline vs other); default `navigator.onLine`. */
  online?: () => boolean;
}

/** One element's store. */
export interface DoctorCasesStore {
  readonly $state: MapStore<DoctorCasesState>;
  /** Services per case id. */
  readonly $services: ReadableAtom<Readonly<Record<number, ServicesEntry>>>;
  /** Loads page 1 (when not loaded); returns the cleanup (aborts requests): call it on unmount. */
  start(): () => void;
  /** Loads the next page when `hasNext` and nothing is in flight. */
  loadMore(): void;
  /** Asks for a case's services once (cached per case). */
  services(caseId: number): void;
  /** Hides the failure alert. */
  dismissFailure(): void;
  /** Loads page 1 again after it failed (the browser came back online). */
  retry(): void;
}

const initialState = (): DoctorCasesState => ({
  status: 'idle',
  cases: [],
  hasNext: false,
  page: 0,
  loadingMore: false,
  failure: null,
});

/** Creates the store of one element for `doctorId` (a positive whole number; else nothing is requested). */
export function createDoctorCasesStore(
  doctorId: number,
  opts: DoctorCasesStoreOptions = {},
): DoctorCasesStore {
  const fetchPage = opts.fetchPage ?? fetchCasesPage;
  const fetchServices = opts.fetchServices ?? fetchCaseServices;
  const online = opts.online ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const $state = map<DoctorCasesState>(initialState());
  const $services = atom<Readonly<Record<number, ServicesEntry>>>({});
  let controller = new AbortController();
  let pageInFlight = false;

  const setServices = (caseId: number, entry: ServicesEntry) =>
    $services.set({ ...$services.get(), [caseId]: entry });

  function fail(what: string, err: unknown): void {
    logError(DOCTOR_CASES_TAG, `${what} could not be loaded`, err);
    $state.setKey('failure', failureKind(err, online()));
  }

  function load(page: number): void {
    if (pageInFlight || !(doctorId > 0)) return;
    pageInFlight = true;
    const signal = controller.signal;
    if (page === 1) $state.setKey('status', 'loading');
    else $state.setKey('loadingMore', true);
    fetchPage(doctorId, page, signal)
      .then((reply) => {
        if (signal.aborted) return;
        const s = $state.get();
        $state.set({
          ...s,
          status: 'ready',
          cases: mergeCases(s.cases, reply.cases),
          hasNext: reply.hasNext && reply.cases.length > 0,
          page,
          loadingMore: false,
        });
      })
      .catch((err: unknown) => {
        if (signal.aborted || isAbortError(err)) return;
        $state.set({
          ...$state.get(),
          status: page === 1 ? 'failed' : $state.get().status,
          loadingMore: false,
        });
        fail(`page ${page} of the cases of doctor ${doctorId}`, err);
      })
      .finally(() => {
        if (!signal.aborted) pageInFlight = false;
      });
  }

  return {
    $state,
    $services,

    start() {
      if (controller.signal.aborted) {
        controller = new AbortController();
        pageInFlight = false;
      }
      const s = $state.get();
      if (s.status === 'idle' || s.status === 'failed') load(1);
      return () => {
        controller.abort();
        if ($state.get().loadingMore) $state.setKey('loadingMore', false);
        if ($state.get().status === 'loading') $state.setKey('status', 'idle');
        // Services still loading are forgotten (asked again after a remount).
        const kept = Object.entries($services.get()).filter(([, e]) => e.status === 'ready');
        $services.set(Object.fromEntries(kept));
      };
    },

    loadMore() {
      const s = $state.get();
      if (s.status !== 'ready' || !s.hasNext || s.failure) return;
      load(s.page + 1);
    },

    services(caseId) {
      const entry = $services.get()[caseId];
      if (entry && entry.status !== 'failed') return; // §4: cached per case (or already on its way)
      setServices(caseId, { status: 'loading' });
      const signal = controller.signal;
      fetchServices(caseId, signal)
        .then((data) => {
          if (!signal.aborted) setServices(caseId, { status: 'ready', data });
        })
        .catch((err: unknown) => {
          if (signal.aborted || isAbortError(err)) return;
          setServices(caseId, { status: 'failed' });
          fail(`the services of case ${caseId}`, err);
        });
    },

    dismissFailure() {
      $state.setKey('failure', null);
    },

    retry() {
      if ($state.get().status === 'failed' && !controller.signal.aborted) load(1);
    },
  };
}
