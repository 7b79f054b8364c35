/**
 * Global story setup: the msw worker with the reference API handlers (mocks/handlers.ts), the `csrftoken`
 * cookie the handlers check (as Django sets it), and two named viewports, mobile 390 and desktop 1280
 * (desktop = min-width 1200 px, ARCHITECTURE §8).
 */
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { DEMO_CSRF_TOKEN } from '../mocks/fixtures';

// A play function's `waitFor` / `findBy*` waits as long as the unit tests' (tests/wait.ts WAIT_TIMEOUT_MS; 1 s by
// default): a lazy dialog chunk or a mocked reply can take longer on a busy machine, and a wait on a condition must
// not fail only because of that.
configure({ asyncUtilTimeout: 10_000 });

initialize({
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: './mockServiceWorker.js' },
});

document.cookie = `csrftoken=${DEMO_CSRF_TOKEN}; path=/; SameSite=Lax`;

const VIEWPORTS = {
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    msw: { handlers },
    // axe in every story; a story with a violation fails. The e2e run (tests/e2e/storybook.test.mjs sets
    // `__PD_STORYBOOK_E2E__` before the page's scripts) gathers violations in full and passes/incomplete one node
    // per rule (axe's resultTypes), as the other e2e axe runs do: what fails a story is unchanged, the panel a
    // designer opens keeps every node.
    a11y: {
      test: 'error',
      ...((globalThis as { __PD_STORYBOOK_E2E__?: boolean }).__PD_STORYBOOK_E2E__ && {
        options: { resultTypes: ['violations'] },
      }),
    },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
