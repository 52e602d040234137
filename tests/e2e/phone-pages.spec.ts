import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';

/**
 * Every page of the main layout on a phone (390 × 844) and a small tablet (768 × 1024), with a
 * linked bank: axe clean, nothing scrolls sideways, and the page's title and the start of its own
 * content are on the first screen, not pushed below it by chrome.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;

const PAGES = [
  { path: '/accounts', heading: 'Accounts' },
  { path: '/transactions', heading: 'Transactions' },
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/merchantinsights', heading: 'Merchant Insights' },
  { path: '/budgetplanner', heading: 'Budget Planner' },
  { path: '/budgettracker', heading: 'Budget Tracker' },
  { path: '/budgetoverview', heading: 'Budget Overview' },
  { path: '/settings', heading: 'Settings' },
] as const;

/**
 * Where the page's own content starts, from the top of the window: the first heading, table, form
 * control, link or status in it but its title, in reading order (a section's heading, the
 * transactions grid, the period picker, an empty state's message).
 */
const firstContentTop = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const title = main.querySelector('h1');
    const candidates = main.querySelectorAll<HTMLElement>('h2, h3, [role="grid"], table, button, a[href], input, select, [role="status"], [role="alert"]');
    // Content may come before the title too (the merchant picker does, on a phone).
    const first = Array.from(candidates).find((element) => !title?.contains(element) && element.getClientRects().length > 0);
    return first ? first.getBoundingClientRect().top : null;
  });

test.describe('every page on a phone and a small tablet', () => {
  test.use({ persona: 'linked' });
  // Two full axe passes over a populated page: seconds each on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  for (const { path, heading } of PAGES) {
    test(path, async ({ page }) => {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await openSignedIn(page, path);
        const title = page.getByRole('main').getByRole('heading', { level: 1, name: heading });
        await expect(title).toBeInViewport({ ratio: 1 });
        // Loaded: no skeleton or spinner left in the page.
        await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'scrolls sideways').toBe(true);
        // The layout's skeleton shows the title before the page's code has come: wait for the page itself.
        await expect.poll(() => firstContentTop(page), { message: `${path}: no content besides the title` }).not.toBeNull();
        const top = await firstContentTop(page);
        expect(top!, `${path}: the page's own content starts below the first screen`).toBeLessThan(viewport.height);
        await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-${viewport.width}.png`) });
        await expectNoAxeViolations(page);
      }
    });
  }
});
