// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';
import { serverBoundaries } from './scripts/eslint/server-boundaries.js';

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-*/', 'storybook-static/', 'styled-system/', 'data/', '.scratch/', 'test-results/', 'playwright-report/', '.storybook/static/mockServiceWorker.js', 'contract/schema.d.ts', 'server/test/fixtures/lint/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The server does not import from src/, nor the SPA from server/: both use contract/.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { ledgerline: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'ledgerline/import-boundaries': 'error' },
  },
  {
    // Vendor SDKs only in server/src/vendors/ (behind the ports), modules meet through their index.ts,
    // product code never imports the emulators or the tests' support (scripts/eslint/server-boundaries.js).
    files: ['server/src/**/*.ts'],
    plugins: { 'ledgerline-server': { rules: { 'server-boundaries': serverBoundaries } } },
    rules: { 'ledgerline-server/server-boundaries': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/emulators/main.ts', 'server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
