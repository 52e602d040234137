import { expect, type Locator, type Page } from '@playwright/test';
import { newUser, signUpAndOpen } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';

/**
 * axe-core (every rule it runs by default: WCAG 2.x A/AA and best practices) on every public page
 * and on each layout in its states: sidebar full, collapsed and expanded, and the navbar's menus
 * open, at desktop, tablet and phone widths.
 */

/** Opens a page of the main layout and waits for its heading (pages load lazily, then their data). */
async function openMainLayout(page: Page, path: string): Promise<void> {
  await openSignedIn(page, path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Lets opening animations finish, so colours are measured at their final opacity. */
async function settled(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

const WIDTHS = [1280, 360] as const;

const PUBLIC_PAGES = [
  { path: '/', heading: /See all your money/ },
  { path: '/support', heading: 'Support' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/404', heading: 'Page not found' },
  { path: '/callback?error=access_denied&error_description=The%20user%20cancelled&state=abc', heading: "We couldn't sign you in" },
] as const;

test.describe('public pages', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const width of WIDTHS) {
    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path.split('?')[0]} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The FAQ's answers too.
        await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe('main layout', () => {
  // Several full axe passes over a populated page: seconds each on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test.describe('with a linked bank', () => {
    test.use({ persona: 'linked' });

    test('at 1400 px, with the notifications menu and the account menu open', async ({ page }) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      await openMainLayout(page, '/accounts');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await settled(page.getByRole('dialog', { name: 'Notifications' }));
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Account menu' }).click();
      await settled(page.getByRole('menu'));
      await expectNoAxeViolations(page);
    });

    for (const width of [1000, 360]) {
      test(`at ${width} px, the sidebar collapsed and expanded`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openMainLayout(page, '/accounts');
        // Below 768 px the sidebar's toggle is the phone bar's "More".
        const toggle = page.getByRole('button', { name: width < 768 ? 'More' : 'Toggle sidebar' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`accounts-${width}.png`) });

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await settled(page.locator('#sidebar-panel'));
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`accounts-sidebar-expanded-${width}.png`) });
      });
    }
  });

  test('without a linked bank, on Get Started', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openMainLayout(page, '/getstarted');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('subscription layout', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('on the subscription page, for a new user', async ({ page }) => {
    await signUpAndOpen(page, '/subscription', newUser('a11y-subscription'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
