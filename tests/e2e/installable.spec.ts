import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';

/**
 * The installed app (README "Installable, and offline"), against the real server's production
 * build: its manifest and icons, and its service worker, which keeps the app's shell so that a
 * reload without a network shows the app saying it is offline, and never keeps an API answer.
 */

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, read from its IHDR chunk (bytes 16–23). */
const pngSize = (body: Buffer) => `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;

/** Every URL path the page's origin keeps in Cache Storage. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the manifest names the app, opens standalone, and its icons are the sizes it says', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as { name: string; display: string; start_url: string; theme_color: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: 'Ledgerline', display: 'standalone' });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    expect((await request.get(manifest.start_url)).ok()).toBe(true);
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    // What browsers ask for to offer installing: a 192 and a 512 px icon, and one that may be cropped to a shape.
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
  });
});

test('a reload without a network shows the app saying it is offline, and back online the page opens', async ({ page, context }) => {
  await openSignedIn(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // The worker installed, its cache filled, and this page under its control.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  const reload = await page.reload();
  // The page came from the worker's cache, not the browser's error page.
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: "You're offline", level: 1 })).toBeVisible();
  await expect(page.getByText("What's on screen may be out of date")).toBeVisible();
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }

  // Online again, the session starts and the page asked for opens, with no reload by hand.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('No bank is linked yet.')).toBeVisible();
  await expect(page.getByText("What's on screen may be out of date")).toBeHidden();
});

test('the worker keeps the shell and the build, never an answer of the API', async ({ page }) => {
  await openSignedIn(page, '/settings');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Settings' data (the session, the subscription, the institutions) asked for again under the worker.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('No bank is linked yet.')).toBeVisible();
  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(paths.filter((path) => /^\/(api|db_api|auth)\/|^\/healthz/.test(path))).toEqual([]);
});
