import { expect } from '@playwright/test';
import { test } from './fixtures/csp';

/**
 * The server's Content-Security-Policy in a real browser. Every spec's pages are watched for CSP
 * violations (fixtures/csp.ts); these tests prove that watch sees one, and that the pages outside
 * the journeys (the API reference) render under their policy too.
 */

test('the SPA is served with the CSP, and a blocked inline script is caught as a violation', async ({ page, cspViolations }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.appendChild(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { inlineScriptRan?: boolean }).inlineScriptRan)).toBeUndefined();
  expect(cspViolations.join('\n')).toContain('script-src');
  // Caused on purpose: the automatic check at the end of the test must not count it.
  cspViolations.length = 0;
});

test('the API reference renders and searches under its own policy', async ({ page }) => {
  await page.goto('/api-docs');
  await expect(page.getByRole('heading', { level: 1, name: /Ledgerline API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'webhooks' })).toBeVisible();
  // The search index is built in a worker: the route's policy must let it run.
  await page.getByText('Search').first().click();
  await page.keyboard.type('initialize_metadata');
  await expect(page.getByText('/api/initialize_metadata').first()).toBeVisible();
});
