/**
 * Shared results: callers asking the same thing share one in-flight request, and a success is kept for a short
 * while. This is what lets a widget start its request when its element connects (every element of a page is
 * upgraded in one task, so the requests coalesce into one batch) and its React view, rendered later in another
 * task, pick up the same promise instead of sending a second request
 * (docs/decisions/025-prefetch-on-connect.md). Failures are not kept: the next caller asks again.
 */
import { ApiError } from './errors';

/** A shared-request function: `(key, start, signal?)` → the shared promise, abortable per caller. */
export type SharedRequest<T> = ((
  key: string,
  start: () => Promise<T>,
  signal?: AbortSignal,
) => Promise<T>) & {
  /** Forgets every kept result (tests; a forced refresh). */
  clear(): void;
  /** The kept result of `key` when it has arrived (and is still kept), else `undefined`: read without waiting. */
  peek(key: string): T | undefined;
};

/** Races `promise` with `signal`: an abort rejects only this caller, with `ApiError{kind:'aborted'}`. */
export function withSignal<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new ApiError('aborted', 'request aborted by the caller', { cause: signal.reason });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/**
 * Creates a shared-request function keeping successful results for `keepMs` milliseconds after they arrive
 * (default 5000). The request itself is started without any caller's signal, so one caller's abort never
 * fails the others.
 */
export function createSharedRequest<T>(keepMs = 5000): SharedRequest<T> {
  const entries = new Map<string, { promise: Promise<T>; expires: number; value?: T }>();
  const clock = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

  const shared = ((key: string, start: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    let entry = entries.get(key);
    if (!entry || entry.expires <= clock()) {
      const created: { promise: Promise<T>; expires: number; value?: T } = {
        promise: start(),
        expires: Number.POSITIVE_INFINITY,
      };
      entry = created;
      entries.set(key, created);
      created.promise.then(
        (value) => {
          created.value = value;
          created.expires = clock() + keepMs;
        },
        () => {
          if (entries.get(key) === created) entries.delete(key);
        },
      );
    }
    return withSignal(entry.promise, signal);
  }) as SharedRequest<T>;
  shared.clear = () => entries.clear();
  shared.peek = (key) => {
    const entry = entries.get(key);
    return entry && entry.expires !== Number.POSITIVE_INFINITY && entry.expires > clock()
      ? entry.value
      : undefined;
  };
  return shared;
}
