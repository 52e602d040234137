import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures/csp';
import { newUser, sessionReady, signUp } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsoleProblems } from './fixtures/console';

const WIDTHS = [390, 1400];

const hero = (page: Page) => page.getByRole('region', { name: /See all your money in one place/ });
const closing = (page: Page) => page.getByRole('region', { name: /Understand your cash flows/i });

/** React has taken the element over (its fiber is attached): the page is hydrated there, not just painted. */
async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'React hydrated the element',
      timeout: 30_000,
    })
    .toBe(true);
}

/** The ways in a visitor gets: "Get started" and "Sign in" in the hero, "Get started" in the closing call to action. */
async function expectVisitorWaysIn(page: Page): Promise<void> {
  await expect(hero(page).getByRole('button', { name: 'Get started' })).toBeVisible();
  await expect(hero(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(closing(page).getByRole('button', { name: 'Get started' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' })).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`a stranger at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe('before any script runs', () => {
      test.use({ javaScriptEnabled: false });

      test('sees "Get started" and "Sign in" in the prerendered page', async ({ page }) => {
        await page.goto('/');
        await expectVisitorWaysIn(page);
      });
    });

    test('still sees them once the page is hydrated, with no hydration warning and no axe violation', async ({ page }) => {
      const problems = watchConsoleProblems(page);
      await page.goto('/');
      await expectHydrated(hero(page).getByRole('button', { name: 'Get started' }));
      await expectHydrated(closing(page).getByRole('button', { name: 'Get started' }));
      await expectVisitorWaysIn(page);
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}

test('a stranger gets in through "Get started" (by keyboard): the provider\'s sign-up form, then back signed in, where the home page offers "Open Ledgerline"', async ({ page, baseURL }) => {
  await page.goto('/');
  const getStarted = hero(page).getByRole('button', { name: 'Get started' });
  await expectHydrated(getStarted);
  // By keyboard: the way in is a real button.
  await getStarted.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);

  const ready = sessionReady(page);
  await signUp(page, newUser('home'));
  await ready;
  // Get started leads on to the plan (a new user has no subscription yet).
  await expect(page).toHaveURL(`${baseURL}/subscription`);

  await page.goto('/');
  await expect(hero(page).getByRole('link', { name: 'Open Ledgerline' })).toBeVisible();
  await expect(closing(page).getByRole('link', { name: 'Open Ledgerline' })).toBeVisible();
  await expect(hero(page).getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get started' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Open app' })).toBeVisible();
});
