/**
 * Storybook for designers (ARCHITECTURE §1, §12): every widget and state at mobile 390 px and desktop 1280 px,
 * the API mocked by the same msw handlers as the demo and the tests (msw-storybook-addon, worker in public/).
 * Also the documentation site (issue 18): "Getting started" pages (stories/docs/*.mdx) and one reference page per
 * widget generated from dist/custom-elements.json (scripts/gen-storybook-docs.mjs → stories/generated/).
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
