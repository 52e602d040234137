import { expect } from '@playwright/test';
import { watchConsoleProblems } from './fixtures/console';
import { test } from './fixtures/csp';
import { DEMO_ACCOUNT, sessionReady, signIn } from './fixtures/auth';
import { waitForDemoAccount } from './fixtures/demo';

const PUBLIC_PAGES = [
  { path: '/', heading: /See all your money in one place/ },
  { path: '/support', heading: /^Support$/ },
  { path: '/terms-of-service', heading: /^Terms of Service$/ },
  { path: '/privacy-policy', heading: /^Privacy Policy$/ },
  { path: '/404', heading: /^Page not found$/ },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} paints from its prerendered HTML, compressed`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-encoding']).toBe('br');
      expect(response?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
      // Nothing in the page needs an inline script (the CSP forbids them).
      expect(await page.locator('script:not([src])').count()).toBe(0);
    });
  }
});

test('the home page hydrates without a warning, and its Sign in then works', async ({ page }) => {
  const problems = watchConsoleProblems(page);
  await page.goto('/');
  const signInButton = page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' });
  await expect(signInButton).toBeVisible();
  await signInButton.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('hashed scripts are cached for a year, sent compressed; a missing one is a 404', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // Every script is immutable; each worth compressing (1 kB and more; smaller ones have no twin) comes as Brotli.
  let compressed = 0;
  for (const url of scripts) {
    const script = await request.get(new URL(url).pathname, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    if (script.headers()['content-encoding'] === 'br') compressed++;
    else expect((await script.body()).length, `${url} sent uncompressed`).toBeLessThan(1024);
  }
  expect(compressed).toBeGreaterThan(0);
  expect((await request.get('/assets/no-such-chunk.js')).status()).toBe(404);
  expect((await request.get(`${new URL(scripts[0]!).pathname}.map`)).status()).toBe(404);
});

test("the production build holds no mock service worker: only Storybook's stories need MSW", async ({ request }) => {
  const worker = await request.get('/mockServiceWorker.js');
  expect(worker.status()).toBe(404);
  expect(await worker.text()).not.toContain('Mock Service Worker');
});

test('a reload of /accounts shows its layout and heading at once while the stored session starts, then the accounts', async ({ page, request, baseURL }) => {
  await waitForDemoAccount(request, baseURL!);
  const ready = sessionReady(page);
  await page.goto('/accounts');
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await ready;
  await expect(page.getByRole('table', { name: 'Accounts at First Platypus Bank' })).toBeVisible();

  // Hold the session's start: what shows meanwhile is the page's frame, not a full-page spinner.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/@me', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Loading…');
  await expect(page.getByRole('table', { name: 'Accounts at First Platypus Bank' })).toBeHidden();

  release();
  await expect(page.getByRole('table', { name: 'Accounts at First Platypus Bank' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
});
