import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/csp';
import { signUpAndOpen } from './fixtures/auth';
import { linkBankThroughEmulator } from './fixtures/bank';
import { payOnCheckoutPage, subscribeThroughCheckout, TEST_CARDS } from './fixtures/billing';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The Settings page's subscription status sentence ("Free trial until …", "Ended on …", …). */
const subscriptionSection = (page: Page) => page.getByRole('region', { name: 'Subscription' });

/** From Settings to the (emulated) billing portal, as the user does. */
async function openBillingPortal(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(subscriptionSection(page).getByText(/^Free trial until /)).toBeVisible();
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(heading(page, 'Manage your subscription')).toBeVisible();
}

/** Back from the portal through its link: the portal's return URL is /settings. */
async function returnFromPortal(page: Page, baseURL: string | undefined): Promise<void> {
  await page.getByRole('link', { name: 'Return to Ledgerline' }).click();
  await expect(page).toHaveURL(`${baseURL}/settings`);
  await expect(heading(page, 'Settings')).toBeVisible();
}

test('a new user is sent to /subscription, subscribes with the test card, is confirmed and goes on to Get Started', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await signUpAndOpen(page, '/dashboard');

  // The subscription guard: a new user lands on the plan.
  await expect(heading(page, 'Subscribe to Ledgerline')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/subscription`);
  await expect(page.getByText('$7.99', { exact: true })).toBeVisible();
  await expect(page.getByText('14-day free trial')).toBeVisible();

  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(heading(page, 'Subscribe to Ledgerline Premium')).toBeVisible();
  await payOnCheckoutPage(page, TEST_CARDS.succeeds);

  await page.waitForURL(/\/subscription-success\?session_id=/);
  // Confirmed once the webhook has reached the server (the page polls the status meanwhile).
  await expect(heading(page, "You're subscribed")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Your free trial runs until/)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('justSubscribed'))).toBe('true');

  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(heading(page, 'Get started')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/getstarted`);

  // A subscriber is sent away from the plan page (to /accounts, then, without a bank, to Get Started).
  await page.goto('/subscription');
  await expect(heading(page, 'Get started')).toBeVisible();
  expect(pathOf(page)).toBe('/getstarted');
  expect(await page.evaluate(() => (history.state as { from?: string } | null)?.from)).toBe('/accounts');
});

test('a declined card stays on checkout with the message, and Back returns to the plan unsubscribed', async ({ page, baseURL }) => {
  await signUpAndOpen(page, '/subscription');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(heading(page, 'Subscribe to Ledgerline Premium')).toBeVisible();
  const checkoutUrl = page.url();

  await payOnCheckoutPage(page, TEST_CARDS.declined);

  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(new URL(page.url()).pathname).toBe(new URL(checkoutUrl).pathname);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(heading(page, 'Subscribe to Ledgerline')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/subscription`);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('after "Cancel now" in the billing portal only Settings is reachable, and every other page redirects there', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUpAndOpen(page, '/subscription');
  await subscribeThroughCheckout(page);

  await openBillingPortal(page);
  await page.getByRole('button', { name: 'Cancel now' }).click();
  await expect(page.getByRole('status')).toHaveText('Your subscription has been canceled.');
  await returnFromPortal(page, baseURL);

  // The webhook may land just after the return: Settings asks again until the change shows.
  await expect(subscriptionSection(page).getByText(/^Ended (on|—) /)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();

  for (const path of ['/dashboard', '/accounts', '/transactions', '/getstarted']) {
    await page.goto(path);
    await expect(heading(page, 'Settings')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/settings`);
  }

  // The plan page stays open to them, to resubscribe (without a second trial).
  await page.goto('/subscription');
  await expect(heading(page, 'Resubscribe to Ledgerline')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
  await expect(page.getByText('14-day free trial')).toHaveCount(0);
});

test('a failed payment (past due) keeps full access', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUpAndOpen(page, '/subscription');
  await subscribeThroughCheckout(page);

  await openBillingPortal(page);
  await page.getByRole('button', { name: 'Fail next payment' }).click();
  await expect(page.getByRole('status')).toHaveText(/The subscription is now past due/);
  await returnFromPortal(page, baseURL);

  await expect(subscriptionSection(page).getByText('Payment failed — update your card')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: "Your last payment didn't go through." })).toBeVisible();

  // Grace period: the bank-data pages stay open; without a bank the bank-link guard sends the user
  // to Get Started (remembering the page), never to Settings or the plan.
  for (const path of ['/accounts', '/dashboard']) {
    await page.goto(path);
    await expect(heading(page, 'Get started')).toBeVisible();
    expect(pathOf(page)).toBe('/getstarted');
    expect(await page.evaluate(() => (history.state as { from?: string } | null)?.from)).toBe(path);
  }
});

test('a lapsed subscriber meets no dead ends: no bank or assistant buttons, locked entries lead to Resubscribe; back, they go to their accounts', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signUpAndOpen(page, '/subscription');
  await subscribeThroughCheckout(page);
  await linkBankThroughEmulator(page);

  await openBillingPortal(page);
  await page.getByRole('button', { name: 'Cancel now' }).click();
  await expect(page.getByRole('status')).toHaveText('Your subscription has been canceled.');
  await returnFromPortal(page, baseURL);
  await expect(subscriptionSection(page).getByText(/^Ended (on|—) /)).toBeVisible({ timeout: 20_000 });

  // Nothing on screen that the server would refuse them.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  for (const name of ['Add institution', 'Update Institution', 'Budget AI Assistant']) await expect(banner.getByRole('button', { name })).toHaveCount(0);

  // Every entry but Settings says why it is locked, and leads to Resubscribe.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const accounts = nav.getByRole('link', { name: 'Accounts' });
  await expect(accounts).toHaveAccessibleDescription('Needs an active subscription');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAccessibleDescription('Needs an active subscription');
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAccessibleDescription('');
  await page.screenshot({ path: test.info().outputPath('lapsed-1400.png') });
  await accounts.click();
  await expect(page).toHaveURL(`${baseURL}/settings`);
  const resubscribe = page.getByRole('button', { name: 'Resubscribe' });
  await expect(resubscribe).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'More' }).click();
  await expect(accounts).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lapsed-sidebar-390.png') });
  await page.keyboard.press('Escape');

  // Resubscribing with banks still linked: the way on is the accounts, not "link your bank".
  await resubscribe.click();
  await payOnCheckoutPage(page, TEST_CARDS.succeeds);
  await page.waitForURL(/\/subscription-success\?session_id=/);
  await expect(heading(page, "You're subscribed")).toBeVisible({ timeout: 20_000 });
  const toAccounts = page.getByRole('link', { name: 'Go to your accounts' });
  await expect(toAccounts).toBeVisible();
  await expect(page.getByText('Next: link your bank')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get started' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('returning-subscriber-390.png') });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: test.info().outputPath('returning-subscriber-1400.png') });

  await toAccounts.click();
  await expect(heading(page, 'Accounts')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/accounts`);
});
