import { expect } from '@playwright/test';
import { test } from './fixtures/csp';

test('the home page renders', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Ledgerline/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path lands on the not-found page', async ({ page }) => {
  await page.goto('/nope');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API refuses GET /api/accounts without a token with a 401 in the Error schema', async ({ request }) => {
  const response = await request.get('/api/accounts');
  expect(response.status()).toBe(401);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({
    error: { error_code: 'UNAUTHORIZED', error_message: expect.any(String) },
    message: expect.any(String),
  });
});
