import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { test } from './fixtures/csp';
import { newUser, sessionReady, signIn, signUpAndOpen } from './fixtures/auth';
import { linkBankThroughEmulator } from './fixtures/bank';
import { accessTokenOf, subscribeThroughCheckout } from './fixtures/billing';
import { openApp, PLATYPUS } from './fixtures/linking';

/** Reads our API as the signed-in page would. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

test.describe('Settings, your data', () => {
  test('exports the user\'s data as a ZIP with their transactions, then deletes the account: signed out, and signing in again starts over without a second free trial', async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const user = await signUpAndOpen(page, '/settings', newUser('your-data'));
    await subscribeThroughCheckout(page);
    await linkBankThroughEmulator(page);
    // The bank's first sync (the emulator's webhook, or the app's own after sign-in) brings the transactions.
    await expect
      .poll(async () => (await apiGet<{ accounts: { last_synced_at: string | null }[] }>(page, '/api/accounts')).accounts.some((a) => a.last_synced_at !== null), { timeout: 30_000 })
      .toBe(true);

    await openApp(page, '/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ledgerline-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipSync(new Uint8Array(await readFile((await file.path())!)));
    const profile = JSON.parse(strFromU8(archive['profile.json']!)) as { email: string };
    expect(profile.email).toBe(user.email);
    expect(strFromU8(archive['institutions.json']!)).toContain(PLATYPUS.name);
    // The transactions in the page's CSV convention; nothing internal (rollups, search texts) beside the user's own data.
    const transactions = strFromU8(archive['transactions.csv']!).trim().split('\r\n');
    expect(transactions[0]).toBe('Date,Name,Merchant,Category,Category group,Category source,Account,Institution,Direction,Amount,Currency,Pending,Transaction ID,Note,Tags,Hidden,Reviewed,Split,Split note');
    expect(transactions.length).toBeGreaterThan(100);
    expect(Object.keys(archive).filter((name) => /money_|search_texts/.test(name))).toEqual([]);
    await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
    await confirm.click();

    // Signed out, back on the home page.
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' })).toBeVisible();

    // The same sign-in is a new user now, with no subscription, but its free trial stays used: a lapsed
    // subscriber, sent to Settings to resubscribe, and the plan comes without a trial.
    const ready = sessionReady(page);
    await page.goto('/accounts');
    await signIn(page, user.email, user.password);
    await ready;
    await expect(page).toHaveURL(`${baseURL}/settings`);
    await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
    expect(await apiGet<{ subscription: unknown; user_info: unknown }>(page, '/api/subscription/status')).toMatchObject({
      subscription: null,
      user_info: { is_new_user: false, has_subscription_history: true },
    });
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Resubscribe to Ledgerline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeEnabled();
    await expect(page.getByText(/free trial/i)).toHaveCount(0);
  });
});
