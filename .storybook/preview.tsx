/**
 * Global story setup: the msw worker with the reference API handlers (mocks/handlers.ts), the `csrftoken`
 * cookie the handlers check (as Django sets it), every story starting as on a freshly loaded page (`freshPage`),
 * and two named viewports, mobile 390 and desktop 1280 (desktop = min-width 1200 px, ARCHITECTURE §8).
 */
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { DEMO_CSRF_TOKEN } from '../mocks/fixtures';
import { setScopeResolver } from '../mocks/scope';
import { clearSlotsCache } from '../src/core/api/schedule';
import { resetConfig } from '../src/core/config';
import { resetModals } from '../src/core/modal/stack';
import { resetScrollLock } from '../src/core/modal/scroll-lock';
import { resetSeenMetrics } from '../src/shared/review-card/seen-metrics';
import { resetRealPatientCheck } from '../src/shared/identity';
import { resetSession } from '../src/shared/stores/session';
import { $notices, dismissNotice } from '../src/shared/toasts/notices';
import { resetPaymentWidgetLoader } from '../src/widgets/doctor-thanks/thanks-api';
import { resetFavouritesStore } from '../src/widgets/favourite-button/favourites-store';

// A play function's `waitFor` / `findBy*` waits as long as the unit tests' (tests/wait.ts WAIT_TIMEOUT_MS; 1 s by
// default): a lazy dialog chunk or a mocked reply can take longer on a busy machine, and a wait on a condition must
// not fail only because of that.
configure({ asyncUtilTimeout: 10_000 });

initialize({
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: './mockServiceWorker.js' },
});

/** The reference API's scope of the story on show (mocks/scope.ts): a new one per story. */
let storyScope = 'default';
let storiesShown = 0;
setScopeResolver(() => storyScope);

/** The query parameters of the preview's address that are Storybook's own (the rest is a widget's). */
const STORYBOOK_PARAMS = new Set(['id', 'viewMode', 'args', 'globals']);

/**
 * Runs first for every story (ADR 205): the story meets what a fresh page load gives it, whatever was shown before
 * in this document — Storybook's UI and the e2e run (tests/e2e/storybook.test.mjs) switch stories in one loaded
 * preview. The page address without what a widget wrote into it (the review list's `?type=`, a dialog's `#hash`),
 * a reference API of its own (a new scope: favourites, SMS codes, club polls, recorded metrics start from the
 * fixtures), the `csrftoken` cookie, and the widgets' page-level state forgotten (session, config, modal stack
 * and scroll lock, reported review views, the favourites store, the payment script loader, kept slot results,
 * the toasts on show).
 */
const freshPage = async ({ id }: { id: string }) => {
  const url = new URL(location.href);
  for (const key of [...url.searchParams.keys()])
    if (!STORYBOOK_PARAMS.has(key)) url.searchParams.delete(key);
  url.hash = '';
  if (url.href !== location.href) history.replaceState(history.state, '', url);
  storiesShown += 1;
  storyScope = `${id}#${storiesShown}`;
  document.cookie = `csrftoken=${DEMO_CSRF_TOKEN}; path=/; SameSite=Lax`;
  resetSession();
  resetRealPatientCheck();
  resetConfig();
  resetModals();
  resetScrollLock();
  resetSeenMetrics();
  resetFavouritesStore();
  resetPaymentWidgetLoader();
  clearSlotsCache();
  for (const notice of $notices.get()) dismissNotice(notice.id);
  return {};
};

const VIEWPORTS = {
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  loaders: [freshPage, mswLoader],
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
