// Shared vitest setup (both projects, vitest.config.ts): msw/node server with the reference API handlers for
// component tests, and generous timeouts for every wait on a condition (tests/wait.ts, ADR 117).
import { configure } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearSlotsCache } from '../src/core/api/schedule';
import { resetRealPatientCheck } from '../src/shared/identity';
import { server, setDemoCsrfCookie } from './msw-server';
import { WAIT_TIMEOUT_MS } from './wait';

// `waitFor` / `findBy*` (1 s by default) wait as long as it takes on a busy machine.
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// `vi.waitFor` (1 s by default): at least the same budget; a test's own longer timeout is kept.
const viWaitFor = vi.waitFor;
vi.waitFor = ((callback, options) => {
  const given = typeof options === 'number' ? { timeout: options } : (options ?? {});
  return viWaitFor(callback, { ...given, timeout: Math.max(given.timeout ?? 0, WAIT_TIMEOUT_MS) });
}) as typeof vi.waitFor;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setDemoCsrfCookie();
});
// Kept slot results (src/core/http/shared.ts) must not leak from one test into the next.
beforeEach(() => clearSlotsCache());
afterEach(() => server.resetHandlers());
// The real patient check runs once per page (src/shared/identity): once per test here.
afterEach(() => resetRealPatientCheck());
afterAll(() => server.close());
