/**
 * Global story setup: the msw worker with the reference API handlers (mocks/handlers.ts), the `csrftoken`
 * cookie the handlers check (as Django sets it), and two named viewports, mobile 390 and desktop 1280
 * (desktop = min-width 1200 px, ARCHITECTURE §8).
 */
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { handlers } from '../mocks/handlers';
import { DEMO_CSRF_TOKEN } from '../mocks/fixtures';

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
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
