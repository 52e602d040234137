import type { StorybookConfig } from '@storybook/react-vite';

// Configured by hand (no `storybook init`). Vite settings come from the root vite.config.ts.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // msw-storybook-addon's preview is set up in preview.tsx (./msw.ts), which fails unmocked requests:
  // each story gets `msw` in `beforeEach({ msw })`.
  addons: ['@storybook/addon-vitest', '@storybook/addon-docs'],
  // The app's public files, and MSW's worker (.storybook/static/mockServiceWorker.js), which only
  // stories need: it lives outside public/ so the production build never ships it.
  staticDirs: ['../public', './static'],
  core: { disableTelemetry: true },
};

export default config;
