import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import signalsTransform from '@preact/signals-react-transform';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium.ts';
import { firstLoad } from './scripts/build/vite-plugin-first-load.ts';
import { browserDependencies } from './scripts/build/browser-dependencies.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const styledSystem = fileURLToPath(new URL('./styled-system', import.meta.url));
const contract = fileURLToPath(new URL('./contract', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const POSTGRES_TEST_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
};

export default defineConfig({
  plugins: [
    react(),
    // Signals re-render only the components that read them (the transform wires useSignals in).
    babel({ include: /src\/.*\.tsx$/, plugins: [[signalsTransform, {}]] }),
    // Prerendered public pages and precompressed files, after the build.
    firstLoad(),
  ],
  resolve: { alias: { '@': src, '@contract': contract, 'styled-system': styledSystem } },
  optimizeDeps: { include: browserDependencies([src, fileURLToPath(new URL('./.storybook', import.meta.url))]) },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/auth', '/db_api', '/healthz'].map((p) => [p, apiTarget])),
  },
  // The manifest says which chunks each page needs; source maps stay off the served files.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|swr|swr-openapi|openapi-fetch|dequal|use-sync-external-store|@preact)[\\/]/ }] } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/shared/testing/setup-unit.ts'],
          // An upper bound only (every wait is for a condition): a first render that loads a lazy page waits for its import, slow on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          env: { LEDGERLINE_TEST_DB: 'pglite' },
          globalSetup: ['./server/test/global-setup.ts'],
          // An upper bound only (every wait is for a condition): two Vitest processes share 2 cores, and a sync of two years takes its time.
          testTimeout: 60_000,
          // A file's setup seeds its ledgers: beside the stories opened alone on a busy 2-core machine it can take over a minute.
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // The vendor emulators keep their own state and never touch the product's database: once is enough.
          exclude: [...configDefaults.exclude, 'server/emulators/**'],
          env: { LEDGERLINE_TEST_DB: POSTGRES_TEST_URL },
          globalSetup: ['./server/test/global-setup.ts'],
          // An upper bound only (every wait is for a condition): two Vitest processes share 2 cores, and a sync of two years takes its time.
          testTimeout: 60_000,
          // A file's setup seeds its ledgers: beside the stories opened alone on a busy 2-core machine it can take over a minute.
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        test: {
          name: 'fleet',
          environment: 'node',
          include: ['tests/fleet/**/*.test.ts'],
          // An upper bound only (every wait is for a condition): three servers, the stand-ins and the test share 2 cores.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: { name: 'storybook', browser },
      },
    ],
  },
});
