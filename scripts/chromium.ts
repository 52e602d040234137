import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's old headless shell (package `chromium-headless-shell`), what Playwright itself runs for
 * a headless launch: with Chromium 156 a fresh page costs it about 0.1 s here against 0.3–0.4 s for
 * the full browser's new headless mode, and every story and journey opens pages.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Playwright's own Chromium when it was downloaded, else the system's headless shell, else its
 * full browser (always the full browser with `fullBrowser`, for what needs `--headless=new`, as
 * Lighthouse does); undefined when there is none.
 */
export function chromiumPath({ fullBrowser = false }: { fullBrowser?: boolean } = {}): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return [...(fullBrowser ? [] : [HEADLESS_SHELL]), ...SYSTEM_CHROMIUM].find((path) => existsSync(path));
}
