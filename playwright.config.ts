import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/chromium.ts';

/** The e2e suite runs `npm start` itself: real server, real database, real emulators, on ports of its own. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 3211);
// Fresh state per run; set once so the workers, which load this file again, agree.
const DATA_DIR = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ledgerline-e2e-')));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys sign up through the identity provider (scrypt) and pay at the Stripe stand-in: on a busy
  // 2-core machine one takes 20–60 s. Every wait is for a condition; this is only the upper bound.
  timeout: 90_000,
  // A page's first read for a newly made persona can wait behind a sign-up's scrypt and a bank
  // sync on the other worker; the bound is generous so that a busy CI machine is not a failure.
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The service worker (installable.spec.ts allows it) would answer navigations and files before
    // page.route could see them; every other test is about the pages, not the worker.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // npm start's server and emulators run in process groups of their own: a SIGKILL of its group would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      EMULATOR_PORT: String(EMULATOR_PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // The assistant's e2e asks 100 questions within a minute to reach the monthly quota (production allows 20 a minute).
      RATE_LIMIT_EXPENSIVE_PER_MINUTE: '1000',
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
  },
});
