/**
 * The msw/node server of the vitest run (started by tests/setup.ts) answering with the reference API.
 * Count requests with `server.events.on('request:start', …)`; override with `server.use(…)`.
 *
 * Like a Django page (and the demo server), the happy-dom document gets the `csrftoken` cookie
 * {@link DEMO_CSRF_TOKEN}, so widgets under test send a token the reference API accepts. A test of the
 * "no token" path clears it: `document.cookie = 'csrftoken=; max-age=0'`.
 */
import { setupServer } from 'msw/node';
import { handlers } from '../mocks/handlers';
import { DEMO_CSRF_TOKEN } from '../mocks/fixtures';

export const server = setupServer(...handlers);

/**
 * Gives the document the demo `csrftoken` cookie. Run at import and again before each test file (tests/setup.ts): in
 * the `logic` project files share one module graph and one document per worker (ADR 188), so a file that clears the
 * cookie (the client's "no token" tests) must not leave the files after it without one.
 */
export function setDemoCsrfCookie(): void {
  if (typeof document !== 'undefined') document.cookie = `csrftoken=${DEMO_CSRF_TOKEN}; path=/`;
}
setDemoCsrfCookie();
