/**
 * A lazy module's arrival in the first-use tests (ADR 210, 215–217): the test's `vi.mock` factory of the module awaits
 * `arrival.promise`, and each test lets it arrive (`release`) or fails it as a dynamic import that could not fetch
 * (`fail`), then `reset`s it for the next import.
 */
export interface Arrival {
  /** The current arrival (a new one after each {@link Arrival.reset}). */
  readonly promise: Promise<void>;
  release(): void;
  /** Default: the `TypeError` a browser gives for a module it could not fetch. */
  fail(err?: Error): void;
  reset(): void;
}

/** The error a failed dynamic `import()` rejects with in Chromium. */
export const importFailed = (): Error => new TypeError('Failed to fetch dynamically imported module');

/** A controllable arrival, pending until released or failed. */
export function createArrival(): Arrival {
  let current!: { promise: Promise<void>; release(): void; fail(err: Error): void };
  const reset = () => {
    let release!: () => void;
    let fail!: (err: Error) => void;
    const promise = new Promise<void>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    current = { promise, release, fail };
  };
  reset();
  return {
    get promise() {
      return current.promise;
    },
    release: () => current.release(),
    fail: (err = importFailed()) => current.fail(err),
    reset,
  };
}
