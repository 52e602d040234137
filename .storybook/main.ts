import type { StorybookConfig } from '@storybook/react-vite';

// Configured by hand (no `storybook init`). Vite settings come from the root vite.config.ts.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // msw-storybook-addon registers its preview: each story gets `msw` in `beforeEach({ msw })`.
  addons: ['@storybook/addon-vitest', 'msw-storybook-addon'],
  // Serves public/mockServiceWorker.js for MSW.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
