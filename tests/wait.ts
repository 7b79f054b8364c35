/**
 * Waiting on conditions in the unit tests (issue 8 item 8; docs/decisions/117-test-waits-on-conditions.md): never a
 * count of tries or a fixed sleep, so a busy 2-core machine only makes a test slower, never red.
 */
import { performance } from 'node:perf_hooks';
import { vi } from 'vitest';

/**
 * How long any wait may take before it fails (ms of real time): `waitFor`/`findBy*` (tests/setup.ts sets
 * `asyncUtilTimeout`), `vi.waitFor` without its own timeout, and {@link until}. The test timeout is above it.
 */
export const WAIT_TIMEOUT_MS = 10_000;

const realSetImmediate = globalThis.setImmediate;

/**
 * Resolves with `check()`'s first truthy result; a throw or a falsy result means "not yet". Between checks it runs
 * the zero-delay timers (fake timers: `vi.advanceTimersByTimeAsync(0)`, so the fake clock never moves) and lets
 * real I/O (msw, sockets) through with a real `setImmediate`. Gives up after `timeout` ms of real time (the
 * `node:perf_hooks` clock, which fake timers do not replace) with the last error.
 */
export async function until<T>(
  check: () => T,
  { timeout = WAIT_TIMEOUT_MS }: { timeout?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = check();
      if (value !== null && value !== undefined && value !== false) return value as NonNullable<T>;
      last = undefined;
    } catch (err) {
      last = err;
    }
    if (performance.now() > deadline) {
      throw last ?? new Error(`condition not met within ${timeout} ms: ${String(check)}`);
    }
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => realSetImmediate(resolve));
  }
}
