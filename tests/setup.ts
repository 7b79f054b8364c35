// Shared vitest setup: msw/node server with the reference API handlers for component tests.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearSlotsCache } from '../src/core/api/schedule';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Kept slot results (src/core/http/shared.ts) must not leak from one test into the next.
beforeEach(() => clearSlotsCache());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
