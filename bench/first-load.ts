/**
 * First-load figures against a running production server (`npm start`'s, started by bench/run.ts):
 * Lighthouse's mobile scores of `/`, and how fast a reload of `/accounts` shows its heading to a
 * signed-in subscriber with a bank (the seeded demo account).
 */
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signInWithPassword } from '../server/src/demo/identity-sign-in.ts';
import { chromiumPath, CHROMIUM_ARGS } from '../scripts/chromium.ts';

const DEMO_ACCOUNT = { email: 'demo@ledgerline.app', password: 'ledgerline-demo' } as const;
const RELOADS = 5;
const DEMO_SEEDING_TIMEOUT_MS = 120_000;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
}

/** The full browser (not the headless shell the tests prefer): the bench measures what a person's browser does, and Lighthouse needs `--headless=new`. */
export function browserPath(): string {
  const found = chromiumPath({ fullBrowser: true });
  if (!found) throw new Error('No Chromium: see scripts/ensure-chromium.ts');
  return found;
}

/** Lighthouse's default run: a mid-range phone on a slow 4G connection (simulated throttling). */
export async function lighthouseScores(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: browserPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** Waits until the server's background seeding has given the demo account its bank data. */
export async function waitForDemoAccount(baseUrl: string): Promise<void> {
  const { auth } = (await (await fetch(`${baseUrl}/api/config`)).json()) as { auth: { domain: string; client_id: string; audience: string } };
  const { accessToken } = await signInWithPassword({ domain: auth.domain, clientId: auth.client_id, audience: auth.audience, redirectUri: `${baseUrl}/callback`, ...DEMO_ACCOUNT });
  const deadline = Date.now() + DEMO_SEEDING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/db_api/notifications`, { headers: { authorization: `Bearer ${accessToken}` } });
    // Notifications are the seeding's last part.
    if (response.ok && ((await response.json()) as { results: unknown[] }).results.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The demo account was not seeded in time');
}

/** Signs in on the identity provider's page the SPA sends an anonymous visitor of `/accounts` to. */
export async function signInAt(page: Page, baseUrl: string, account: { email: string; password: string } = DEMO_ACCOUNT): Promise<void> {
  await page.goto(`${baseUrl}/accounts`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor({ timeout: 60_000 });
}

// Runs in the page before its own scripts: notes when the page heading first appears, and when
// the first institution's accounts do, in ms since the navigation started. (A string: a compiled
// function could carry helpers the page lacks.)
const NOTE_HEADING = `
  new MutationObserver(function () {
    var headings = Array.from(document.querySelectorAll('h1'));
    if (!('headingAt' in window) && headings.some(function (h) { return (h.textContent || '').trim() === 'Accounts'; })) window.headingAt = performance.now();
    if (!('accountsAt' in window) && document.querySelector('main h2')) window.accountsAt = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

export interface ReloadTimes {
  /** Navigation to the page heading. */
  headingMs: number;
  /** Navigation to the first institution's accounts. */
  accountsMs: number;
}

/** Times from navigation to the `/accounts` heading and accounts on a reload, as the demo subscriber (each of `RELOADS`). */
export async function accountsReloadTimes(baseUrl: string): Promise<ReloadTimes[]> {
  await waitForDemoAccount(baseUrl);
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signInAt(page, baseUrl);
    await page.addInitScript({ content: NOTE_HEADING });
    const times: ReloadTimes[] = [];
    for (let i = 0; i < RELOADS; i += 1) {
      await page.reload();
      await page.waitForFunction(() => 'headingAt' in window && 'accountsAt' in window, undefined, { timeout: 30_000 });
      times.push(
        await page.evaluate(() => {
          const noted = window as unknown as { headingAt: number; accountsAt: number };
          return { headingMs: noted.headingAt, accountsMs: noted.accountsAt };
        }),
      );
    }
    return times;
  } finally {
    await browser.close();
  }
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
