import { expect, type Locator, type Page } from '@playwright/test';
import { newUser, signUpAndOpen } from './fixtures/auth';
import { accessTokenOf, subscribeThroughCheckout } from './fixtures/billing';
import { openSignedIn, test } from './fixtures/personas';

/**
 * The app shell: sidebar, navbar, notifications and account menus, for users who reached their
 * state through the real flows (sign-up, hosted checkout, the Plaid emulator).
 */

/** Opens a page of the main layout, signed in. */
async function openApp(page: Page, path: string): Promise<void> {
  await openSignedIn(page, path);
  // Below 768 px the sidebar has no rail (it takes no width until opened): in the page, not necessarily on screen.
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeAttached();
}

/** A click on the page beside the sidebar where nothing reacts: the top padding of <main>, at its left or right end. */
async function clickThePage(page: Page, end: 'left' | 'right'): Promise<void> {
  const box = await page.getByRole('main').boundingBox();
  if (!box) throw new Error('No main landmark on the page');
  await page.mouse.click(end === 'left' ? box.x + 24 : box.x + box.width - 24, box.y + 12);
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebarToggle = (page: Page) => sidebar(page).getByRole('button', { name: 'Toggle sidebar' });
const assistantButton = (page: Page) => page.getByRole('button', { name: 'Budget AI Assistant' });
const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

/** The sidebar's visible width: the rail's, or the expanded panel's lying over the page. */
const sidebarWidth = (page: Page) => widthOf(page.locator('#sidebar-panel'));

test.describe('without a linked bank', () => {
  test.use({ persona: 'subscribed', viewport: { width: 1400, height: 900 } });

  test('the sidebar shows Get Started and Settings, then Logout; the bank and assistant buttons are hidden on /getstarted', async ({ page }) => {
    await openApp(page, '/getstarted');

    await expect(mainNav(page).getByRole('link')).toHaveText(['Get Started', 'Settings']);
    await expect(mainNav(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(assistantButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add institution' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update Institution' })).toHaveCount(0);
  });

  test('at 1400 px the sidebar stays open, with no toggle; below 1200 px it becomes a rail once resizing stops', async ({ page }) => {
    await openApp(page, '/settings');

    await expect(sidebarToggle(page)).toHaveCount(0);
    expect(await sidebarWidth(page)).toBeGreaterThan(200);
    await clickThePage(page, 'right');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect(mainNav(page).getByText('Settings')).toBeVisible();

    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await sidebarWidth(page)).toBeLessThan(80);

    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(sidebarToggle(page)).toHaveCount(0);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  });

  test.describe('at 1000 px', () => {
    test.use({ viewport: { width: 1000, height: 800 } });

    test('the sidebar is collapsed; the toggle opens it; a click outside or a chosen link closes it', async ({ page }) => {
      await openApp(page, '/settings');
      await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await sidebarWidth(page)).toBeLessThan(80);
      // Still a way to every entry: icons named by their page.
      await expect(mainNav(page).getByRole('link')).toHaveCount(2);
      await page.screenshot({ path: test.info().outputPath('settings-rail-1000.png') });

      await sidebarToggle(page).click();
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'true');
      expect(await sidebarWidth(page)).toBeGreaterThan(200);
      await page.screenshot({ path: test.info().outputPath('sidebar-expanded-1000.png') });

      await clickThePage(page, 'right');
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await sidebarWidth(page)).toBeLessThan(80);

      await sidebarToggle(page).click();
      await mainNav(page).getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/getstarted$/);
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('aria-current', 'page');
    });

    test('the sidebar works from the keyboard: Enter opens it, Escape closes it and returns to the toggle', async ({ page }) => {
      await openApp(page, '/settings');
      await sidebarToggle(page).focus();
      await page.keyboard.press('Enter');
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(mainNav(page).getByRole('link', { name: 'Get Started' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(sidebarToggle(page)).toBeFocused();
    });
  });
});

