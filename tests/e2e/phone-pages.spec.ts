import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';

/**
 * Every page of the main layout on a phone (390 × 844) and a small tablet (768 × 1024), with a
 * linked bank: axe clean, nothing scrolls sideways, the page's title and the start of its own
 * content are on the first screen, not pushed below it by chrome, and so is the page's primary
 * action (what a person came to the page to do). Each page's screenshot at both sizes is kept in
 * the test's output folder, to be looked at.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;

type PageCheck = {
  path: string;
  heading: string;
  /** The page's primary action, named in the test's title. */
  primary: { name: string; locate: (main: Locator) => Locator };
};

const PAGES: PageCheck[] = [
  { path: '/accounts', heading: 'Accounts', primary: { name: 'Sync now', locate: (main) => main.getByRole('button', { name: 'Sync now' }).first() } },
  // The first transaction: its row, whose merchant opens its insights and whose category changes it.
  { path: '/transactions', heading: 'Transactions', primary: { name: 'the first transaction', locate: (main) => main.getByRole('grid').getByRole('row').nth(1) } },
  { path: '/dashboard', heading: 'Dashboard', primary: { name: 'the period picker', locate: (main) => main.getByRole('group', { name: 'Period', exact: true }) } },
  { path: '/merchantinsights', heading: 'Merchant Insights', primary: { name: 'Find a merchant', locate: (main) => main.getByRole('combobox', { name: 'Find a merchant' }).or(main.getByRole('searchbox', { name: 'Find a merchant' })).or(main.getByRole('textbox', { name: 'Find a merchant' })) } },
  // Planning the whole month at once (fill from the 3-month average, copy last month, plan the bills); the lines follow.
  { path: '/budgetplanner', heading: 'Budget Planner', primary: { name: 'the whole month\'s actions', locate: (main) => main.getByRole('group', { name: 'Whole month' }) } },
  // The month's first budgeted category; without a budget for the month, the link to plan it.
  {
    path: '/budgettracker',
    heading: 'Budget Tracker',
    primary: { name: 'the first category, or Plan the month', locate: (main) => main.getByRole('region', { name: 'Categories' }).getByRole('link').or(main.getByRole('link', { name: /^Plan \w+ \d{4}$/ })).first() },
  },
  { path: '/budgetoverview', heading: 'Budget Overview', primary: { name: 'the first analysis to start', locate: (main) => main.getByRole('button', { name: /^Account detail/ }).first() } },
  { path: '/settings', heading: 'Settings', primary: { name: 'Manage billing', locate: (main) => main.getByRole('button', { name: 'Manage billing' }) } },
];

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

  for (const { path, heading, primary } of PAGES) {
    test(`${path} (primary action: ${primary.name})`, async ({ page }) => {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await openSignedIn(page, path);
        const title = page.getByRole('main').getByRole('heading', { level: 1, name: heading });
        await expect(title).toBeInViewport({ ratio: 1 });
        // Loaded: no skeleton or spinner left in the page.
        await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'scrolls sideways').toBe(true);
        // The layout's skeleton shows the title before the page's code has come: wait for the page itself.
        // The value the wait saw: the page may render again in between (a panel's skeleton giving way to its data).
        let top: number | null = null;
        await expect.poll(async () => (top = await firstContentTop(page)), { message: `${path}: no content besides the title` }).not.toBeNull();
        expect(top!, `${path}: the page's own content starts below the first screen`).toBeLessThan(viewport.height);
        // The primary action whole within the first screen, above the phone's bottom bar, with nothing scrolled.
        const action = primary.locate(page.getByRole('main'));
        await expect(action, `${path}: ${primary.name}`).toBeVisible();
        expect(await page.getByRole('main').evaluate((main) => main.scrollTop), `${path}: the page was scrolled`).toBe(0);
        const box = (await action.boundingBox())!;
        // Below 768 px the bottom bar covers the foot of the window: the first screen ends above it.
        const bottomBar = viewport.width < 768 ? await page.getByRole('navigation', { name: 'Quick links' }).boundingBox() : null;
        const firstScreenEnd = bottomBar ? bottomBar.y : viewport.height;
        expect(box.y + box.height, `${path}: ${primary.name} ends below the first screen (${Math.round(box.y + box.height)} > ${Math.round(firstScreenEnd)} px)`).toBeLessThanOrEqual(firstScreenEnd);
        await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-${viewport.width}.png`) });
        await expectNoAxeViolations(page);
      }
    });
  }
});