test.describe('with a linked bank', () => {
  test.use({ persona: 'linked', viewport: { width: 1400, height: 900 } });

  test('the sidebar lists every page in three groups, then Logout; the assistant button shows and toggles', async ({ page }) => {
    await openApp(page, '/settings');
    await page.screenshot({ path: test.info().outputPath('navbar-1400.png') });

    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Accounts',
      'Budget Overview',
      'Budget Planner',
      'Budget Tracker',
      'Dashboard',
      'Transactions',
      'Merchant Insights',
      'Settings',
    ]);
    await expect(mainNav(page).getByRole('separator')).toHaveCount(2);
    await expect(mainNav(page).getByRole('list')).toHaveCount(3);
    await expect(mainNav(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toBeVisible();

    await expect(assistantButton(page)).toHaveAttribute('aria-expanded', 'false');
    await assistantButton(page).click();
    await expect(assistantButton(page)).toHaveAttribute('aria-expanded', 'true');

    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('the page area is a tab stop of its own, so the keyboard scrolls a long page whatever it shows', async ({ page }) => {
    await openSignedIn(page, '/accounts');
    await expect(page.getByRole('region', { name: 'Credit cards' })).toBeVisible({ timeout: 15_000 });
    const main = page.getByRole('main');
    // Right after the sidebar, Tab reaches the page area itself, before anything inside it.
    await sidebar(page).getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Tab');
    await expect(main).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });
});

test.describe('a user of their own', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1400, height: 900 } });

  test('the bell counts unread notifications; "Mark as read & clear" turns into a disabled "All Read" and the badge goes', async ({ page }) => {
    // A fresh user's whole way here (sign-up, hosted checkout, the billing portal, its webhook) took
    // 31 s of a 30 s budget on a busy machine, every step on time: the journey needs a budget of its own.
    test.setTimeout(90_000);
    await signUpAndOpen(page, '/settings', newUser('notifications'));
    await subscribeThroughCheckout(page);
    const authorization = `Bearer ${await accessTokenOf(page)}`;

    // A declined renewal: the billing webhook leaves a "Payment failed" notification.
    const portal = await page.request.post('/api/subscription/portal', { headers: { authorization } });
    expect(portal.status()).toBe(200);
    await page.goto(((await portal.json()) as { url: string }).url);
    await page.getByRole('button', { name: 'Fail next payment' }).click();
    await expect(page.getByRole('status')).toContainText('the payment failed');
    await expect
      .poll(async () => {
        const list = await page.request.get('/db_api/notifications', { headers: { authorization } });
        return ((await list.json()) as { count: number }).count;
      })
      .toBe(1);

    await openApp(page, '/settings');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell).toHaveText('1');

    await bell.click();
    const menu = page.getByRole('dialog', { name: 'Notifications' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(350);
    await expect(menu.getByRole('listitem')).toHaveCount(1);
    await expect(menu.getByText('Payment failed')).toBeVisible();
    await expect(menu.getByText(/We could not take your subscription payment/)).toBeVisible();
    await expect(menu.locator('time')).toHaveText(/\d{4}/);

    const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/db_api/notifications/read');
    await menu.getByRole('button', { name: 'Mark as read & clear' }).click();
    expect((await read).status()).toBe(200);
    await expect(menu.getByRole('button', { name: 'All Read' })).toBeDisabled();
    await expect(menu.getByText('You are all caught up!')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell).toHaveText('');

    // The server agrees: after a reload there is still nothing unread.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await openApp(page, '/settings');
    await expect(bell).toHaveAccessibleName('Notifications');
    await bell.click();
    await expect(menu.getByRole('button', { name: 'All Read' })).toBeDisabled();
  });

  test('the account menu shows the email, leads to Settings, closes on a click outside, and logs out', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const user = await signUpAndOpen(page, '/settings', newUser('account-menu'));
    await subscribeThroughCheckout(page);
    await openApp(page, '/getstarted');

    const trigger = page.getByRole('button', { name: 'Account menu' });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(user.email);
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(menu).toBeHidden();

    await trigger.click();
    await expect(menu).toBeVisible();
    await clickThePage(page, 'left');
    await expect(menu).toBeHidden();

    await trigger.click();
    const serverLogout = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/logout');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await serverLogout).status()).toBe(200);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ persona: 'linked' });

  const NAVBAR_ACTIONS = ['Add institution', 'Update Institution', 'Budget AI Assistant', /^Notifications/, 'Account menu'] as const;

  for (const width of [390, 360]) {
    test(`at ${width} px every navbar action sits on screen in one row, and each one works`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openApp(page, '/settings');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Ledgerline home' })).toBeInViewport({ ratio: 1 });
      for (const name of NAVBAR_ACTIONS) await expect(banner.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      // One row: nothing wraps under the logo and nothing scrolls sideways.
      expect(await banner.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(65);
      await page.screenshot({ path: test.info().outputPath(`navbar-${width}.png`) });

      await banner.getByRole('button', { name: 'Add institution' }).click();
      await expect(page.getByRole('dialog', { name: "Let's Get Started!" })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await assistantButton(page).click();
      await expect(assistantButton(page)).toHaveAttribute('aria-expanded', 'true');
    });
  }

  test('at 1000 px the expanded sidebar dims the page, keeps focus inside, and closes on Escape back to its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await openApp(page, '/settings');
    const toggle = sidebarToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: test.info().outputPath('sidebar-expanded-1000.png') });

    // Tab cycles inside: back from the toggle to Logout, on from Logout to the toggle.
    await page.keyboard.press('Shift+Tab');
    await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Accounts' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // The dimmed page beside the panel closes it on a click.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(980, 400);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('at 390 px the rail gives its width to the page; the bottom bar opens the most used pages, and "More" the whole sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openApp(page, '/settings');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    const more = bar.getByRole('button', { name: 'More' });
    // The page starts at the window's left edge: no rail beside it.
    expect((await page.locator('main').boundingBox())?.x).toBe(0);
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0);
    for (const name of ['Dashboard', 'Transactions', 'Budget Tracker', 'Accounts']) await expect(bar.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    await expect(more).toBeInViewport({ ratio: 1 });
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // A bar link goes to its page and marks it.
    await bar.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions/);
    await expect(bar.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');

    // "More" expands the spec's sidebar, by keyboard too, and focus moves into it and stays there; Escape closes it back to "More".
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Merchant Insights' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('more-expanded-390.png') });
    await expect(mainNav(page).getByRole('link', { name: 'Accounts' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Accounts' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();

    // A click outside closes it; choosing a link closes it and goes there.
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(370, 400);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await mainNav(page).getByRole('link', { name: 'Merchant Insights' }).click();
    await expect(page).toHaveURL(/\/merchantinsights/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Merchant Insights' })).not.toBeInViewport();
  });
});
